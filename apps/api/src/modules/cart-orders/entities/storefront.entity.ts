import { Entity, PrimaryColumn } from 'typeorm';
import { BoolColumn, FloatColumn, KoboColumn, UpdatedAt } from '../../../database/columns.js';

/** A food or product vendor's selling settings: the kitchen switch and the delivery fee rule (no row: the defaults). */
@Entity('storefronts')
export class Storefront {
  @PrimaryColumn({ type: 'int' }) vendorId: number;
  @BoolColumn({ default: true }) kitchenOpen: boolean;
  @KoboColumn({ nullable: true }) deliveryFeeKobo: number | null;
  @KoboColumn({ nullable: true }) freeDeliveryOverKobo: number | null;

  /** The shop's map pin, where an Oja rider collects an order; null: not set, so no Oja rider can be called. */
  @FloatColumn({ nullable: true }) pickupLat: number | null;
  @FloatColumn({ nullable: true }) pickupLng: number | null;
  @UpdatedAt() updatedAt: Date;
}
