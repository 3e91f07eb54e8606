import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LinkButton } from '../../../components/link-button'
import { cn } from '../../../lib/cn'
import { useSession, type SessionUser } from '../session-api'
import { useSignOut } from '../use-sign-out'

/** What the header calls the user: their name, or their email when they gave none. */
export const displayNameOf = (user: SessionUser) => user.name.trim() || user.email

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2.5 text-[0.9375rem] font-medium text-navy-800 ' +
  'outline-none select-none data-[highlighted]:bg-navy-50 data-[highlighted]:text-navy-900 [&_svg]:size-4.5'

/**
 * The header's account corner from the md breakpoint up: "Sign in" when signed out; signed in, the user's name
 * opening a menu (Dashboard, Account, Sign out) with Radix's keyboard and focus handling. Nothing while loading,
 * so a signed-in visitor never sees "Sign in" flash.
 */
export function AccountNav() {
  const { user, isLoading } = useSession()
  const { signOut } = useSignOut()
  if (isLoading) return null
  if (!user)
    return (
      <LinkButton to="/sign-in" variant="ghost">
        Sign in
      </LinkButton>
    )
  const name = displayNameOf(user)
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-11 max-w-56 items-center gap-2 rounded-lg px-3 text-[0.9375rem] font-semibold text-navy-900',
          'hover:bg-navy-50 data-[state=open]:bg-navy-50',
        )}
      >
        <UserRound className="size-4.5 shrink-0 text-teal-700" aria-hidden="true" />
        <span className="sr-only">Account menu, signed in as </span>
        <span className="truncate">{name}</span>
        <ChevronDown className="size-4 shrink-0 text-navy-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-line bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 pt-1.5 pb-2 text-sm text-muted">{user.email}</DropdownMenu.Label>
          <MenuLink to="/dashboard" icon={<LayoutDashboard aria-hidden="true" />}>
            Dashboard
          </MenuLink>
          <MenuLink to="/account" icon={<UserRound aria-hidden="true" />}>
            Account
          </MenuLink>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={signOut}>
            <LogOut aria-hidden="true" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  )
}

/** The same choices inside the mobile menu, as plain links and a button (the menu is already a disclosure). */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user, isLoading } = useSession()
  const { signOut } = useSignOut()
  const linkClass =
    'flex items-center gap-2.5 rounded-md px-3 py-3 text-base font-medium text-navy-700 hover:bg-navy-50'
  if (isLoading) return null
  if (!user)
    return (
      <Link to="/sign-in" onClick={onNavigate} className={linkClass}>
        <UserRound className="size-5 text-teal-700" aria-hidden="true" />
        Sign in
      </Link>
    )
  return (
    <div aria-label="Your account" role="group">
      <p className="truncate px-3 pt-1 pb-2 text-sm text-muted">
        Signed in as <span className="font-semibold text-navy-900">{displayNameOf(user)}</span>
      </p>
      <Link to="/dashboard" onClick={onNavigate} className={linkClass}>
        <LayoutDashboard className="size-5 text-teal-700" aria-hidden="true" />
        Dashboard
      </Link>
      <Link to="/account" onClick={onNavigate} className={linkClass}>
        <UserRound className="size-5 text-teal-700" aria-hidden="true" />
        Account
      </Link>
      <button
        type="button"
        onClick={() => {
          onNavigate()
          signOut()
        }}
        className={cn(linkClass, 'w-full text-left')}
      >
        <LogOut className="size-5 text-teal-700" aria-hidden="true" />
        Sign out
      </button>
    </div>
  )
}
