/**
 * anyone who knew the admin's e-mail could keep the admin locked out (five wrong passwords
 * lock the admin, who has no reset route); the admin's profile accepted a customer's e-mail address.
 */
import { LoginLockoutService } from '../src/modules/auth/login-lockout.service.js';
import { recoverAdmin } from '../src/modules/admin-auth/admin-recovery.js';
import { createTestApp, TestApp } from './utils/app.js';
import { newAccount, newAdmin, signUpAndLogin } from './factories/users.js';

const LOCKED_1_MIN = 'Too many failed sign-in attempts. Please try again in 1 minute.';
const TAKEN = { statusCode: 409, code: 'EMAIL_TAKEN', message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } };
const ATTACKER = '203.0.113.66';
const OFFICE = '198.51.100.20';

describe('admin sign-in locks and admin e-mail addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind one proxy: the client's address is the one X-Forwarded-For names.
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const login = (from: string, email: string, password: string) => t.http.post('/api/admin/login').set('X-Forwarded-For', from).send({ email, password });
  async function lockFrom(from: string, email: string) {
    for (let i = 0; i < 5; i++) await login(from, email, `wrong-${i}-password`).expect(401);
  }

  it('wrong passwords from one address lock that address only: the admin still signs in from another', async () => {
    const admin = await newAdmin(t);
    await lockFrom(ATTACKER, admin.email);
    const locked = await login(ATTACKER, admin.email, admin.password).expect(429);
    expect(locked.body).toMatchObject({ code: 'LOGIN_LOCKED', message: LOCKED_1_MIN });
    await login(OFFICE, admin.email, admin.password).expect(200);
    // The admin's success from the office lifts nothing at the attacker's address.
    await login(ATTACKER, admin.email, admin.password).expect(429);
  });

  it('the recovery command lifts every lock of the admin and, asked to, sets a new password that ends every session', async () => {
    const admin = await newAdmin(t);
    await lockFrom(ATTACKER, admin.email);
    await lockFrom(OFFICE, admin.email);
    await login(OFFICE, admin.email, admin.password).expect(429);
    const lockout = t.app.get(LoginLockoutService);

    const lifted = await recoverAdmin(t.ds, lockout, admin.email.toUpperCase());
    expect(lifted).toEqual({ found: true, locksLifted: 2, locksShared: true, newPassword: null });
    await login(OFFICE, admin.email, admin.password).expect(200);
    await t.http.get('/api/admin/me').set(admin.auth).expect(200);

    await lockFrom(OFFICE, admin.email);
    const reset = await recoverAdmin(t.ds, lockout, admin.email, { newPassword: 'Recovered-Key#2026' });
    expect(reset).toMatchObject({ found: true, locksLifted: 1, newPassword: 'Recovered-Key#2026' });
    await login(OFFICE, admin.email, admin.password).expect(401);
    await login(OFFICE, admin.email, 'Recovered-Key#2026').expect(200);
    expect((await t.http.get('/api/admin/me').set(admin.auth).expect(401)).body.message).toBe('Your password was changed. Please log in again.');

    expect(await recoverAdmin(t.ds, lockout, 'nobody@oja.test', { newPassword: 'Recovered-Key#2026' })).toMatchObject({ found: false, newPassword: null });
  });

  it('refuses an admin e-mail that a customer has, with the answer any taken address gets', async () => {
    const admin = await newAdmin(t);
    const { account } = await signUpAndLogin(t);
    const sameAsSignUp = await t.http
      .post('/api/register')
      .send(newAccount({ email: account.email }))
      .expect(409);
    const res = await t.http.put('/api/admin/profile').set(admin.auth).send({ name: 'Desk Officer', email: account.email.toUpperCase() }).expect(409);
    expect(res.body).toMatchObject(TAKEN);
    expect({ ...res.body, request_id: null }).toEqual({ ...sameAsSignUp.body, request_id: null });
    expect((await t.http.get('/api/admin/me').set(admin.auth).expect(200)).body.admin.email).toBe(admin.email);
  });

  it("refuses a sign-up with an admin's e-mail, with the same answer", async () => {
    const admin = await newAdmin(t);
    const res = await t.http
      .post('/api/register')
      .send(newAccount({ email: admin.email }))
      .expect(409);
    expect(res.body).toMatchObject(TAKEN);
  });
});
