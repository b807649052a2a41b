import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { FOOD_CATEGORIES, SHOP_CATEGORIES, inNigeria, isOpenAt, koboToNaira, nairaToKobo, readOpeningHours, type CartOrderProfile } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { pageMeta, type PageRequest } from '../../common/pagination.js';
import { knownLiteral, SearchSql } from '../../common/search-sql.js';
import { ENV, Env } from '../../config/env.js';
import { PhotosService } from '../photos/photos.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { shopVendors, vendorIsLiveSql, type ShopVendor } from '../vendors/shop-vendors.js';
import { openRestaurantPage, productPage, sellerOf } from './catalogue-rows.js';
import {
  CARD_MENU_MAX,
  type CreateMenuItemDto,
  type CreateProductDto,
  type StorefrontDto,
  type UpdateMenuItemDto,
  type UpdateProductDto,
} from './dto/cart-orders.dto.js';
import { CatalogueItem } from './entities/catalogue-item.entity.js';
import { Storefront } from './entities/storefront.entity.js';
import { presentItem, storefrontSettings, type PresentableItem, type StorefrontSettings } from './catalogue.presenter.js';

export const PROFILE_OF_CATEGORY: Record<string, CartOrderProfile> = { food_vendor: 'food', product_vendor: 'product' };
const NOUN = { food: 'Menu item', product: 'Product' } as const;
const NOT_FOUND = { food: ['MENU_ITEM_NOT_FOUND', 'Menu item not found'], product: ['PRODUCT_NOT_FOUND', 'Product not found'] } as const;

/** A dish's or a product's fields, as create and update receive them. */
export type ItemInput = Partial<CreateMenuItemDto & CreateProductDto> & (UpdateMenuItemDto | UpdateProductDto);

/** Menus, catalogues and the storefront settings of food and product vendors; the public food and shop lists. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly photos: PhotosService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private get appUrl() {
    return this.env.PUBLIC_URL!;
  }

  present(item: PresentableItem) {
    return presentItem(item, this.appUrl);
  }

  // ── The vendor's own ────────────────────────────────────────────────────────────────────────────────────

  async listMine(vendorId: number, profile: CartOrderProfile, p: PageRequest) {
    const [rows, total] = await this.dataSource
      .getRepository(CatalogueItem)
      .findAndCount({ where: { vendorId, profile, deletedAt: IsNull() }, order: { id: 'DESC' }, skip: p.skip, take: p.take });
    return { data: rows.map((r) => this.present(r)), meta: pageMeta(p.page, p.perPage, total) };
  }

  async create(vendorId: number, profile: CartOrderProfile, dto: ItemInput) {
    const images = await this.photos.resolveImages(dto.images ?? []);
    const row = this.dataSource.getRepository(CatalogueItem).create({
      vendorId,
      profile,
      name: dto.name!,
      description: dto.description ?? '',
      priceKobo: nairaToKobo(dto.price!),
      category: dto.category!,
      status: profile === 'food' ? (dto.status ?? 'available') : 'available',
      stock: profile === 'product' ? (dto.stock ?? 0) : null,
      lowStockThreshold: dto.low_stock_threshold ?? 5,
      images,
    });
    row.searchText = searchTextOf(row);
    return this.present(await this.dataSource.getRepository(CatalogueItem).save(row));
  }

  async update(vendorId: number, profile: CartOrderProfile, id: number, dto: ItemInput) {
    const row = await this.mine(vendorId, profile, id);
    if (dto.images !== undefined) row.images = await this.photos.resolveImages(dto.images);
    if (dto.name !== undefined) row.name = dto.name;
    if (dto.description !== undefined) row.description = dto.description;
    if (dto.price !== undefined) row.priceKobo = nairaToKobo(dto.price);
    if (dto.category !== undefined) row.category = dto.category;
    if (profile === 'food' && dto.status !== undefined) row.status = dto.status;
    if (profile === 'product' && dto.low_stock_threshold !== undefined) row.lowStockThreshold = dto.low_stock_threshold;
    row.searchText = searchTextOf(row);
    // Stock is set under the row's lock against the holds of checkouts in flight (`stock` counts what is not held).
    return this.dataSource.transaction(async (manager) => {
      await manager.save(CatalogueItem, row);
      if (profile === 'product' && dto.stock !== undefined) await manager.update(CatalogueItem, { id }, { stock: dto.stock });
      return this.present((await manager.findOneByOrFail(CatalogueItem, { id }))!);
    });
  }

  async remove(vendorId: number, profile: CartOrderProfile, id: number) {
    await this.mine(vendorId, profile, id);
    await this.dataSource.getRepository(CatalogueItem).update({ id }, { deletedAt: new Date() });
  }

  private async mine(vendorId: number, profile: CartOrderProfile, id: number) {
    const row = await this.dataSource.getRepository(CatalogueItem).findOneBy({ id, vendorId, profile, deletedAt: IsNull() });
    if (!row) throw DomainError.notFound(NOT_FOUND[profile][0], NOT_FOUND[profile][1]);
    return row;
  }

  noun(profile: CartOrderProfile) {
    return NOUN[profile];
  }

  // ── Storefront ──────────────────────────────────────────────────────────────────────────────────────────

  async storefront(user: SignedInUser) {
    const vendor = user.vendor!;
    const profile = PROFILE_OF_CATEGORY[vendor.category]!;
    const row = await this.dataSource.getRepository(Storefront).findOneBy({ vendorId: vendor.id });
    const s = storefrontSettings(row, profile);
    const [details] = await shopVendors(this.dataSource.manager, { ids: [vendor.id] });
    const live = details?.live ?? false;
    const hours = profile === 'food' ? (details?.openingHours ?? null) : null;
    return {
      vendor_id: vendor.id,
      kind: profile,
      kitchen_open: s.kitchenOpen,
      opening_hours: hours,
      open_now: live && (profile === 'product' || (s.kitchenOpen && isOpenAt(readOpeningHours(hours)))),
      live,
      delivery_fee: koboToNaira(s.deliveryFeeKobo),
      free_delivery_over: s.freeDeliveryOverKobo === null ? null : koboToNaira(s.freeDeliveryOverKobo),
      pickup: row?.pickupLat != null && row.pickupLng != null ? { lat: row.pickupLat, lng: row.pickupLng } : null,
    };
  }

  async updateStorefront(user: SignedInUser, dto: StorefrontDto) {
    const vendorId = user.vendor!.id;
    const repo = this.dataSource.getRepository(Storefront);
    const patch: Partial<Storefront> = { vendorId };
    if (dto.kitchen_open !== undefined) patch.kitchenOpen = dto.kitchen_open;
    if (dto.delivery_fee !== undefined) patch.deliveryFeeKobo = nairaToKobo(dto.delivery_fee);
    if (dto.free_delivery_over !== undefined) patch.freeDeliveryOverKobo = dto.free_delivery_over === null ? null : nairaToKobo(dto.free_delivery_over);
    if (dto.pickup_lat !== undefined || dto.pickup_lng !== undefined) {
      const lat = dto.pickup_lat ?? null;
      const lng = dto.pickup_lng ?? null;
      if ((lat === null) !== (lng === null))
        throw DomainError.field('pickup_lat', "Send the shop's latitude and longitude together (or both null to clear the pin).", 'PICKUP_PIN_INCOMPLETE');
      if (lat !== null && lng !== null && !inNigeria({ lat, lng }))
        throw DomainError.field('pickup_lat', "The shop's location must be in Nigeria.", 'PICKUP_OUTSIDE_NIGERIA');
      patch.pickupLat = lat;
      patch.pickupLng = lng;
    }
    await repo.upsert(patch, ['vendorId']);
    return this.storefront(user);
  }

  /** The settings of vendors by id (one query), each at its defaults when it has none. */
  async settingsOf(vendorIds: number[]) {
    const rows = vendorIds.length ? await this.dataSource.getRepository(Storefront).find({ where: vendorIds.map((vendorId) => ({ vendorId })) }) : [];
    return new Map(rows.map((r) => [r.vendorId, r]));
  }

  // ── Public ──────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * A live restaurant as the lists show it, with its menu; `open_now` decided at `now`; its chips the dish
   * `categories` (those of `menu` but its unavailable dishes, unless the caller read the whole menu's: a card's
   * menu is only a few dishes), in FOOD_CATEGORIES' order.
   */
  private restaurant(
    v: ShopVendor,
    row: StorefrontSettings | null,
    menu: PresentableItem[],
    now: number,
    categories: string[] = menu.filter((m) => m.status !== 'unavailable').map((m) => m.category),
  ) {
    const s = storefrontSettings(row, 'food');
    return {
      id: v.id,
      name: v.name,
      business_name: v.businessName,
      cuisine: v.cuisine,
      address: v.address,
      phone: v.phone,
      opening_hours: v.openingHours,
      open_now: s.kitchenOpen && isOpenAt(readOpeningHours(v.openingHours), now),
      logo: v.logo,
      delivery_fee: koboToNaira(s.deliveryFeeKobo),
      free_delivery_over: s.freeDeliveryOverKobo === null ? null : koboToNaira(s.freeDeliveryOverKobo),
      categories: FOOD_CATEGORIES.filter((c) => categories.includes(c)),
      menu: menu.map((m) => this.present(m)),
    };
  }

  /**
   * Live restaurants open now (kitchen switch and hours, decided at this read), narrowed by `q` (restaurant, cuisine
   * or a dish) and `category` (a dish category), paginated: one query finds the page and its total (the hours
   * stored as minutes of the week, asked at this minute: catalogue-rows.ts), then the page's restaurants, settings
   * and dishes are read; `open_now` is decided from the text at the same instant. Each card carries `menu_size`
   * dishes (default and most CARD_MENU_MAX).
   */
  async foodVendors(q: { q?: string; category?: string; menu_size?: number }, p: PageRequest) {
    if (q.category && !(FOOD_CATEGORIES as readonly string[]).includes(q.category) && q.category.toLowerCase() !== 'all') {
      throw DomainError.field('category', `category must be one of ${FOOD_CATEGORIES.join(', ')}`);
    }
    const now = Date.now();
    const category = q.category && q.category.toLowerCase() !== 'all' ? q.category : null;
    const { rows, total } = await openRestaurantPage(this.dataSource, q.q, category, now, { ...p, menuSize: q.menu_size ?? CARD_MENU_MAX });
    return {
      data: rows.map((r) => this.restaurant(r.vendor, r.storefront, r.menu, now, r.categories)),
      meta: { ...pageMeta(p.page, p.perPage, total), sample: false },
    };
  }

  /** One live restaurant (open or not) with its whole menu but the unavailable dishes. */
  async foodVendor(id: number) {
    const [v] = await shopVendors(this.dataSource.manager, { ids: [id], category: 'food_vendor', liveOnly: true });
    if (!v) throw DomainError.notFound('RESTAURANT_NOT_FOUND', 'This restaurant is not available on Oja');
    const menu = await this.dataSource
      .getRepository(CatalogueItem)
      .find({ where: { vendorId: id, profile: 'food', deletedAt: IsNull() }, order: { category: 'ASC', id: 'ASC' } });
    const settings = await this.settingsOf([id]);
    return this.restaurant(
      v,
      settings.get(id) ?? null,
      menu.filter((m) => m.status !== 'unavailable'),
      Date.now(),
    );
  }

  /** Live products (in stock or not), newest first, narrowed by words, category and vendor. */
  async products(q: { q?: string; category?: string; vendor?: number }, p: PageRequest) {
    if (q.category && !(SHOP_CATEGORIES as readonly string[]).includes(q.category) && !/^all( products)?$/i.test(q.category)) {
      throw DomainError.field('category', `category must be one of ${SHOP_CATEGORIES.join(', ')}`);
    }
    const qb = this.dataSource
      .getRepository(CatalogueItem)
      .createQueryBuilder('i')
      // vendor_live: the vendor's \`live\`, stored (migration CatalogueVendorLive): the index catalogue_items_products holds only those rows.
      .where("i.profile = 'product' AND i.deleted_at IS NULL AND i.vendor_live");
    if (q.category && !/^all( products)?$/i.test(q.category)) qb.andWhere(`i.category = ${knownLiteral(q.category, SHOP_CATEGORIES)}`);
    if (q.vendor) qb.andWhere('i.vendor_id = :vendor', { vendor: q.vendor });
    const words = new SearchSql('i.search_text', 'pq').words(q.q);
    if (words) qb.andWhere(words.sql, words.params);
    const { rows, total } = await productPage(this.dataSource, qb, p);
    return {
      data: rows.map(({ item, seller }) => ({ ...this.present(item), vendor: seller })),
      meta: { ...pageMeta(p.page, p.perPage, total), sample: false },
    };
  }

  async product(id: number) {
    const row = await this.dataSource
      .getRepository(CatalogueItem)
      .createQueryBuilder('i')
      .where("i.id = :id AND i.profile = 'product' AND i.deleted_at IS NULL", { id })
      .andWhere(vendorIsLiveSql('i.vendor_id'))
      .getOne();
    if (!row) throw DomainError.notFound('PRODUCT_NOT_FOUND', 'Product not found');
    return { ...this.present(row), vendor: (await this.sellersOf([row.vendorId])).get(row.vendorId)! };
  }

  /** Products' sellers as the shop shows them, with their delivery fee rule (the cart's totals follow it). */
  private async sellersOf(vendorIds: number[]) {
    const ids = [...new Set(vendorIds)];
    const vendors = new Map((await shopVendors(this.dataSource.manager, { ids })).map((v) => [v.id, v]));
    const settings = await this.settingsOf(ids);
    return new Map(ids.map((id) => [id, sellerOf(id, vendors.get(id)?.businessName ?? '', settings.get(id) ?? null)]));
  }
}

/** What the public search reads: name, description and category, lower-cased. */
export function searchTextOf(i: Pick<CatalogueItem, 'name' | 'description' | 'category'>) {
  return `${i.name} ${i.description} ${i.category}`.toLowerCase();
}
