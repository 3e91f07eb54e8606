import { FolderPlus } from 'lucide-react'
import { ComingSoon } from '../../components/coming-soon'

// Placeholder: the New Project form (target of the dashboard's New Project link) replaces this file.
export function NewProjectPage() {
  return (
    <ComingSoon
      eyebrow="Projects"
      title="New Project"
      icon={FolderPlus}
      description={<p>Group estimates and reports for one property into a project and track its budget.</p>}
      primaryAction={{ label: 'Back to dashboard', to: '/dashboard' }}
      secondaryAction={{ label: 'New Estimate', to: '/estimate' }}
    />
  )
}
