import { LoginLockoutService } from './login-lockout.service.js';

describe('LoginLockoutService (in-process counts)', () => {
  const lockout = new LoginLockoutService({ redisUrl: null }, { REDIS_PREFIX: 'unit' });
  const fail = async (email: string, times: number, client?: string, kind: 'user' | 'admin' = 'admin') => {
    for (let i = 0; i < times; i++) await lockout.failed(kind, email, client);
  };
  afterAll(() => lockout.onApplicationShutdown());

  it("locks an admin's sign-in per address, and a customer's per account", async () => {
    await fail('desk@oja.test', 5, '203.0.113.1');
    await expect(lockout.assertNotLocked('admin', 'desk@oja.test', '203.0.113.1')).rejects.toMatchObject({ code: 'LOGIN_LOCKED' });
    await expect(lockout.assertNotLocked('admin', 'DESK@oja.test', '198.51.100.2')).resolves.toBeUndefined();
    await fail('ada@example.com', 5, '203.0.113.1', 'user');
    await expect(lockout.assertNotLocked('user', 'ada@example.com', '198.51.100.2')).rejects.toMatchObject({ code: 'LOGIN_LOCKED' });
  });

  it('lifts every lock of one admin, from every address, and no other account', async () => {
    await fail('ops@oja.test', 5, '203.0.113.1');
    await fail('ops@oja.test', 5, '2001:db8::1');
    await fail('ops@oja.test.ng', 5, '203.0.113.1');
    expect(await lockout.clearAccount('admin', 'Ops@oja.test')).toBe(2);
    await expect(lockout.assertNotLocked('admin', 'ops@oja.test', '203.0.113.1')).resolves.toBeUndefined();
    await expect(lockout.assertNotLocked('admin', 'ops@oja.test', '2001:db8::1')).resolves.toBeUndefined();
    await expect(lockout.assertNotLocked('admin', 'ops@oja.test.ng', '203.0.113.1')).rejects.toMatchObject({ code: 'LOGIN_LOCKED' });
    expect(lockout.shared).toBe(false);
  });
});
