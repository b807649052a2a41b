import { REDACTED, redactJobData } from './job-data-redaction.js';

describe('queue dashboard job data', () => {
  it('shows ids, flags and kinds, and hides every other string', () => {
    expect(
      redactJobData({
        to: 'ada@example.com',
        subject: 'Reset your Oja password',
        text: 'Hello',
        link: null,
        sealedLink: 'aaa.bbb.ccc',
        orderId: 12,
        kind: 'confirm',
        nested: { reference: 'PSK_1', ids: [1, 'x'] },
      }),
    ).toEqual({
      to: REDACTED,
      subject: REDACTED,
      text: REDACTED,
      link: null,
      sealedLink: REDACTED,
      orderId: 12,
      kind: 'confirm',
      nested: { reference: REDACTED, ids: [1, REDACTED] },
    });
    expect(redactJobData('a secret')).toBe(REDACTED);
    expect(redactJobData(undefined)).toBeUndefined();
  });
});
