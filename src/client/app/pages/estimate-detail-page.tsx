import { FileSearch } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { ComingSoon } from '../../components/coming-soon'

// Placeholder: the saved-estimate view replaces this file.
export function EstimateDetailPage() {
  const { id } = useParams()
  return (
    <ComingSoon
      eyebrow="Saved estimate"
      title="Your Renovation Estimate"
      icon={FileSearch}
      description={
        <p>
          Saved estimates will open here
          {id ? (
            <>
              {' '}
              (reference <span className="font-mono text-navy-900">{id}</span>)
            </>
          ) : null}
          . In the meantime you can start a fresh estimate.
        </p>
      }
      primaryAction={{ label: 'Start a new estimate', to: '/estimate' }}
    />
  )
}
