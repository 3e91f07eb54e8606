import { ClipboardList } from 'lucide-react'
import { ComingSoon } from '../../components/coming-soon'

// Placeholder: the professional estimate form (SPEC §2 "Professional estimate form") replaces this file.
export function ProfessionalPage() {
  return (
    <ComingSoon
      eyebrow="Professional analysis"
      title="Professional Cost Analysis"
      icon={ClipboardList}
      description={
        <p>
          A detailed form for investors and developers: condition, scope, finish quality and location, followed by
          questions on the cost drivers and a report-ready estimate.
        </p>
      }
      highlights={[
        'Square metres or square feet',
        '12 UK pricing regions',
        'Budget to luxury specifications',
        '10-page PDF cost report for £6.99',
      ]}
      primaryAction={{ label: 'Use the standard calculator', to: '/estimate' }}
    />
  )
}
