import { HttpException, UnprocessableEntityException } from '@nestjs/common';
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

const invalid = (field: string, message: string) => new UnprocessableEntityException({ message, errors: { [field]: [message] } });

/**
 * Reads one multipart file and checks it: present, under the size limit, and of an allowed type judged by
 * its bytes (not its name or the client's content type).
 */
export async function readCheckedUpload(req: FastifyRequest, rules: UploadRules): Promise<CheckedUpload> {
  if (!req.isMultipart?.()) throw invalid(rules.field, rules.messages.missing);
  let file: (MultipartFile & { buffer?: Buffer }) | undefined;
  let buffer: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    await readParts();
  } catch (err) {
    // A cut-off or garbled body (busboy's "Unexpected end of multipart data", "Malformed part header", no boundary)
    // is the client's fault: 400, not 500. Our own refusals and Fastify's 4xx keep theirs.
    if (err instanceof HttpException || err instanceof DomainError || isClientError(err)) throw err;
    throw new DomainError('bad_request', 'MALFORMED_MULTIPART', 'The upload could not be read: the multipart body is malformed. Please choose the file again.');
  }
  if (!file || !buffer || buffer.length === 0) throw invalid(rules.field, rules.messages.missing);
  const kind = await fileTypeFromBuffer(buffer);
  if (!kind || !rules.types[kind.mime]) throw invalid(rules.field, rules.messages.badType);
  return { buffer, mime: kind.mime, ext: rules.types[kind.mime], filename: file.filename, fields };

  // Inside the try above; a nested function so the happy path reads top to bottom.
  async function readParts() {
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.field || file) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        file = part;
        try {
          buffer = await part.toBuffer();
        } catch {
          throw invalid(rules.field, rules.messages.tooLarge);
        }
        if (part.file.truncated) throw invalid(rules.field, rules.messages.tooLarge);
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
