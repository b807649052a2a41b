import { Column, Entity, Index } from 'typeorm';
import { VendorDetailsBase } from './vendor-details.base.js';

/** Service apartment (hospitality) details. */
@Entity('vendor_apartment_details')
@Index('vendor_apartment_details_vendor_unique', ['vendorId'], { unique: true })
export class ApartmentDetails extends VendorDetailsBase {
  @Column({ type: 'varchar', length: 120 })
  fullName: string;

  /** E.164. */
  @Column({ type: 'varchar', length: 20 })
  phoneNumber: string;

  @Column({ type: 'varchar', length: 160 })
  organizationName: string;

  @Column({ type: 'varchar', length: 255 })
  organizationAddress: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'smallint' })
  yearsOfExperience: number;
}
