import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BookmarkCheck, BookmarkPlus, LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { SelectField } from '../components/form/select-field'
import { LinkButton } from '../components/link-button'
import { isPlanLimit, PlanLimitNotice } from '../components/plan-limit-notice'
import { signInUrl } from '../components/sign-in-prompt'
import { Button } from '../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card'
import { useToast } from '../components/ui/use-toast'
import { useSession } from '../features/accounts/session-api'
import { claimEstimate } from '../features/estimate-result/api/result-api'
import { savedEstimateQueryKey } from '../features/estimate-result/components/saved-estimate'
import { listProjects, moveEstimate, PROJECTS_QUERY_KEY } from '../features/projects/projects-api'
import { describeApiError, isApiError } from '../lib/api-client'

const NO_PROJECT = 'none'

/**
 * 'Save to my account' on an estimate's result (docs/decisions/015), offered only where the server says this browser
 * can prove the estimate theirs (`canClaim`, docs/decisions/021): signed out it goes to sign-in and comes back with
 * `?claim=1`, which saves it; signed in it saves at once; a saved estimate can be filed under a project.
 */
export function AccountSaveCard({ estimate }: { estimate: EstimateResponse }) {
  const { user } = useSession()
  if (user === undefined) return null
  if (estimate.isSaved) return <SavedCard estimate={estimate} />
  if (estimate.notSaved)
    return <PlanLimitNotice detail={estimate.notSaved.detail} upgradeTo={estimate.notSaved.limit.upgradeTo} />
  // A shared link is no proof: only the browser that made it, or its report's buyer, may save it (decision 021).
  if (!estimate.canClaim) return null
  if (user === null) {
    return (
      <SaveFrame>
        <LinkButton to={signInUrl(`/estimate/${estimate.id}?claim=1`)} variant="outline" className="w-full">
          <BookmarkPlus aria-hidden="true" />
          Save to my account
        </LinkButton>
      </SaveFrame>
    )
  }
  return <ClaimButton estimate={estimate} />
}

function SaveFrame({ children }: { children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Keep it in your account</CardTitle>
        <CardDescription>
          Saved estimates stay until you delete your account, and can be filed by project.
        </CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

function ClaimButton({ estimate }: { estimate: EstimateResponse }) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const [params, setParams] = useSearchParams()
  const [limit, setLimit] = useState<{ detail: string; upgradeTo?: string } | undefined>()
  const claim = useMutation({
    mutationFn: () => claimEstimate(estimate.id),
    onSuccess: (saved) => {
      queryClient.setQueryData(savedEstimateQueryKey(estimate.id), { estimate: saved })
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] })
      toast({ title: 'Saved to your account', description: 'Find it on your dashboard.' })
    },
    onError: (error) => {
      if (isApiError(error) && isPlanLimit(error.problem))
        setLimit({ detail: describeApiError(error), upgradeTo: error.problem?.limit?.upgradeTo })
      else toast({ variant: 'destructive', title: 'Not saved', description: describeApiError(error) })
    },
  })
  // Back from sign-in with ?claim=1: save once, then drop the flag so a reload does not ask again.
  const asked = useRef(false)
  useEffect(() => {
    if (params.get('claim') !== '1' || asked.current) return
    asked.current = true
    claim.mutate()
    setParams((p) => (p.delete('claim'), p), { replace: true })
  }, [params, setParams, claim])

  if (limit) return <PlanLimitNotice {...limit} />
  return (
    <SaveFrame>
      <Button variant="outline" className="w-full" disabled={claim.isPending} onClick={() => claim.mutate()}>
        {claim.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <BookmarkPlus aria-hidden="true" />
        )}
        Save to my account
      </Button>
    </SaveFrame>
  )
}

function SavedCard({ estimate }: { estimate: EstimateResponse }) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const projects = useQuery({ queryKey: PROJECTS_QUERY_KEY, queryFn: ({ signal }) => listProjects(signal) })
  const move = useMutation({
    mutationFn: (projectId: string | null) => moveEstimate(estimate.id, projectId),
    onSuccess: (moved) => {
      queryClient.setQueryData(savedEstimateQueryKey(estimate.id), { estimate: moved })
      void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY })
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] })
      toast({ title: moved.projectId ? 'Filed under the project' : 'Taken out of the project' })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not moved', description: describeApiError(error) }),
  })
  const options = [
    { value: NO_PROJECT, label: 'No project' },
    ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <BookmarkCheck className="size-5 text-teal-700" aria-hidden="true" />
          Saved to your account
        </CardTitle>
        <CardDescription>
          Only you can open it, signed in. See it on your <Link to="/dashboard">dashboard</Link>.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {projects.data && projects.data.length > 0 ? (
          <>
            <label htmlFor="estimate-project" className="text-sm font-medium text-navy-900">
              Project
            </label>
            <SelectField
              id="estimate-project"
              name="projectId"
              value={estimate.projectId ?? NO_PROJECT}
              onChange={(value) => move.mutate(value === NO_PROJECT ? null : value)}
              options={options}
            />
          </>
        ) : projects.data ? (
          <LinkButton to="/projects/new" variant="outline" size="sm">
            Create a project to file it under
          </LinkButton>
        ) : null}
      </CardContent>
    </Card>
  )
}
