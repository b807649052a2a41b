import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { BoolColumn, TextColumn } from '../../../database/columns.js';

/**
 * The food list's search, one row a restaurant (migration RestaurantSearch): its searchable text as `q` reads it (its
 * name, business name, cuisine and the dishes that can be ordered), with its own trigram index and statistics, and
 * the vendor's `live` and the opening hours (minutes of the week) the list filters on, and the menu's categories, so a search is planned on
 * this one table. Kept by database triggers on the dishes, the restaurant's details and its vendor, never written here.
 */
@Entity('restaurant_search')
@Index('restaurant_search_text', { synchronize: false })
export class RestaurantSearch {
  @PrimaryColumn({ type: 'int' }) vendorId: number;
  @TextColumn() searchText: string;
  @BoolColumn() live: boolean;
  @Column({ type: 'int4multirange', nullable: true }) openMinutes: string | null;
  /** Its whole menu's categories but its unavailable dishes' (the card's chips; migration RestaurantCategories). */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) categories: string[];
  /** The categories of its dishes that can be ordered (status available; migration FoodListOrderable): a list's test of "has it one". */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) orderable: string[];
}
