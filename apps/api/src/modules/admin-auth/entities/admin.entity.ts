import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt, VarcharColumn } from '../../../database/columns.js';

/** Platform administrators: a table and a token audience of their own. */
@Entity('admins')
export class Admin {
  @PrimaryGeneratedColumn() id: number;
  @VarcharColumn(120) name: string;
  @Index('admins_email_unique', { unique: true }) @VarcharColumn(254) email: string;
  @VarcharColumn(255, { select: false }) passwordHash: string;

  /** Carried in every admin token (`sv`); a password change adds one, which ends every earlier session. */
  @IntColumn({ default: 0 }) sessionVersion: number;
  @VarcharColumn(20, { default: 'super_admin' }) role: string;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
