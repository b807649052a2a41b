import { Entity, PrimaryColumn } from 'typeorm';
import { JsonColumn, UpdatedAt } from '../../database/columns.js';

/** Small key/value store for platform settings and one-time markers (e.g. the demo seed). */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 80 }) key: string;
  @JsonColumn() value: unknown;
  @UpdatedAt() updatedAt: Date;
}
