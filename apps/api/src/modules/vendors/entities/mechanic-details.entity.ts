import { Entity, Index } from 'typeorm';
import { TextColumn, VarcharColumn } from '../../../database/columns.js';
import { VendorDetailsBase } from './vendor-details.base.js';

/** Mechanic details. */
@Entity('vendor_mechanic_details')
@Index('vendor_mechanic_details_vendor_unique', ['vendorId'], { unique: true })
export class MechanicDetails extends VendorDetailsBase {
  @VarcharColumn(160) workshopName: string;
  @TextColumn() servicesOffered: string;
  @VarcharColumn(255) location: string;

  /** E.164. */
  @VarcharColumn(20) contactNumber: string;
}
