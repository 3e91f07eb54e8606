import { LogOut } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { FormAlert } from '#client/components/form-alert'
import { LinkButton } from '#client/components/link-button'
import { Button } from '#client/components/ui/button'
import { useToast } from '#client/components/ui/use-toast'
import { AccountPageShell } from '#client/features/accounts/components/account-page-shell'
import { DeleteAccountForm } from '#client/features/accounts/components/delete-account-form'
import { EmailForm } from '#client/features/accounts/components/email-form'
import { NameForm } from '#client/features/accounts/components/name-form'
import { PasswordForm } from '#client/features/accounts/components/password-form'
import { SettingsSection } from '#client/features/accounts/components/settings-section'
import { useRefreshSession, type SessionUser } from '#client/features/accounts/session-api'
import { useSignOut } from '#client/features/accounts/use-sign-out'
import { AccountReports } from '#client/features/report-purchase/account-reports'
import { PlanBillingSection } from '#client/features/subscriptions/components/plan-billing-section'
import { isOwnerWithMembers, TeamDeletionNotice, TeamPlan } from '#client/features/teams/components/team-plan'
import { useTeam } from '#client/features/teams/team-api'

/** Account settings: name, email, password, sign out and delete. Signed out, it sends the visitor to sign in. */
export function AccountPage() {
  return (
    <AccountPageShell
      path="/account"
      title="Your account"
      heading="Account settings"
      lead={(user) => `Signed in as ${user.email}.`}
    >
      {(user) => <AccountSettings user={user} />}
    </AccountPageShell>
  )
}

function AccountSettings({ user }: { user: SessionUser }) {
  const refreshSession = useRefreshSession()
  const navigate = useNavigate()
  const { toast } = useToast()
  const { signOut, isPending: isSigningOut } = useSignOut()
  const [searchParams] = useSearchParams()
  const emailChanged = searchParams.get('email-changed') === '1'
  // A team member is on the team's plan, billed to its owner: they see that plan, not their own billing.
  const team = useTeam().data
  const isMember = team?.role === 'member'

  async function onDeleted() {
    // Away from this page first, so losing the session does not send the visitor to sign in.
    await navigate('/', { flushSync: true })
    await refreshSession()
    toast({ title: 'Account deleted', description: 'Your account and everything it held have been deleted.' })
  }

  return (
    <>
      {emailChanged ? (
        <FormAlert tone="success">
          Your email address is now <strong className="break-words">{user.email}</strong>.
        </FormAlert>
      ) : null}
      <SettingsSection
        id="account-plan"
        title="Plan and billing"
        description={
          isMember
            ? 'The plan your team works on, and who manages it.'
            : 'Your plan, its renewal, and every invoice and receipt.'
        }
      >
        {isMember ? <TeamPlan team={team} /> : <PlanBillingSection />}
      </SettingsSection>
      <SettingsSection
        id="account-reports"
        title="Reports"
        description="Your professional reports, their VAT receipts and the schedule of works as a spreadsheet."
      >
        <AccountReports />
      </SettingsSection>
      <SettingsSection id="account-details" title="Your details">
        <NameForm name={user.name} onSaved={refreshSession} />
      </SettingsSection>
      <SettingsSection id="account-email" title="Email address">
        <EmailForm email={user.email} />
      </SettingsSection>
      <SettingsSection id="account-password" title="Password">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        id="account-business"
        title="Team and API"
        description="Business plan: share projects with up to 10 team members, and price projects from your own tools."
      >
        <div className="flex flex-wrap gap-3">
          <LinkButton to="/account/team" variant="outline">
            {isMember ? 'See your team' : 'Manage your team'}
          </LinkButton>
          <LinkButton to="/account/api" variant="outline">
            Manage API keys
          </LinkButton>
        </div>
      </SettingsSection>
      <SettingsSection id="account-sign-out" title="Sign out" description="Sign out of your account on this device.">
        <Button variant="outline" disabled={isSigningOut} onClick={signOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </SettingsSection>
      <SettingsSection id="account-delete" title="Delete account" tone="danger">
        <div className="space-y-4">
          {team ? <TeamDeletionNotice team={team} /> : null}
          {isOwnerWithMembers(team) ? null : <DeleteAccountForm onDeleted={onDeleted} />}
        </div>
      </SettingsSection>
    </>
  )
}
