import { HttpException } from '@nestjs/common';
import { DomainError } from './domain-error.js';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';

export interface UploadRules {
  field: string;
  maxBytes: number;
  /** Allowed kinds judged from the bytes, e.g. { 'image/png': 'png' }. */
  types: Record<string, string>;
  messages: { missing: string; tooLarge: string; badType: string };
}

export interface CheckedUpload {
  buffer: Buffer;
  mime: string;
  ext: string;
  filename: string;
  /** Other (text) fields of the form. */
  fields: Record<string, string>;
}

const invalid = (field: string, message: string) => DomainError.field(field, message);

/** One checked file of a multipart body. */
export type CheckedFile = Omit<CheckedUpload, 'fields'>;

/**
 * Reads one multipart file and checks it: present, under the size limit, and of an allowed type judged by
 * its bytes (not its name or the client's content type).
 */
export async function readCheckedUpload(req: FastifyRequest, rules: UploadRules): Promise<CheckedUpload> {
  const { files, fields } = await readCheckedUploads(req, rules, { max: 1 });
  if (!files.length) throw invalid(rules.field, rules.messages.missing);
  return { ...files[0], fields };
}

/**
 * Reads up to `max` files of the multipart field `rules.field` (none is fine: the caller decides) and the form's
 * text fields, each file checked as `readCheckedUpload` does. More than `max` files: `tooMany` is the 422 when
 * given, else the extra files are ignored.
 */
export async function readCheckedUploads(
  req: FastifyRequest,
  rules: UploadRules,
  opts: { max: number; tooMany?: string },
): Promise<{ files: CheckedFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart?.()) throw invalid(rules.field, rules.messages.missing);
  const read: { part: MultipartFile; buffer: Buffer }[] = [];
  let extra = false;
  const fields: Record<string, string> = {};
  try {
    await readParts();
  } catch (err) {
    if (opts.tooMany && (err as { code?: unknown })?.code === 'FST_FILES_LIMIT') throw invalid(rules.field, opts.tooMany);
    // A cut-off or garbled body (busboy's "Unexpected end of multipart data", "Malformed part header", no boundary)
    // is the client's fault: 400, not 500. Our own refusals and Fastify's 4xx keep theirs.
    if (err instanceof HttpException || err instanceof DomainError || isClientError(err)) throw err;
    throw new DomainError('bad_request', 'MALFORMED_MULTIPART', 'The upload could not be read: the multipart body is malformed. Please choose the file again.');
  }
  if (extra && opts.tooMany) throw invalid(rules.field, opts.tooMany);
  const files: CheckedFile[] = [];
  for (const { part, buffer } of read) {
    const kind = await fileTypeFromBuffer(buffer);
    if (!kind || !rules.types[kind.mime]) throw invalid(rules.field, rules.messages.badType);
    files.push({ buffer, mime: kind.mime, ext: rules.types[kind.mime], filename: part.filename });
  }
  return { files, fields };

  // Inside the try above; a nested function so the happy path reads top to bottom.
  async function readParts() {
    // One file more than allowed is read (and dropped) so that "too many" can be told apart from "enough".
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes, files: opts.max + (opts.tooMany ? 1 : 0), fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.field || read.length >= opts.max) {
          if (part.fieldname === rules.field) extra = true;
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        let buffer: Buffer;
        try {
          buffer = await part.toBuffer();
        } catch {
          throw invalid(rules.field, rules.messages.tooLarge);
        }
        if (part.file.truncated) throw invalid(rules.field, rules.messages.tooLarge);
        if (buffer.length) read.push({ part, buffer });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  }
}

const isClientError = (err: unknown) => {
  const status = (err as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};
