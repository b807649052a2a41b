import { Inject, Injectable } from '@nestjs/common';
import { takeHit } from '../../common/throttler-storage.js';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { CONVERSATION_MESSAGES, MESSAGE_BODY_MAX, MESSAGE_PHOTOS_MAX } from '@oja/shared';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error.js';
import { type CheckedFile, readCheckedUploads } from '../../common/uploads.js';
import { ENV, Env } from '../../config/env.js';
import { PHOTO_RULES } from '../attachments/attachments.service.js';

const WINDOW_MS = 60_000;

/** The multipart field of a message's photos. */
export const MESSAGE_PHOTO_RULES = { ...PHOTO_RULES, field: 'photos' };

/** What a sender may post, checked: the trimmed text (may be empty when photos come) and the photos. */
export interface NewMessage {
  text: string;
  files: CheckedFile[];
}

/**
 * The body of POST …/messages, checked before anything is stored: JSON `{ body }`, or multipart with a `body` field
 * and up to three `photos`; the text within MESSAGE_BODY_MAX; the sender within MESSAGES_PER_MINUTE.
 */
@Injectable()
export class MessageInput {
  constructor(
    @InjectThrottlerStorage() private readonly limits: ThrottlerStorage,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async read(req: FastifyRequest, senderId: number): Promise<NewMessage> {
    let body: unknown;
    let files: CheckedFile[] = [];
    if (req.isMultipart?.()) {
      const parts = await readCheckedUploads(req, MESSAGE_PHOTO_RULES, { max: MESSAGE_PHOTOS_MAX, tooMany: CONVERSATION_MESSAGES.tooManyPhotos });
      body = parts.fields.body;
      files = parts.files;
    } else {
      body = (req.body as { body?: unknown } | null | undefined)?.body;
    }
    const text = checkBody(body, files.length > 0);
    await this.takeRate(senderId);
    return { text, files };
  }

  /** The sender's messages per minute (every accepted message counts). */
  private async takeRate(userId: number) {
    await takeHit(this.limits, 'message-send', `message-send:${userId}`, WINDOW_MS, this.env.MESSAGES_PER_MINUTE, (s) =>
      DomainError.tooMany('MESSAGE_RATE_LIMITED', CONVERSATION_MESSAGES.rateLimited(s), s),
    );
  }
}

/** The checked text of a message, or a 422 naming `body`. */
function checkBody(body: unknown, hasPhotos: boolean): string {
  if (body !== undefined && body !== null && typeof body !== 'string') throw DomainError.field('body', 'body must be text');
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text && !hasPhotos) throw DomainError.field('body', CONVERSATION_MESSAGES.bodyRequired);
  if ([...text].length > MESSAGE_BODY_MAX) throw DomainError.field('body', CONVERSATION_MESSAGES.bodyTooLong);
  return text;
}
