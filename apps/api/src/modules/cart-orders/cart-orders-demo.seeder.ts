import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import sharp from 'sharp';
import { nairaToKobo, type CartOrderEventType, type CartOrderProfile } from '@oja/shared';
import type { SeedContext, SeedStorage } from '../../database/seed/seeders.js';
import { LifecycleEngine } from '../../common/lifecycle-engine.js';
import { ATTACHMENT_FOLDER } from '../attachments/attachments.service.js';
import type { CapturedPayment } from '../payments/payment.port.js';
import { PaymentsService } from '../payments/payments.service.js';
import { seedPhoto } from '../photos/photos.service.js';
import type { StoredImage } from '../photos/photo-image.js';
import { searchTextOf } from './catalogue.service.js';
import { FoodOrderLifecycle, ShopOrderLifecycle, KIND_OF_PROFILE, type CartEvent } from './cart-order.lifecycle.js';
import { CartOrderLine } from './entities/cart-order-line.entity.js';
import { CartOrder } from './entities/cart-order.entity.js';
import { CatalogueItem } from './entities/catalogue-item.entity.js';
import { Storefront } from './entities/storefront.entity.js';

interface ItemSeed {
  name: string;
  description: string;
  naira: number;
  category: string;
  status?: string;
  stock?: number;
  palette: [string, string];
}

/** The demo restaurant's menu. */
const MENU: ItemSeed[] = [
  {
    name: 'Jollof Rice & Chicken',
    description: 'Smoky party jollof with grilled chicken and fried plantain.',
    naira: 2500,
    category: 'Local Dishes',
    palette: ['#b8321a', '#f7b267'],
  },
  {
    name: 'Egusi Soup & Pounded Yam',
    description: 'Egusi with assorted meat and stockfish, one wrap of pounded yam.',
    naira: 2200,
    category: 'Local Dishes',
    palette: ['#7d6b1a', '#e9d86b'],
  },
  {
    name: 'Catfish Pepper Soup',
    description: 'Point-and-kill catfish in hot pepper soup.',
    naira: 1800,
    category: 'Local Dishes',
    palette: ['#8e2c0e', '#f0a070'],
  },
  {
    name: 'Chicken Shawarma',
    description: 'Chicken, cabbage and cream in a toasted wrap.',
    naira: 1800,
    category: 'Fast Food',
    palette: ['#a0522d', '#f3d1a2'],
  },
  { name: 'Chilled Zobo', description: 'Hibiscus drink with ginger and pineapple, 50 cl.', naira: 500, category: 'Drinks', palette: ['#6a0d2b', '#e0607e'] },
  { name: 'Chin Chin (small pack)', description: 'Crunchy home-made chin chin.', naira: 700, category: 'Desserts', palette: ['#a86b1f', '#f5cf8a'] },
  {
    name: 'Puff-Puff (6 pieces)',
    description: 'Fresh puff-puff; back tomorrow morning.',
    naira: 600,
    category: 'Desserts',
    status: 'out-of-stock',
    palette: ['#8a5a12', '#f2c46d'],
  },
];

/** The demo seller's catalogue: fashion from Ibadan and a few other things. */
const PRODUCTS: ItemSeed[] = [
  {
    name: 'Ankara Maxi Dress',
    description: 'Hand-sewn Ankara maxi dress, sizes 8–16.',
    naira: 18500,
    category: 'Fashion',
    stock: 12,
    palette: ['#1b4d89', '#f2a541'],
  },
  {
    name: 'Adire Shirt (men)',
    description: 'Indigo adire shirt from Abeokuta, short sleeves.',
    naira: 12000,
    category: 'Fashion',
    stock: 3,
    palette: ['#1d2f6f', '#8fa6e3'],
  },
  {
    name: 'Coral Bead Necklace',
    description: 'Traditional coral beads for weddings and owambe.',
    naira: 6500,
    category: 'Fashion',
    stock: 20,
    palette: ['#a3202b', '#f7a1a8'],
  },
  { name: 'Leather Sandals', description: 'Handmade leather sandals from Kano.', naira: 9000, category: 'Fashion', stock: 0, palette: ['#5c3b1e', '#d9a66f'] },
  {
    name: 'Aso-Oke Throw Pillow Set',
    description: 'Two cushion covers woven from aso-oke.',
    naira: 7500,
    category: 'Home & Garden',
    stock: 8,
    palette: ['#2d6a4f', '#b7e4c7'],
  },
  {
    name: 'Things Fall Apart (paperback)',
    description: "Chinua Achebe's classic novel.",
    naira: 4000,
    category: 'Books',
    stock: 15,
    palette: ['#333333', '#e0c068'],
  },
];

/** A generated picture (a plate or a parcel on a gradient, the item's initial): no image is hot-linked. */
async function picture(seed: ItemSeed, profile: CartOrderProfile): Promise<Buffer> {
  const [dark, light] = seed.palette;
  const shape =
    profile === 'food'
      ? `<circle cx="800" cy="560" r="360" fill="#ffffff" opacity="0.95"/><circle cx="800" cy="560" r="260" fill="${dark}" opacity="0.85"/>`
      : `<rect x="480" y="300" width="640" height="520" rx="40" fill="#ffffff" opacity="0.92"/><rect x="760" y="300" width="80" height="520" fill="${dark}" opacity="0.7"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1066" viewBox="0 0 1600 1066">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="1600" height="1066" fill="url(#g)"/>${shape}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function imageOf(
  manager: EntityManager,
  storage: SeedStorage | undefined,
  vendorId: number,
  seed: ItemSeed,
  profile: CartOrderProfile,
): Promise<StoredImage[]> {
  if (!storage) return [];
  const photo = await seedPhoto(manager, storage, vendorId, await picture(seed, profile));
  return [
    { url: `/uploads/${photo.mainKey}`, photo_id: photo.id, storage_key: photo.mainKey, variants: photo.variants, width: photo.width, height: photo.height },
  ];
}

/** Each demo order's steps after PLACE, by profile: one finished, one under way. */
const FOOD_PLANS: Array<[string[], CartOrderEventType[]]> = [
  [
    ['Jollof Rice & Chicken', 'Chilled Zobo'],
    ['PAYMENT_CAPTURED', 'ACCEPT', 'MARK_READY', 'SHIP', 'DELIVER', 'CONFIRM'],
  ],
  [['Egusi Soup & Pounded Yam'], ['PAYMENT_CAPTURED', 'ACCEPT']],
];
const SHOP_PLANS: Array<[string[], CartOrderEventType[]]> = [
  [['Ankara Maxi Dress'], ['PAYMENT_CAPTURED', 'ACCEPT', 'SHIP', 'DELIVER', 'CONFIRM']],
  [
    ['Coral Bead Necklace', 'Aso-Oke Throw Pillow Set'],
    ['PAYMENT_CAPTURED', 'ACCEPT', 'SHIP'],
  ],
  [['Things Fall Apart (paperback)'], ['PAYMENT_CAPTURED']],
];

/**
 * The demo food vendor's menu and the demo product vendor's catalogue, with generated photos, and the demo
 * customer's orders in several states, each through the cart-order lifecycle itself (escrow, ledger, seal photos).
 */
@Injectable()
export class CartOrdersDemoSeeder {
  constructor(
    private readonly engine: LifecycleEngine,
    private readonly food: FoodOrderLifecycle,
    private readonly shop: ShopOrderLifecycle,
    private readonly payments: PaymentsService,
  ) {}

  async run(manager: EntityManager, ctx: SeedContext): Promise<void> {
    for (const { vendor, user } of ctx.vendors) {
      const profile: CartOrderProfile | null = vendor.category === 'food_vendor' ? 'food' : vendor.category === 'product_vendor' ? 'product' : null;
      if (!profile) continue;
      const items = new Map<string, CatalogueItem>();
      for (const seed of profile === 'food' ? MENU : PRODUCTS) {
        const row = manager.create(CatalogueItem, {
          vendorId: vendor.id,
          profile,
          name: seed.name,
          description: seed.description,
          priceKobo: nairaToKobo(seed.naira),
          category: seed.category,
          status: seed.status ?? 'available',
          stock: profile === 'product' ? (seed.stock ?? 10) : null,
          lowStockThreshold: 5,
          images: await imageOf(manager, ctx.storage, vendor.id, seed, profile),
        });
        row.searchText = searchTextOf(row);
        items.set(seed.name, await manager.save(row));
      }
      // The spec's sample promotion: free delivery above ₦2,000 at the restaurant; a flat ₦1,500 at the shop.
      await manager.insert(Storefront, {
        vendorId: vendor.id,
        kitchenOpen: true,
        deliveryFeeKobo: profile === 'food' ? 150_00 : 1_500_00,
        freeDeliveryOverKobo: profile === 'food' ? 2_000_00 : null,
      });
      for (const [names, steps] of profile === 'food' ? FOOD_PLANS : SHOP_PLANS)
        await this.order(
          manager,
          ctx,
          profile,
          vendor.id,
          user.id,
          names.map((n) => items.get(n)!),
          steps,
        );
    }
  }

  private async order(
    manager: EntityManager,
    ctx: SeedContext,
    profile: CartOrderProfile,
    vendorId: number,
    vendorUserId: number,
    items: CatalogueItem[],
    steps: CartOrderEventType[],
  ) {
    const subtotal = items.reduce((s, i) => s + i.priceKobo, 0);
    const fee = profile === 'food' ? (subtotal > 2_000_00 ? 0 : 150_00) : 1_500_00;
    const order = await manager.save(
      manager.create(CartOrder, {
        profile,
        userId: ctx.customer.id,
        vendorId,
        subtotalKobo: subtotal,
        deliveryFeeKobo: fee,
        deliveryAddress: '7 Admiralty Way, Lekki Phase 1, Lagos',
        phone: '+2348031234567',
        notes: 'Demo order',
        status: 'pending',
        escrowStatus: 'none',
        placedAt: null,
      }),
    );
    await manager.insert(
      CartOrderLine,
      items.map((i) => ({ orderId: order.id, itemId: i.id, name: i.name, priceKobo: i.priceKobo, quantity: 1, image: i.images[0]?.url ?? null })),
    );
    const lifecycle = profile === 'food' ? this.food : this.shop;
    await this.engine.apply(lifecycle, manager, order, { type: 'PLACE', actor: 'customer' }, {});
    for (const type of steps) {
      let payment: CapturedPayment | undefined;
      let photo: { stored: { ip: undefined; files: { key: string; mime: string; size: number }[] }; uploaderUserId: number } | undefined;
      if (type === 'PAYMENT_CAPTURED') {
        payment = await this.payments.demoCapture(manager, {
          subject: { kind: KIND_OF_PROFILE[profile], id: order.id },
          userId: ctx.customer.id,
          email: ctx.customer.email,
          amountKobo: subtotal + fee,
          description: `Demo order #${order.id}`,
        });
      }
      if ((type === 'SHIP' || type === 'DELIVER') && ctx.storage) {
        const body = await sharp({ create: { width: 640, height: 480, channels: 3, background: type === 'SHIP' ? '#c98b3a' : '#6b8f71' } })
          .webp()
          .toBuffer();
        const key = await ctx.storage.put(ATTACHMENT_FOLDER, 'webp', body, 'image/webp');
        photo = { stored: { ip: undefined, files: [{ key, mime: 'image/webp', size: body.length }] }, uploaderUserId: vendorUserId };
      }
      if ((type === 'SHIP' || type === 'DELIVER') && !photo) break;
      const actor = type === 'PAYMENT_CAPTURED' ? 'system' : type === 'CONFIRM' ? 'customer' : 'vendor';
      const event = { type, actor, ...(photo ? { photo: photo.stored.files[0]!.key } : {}) } as CartEvent;
      await this.engine.apply(lifecycle, manager, order, event, { payment, photo });
    }
  }
}
