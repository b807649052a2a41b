import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ENV, Env, isProduction } from '../../../config/env.js';
import type { DevSink } from '../../../common/dev-sink.js';
import { VoiceCall, VoiceOtpProvider } from './voice-otp.provider.js';

/** Default provider: logs the call and keeps it in the dev outbox ({channel:'voice', to, body, code}). */
@Injectable()
export class ConsoleVoiceProvider extends VoiceOtpProvider {
  readonly name = 'console';
  private readonly logger = new Logger('VoiceOtp');

  constructor(
    private readonly devSink: DevSink | null,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  async placeCall(call: VoiceCall) {
    // Never write a code to production logs.
    this.logger.log(`voice call to ${call.to}${isProduction(this.env) ? '' : `: "${call.text}"`}`);
    await this.devSink?.record('voice', { to: call.to, subject: 'Oja verification call', body: call.text, code: call.code });
    return { sessionId: `console-${randomUUID()}` };
  }
}
