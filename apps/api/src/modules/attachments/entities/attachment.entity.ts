import { Check, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAt, IntColumn, VarcharColumn } from '../../../database/columns.js';
import type { User } from '../../users/entities/user.entity.js';
import { SubjectRow } from '../../../common/subject-row.js';

export const ATTACHMENT_PURPOSES = ['dispute', 'message', 'seal_handover', 'seal_delivery'] as const;
/** Why a file is attached: dispute photos, message photos (modules/conversations); seal and export files later. */
export type AttachmentPurpose = (typeof ATTACHMENT_PURPOSES)[number];

/**
 * A private file attached to an escrowed subject (order, stay, job) by one of its parties. Served only through
 * short-lived signed links to the subject's parties and admins, never under the public /uploads paths.
 */
@Entity('attachments')
@Index('attachments_subject', ['subjectKind', 'subjectId', 'purpose', 'id'])
@Check('attachments_purpose_check', `"purpose" IN ('dispute', 'message', 'seal_handover', 'seal_delivery')`)
export class Attachment extends SubjectRow {
  @IntColumn() uploaderUserId: number;
  @ManyToOne('User', { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'uploader_user_id' }) uploader?: User;
  @VarcharColumn(20) purpose: AttachmentPurpose;

  /** Server-chosen storage key (`attachments/<uuid>.<ext>`); never shown to clients. */
  @VarcharColumn(200) storageKey: string;

  /** Judged from the bytes: image/jpeg, image/png or image/webp. */
  @VarcharColumn(40) contentType: string;
  @IntColumn() sizeBytes: number;
  @CreatedAt() createdAt: Date;
}
