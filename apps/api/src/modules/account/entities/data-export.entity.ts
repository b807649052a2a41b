import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TimestampColumn, VarcharColumn } from '../../../database/columns.js';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * A user's "Download my data" (NDPA 2023; docs/privacy.md): built by a worker into a ZIP in private storage,
 * offered through a short-lived signed link, its file deleted DATA_EXPORT_RETENTION_MS after it was made.
 */
@Entity('data_exports')
@Index('data_exports_user', ['userId', 'id'])
@Check('data_exports_status_check', `"status" IN ('pending', 'ready', 'failed', 'expired')`)
export class DataExport {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() userId: number;
  @VarcharColumn(10, { default: 'pending' }) status: DataExportStatus;

  /** Private storage key of the ZIP (`exports/<uuid>.zip`); null until ready and after it expired. */
  @VarcharColumn(200, { nullable: true }) storageKey: string | null;
  @IntColumn({ nullable: true }) sizeBytes: number | null;
  @CreatedAt() createdAt: Date;
  @TimestampColumn({ nullable: true }) readyAt: Date | null;
}
