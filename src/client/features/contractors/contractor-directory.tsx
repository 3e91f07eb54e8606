import { LoaderCircle, SearchX } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { CONTRACTOR_SPECIALTIES, specialtyLabel } from '#shared/contractor-specialties'
import { FIRST_FORM_REGION_LABELS, regionLabel } from '#shared/project-types'
import type { ContractorList } from '#shared/schemas/contractors'
import { FormField } from '#client/components/form/form-field'
import { SelectField } from '#client/components/form/select-field'
import { LinkButton } from '#client/components/link-button'
import { Button } from '#client/components/ui/button'
import { ContractorCard } from './contractor-card'
import { contractorQueryString, useContractors, type ContractorFilters } from './contractors-api'

/** Radix Select has no empty value, so "any" stands for no filter. */
const ANY = 'any'
const REGION_OPTIONS = [
  { value: ANY, label: 'All regions' },
  ...Object.entries(FIRST_FORM_REGION_LABELS).map(([value, label]) => ({ value, label })),
]
const SPECIALTY_OPTIONS = [{ value: ANY, label: 'All specialties' }, ...CONTRACTOR_SPECIALTIES]

const known = (value: string | null, options: ReadonlyArray<{ value: string }>) =>
  value && value !== ANY && options.some((o) => o.value === value) ? value : undefined

/** The filters live in the address (?region=&specialty=&page=), so a filtered list can be shared or bookmarked. */
function useFilterParams() {
  const [params, setParams] = useSearchParams()
  const filters: ContractorFilters = {
    region: known(params.get('region'), REGION_OPTIONS),
    specialty: known(params.get('specialty'), SPECIALTY_OPTIONS),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  }
  const update = (next: ContractorFilters) =>
    setParams(new URLSearchParams(contractorQueryString(next)), { preventScrollReset: true })
  return { filters, update }
}

/** One filter's select; choosing "any" drops the filter, and any change goes back to page 1. */
function FilterSelect({
  filter,
  label,
  options,
  filters,
  update,
}: {
  filter: 'region' | 'specialty'
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  filters: ContractorFilters
  update: (next: ContractorFilters) => void
}) {
  const id = `contractor-${filter}`
  return (
    <FormField id={id} label={label}>
      <SelectField
        id={id}
        name={filter}
        options={options}
        value={filters[filter] ?? ANY}
        onChange={(v) => update({ ...filters, [filter]: v === ANY ? undefined : v, page: 1 })}
      />
    </FormField>
  )
}

/** Filters by region and specialty over the verified listings, with an empty state that says so plainly. */
export function ContractorDirectory() {
  const { filters, update } = useFilterParams()
  const query = useContractors(filters)
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2 lg:max-w-3xl" role="search" aria-label="Filter contractors">
        <FilterSelect filter="region" label="Region" options={REGION_OPTIONS} filters={filters} update={update} />
        <FilterSelect
          filter="specialty"
          label="Specialty"
          options={SPECIALTY_OPTIONS}
          filters={filters}
          update={update}
        />
      </div>
      <section aria-label="Contractors" aria-busy={query.isFetching}>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted">
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            Loading contractors…
          </p>
        ) : query.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-danger">We couldn’t load the directory.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : query.data.contractors.length === 0 ? (
          <EmptyDirectory filters={filters} />
        ) : (
          <Results list={query.data} onPage={(page) => update({ ...filters, page })} />
        )}
      </section>
    </div>
  )
}

function Results({ list, onPage }: { list: ContractorList; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize))
  return (
    <>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {list.total === 1 ? '1 verified contractor' : `${list.total} verified contractors`}, in alphabetical order
        {pages > 1 ? ` (page ${list.page} of ${pages})` : ''}.
      </p>
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {list.contractors.map((c) => (
          <li key={c.id}>
            <ContractorCard contractor={c} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
          <Button variant="outline" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
            Previous
          </Button>
          <Button variant="outline" disabled={list.page >= pages} onClick={() => onPage(list.page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </>
  )
}

/** "No verified contractors for Kitchens in London yet": says what was searched, never pads the list. */
export function emptyDirectoryMessage({ region, specialty }: ContractorFilters): string {
  const what = specialty ? ` for ${specialtyLabel(specialty)}` : ''
  const where = region ? ` in ${regionLabel(region)}` : ''
  return `No verified contractors${what}${where} yet`
}

function EmptyDirectory({ filters }: { filters: ContractorFilters }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-dashed border-navy-200 bg-white p-6 sm:p-8">
      <SearchX className="size-8 text-navy-400" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-navy-900">{emptyDirectoryMessage(filters)}</h2>
      <p className="max-w-2xl text-[0.9375rem] leading-relaxed text-muted">
        The directory is new and shows only businesses our team has checked, so some regions have none yet.
        {filters.region ? ` Do you work in ${regionLabel(filters.region)}?` : ' Are you a contractor?'} List your
        business and it will appear here once verified.
      </p>
      <LinkButton to="/contractors/join">List your business</LinkButton>
    </div>
  )
}
