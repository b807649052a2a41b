import { isValidWebhookSignature, signWebhook } from './webhook-signature.js';
import { isValidReference } from './payment-provider.js';

describe('webhook signature (HMAC-SHA512 of the raw body)', () => {
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"oja-so1-abcdef123456"}}');
  it('accepts the signature of the exact body and secret', () => {
    expect(isValidWebhookSignature(body, signWebhook(body, 'sk_test_secret'), 'sk_test_secret')).toBe(true);
  });
  it('refuses another secret, a changed body, a missing or malformed header', () => {
    const sig = signWebhook(body, 'sk_test_secret');
    expect(isValidWebhookSignature(body, sig, 'another')).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(body.toString().replace('1', '2')), sig, 'sk_test_secret')).toBe(false);
    expect(isValidWebhookSignature(body, undefined, 'sk_test_secret')).toBe(false);
    expect(isValidWebhookSignature(body, 'zz', 'sk_test_secret')).toBe(false);
    expect(isValidWebhookSignature(undefined, sig, 'sk_test_secret')).toBe(false);
  });
});

describe('payment references', () => {
  it('are 16–50 characters of a-z, 0-9, - and _', () => {
    expect(isValidReference('oja-so12-0123456789ab')).toBe(true);
    expect(isValidReference('short-ref')).toBe(false);
    expect(isValidReference('UPPER-case-reference-1')).toBe(false);
    expect(isValidReference('x'.repeat(51))).toBe(false);
  });
});
