import { useNavigate } from 'react-router-dom'
import { PageLoading } from '#client/components/page-loading'
import { PageTitle } from '#client/components/page-title'
import { SignInPrompt } from '#client/components/sign-in-prompt'
import { useSession } from '#client/features/accounts/session-api'
import { NewProjectForm } from '#client/features/projects/components/new-project-form'

/** /projects/new: the New Project form for a signed-in account; signed out, a sign-in prompt that comes back here. */
export function NewProjectPage() {
  const { user, isLoading } = useSession()
  const navigate = useNavigate()
  return (
    <div className="bg-gradient-to-b from-navy-50 to-canvas">
      <PageTitle title="New Project" />
      <div className="mx-auto max-w-2xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Projects</p>
        <h1 className="mt-1 mb-6 text-3xl font-bold tracking-tight text-navy-900">New Project</h1>
        {isLoading ? (
          <PageLoading />
        ) : user ? (
          <NewProjectForm onCreated={(project) => navigate(`/projects/${project.id}`)} />
        ) : (
          <SignInPrompt
            as="h2"
            title="Sign in to create a project"
            text="Projects keep the estimates and reports for one property together, with its budget and progress."
            next="/projects/new"
          />
        )}
      </div>
    </div>
  )
}
