import sharp from 'sharp';
import { DomainError } from './domain-error.js';
import type { CheckedFile } from './uploads.js';

/** Photos people send each other (messages, dispute evidence) are kept at most this wide. */
const MAX_WIDTH = 1600;
/** A decompression bomb is refused before it is decoded (as listing photos: modules/photos). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes a checked photo to WebP, no wider than 1600 px, its orientation applied and every metadata block (EXIF,
 * GPS, XMP) dropped: a photo of a gate taken on a phone does not carry the home's coordinates to the other party. A
 * file that passed the type check by its first bytes but cannot be decoded is `badType` (422 on `field`).
 */
export async function reencodePhoto(file: CheckedFile, field: string, badType: string): Promise<CheckedFile> {
  try {
    const buffer = await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { ...file, buffer, mime: 'image/webp', ext: 'webp' };
  } catch {
    throw DomainError.field(field, badType);
  }
}
