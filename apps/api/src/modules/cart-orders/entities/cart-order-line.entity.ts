import { Check, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { IntColumn, KoboColumn, VarcharColumn } from '../../../database/columns.js';
import type { CartOrder } from './cart-order.entity.js';

/** One line of a cart order: the item as it was bought (name and price kept, the item may change or go later). */
@Entity('cart_order_lines')
@Index('cart_order_lines_order', ['orderId'])
@Check('cart_order_lines_quantity', '"quantity" > 0')
export class CartOrderLine {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() orderId: number;
  @ManyToOne('CartOrder', (o: CartOrder) => o.lines, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'order_id' }) order?: CartOrder;

  /** catalogue_items.id (no foreign key: a removed item stays named here). */
  @IntColumn() itemId: number;
  @VarcharColumn(120) name: string;
  @KoboColumn() priceKobo: number;
  @IntColumn() quantity: number;
  @VarcharColumn(500, { nullable: true }) image: string | null;
}
