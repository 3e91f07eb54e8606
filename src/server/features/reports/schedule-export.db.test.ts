import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATES, estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import { csvCell, SCHEDULE_CSV_COLUMNS, scheduleCsv, scheduleWorkbook } from './schedule-export'

const dir = mkdtempSync(join(tmpdir(), 'schedule-export-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The four jobs of the QS review of bought reports (decision 027), and a short one. */
const JOBS: Partial<CostInput>[] = [
  {
    projectType: 'whole_house_renovation',
    sizeSqm: 95,
    region: 'North West',
    description: '1930s semi, full refurbishment',
  },
  { projectType: 'kitchen_renovation', sizeSqm: 18, region: 'london', description: 'Premium kitchen with an island' },
  { projectType: 'house_to_hmo_conversion', sizeSqm: 140, region: 'West Midlands', description: 'House to 6-bed HMO' },
  { projectType: 'loft_conversion', sizeSqm: 30, region: 'southeast', description: 'Dormer loft conversion' },
  { projectType: 'bathroom_renovation', sizeSqm: 6, region: 'scotland', description: 'Replace the bathroom suite' },
]

const plans = JOBS.map((job) => estimateCost(job as CostInput, DEFAULT_RATES) as CostPlan)

/** A LibreOffice profile that recalculates every formula of an OOXML file on load (never trusting cached values). */
function recalculatingProfile(): string {
  const profile = join(dir, 'lo-profile')
  const user = join(profile, 'user')
  execFileSync('mkdir', ['-p', user])
  writeFileSync(
    join(user, 'registrymodifications.xcu'),
    `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`,
  )
  return `file://${profile}`
}

/** Every formula cell's cached result set to a wrong number: only a real recalculation gives the right totals. */
async function poisonCachedResults(xlsx: Buffer): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(xlsx as unknown as ArrayBuffer)
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) cell.value = { formula: cell.formula, result: 999_999 }
      }),
    ),
  )
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** Headless LibreOffice (Debian's) opens each workbook and saves its values as CSV; label (column B) → column F. */
function recalculateWithLibreOffice(files: string[]): Map<string, string>[] {
  execFileSync(
    'soffice',
    [`-env:UserInstallation=${recalculatingProfile()}`, '--headless', '--convert-to', 'csv', '--outdir', dir, ...files],
    { stdio: 'ignore', timeout: 180_000 },
  )
  return files.map((file) => {
    const csv = readFileSync(file.replace(/\.xlsx$/, '.csv'), 'utf8')
    const byLabel = new Map<string, string>()
    for (const line of csv.split(/\r?\n/)) {
      const cells = parseCsvLine(line)
      if (cells[1]) byLabel.set(cells[1], cells[5] ?? '')
    }
    return byLabel
  })
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"'
      i++
    } else if (ch === '"') {
      quoted = !quoted
    } else if (ch === ',' && !quoted) {
      cells.push(cell)
      cell = ''
    } else {
      cell += ch
    }
  }
  cells.push(cell)
  return cells
}

/** "£12,345.67" (LibreOffice's CSV of a currency cell) → 1234567 pence. */
const pence = (text: string | undefined) => Math.round(Number((text ?? '').replace(/[£,]/g, '')) * 100)

describe('schedule export', () => {
  it('recalculates in headless LibreOffice to the plan (the PDF) figures, to the penny', async () => {
    const files: string[] = []
    for (const [i, plan] of plans.entries()) {
      const xlsx = await scheduleWorkbook({ reportId: `QSR-TEST${i}`, propertyAddress: '1 Test Street', plan })
      const file = join(dir, `schedule-${i}.xlsx`)
      writeFileSync(file, await poisonCachedResults(xlsx))
      files.push(file)
    }
    const sheets = recalculateWithLibreOffice(files)
    for (const [i, plan] of plans.entries()) {
      const sheet = sheets[i]!
      expect(pence(sheet.get('Measured works'))).toBe(plan.measuredWorksPence)
      expect(pence(sheet.get('Total excluding VAT (the likely figure)'))).toBe(plan.totalExcVatPence)
      expect(pence(sheet.get('Total including VAT'))).toBe(plan.totalIncVatPence)
      expect(pence(sheet.get('Budget including contingency and its VAT'))).toBe(plan.budgetIncludingContingencyPence)
      const vatRow = [...sheet.keys()].find((k) => k.startsWith('VAT at') || k.startsWith('VAT ('))!
      expect(pence(sheet.get(vatRow))).toBe(plan.vat.pence)
      for (const line of plan.lineItems) {
        const label = `${line.trade}: ${line.description}`
        expect(pence(sheet.get(label)), label).toBe(line.totalPence)
      }
      // The preliminaries with their itemised scaffold (the loft's), each item quantity × rate (found by its
      // description: LibreOffice's CSV does not keep the label's curly apostrophe).
      expect(pence(sheet.get('Construction cost'))).toBe(
        plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence,
      )
      for (const item of plan.preliminaries.items ?? []) {
        const label = [...sheet.keys()].find((k) => k.endsWith(`preliminaries: ${item.description}`))
        expect(pence(sheet.get(label ?? item.description)), item.description).toBe(item.totalPence)
      }
    }
    expect(plans.some((p) => (p.preliminaries.items ?? []).length > 0)).toBe(true)
  }, 240_000)

  it('writes totals as formulas: lines ROUND(qty × rate), sections SUM, totals from them', async () => {
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(
      (await scheduleWorkbook({ reportId: 'QSR-T', propertyAddress: null, plan: plans[0]! })) as unknown as ArrayBuffer,
    )
    const ws = wb.getWorksheet('Schedule of works')!
    const formulas: string[] = []
    ws.eachRow((row) => {
      const f = row.getCell(6).formula
      if (f) formulas.push(`${String(row.getCell(2).value)} = ${f}`)
    })
    expect(formulas.some((f) => /= ROUND\(C\d+\*E\d+,2\)$/.test(f))).toBe(true)
    expect(formulas.some((f) => /^Subtotal .* = SUM\(F\d+:F\d+\)$/.test(f))).toBe(true)
    expect(formulas.find((f) => f.startsWith('Total including VAT ='))).toMatch(/= F\d+\+F\d+$/)
  })

  it('CSV: the documented columns, one row per priced line, RFC 4180 quoting and no formula injection', () => {
    const plan = plans[1]!
    const csv = scheduleCsv({ reportId: 'QSR-T', propertyAddress: null, plan })
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).split('\r\n').filter(Boolean)
    expect(lines[0]).toBe(SCHEDULE_CSV_COLUMNS.join(','))
    expect(lines).toHaveLength(plan.lineItems.length + 1)
    const totals = lines.slice(1).map((l) => pence(parseCsvLine(l)[10]))
    expect(totals.reduce((a, b) => a + b, 0)).toBe(plan.measuredWorksPence)
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+44 1234')).toBe("'+44 1234")
    expect(csvCell('-5')).toBe("'-5")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('Walls, ceilings')).toBe('"Walls, ceilings"')
    expect(csvCell(-5)).toBe('-5')
  })

  it('CSV: the scaffold priced as a preliminary item is a row of its own (element 9), after the measured lines', () => {
    const plan = plans.find((p) => (p.preliminaries.items ?? []).length > 0)!
    const items = plan.preliminaries.items!
    const rows = scheduleCsv({ reportId: 'QSR-T', propertyAddress: null, plan })
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map(parseCsvLine)
    expect(rows).toHaveLength(plan.lineItems.length + items.length)
    expect(rows.slice(-items.length).map((r) => [r[0], r[4], pence(r[10])])).toEqual(
      items.map((l, i) => [`${l.elementCode}.${i + 1}`, l.description, l.totalPence]),
    )
    const total = rows.reduce((sum, r) => sum + pence(r[10]), 0)
    expect(total).toBe(plan.measuredWorksPence + items.reduce((sum, l) => sum + l.totalPence, 0))
  })
})
