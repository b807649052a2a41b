import type { Env } from '../../config/env.js';
import type { DevSink } from '../../common/dev-sink.js';
import { MailService } from './mail.service.js';

describe('MailService: secret links', () => {
  const env = { JWT_SECRET: 'a-test-secret-a-test-secret-0123456789', MAIL_FROM: 'Oja <no-reply@oja.test>' } as Env;
  const received: Array<{ to: string; body: string; link?: string | null }> = [];
  const sink: DevSink = { record: async (_channel, msg) => void received.push(msg) };
  const mail = new MailService(env, sink);
  const link = 'http://localhost:3000/reset-password?token=abc123secret';

  beforeEach(() => (received.length = 0));

  it('seals a link so the job holds no trace of it, and the recipient gets it in the e-mail', async () => {
    const sealedLink = mail.sealLink('ada@example.com', link);
    expect(sealedLink).not.toContain('abc123secret');
    await mail.send({ to: 'Ada@Example.com', subject: 'Reset', text: 'Open this link:', link: null, sealedLink });
    expect(received).toEqual([{ to: 'Ada@Example.com', subject: 'Reset', body: `Open this link:\n\n${link}`, link }]);
  });

  it('sends nothing when the box is moved to another recipient, altered, or sealed under another secret', async () => {
    const sealedLink = mail.sealLink('ada@example.com', link);
    await expect(mail.send({ to: 'mallory@example.com', subject: 'Reset', text: 'x', sealedLink })).rejects.toThrow(/does not open/);
    await expect(
      mail.send({ to: 'ada@example.com', subject: 'Reset', text: 'x', sealedLink: `${sealedLink[0] === 'A' ? 'B' : 'A'}${sealedLink.slice(1)}` }),
    ).rejects.toThrow(/does not open/);
    const other = new MailService({ ...env, JWT_SECRET: 'another-secret-another-secret-0123456789' } as Env, sink);
    await expect(other.send({ to: 'ada@example.com', subject: 'Reset', text: 'x', sealedLink })).rejects.toThrow(/does not open/);
    expect(received).toEqual([]);
  });
});
