import { trustProxyOption, validateEnv } from './env.js';

describe('TRUST_PROXY', () => {
  it('is off by default: the socket address counts, not X-Forwarded-For', () => {
    expect(validateEnv({}).TRUST_PROXY).toBe('false');
    expect(trustProxyOption(validateEnv({}).TRUST_PROXY)).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    const oneHop = trustProxyOption(validateEnv({ TRUST_PROXY: '1' }).TRUST_PROXY) as (a: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('203.0.113.9', 1)]).toEqual([true, false]);
    expect(trustProxyOption(validateEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY)).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });

  it('refuses "true" (trusting every client) and junk with a message naming the variable', () => {
    expect(() => validateEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => validateEnv({ TRUST_PROXY: 'loadbalancer' })).toThrow(/TRUST_PROXY/);
  });
});
