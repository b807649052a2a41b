import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Platform administrators: a table and a token audience of their own. */
@Entity('admins')
export class Admin {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Index('admins_email_unique', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash: string;

  /** Carried in every admin token (`sv`); a password change adds one, which ends every earlier session. */
  @Column({ type: 'int', default: 0 })
  sessionVersion: number;

  @Column({ type: 'varchar', length: 20, default: 'super_admin' })
  role: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
