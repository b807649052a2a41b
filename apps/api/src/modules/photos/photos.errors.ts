import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/photos: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const PHOTOS_ERRORS = {
  PHOTO_FORMAT_UNSUPPORTED: { status: 422, message: 'HEIC photos cannot be read yet. Please upload the photo as JPEG, PNG or WebP. (`errors.photo`)' },
  PHOTO_UNREADABLE: { status: 422, message: 'This photo could not be read. Please upload a JPEG, PNG or WebP photo. (`errors.photo`)' },
  PHOTO_NOT_FOUND: {
    status: 422,
    message: 'One of the photos was not found. Please upload it again. (`errors.{field}`)',
    when: 'a listing or profile naming a photo key not uploaded',
  },
} as const satisfies ErrorTable;
