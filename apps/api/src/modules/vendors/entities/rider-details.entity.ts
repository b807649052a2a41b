import { Column, Entity, Index } from 'typeorm';
import { VendorDetailsBase } from './vendor-details.base.js';

export type VehicleType = 'bike' | 'tricycle';

/** Rider (okada) details. */
@Entity('vendor_rider_details')
@Index('vendor_rider_details_vendor_unique', ['vendorId'], { unique: true })
export class RiderDetails extends VendorDetailsBase {
  @Column({ type: 'varchar', length: 10 })
  vehicleType: VehicleType;

  @Column({ type: 'smallint', default: 1 })
  experienceYears: number;

  /** The rider's online/offline toggle (rider dashboard): online live riders are offered on /ride-hailing. */
  @Column({ type: 'boolean', default: false })
  online: boolean;
}
