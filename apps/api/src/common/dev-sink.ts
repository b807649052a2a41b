import type { RowWriter } from './write-batch.js';

/**
 * Where console and log transports leave what they "sent" (e-mails, voice codes, notifications, SMS, push messages) so a person
 * trying Oja locally can read them at /api/dev/outbox. Only the dev module (src/dev, never loaded in
 * production) provides it; production code injects it optionally and sends nothing when it is absent.
 */
export const DEV_SINK = Symbol('DEV_SINK');

export type DevChannel = 'email' | 'voice' | 'notification' | 'sms' | 'push';

export interface DevSink {
  record(
    channel: DevChannel,
    msg: { to: string; subject?: string | null; body: string; code?: string | null; link?: string | null },
    writer?: RowWriter,
  ): Promise<void>;
}
