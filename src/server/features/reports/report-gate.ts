import type { Env } from '#server/env'
import type { GateFailure } from './report-data/gate'
import type { BuildReportDataInput, ReportData } from './report-data/types'
import { checkWithDefaultRates } from './report-state'

/**
 * The consistency gate the app runs (report-state.ts), with one addition for end-to-end tests only: when the server
 * runs with NODE_ENV=test and REPORT_GATE_TEST_HOLD is set, a report whose property address contains that text fails
 * the gate, so tests/e2e/report-held.spec.ts can watch a held report from PAY to the support email. No real report
 * fails the gate on purpose (its property test runs thousands), and env.ts refuses the variable outside tests, so
 * nobody can provoke a hold in production.
 */
export function reportGateOf(
  env: Pick<Env, 'NODE_ENV' | 'REPORT_GATE_TEST_HOLD'>,
): (input: BuildReportDataInput, data: ReportData) => GateFailure[] {
  const marker = env.NODE_ENV === 'test' ? env.REPORT_GATE_TEST_HOLD : undefined
  if (!marker) return checkWithDefaultRates
  return (input, data) => {
    const failures = checkWithDefaultRates(input, data)
    if (!input.estimate.propertyAddress?.includes(marker)) return failures
    return [...failures, { check: 'contradictions', detail: `test hold: the address contains ${marker}` }]
  }
}
