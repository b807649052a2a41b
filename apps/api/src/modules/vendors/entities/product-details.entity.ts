import { Entity, Index } from 'typeorm';
import { TextColumn, VarcharColumn } from '../../../database/columns.js';
import { VendorDetailsBase } from './vendor-details.base.js';

/** Product vendor (shop) details. */
@Entity('vendor_product_details')
@Index('vendor_product_details_vendor_unique', ['vendorId'], { unique: true })
export class ProductDetails extends VendorDetailsBase {
  @VarcharColumn(120) contactPerson: string;
  @VarcharColumn(255) storeAddress: string;

  /** E.164. */
  @VarcharColumn(20) storePhone: string;
  @VarcharColumn(254) storeEmail: string;
  @TextColumn() storeDescription: string;
  @VarcharColumn(500, { nullable: true }) logo: string | null;
}
