import { describe, expect, test } from 'vitest'
import { EstimateRequestSchema } from './estimates'

const paths = (body: unknown) => EstimateRequestSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'))

/** The first form's size limit follows the project type (decision 051) and never breaks on a body that is not one. */
describe('EstimateRequestSchema: the size limit by project type', () => {
  test.each([null, [], 'x', 5, true])('a body that is not an object (%j) is refused, not thrown on', (body) => {
    expect(paths(body)).toEqual([''])
  })

  test('a size over its type’s limit is named with the other bad fields, at a home’s limit when the type is bad', () => {
    expect(paths({ sizeSqm: 2000 })).toEqual(['projectType', 'region', 'sizeSqm'])
    const store = { projectType: 'retail_space_renovation', region: 'london' }
    expect(paths({ ...store, sizeSqm: 2000 })).toBeUndefined()
    expect(paths({ ...store, sizeSqm: 10_001 })).toEqual(['sizeSqm'])
    expect(paths({ ...store, projectType: 'kitchen_renovation', sizeSqm: 1001 })).toEqual(['sizeSqm'])
  })
})
