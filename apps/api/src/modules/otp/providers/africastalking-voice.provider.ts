import { Inject, Injectable } from '@nestjs/common';
import { ENV, Env } from '../../../config/env.js';
import { VoiceCall, VoiceOtpProvider } from './voice-otp.provider.js';

interface CallAnswer {
  entries?: Array<{ phoneNumber?: string; sessionId?: string; status?: string; errorMessage?: string }>;
  errorMessage?: string;
}

/**
 * Africa's Talking voice: POST {AT_BASE_URL}/call places the call; when it is answered, Africa's Talking asks
 * our callback (POST /api/otp/voice/callback) what to do, and we answer <Response><Say>…code…</Say></Response>.
 */
@Injectable()
export class AfricasTalkingVoiceProvider extends VoiceOtpProvider {
  readonly name = 'africastalking';

  constructor(@Inject(ENV) private readonly env: Env) {
    super();
  }

  async placeCall(call: VoiceCall) {
    const res = await fetch(new URL('/call', this.env.AT_BASE_URL), {
      method: 'POST',
      headers: { apiKey: this.env.AT_API_KEY!, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: this.env.AT_USERNAME!, from: this.env.AT_VOICE_NUMBER!, to: call.to, clientRequestId: `otp-${call.otpId}` }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Africa's Talking answered HTTP ${res.status}: ${text.slice(0, 200)}`);
    let body: CallAnswer;
    try {
      body = JSON.parse(text) as CallAnswer;
    } catch {
      throw new Error(`Africa's Talking answered something that is not JSON: ${text.slice(0, 200)}`);
    }
    const entry = body.entries?.[0];
    if (!entry?.sessionId || entry.status !== 'Queued') {
      throw new Error(`Africa's Talking did not queue the call: ${entry?.errorMessage ?? entry?.status ?? body.errorMessage ?? 'no entry'}`);
    }
    return { sessionId: entry.sessionId };
  }
}
