import type { Example } from './route-examples'

// The hostile requests tests/integration/fuzz-routes.test.ts sends to one route: each class of bad input once per
// field, query key or path parameter, on top of an otherwise valid request (not the cross product of everything).

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One route to fuzz: its method, its URL as registered (`/api/projects/:id`), a valid request, its schemas. */
export interface FuzzTarget {
  method: Method
  url: string
  example: Example
  schema?: { body?: unknown; querystring?: unknown; params?: unknown }
}

export interface FuzzCase {
  /** What was spoiled, for the failure message. */
  input: string
  url: string
  payload?: string | Buffer
  contentType?: string
  /** Headers in place of the caller's own. */
  headers?: Record<string, string>
  /** The field that holds NUL or a lone surrogate: the answer must be 400 naming it. */
  unsupportedTextAt?: string
}

const NUL = 'a\u0000b'
const LONE_SURROGATE = 'a\ud800b'
const MEGABYTE = 1024 * 1024

/** Put in each field, one at a time, of a request that is otherwise valid. */
const FIELD_VALUES: [string, unknown][] = [
  ['NUL', NUL],
  ['lone surrogate', LONE_SURROGATE],
  ['90 KB string', 'x'.repeat(90_000)],
  ['null', null],
  ['number', 12345],
  ['boolean', true],
  ['array', ['x']],
  ['object', { a: 'x' }],
  ['empty string', ''],
  // Looked up as a key (`RATES[value]`), it finds Object.prototype's member instead of undefined.
  ['"constructor"', 'constructor'],
]

/** Put in every field at once: classes whose answer doesn't depend on which field carries them. */
const EVERY_FIELD_VALUES: [string, unknown][] = [
  ['1 MB string', 'é'.repeat(MEGABYTE / 2)],
  ['lone low surrogate', '\udfff'],
  ['largest number', Number.MAX_VALUE],
  ['negative number', -1],
  ['bidi and astral text', '\u202eﷺ𝕏 😀\u200b'],
  ['whitespace', ' \t\n '],
  ['nested __proto__', JSON.parse('{"__proto__":{"polluted":true}}')],
  ['empty object', {}],
  ['boolean', false],
  ['"__proto__"', '__proto__'],
]

/** Keys no route declares, added to every request body (unknown keys must be ignored or refused, never crash). */
const GENERIC_FIELDS = [
  'id',
  'name',
  'email',
  'password',
  'token',
  'userId',
  'estimateId',
  'amount',
  'status',
  'constructor',
  'toString',
  'hasOwnProperty',
]

/** Raw values hostile in a query and in a path segment alike (already %-encoded where they need to be). */
const ENCODED_VALUES: [string, string][] = [
  ['lone surrogate', '%ED%A0%80'],
  ['bad %-encoding', '%ZZ'],
  ['bidi and emoji', '%E2%80%AE%F0%9F%98%80'],
  ['"constructor"', 'constructor'],
  ['"__proto__"', '__proto__'],
]

/** Raw query values. */
const QUERY_VALUES: [string, string][] = [
  ['%00', 'a%00b'],
  ...ENCODED_VALUES,
  ['lone %', '%'],
  ['20 KB', 'x'.repeat(20_000)],
  ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['empty', ''],
  ['1e400', '1e400'],
]

const GENERIC_QUERY_KEYS = ['token', 'page', 'id', 'limit', 'download', 'source', 'callbackURL', 'region', 'email']

/** Whole query strings. */
const QUERY_STRINGS: [string, string][] = [
  ['__proto__ key', '__proto__%5Bpolluted%5D=1&__proto__=x'],
  ['constructor.prototype', 'constructor%5Bprototype%5D%5Bpolluted%5D=1'],
  ['NUL key', '%00=1'],
  ['1000 parameters', Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')],
  ['empty pairs', '&&&==&='],
  ['bracket nesting', 'a[b][c][d][e][f]=1'],
]

/** Raw path segments. */
const PARAM_VALUES: [string, string][] = [
  ['%00', '%00'],
  ['a%00b', 'a%00b'],
  ...ENCODED_VALUES,
  ['5000 characters', 'a'.repeat(5000)],
  ['100 characters', 'b'.repeat(100)],
  ['encoded ../', '..%2F..%2Fetc%2Fpasswd'],
  ['..', '%2E%2E'],
  ['null', 'null'],
  ['-1', '-1'],
  ['space', '%20'],
  ['quote', "'%20OR%201=1--"],
  ['uppercase uuid', '6F1C3A52-58A4-4C1E-9D0F-2B7A1E0C9D11'],
  ['uuid with tail', '6f1c3a52-58a4-4c1e-9d0f-2b7a1e0c9d11x'],
]

/** Credentials and headers a browser or client never sends like this (sent in place of the caller's own). */
const HEADER_CASES: [string, Record<string, string>][] = [
  ['garbage session cookie', { cookie: 'rce.session_token=garbage.garbage' }],
  ['%00 in the session cookie', { cookie: 'rce.session_token=a%00b' }],
  ['8 KB session cookie', { cookie: `rce.session_token=${'a'.repeat(8000)}` }],
  ['Latin-1 session cookie', { cookie: 'rce.session_token=\u00ff\u00fe' }],
  ['cookie from origin "null"', { cookie: 'rce.session_token=garbage', origin: 'null' }],
  ['empty bearer', { authorization: 'Bearer ' }],
  ['8 KB bearer key', { authorization: `Bearer rce_live_${'x'.repeat(8000)}` }],
  ['Latin-1 bearer key', { authorization: 'Bearer rce_live_\u00ff\u00fe' }],
  ['basic auth', { authorization: 'Basic YTpi' }],
  ['hostile forwarded-for and request id', { 'x-forwarded-for': '999.1.1.1, zz', 'x-request-id': '../../etc/passwd' }],
]

const deepArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
const deepObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`

/** The path of every value in a JSON value (objects and arrays as well as their leaves). */
function valuePaths(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return path.length > 0 ? [path] : []
  const inner = Object.entries(value).flatMap(([key, child]) => valuePaths(child, [...path, key]))
  return path.length > 0 ? [path, ...inner] : inner
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } }
}
const isZod = (value: unknown): value is ZodLike => typeof value === 'object' && value !== null && '_zod' in value

/** The field paths a zod schema declares (an array's element as `.0`, a record's values as `.key`). */
export function schemaPaths(schema: unknown, path: string[] = [], depth = 0): string[][] {
  if (!isZod(schema) || depth > 8) return []
  const def = schema._zod.def
  const below = (child: unknown, key?: string) => {
    const at = key === undefined ? path : [...path, key]
    return [...(key === undefined ? [] : [at]), ...schemaPaths(child, at, depth + 1)]
  }
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) => below(child, key))
    case 'array':
      return below(def.element, '0')
    case 'record':
      return below(def.valueType, 'key')
    case 'union':
      return (def.options as unknown[]).flatMap((option) => below(option))
    case 'intersection':
      return [...below(def.left), ...below(def.right)]
    case 'pipe': {
      const fromInput = below(def.in)
      return fromInput.length > 0 ? fromInput : below(def.out)
    }
    case 'lazy':
      return below((def.getter as () => unknown)())
    default:
      return 'innerType' in def ? below(def.innerType) : []
  }
}

/** A copy of `value` with `replacement` at `path`, making objects on the way where there were none. */
function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path as [string, ...string[]]
  const copy = (
    value !== null && typeof value === 'object' ? (Array.isArray(value) ? [...value] : { ...value }) : {}
  ) as Record<string, unknown>
  // defineProperty: plain assignment of "__proto__" would set the prototype instead of a key.
  Object.defineProperty(copy, head, { value: setAt(copy[head], rest, replacement), enumerable: true, writable: true })
  return copy
}

const uniquePaths = (paths: string[][]) => [...new Map(paths.map((p) => [p.join('.'), p])).values()]

export function fillParams(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)
}

const encodeQuery = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')

const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path)

/** The route's valid request, unspoilt. */
export function validCase({ method, url, example }: FuzzTarget): FuzzCase {
  return {
    input: 'valid example',
    url: withQuery(fillParams(url, example.params ?? {}), encodeQuery(example.query ?? {})),
    ...(method !== 'GET' ? { payload: JSON.stringify(example.body ?? {}), contentType: 'application/json' } : {}),
  }
}

/**
 * Every hostile request for one route. `eachField: false` leaves out the per-field values (for a caller the route
 * refuses anyway, who would only repeat the validation another caller's pass covers). The header cases replace the
 * caller's credentials, so they are the same for every caller.
 */
export function* hostileCases(target: FuzzTarget, { eachField = true } = {}): Generator<FuzzCase> {
  const { method, url, example, schema } = target
  const valid = validCase(target)
  for (const [label, headers] of HEADER_CASES) yield { ...valid, input: label, headers }
  const params = example.params ?? {}
  const query = example.query ?? {}
  const target_ = withQuery(fillParams(url, params), encodeQuery(query))
  if (method !== 'GET') yield* bodyCases(target_, example.body ?? {}, schema?.body, eachField)
  yield* queryCases(fillParams(url, params), query, schema?.querystring)
  const paramNames = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  for (const name of paramNames) {
    for (const [label, raw] of PARAM_VALUES) {
      yield {
        input: `:${name}=${label}`,
        url: withQuery(fillParams(url, { ...params, [name]: raw }), encodeQuery(query)),
        ...(method !== 'GET' ? { payload: JSON.stringify(example.body ?? {}), contentType: 'application/json' } : {}),
      }
    }
  }
}

function* bodyCases(url: string, body: unknown, bodySchema: unknown, eachField: boolean): Generator<FuzzCase> {
  const json = (input: string, value: unknown, unsupportedTextAt?: string): FuzzCase => ({
    input,
    url,
    payload: JSON.stringify(value),
    contentType: 'application/json',
    ...(unsupportedTextAt ? { unsupportedTextAt } : {}),
  })
  const raw = (input: string, payload: string | Buffer, contentType = 'application/json'): FuzzCase => ({
    input,
    url,
    payload,
    contentType,
  })
  const fields = uniquePaths([...valuePaths(body), ...schemaPaths(bodySchema)])
  for (const field of eachField ? fields : []) {
    const name = field.join('.')
    for (const [label, value] of FIELD_VALUES) {
      const isUnsupported = value === NUL || value === LONE_SURROGATE
      yield json(`${name}=${label}`, setAt(body, field, value), isUnsupported ? name : undefined)
    }
  }
  for (const [label, value] of FIELD_VALUES) {
    yield json(
      `unknown keys=${label}`,
      GENERIC_FIELDS.reduce((b, key) => setAt(b, [key], value), body),
    )
  }
  for (const [label, value] of EVERY_FIELD_VALUES) {
    yield json(
      `every field=${label}`,
      fields.reduce((b, field) => setAt(b, field, value), body),
    )
  }

  const text = JSON.stringify(body)
  const rest = text === '{}' || !text.startsWith('{') ? '}' : `,${text.slice(1)}`
  yield raw('body []', '[]')
  yield raw('body "x"', '"x"')
  yield raw('body 0', '0')
  yield raw('body null', 'null')
  yield raw('body true', 'true')
  yield raw('empty body', '')
  yield raw('truncated JSON', text.slice(0, -1))
  yield raw('__proto__ key', `{"__proto__":{"polluted":true}${rest}`)
  yield raw('constructor.prototype', `{"constructor":{"prototype":{"polluted":true}}${rest}`)
  yield raw('10,000 nested arrays', `{"deep":${deepArrays(10_000)}${rest}`)
  yield raw('10,000 nested objects', deepObjects(10_000))
  yield raw('1000 keys', JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i]))))
  yield raw('NUL key', `{"\\u0000":"x"${rest}`)
  yield raw('raw control byte', `{"x":"a\u0000b"${rest}`)
  yield raw('1e400', text.replace(/:(-?\d+(\.\d+)?)/g, ':1e400'))
  yield raw('BOM', `\ufeff${text}`)
  yield raw(
    'invalid UTF-8',
    Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from(`"${rest}`)]),
  )
  yield raw(
    'UTF-8 surrogate bytes',
    Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(`"${rest}`)]),
  )
  yield raw('UTF-16 body', Buffer.from(text, 'utf16le'), 'application/json; charset=utf-16')
  yield raw('text/plain', 'a=b', 'text/plain')
  yield raw('form', 'a=b&c=%00', 'application/x-www-form-urlencoded')
  yield raw(
    'multipart',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    'multipart/form-data; boundary=x',
  )
  yield raw('XML', '<a>b</a>', 'application/xml')
  yield raw('JSON typed as text', text, 'text/plain')
  yield raw('not JSON typed as JSON', 'a=b')
  yield raw('odd JSON media type', text, 'application/json;;; charset=klingon')
  yield { input: 'no content type', url, payload: text }
}

function* queryCases(path: string, query: Record<string, string>, querySchema: unknown): Generator<FuzzCase> {
  const keys = [...new Set([...Object.keys(query), ...schemaPaths(querySchema).map((p) => p[0]!)])]
  const base = encodeQuery(query)
  for (const key of keys) {
    const others = encodeQuery(Object.fromEntries(Object.entries(query).filter(([k]) => k !== key)))
    const spoilt = (pairs: string) => withQuery(path, [others, pairs].filter(Boolean).join('&'))
    for (const [label, raw] of QUERY_VALUES) yield { input: `?${key}=${label}`, url: spoilt(`${key}=${raw}`) }
    yield { input: `?${key} twice`, url: spoilt(`${key}=a&${key}=b`) }
    yield { input: `?${key}[x]`, url: spoilt(`${key}%5Bx%5D=1&${key}[y]=2`) }
  }
  for (const [label, raw] of QUERY_VALUES) {
    yield {
      input: `unknown query keys=${label}`,
      url: withQuery(path, [base, ...GENERIC_QUERY_KEYS.map((key) => `${key}=${raw}`)].filter(Boolean).join('&')),
    }
  }
  for (const [label, raw] of QUERY_STRINGS) {
    yield { input: `query ${label}`, url: withQuery(path, [base, raw].filter(Boolean).join('&')) }
  }
}
