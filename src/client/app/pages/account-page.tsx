import { LogOut } from 'lucide-react'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { LinkButton } from '../../components/link-button'
import { PageHero } from '../../components/page-hero'
import { PageLoading } from '../../components/page-loading'
import { PageTitle } from '../../components/page-title'
import { Button } from '../../components/ui/button'
import { useToast } from '../../components/ui/use-toast'
import { DeleteAccountForm } from '../../features/accounts/components/delete-account-form'
import { EmailForm } from '../../features/accounts/components/email-form'
import { FormAlert } from '../../components/form-alert'
import { NameForm } from '../../features/accounts/components/name-form'
import { PasswordForm } from '../../features/accounts/components/password-form'
import { SettingsSection } from '../../features/accounts/components/settings-section'
import { useRefreshSession, useSession, type SessionUser } from '../../features/accounts/session-api'
import { useSignOut } from '../../features/accounts/use-sign-out'
import { PlanBillingSection } from '../../features/billing/components/plan-billing-section'

/** Account settings: name, email, password, sign out and delete. Signed out, it sends the visitor to sign in. */
export function AccountPage() {
  const { user, isLoading } = useSession()
  if (isLoading) return <PageLoading />
  if (!user) return <Navigate to="/sign-in?next=%2Faccount" replace />
  return <AccountSettings user={user} />
}

function AccountSettings({ user }: { user: SessionUser }) {
  const refreshSession = useRefreshSession()
  const navigate = useNavigate()
  const { toast } = useToast()
  const { signOut, isPending: isSigningOut } = useSignOut()
  const [searchParams] = useSearchParams()
  const emailChanged = searchParams.get('email-changed') === '1'

  async function onDeleted() {
    // Away from this page first, so losing the session does not send the visitor to sign in.
    await navigate('/', { flushSync: true })
    await refreshSession()
    toast({ title: 'Account deleted', description: 'Your account and everything it held have been deleted.' })
  }

  return (
    <>
      <PageTitle title="Your account" />
      <PageHero eyebrow="Your account" title="Account settings">
        <p>Signed in as {user.email}.</p>
      </PageHero>
      {/* Left-aligned under the hero's heading, at a comfortable reading width. */}
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <div className="max-w-3xl space-y-6">
          {emailChanged ? (
            <FormAlert tone="success">
              Your email address is now <strong className="break-words">{user.email}</strong>.
            </FormAlert>
          ) : null}
          <SettingsSection
            id="account-plan"
            title="Plan and billing"
            description="Your plan, its renewal, and every invoice and receipt."
          >
            <PlanBillingSection />
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
                Manage your team
              </LinkButton>
              <LinkButton to="/account/api" variant="outline">
                Manage API keys
              </LinkButton>
            </div>
          </SettingsSection>
          <SettingsSection
            id="account-sign-out"
            title="Sign out"
            description="Sign out of your account on this device."
          >
            <Button variant="outline" disabled={isSigningOut} onClick={signOut}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </SettingsSection>
          <SettingsSection id="account-delete" title="Delete account" tone="danger">
            <DeleteAccountForm onDeleted={onDeleted} />
          </SettingsSection>
        </div>
      </div>
    </>
  )
}
