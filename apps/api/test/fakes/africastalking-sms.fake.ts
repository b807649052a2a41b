import { createServer, Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { read } from './africastalking-voice.fake.js';

export interface FakeSms {
  username: string;
  to: string;
  message: string;
  from: string | null;
  apiKey: string | undefined;
  accept: string | undefined;
  messageId: string;
}

/**
 * A local stand-in for Africa's Talking's SMS API: POST /version1/messaging (form-encoded, `apiKey` header)
 * answers 201 `{ SMSMessageData: { Message, Recipients: [{ statusCode: 101, status: 'Success', number, messageId }] } }`
 * as the real one does. It records every SMS it accepted.
 */
export class FakeAfricasTalkingSms {
  readonly sent: FakeSms[] = [];
  /** Every POST received, accepted or not. */
  posts = 0;
  /** Next answers: an HTTP 500, or a retryable refusal (statusCode 500 InternalServerError). */
  failNext: Array<'http500' | 'gateway'> = [];
  /** Holds each answer this long after recording the SMS (a worker can be killed in between). */
  answerDelayMs = 0;
  /** Called once an SMS is recorded, before the (delayed) answer. */
  onRecorded: ((sms: FakeSms) => void) | null = null;
  private server!: Server;
  baseUrl = '';

  constructor(readonly expected: { username: string; apiKey: string }) {}

  async start(): Promise<this> {
    this.server = createServer(async (req, res) => {
      const body = new URLSearchParams(await read(req));
      if (req.method !== 'POST' || req.url !== '/version1/messaging') {
        res.writeHead(404).end('not found');
        return;
      }
      this.posts++;
      if (req.headers.apikey !== this.expected.apiKey || body.get('username') !== this.expected.username) {
        res.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid');
        return;
      }
      const to = body.get('to') ?? '';
      const failure = this.failNext.shift();
      if (failure === 'http500') {
        res.writeHead(500).end('upstream error');
        return;
      }
      if (failure === 'gateway') {
        res.writeHead(201, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            SMSMessageData: {
              Message: 'Sent to 0/1',
              Recipients: [{ statusCode: 500, number: to, status: 'InternalServerError', cost: '0', messageId: 'None' }],
            },
          }),
        );
        return;
      }
      const sms: FakeSms = {
        username: body.get('username')!,
        to,
        message: body.get('message') ?? '',
        from: body.get('from'),
        apiKey: req.headers.apikey as string,
        accept: req.headers.accept,
        messageId: `ATXid_${randomBytes(12).toString('hex')}`,
      };
      this.sent.push(sms);
      this.onRecorded?.(sms);
      if (this.answerDelayMs) await new Promise((r) => setTimeout(r, this.answerDelayMs));
      if (res.destroyed) return;
      res.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
            Recipients: [{ statusCode: 101, number: to, status: 'Success', cost: 'NGN 2.2000', messageId: sms.messageId }],
          },
        }),
      );
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** What the app's environment needs to send SMS here. */
  env(): Record<string, string> {
    return { SMS_PROVIDER: 'africastalking', AT_USERNAME: this.expected.username, AT_API_KEY: this.expected.apiKey, AT_SMS_BASE_URL: this.baseUrl };
  }

  to(phone: string) {
    return this.sent.filter((s) => s.to === phone);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
}
