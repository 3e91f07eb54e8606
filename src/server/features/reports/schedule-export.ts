import ExcelJS from 'exceljs'
import { preliminariesPercentPence } from '#shared/cost-engine/preliminaries'
import type { CostPlan, LineItem } from '#shared/cost-engine/types'

/**
 * The schedule of works for builders and lenders (decision 028): a CSV of the priced lines and an .xlsx
 * workbook where every total is a formula (line = ROUND(qty × rate, 2), section subtotals = SUM, on-costs on their
 * base, VAT, total), so a spreadsheet recalculates it to the PDF's figures to the penny. An on-cost whose base the
 * plan does not carry (OH&P on net-rate works only; VAT split between works and fees) is a value, labelled so.
 */

export interface ScheduleExportSource {
  reportId: string
  propertyAddress: string | null
  plan: CostPlan
}

/** The CSV's columns, in order (documented in docs/decisions/028-paperwork.md). */
export const SCHEDULE_CSV_COLUMNS = [
  'Ref',
  'Element code',
  'Element',
  'Trade',
  'Description',
  'Quantity',
  'Unit',
  'Rate (GBP)',
  'Labour (GBP)',
  'Materials and plant (GBP)',
  'Total (GBP)',
  'Provisional sum',
] as const

const pounds = (pence: number) => (pence / 100).toFixed(2)
/** The engine's percentage of a base, rounded to the penny (on-costs.ts `pct`). */
const pct = (base: number, percent: number) => Math.round((base * percent) / 100)

/** `lines` in NRM element order, grouped by element, each with its reference (element code.n). */
function sections(lines: LineItem[]): { code: string; name: string; lines: (LineItem & { ref: string })[] }[] {
  const byCode = new Map<string, { code: string; name: string; lines: (LineItem & { ref: string })[] }>()
  for (const line of lines) {
    let section = byCode.get(line.elementCode)
    if (!section) {
      section = { code: line.elementCode, name: line.elementName, lines: [] }
      byCode.set(line.elementCode, section)
    }
    section.lines.push({ ...line, ref: `${line.elementCode}.${section.lines.length + 1}` })
  }
  return [...byCode.values()]
}

/**
 * A cell starting with = + - @ (or a tab / carriage return) would run as a formula in a spreadsheet: it gets a
 * leading apostrophe. Then RFC 4180 quoting: quoted when it holds a comma, quote, CR or LF; quotes doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * The schedule as CSV (RFC 4180, CRLF line ends, UTF-8 with BOM so Excel reads the £ and accents): the measured
 * lines, then the preliminaries priced as items (the access scaffold, element 9), since a builder prices those too.
 */
export function scheduleCsv(source: ScheduleExportSource): string {
  const rows: (string | number)[][] = [[...SCHEDULE_CSV_COLUMNS]]
  const { plan } = source
  for (const section of sections([...plan.lineItems, ...(plan.preliminaries.items ?? [])])) {
    for (const l of section.lines) {
      rows.push([
        l.ref,
        l.elementCode,
        l.elementName,
        l.trade,
        l.description,
        l.quantity,
        l.unit,
        pounds(l.ratePence),
        pounds(l.labourPence),
        pounds(l.materialsPence + l.plantPence),
        pounds(l.totalPence),
        l.isProvisionalSum ? 'yes' : 'no',
      ])
    }
  }
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

const MONEY = '"£"#,##0.00'

/** The schedule workbook: sheet "Schedule of works" with formulas throughout. */
// eslint-disable-next-line max-lines-per-function -- one sheet laid out top to bottom; splitting it hides the row arithmetic
export async function scheduleWorkbook(source: ScheduleExportSource): Promise<Buffer> {
  const { plan } = source
  const wb = new ExcelJS.Workbook()
  wb.creator = 'UK Renovation Estimator'
  wb.calcProperties = { fullCalcOnLoad: true }
  const ws = wb.addWorksheet('Schedule of works', { views: [{ state: 'frozen', ySplit: 4 }] })
  ws.columns = [
    { key: 'ref', width: 9 },
    { key: 'description', width: 60 },
    { key: 'quantity', width: 11 },
    { key: 'unit', width: 8 },
    { key: 'rate', width: 13 },
    { key: 'total', width: 15 },
    { key: 'note', width: 40 },
  ]
  ws.addRow([`Schedule of works — report ${source.reportId}`]).font = { bold: true, size: 14 }
  ws.addRow([source.propertyAddress ?? '', `Prices exclude VAT unless stated. Engine ${plan.engineVersion}`])
  ws.addRow([])
  const head = ws.addRow(['Ref', 'Description', 'Quantity', 'Unit', 'Rate', 'Total', 'Note'])
  head.font = { bold: true }

  const subtotalCells: string[] = []
  for (const section of sections(plan.lineItems)) {
    const heading = ws.addRow([section.code, section.name])
    heading.font = { bold: true }
    const first = heading.number + 1
    for (const l of section.lines) {
      const row = ws.addRow([l.ref, `${l.trade}: ${l.description}`, l.quantity, l.unit, l.ratePence / 100])
      row.getCell(6).value = { formula: `ROUND(C${row.number}*E${row.number},2)` }
      if (l.isProvisionalSum) row.getCell(7).value = 'Provisional sum'
    }
    const last = ws.lastRow!.number
    const sub = ws.addRow(['', `Subtotal ${section.code} ${section.name}`])
    sub.getCell(6).value = { formula: `SUM(F${first}:F${last})` }
    sub.font = { bold: true }
    subtotalCells.push(`F${sub.number}`)
  }
  ws.addRow([])

  /** A summary row: its amount a formula, or a value when the plan does not carry the base (`note` says why). */
  const summary = (label: string, amount: { formula: string } | number, note = '', bold = false) => {
    const row = ws.addRow(['', label])
    row.getCell(6).value = amount
    if (note) row.getCell(7).value = note
    if (bold) row.font = { bold: true }
    return `F${row.number}`
  }
  const percentCell = (label: string, percent: number) => {
    const row = ws.addRow(['', label, percent / 100])
    row.getCell(3).numFmt = '0.0%'
    return `C${row.number}`
  }

  const measured = summary('Measured works', { formula: subtotalCells.join('+') }, '', true)
  const prelimsPct = percentCell(`${plan.preliminaries.label}: rate`, plan.preliminaries.percent)
  // The preliminaries priced as items (the access scaffold): quantity × rate, like the schedule's lines.
  const itemised = plan.preliminaries.items ?? []
  const itemCells = itemised.map((l) => {
    const row = ws.addRow(['', `${plan.preliminaries.label}: ${l.description}`, l.quantity, l.unit, l.ratePence / 100])
    row.getCell(6).value = { formula: `ROUND(C${row.number}*E${row.number},2)` }
    return `F${row.number}`
  })
  const prelims =
    pct(plan.measuredWorksPence, plan.preliminaries.percent) === preliminariesPercentPence(plan)
      ? summary(
          plan.preliminaries.label,
          { formula: [`ROUND(${measured}*${prelimsPct},2)`, ...itemCells].join('+') },
          plan.preliminaries.basis,
        )
      : summary(plan.preliminaries.label, plan.preliminaries.pence / 100, plan.preliminaries.basis)
  const ohp = summary(
    `${plan.overheadsProfit.label} (${plan.overheadsProfit.percent}%)`,
    plan.overheadsProfit.pence / 100,
    `${plan.overheadsProfit.basis}: the engine's figure`,
  )
  const construction = summary('Construction cost', { formula: `${measured}+${prelims}+${ohp}` }, '', true)
  const feeCells = plan.fees.map((fee) => summary(fee.label, fee.pence / 100, fee.reason))
  const fees = summary('Professional and statutory fees', {
    formula: feeCells.length ? `SUM(${feeCells.join(',')})` : '0',
  })
  const totalExc = summary('Total excluding VAT (the likely figure)', { formula: `${construction}+${fees}` }, '', true)
  const vatPct = percentCell(`VAT rate on the works`, plan.vat.ratePercent)
  const vat =
    pct(plan.totalExcVatPence, plan.vat.ratePercent) === plan.vat.pence
      ? summary(`VAT at ${plan.vat.ratePercent}%`, { formula: `ROUND(${totalExc}*${vatPct},2)` }, plan.vat.reference)
      : summary(`VAT (${plan.vat.ratePercent}% on the works, 20% on fees)`, plan.vat.pence / 100, plan.vat.reference)
  const totalInc = summary('Total including VAT', { formula: `${totalExc}+${vat}` }, '', true)
  const contPct = percentCell('Recommended contingency: rate', plan.contingency.percent)
  const contingency =
    pct(plan.totalExcVatPence, plan.contingency.percent) === plan.contingency.pence
      ? summary('Recommended contingency (beside the likely figure)', {
          formula: `ROUND(${totalExc}*${contPct},2)`,
        })
      : summary('Recommended contingency (beside the likely figure)', plan.contingency.pence / 100)
  summary(
    'Budget including contingency and its VAT',
    { formula: `${totalInc}+${contingency}+ROUND(${contingency}*${vatPct},2)` },
    '',
    true,
  )

  ws.getColumn(5).numFmt = MONEY
  ws.getColumn(6).numFmt = MONEY
  return Buffer.from(await wb.xlsx.writeBuffer())
}
