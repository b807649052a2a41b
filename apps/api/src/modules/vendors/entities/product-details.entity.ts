import { Column, Entity, Index } from 'typeorm';
import { VendorDetailsBase } from './vendor-details.base.js';

/** Product vendor (shop) details. */
@Entity('vendor_product_details')
@Index('vendor_product_details_vendor_unique', ['vendorId'], { unique: true })
export class ProductDetails extends VendorDetailsBase {
  @Column({ type: 'varchar', length: 120 })
  contactPerson: string;

  @Column({ type: 'varchar', length: 255 })
  storeAddress: string;

  /** E.164. */
  @Column({ type: 'varchar', length: 20 })
  storePhone: string;

  @Column({ type: 'varchar', length: 254 })
  storeEmail: string;

  @Column({ type: 'text' })
  storeDescription: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  logo: string | null;
}
