import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePush {
  path: string;
  authorization: string | undefined;
  ttl: string | undefined;
  urgency: string | undefined;
  contentEncoding: string | undefined;
  body: Buffer;
}

/**
 * A local stand-in for a browser's push service: records each POST (VAPID `Authorization`, `TTL`, `Urgency`,
 * the encrypted body) and answers 201, or what `statusFor` says for a path (410: the subscription is gone).
 */
export class FakePushService {
  readonly received: FakePush[] = [];
  readonly statusFor = new Map<string, number>();
  /** The browser side of each made-up subscription (its private key and auth secret), by path, to read what was sent. */
  private readonly browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  private server!: Server;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer(async (req, res) => {
      const body = await read(req);
      const path = req.url ?? '';
      this.received.push({
        path,
        authorization: req.headers.authorization,
        ttl: req.headers.ttl as string,
        urgency: req.headers.urgency as string,
        contentEncoding: req.headers['content-encoding'],
        body,
      });
      res.writeHead(this.statusFor.get(path) ?? 201).end();
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A made-up browser subscription on this service: a real P-256 key pair and a 16-byte auth secret, so web-push can encrypt. */
  subscription(name = randomBytes(6).toString('hex')) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.browsers.set(`/push/${name}`, { ecdh, auth });
    return {
      endpoint: `${this.baseUrl}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** Decrypts a message as the browser would (RFC 8291 aes128gcm, one record): the JSON the service worker gets. */
  decrypt(msg: FakePush): unknown {
    const browser = this.browsers.get(msg.path);
    if (!browser) throw new Error(`no subscription made for ${msg.path}`);
    const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
    const salt = msg.body.subarray(0, 16);
    const idLen = msg.body[20]!;
    const senderPublic = msg.body.subarray(21, 21 + idLen);
    const cipher = msg.body.subarray(21 + idLen);
    const secret = browser.ecdh.computeSecret(senderPublic);
    const prkKey = hmac(browser.auth, secret);
    const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublic, Buffer.from([1])]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipher.subarray(cipher.length - 16));
    const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end > 0 && plain[end] === 0) end--;
    return JSON.parse(plain.subarray(0, end).toString('utf8'));
  }

  to(endpoint: string) {
    const path = new URL(endpoint).pathname;
    return this.received.filter((r) => r.path === path);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
}

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
