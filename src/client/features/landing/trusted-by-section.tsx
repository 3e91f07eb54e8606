import { Building2, HardHat, Home, KeyRound, LineChart, Store } from 'lucide-react'

const AUDIENCES = [
  { icon: LineChart, label: 'Buy-to-let investors' },
  { icon: Building2, label: 'Property developers' },
  { icon: HardHat, label: 'Construction companies' },
  { icon: Store, label: 'Estate agents' },
  { icon: KeyRound, label: 'Landlords' },
  { icon: Home, label: 'Homeowners' },
] as const

export function TrustedBySection() {
  return (
    <section aria-labelledby="trusted-heading" className="border-b border-line bg-canvas py-14 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="trusted-heading" className="text-center text-lg font-semibold text-navy-900 sm:text-xl">
          Trusted by people who plan renovations, professionally and at home
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {AUDIENCES.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="flex flex-col items-center gap-2.5 rounded-xl border border-line bg-white px-3 py-5 text-center text-[0.9375rem] font-medium text-navy-800"
            >
              <Icon className="size-6 text-teal-700" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
