import { formatGbp } from '../format'
import type { Percent } from './result'

/**
 * The appraisal's integer maths with explicit rounding. Percent inputs become basis points (5.5% → 550) once; every
 * money product is `bp(pence, basisPoints)` (taxes.ts, rounded half up to the penny).
 */

export const toBp = (percent: number): number => Math.round(percent * 100)
export const fromBp = (basisPoints: number): number => basisPoints / 100
export const gbp = (pence: number) => formatGbp(pence, { trimZeroPence: true })

/** a ÷ b as a percent to two decimals, rounded half up; null when b is zero or less. */
export function percentOf(a: number, b: number): Percent {
  if (b <= 0) return null
  const n = a * 10_000
  const q = n < 0 ? -Math.floor((b * 0.5 - n) / b) : Math.floor((n + b * 0.5) / b)
  return q / 100
}

/** Whole-number division rounded half up (b > 0). */
export function divRound(a: number, b: number): number {
  return a < 0 ? -Math.floor((b - 2 * a) / (2 * b)) : Math.floor((2 * a + b) / (2 * b))
}

/** A month's simple interest on a balance at an annual rate in basis points, rounded half up. */
export const monthlyInterest = (balancePence: number, annualBp: number): number =>
  divRound(balancePence * annualBp, 120_000)

/** Splits total pence over weights, largest remainder first: the parts add up exactly. */
export function allocateByWeights(total: number, weights: number[]): number[] {
  if (weights.length === 0) return []
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0)
  if (sum <= 0)
    return allocateByWeights(
      total,
      weights.map(() => 1),
    )
  return roundByLargestRemainder(
    total,
    weights.map((w) => (total * Math.max(0, w)) / sum),
  )
}

/** Rounds exact shares of `total` down to whole pence, then gives the pence left over to the largest remainders first
 * (ties to the earlier share): the parts add up to `total` exactly. */
export function roundByLargestRemainder(total: number, raw: number[]): number[] {
  const floored = raw.map((r) => Math.floor(r))
  let rest = total - floored.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (rest <= 0) break
    floored[i]! += 1
    rest--
  }
  return floored
}

/** The ICR's largest loan: rent ÷ (ratio × stress rate), to the penny below. */
export function icrMaxLoan(rentPence: number, ratioBp: number, stressBp: number): number {
  if (ratioBp <= 0 || stressBp <= 0) return 0
  return Math.floor((rentPence * 100_000_000) / (ratioBp * stressBp))
}
