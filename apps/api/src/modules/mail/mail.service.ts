import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { ENV, Env } from '../../config/env.js';
import { DEV_SINK, type DevSink } from '../../common/dev-sink.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link?: string | null;
}

/** E-mail through SMTP (SMTP_URL) or, without it, a log transport that also fills the dev outbox (outside production). */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Optional() @Inject(DEV_SINK) private readonly devSink: DevSink | null,
  ) {
    this.transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  }

  get driver(): 'smtp' | 'log' {
    return this.transport ? 'smtp' : 'log';
  }

  async send(msg: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.env.MAIL_FROM, to: msg.to, subject: msg.subject, text: msg.text });
      return;
    }
    this.logger.log(`e-mail to ${msg.to}: ${msg.subject}${msg.link ? ` — ${msg.link}` : ''}`);
    await this.devSink?.record('email', { to: msg.to, subject: msg.subject, body: msg.text, link: msg.link ?? null });
  }
}
