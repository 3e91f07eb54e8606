import { useNavigate, useParams } from 'react-router-dom'
import { PageLoading } from '#client/components/page-loading'
import { SignInPrompt } from '#client/components/sign-in-prompt'
import { useSession } from '#client/features/accounts/session-api'
import { ProjectDetailView } from '#client/features/projects/components/project-detail'

/** /projects/:id: the owner's project; signed out, a sign-in prompt that comes back here. */
export function ProjectPage() {
  const { id = '' } = useParams()
  const { user, isLoading } = useSession()
  const navigate = useNavigate()
  return (
    <div className="bg-gradient-to-b from-navy-50 to-canvas">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8">
        {isLoading ? (
          <PageLoading />
        ) : user ? (
          <ProjectDetailView key={id} id={id} onDeleted={() => navigate('/dashboard')} />
        ) : (
          <SignInPrompt
            title="Sign in to see this project"
            text="Projects belong to the account that made them."
            next={`/projects/${id}`}
          />
        )}
      </div>
    </div>
  )
}
