import { CircleCheck } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router-dom'
import { ComingSoon } from '../../components/coming-soon'

// Placeholder: the payment confirmation page (SPEC §2 "Payment success page") replaces this file.
export function PaymentSuccessPage() {
  const { reportId: fromPath } = useParams()
  const [searchParams] = useSearchParams()
  const reportId = fromPath ?? searchParams.get('reportId') ?? undefined
  return (
    <ComingSoon
      eyebrow="Payment confirmation"
      title="Payment Confirmation"
      icon={CircleCheck}
      description={
        <p>
          This page will confirm your £6.99 report purchase and let you view or download the PDF
          {reportId ? (
            <>
              {' '}
              for report <span className="font-mono text-navy-900">{reportId}</span>
            </>
          ) : null}
          . Your report is also emailed to you with a secure 24-hour access link.
        </p>
      }
      primaryAction={{ label: 'Back to Home', to: '/' }}
      secondaryAction={{ label: 'Get help with a report', to: '/support' }}
    />
  )
}
