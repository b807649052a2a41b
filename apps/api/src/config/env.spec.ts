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
    const msg = (() => { try { validateEnv({ NODE_ENV: 'production' }); } catch (e) { return String(e); } return ''; })();
    expect(msg).toMatch(/ADMIN_EMAIL/);
    expect(msg).toMatch(/ADMIN_PASSWORD/);
  });
  it('derives APP_URL from PORT unless it is set', () => {
    expect(validateEnv({ PORT: '3202' }).APP_URL).toBe('http://localhost:3202');
    expect(validateEnv({ PORT: '3202', APP_URL: 'https://oja.ng' }).APP_URL).toBe('https://oja.ng');
  });
  it('reads booleans from strings', () => {
    expect(validateEnv({ RUN_WORKERS: 'false' }).RUN_WORKERS).toBe(false);
  });
});
