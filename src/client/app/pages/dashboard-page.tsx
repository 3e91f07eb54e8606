import { LayoutDashboard } from 'lucide-react'
import { ComingSoon } from '../../components/coming-soon'

// Placeholder: the account dashboard (SPEC §2 "Dashboard") replaces this file.
export function DashboardPage() {
  return (
    <ComingSoon
      eyebrow="Your account"
      title="Dashboard"
      icon={LayoutDashboard}
      description={<p>Your projects, saved estimates, reports and subscription will appear here.</p>}
      highlights={[
        'Recent projects and budgets',
        'Your 3 latest estimates',
        'Report library',
        'Subscription and renewal date',
      ]}
      primaryAction={{ label: 'New Estimate', to: '/estimate' }}
    />
  )
}
