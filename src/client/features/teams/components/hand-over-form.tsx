import { useMutation } from '@tanstack/react-query'
import { Crown } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { Team } from '#shared/schemas/teams'
import { ConfirmDialog } from '#client/components/confirm-dialog'
import { FormAlert } from '#client/components/form-alert'
import { SelectFormField } from '#client/components/form/fields'
import { Button } from '#client/components/ui/button'
import { describeApiError } from '#client/lib/api-client'
import { planName, renewalLine } from '#client/lib/subscription-text'
import { displayName, handOverOwnership } from '../team-api'

/**
 * The owner hands the team to a member: choose one, then confirm in a dialog that says what moves to them (the
 * subscription and its billing, the API keys, the team's work) and that the owner stays on as a member.
 */
export function HandOverForm({ team, onHandedOver }: { team: Team; onHandedOver: (newOwner: string) => void }) {
  const members = team.members.filter((m) => m.role === 'member')
  const [userId, setUserId] = useState('')
  const [isMissing, setIsMissing] = useState(false)
  const [isOpen, setIsOpen] = useState(false)
  const chosen = members.find((m) => m.userId === userId)
  const handOver = useMutation({
    mutationFn: handOverOwnership,
    onSuccess: () => {
      setIsOpen(false)
      onHandedOver(chosen ? displayName(chosen) : 'the new owner')
    },
  })
  if (members.length === 0)
    return <p className="text-sm text-muted">Once someone has joined the team, you can hand it over to them.</p>

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!chosen) return setIsMissing(true)
    handOver.reset()
    setIsOpen(true)
  }
  return (
    <>
      <form onSubmit={confirm} noValidate aria-label="Hand over ownership" className="space-y-4">
        <SelectFormField
          id="hand-over-member"
          name="member"
          label="New owner"
          placeholder="Choose a team member"
          options={members.map((m) => ({ value: m.userId, label: m.name ? `${m.name} (${m.email})` : m.email }))}
          value={userId}
          onValueChange={(value) => {
            setUserId(value)
            setIsMissing(false)
          }}
          error={isMissing ? 'Choose the member who will own the team' : undefined}
        />
        <Button type="submit" variant="outline">
          <Crown aria-hidden="true" />
          Hand over ownership
        </Button>
      </form>
      {chosen ? (
        <ConfirmDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          title={`Hand over the team to ${displayName(chosen)}?`}
          description={`${displayName(chosen)} becomes the owner. These move to their account:`}
          keepLabel="Keep ownership"
          confirmLabel={`Hand over to ${displayName(chosen)}`}
          isPending={handOver.isPending}
          onConfirm={() => handOver.mutate(chosen.userId)}
        >
          <WhatMoves team={team} newOwner={displayName(chosen)} />
          {handOver.isError ? (
            <FormAlert tone="error" className="mt-4">
              {describeApiError(handOver.error)}
            </FormAlert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  )
}

/** What moves to the new owner, and what stays with the one handing over. */
function WhatMoves({ team, newOwner }: { team: Team; newOwner: string }) {
  const renewal = team.plan ? renewalLine(team.plan) : undefined
  return (
    <>
      <ul className="list-disc space-y-1.5 pl-5 text-[0.9375rem] leading-relaxed text-ink">
        <li>
          The {team.plan ? planName(team.plan.tier) : ''} subscription and its billing
          {renewal ? ` (${renewal.charAt(0).toLowerCase()}${renewal.slice(1)})` : ''}: future invoices are theirs. The
          card it was paid with stays on it until they change it.
        </li>
        <li>The API keys and this month’s API usage.</li>
        <li>All the team’s projects, estimates and reports, and {newOwner}’s own earlier ones join them.</li>
        <li>Inviting and removing members.</li>
      </ul>
      <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink">
        You stay on the team as a member, with the same projects, estimates and reports. Only {newOwner} can hand it
        back.
      </p>
    </>
  )
}
