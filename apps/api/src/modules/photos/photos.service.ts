import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { EntityManager, In, Repository } from 'typeorm';
import sharp from 'sharp';
import { ENV, Env } from '../../config/env.js';
import type { SeedStorage } from '../../database/seed/seeders.js';
import { readCheckedUpload } from '../../common/uploads.js';
import { DomainError } from '../../common/domain-error.js';
import { StorageService } from '../storage/storage.service.js';
import { Photo } from './entities/photo.entity.js';
import { type PhotoVariant, type StoredImage, uploadUrl } from './photo-image.js';

export const PHOTO_FOLDER = 'listing-photos';
export const PHOTO_WIDTHS = [480, 960, 1280] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: at most 50 megapixels decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export const PHOTO_RULES = {
  field: 'photo',
  maxBytes: PHOTO_MAX_BYTES,
  types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic', 'image/heif': 'heic' } as Record<string, string>,
  messages: {
    missing: 'Please select a photo to upload',
    tooLarge: 'Photo size should be less than 10MB',
    badType: 'Please upload a JPEG, PNG, WebP or HEIC photo',
  },
};
export const HEIC_UNSUPPORTED = 'HEIC photos cannot be read yet. Please upload the photo as JPEG, PNG or WebP.';

export interface ProcessedPhoto {
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; body: Buffer }>;
}

/**
 * Re-encodes an image to WebP in widths 480/960/1280 (never upscaled; a smaller original gives one
 * variant at its own width). Orientation is applied, then every metadata block (EXIF, GPS, XMP) is
 * dropped: sharp writes none unless asked to.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const originalWidth = (swap ? meta.height : meta.width) ?? 0;
  if (!originalWidth) throw new Error('unreadable image');
  const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, originalWidth)))];
  const variants: ProcessedPhoto['variants'] = [];
  for (const width of widths) {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, body: data });
  }
  const largest = variants[variants.length - 1]!;
  return { width: largest.width, height: largest.height, variants };
}

/** A photo row as the demo seed reads it back. */
export interface SeededPhoto {
  id: string;
  mainKey: string;
  variants: PhotoVariant[];
  width: number;
  height: number;
}

/**
 * A generated picture of `vendorId`, re-encoded like an upload: its variants stored through `storage`, its row
 * written in `manager`'s transaction (the demo seed's listing photos).
 */
export async function seedPhoto(manager: EntityManager, storage: SeedStorage, vendorId: number, picture: Buffer): Promise<SeededPhoto> {
  const processed = await processPhoto(picture);
  return manager.save(manager.create(Photo, await storePhotoVariants(storage, vendorId, processed)));
}

/** Stores `processed`'s variants through `storage` and gives the fields of its photo row (the largest variant is the main one). */
async function storePhotoVariants(storage: SeedStorage, vendorId: number, processed: ProcessedPhoto) {
  const variants: PhotoVariant[] = [];
  for (const v of processed.variants) variants.push({ width: v.width, height: v.height, key: await storage.put(PHOTO_FOLDER, 'webp', v.body, 'image/webp') });
  return {
    id: randomUUID(),
    vendorId,
    mainKey: variants[variants.length - 1]!.key,
    variants,
    width: processed.width,
    height: processed.height,
  };
}

const OUR_PHOTO_PATH = new RegExp(`^/uploads/(${PHOTO_FOLDER}/[0-9a-f-]{36}\\.webp)$`);

const NOT_HTTPS = 'Each image must be an https web address or a photo uploaded here';

/**
 * Vendor photos (apartment listings, service vendor profiles): upload, serve (public), and resolve image
 * URLs a vendor sends to our stored photos.
 */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger('Photos');

  constructor(
    @InjectRepository(Photo) private readonly photos: Repository<Photo>,
    private readonly storage: StorageService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Checks, re-encodes and stores one uploaded photo of `vendorId`. */
  async upload(vendorId: number, req: FastifyRequest) {
    const file = await readCheckedUpload(req, PHOTO_RULES);
    return this.store(vendorId, file.buffer, file.mime);
  }

  /** Re-encodes and stores image bytes (also used by the demo seeder). */
  async store(vendorId: number, buffer: Buffer, mime = 'image/unknown') {
    let processed: ProcessedPhoto;
    try {
      processed = await processPhoto(buffer);
    } catch (err) {
      if (mime === 'image/heic' || mime === 'image/heif') {
        throw new DomainError('invalid', 'PHOTO_FORMAT_UNSUPPORTED', HEIC_UNSUPPORTED, { photo: [HEIC_UNSUPPORTED] });
      }
      this.logger.warn(`photo not decodable: ${(err as Error).message}`);
      const msg = 'This photo could not be read. Please upload a JPEG, PNG or WebP photo.';
      throw new DomainError('invalid', 'PHOTO_UNREADABLE', msg, { photo: [msg] });
    }
    // Storage calls happen before (and outside) the row's transaction.
    const photo = await this.photos.save(this.photos.create(await storePhotoVariants(this.storage, vendorId, processed)));
    return this.present(photo);
  }

  present(photo: Photo) {
    const base = this.env.PUBLIC_URL!;
    return {
      id: photo.id,
      url: uploadUrl(base, photo.mainKey),
      srcset: photo.variants.map((v) => `${uploadUrl(base, v.key)} ${v.width}w`).join(', '),
      width: photo.width,
      height: photo.height,
    };
  }

  /** The storage key of one of our photo URLs (absolute on PUBLIC_URL or APP_URL, or a bare /uploads path), else null. */
  ourKey(url: string): string | null {
    let path: string;
    try {
      const u = new URL(url, this.env.PUBLIC_URL!);
      if (u.origin !== new URL(this.env.PUBLIC_URL!).origin && u.origin !== new URL(this.env.APP_URL).origin) return null;
      path = u.pathname;
    } catch {
      return null;
    }
    return OUR_PHOTO_PATH.exec(path)?.[1] ?? null;
  }

  /**
   * Images from the URLs a vendor sent (errors under `field`): our photos become their stored variants
   * (srcset rebuilt at read time); an outside https URL is kept as given. Other schemes, URLs with
   * credentials and unknown photo URLs of ours are refused.
   */
  async resolveImages(urls: string[], field = 'images'): Promise<StoredImage[]> {
    for (const url of urls) {
      if (this.ourKey(url)) continue;
      let ok = false;
      try {
        const u = new URL(url);
        ok = u.protocol === 'https:' && !!u.hostname && !u.username && !u.password;
      } catch {
        ok = false;
      }
      if (!ok) throw DomainError.field(field, NOT_HTTPS);
    }
    const keys = urls.map((u) => this.ourKey(u));
    const wanted = keys.filter((k): k is string => !!k);
    const found = wanted.length ? await this.photos.find({ where: { mainKey: In(wanted) } }) : [];
    const byKey = new Map(found.map((p) => [p.mainKey, p]));
    return urls.map((url, i) => {
      const key = keys[i];
      if (!key) return { url };
      const photo = byKey.get(key);
      if (!photo) {
        const msg = 'One of the photos was not found. Please upload it again.';
        throw new DomainError('invalid', 'PHOTO_NOT_FOUND', msg, { [field]: [msg] });
      }
      return {
        url: uploadUrl(this.env.PUBLIC_URL!, photo.mainKey),
        photo_id: photo.id,
        storage_key: photo.mainKey,
        variants: photo.variants,
        width: photo.width,
        height: photo.height,
      };
    });
  }

  /** Bytes of a public photo variant (`<uuid>.webp`), or null. */
  async read(name: string): Promise<Buffer | null> {
    if (!/^[0-9a-f-]{36}\.webp$/.test(name)) return null;
    return this.storage.get(`${PHOTO_FOLDER}/${name}`);
  }
}
