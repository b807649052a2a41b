import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile, unlink } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { ENV, Env } from '../../config/env.js';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/** Where uploads live. Keys are server-chosen (`<folder>/<uuid>.<ext>`); clients never pick names. */
export abstract class StorageService {
  abstract put(folder: string, ext: string, body: Buffer, contentType: string): Promise<string>;
  abstract get(key: string): Promise<Buffer | null>;
  abstract remove(key: string): Promise<void>;
  /** Every stored object under `folder/` with its last change, for clean-up jobs. */
  abstract list(folder: string): AsyncIterable<StoredObject>;
  protected newKey(folder: string, ext: string) {
    return `${folder}/${randomUUID()}.${ext}`;
  }
}

/** Local disk under DATA_DIR/uploads (the default). */
@Injectable()
export class LocalStorageService extends StorageService {
  readonly root: string;

  constructor(@Inject(ENV) env: Env) {
    super();
    this.root = resolve(process.cwd(), env.DATA_DIR, 'uploads');
  }

  private path(key: string) {
    const p = resolve(this.root, key);
    if (!p.startsWith(this.root + sep)) throw new Error('Invalid storage key');
    return p;
  }

  async put(folder: string, ext: string, body: Buffer): Promise<string> {
    const key = this.newKey(folder, ext);
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, body);
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(this.path(key)).catch(() => undefined);
  }

  async *list(folder: string): AsyncIterable<StoredObject> {
    if (!/^[a-z0-9-]+$/.test(folder)) throw new Error('Invalid storage folder');
    const dir = resolve(this.root, folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const info = await stat(resolve(dir, name)).catch(() => null);
      if (info?.isFile()) yield { key: `${folder}/${name}`, modifiedAt: info.mtime };
    }
  }
}
