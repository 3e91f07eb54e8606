import { describe, expect, it } from 'vitest'
import { pdfText } from '#tests/helpers/pdf-text'
import { supplierOf } from './supplier'
import { splitGross } from './vat'
import { renderVatDocument, type VatDocument } from './vat-document'

const doc = (supplier: VatDocument['supplier']): VatDocument => ({
  kind: 'receipt',
  number: 'RCT-TEST0001',
  issuedAt: new Date('2026-03-14T10:00:00Z'),
  supplier,
  customer: { name: null, email: 'sam.buyer@example.com' },
  lines: [{ description: 'Professional QS cost report QSR-TEST', vatRate: 0.2, ...splitGross(699) }],
  paid: { at: new Date('2026-03-14T10:00:00Z'), method: 'card' },
  notes: ['Report QSR-TEST.'],
})

describe('splitGross', () => {
  it('splits a VAT-inclusive price at the VAT fraction, the parts adding up to the penny', () => {
    expect(splitGross(699)).toEqual({ netPence: 582, vatPence: 117, grossPence: 699 })
    expect(splitGross(1200)).toEqual({ netPence: 1000, vatPence: 200, grossPence: 1200 })
    for (let gross = 0; gross < 5000; gross += 7) {
      const { netPence, vatPence } = splitGross(gross)
      expect(netPence + vatPence).toBe(gross)
      expect(Math.abs(vatPence - netPence * 0.2)).toBeLessThanOrEqual(1)
    }
  })
})

describe('renderVatDocument', () => {
  it('prints the configured supplier, the number, the date and net + VAT = gross', async () => {
    const supplier = supplierOf({
      SUPPLIER_NAME: 'Renovation Estimator Ltd',
      SUPPLIER_ADDRESS: '1 Market Street, Leeds, LS1 6DT',
      SUPPLIER_VAT_NUMBER: 'GB 123 4567 89',
    })
    const text = pdfText(await renderVatDocument(doc(supplier)))
    expect(text).toContain('VAT receipt')
    expect(text).toContain('RCT-TEST0001')
    expect(text).toContain('14 March 2026')
    expect(text).toContain('Renovation Estimator Ltd')
    expect(text).toContain('LS1 6DT')
    expect(text).toContain('VAT registration number: GB123456789')
    expect(text).toMatch(/Total excluding VAT\s+£5\.82/)
    expect(text).toMatch(/VAT at 20%\s+£1\.17/)
    expect(text).toMatch(/Total including VAT\s+£6\.99/)
    expect(text).not.toContain('not configured')
  })

  it('says what is not configured rather than inventing a supplier', async () => {
    const text = pdfText(await renderVatDocument(doc(supplierOf({}))))
    expect(text).toContain('Supplier name not configured')
    expect(text).toContain('Supplier address not configured')
    expect(text).toContain('VAT number not configured')
    expect(text).not.toMatch(/VAT registration number: GB/)
  })
})
