import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/common/passwords.js';
import type { TestApp } from '../utils/app.js';

let seq = 0;
/** A unique, valid sign-up payload. */
export function newAccount(overrides: Partial<Record<'name' | 'email' | 'phone' | 'password' | 'user_type', string>> = {}) {
  seq++;
  const n = `${Date.now().toString(36)}${seq}${Math.floor(Math.random() * 1e4)}`;
  return {
    // The number in letters (0 → a … 9 → j): a name part like "123" would be inside the password, which
    // the password rule refuses ("The password must not contain your name") for the 123rd account of a run.
    name: `Test User ${String(seq).replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)))}`,
    email: `user.${n}@example.com`,
    phone: `0803${String(1000000 + ((Date.now() + seq * 7919) % 8999999)).slice(0, 7)}`,
    password: 'Password#123',
    user_type: 'user',
    ...overrides,
  };
}

/** Registers and logs in; returns the token and the login answer. */
export async function signUpAndLogin(t: TestApp, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const reg = await t.http.post('/api/register').send(account);
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await t.http.post('/api/login').send({ email: account.email, password: account.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { account, token: login.body.token as string, user: login.body.user, auth: { Authorization: `Bearer ${login.body.token}` } };
}

export async function adminLogin(t: TestApp) {
  const res = await t.http.post('/api/admin/login').send({ email: 'admin@oja.test', password: 'OjaAdmin#2026' });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, auth: { Authorization: `Bearer ${res.body.token}` } };
}

/** An admin of its own (the seeded one is shared by every suite of the run), signed in. */
export async function newAdmin(t: TestApp) {
  const email = `admin.${randomUUID().slice(0, 8)}@oja.test`;
  const password = 'Admin-Desk#2026';
  await t.ds.query(`insert into admins (name, email, password_hash, role) values ('Desk Officer', $1, $2, 'super_admin')`, [
    email,
    await hashPassword(password),
  ]);
  const login = await t.http.post('/api/admin/login').send({ email, password });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, password, token: login.body.token as string, auth: { Authorization: `Bearer ${login.body.token}` } };
}
