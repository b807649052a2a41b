import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { hashPassword } from '../../common/passwords.js';
import { type DataOwner, type OwnedFile, PersonalDataRegistry } from '../../common/personal-data.js';
import { SignedLinks } from '../../common/signed-links.js';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { StorageService } from '../storage/storage.service.js';
import { AccountRecords, type AccountRecord } from '../users/account-records.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { DataExport } from './entities/data-export.entity.js';

export const EXPORT_FOLDER = 'exports';
export const WRONG_PASSWORD = 'Your password is incorrect.';
export const ERASURE_SCHEDULED = 'Your account will be erased in 24 hours. You can cancel until then.';
export const ERASURE_CANCELLED = 'Account erasure cancelled.';
export const NO_PENDING_ERASURE = 'There is no pending erasure to cancel.';
export const ERASURE_BLOCKED = 'Your account cannot be erased yet: settle what is still open first.';
export const EXPORT_NOT_FOUND = 'Data export not found';
const SETTINGS_LINK = '/settings';

/** The ZIP's readme: what each file is. */
const README = `Your Oja data (Nigeria Data Protection Act 2023).

data.json   everything Oja holds about you, by part: your profile, your vendor profile, every order, booking
            and request you are a party to, payments, reviews you wrote, disputes, notifications and files.
files/      your own uploads: profile picture, photos, KYC documents, dispute photos.

What Oja keeps and for how long: see the Privacy Policy (docs/privacy.md).
`;

export const exportLinks = (env: Env) =>
  new SignedLinks(env.JWT_SECRET!, 'oja:data-export-links', env.DATA_EXPORT_LINK_TTL_SECONDS, env.PUBLIC_URL ?? env.APP_URL);

/** A data export as the owner sees it. */
export interface ExportView {
  id: number;
  status: DataExport['status'];
  created_at: Date;
  ready_at: Date | null;
  /** Present when ready: works without the bearer token, for DATA_EXPORT_LINK_TTL_SECONDS. */
  download_url?: string;
  download_expires_at?: Date;
}

/**
 * A user's data rights (NDPA 2023; docs/privacy.md): "Download my data" — a ZIP of every module's part
 * (common/personal-data.ts) built by a worker and offered through a short-lived signed link — and "Delete my
 * account" — erasure after the deactivation delay, re-asking the password, refused while money or a dispute is
 * open. It reads the parts only: a module joins by declaring its own `@PersonalData()` part.
 */
@Injectable()
export class DataRightsService {
  private readonly logger = new Logger('DataRights');
  private readonly links: SignedLinks;

  constructor(
    private readonly dataSource: DataSource,
    private readonly parts: PersonalDataRegistry,
    private readonly storage: StorageService,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
    private readonly records: AccountRecords,
    private readonly vendors: VendorsService,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.links = exportLinks(env);
  }

  private async ownerOf(manager: EntityManager, userId: number): Promise<DataOwner> {
    return { userId, vendorId: await this.vendors.idOfUser(userId, manager) };
  }

  private view(e: DataExport): ExportView {
    const out: ExportView = { id: e.id, status: e.status, created_at: e.createdAt, ready_at: e.readyAt };
    if (e.status === 'ready') {
      const link = this.links.url('export', e.id, `/api/data-exports/${e.id}/file`);
      out.download_url = link.url;
      out.download_expires_at = link.expiresAt;
    }
    return out;
  }

  /** POST /api/me/data-export: a new export, built by a worker (one at a time: a pending one is answered again). */
  async requestExport(userId: number): Promise<{ message: string; data: ExportView }> {
    const row = await this.dataSource.transaction(async (manager) => {
      // One request at a time per user, so two clicks make one export.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['data-export', userId]);
      const pending = await manager.findOne(DataExport, { where: { userId, status: 'pending' } });
      if (pending) return pending;
      const created = await manager.save(manager.create(DataExport, { userId, status: 'pending', storageKey: null, sizeBytes: null, readyAt: null }));
      await this.outbox.add(manager, 'account.export', { exportId: created.id });
      return created;
    });
    return { message: 'We are preparing your data. We will notify you when it is ready to download.', data: this.view(row) };
  }

  /** GET /api/me/data-exports/{id}: the owner's export (anyone else's is "not found"), with a fresh link when ready. */
  async exportStatus(userId: number, id: number): Promise<{ data: ExportView }> {
    const row = await this.dataSource.getRepository(DataExport).findOneBy({ id, userId });
    if (!row) throw DomainError.notFound('DATA_EXPORT_NOT_FOUND', EXPORT_NOT_FOUND);
    return { data: this.view(row) };
  }

  /** GET /api/me/data-exports: the user's exports, newest first. */
  async listExports(userId: number): Promise<{ data: ExportView[] }> {
    const rows = await this.dataSource.getRepository(DataExport).find({ where: { userId }, order: { id: 'DESC' }, take: 10 });
    return { data: rows.map((r) => this.view(r)) };
  }

  /** The ZIP through a genuine, unexpired link; 404 otherwise (never a hint that it exists). */
  async readFile(id: number, expires: unknown, signature: unknown): Promise<{ body: Buffer; filename: string }> {
    const missing = DomainError.notFound('DATA_EXPORT_NOT_FOUND', EXPORT_NOT_FOUND);
    if (!this.links.verify('export', id, expires, signature)) throw missing;
    const row = await this.dataSource.getRepository(DataExport).findOneBy({ id });
    if (row?.status !== 'ready' || !row.storageKey) throw missing;
    const body = await this.storage.get(row.storageKey);
    if (!body) throw missing;
    return { body, filename: `oja-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
  }

  /**
   * The worker's job: every part's data read in one consistent snapshot (a short read-only transaction), then —
   * with no transaction open — the owner's files fetched from storage, zipped and stored, then the row marked ready
   * and the owner told, in one short transaction. Run twice, it finds the export no longer pending.
   */
  async build(exportId: number): Promise<void> {
    const row = await this.dataSource.getRepository(DataExport).findOneBy({ id: exportId });
    if (row?.status !== 'pending') return;
    const { data, files } = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const owner = await this.ownerOf(manager, row.userId);
      const out: Record<string, unknown> = { exported_at: new Date().toISOString(), user_id: owner.userId };
      const owned: OwnedFile[] = [];
      for (const part of this.parts.all()) {
        const got = await part.export(manager, owner);
        out[part.section] = got.data;
        owned.push(...(got.files ?? []));
      }
      return { data: out, files: owned };
    });
    const zip: Zippable = { 'README.txt': strToU8(README), 'data.json': strToU8(JSON.stringify(data, null, 2)) };
    const names = new Set<string>();
    for (const f of files) {
      const body = await this.storage.get(f.key);
      if (!body) continue;
      let name = `files/${f.name.replace(/[^\w.-]+/g, '_')}`;
      while (names.has(name)) name = name.replace(/(\.\w+)?$/, '_1$1');
      names.add(name);
      zip[name] = new Uint8Array(body);
    }
    const bytes = Buffer.from(zipSync(zip, { level: 6 }));
    const key = await this.storage.put(EXPORT_FOLDER, 'zip', bytes, 'application/zip');
    // A crash before this commits leaves an orphan file: ExportFilesSweeper deletes it after an hour.
    await this.dataSource.transaction(async (manager) => {
      const done = await manager.update(
        DataExport,
        { id: exportId, status: 'pending' },
        { status: 'ready', storageKey: key, sizeBytes: bytes.length, readyAt: new Date() },
      );
      if (!done.affected) return;
      const user = await this.records.read(manager, row.userId);
      await this.notifications.notify(manager, {
        userId: row.userId,
        email: user.email,
        title: 'Your data is ready to download',
        body: 'The copy of your Oja data you asked for is ready. Download it from Settings within 24 hours.',
        link: SETTINGS_LINK,
        kind: null,
      });
    });
  }

  /** Exports older than DATA_EXPORT_RETENTION_MS lose their file (the row stays, as expired); returns how many. */
  async expireExports(now = Date.now()): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(DataExport)
      .find({ where: { status: In(['ready', 'pending', 'failed']), createdAt: LessThan(new Date(now - this.env.DATA_EXPORT_RETENTION_MS)) } });
    if (!rows.length) return [];
    await this.dataSource.getRepository(DataExport).update({ id: In(rows.map((r) => r.id)) }, { status: 'expired', storageKey: null });
    return rows.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
  }

  /** What still blocks the owner's erasure, from every part (money held or owed, an open dispute). */
  async openItems(manager: EntityManager, owner: DataOwner): Promise<string[]> {
    const items: string[] = [];
    for (const part of this.parts.all()) if (part.open) items.push(...(await part.open(manager, owner)));
    return items;
  }

  private presentErasure(user: Pick<AccountRecord, 'erasureRequestedAt'>) {
    const at = user.erasureRequestedAt;
    return { erasure_requested_at: at, erases_at: at ? new Date(at.getTime() + this.env.ACCOUNT_DEACTIVATION_DELAY_MS) : null };
  }

  /** GET /api/me/erasure: the pending request, and what would block it now. */
  async erasureStatus(userId: number) {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const user = await this.records.read(manager, userId);
      return { data: { ...this.presentErasure(user), open: await this.openItems(manager, await this.ownerOf(manager, userId)) } };
    });
  }

  /**
   * POST /api/me/erasure {password}: after the deactivation delay the account is erased, unless cancelled. The
   * password is asked again; anything still open (money held or owed, a dispute) refuses it with the list. It also
   * schedules the deactivation, so sign-in stops at the same moment.
   */
  async requestErasure(userId: number, password: string) {
    if (!(await this.records.passwordMatches(userId, password))) throw DomainError.field('password', WRONG_PASSWORD, 'PASSWORD_INCORRECT');
    const requestedAt = await this.dataSource.transaction(async (manager) => {
      const locked = await this.records.lock(manager, userId);
      if (!locked) throw DomainError.notFound('USER_NOT_FOUND', 'Account not found');
      const open = await this.openItems(manager, await this.ownerOf(manager, userId));
      if (open.length) throw new DomainError('conflict', 'ERASURE_BLOCKED', ERASURE_BLOCKED, { open });
      if (locked.erasureRequestedAt) return locked.erasureRequestedAt;
      const now = new Date();
      await this.records.requestErasure(manager, userId, now);
      const delayMs = this.env.ACCOUNT_DEACTIVATION_DELAY_MS;
      if (!locked.deactivationRequestedAt) await this.outbox.add(manager, 'account.deactivate', { userId }, { delayMs });
      await this.outbox.add(manager, 'account.erase', { userId }, { delayMs });
      return now;
    });
    return { message: ERASURE_SCHEDULED, data: this.presentErasure({ erasureRequestedAt: requestedAt }) };
  }

  /** DELETE /api/me/erasure: cancels the erasure and the deactivation it scheduled (as cancelling a deactivation does). */
  async cancelErasure(userId: number) {
    if (!(await this.records.cancelErasure(userId))) throw DomainError.conflict('NO_PENDING_ERASURE', NO_PENDING_ERASURE);
    return { message: ERASURE_CANCELLED, data: this.presentErasure({ erasureRequestedAt: null }) };
  }

  /**
   * The scheduled job: erases when the request still stands, is due and nothing is open (else tries again after one
   * more delay and tells the user what is open). Every part deletes or anonymises its rows, the user's personal
   * fields are anonymised (e-mail and phone freed, sessions ended), all in one transaction; the files go after.
   */
  async eraseIfDue(userId: number): Promise<'erased' | 'not_due' | 'blocked'> {
    // A password nobody knows, hashed before the row is locked.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const keys = await this.dataSource.transaction(async (manager) => {
      const user = await this.records.lock(manager, userId);
      if (!user?.erasureRequestedAt || user.erasedAt) return null;
      if (user.erasureRequestedAt.getTime() + this.env.ACCOUNT_DEACTIVATION_DELAY_MS > Date.now()) return null;
      const owner = await this.ownerOf(manager, userId);
      const open = await this.openItems(manager, owner);
      if (open.length) {
        await this.outbox.add(manager, 'account.erase', { userId }, { delayMs: this.env.ACCOUNT_DEACTIVATION_DELAY_MS });
        await this.notifications.notify(manager, {
          userId,
          email: user.email,
          title: 'We could not erase your account yet',
          body: `Settle these first; we will try again in 24 hours: ${open.join(' ')}`,
          link: SETTINGS_LINK,
          kind: null,
        });
        return 'blocked' as const;
      }
      const keys: string[] = [];
      for (const part of this.parts.all()) if (part.erase) keys.push(...(await part.erase(manager, owner)));
      const exports = await manager.find(DataExport, { where: { userId } });
      keys.push(...exports.flatMap((e) => (e.storageKey ? [e.storageKey] : [])));
      await manager.delete(DataExport, { userId });
      keys.push(...(await this.records.anonymise(manager, user, unusable)));
      return keys;
    });
    if (keys === null) return 'not_due';
    if (keys === 'blocked') return 'blocked';
    for (const key of keys) await this.storage.remove(key).catch((e) => this.logger.warn(`could not delete ${key}: ${(e as Error).message}`));
    this.logger.log(`account ${userId} erased (${keys.length} files deleted)`);
    return 'erased';
  }
}
