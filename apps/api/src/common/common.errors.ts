import type { ErrorTable } from './domain-error.js';

/** The error codes of platform code (request guards, uploads, passwords, the lifecycle engine) and the codes by status that domain errors reuse: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: {
    status: 422,
    message: "The given data was invalid, or the first field's message (`errors`: the messages per field)",
    when: 'request validation (DTOs); `DomainError.field` without a code of its own',
  },
  UNKNOWN_ACTION: { status: 400, message: "The machine's words for an event it does not know" },
  MALFORMED_MULTIPART: { status: 400, message: 'The upload could not be read: the multipart body is malformed. Please choose the file again.' },
  INVALID_CHARACTERS: {
    status: 400,
    message:
      'The field {name} contains a character that is not allowed (a NUL character or an unpaired UTF-16 surrogate) (also "The query value …", "The path parameter …"; `errors.{name}`)',
    when: 'JSON parser; `preValidation` hook',
  },
  JSON_TOO_DEEP: { status: 400, message: 'The request body is nested too deeply (at most 64 levels)' },
  JSON_TOO_LARGE: { status: 400, message: 'The request body has too many fields or items (at most 20000)' },
  RETURN_URL_INVALID: { status: 422, message: 'The {field} must be a full web address starting with http:// or https:// (`errors.{field}`)' },
  PASSWORD_TOO_COMMON: { status: 422, message: 'This password is too common and easy to guess. Please choose a different one. (`errors.password`)' },
  PASSWORD_CONTAINS_PERSONAL_INFO: {
    status: 422,
    message: 'The password must not contain your e-mail address. / The password must not contain your name. (`errors.password`)',
  },
  PASSWORD_INVALID: { status: 422, message: 'The password must be at least 8 characters. / The password cannot be made of spaces only. (`errors.password`)' },
  RETURN_URL_NOT_ALLOWED: {
    status: 422,
    message: 'The {field} must be on a site this API works with (its CORS_ORIGINS); {origin} is not one of them (`errors.{field}`)',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send JSON (Content-Type: application/json), or multipart/form-data for file uploads',
  },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database connection was interrupted. Please try again in a moment.' },
  DATABASE_BUSY: {
    status: 503,
    message: 'The service is busy. Please try again in a moment.',
    when: 'a lock wait past DB_LOCK_TIMEOUT_MS, a statement timeout, a deadlock or a serialization failure: nothing was changed',
  },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated. / Open the queue dashboard from the admin portal (Dashboard → Queues).',
    when: 'guards: no or a revoked token; queue board: no board session',
  },
  NOT_FOUND: { status: 404, message: 'Service provider not found / Service pricing not found', when: "also any route's unknown id" },
  CONFLICT: {
    status: 409,
    message: 'Please complete your service setup (service name, description and location) before adding pricings.',
    when: 'also database conflicts',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message:
      'The list of banks is not available right now. Please try again in a moment. / Bank account verification is not available right now. Please try again in a moment.',
    when: 'bank list, account lookup while the provider is down',
  },
} as const satisfies ErrorTable;
