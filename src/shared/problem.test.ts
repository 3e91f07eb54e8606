import { STATUS_CODES } from 'node:http'
import { describe, expect, it } from 'vitest'
import { ERROR_STATUS, ErrorCodeSchema, errorCodeForStatus } from './problem'

describe('error codes and their statuses', () => {
  it('gives every code one real HTTP error status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(STATUS_CODES[status], code).toBeDefined()
      expect(status, code).toBeGreaterThanOrEqual(400)
    }
  })

  it('accepts exactly the codes of the table on the wire', () => {
    expect(ErrorCodeSchema.options).toEqual(Object.keys(ERROR_STATUS))
  })

  it('names a status from elsewhere by its first code, and nothing for a status no code has', () => {
    expect(errorCodeForStatus(402)).toBe('payment_required')
    expect(errorCodeForStatus(422)).toBe('unprocessable')
    expect(errorCodeForStatus(418)).toBeUndefined()
  })
})
