/** The docs' example bodies (a test keeps them valid against the request schemas). */
export const EXAMPLE_ESTIMATE = {
  projectType: 'kitchen_renovation',
  sizeSqm: 12,
  region: 'london',
  condition: 'average',
  renovationScope: 'medium',
  finishQuality: 'mid',
  description: 'New kitchen in a 1930s semi',
}
export const EXAMPLE_PROFESSIONAL = {
  email: 'estimates@example.co.uk',
  propertyAddress: '12 High Street, Leeds LS1 1AA',
  projectType: 'extension',
  sizeSqm: 25,
  scope: 'Single-storey rear extension with bifold doors',
  quality: 'standard',
  location: 'Yorkshire',
}

export const EXAMPLE_QUOTE_CHECK = {
  job: { projectType: 'bathroom', sizeSqm: 5, region: 'london' },
  text: 'Strip out bathroom £450\nWall tiling 18 m2 @ £95 £1,710\nSupply and fit bathroom suite £2,400\nTotal £4,560 + VAT\n50% deposit on acceptance',
}

/**
 * The docs' sections, in the order /api/docs lists them. A /api/v1 route is filed under the first whose path prefix
 * starts its path (`tagOf`), so reference data, last, holds every route the others do not.
 */
export const API_TAGS: { name: string; description: string; prefixes: string[] }[] = [
  { name: 'Estimates', description: 'Price a project and read it back', prefixes: ['/estimates', '/appraisals'] },
  {
    name: 'Projects',
    description: 'The organisation’s projects, with their estimates and reports',
    prefixes: ['/projects'],
  },
  { name: 'Reports', description: 'Professional PDF reports, included in Business', prefixes: ['/reports'] },
  {
    name: 'Quote checks',
    description: 'A builder’s quote checked line by line against an estimate',
    prefixes: ['/quote-checks'],
  },
  { name: 'Reference data', description: 'The project types and regions the engine prices', prefixes: ['/'] },
]

/** The docs' section a path is listed under (API_TAGS says which paths each holds). */
const tagOf = (path: string) => API_TAGS.find((tag) => tag.prefixes.some((prefix) => path.startsWith(prefix)))!.name

/**
 * A route's OpenAPI summary, description with a curl example, and the bearer-key security requirement, as the
 * docs at /api/docs show them.
 */
export function docsFor(publicUrl: string) {
  return (summary: string, text: string, method: 'GET' | 'POST', path: string, body?: object) => ({
    summary,
    tags: [tagOf(path)],
    description: [
      text,
      '',
      '```sh',
      `curl${method === 'POST' ? ' -X POST' : ''} ${publicUrl}/api/v1${path} \\`,
      `  -H "Authorization: Bearer $RCE_API_KEY"${body ? ' \\' : ''}`,
      ...(body ? [`  -H "Content-Type: application/json" \\`, `  -d '${JSON.stringify(body)}'`] : []),
      '```',
    ].join('\n'),
    security: [{ apiKey: [] }],
  })
}

/** POST /api/v1/appraisals: a single let on a works cost given directly. */
export const EXAMPLE_APPRAISAL = {
  input: { strategy: 'single_let', purchasePricePence: 15_000_000, gdvPence: 21_000_000, monthlyRentPence: 110_000 },
  context: {
    works: { lowPence: 3_600_000, likelyPence: 4_200_000, highPence: 5_100_000 },
    programmeMonths: 3,
    region: 'midlands',
  },
}
