import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button, type ButtonSize } from '#client/components/ui/button'
import { describeApiError } from '#client/lib/api-client'
import { sendVerificationEmail } from '../account-api'

/**
 * "Resend the email": sends the confirmation link to `email` again, and then says it was sent (`sent`) or why not
 * (`failed`), each in the words and look of the place that shows it.
 */
export function ResendVerificationButton({
  email,
  size,
  className,
  sent,
  failed,
}: {
  email: string
  size?: ButtonSize
  className?: string
  sent: ReactNode
  failed: (detail: string) => ReactNode
}) {
  const resend = useMutation({ mutationFn: () => sendVerificationEmail(email) })
  return (
    <>
      <Button
        variant="outline"
        size={size}
        className={className}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending…' : 'Resend the email'}
      </Button>
      {resend.isSuccess ? sent : null}
      {resend.isError ? failed(describeApiError(resend.error)) : null}
    </>
  )
}
