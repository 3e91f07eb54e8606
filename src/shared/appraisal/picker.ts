import { gbp, toBp } from './maths'
import type { Assumption } from './result'

/** Takes each input as typed or its default, and records the figure used with its source (in the order asked). */
export function createPicker(assumptions: Assumption[]) {
  const pick = <T>(
    key: string,
    label: string,
    typed: T | undefined,
    fallback: T,
    source: string,
    show: (v: T) => string,
  ): T => {
    const value = typed ?? fallback
    assumptions.push({ key, label, value: show(value), source: typed === undefined ? source : 'you' })
    return value
  }
  const money = (key: string, label: string, typed: number | undefined, fallback: number, source: string) =>
    pick(key, label, typed, fallback, source, gbp)
  const pct = (key: string, label: string, typed: number | undefined, fallback: number, source: string) =>
    toBp(pick(key, label, typed, fallback, source, (v) => `${v}%`))
  return { pick, money, pct }
}
export type Picker = ReturnType<typeof createPicker>
