import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../escrow/kobo-column.js';
import type { CartOrder } from './cart-order.entity.js';

/** One line of a cart order: the item as it was bought (name and price kept, the item may change or go later). */
@Entity('cart_order_lines')
@Index('cart_order_lines_order', ['orderId'])
@Check('cart_order_lines_quantity', '"quantity" > 0')
export class CartOrderLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  orderId: number;

  @ManyToOne('CartOrder', (o: CartOrder) => o.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: CartOrder;

  /** catalogue_items.id (no foreign key: a removed item stays named here). */
  @Column({ type: 'int' })
  itemId: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'bigint', transformer: bigintKobo })
  priceKobo: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;
}
