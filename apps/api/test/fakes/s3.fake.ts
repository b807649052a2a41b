import { createHash } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible store (path-style PUT/GET/DELETE of objects). It checks what a real
 * store checks first: a SigV4 Authorization header for the right key and region, and that
 * x-amz-content-sha256 matches the body.
 */
export class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  readonly requests: Array<{ method: string; path: string; authorization: string }> = [];
  private server!: Server;

  constructor(private readonly expected: { accessKeyId: string; region: string; bucket: string }) {}

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const body = await read(req);
      const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      const auth = String(req.headers.authorization ?? '');
      this.requests.push({ method: req.method!, path, authorization: auth });
      const cred = new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${this.expected.accessKeyId}/\\d{8}/${this.expected.region}/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`,
      );
      if (!cred.test(auth) || !req.headers['x-amz-date']) return xmlError(res, 403, 'AccessDenied');
      if (req.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) return xmlError(res, 400, 'XAmzContentSHA256Mismatch');
      const prefix = `/${this.expected.bucket}/`;
      if (!path.startsWith(prefix)) return xmlError(res, 404, 'NoSuchBucket');
      const key = path.slice(prefix.length);
      if (req.method === 'PUT') {
        this.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const o = this.objects.get(key);
        if (!o) return xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': o.contentType }).end(o.body);
      } else if (req.method === 'DELETE') {
        this.objects.delete(key);
        res.writeHead(204).end();
      } else xmlError(res, 405, 'MethodNotAllowed');
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
}

function xmlError(res: import('node:http').ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
