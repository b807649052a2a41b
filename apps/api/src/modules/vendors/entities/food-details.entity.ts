import { Column, Entity, Index } from 'typeorm';
import { VendorDetailsBase } from './vendor-details.base.js';

/** Food vendor (restaurant) details: the spec does not show the form; these are ours. */
@Entity('vendor_food_details')
@Index('vendor_food_details_vendor_unique', ['vendorId'], { unique: true })
export class FoodDetails extends VendorDetailsBase {
  @Column({ type: 'varchar', length: 160 })
  restaurantName: string;

  @Column({ type: 'varchar', length: 160 })
  cuisine: string;

  @Column({ type: 'varchar', length: 255 })
  address: string;

  /** E.164. */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 200 })
  openingHours: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  logo: string | null;
}
