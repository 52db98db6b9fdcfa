/**
 * Generated bad requests for one write route: malformed JSON, empty bodies, form-encoded bodies,
 * bodies of the wrong shape (wrong types, missing and extra fields, huge strings, `__proto__` and
 * `constructor` keys), unknown ids and malformed ids. Every candidate is bad by construction: shape
 * candidates are kept only when the route's own zod schema refuses them, and id candidates name
 * nothing that exists.
 */
import fc from 'fast-check';

export interface BadRequest {
  kind: string;
  params: string[];
  /** The raw body, or undefined for none. */
  payload: string | undefined;
  contentType: string | undefined;
}

interface Parser {
  safeParse(value: unknown): { success: boolean };
}

export interface RouteShape {
  /** The parameter values of a valid call (ids of existing rows). */
  params: string[];
  /** The body of a valid call, when the route takes one. */
  body: unknown;
  bodySchema: Parser | null;
}

export function asParser(schema: unknown): Parser | null {
  return schema !== null &&
    typeof schema === 'object' &&
    'safeParse' in schema &&
    typeof schema.safeParse === 'function'
    ? (schema as Parser)
    : null;
}

/** The value after a trip through JSON, as the server's parser hands it to the schema. */
const asServerSees = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HUGE = 'x'.repeat(100_000);

const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":',
    '[1,2',
    'nul',
    "{'single':'quotes'}",
    '{"a":1}}',
    '{"a":1,}',
    'undefined',
    'NaN',
    '\u0000',
    '{"a":"\\u12"}',
    '\ufeff{}x',
  ),
  fc.string({ maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Values of every JSON type but the expected one, plus strings no field accepts. */
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 300, maxLength: 2000 }),
  fc.constant(HUGE),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
  fc.constantFrom(
    'not-an-id',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-00000000000g',
    '\u0000',
  ),
);

const extraFields = fc.dictionary(
  fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'isAdmin', 'role', '_id'),
  ),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

/** Every path to a value inside `value` (object keys and array indexes). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

/** A deep copy of `value` with the value at `path` replaced (or deleted when `replacement` is the DELETE marker). */
const DELETE = Symbol('delete');
function withPath(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    if (rest.length === 0 && replacement === DELETE) copy.splice(Number(head), 1);
    else copy[Number(head)] = withPath(copy[Number(head)], rest, replacement);
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (rest.length === 0 && replacement === DELETE)
      return Object.fromEntries(Object.entries(copy).filter(([key]) => key !== String(head)));
    copy[String(head)] = withPath(copy[String(head)], rest, replacement);
    return copy;
  }
  return value;
}

/** Every UUID inside `value` replaced by the next of `fresh`. */
function replaceIds(value: unknown, fresh: string[]): unknown {
  if (typeof value === 'string' && UUID.test(value)) return fresh.shift() ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceIds(item, fresh));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceIds(v, fresh)]));
  return value;
}

const containsId = (value: unknown): boolean => JSON.stringify(value ?? null).match(/"[0-9a-f-]{36}"/i) !== null;

/** JSON text with a poisoned key injected at the top level: `__proto__` or `constructor.prototype`. */
function poisoned(body: unknown, key: '__proto__' | 'constructor'): string {
  const payload = key === '__proto__' ? '{"isAdmin":true,"role":"runner"}' : '{"prototype":{"isAdmin":true}}';
  const inner =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? JSON.stringify(body).slice(1, -1) : '';
  return `{"${key}":${payload}${inner ? `,${inner}` : ''}}`;
}

export function badRequests(shape: RouteShape): fc.Arbitrary<BadRequest> {
  const { params, body, bodySchema } = shape;
  const json = (kind: string, value: unknown): BadRequest => ({
    kind,
    params,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const refusedBySchema = (value: unknown) => bodySchema !== null && !bodySchema.safeParse(asServerSees(value)).success;

  const options: fc.Arbitrary<BadRequest>[] = [
    malformedJson.map((payload) => ({ kind: 'malformed JSON', params, payload, contentType: 'application/json' })),
    fc.constantFrom<'__proto__' | 'constructor'>('__proto__', 'constructor').map((key) => ({
      kind: `${key} key`,
      params,
      payload: poisoned(body, key),
      contentType: 'application/json',
    })),
  ];

  if (bodySchema) {
    const schema = bodySchema;
    // A candidate the schema happens to accept is swapped for malformed JSON: every request stays bad,
    // and no filter can spin forever on a schema that accepts almost anything.
    const fallback: BadRequest = {
      kind: 'malformed JSON (fallback)',
      params,
      payload: '{"unterminated":',
      contentType: 'application/json',
    };
    const candidates = body !== null && typeof body === 'object' ? pathsOf(body) : [];
    const mutated =
      candidates.length > 0
        ? fc
            .tuple(fc.constantFrom(...candidates), fc.oneof(fc.constant<unknown>(DELETE), wrongValue), extraFields)
            .map(([path, replacement, extra]) => {
              const changed = withPath(body, path, replacement);
              return changed !== null && typeof changed === 'object' && !Array.isArray(changed)
                ? { ...extra, ...changed }
                : changed;
            })
        : wrongValue;
    const shapes = fc.oneof(mutated, fc.jsonValue({ maxDepth: 3 }), extraFields);
    options.push(shapes.map((value) => (refusedBySchema(value) ? json('wrong shape', value) : fallback)));
    options.push(
      shapes.map((value) => {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) return fallback;
        const encoded = new URLSearchParams(
          Object.entries(value).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ).toString();
        // Whether or not the route's scope reads forms, the decoded form must be refused too.
        if (schema.safeParse(Object.fromEntries(new URLSearchParams(encoded))).success) return fallback;
        return { kind: 'form-encoded', params, payload: encoded, contentType: 'application/x-www-form-urlencoded' };
      }),
    );
    if (!schema.safeParse(undefined).success)
      options.push(fc.constant<BadRequest>({ kind: 'no body', params, payload: undefined, contentType: undefined }));
  }
  if (containsId(body)) {
    options.push(
      fc
        .array(fc.uuid(), { minLength: 64, maxLength: 64 })
        .map((fresh) => json('unknown ids in the body', replaceIds(body, fresh))),
    );
  }
  if (params.length > 0) {
    const badParam = fc.oneof(
      fc.uuid(),
      fc.constantFrom(
        'not-an-id',
        '0',
        '-1',
        '1e9',
        'null',
        'undefined',
        '%00',
        "'; drop table users; --",
        'x'.repeat(150),
        '00000000-0000-0000-0000-000000000000',
      ),
      fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !UUID.test(s)),
    );
    options.push(
      fc.tuple(fc.nat({ max: params.length - 1 }), badParam).map(([index, value]) => ({
        kind: 'unknown or malformed id in the path',
        params: params.map((p, i) => (i === index ? value : p)),
        payload: body === undefined ? undefined : JSON.stringify(body),
        contentType: body === undefined ? undefined : 'application/json',
      })),
    );
  }
  return fc.oneof(...options);
}
