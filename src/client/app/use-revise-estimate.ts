import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { formatGbp } from '#shared/format'
import { toast } from '../components/ui/use-toast'
import { reviseEstimate } from '../features/estimate-result/api/result-api'
import { savedEstimateQueryKey } from '../features/estimate-result/components/saved-estimate'

/**
 * Corrects one fact of an estimate on its result page: the estimate is priced again as a new one (POST
 * /api/estimates/:id/revisions) and shown at its own address under `basePath`; Back returns to the one before.
 */
export function useReviseEstimate(basePath: string) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationFn: ({ estimateId, answers }: { estimateId: string; answers: Record<string, string> }) =>
      reviseEstimate(estimateId, answers),
    onSuccess: (estimate) => {
      queryClient.setQueryData(savedEstimateQueryKey(estimate.id), { estimate })
      navigate(`${basePath}/${encodeURIComponent(estimate.id)}`)
      toast({
        title: 'Estimate updated',
        description: `Priced again with your correction: ${formatGbp(Math.round(estimate.totalCostIncludingVAT * 100), { wholePounds: true })} including VAT.`,
      })
    },
    onError: (error) => {
      console.warn('Re-pricing the estimate failed', error)
      toast({ variant: 'destructive', title: 'Error', description: 'Could not update the estimate. Please try again.' })
    },
  })
  return {
    onChangeFact: (estimate: EstimateResponse, id: string, value: string) =>
      mutation.mutate({ estimateId: estimate.id, answers: { [id]: value } }),
    isRevising: mutation.isPending,
  }
}
