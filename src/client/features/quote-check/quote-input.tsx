import { useEffect, useId, useState, type ChangeEvent } from 'react'
import { Button } from '#client/components/ui/button'
import { Input } from '#client/components/ui/input'
import { NativeSelect } from '#client/components/ui/native-select'
import { Label } from '#client/components/ui/label'
import { Textarea } from '#client/components/ui/textarea'
import {
  emptyQuote,
  QUOTE_LINE_KINDS,
  QUOTE_UPLOAD_MAX_BYTES,
  type QuoteLine,
  type ReadQuote,
} from '#shared/quotes/quote'
import { quoteCapabilities, readQuoteFile, readQuoteLines, readQuoteText } from './quote-api'

/**
 * Bring a builder's quote in (upload a PDF or photo, paste its text, or type its lines), show what was read as an
 * editable table, and hand the corrected quote to `onRead` (decision 030). The page that hosts it runs the check.
 */
export interface QuoteInputProps {
  /** Called with the quote as the user corrected it, when they confirm it. */
  onRead: (quote: ReadQuote) => void
  /** The confirm button's words (default "Check this quote"). */
  submitLabel?: string
  /** Disables the confirm button while the host is busy (e.g. running the check). */
  busy?: boolean
  /** The heading level of the component's own heading (default 2). */
  headingLevel?: 2 | 3
}

type Tab = 'upload' | 'paste' | 'type'
const TABS: [Tab, string][] = [
  ['upload', 'Upload PDF or photo'],
  ['paste', 'Paste text'],
  ['type', 'Type lines'],
]
const KIND_LABELS: Record<QuoteLine['kind'], string> = {
  item: 'Item',
  provisional: 'Provisional sum',
  prime_cost: 'PC sum',
  note: 'Note',
}

const toPounds = (pence: number | undefined) => (pence === undefined ? '' : (pence / 100).toFixed(2))
const toPence = (value: string) => {
  const n = Number(value.replace(/[£,\s]/g, ''))
  return value.trim() === '' || !Number.isFinite(n) ? undefined : Math.round(n * 100)
}
const toNumber = (value: string) => {
  const n = Number(value)
  return value.trim() === '' || !Number.isFinite(n) ? undefined : n
}

// eslint-disable-next-line max-lines-per-function -- the three ways in and their states; the table is its own component
export function QuoteInput({
  onRead,
  submitLabel = 'Check this quote',
  busy = false,
  headingLevel = 2,
}: QuoteInputProps) {
  const Heading = `h${headingLevel}` as const
  const id = useId()
  const [tab, setTab] = useState<Tab>('upload')
  const [photos, setPhotos] = useState<boolean | undefined>()
  const [text, setText] = useState('')
  const [quote, setQuote] = useState<ReadQuote | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [reading, setReading] = useState(false)

  useEffect(() => {
    quoteCapabilities().then(
      (c) => setPhotos(c.photos),
      () => setPhotos(false),
    )
  }, [])

  async function run(read: () => Promise<{ quote: ReadQuote }>) {
    setError(undefined)
    setReading(true)
    try {
      setQuote((await read()).quote)
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The quote could not be read')
    } finally {
      setReading(false)
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    if (file.size > QUOTE_UPLOAD_MAX_BYTES) return setError('The file is larger than 10 MB.')
    void run(() => readQuoteFile(file))
  }

  const setLine = (index: number, patch: Partial<QuoteLine>) =>
    setQuote((q) => q && { ...q, lines: q.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) })

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <Heading id={`${id}-heading`} className="text-xl font-semibold">
        Your builder’s quote
      </Heading>
      <div role="tablist" aria-label="How to bring the quote in" className="flex flex-wrap gap-2">
        {TABS.map(([key, label]) => (
          <Button
            key={key}
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            variant={tab === key ? 'primary' : 'outline'}
            size="sm"
            onClick={() => setTab(key)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="space-y-2">
        {tab === 'upload' && (
          <>
            <Label htmlFor={`${id}-file`}>Quote file ({photos ? 'PDF, PNG or JPEG' : 'PDF'}, up to 10 MB)</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept={photos ? 'application/pdf,image/png,image/jpeg' : 'application/pdf'}
              onChange={onFile}
              disabled={reading}
            />
            {photos === false && (
              <p className="text-sm text-muted-foreground">
                Reading photos needs Tesseract, which this server does not have: upload a PDF, paste the quote’s text or
                type its lines.
              </p>
            )}
          </>
        )}
        {tab === 'paste' && (
          <>
            <Label htmlFor={`${id}-text`}>The quote’s text</Label>
            <Textarea id={`${id}-text`} rows={10} value={text} onChange={(e) => setText(e.target.value)} />
            <Button onClick={() => void run(() => readQuoteText(text))} disabled={reading || text.trim() === ''}>
              Read this text
            </Button>
          </>
        )}
        {tab === 'type' && !quote && (
          <Button onClick={() => setQuote({ ...emptyQuote(), lines: [{ description: '', kind: 'item' }] })}>
            Start typing lines
          </Button>
        )}
        {reading && <p role="status">Reading the quote…</p>}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      {quote && (
        <QuoteTable
          id={id}
          quote={quote}
          setQuote={setQuote}
          setLine={setLine}
          onConfirm={() => {
            const lines = quote.lines.filter((l) => l.description.trim() !== '')
            if (tab === 'type' && lines.length > 0 && quote.subtotalPence === undefined) {
              void run(() => readQuoteLines(lines))
              return
            }
            onRead({ ...quote, lines })
          }}
          submitLabel={submitLabel}
          busy={busy || reading}
        />
      )}
    </section>
  )
}

interface TableProps {
  id: string
  quote: ReadQuote
  setQuote: (update: (q: ReadQuote | undefined) => ReadQuote | undefined) => void
  setLine: (index: number, patch: Partial<QuoteLine>) => void
  onConfirm: () => void
  submitLabel: string
  busy: boolean
}

/** A line's typed columns, in order: the id letter, the label, how the box shows the line and what a typed value sets. */
const LINE_COLUMNS: {
  code: string
  label: string
  decimal?: boolean
  className?: string
  read: (line: QuoteLine) => string | number
  write: (value: string) => Partial<QuoteLine>
}[] = [
  {
    code: 'd',
    label: 'Description',
    className: 'col-span-2 md:col-span-1',
    read: (l) => l.description,
    write: (description) => ({ description }),
  },
  {
    code: 'q',
    label: 'Quantity',
    decimal: true,
    read: (l) => l.quantity ?? '',
    write: (v) => ({ quantity: toNumber(v) }),
  },
  { code: 'u', label: 'Unit', read: (l) => l.unit ?? '', write: (v) => ({ unit: v || undefined }) },
  {
    code: 'r',
    label: 'Rate (£)',
    decimal: true,
    read: (l) => toPounds(l.ratePence),
    write: (v) => ({ ratePence: toPence(v) }),
  },
  {
    code: 'a',
    label: 'Amount (£)',
    decimal: true,
    read: (l) => toPounds(l.amountPence),
    write: (v) => ({ amountPence: toPence(v) }),
  },
]

/** One labelled box of the corrections table; `decimal` asks a phone for its number keyboard. */
function CellField({
  id,
  label,
  value,
  onChange,
  decimal = false,
  className,
}: {
  id: string
  label: string
  value: string | number
  onChange: (value: string) => void
  decimal?: boolean
  className?: string
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode={decimal ? 'decimal' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

// eslint-disable-next-line max-lines-per-function -- one labelled field per column of a line
function QuoteTable({ id, quote, setQuote, setLine, onConfirm, submitLabel, busy }: TableProps) {
  const money = (key: 'subtotalPence' | 'totalPence', label: string) => (
    <CellField
      id={`${id}-${key}`}
      label={`${label} (£)`}
      decimal
      value={toPounds(quote[key])}
      onChange={(value) => setQuote((q) => q && { ...q, [key]: toPence(value) })}
    />
  )
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">What was read: correct anything that is wrong</h3>
      {quote.warnings.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 py-2 pr-3 pl-8 text-sm">
          <ul className="list-disc">
            {quote.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="space-y-3">
        {quote.lines.map((line, i) => (
          <fieldset
            key={i}
            className="grid grid-cols-2 gap-2 rounded-lg border border-line p-3 md:grid-cols-[3fr_1fr_1fr_1fr_1fr_1fr_auto]"
          >
            <legend className="sr-only">Line {i + 1}</legend>
            {LINE_COLUMNS.map((c) => (
              <CellField
                key={c.code}
                id={`${id}-${c.code}${i}`}
                label={c.label}
                decimal={c.decimal}
                className={c.className}
                value={c.read(line)}
                onChange={(value) => setLine(i, c.write(value))}
              />
            ))}
            <div>
              <Label htmlFor={`${id}-k${i}`}>Kind</Label>
              <NativeSelect
                id={`${id}-k${i}`}
                className="h-11"
                options={QUOTE_LINE_KINDS}
                optionLabel={(k) => KIND_LABELS[k]}
                value={line.kind}
                onValueChange={(kind) => setLine(i, { kind })}
              />
            </div>
            <div className="flex items-end">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove line ${i + 1}`}
                onClick={() => setQuote((q) => q && { ...q, lines: q.lines.filter((_, j) => j !== i) })}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
      <Button
        variant="outline"
        onClick={() => setQuote((q) => q && { ...q, lines: [...q.lines, { description: '', kind: 'item' }] })}
      >
        Add a line
      </Button>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-4">
        {money('subtotalPence', 'Subtotal before VAT')}
        <CellField
          id={`${id}-vatrate`}
          label="VAT rate (%)"
          decimal
          value={quote.vat.ratePercent ?? ''}
          onChange={(value) => setQuote((q) => q && { ...q, vat: { ...q.vat, ratePercent: toNumber(value) } })}
        />
        <CellField
          id={`${id}-vat`}
          label="VAT (£)"
          decimal
          value={toPounds(quote.vat.amountPence)}
          onChange={(value) => setQuote((q) => q && { ...q, vat: { ...q.vat, amountPence: toPence(value) } })}
        />
        {money('totalPence', 'Total')}
      </div>
      <Button onClick={onConfirm} disabled={busy || quote.lines.every((l) => l.description.trim() === '')}>
        {submitLabel}
      </Button>
    </div>
  )
}
