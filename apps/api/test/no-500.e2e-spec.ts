import fc from 'fast-check';
import type { Test } from 'supertest';
import { createTestApp, TestApp } from './utils/app.js';
import { adminLogin, signUpAndLogin } from './factories/users.js';

/**
 * "No request may produce a 500 for anything a client can send": first a fixed sweep of
 * every operation of the OpenAPI document with junk ids and bodies, then a fuzz generated from the document
 * with fast-check (fixed seed): bodies with wrong types, NUL bytes, lone surrogates, deep nesting and huge
 * strings, path ids and query values of every kind, other content types, as every kind of caller.
 * `FUZZ_RUNS` sets the number of cases (2,000 in CI; `pnpm bench -- --fuzz` runs a longer one), `FUZZ_SEED` the seed.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Param = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema };
type Operation = { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

interface Op {
  method: string;
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: Schema }>;
  body: Schema | null;
}

const JUNK_BODIES: unknown[] = [{}, { id: 'x', status: 42, amount: -1, price: 'abc', email: 1 }, [1, 2], { nested: { deep: [null] } }];
const JUNK_IDS = ['abc', '0', '-1', '99999999999', '1.5', '%00', '1'];

/**
 * Calls that would change the callers the run depends on (their sessions, the admin's login, site settings), and the
 * live stream a signed-in caller opens (it never ends: its bad inputs are tested in live.e2e-spec.ts).
 */
const SPARED = (method: string, path: string, caller: string) =>
  /logout/.test(path) ||
  (method === 'get' && path === '/api/live' && caller !== 'anonymous') ||
  (caller === 'admin' && method === 'put' && /^\/api\/admin\/(settings|profile)$/.test(path)) ||
  (caller !== 'anonymous' && /password\/change|change-password/.test(path));

/** A 503 a client can cause only by the outside world being down (a provider), not by its input. */
const acceptable503 = (body: { code?: string } | undefined) => /^PAYMENT_(PROVIDER_UNAVAILABLE|STARTING)$/.test(body?.code ?? '');

function operations(doc: OpenApi): Op[] {
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      ops.push({
        method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

// ---- values of every kind ------------------------------------------------------------------------------

/** `arb` in one case of `every`, else null (fc.option's `freq` counts the other way). */
const sometimes = <T>(every: number, arb: fc.Arbitrary<T>) => fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '😀',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '%ED%A0%80',
  '1e309',
  '-1',
  '0',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '2026-02-30',
  'ada@example.com',
  '0803 123 4567',
  '\u202e\u0041',
  'é'.normalize('NFD'),
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.5, -0.0001, 1e-320),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const deep = fc.integer({ min: 20, max: 3000 }).map((d) => {
  let v: unknown = 1;
  for (let i = 0; i < d; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 5, arbitrary: nastyString },
    { weight: 3, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }) },
    { weight: 1, arbitrary: deep },
  ),
})).value;

function resolve(schema: Schema | undefined, doc: OpenApi, seen = 0): Schema {
  if (!schema || seen > 8) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, seen + 1);
  const merged = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (merged?.length) return resolve(merged[0], doc, seen + 1);
  return schema;
}

/** A plausible value for a schema, or (often) a wrong one. */
function valueFor(schema: Schema | undefined, doc: OpenApi, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  let good: fc.Arbitrary<unknown>;
  if (s.enum?.length) good = fc.constantFrom(...s.enum);
  else if (s.type === 'integer') good = fc.integer({ min: -2, max: 1_000_000 });
  else if (s.type === 'number') good = fc.double({ min: -10, max: 1e7, noNaN: true });
  else if (s.type === 'boolean') good = fc.boolean();
  else if (s.type === 'array') good = depth > 3 ? fc.constant([]) : fc.array(valueFor(s.items, doc, depth + 1), { maxLength: 4 });
  else if (s.type === 'object' || s.properties) good = depth > 3 ? fc.constant({}) : bodyFor(s, doc, depth + 1);
  else if (s.format === 'email') good = fc.emailAddress();
  else if (s.format === 'date')
    good = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  else good = fc.string({ maxLength: 30 });
  return fc.oneof({ weight: 2, arbitrary: good }, { weight: 1, arbitrary: nastyValue });
}

/** An object with the schema's fields (some missing, some wrong), sometimes with fields nobody asked for. */
function bodyFor(schema: Schema, doc: OpenApi, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  const props = Object.entries(s.properties ?? {});
  const known = fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, doc, depth)])), { requiredKeys: [] });
  return fc
    .tuple(known, sometimes(5, fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { minKeys: 1, maxKeys: 3 })))
    .map(([a, extra]) => ({ ...(extra ?? {}), ...a }));
}

/** encodeURIComponent, except a lone surrogate (which it refuses) goes out as the bytes an attacker would send. */
function encodePart(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return v
      .replace(/[\ud800-\udfff]/g, '\u0000')
      .split('\u0000')
      .map((x) => encodeURIComponent(x))
      .join('%ED%A0%80');
  }
}

const idValue = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '2147483648',
      '9223372036854775808',
      '99999999999999999999',
      ' 1',
      '1 ',
      'abc',
      'null',
      '..',
      '%2e%2e',
    ),
  },
  { weight: 4, arbitrary: nastyString.map((s) => s.slice(0, 2000)) },
);

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=XyZ',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=latin1',
];
const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '"x"',
  '[]',
  '--XyZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
  'a=1&a=2&b[c]=%00',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

describe('no 500s for anything a client can send', () => {
  let t: TestApp;
  let doc: OpenApi;
  let callers: Record<'anonymous' | 'customer' | 'vendor' | 'admin', Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.http.get('/api/docs-json').expect(200)).body as OpenApi;
    const customer = await signUpAndLogin(t);
    const vendor = await signUpAndLogin(t, { user_type: 'vendor' });
    const admin = await adminLogin(t);
    callers = { anonymous: {}, customer: customer.auth, vendor: vendor.auth, admin: admin.auth };
  });
  afterAll(() => t.close());

  const call = (method: string, url: string) => (t.http as unknown as Record<string, (u: string) => Test>)[method]!(url);

  it('answers every operation with a clear 4xx (or a success), never 5xx: the fixed sweep', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const ids = JUNK_IDS.slice(0, path.includes('{') ? JUNK_IDS.length : 1);
        for (const id of ids) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
          // Every junk id with one body, and every junk body with the last id (a well-formed one where the path has
          // ids): the id's pipe and the body's validation are each met by every caller, in a third of the calls.
          const bodies = method === 'get' || method === 'delete' ? [undefined] : id === ids.at(-1) ? JUNK_BODIES : JUNK_BODIES.slice(0, 1);
          for (const body of bodies) {
            // The four callers side by side: the app answers them on one process while each waits on the database.
            const who = Object.entries(callers).filter(([w]) => !SPARED(method, path, w));
            const answers = await Promise.all(
              who.map(([, auth]) =>
                body === undefined
                  ? call(method, url).set(auth)
                  : call(method, url)
                      .set(auth)
                      .send(body as object),
              ),
            );
            for (const res of answers) {
              calls++;
              if (res.status >= 500 && !acceptable503(res.body))
                failures.push(`${method.toUpperCase()} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
              if (res.status >= 400 && typeof res.body?.message !== 'string' && res.type === 'application/json')
                failures.push(`${method.toUpperCase()} ${url} → ${res.status} without a message`);
            }
          }
        }
      }
    }
    if (process.env.FUZZ_REPORT) process.stdout.write(`fixed sweep: ${calls} calls\n`);
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 180_000);

  it(
    `survives ${FUZZ_RUNS} generated requests (seed ${FUZZ_SEED}) with 0 × 5xx`,
    async () => {
      const ops = operations(doc);
      expect(ops.length).toBeGreaterThan(100);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const request = fc.constantFrom(...ops).chain((op) =>
        fc.record({
          op: fc.constant(op),
          caller: fc.constantFrom(...(Object.keys(callers) as Array<keyof typeof callers>)),
          ids: fc.tuple(...op.pathParams.map(() => idValue), fc.constant('')),
          query: fc.tuple(
            fc.record(
              Object.fromEntries(op.query.map((q) => [q.name, valueFor(q.schema, doc).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))])),
              { requiredKeys: [] },
            ),
            sometimes(
              3,
              fc.tuple(fc.constantFrom('page', 'per_page', 'q', 'status', 'x', 'token', 'sort', '__proto__'), fc.oneof(nastyString, fc.constant('a,b'))),
            ),
          ),
          body:
            op.method === 'get' || op.method === 'delete'
              ? fc.constant(undefined)
              : fc.oneof(
                  { weight: 6, arbitrary: op.body ? bodyFor(op.body, doc) : fc.constant({}) },
                  { weight: 2, arbitrary: nastyValue },
                  { weight: 1, arbitrary: deep },
                ),
          raw: sometimes(10, fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(...RAW_BODIES))),
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ op, caller, ids, query, body, raw }) => {
          if (SPARED(op.method, op.path, caller)) return;
          let i = 0;
          let url = op.path.replace(/\{[^}]+\}/g, () => encodePart(ids[i++] ?? '1'));
          const qs = Object.entries(query[0]).map(([k, v]) => `${encodePart(k)}=${encodePart(String(v).slice(0, 3000))}`);
          if (query[1]) qs.push(`${encodePart(query[1][0])}=${encodePart(query[1][1].slice(0, 3000))}`);
          if (qs.length) url += `?${qs.join('&')}`;
          let req = call(op.method, url).set(callers[caller]);
          if (raw && op.method !== 'get') req = req.set('content-type', raw[0]).send(raw[1]);
          else if (body !== undefined) req = req.set('content-type', 'application/json').send(JSON.stringify(body) ?? 'null');
          const res = await req;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500 && !acceptable503(res.body)) {
            failures.push(
              `${caller} ${op.method.toUpperCase()} ${url.slice(0, 200)} ${raw ? `[${raw[0]}] ` : ''}→ ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
          }
        }),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
      );
      // What the run saw, for whoever reads the log of a long run.
      if (process.env.FUZZ_REPORT) process.stdout.write(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}\n`);
      expect(failures).toEqual([]);
      expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    },
    Math.max(240_000, FUZZ_RUNS * 150),
  );
});
