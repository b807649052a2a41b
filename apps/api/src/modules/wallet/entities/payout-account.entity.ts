import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';

/** The bank account a vendor is paid to; the account name is resolved through the provider, never typed. */
@Entity('payout_accounts')
export class PayoutAccount {
  @PrimaryGeneratedColumn() id: number;
  @Index('payout_accounts_vendor_unique', { unique: true }) @IntColumn() vendorId: number;
  @VarcharColumn(10) bankCode: string;
  @VarcharColumn(120, { nullable: true }) bankName: string | null;
  @VarcharColumn(10) accountNumber: string;
  @VarcharColumn(200) accountName: string;

  /** The provider's transfer recipient for this account. */
  @VarcharColumn(60) recipientCode: string;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
