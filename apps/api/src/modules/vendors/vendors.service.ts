import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../common/domain-error.js';
import { DataSource, EntityManager, In, QueryFailedError } from 'typeorm';
import { canonicalCategory, VENDOR_CATEGORIES, VendorCategory } from '@oja/shared';
import { VENDOR_ONLY } from './vendor.guard.js';
import { camelRow, likeEscape, newestFirstPage, pageMeta, sqlPage } from '../../common/pagination.js';
import { READ_DB } from '../../database/read-database.module.js';
import { knownLiteral } from '../../common/search-sql.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { SignedInUser } from '../users/user.port.js';
import type { VendorParty, VendorWithAccount } from './vendor.port.js';
import { goingLive, isVendorLive } from './vendor-live.js';
import { presentVendor } from './vendor.presenter.js';
import { categoryDetails, requireCategoryDetails } from './category-details.js';
import { RegisterVendorDto } from './dto/register-vendor.dto.js';
import { Vendor } from './entities/vendor.entity.js';
import { presentLiveVendor } from './vendor.presenter.js';

export const ALREADY_REGISTERED = 'You have already registered a vendor business.';
export const REGISTER_FIRST = 'Please register your business (vendor type, business name and category) before adding category details.';
export const NOT_A_VENDOR_ACCOUNT = 'Only vendor accounts can register a business. Sign up as a vendor to continue.';

@Injectable()
export class VendorsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(READ_DB) private readonly read: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  /** The port other modules read a vendor party through: its row with its account's contact, in `manager`'s transaction. */
  partyOf(manager: EntityManager, id: number): Promise<VendorParty> {
    return manager.findOneOrFail(Vendor, { where: { id }, relations: { user: true } });
  }

  /** partyOf, or null when there is no such vendor. */
  findPartyOf(manager: EntityManager, id: number): Promise<VendorParty | null> {
    return manager.findOne(Vendor, { where: { id }, relations: { user: true } });
  }

  /** Business names by vendor id (missing ids left out): how a vendor party is named to the other side. */
  async businessNamesOf(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await manager.find(Vendor, { where: { id: In([...new Set(ids)]) }, select: { id: true, businessName: true } });
    return new Map(rows.map((v) => [v.id, v.businessName]));
  }

  /** One page of vendors with their accounts for the admin Vendor Management list (search, category and status filters), and the total. */
  pageForAdmin(q: { search?: string; category?: string; status?: string }, page: number, perPage: number): Promise<[VendorWithAccount[], number]> {
    const query = newestFirstPage(this.dataSource.manager.createQueryBuilder(Vendor, 'v').innerJoinAndSelect('v.user', 'u'), 'v', page, perPage);
    const search = q.search?.trim();
    if (search) {
      query.andWhere(`(v.business_name ILIKE :s ESCAPE '\\' OR u.name ILIKE :s ESCAPE '\\' OR u.email ILIKE :s ESCAPE '\\')`, { s: `%${likeEscape(search)}%` });
    }
    const category = q.category && q.category !== 'all' ? canonicalCategory(q.category) : null;
    if (category) query.andWhere('v.category = :category', { category });
    if (q.status === 'verified') query.andWhere('v.is_verified = true');
    else if (q.status === 'pending') query.andWhere(`v.is_verified = false AND v.verification_status = 'pending'`);
    else if (q.status === 'rejected') query.andWhere(`v.verification_status = 'rejected'`);
    return query.getManyAndCount();
  }

  /** One vendor with its account (admin vendor details), or null. */
  findWithAccount(id: number): Promise<VendorWithAccount | null> {
    return this.dataSource.manager.findOne(Vendor, { where: { id }, relations: { user: true } });
  }

  /** How many vendors per category (admin analytics; raw rows `{ key, n }`). */
  countByCategory(): Promise<Array<{ key: string; n: number }>> {
    return this.dataSource.query(`select category as key, count(*)::int as n from vendors group by category`);
  }

  /** POST /api/vendor/register: the business basics, once per vendor account. */
  async register(user: SignedInUser, dto: RegisterVendorDto) {
    if (user.userType !== 'vendor') throw DomainError.forbidden('NOT_A_VENDOR_ACCOUNT', NOT_A_VENDOR_ACCOUNT);
    if (user.vendor) throw DomainError.conflict('VENDOR_ALREADY_REGISTERED', ALREADY_REGISTERED);
    const category = canonicalCategory(dto.category)!;
    try {
      const vendor = await this.dataSource.manager.save(
        this.dataSource.manager.create(Vendor, { userId: user.id, businessName: dto.business_name, category, vendorType: dto.vendor_type ?? 'individual' }),
      );
      return { message: 'Vendor registered successfully', vendor: presentVendor(vendor, user) };
    } catch (err) {
      // Two registrations at once: the unique index on user_id decides.
      if (err instanceof QueryFailedError && (err as { code?: string }).code === '23505')
        throw DomainError.conflict('VENDOR_ALREADY_REGISTERED', ALREADY_REGISTERED);
      throw err;
    }
  }

  /** POST /api/vendor/{segment}/setup: the category details; saving again updates them. */
  async setup(user: SignedInUser, category: VendorCategory, dto: unknown) {
    if (user.userType !== 'vendor') throw DomainError.forbidden('VENDOR_ONLY', VENDOR_ONLY);
    const vendor = user.vendor;
    if (!vendor) throw DomainError.conflict('VENDOR_NOT_REGISTERED', REGISTER_FIRST);
    const def = requireCategoryDetails(category);
    if (vendor.category !== category) {
      const msg = `These are ${def.label} details, but your business is registered as a ${requireCategoryDetails(vendor.category).label} vendor.`;
      throw DomainError.field('category', msg, 'CATEGORY_MISMATCH');
    }
    const repo = this.dataSource.getRepository(def.entity);
    await repo.upsert({ vendorId: vendor.id, ...(def.toEntity(dto) as object) } as never, ['vendorId']);
    const saved = await repo.findOneByOrFail({ vendorId: vendor.id } as never);
    return { message: 'Vendor details saved successfully', vendor: presentVendor(vendor, user), details: def.present(saved) };
  }

  /** The vendor id of a user's business, or null. */
  async idOfUser(userId: number, manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const v = await manager.findOne(Vendor, { select: { id: true }, where: { userId } });
    return v?.id ?? null;
  }

  /**
   * Vendors who left Oja before `cutoff`: rejected at KYC (their row unchanged since), or whose account was
   * deactivated or erased. Their KYC documents are kept no longer than that (compliance's retention sweep).
   */
  async departedBefore(cutoff: Date, manager: EntityManager = this.dataSource.manager): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(
      `SELECT v.id FROM vendors v JOIN users u ON u.id = v.user_id
        WHERE (v.verification_status = 'rejected' AND v.updated_at < $1) OR u.deactivated_at < $1`,
      [cutoff],
    );
    return rows.map((r) => Number(r.id));
  }

  /** The category details of a vendor, or null when setup was not done. */
  async details(vendor: Pick<Vendor, 'id' | 'category'>, manager: EntityManager = this.dataSource.manager) {
    const def = categoryDetails(vendor.category);
    if (!def) return null;
    const row = await manager.getRepository(def.entity).findOneBy({ vendorId: vendor.id } as never);
    return row ? def.present(row) : null;
  }

  /** The live vendor's overview figures: GET /api/vendor/{segment}/dashboard, and the basics of the dashboards other modules serve. */
  async dashboard(user: SignedInUser) {
    const vendor = user.vendor!;
    const [details, unread] = await Promise.all([this.details(vendor), this.notifications.unreadCount(user.id)]);
    const days = Math.floor((Date.now() - new Date(vendor.createdAt).getTime()) / 86_400_000);
    return {
      data: {
        vendor: presentVendor(vendor, user),
        category: vendor.category,
        business_name: vendor.businessName,
        is_live: isVendorLive(vendor, user),
        going_live: goingLive(vendor, user),
        details,
        stats: {
          details_completed: !!details,
          phone_verified: !!user.phoneVerifiedAt,
          verification_status: vendor.verificationStatus,
          unread_notifications: unread,
          days_on_platform: days,
          member_since: vendor.createdAt,
        },
      },
    };
  }

  /** Live vendors (`vendors.live`, kept by a trigger from the KYC flag and the user's phone). */
  private liveQuery() {
    return this.read.manager.createQueryBuilder(Vendor, 'v').where('v.live');
  }

  /** GET /api/vendors/live: live vendors only, newest first, through the partial indexes vendors_live_*; one query. */
  async live(q: { category?: string; search?: string }, page: number, perPage: number) {
    const filtered = this.liveQuery();
    const category = q.category && q.category !== 'all' ? canonicalCategory(q.category) : null;
    if (category) filtered.andWhere(`v.category = ${knownLiteral(category, VENDOR_CATEGORIES)}`);
    const search = q.search?.trim();
    if (search) filtered.andWhere(`v.business_name ILIKE :s ESCAPE '\\'`, { s: `%${likeEscape(search)}%` });
    // The page's ids first (an index-only scan of vendors_live_directory, however deep the page), then their rows,
    // read as plain rows (not TypeORM entities).
    const order = 'v.created_at DESC, v.id DESC';
    const { rows, total } = await sqlPage<LiveVendorRow>(this.read, filtered.select('v.id', 'id'), {
      order,
      page,
      perPage,
      read: (ids, totalColumn) => `
        SELECT v.id, v.business_name, v.vendor_type, v.category, v.is_verified, v.verification_status, v.created_at,
               u.name AS user_name, u.email AS user_email, u.phone AS user_phone, u.phone_verified_at AS user_phone_verified_at${totalColumn}
          FROM (${ids}) ids JOIN vendors v ON v.id = ids.id JOIN users u ON u.id = v.user_id
         ORDER BY ${order}`,
    });
    return { data: rows.map((r) => presentLiveVendor(liveVendorOf(r))), meta: pageMeta(page, perPage, total) };
  }

  async liveOne(id: number) {
    const v = await this.liveQuery().innerJoinAndSelect('v.user', 'u').andWhere('v.id = :id', { id }).getOne();
    if (!v) throw DomainError.notFound('VENDOR_NOT_FOUND', 'Vendor not found');
    return { data: { ...presentLiveVendor(v), details: await this.details(v) } };
  }
}

/** A page row: the vendor's columns (snake_case) and its user's as `user_*`; the fields read here typed. */
type LiveVendorRow = Record<string, unknown> & { user_name: string; user_email: string; user_phone: string; user_phone_verified_at: Date | null };

/** A live directory row as the entity presentLiveVendor reads (the fields it reads). */
function liveVendorOf(r: LiveVendorRow): Vendor {
  return {
    ...camelRow(r),
    user: { name: r.user_name, email: r.user_email, phone: r.user_phone, phoneVerifiedAt: r.user_phone_verified_at },
  } as unknown as Vendor;
}
