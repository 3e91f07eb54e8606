import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '#client/lib/cn'
import { displayNameOf, type SessionUser } from '../session-api'
import { useSignOut } from '../use-sign-out'

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2.5 text-[0.9375rem] font-medium text-navy-800 ' +
  'outline-none select-none data-[highlighted]:bg-navy-50 data-[highlighted]:text-navy-900 [&_svg]:size-4.5'

/** The signed-in header's menu (Dashboard, Account, Sign out) with Radix's keyboard and focus handling. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSignOut()
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
