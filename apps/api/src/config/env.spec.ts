import { validateEnv } from './env.js';

describe('environment schema', () => {
  it('fills development defaults, including the first admin', () => {
    const env = validateEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.ADMIN_EMAIL).toBe('admin@oja.test');
    expect(env.RUN_WORKERS).toBe(true);
  });
  it('stops on a bad value and names the variable', () => {
    expect(() => validateEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => validateEnv({ RUN_WORKERS: 'false', NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
  it('has no admin or secret defaults in production', () => {
    expect(() => validateEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*|ADMIN_EMAIL/);
    const msg = (() => {
      try {
        validateEnv({ NODE_ENV: 'production' });
      } catch (e) {
        return String(e);
      }
      return '';
    })();
    expect(msg).toMatch(/ADMIN_EMAIL/);
    expect(msg).toMatch(/ADMIN_PASSWORD/);
  });
  it('hashes passwords at OWASP strength unless a test asks for the smallest cost, which production refuses', () => {
    expect(validateEnv({}).PASSWORD_HASHING).toBe('owasp');
    expect(validateEnv({ PASSWORD_HASHING: 'test' }).PASSWORD_HASHING).toBe('test');
    expect(() => validateEnv({ PASSWORD_HASHING: 'md5' })).toThrow(/PASSWORD_HASHING/);
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(48),
      ADMIN_EMAIL: 'a@oja.ng',
      ADMIN_PASSWORD: 'Adm1n#Strong-2026',
      SANDBOX_WEBHOOK_SECRET: 's'.repeat(40),
    };
    expect(validateEnv(prod).PASSWORD_HASHING).toBe('owasp');
    expect(() => validateEnv({ ...prod, PASSWORD_HASHING: 'test' })).toThrow(/PASSWORD_HASHING: only owasp is allowed in production/);
  });
  it('derives APP_URL from PORT unless it is set', () => {
    expect(validateEnv({ PORT: '3202' }).APP_URL).toBe('http://localhost:3202');
    expect(validateEnv({ PORT: '3202', APP_URL: 'https://oja.ng' }).APP_URL).toBe('https://oja.ng');
  });
  it('reads booleans from strings', () => {
    expect(validateEnv({ RUN_WORKERS: 'false' }).RUN_WORKERS).toBe(false);
  });
  it("SMS by Africa's Talking needs its account; push needs all three VAPID settings", () => {
    expect(validateEnv({}).SMS_PROVIDER).toBe('console');
    expect(() => validateEnv({ SMS_PROVIDER: 'africastalking' })).toThrow(/AT_USERNAME[\s\S]*AT_API_KEY/);
    expect(validateEnv({ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'sandbox', AT_API_KEY: 'k' }).AT_SMS_BASE_URL).toBe('https://api.africastalking.com');
    expect(() => validateEnv({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER must be console or africastalking/);
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43), VAPID_SUBJECT: 'mailto:ops@oja.ng' };
    expect(validateEnv(keys).VAPID_SUBJECT).toBe('mailto:ops@oja.ng');
    expect(() => validateEnv({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY[\s\S]*VAPID_SUBJECT/);
    expect(() => validateEnv({ ...keys, VAPID_SUBJECT: 'ops@oja.ng' })).toThrow(/VAPID_SUBJECT must be a mailto: address or an https: URL/);
  });
});
