import { createServer, IncomingMessage, Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface FakeCall {
  username: string;
  from: string;
  to: string;
  clientRequestId?: string;
  apiKey: string | undefined;
  sessionId: string;
}

/**
 * A local stand-in for Africa's Talking's voice API: POST /call (form-encoded, `apiKey` header) answers
 * `{ entries: [{ phoneNumber, sessionId, status: 'Queued' }], errorMessage: 'None' }` as the real one does.
 */
export class FakeAfricasTalking {
  readonly calls: FakeCall[] = [];
  /** Next answers: 'ok', 'http500' or 'invalid' (status InvalidPhoneNumber). */
  failNext: Array<'http500' | 'invalid'> = [];
  private server!: Server;

  constructor(private readonly expected: { username: string; apiKey: string }) {}

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const body = new URLSearchParams(await read(req));
      if (req.method !== 'POST' || req.url !== '/call') {
        res.writeHead(404).end('not found');
        return;
      }
      if (req.headers.apikey !== this.expected.apiKey || body.get('username') !== this.expected.username) {
        res.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid');
        return;
      }
      const failure = this.failNext.shift();
      if (failure === 'http500') {
        res.writeHead(500).end('upstream error');
        return;
      }
      const to = body.get('to') ?? '';
      if (failure === 'invalid' || !/^\+\d{8,15}$/.test(to)) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ entries: [{ phoneNumber: to, status: 'InvalidPhoneNumber' }], errorMessage: 'None' }));
        return;
      }
      const sessionId = `ATVId_${randomBytes(16).toString('hex')}`;
      this.calls.push({
        username: body.get('username')!,
        from: body.get('from') ?? '',
        to,
        clientRequestId: body.get('clientRequestId') ?? undefined,
        apiKey: req.headers.apikey as string,
        sessionId,
      });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ entries: [{ phoneNumber: to, sessionId, status: 'Queued' }], errorMessage: 'None' }));
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
}

/** A request's whole body as text (the form Africa's Talking's APIs take). */
export function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
