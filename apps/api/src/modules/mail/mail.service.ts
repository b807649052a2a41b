import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { ENV, Env } from '../../config/env.js';
import { DEV_SINK, type DevSink } from '../../common/dev-sink.js';
import { open, purposeKey, seal } from '../../common/secret-box.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link?: string | null;
  /**
   * A link carrying a secret (e-mail verification, password reset), sealed by `sealLink` for this recipient: the
   * job data and the outbox row hold only this box; the link is added to `text` when the e-mail is sent.
   */
  sealedLink?: string | null;
}

/** E-mail through SMTP (SMTP_URL) or, without it, a log transport that also fills the dev outbox (outside production). */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private readonly linkKey: Buffer;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Optional() @Inject(DEV_SINK) private readonly devSink: DevSink | null,
  ) {
    this.transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
    this.linkKey = purposeKey(env.JWT_SECRET!, 'oja:mail-link');
  }

  get driver(): 'smtp' | 'log' {
    return this.transport ? 'smtp' : 'log';
  }

  /**
   * Seals a secret link for the e-mail to `to` (AES-256-GCM, key from JWT_SECRET, the address as authenticated
   * context): a copy of the box put in a job for another address does not open.
   */
  sealLink(to: string, link: string): string {
    return seal(this.linkKey, link, to.toLowerCase());
  }

  async send(msg: MailMessage): Promise<void> {
    let { text, link } = msg;
    if (msg.sealedLink) {
      const opened = open(this.linkKey, msg.sealedLink, msg.to.toLowerCase());
      // Altered, addressed elsewhere, or sealed under another JWT_SECRET: nothing is sent (the job fails, visibly).
      if (!opened) throw new Error(`the sealed link of the e-mail "${msg.subject}" does not open for its recipient`);
      link = opened;
      text = `${text}\n\n${opened}`;
    }
    if (this.transport) {
      await this.transport.sendMail({ from: this.env.MAIL_FROM, to: msg.to, subject: msg.subject, text });
      return;
    }
    // The log shows that a secret link was sent, never the link itself.
    this.logger.log(`e-mail to ${msg.to}: ${msg.subject}${link ? ` — ${msg.sealedLink ? '(link with a one-time token)' : link}` : ''}`);
    // The dev outbox is the recipient's mailbox (never in production): it holds the e-mail as received.
    await this.devSink?.record('email', { to: msg.to, subject: msg.subject, body: text, link: link ?? null });
  }
}
