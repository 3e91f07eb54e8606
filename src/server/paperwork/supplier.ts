import type { Env } from '../env'

/**
 * Who sells: printed on every VAT receipt and invoice. Only what is configured (SUPPLIER_NAME, SUPPLIER_ADDRESS,
 * SUPPLIER_VAT_NUMBER): nothing is invented, and a missing value is printed as not configured.
 */
export interface Supplier {
  name: string | null
  /** The address's lines (SUPPLIER_ADDRESS split at commas). */
  address: string[]
  vatNumber: string | null
}

export function supplierOf(env: Pick<Env, 'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_VAT_NUMBER'>): Supplier {
  return {
    name: env.SUPPLIER_NAME?.trim() || null,
    address: (env.SUPPLIER_ADDRESS ?? '')
      .split(',')
      .map((line) => line.trim())
      .filter(Boolean),
    vatNumber: env.SUPPLIER_VAT_NUMBER?.replace(/\s+/g, '') || null,
  }
}

export const SUPPLIER_NAME_MISSING = 'Supplier name not configured'
export const SUPPLIER_ADDRESS_MISSING = 'Supplier address not configured'
export const VAT_NUMBER_MISSING = 'VAT number not configured'
