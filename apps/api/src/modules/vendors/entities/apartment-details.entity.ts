import { Entity, Index } from 'typeorm';
import { SmallIntColumn, VarcharColumn } from '../../../database/columns.js';
import { VendorDetailsBase } from './vendor-details.base.js';

/** Service apartment (hospitality) details. */
@Entity('vendor_apartment_details')
@Index('vendor_apartment_details_vendor_unique', ['vendorId'], { unique: true })
export class ApartmentDetails extends VendorDetailsBase {
  @VarcharColumn(120) fullName: string;

  /** E.164. */
  @VarcharColumn(20) phoneNumber: string;
  @VarcharColumn(160) organizationName: string;
  @VarcharColumn(255) organizationAddress: string;
  @VarcharColumn(500, { nullable: true }) website: string | null;
  @SmallIntColumn() yearsOfExperience: number;
}
