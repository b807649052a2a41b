/** One voice-call OTP to place. */
export interface VoiceCall {
  otpId: number;
  /** E.164. */
  to: string;
  code: string;
  /** The sentence to read out. */
  text: string;
}

/** Places the call that reads a code. Console and Africa's Talking implement it; OTP_PROVIDER picks one. */
export abstract class VoiceOtpProvider {
  abstract readonly name: string;
  /** Places the call; returns the provider's session id. Throws when the provider refuses (the job retries). */
  abstract placeCall(call: VoiceCall): Promise<{ sessionId: string }>;
}
