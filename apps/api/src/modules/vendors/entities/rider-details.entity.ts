import { Entity, Index } from 'typeorm';
import { BoolColumn, SmallIntColumn, VarcharColumn } from '../../../database/columns.js';
import { VendorDetailsBase } from './vendor-details.base.js';

export type VehicleType = 'bike' | 'tricycle';

/** Rider (okada) details. */
@Entity('vendor_rider_details')
@Index('vendor_rider_details_vendor_unique', ['vendorId'], { unique: true })
export class RiderDetails extends VendorDetailsBase {
  @VarcharColumn(10) vehicleType: VehicleType;
  @SmallIntColumn({ default: 1 }) experienceYears: number;

  /** The rider's online/offline toggle (rider dashboard): online live riders are offered on /ride-hailing. */
  @BoolColumn({ default: false }) online: boolean;
}
