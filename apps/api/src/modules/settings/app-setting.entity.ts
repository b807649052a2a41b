import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Small key/value store for platform settings and one-time markers (e.g. the demo seed). */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
