import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { DomainError } from '../../common/domain-error.js';
import { InvalidationBus } from '../../common/invalidation-bus.js';
import type { SiteClosureSwitch } from '../../common/site-closure.js';
import { DataSource, EntityManager } from 'typeorm';
import { INFRA } from '../../config/config.module.js';
import { ENV, type Env } from '../../config/env.js';
import type { Infra } from '../../bootstrap/infra.js';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import type { SignedInUser } from '../users/user.port.js';
import { AuditService } from '../audit/audit.service.js';
import { AppSetting } from './app-setting.entity.js';

/** Platform settings. Initial values: */
export const DEFAULT_SETTINGS = {
  maintenanceMode: false,
  allowNewRegistrations: true,
  requireEmailVerification: true,
  autoApproveVendors: false,
  emailNotifications: true,
  kycAlerts: true,
  systemAlerts: true,
  weeklyReports: false,
};
export type PlatformSettings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof PlatformSettings;
export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

const ROW_KEY = 'platform_settings';
/**
 * Settings are read at most this often per process. A change made in another process is announced over Redis
 * (InvalidationBus) and shows at once; this is the bound when that message is missed.
 */
const CACHE_MS = 2000;
const TOPIC = 'settings';

export const REGISTRATIONS_CLOSED = 'New registrations are currently closed. Please try again later.';
export const EMAIL_NOT_VERIFIED = 'Please verify your e-mail address before placing an order or booking.';

@Injectable()
export class SettingsService implements OnApplicationShutdown, SiteClosureSwitch {
  private readonly logger = new Logger('Settings');
  private cached: { value: PlatformSettings; at: number } | null = null;
  private loading: Promise<PlatformSettings> | null = null;
  /** Bumped by every invalidation, so a read that started before it cannot store what it read. */
  private generation = 0;
  private readonly bus: InvalidationBus;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(INFRA) infra: Infra,
    @Inject(ENV) env: Env,
  ) {
    this.bus = new InvalidationBus(infra.redisUrl, env.REDIS_PREFIX);
    this.bus.on(TOPIC, () => this.invalidate());
  }

  private static merge(stored: unknown): PlatformSettings {
    const out = { ...DEFAULT_SETTINGS };
    if (stored && typeof stored === 'object') {
      for (const k of SETTING_KEYS) {
        const v = (stored as Record<string, unknown>)[k];
        if (typeof v === 'boolean') out[k] = v;
      }
    }
    return out;
  }

  /** Current settings, cached briefly so per-request checks cost nothing. */
  async get(): Promise<PlatformSettings> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.read()
      .then((value) => {
        if (generation === this.generation) this.cached = { value, at: Date.now() };
        return value;
      })
      .catch((err) => {
        // The database is down: keep the last known values (or the defaults) rather than fail every request.
        this.logger.warn(`could not read settings: ${(err as Error).message}`);
        return this.cached?.value ?? { ...DEFAULT_SETTINGS };
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  /** The site-closure gate's port (common/site-closure.ts): is the site closed for upkeep (`maintenanceMode`)? */
  async siteClosed(): Promise<boolean> {
    return (await this.get()).maintenanceMode;
  }

  /** The gate's fast path (common/site-closure.ts): a fresh cached copy says the site is open. */
  siteOpenKnown(): boolean {
    return this.cached !== null && Date.now() - this.cached.at < CACHE_MS && !this.cached.value.maintenanceMode;
  }

  /** Uncached read, optionally inside a transaction. */
  async read(manager: EntityManager = this.dataSource.manager): Promise<PlatformSettings> {
    const row = await manager.findOne(AppSetting, { where: { key: ROW_KEY } });
    return SettingsService.merge(row?.value);
  }

  /** Changes some settings; records who changed what in the audit log. */
  async update(patch: Partial<PlatformSettings>, admin: SignedInAdmin): Promise<PlatformSettings> {
    const next = await this.dataSource.transaction(async (manager) => {
      await manager.query(`insert into app_settings (key, value) values ($1, $2::jsonb) on conflict (key) do nothing`, [
        ROW_KEY,
        JSON.stringify(DEFAULT_SETTINGS),
      ]);
      const [row] = await manager.query(`select value from app_settings where key = $1 for update`, [ROW_KEY]);
      const before = SettingsService.merge(row?.value);
      const after = { ...before };
      const changes: Record<string, { from: boolean; to: boolean }> = {};
      for (const k of SETTING_KEYS) {
        const v = patch[k];
        if (typeof v === 'boolean' && v !== before[k]) {
          changes[k] = { from: before[k], to: v };
          after[k] = v;
        }
      }
      if (Object.keys(changes).length) {
        await manager.query(`update app_settings set value = $2::jsonb, updated_at = now() where key = $1`, [ROW_KEY, JSON.stringify(after)]);
        await this.audit.record(
          manager,
          { type: 'admin', admin },
          {
            action: 'settings.updated',
            summary: `Changed ${Object.entries(changes)
              .map(([k, c]) => `${k} to ${c.to ? 'on' : 'off'}`)
              .join(', ')}`,
            subjectType: 'settings',
            details: { changes },
          },
        );
      }
      return after;
    });
    this.invalidate();
    this.cached = { value: next, at: Date.now() };
    // Every other process drops its copy now.
    await this.bus.publish(TOPIC);
    return next;
  }

  /** POST /api/register calls this: 403 while 'Allow new registrations' is off. */
  async assertRegistrationsOpen(): Promise<void> {
    if (!(await this.get()).allowNewRegistrations) throw DomainError.forbidden('REGISTRATIONS_CLOSED', REGISTRATIONS_CLOSED);
  }

  /** True when `user` may place an order or booking under the current settings. */
  async canTransact(user: Pick<SignedInUser, 'emailVerifiedAt'>): Promise<boolean> {
    return !(await this.get()).requireEmailVerification || !!user.emailVerifiedAt;
  }

  /**
   * Call before creating an order or booking: 403 'Please verify your e-mail address before placing an order or
   * booking.' while 'Require e-mail verification' is on and the user has not confirmed the address.
   */
  async assertCanTransact(user: Pick<SignedInUser, 'emailVerifiedAt'>): Promise<void> {
    if (!(await this.canTransact(user))) throw DomainError.forbidden('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED);
  }

  /** Forget the cached copy (a change announced by another process, tests, or a change made outside this service). */
  invalidate() {
    this.generation++;
    this.cached = null;
    this.loading = null;
  }

  onApplicationShutdown() {
    this.bus.close();
  }
}
