import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { Button } from '#client/components/ui/button'
import { LogoMark } from '#client/components/logo'
import { cn } from '#client/lib/cn'
import { useDisclosure } from '#client/lib/use-disclosure'
import { useIsHydrated } from '#client/lib/use-is-hydrated'
import { MAIN_NAV, SITE } from '#client/lib/site'
import { LinkButton } from '#client/components/link-button'
import { AccountNav, MobileAccountLinks } from '#client/features/accounts/components/user-menu'

/** A nav link's classes: always `base`, then `active` on the current page's link and `idle` on the others. */
type NavLinkLook = { base: string; active: string; idle: string }

const DESKTOP_LINK: NavLinkLook = {
  base: 'rounded-md px-3.5 py-2 text-[0.9375rem] font-medium transition-colors',
  active: 'bg-navy-50 text-navy-900',
  idle: 'text-navy-700 hover:bg-navy-50 hover:text-navy-900',
}
const MOBILE_LINK: NavLinkLook = {
  base: 'block rounded-md px-3 py-3 text-base font-medium',
  active: 'bg-navy-50 text-navy-900',
  idle: 'text-navy-700 hover:bg-navy-50',
}

/** MAIN_NAV as a list of NavLinks, for the desktop bar and the mobile menu. */
function MainNavList({
  className,
  link,
  onNavigate,
}: {
  className: string
  link: NavLinkLook
  onNavigate?: () => void
}) {
  return (
    <ul className={className}>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) => cn(link.base, isActive ? link.active : link.idle)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

export function SiteHeader() {
  const { open: isMenuOpen, setOpen: setIsMenuOpen, buttonProps, panelProps } = useDisclosure()
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  // The menu opens with the page's script: until it has run, the button is shown but off.
  const isHydrated = useIsHydrated()
  // Any navigation closes the menu: a link in it, a link elsewhere, Back or Forward. Comparing location objects
  // (a new one per navigation) rather than remembering a path means Back to that path doesn't reopen it.
  const location = useLocation()
  const [menuLocation, setMenuLocation] = useState(location)
  if (menuLocation !== location) {
    setMenuLocation(location)
    setIsMenuOpen(false)
  }

  useEffect(() => {
    if (!isMenuOpen) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setIsMenuOpen(false)
        menuButtonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isMenuOpen, setIsMenuOpen])

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2.5 rounded-md font-bold tracking-tight text-navy-900">
          <LogoMark />
          <span className="text-[1.0625rem] leading-tight">{SITE.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <MainNavList className="flex items-center gap-1" link={DESKTOP_LINK} />
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <AccountNav />
          </div>
          <div className="hidden sm:block">
            <LinkButton to="/estimate" variant="primary">
              Get Estimate
            </LinkButton>
          </div>
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            disabled={!isHydrated}
            {...buttonProps}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          >
            {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <div {...panelProps} className="border-t border-line bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <MainNavList className="flex flex-col gap-1" link={MOBILE_LINK} onNavigate={() => setIsMenuOpen(false)} />
          <div className="mt-2 border-t border-line pt-2">
            <MobileAccountLinks onNavigate={() => setIsMenuOpen(false)} />
          </div>
          <Button asChild variant="primary" className="mt-3 w-full">
            <Link to="/estimate" onClick={() => setIsMenuOpen(false)}>
              Get Estimate
            </Link>
          </Button>
        </nav>
      </div>
    </header>
  )
}
