import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The bank account a vendor is paid to; the account name is resolved through the provider, never typed. */
@Entity('payout_accounts')
export class PayoutAccount {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('payout_accounts_vendor_unique', { unique: true })
  @Column({ type: 'int' })
  vendorId: number;

  @Column({ type: 'varchar', length: 10 })
  bankCode: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  bankName: string | null;

  @Column({ type: 'varchar', length: 10 })
  accountNumber: string;

  @Column({ type: 'varchar', length: 200 })
  accountName: string;

  /** The provider's transfer recipient for this account. */
  @Column({ type: 'varchar', length: 60 })
  recipientCode: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
