import { UnprocessableEntityException } from '@nestjs/common';
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
  if (!file || !buffer || buffer.length === 0) throw invalid(rules.field, rules.messages.missing);
  const kind = await fileTypeFromBuffer(buffer);
  if (!kind || !rules.types[kind.mime]) throw invalid(rules.field, rules.messages.badType);
  return { buffer, mime: kind.mime, ext: rules.types[kind.mime], filename: file.filename, fields };
}
