import { createTestApp, TestApp } from './utils/app.js';
import { adminLogin, signUpAndLogin } from './factories/users.js';

// "No request may produce a 500 for anything a client can send": every operation of the OpenAPI document
// gets junk ids and junk bodies, as nobody, a customer, a vendor and an admin.
const JUNK_BODIES: unknown[] = [{}, { id: 'x', status: 42, amount: -1, price: 'abc', email: 1 }, [1, 2], { nested: { deep: [null] } }];
const JUNK_IDS = ['abc', '0', '-1', '99999999999', '1.5', '%00', '1'];

describe('no 500s for anything a client can send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every operation with a clear 4xx (or a success), never 5xx', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const customer = await signUpAndLogin(t);
    const vendor = await signUpAndLogin(t, { user_type: 'vendor' });
    const admin = await adminLogin(t);
    const callers: Array<Record<string, string>> = [{}, customer.auth, vendor.auth, admin.auth];
    const failures: string[] = [];
    let calls = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        // Logging out would end the sessions the rest of the sweep uses.
        if (/logout/.test(path)) continue;
        for (const id of JUNK_IDS.slice(0, path.includes('{') ? JUNK_IDS.length : 1)) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
          for (const auth of callers) {
            for (const body of method === 'get' || method === 'delete' ? [undefined] : JUNK_BODIES) {
              const req = (t.http as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url).set(auth);
              const res = body === undefined ? await req : await req.send(body as object);
              calls++;
              if (res.status >= 500 && res.status !== 503) failures.push(`${method.toUpperCase()} ${url} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
              if (res.status >= 400 && typeof res.body?.message !== 'string' && res.type === 'application/json') failures.push(`${method.toUpperCase()} ${url} → ${res.status} without a message`);
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 180_000);
});
