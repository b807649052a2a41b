import { Logger } from '@nestjs/common';
import type { DevSink } from '../../../common/dev-sink.js';
import { type Env, isProduction } from '../../../config/env.js';
import { SmsSender, type SmsMessage, type SmsOutcome } from './sms-sender.js';

/** Default: logs the SMS and keeps it in the dev outbox ({ channel: 'sms', to, body }). */
export class ConsoleSmsSender extends SmsSender {
  readonly name = 'console';
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly devSink: DevSink | null,
    private readonly env: Env,
  ) {
    super();
  }

  async send(msg: SmsMessage): Promise<SmsOutcome> {
    // The text (names, amounts) stays out of production logs.
    this.logger.log(`SMS to ${msg.to}${isProduction(this.env) ? '' : `: "${msg.text}"`}`);
    await this.devSink?.record('sms', { to: msg.to, body: msg.text });
    return { accepted: true, providerId: null };
  }
}
