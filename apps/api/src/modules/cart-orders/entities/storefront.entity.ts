import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';

/** A food or product vendor's selling settings: the kitchen switch and the delivery fee rule (no row: the defaults). */
@Entity('storefronts')
export class Storefront {
  @PrimaryColumn({ type: 'int' })
  vendorId: number;

  @Column({ type: 'boolean', default: true })
  kitchenOpen: boolean;

  @Column({ type: 'bigint', transformer: bigintKobo, nullable: true })
  deliveryFeeKobo: number | null;

  @Column({ type: 'bigint', transformer: bigintKobo, nullable: true })
  freeDeliveryOverKobo: number | null;

  /** The shop's map pin, where an Oja rider collects an order; null: not set, so no Oja rider can be called. */
  @Column({ type: 'double precision', nullable: true })
  pickupLat: number | null;

  @Column({ type: 'double precision', nullable: true })
  pickupLng: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
