import { LayoutDashboard, LogOut, UserRound } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { LinkButton } from '#client/components/link-button'
import { cn } from '#client/lib/cn'
import { displayNameOf, useSession } from '../session-api'
import { useSignOut } from '../use-sign-out'

// Only a signed-in visitor's header needs the menu (and Radix's menu code): a chunk of its own.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }))

/**
 * The header's account corner from the md breakpoint up: "Sign in" when signed out; signed in, the user's name
 * opening a menu (Dashboard, Account, Sign out) with Radix's keyboard and focus handling. Nothing while loading,
 * so a signed-in visitor never sees "Sign in" flash.
 */
export function AccountNav() {
  const { user, isLoading } = useSession()
  if (isLoading) return null
  if (!user)
    return (
      <LinkButton to="/sign-in" variant="ghost">
        Sign in
      </LinkButton>
    )
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
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
