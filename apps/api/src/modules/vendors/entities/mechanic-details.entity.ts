import { Column, Entity, Index } from 'typeorm';
import { VendorDetailsBase } from './vendor-details.base.js';

/** Mechanic details. */
@Entity('vendor_mechanic_details')
@Index('vendor_mechanic_details_vendor_unique', ['vendorId'], { unique: true })
export class MechanicDetails extends VendorDetailsBase {
  @Column({ type: 'varchar', length: 160 })
  workshopName: string;

  @Column({ type: 'text' })
  servicesOffered: string;

  @Column({ type: 'varchar', length: 255 })
  location: string;

  /** E.164. */
  @Column({ type: 'varchar', length: 20 })
  contactNumber: string;
}
