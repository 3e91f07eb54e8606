import { describe, expect, test } from 'vitest'
import { buildEngineReportInput, ENGINE_SAMPLE_INPUTS } from '#tests/fixtures/sample-cost-plan'
import { loadEnv } from '#server/env'
import { buildReportData } from './report-data/build-report-data'
import { reportGateOf } from './report-gate'

const MARKER = 'Gate Hold Lane'

function sampleWithAddress(address: string) {
  // Priced by the engine, as the reports service prices it: the real gate passes it.
  const input = buildEngineReportInput(ENGINE_SAMPLE_INPUTS.kitchen!)
  const withAddress = { ...input, estimate: { ...input.estimate, propertyAddress: address } }
  return { input: withAddress, data: buildReportData(withAddress) }
}

describe('REPORT_GATE_TEST_HOLD', () => {
  test('is refused outside tests, so no production server can be made to hold a report', () => {
    for (const NODE_ENV of ['production', 'development'])
      expect(() => loadEnv({ NODE_ENV, REPORT_GATE_TEST_HOLD: MARKER })).toThrow(
        /REPORT_GATE_TEST_HOLD: only for tests/,
      )
    expect(loadEnv({ NODE_ENV: 'test', REPORT_GATE_TEST_HOLD: MARKER }).REPORT_GATE_TEST_HOLD).toBe(MARKER)
  })

  test('holds a report whose address contains the marker, and only that one, on top of the real gate', () => {
    const check = reportGateOf({ NODE_ENV: 'test', REPORT_GATE_TEST_HOLD: MARKER })
    const held = sampleWithAddress(`3 ${MARKER}, Leeds LS6 2AB`)
    expect(check(held.input, held.data)).toEqual([
      { check: 'contradictions', detail: `test hold: the address contains ${MARKER}` },
    ])
    const plain = sampleWithAddress('3 Elm Grove, Leeds LS6 2AB')
    expect(check(plain.input, plain.data)).toEqual([])
  })

  test('without the marker (or outside tests) the gate is the real one alone', () => {
    const held = sampleWithAddress(`3 ${MARKER}, Leeds LS6 2AB`)
    expect(reportGateOf({ NODE_ENV: 'test', REPORT_GATE_TEST_HOLD: undefined })(held.input, held.data)).toEqual([])
    expect(reportGateOf({ NODE_ENV: 'production', REPORT_GATE_TEST_HOLD: MARKER })(held.input, held.data)).toEqual([])
  })
})
