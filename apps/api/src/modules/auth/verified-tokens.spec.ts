import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { Strategy } from 'passport-jwt';
import { rememberingVerifier, type JwtVerifier } from './verified-tokens.js';

describe('rememberingVerifier', () => {
  const key = createSecretKey(Buffer.from('a-test-secret-a-test-secret-0123456789'));
  const otherKey = createSecretKey(Buffer.from('another-secret-another-secret-0123456789'));
  let clock = Date.parse('2026-11-24T10:00:00Z');
  let calls = 0;
  // passport-jwt's own verifier (jsonwebtoken), on this test's clock.
  const passportVerify = (Strategy as unknown as { JwtVerifier: JwtVerifier }).JwtVerifier;
  const real: JwtVerifier = (token, k, options, done) => {
    calls++;
    passportVerify(token, k, { ...options, clockTimestamp: Math.floor(clock / 1000) }, done);
  };
  const verify = rememberingVerifier(real, { max: 2, now: () => clock });
  const check = (token: string, k: object = key) =>
    new Promise<{ err: Error | null; payload?: unknown }>((resolve) =>
      verify(token, k, { algorithms: ['HS256'] }, (err, payload) => resolve({ err, payload })),
    );
  const jwt = new JwtService({});
  const sign = (claims: object, k = key) => jwt.sign({ ...claims, iat: Math.floor(clock / 1000) }, { secret: k as never, algorithm: 'HS256', expiresIn: 60 });

  beforeEach(() => (calls = 0));

  it('verifies a token once and answers it from memory until it expires, then refuses it', async () => {
    const token = sign({ sub: '1', jti: 'a' });
    expect((await check(token)).payload).toMatchObject({ sub: '1', jti: 'a' });
    expect((await check(token)).payload).toMatchObject({ sub: '1', jti: 'a' });
    expect(calls).toBe(1);
    clock += 61_000;
    const late = await check(token);
    expect(late.err?.name).toBe('TokenExpiredError');
    expect(calls).toBe(2);
  });

  it('never remembers a refused token, and a token accepted with one key is checked again with another', async () => {
    const token = sign({ sub: '2', jti: 'b' });
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await check(tampered)).err?.name).toBe('JsonWebTokenError');
    expect((await check(tampered)).err?.name).toBe('JsonWebTokenError');
    expect(calls).toBe(2);
    expect((await check(token)).err).toBeNull();
    expect((await check(token, otherKey)).err?.name).toBe('JsonWebTokenError');
  });

  it('keeps at most `max` tokens per key, forgetting the oldest', async () => {
    const [t1, t2, t3] = ['c', 'd', 'e'].map((jti) => sign({ sub: '3', jti }));
    for (const t of [t1!, t2!, t3!]) await check(t);
    calls = 0;
    await check(t3!);
    await check(t2!);
    expect(calls).toBe(0);
    await check(t1!);
    expect(calls).toBe(1);
  });

  it('hands out claims that cannot be changed by one request for the next', async () => {
    const token = sign({ sub: '4', jti: 'f' });
    await check(token);
    const { payload } = await check(token);
    expect(Object.isFrozen(payload)).toBe(true);
  });
});
