import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { deliveryFeeKobo, formatKobo, isOpenAt, koboToNaira, nairaToKobo, readOpeningHours, type CartOrderProfile } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { pageMeta, type PageRequest } from '../../common/pagination.js';
import { readCheckedUploads } from '../../common/uploads.js';
import { ENV, Env } from '../../config/env.js';
import { AttachmentsService, PHOTO_RULES } from '../attachments/attachments.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { shopVendors } from '../vendors/shop-vendors.js';
import { storefrontSettings } from './catalogue.presenter.js';
import { PROFILE_OF_CATEGORY } from './catalogue.service.js';
import {
  FoodOrderLifecycle,
  KIND_OF_PROFILE,
  ShopOrderLifecycle,
  type CartEvent,
  type CartOrderKind,
  type CartOrderLifecycleBase,
} from './cart-order.lifecycle.js';
import type { CreateOrderDto } from './dto/cart-orders.dto.js';
import { CartOrderLine } from './entities/cart-order-line.entity.js';
import { CartOrder } from './entities/cart-order.entity.js';
import { CatalogueItem } from './entities/catalogue-item.entity.js';
import { Storefront } from './entities/storefront.entity.js';
import { AddressesService } from './addresses.service.js';

export const CUSTOMERS_ONLY = 'Only customer accounts can place orders.';
export type VendorOrderAction = 'accept' | 'decline' | 'ready' | 'ship' | 'deliver';
import { CartOrderPresenter, type OrderViewer as Viewer } from './cart-order.presenter.js';

/** Food and shop orders: checkout (stock held, nothing charged silently), the parties' actions and the reads. */
@Injectable()
export class CartOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: LifecycleEngine,
    private readonly food: FoodOrderLifecycle,
    private readonly shop: ShopOrderLifecycle,
    private readonly attachments: AttachmentsService,
    private readonly presenter: CartOrderPresenter,
    private readonly addresses: AddressesService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  lifecycleOf(profile: CartOrderProfile): CartOrderLifecycleBase {
    return profile === 'food' ? this.food : this.shop;
  }

  /**
   * Creates a paid-later order from one vendor's cart: every line checked against the live catalogue (gone, not
   * available, short of stock or a different price → 409 CART_CHANGED with the current lines, nothing stored), then
   * the row and PLACE in one transaction, whose `holdStock` takes the stock (all lines or none).
   */
  async create(user: SignedInUser, dto: CreateOrderDto) {
    if (user.userType !== 'user') throw DomainError.forbidden('CUSTOMERS_ONLY', CUSTOMERS_ONLY);
    const [vendor] = await shopVendors(this.dataSource.manager, { ids: [dto.vendor_id] });
    if (!vendor || !vendor.live) throw DomainError.notFound('VENDOR_NOT_AVAILABLE', 'This vendor is not taking orders on Oja');
    const profile = PROFILE_OF_CATEGORY[vendor.category]!;
    const settings = storefrontSettings(await this.dataSource.getRepository(Storefront).findOneBy({ vendorId: vendor.id }), profile);
    if (profile === 'food' && !(settings.kitchenOpen && isOpenAt(readOpeningHours(vendor.openingHours)))) {
      throw DomainError.conflict(
        'KITCHEN_CLOSED',
        `${vendor.name} is closed now${vendor.openingHours ? ` (opening hours: ${vendor.openingHours})` : ''}. Please order again when it opens.`,
      );
    }
    // Same item twice: one line.
    const wanted = new Map<number, { quantity: number; price?: number; index: number }>();
    dto.items.forEach((l, index) => {
      const w = wanted.get(l.item_id);
      wanted.set(l.item_id, { quantity: (w?.quantity ?? 0) + l.quantity, price: l.price ?? w?.price, index: w?.index ?? index });
    });
    const items = await this.dataSource.getRepository(CatalogueItem).findBy({ id: In([...wanted.keys()]), vendorId: vendor.id, profile, deletedAt: IsNull() });
    const byId = new Map(items.map((i) => [i.id, i]));
    const errors: Record<string, string[]> = {};
    for (const [itemId, w] of wanted) {
      const item = byId.get(itemId);
      const key = `items.${w.index}`;
      if (!item) errors[key] = ['This item is no longer sold by this vendor'];
      else if (profile === 'food' && item.status !== 'available')
        errors[key] = [`${item.name} is ${item.status === 'out-of-stock' ? 'out of stock' : 'not available'} now`];
      else if (profile === 'product' && (item.stock ?? 0) < w.quantity)
        errors[key] = [(item.stock ?? 0) === 0 ? `${item.name} is out of stock` : `Only ${item.stock} of ${item.name} left`];
      else if (w.price !== undefined && nairaToKobo(w.price) !== item.priceKobo)
        errors[key] = [`${item.name} now costs ${formatKobo(item.priceKobo)} (was ${formatKobo(nairaToKobo(w.price))})`];
    }
    if (Object.keys(errors).length) throw this.cartChanged(errors, [...wanted.keys()], byId, profile);
    const subtotal = [...wanted].reduce((s, [id, w]) => s + byId.get(id)!.priceKobo * w.quantity, 0);
    const lifecycle = this.lifecycleOf(profile);
    const place = () =>
      this.dataSource.transaction(async (manager) => {
        const row = await manager.save(
          manager.create(CartOrder, {
            profile,
            userId: user.id,
            vendorId: vendor.id,
            subtotalKobo: subtotal,
            deliveryFeeKobo: deliveryFeeKobo(subtotal, settings),
            deliveryAddress: dto.delivery_address,
            phone: dto.phone,
            notes: dto.notes ?? '',
            lat: dto.lat ?? null,
            lng: dto.lng ?? null,
            status: 'pending',
            escrowStatus: 'none',
            placedAt: null,
          }),
        );
        await manager.insert(
          CartOrderLine,
          [...wanted].map(([id, w]) => {
            const item = byId.get(id)!;
            return { orderId: row.id, itemId: id, name: item.name, priceKobo: item.priceKobo, quantity: w.quantity, image: item.images[0]?.url ?? null };
          }),
        );
        await this.engine.apply(lifecycle, manager, row, { type: 'PLACE', actor: 'customer' }, {});
        if (dto.save_address) await this.addresses.saveIfNew(manager, user.id, { address: dto.delivery_address, phone: dto.phone, lat: dto.lat, lng: dto.lng });
        return row;
      });
    try {
      return await place();
    } catch (err) {
      // Another checkout took the last units between the read and the hold (its transaction rolled back, nothing
      // stored): the current lines, read after the rollback so no connection is held while asking for another.
      if (err instanceof DomainError && err.code === 'CART_CHANGED') throw await this.stockGone(err, [...wanted.keys()], profile);
      throw err;
    }
  }

  private cartChanged(errors: Record<string, string[]>, ids: number[], byId: Map<number, CatalogueItem>, profile: CartOrderProfile, message?: string) {
    const err = new DomainError('conflict', 'CART_CHANGED', message ?? 'Some items in your cart have changed. Please check them before paying.', errors);
    err.data = {
      lines: ids.map((id) => {
        const item = byId.get(id);
        return {
          item_id: id,
          name: item?.name ?? null,
          price: item ? koboToNaira(item.priceKobo) : null,
          available: !!item && (profile === 'food' ? item.status === 'available' : (item.stock ?? 0) > 0),
          stock: profile === 'product' ? (item?.stock ?? 0) : null,
        };
      }),
    };
    return err;
  }

  private async stockGone(err: DomainError, ids: number[], profile: CartOrderProfile) {
    const items = await this.dataSource.getRepository(CatalogueItem).findBy({ id: In(ids) });
    const byId = new Map(items.filter((i) => !i.deletedAt).map((i) => [i.id, i]));
    return this.cartChanged({ items: [err.message] }, ids, byId, profile, err.message);
  }

  // ── Reads ───────────────────────────────────────────────────────────────────────────────────────────────

  async listFor(viewer: Viewer, q: { status?: string; kind?: string; q?: string }, p: PageRequest) {
    const qb = this.dataSource.getRepository(CartOrder).createQueryBuilder('o');
    if (viewer.role === 'customer') qb.where('o.user_id = :u', { u: viewer.userId });
    else if (viewer.role === 'vendor') qb.where('o.vendor_id = :v AND o.paid_at IS NOT NULL', { v: viewer.vendorId });
    else qb.where('true');
    if (q.status) qb.andWhere('o.status = :status', { status: q.status });
    if (q.kind) qb.andWhere('o.profile = :profile', { profile: q.kind === 'food_order' ? 'food' : 'product' });
    if (q.q) {
      const id = /^#?(\d{1,9})$/.exec(q.q.trim())?.[1];
      if (id) qb.andWhere('o.id = :id', { id: Number(id) });
      else
        qb.andWhere(
          `(o.delivery_address ILIKE :t OR o.phone ILIKE :t OR EXISTS (SELECT 1 FROM cart_order_lines l WHERE l.order_id = o.id AND l.name ILIKE :t))`,
          { t: `%${q.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` },
        );
    }
    const [rows, total] = await qb.orderBy('o.id', 'DESC').skip(p.skip).take(p.take).getManyAndCount();
    return { data: await this.presenter.present(rows, viewer), meta: pageMeta(p.page, p.perPage, total) };
  }

  /** One order its viewer may read: its customer, its vendor (once paid), or an admin; anyone else: not found. */
  async one(viewer: Viewer, id: number, manager: EntityManager = this.dataSource.manager) {
    const row = await manager.findOneBy(CartOrder, { id });
    const mine =
      row &&
      (viewer.role === 'admin' ||
        (viewer.role === 'customer' && row.userId === viewer.userId) ||
        (viewer.role === 'vendor' && row.vendorId === viewer.vendorId && row.paidAt !== null));
    if (!mine) throw DomainError.notFound('ORDER_NOT_FOUND', 'Order not found');
    return (await this.presenter.present([row], viewer))[0]!;
  }

  /** The viewer of a signed-in user on `id`: its customer, else its vendor. */
  viewerOf(user: SignedInUser): Viewer {
    return user.vendor && user.userType === 'vendor' ? { role: 'vendor', vendorId: user.vendor.id } : { role: 'customer', userId: user.id };
  }

  // ── Actions ─────────────────────────────────────────────────────────────────────────────────────────────

  private async kindOf(id: number, where: Partial<Pick<CartOrder, 'userId' | 'vendorId'>>) {
    const row = await this.dataSource.getRepository(CartOrder).findOne({ select: { id: true, profile: true }, where: { id, ...where } });
    if (!row) throw DomainError.notFound('ORDER_NOT_FOUND', 'Order not found');
    return row.profile;
  }

  /** The customer's CANCEL and CONFIRM ("seal intact"). */
  async byCustomer(user: SignedInUser, id: number, type: 'CANCEL' | 'CONFIRM') {
    const profile = await this.kindOf(id, { userId: user.id });
    await this.engine.run(this.lifecycleOf(profile), { id, where: { userId: user.id }, event: { type, actor: 'customer' }, ctx: {} });
  }

  /** The subject kind of a customer's order (for the payment and dispute routes, which take a kind). */
  async kindForCustomer(user: SignedInUser, id: number): Promise<CartOrderKind> {
    return KIND_OF_PROFILE[await this.kindOf(id, { userId: user.id })];
  }

  /**
   * A vendor's button. `ship` and `deliver` need the package's photo (multipart `photo`): stored before the
   * transition (no transaction during a storage call), its row written by the effect; a refusal discards it.
   */
  async byVendor(user: SignedInUser, id: number, action: VendorOrderAction, req?: FastifyRequest) {
    const vendorId = user.vendor!.id;
    const profile = await this.kindOf(id, { vendorId });
    const lifecycle = this.lifecycleOf(profile);
    if (action === 'ship' || action === 'deliver') {
      const msg = action === 'ship' ? 'A photo of the sealed package is required' : 'A photo of the delivered package is required';
      const required = new DomainError('invalid', 'PHOTO_REQUIRED', msg, { photo: [msg] });
      if (!req?.isMultipart()) throw required;
      const { files } = await readCheckedUploads(req, PHOTO_RULES, { max: 1 });
      if (!files.length) throw required;
      const stored = await this.attachments.storeFiles(files, req!.ip, 'photo');
      const event: CartEvent = { type: action === 'ship' ? 'SHIP' : 'DELIVER', actor: 'vendor', photo: stored.files[0]!.key };
      try {
        await this.engine.run(lifecycle, { id, where: { vendorId }, event, ctx: { photo: { stored, uploaderUserId: user.id } } });
      } catch (err) {
        await this.attachments.discardStored(stored);
        throw err;
      }
      return;
    }
    const type = ({ accept: 'ACCEPT', decline: 'DECLINE', ready: 'MARK_READY' } as const)[action];
    if (type === 'MARK_READY' && profile !== 'food') throw DomainError.conflict('ORDER_TRANSITION_NOT_ALLOWED', 'Only food orders are marked ready');
    await this.engine.run(lifecycle, { id, where: { vendorId }, event: { type, actor: 'vendor' }, ctx: {} });
  }

  /** The vendor's stat cards: today's orders, those waiting on them, completed, revenue (ledger-free: completed totals), the catalogue. */
  async summary(user: SignedInUser) {
    const vendorId = user.vendor!.id;
    const profile = PROFILE_OF_CATEGORY[user.vendor!.category] ?? 'food';
    const [row] = (await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE paid_at >= date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos')::int AS orders_today,
         count(*) FILTER (WHERE status IN ('new', 'preparing', 'ready', 'processing'))::int AS pending,
         count(*) FILTER (WHERE status = 'completed')::int AS completed,
         coalesce(sum(subtotal_kobo + delivery_fee_kobo) FILTER (WHERE status = 'completed'), 0)::bigint AS revenue_kobo
       FROM cart_orders WHERE vendor_id = $1 AND paid_at IS NOT NULL`,
      [vendorId],
    )) as Array<{ orders_today: number; pending: number; completed: number; revenue_kobo: string }>;
    const [cat] = (await this.dataSource.query(
      `SELECT count(*)::int AS items, count(*) FILTER (WHERE stock IS NOT NULL AND stock <= low_stock_threshold)::int AS low_stock
       FROM catalogue_items WHERE vendor_id = $1 AND profile = $2 AND deleted_at IS NULL`,
      [vendorId, profile],
    )) as Array<{ items: number; low_stock: number }>;
    return {
      orders_today: row!.orders_today,
      pending: row!.pending,
      completed: row!.completed,
      revenue: koboToNaira(Number(row!.revenue_kobo)),
      ...(profile === 'food' ? { menu_items: cat!.items } : { products: cat!.items }),
      low_stock: cat!.low_stock,
    };
  }
}
