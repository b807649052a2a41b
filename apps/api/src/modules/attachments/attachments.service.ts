import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_PHOTO_MAX_BYTES, ATTACHMENT_PHOTOS_MAX, MESSAGES } from '@oja/shared';
import { DataSource, In } from 'typeorm';
import { ByteQuota, clientAddressKey } from '../../common/byte-quota.js';
import { DomainError } from '../../common/domain-error.js';
import { SignedLinks } from '../../common/signed-links.js';
import { limiterRedis, takeHit } from '../../common/throttler-storage.js';
import { reencodePhoto } from '../../common/photo-reencode.js';
import { type CheckedFile, readCheckedUpload, type UploadRules } from '../../common/uploads.js';
import type { EntityManager } from 'typeorm';
import { INFRA } from '../../config/config.module.js';
import { ENV, Env } from '../../config/env.js';
import type { Infra } from '../../bootstrap/infra.js';
import type { SubjectKind, SubjectRef } from '../../queue/jobs.js';
import { StorageService } from '../storage/storage.service.js';
import { AttachmentSubjects, roleIn, type PartyRole } from './attachment-subjects.js';
import { Attachment, type AttachmentPurpose } from './entities/attachment.entity.js';

/** Where attachment files live in storage: never under a folder that a public /uploads route serves. */
export const ATTACHMENT_FOLDER = 'attachments';
/** The path of an attachment's file; opened only with a signed link (`?expires=…&signature=…`). */
export const attachmentFilePath = (id: number) => `/api/attachments/${id}/file`;

/** Photos only (the rules and texts the SPA checks too): JPEG, PNG or WebP judged by the bytes, under 5 MB. */
export const PHOTO_RULES: UploadRules = {
  field: 'photo',
  maxBytes: ATTACHMENT_PHOTO_MAX_BYTES,
  types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
  messages: { missing: MESSAGES.noPhoto, tooLarge: MESSAGES.photoTooLarge, badType: MESSAGES.invalidPhoto },
};

/** Files one uploader may attach to one subject for one purpose. */
export const MAX_ATTACHMENTS_PER_UPLOADER = ATTACHMENT_PHOTOS_MAX;
/** Uploads one account may send per window (every attempt counts: the bytes are read either way). */
export const ATTACHMENT_UPLOADS_PER_WINDOW = 20;
export const ATTACHMENT_UPLOAD_WINDOW_MS = 10 * 60_000;
const HOUR = 3_600_000;

export const ATTACHMENT_LIMIT_REACHED = MESSAGES.tooManyPhotos;
export const ATTACHMENT_RATE_LIMITED = (minutes: number) =>
  `You have uploaded too many photos. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const ATTACHMENT_ADDRESS_QUOTA_EXCEEDED = (minutes: number) =>
  `Too many photos have been uploaded from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
const NOT_FOUND = 'Attachment not found';

/** An attachment as a party or an admin sees it: a signed link that opens the file for a few minutes. */
export interface AttachmentView {
  id: number;
  purpose: AttachmentPurpose;
  content_type: string;
  size: number;
  /** Which party attached it (null when the uploader is no longer one of them). */
  uploaded_by: PartyRole | null;
  created_at: Date;
  url: string;
  url_expires_at: Date;
}

/** Files put in storage whose rows the caller writes in its own transaction (`insertStored`), or gives back (`discardStored`). */
export interface StoredFiles {
  ip: string | undefined;
  files: { key: string; mime: string; size: number }[];
}

/** The signed links of attachments (one scope; key derived from JWT_SECRET). */
export const attachmentLinks = (env: Env) =>
  new SignedLinks(env.JWT_SECRET!, 'oja:attachment-links', env.ATTACHMENT_URL_TTL_SECONDS, env.PUBLIC_URL ?? env.APP_URL);

/**
 * Private files of escrowed subjects, keyed by subject and uploader: stored under a server-chosen key, listed only
 * to the subject's parties (their descriptors' parties, through AttachmentSubjects) and admins, each with a
 * short-lived signed link; the file route answers 404 to anything but a genuine, unexpired link.
 */
@Injectable()
export class AttachmentsService implements OnApplicationShutdown {
  private readonly logger = new Logger('Attachments');
  private readonly links: SignedLinks;
  private readonly perAddress: ByteQuota;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly subjects: AttachmentSubjects,
    @InjectThrottlerStorage() private readonly limits: ThrottlerStorage,
    @Inject(INFRA) infra: Infra,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.links = attachmentLinks(env);
    this.perAddress = new ByteQuota(infra.redisUrl ? limiterRedis(infra.redisUrl, `${env.REDIS_PREFIX}:quota:attachments:`) : null, HOUR);
  }

  /**
   * Stores one photo a party of `subject` attaches for `purpose`: JPEG/PNG/WebP judged by its bytes, under 5 MB,
   * rate-limited per account, its bytes counted per client address per hour, at most MAX_ATTACHMENTS_PER_UPLOADER
   * per uploader. The caller has already checked the subject's own rules (e.g. an open dispute).
   */
  async uploadPhoto(subject: SubjectRef, uploaderUserId: number, purpose: AttachmentPurpose, req: FastifyRequest): Promise<AttachmentView> {
    const role = await this.subjects.roleOf(this.dataSource.manager, subject, uploaderUserId);
    if (!role) throw DomainError.notFound('ATTACHMENT_SUBJECT_NOT_FOUND', 'Not found');
    await takeHit(this.limits, 'attachment-upload', `attachment-upload:${uploaderUserId}`, ATTACHMENT_UPLOAD_WINDOW_MS, ATTACHMENT_UPLOADS_PER_WINDOW, (s) =>
      DomainError.tooMany('ATTACHMENT_UPLOAD_RATE_LIMITED', ATTACHMENT_RATE_LIMITED(Math.ceil(s / 60)), s),
    );
    await this.takeForAddress(req.ip, 0);
    const where = { subjectKind: subject.kind, subjectId: subject.id, purpose, uploaderUserId };
    if ((await this.dataSource.manager.count(Attachment, { where })) >= MAX_ATTACHMENTS_PER_UPLOADER)
      throw DomainError.conflict('ATTACHMENT_LIMIT_REACHED', ATTACHMENT_LIMIT_REACHED);
    const file = await reencodePhoto(await readCheckedUpload(req, PHOTO_RULES), PHOTO_RULES.field, PHOTO_RULES.messages.badType);
    const size = file.buffer.length;
    await this.takeForAddress(req.ip, size);
    // The file first (no transaction open during a storage call), then the row in one short transaction.
    let key: string;
    try {
      key = await this.storage.put(ATTACHMENT_FOLDER, file.ext, file.buffer, file.mime);
    } catch (err) {
      await this.perAddress.giveBack(clientAddressKey(req.ip), size);
      throw err;
    }
    // A crash between the file and its row leaves an orphan: AttachmentFilesSweeper deletes it after an hour.
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        // One upload per uploader and subject at a time, so the cap holds exactly.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [`attachments:${subject.kind}:${purpose}:${subject.id}`, uploaderUserId]);
        if ((await manager.count(Attachment, { where })) >= MAX_ATTACHMENTS_PER_UPLOADER)
          throw DomainError.conflict('ATTACHMENT_LIMIT_REACHED', ATTACHMENT_LIMIT_REACHED);
        return manager.save(manager.create(Attachment, { ...where, storageKey: key, contentType: file.mime, sizeBytes: size }));
      });
      return this.view(row, role);
    } catch (err) {
      await this.storage.remove(key).catch((e) => this.logger.warn(`could not delete ${key}: ${(e as Error).message}`));
      await this.perAddress.giveBack(clientAddressKey(req.ip), size);
      throw err;
    }
  }

  /**
   * Puts checked photos in storage before their rows exist (no transaction is open during a storage call), their
   * bytes counted against the client address's hourly quota. The caller writes the rows with `insertStored` in its
   * transaction, or calls `discardStored` when that fails; a crash in between leaves orphans the sweeper deletes.
   */
  async storeFiles(checked: CheckedFile[], ip: string | undefined, field = 'photos'): Promise<StoredFiles> {
    const stored: StoredFiles = { ip, files: [] };
    if (!checked.length) return stored;
    const files: CheckedFile[] = [];
    for (const f of checked) files.push(await reencodePhoto(f, field, PHOTO_RULES.messages.badType));
    await this.takeForAddress(
      ip,
      files.reduce((n, f) => n + f.buffer.length, 0),
    );
    try {
      for (const f of files)
        stored.files.push({ key: await this.storage.put(ATTACHMENT_FOLDER, f.ext, f.buffer, f.mime), mime: f.mime, size: f.buffer.length });
    } catch (err) {
      await this.discardStored(
        stored,
        files.reduce((n, f) => n + f.buffer.length, 0),
      );
      throw err;
    }
    return stored;
  }

  /** The rows of stored files, in the caller's transaction: their ids, in the files' order. */
  async insertStored(manager: EntityManager, subject: SubjectRef, uploaderUserId: number, purpose: AttachmentPurpose, stored: StoredFiles): Promise<number[]> {
    if (!stored.files.length) return [];
    const rows = stored.files.map((f) => ({
      subjectKind: subject.kind,
      subjectId: subject.id,
      uploaderUserId,
      purpose,
      storageKey: f.key,
      contentType: f.mime,
      sizeBytes: f.size,
    }));
    const result = await manager.insert(Attachment, rows);
    return result.identifiers.map((i) => Number(i.id));
  }

  /** Deletes stored files whose rows were not written, and gives their bytes back to the address's quota. */
  async discardStored(stored: StoredFiles, bytes = stored.files.reduce((n, f) => n + f.size, 0)): Promise<void> {
    for (const f of stored.files) await this.storage.remove(f.key).catch((e) => this.logger.warn(`could not delete ${f.key}: ${(e as Error).message}`));
    await this.perAddress.giveBack(clientAddressKey(stored.ip), bytes);
  }

  /** Attachments by id with fresh links (for callers that have decided the viewer may see them), by id; `manager`: inside a transaction. */
  async viewsOf(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, AttachmentView>> {
    const out = new Map<number, AttachmentView>();
    if (!ids.length) return out;
    const rows = await manager.find(Attachment, { where: { id: In([...new Set(ids)]) } });
    const kinds = new Map<string, Attachment[]>();
    for (const r of rows) kinds.set(r.subjectKind, [...(kinds.get(r.subjectKind) ?? []), r]);
    for (const [kind, list] of kinds) {
      const parties = await this.subjects.partiesOf(
        manager,
        kind,
        list.map((r) => r.subjectId),
      );
      for (const r of list) out.set(r.id, this.view(r, roleIn(parties.get(r.subjectId), r.uploaderUserId)));
    }
    return out;
  }

  private async takeForAddress(ip: string | undefined, bytes: number) {
    const answer = await this.perAddress.take(clientAddressKey(ip), bytes, this.env.ATTACHMENT_UPLOAD_BYTES_PER_ADDRESS_HOUR);
    if (!answer.ok) {
      const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
      throw DomainError.tooMany('ATTACHMENT_UPLOAD_QUOTA_EXCEEDED', ATTACHMENT_ADDRESS_QUOTA_EXCEEDED(Math.ceil(seconds / 60)), seconds);
    }
  }

  /**
   * The attachments of many subjects of one kind (oldest first), by subject id, with fresh links. For callers that
   * have already decided the viewer may see these subjects (their party or an admin).
   */
  async forSubjects(kind: SubjectKind, ids: number[], purpose?: AttachmentPurpose): Promise<Map<number, AttachmentView[]>> {
    const out = new Map<number, AttachmentView[]>();
    if (!ids.length) return out;
    const rows = await this.dataSource.manager.find(Attachment, {
      where: { subjectKind: kind, subjectId: In([...new Set(ids)]), ...(purpose ? { purpose } : {}) },
      order: { id: 'ASC' },
    });
    if (!rows.length) return out;
    const parties = await this.subjects.partiesOf(
      this.dataSource.manager,
      kind,
      rows.map((r) => r.subjectId),
    );
    for (const r of rows) {
      const list = out.get(r.subjectId) ?? [];
      list.push(this.view(r, roleIn(parties.get(r.subjectId), r.uploaderUserId)));
      out.set(r.subjectId, list);
    }
    return out;
  }

  /** A subject's attachments for a party of it or an admin; 404 to anyone else, as for a subject that does not exist. */
  async listFor(viewer: { kind: 'admin' } | { kind: 'user'; userId: number }, subject: SubjectRef): Promise<AttachmentView[]> {
    if (viewer.kind !== 'admin' && !(await this.subjects.roleOf(this.dataSource.manager, subject, viewer.userId))) {
      throw DomainError.notFound('ATTACHMENT_SUBJECT_NOT_FOUND', 'Not found');
    }
    // Message photos are shown with their messages (modules/conversations), to whom may read the conversation.
    return (await this.forSubjects(subject.kind, [subject.id], 'dispute')).get(subject.id) ?? [];
  }

  /** The file behind a signed link; 404 for a link that is not genuine or has expired, as for a missing file. */
  async read(id: number, expires: unknown, signature: unknown) {
    if (!this.links.verify('attachment', id, expires, signature)) throw DomainError.notFound('ATTACHMENT_NOT_FOUND', NOT_FOUND);
    const row = await this.dataSource.manager.findOne(Attachment, { where: { id } });
    const body = row ? await this.storage.get(row.storageKey) : null;
    if (!row || !body) throw DomainError.notFound('ATTACHMENT_NOT_FOUND', NOT_FOUND);
    return { body, contentType: row.contentType, filename: `${row.purpose}-${row.id}.${PHOTO_RULES.types[row.contentType] ?? 'bin'}` };
  }

  private view(r: Attachment, uploadedBy: PartyRole | null): AttachmentView {
    const link = this.links.url('attachment', r.id, attachmentFilePath(r.id));
    return {
      id: r.id,
      purpose: r.purpose,
      content_type: r.contentType,
      size: r.sizeBytes,
      uploaded_by: uploadedBy,
      created_at: r.createdAt,
      url: link.url,
      url_expires_at: link.expiresAt,
    };
  }

  onApplicationShutdown() {
    this.perAddress.onApplicationShutdown();
  }
}
