import { Calculator } from 'lucide-react'
import { ComingSoon } from '../../components/coming-soon'

// Placeholder: the estimate wizard (SPEC §2 "Estimate wizard") replaces this file.
export function EstimatePage() {
  return (
    <ComingSoon
      eyebrow="Step 1 of 3 · Project Details"
      title="Renovation Cost Calculator"
      icon={Calculator}
      description={
        <p>
          Describe your project, answer a few smart questions, and get an estimate with regional UK pricing, VAT shown
          line by line and a low / likely / high range.
        </p>
      }
      highlights={[
        'Project type, size and UK region',
        'Smart questions about the real cost drivers',
        'Labour, materials and overheads itemised',
        'Optional £6.99 professional PDF report',
      ]}
      primaryAction={{ label: 'See pricing', to: '/#pricing' }}
      secondaryAction={{ label: 'Ask a question', to: '/contact' }}
    />
  )
}
