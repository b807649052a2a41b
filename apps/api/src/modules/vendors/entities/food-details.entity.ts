import { Column, Entity, Index } from 'typeorm';
import { VarcharColumn } from '../../../database/columns.js';
import { VendorDetailsBase } from './vendor-details.base.js';

/** Food vendor (restaurant) details: the spec does not show the form; these are ours. */
@Entity('vendor_food_details')
@Index('vendor_food_details_vendor_unique', ['vendorId'], { unique: true })
export class FoodDetails extends VendorDetailsBase {
  @VarcharColumn(160) restaurantName: string;
  @VarcharColumn(160) cuisine: string;
  @VarcharColumn(255) address: string;

  /** E.164. */
  @VarcharColumn(20) phone: string;
  @VarcharColumn(200) openingHours: string;
  /**
   * The opening hours as minutes of the week (Lagos time), written with them (`openMinutesLiteral` of @oja/shared,
   * category-details.ts): the food list asks PostgreSQL `open_minutes @> <minute of the week now>`. NULL: always open
   * (no hours, 24/7 or text nothing could be read from), as isOpenAt decides.
   */
  @Column({ type: 'int4multirange', nullable: true }) openMinutes: string | null;
  @VarcharColumn(500, { nullable: true }) logo: string | null;
}
