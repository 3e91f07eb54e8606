/** The alert above a form that failed validation: how many fields need correcting. Nothing when none do. */
export function FormErrorSummary({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-danger-soft px-4 py-3 text-[0.9375rem] text-danger"
    >
      {count === 1 ? 'Please correct 1 field below.' : `Please correct ${count} fields below.`}
    </div>
  )
}
