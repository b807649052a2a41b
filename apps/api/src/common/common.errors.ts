import type { ErrorTable } from './domain-error.js';

/** The error codes of platform code (request guards, uploads, passwords, the lifecycle engine) and the codes by status that domain errors reuse: status, usual message and where (docs/api-error-codes.md is generated from this). */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: {
    status: 422,
    message: "The given data was invalid, or the first field's message (`errors`: the messages per field)",
    where: 'request validation (DTOs), `DomainError.field` without a code of its own',
  },
  UNKNOWN_ACTION: { status: 400, message: "The machine's words for an event it does not know", where: '`common/lifecycle-engine.ts`' },
  MALFORMED_MULTIPART: {
    status: 400,
    message: 'The upload could not be read: the multipart body is malformed. Please choose the file again.',
    where: '`common/uploads.ts`',
  },
  INVALID_CHARACTERS: {
    status: 400,
    message:
      'The field {name} contains a character that is not allowed (a NUL character or an unpaired UTF-16 surrogate) (also "The query value …", "The path parameter …"; `errors.{name}`)',
    where: 'JSON parser, `preValidation` hook',
  },
  JSON_TOO_DEEP: { status: 400, message: 'The request body is nested too deeply (at most 64 levels)', where: 'JSON parser' },
  JSON_TOO_LARGE: { status: 400, message: 'The request body has too many fields or items (at most 20000)', where: 'JSON parser' },
  RETURN_URL_INVALID: {
    status: 422,
    message: 'The {field} must be a full web address starting with http:// or https:// (`errors.{field}`)',
    where: '`common/return-url.ts` (checkout return addresses)',
  },
  PASSWORD_TOO_COMMON: {
    status: 422,
    message: 'This password is too common and easy to guess. Please choose a different one. (`errors.password`)',
    where: '`common/passwords.ts` (register, reset, change)',
  },
  PASSWORD_CONTAINS_PERSONAL_INFO: {
    status: 422,
    message: 'The password must not contain your e-mail address. / The password must not contain your name. (`errors.password`)',
    where: '`common/passwords.ts` (register, reset, change)',
  },
  PASSWORD_INVALID: {
    status: 422,
    message: 'The password must be at least 8 characters. / The password cannot be made of spaces only. (`errors.password`)',
    where: '`common/passwords.ts` (register, reset, change)',
  },
  RETURN_URL_NOT_ALLOWED: {
    status: 422,
    message: 'The {field} must be on a site this API works with (its CORS_ORIGINS); {origin} is not one of them (`errors.{field}`)',
    where: '`common/return-url.ts` (checkout return addresses)',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send JSON (Content-Type: application/json), or multipart/form-data for file uploads',
    where: 'error filter',
  },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database connection was interrupted. Please try again in a moment.', where: 'error filter' },
  UNAUTHENTICATED: {
    status: 401,
    message: 'Unauthenticated. / Open the queue dashboard from the admin portal (Dashboard → Queues).',
    where: 'guards (no or a revoked token), `queue-board.service.ts` (no board session)',
  },
  NOT_FOUND: {
    status: 404,
    message: 'Service provider not found / Service pricing not found',
    where: "`service-vendors.service.ts`, `service-pricings.service.ts`; also any route's unknown id",
  },
  CONFLICT: {
    status: 409,
    message: 'Please complete your service setup (service name, description and location) before adding pricings.',
    where: '`service-pricings.service.ts`; also database conflicts',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message:
      'The list of banks is not available right now. Please try again in a moment. / Bank account verification is not available right now. Please try again in a moment.',
    where: '`wallet.service.ts` (bank list, account lookup while the provider is down)',
  },
} as const satisfies ErrorTable;
