import { useId, type ReactNode } from 'react'
import { ICR_PRESET_VALUES } from '#shared/appraisal/defaults'
import type { AppraisalResult, Assumption } from '#shared/appraisal/result'
import {
  APPRAISAL_STRATEGIES,
  APPRAISAL_STRATEGY_LABELS,
  FINANCE_TYPES,
  ICR_PRESETS,
  SIX_MONTH_RULES,
  WORKS_CASES,
  type AppraisalInput,
  type FinanceType,
  type IcrPreset,
  type SixMonthRule,
} from '#shared/appraisal/schema'
import { formatGbp } from '#shared/format'
import { fieldClasses } from '#client/components/ui/input'
import { NativeSelect } from '#client/components/ui/native-select'
import { cn } from '#client/lib/cn'
import { AppraisalField, ChoiceGroup } from './appraisal-field'
import { FIELDS, valueAt, withValue, type FieldGroup } from './appraisal-fields'

export const FINANCE_LABELS: Record<FinanceType, string> = {
  cash: 'Cash',
  btl_mortgage: 'Buy-to-let mortgage',
  bridging: 'Bridging loan',
}

const SIX_MONTH_LABELS: Record<SixMonthRule, string> = {
  none: 'No: the lender values at the value after works',
  purchase_price: 'Yes: within six months, at the purchase price',
  price_plus_works: 'Yes: within six months, at the price plus the works',
}

const CASE_LABELS = { low: 'Low', likely: 'Likely', high: 'High' } as const

export interface AppraisalInputsProps {
  input: AppraisalInput
  result: AppraisalResult
  /** Why the text last typed into a field was not applied, by field key. */
  errors: Record<string, string>
  /** A typed number (or undefined for the default; NaN when not a number) for a field. */
  onField: (key: string, value: number | undefined) => void
  /** Replaces the whole input (choices that change several fields at once). */
  onInput: (input: AppraisalInput) => void
  /** Bumped when the input is replaced from outside (a scenario loaded), so the fields show it. */
  version: number
}

/** The appraisal's inputs, grouped as an investor thinks of them; only the fields the strategy and finance use. */
export function AppraisalInputs(props: AppraisalInputsProps) {
  const { input, result, onInput } = props
  return (
    <div className="space-y-6">
      <ChoiceGroup
        legend="Strategy"
        name="appraisal-strategy"
        columns="sm:grid-cols-2"
        options={APPRAISAL_STRATEGIES.map((s) => ({ value: s, label: APPRAISAL_STRATEGY_LABELS[s] }))}
        value={result.strategy}
        onChange={(strategy) => onInput({ ...input, strategy })}
      />
      <Group title="The deal">
        <Fields {...props} group="deal" />
        <DealChoices input={input} result={result} onInput={onInput} />
      </Group>
      <Group title={result.strategy === 'flip' ? 'The sale' : 'Rent'}>
        <Fields {...props} group="income" />
      </Group>
      <Group title="Finance">
        <ChoiceGroup
          legend="How you pay for the purchase"
          name="appraisal-finance"
          options={FINANCE_TYPES.map((f) => ({ value: f, label: FINANCE_LABELS[f] }))}
          value={result.finance.type}
          onChange={(type) => onInput(withValue(input, 'finance.type', type))}
        />
        <Fields {...props} group="finance" />
      </Group>
      {result.refinance ? <RefinanceGroup {...props} /> : null}
      {result.icr ? <IcrGroup {...props} /> : null}
      <Folded title="Purchase and holding costs">
        <Fields {...props} group="acquisition" />
        <Fields {...props} group="holding" />
      </Folded>
      {result.strategy === 'flip' ? null : (
        <Folded title="Running costs once let">
          <Fields {...props} group="running" />
        </Folded>
      )}
    </div>
  )
}

/** The works figure, the purchase date and the surcharge question. */
function DealChoices({ input, result, onInput }: Pick<AppraisalInputsProps, 'input' | 'result' | 'onInput'>) {
  return (
    <>
      <ChoiceGroup
        legend="Works cost from this estimate"
        name="appraisal-works-case"
        columns="grid-cols-3"
        description="Including VAT. The sensitivity table shows all three."
        options={WORKS_CASES.map((c) => ({
          value: c,
          label: CASE_LABELS[c],
          detail: formatGbp(result.works[`${c}Pence`], { wholePounds: true }),
        }))}
        value={result.works.case}
        onChange={(worksCase) => onInput({ ...input, worksCase })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled label="Purchase date" hint="Decides the tax rates in force.">
          {(ids) => (
            <input
              {...ids}
              type="date"
              value={result.purchaseDate}
              onChange={(e) => onInput(withValue(input, 'purchaseDate', e.target.value || undefined))}
              className={cn(fieldClasses, 'mt-1 h-10')}
            />
          )}
        </Labelled>
        <label className="flex items-start gap-2 text-sm text-navy-900 sm:mt-6">
          <input
            type="checkbox"
            checked={input.isAdditionalDwelling ?? true}
            onChange={(e) => onInput({ ...input, isAdditionalDwelling: e.target.checked })}
            className="mt-1 size-4 accent-teal-700"
          />
          <span>
            <span className="font-medium">I will own another home, or I buy as a company</span>
            <span className="block text-xs text-muted">The additional-dwelling surcharge applies.</span>
          </span>
        </label>
      </div>
    </>
  )
}

function RefinanceGroup(props: AppraisalInputsProps) {
  const { input, result, onInput } = props
  const refinance = result.refinance
  if (!refinance) return null
  return (
    <Group title="Refinance">
      <Fields {...props} group="refinance" />
      <Labelled
        label="Six-month rule"
        hint="Some lenders refinance within six months of purchase only at the price paid (or the price plus works)."
      >
        {(ids) => (
          <NativeSelect
            {...ids}
            options={SIX_MONTH_RULES}
            optionLabel={(r) => SIX_MONTH_LABELS[r]}
            value={refinance.sixMonthRule}
            onValueChange={(rule) => onInput(withValue(input, 'refinance.sixMonthRule', rule))}
            className="mt-1 h-10"
          />
        )}
      </Labelled>
    </Group>
  )
}

function IcrGroup(props: AppraisalInputsProps) {
  const { input, result, onInput } = props
  const icrPreset: IcrPreset = input.icr?.preset ?? result.icr?.preset ?? 'basic_rate'
  return (
    <Group title="Lender’s stress test (interest cover)">
      <Labelled label="Lender preset">
        {(ids) => (
          <NativeSelect
            {...ids}
            options={ICR_PRESETS}
            optionLabel={(p) => (p === 'custom' ? 'My lender’s own figures' : ICR_PRESET_VALUES[p].label)}
            value={icrPreset}
            onValueChange={(preset) => {
              const next = withValue(
                withValue(input, 'icr.ratioPercent', undefined),
                'icr.stressRatePercent',
                undefined,
              )
              onInput(withValue(next, 'icr.preset', preset === 'custom' ? 'custom' : preset))
            }}
            className="mt-1 h-10"
          />
        )}
      </Labelled>
      <Fields {...props} group="icr" />
    </Group>
  )
}

/** A control under its own label (only the label's words name it), with an optional hint under it. */
function Labelled({
  label,
  hint,
  children,
}: {
  label: string
  hint?: string
  children: (ids: { id: string; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      {children(hint ? { id, 'aria-describedby': `${id}-hint` } : { id })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 space-y-4 border-t border-line pt-4">
      <h3 className="text-base font-semibold text-navy-900">{title}</h3>
      {children}
    </section>
  )
}

function Folded({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-t border-line pt-4">
      <summary className="cursor-pointer text-base font-semibold text-navy-900 marker:text-muted">{title}</summary>
      <div className="mt-4 space-y-4">{children}</div>
    </details>
  )
}

/** The group's number fields the module used (each has an assumption), two a row from a small tablet up. */
function Fields({ group, input, result, errors, onField, version }: AppraisalInputsProps & { group: FieldGroup }) {
  const byKey = new Map<string, Assumption>(result.assumptions.map((a) => [a.key, a]))
  const fields = FIELDS.filter((f) => f.group === group && byKey.has(f.key))
  if (fields.length === 0) return null
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((f) => {
        const assumption = byKey.get(f.key)!
        const value = valueAt(input, f.key)
        return (
          <AppraisalField
            key={`${f.key}-${version}`}
            kind={f.kind}
            label={f.label ?? assumption.label}
            assumption={assumption}
            value={typeof value === 'number' ? value : undefined}
            error={errors[f.key] ?? null}
            onChange={(v) => onField(f.key, v)}
          />
        )
      })}
    </div>
  )
}
