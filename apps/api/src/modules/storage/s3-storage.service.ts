import { Inject, Injectable } from '@nestjs/common';
import { ENV, Env } from '../../config/env.js';
import { encodeS3Path, S3Credentials, sha256Hex, signS3Request } from './s3-signer.js';
import { StorageService, type StoredObject } from './storage.service.js';

/** Any S3-compatible object store (AWS S3, MinIO, R2, Spaces…), signed with SigV4; STORAGE_DRIVER=s3. */
@Injectable()
export class S3StorageService extends StorageService {
  private readonly creds: S3Credentials;
  private readonly endpoint: URL;
  private readonly bucket: string;
  private readonly pathStyle: boolean;

  constructor(@Inject(ENV) env: Env) {
    super();
    this.creds = { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY!, region: env.S3_REGION };
    this.endpoint = new URL(env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`);
    this.bucket = env.S3_BUCKET!;
    this.pathStyle = env.S3_FORCE_PATH_STYLE;
  }

  private objectUrl(key: string): URL {
    if (!/^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(key)) throw new Error('Invalid storage key');
    const url = new URL(this.endpoint.toString());
    const base = url.pathname.replace(/\/$/, '');
    if (this.pathStyle) {
      url.pathname = `${base}/${encodeS3Path(this.bucket)}/${encodeS3Path(key)}`;
    } else {
      url.hostname = `${this.bucket}.${url.hostname}`;
      url.pathname = `${base}/${encodeS3Path(key)}`;
    }
    return url;
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const url = this.objectUrl(key);
    const headers = signS3Request({ method, url, headers: contentType ? { 'content-type': contentType } : {}, payloadHash: sha256Hex(body ?? '') }, this.creds);
    delete headers.host; // fetch sets it
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(20_000) });
  }

  async put(folder: string, ext: string, body: Buffer, contentType: string): Promise<string> {
    const key = this.newKey(folder, ext);
    const res = await this.send('PUT', key, body, contentType);
    if (!res.ok) throw new Error(`S3 PUT failed: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET failed: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  /** ListObjectsV2 under `folder/`, page by page. */
  async *list(folder: string): AsyncIterable<StoredObject> {
    if (!/^[a-z0-9-]+$/.test(folder)) throw new Error('Invalid storage folder');
    let token: string | null = null;
    do {
      const url = new URL(this.endpoint.toString());
      const base = url.pathname.replace(/\/$/, '');
      if (this.pathStyle) url.pathname = `${base}/${encodeS3Path(this.bucket)}`;
      else {
        url.hostname = `${this.bucket}.${url.hostname}`;
        url.pathname = `${base}/`;
      }
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', `${folder}/`);
      if (token) url.searchParams.set('continuation-token', token);
      const headers = signS3Request({ method: 'GET', url, payloadHash: sha256Hex('') }, this.creds);
      delete headers.host;
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
      if (!res.ok) throw new Error(`S3 LIST failed: HTTP ${res.status}`);
      const xml = await res.text();
      for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([^<]*)<\/Key>/.exec(body)?.[1];
        const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(body)?.[1];
        if (key) yield { key: xmlText(key), modifiedAt: new Date(modified ?? 0) };
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? null) : null;
      if (token) token = xmlText(token);
    } while (token);
  }

  async remove(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE failed: HTTP ${res.status}`);
  }
}

const xmlText = (s: string) => s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
