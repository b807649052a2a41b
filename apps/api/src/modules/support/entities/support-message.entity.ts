import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TextColumn, TimestampColumn, VarcharColumn } from '../../../database/columns.js';

export const SUPPORT_STATUSES = ['open', 'answered'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/**
 * A message sent through the Contact Us page (questions, complaints, NDPA data requests), and the admin's latest
 * reply, which is e-mailed to the sender. `userId` is the signed-in sender, if any (no foreign key: users are the
 * users module's rows, and a message outlives an account).
 */
@Entity('support_messages')
@Index('support_messages_status', ['status', 'id'])
@Check('support_messages_status_check', `"status" IN ('open', 'answered')`)
export class SupportMessage {
  @PrimaryGeneratedColumn() id: number;
  @VarcharColumn(120) name: string;
  @VarcharColumn(254) email: string;
  @VarcharColumn(200) subject: string;
  @TextColumn() message: string;
  @VarcharColumn(10, { default: 'open' }) status: SupportStatus;
  @IntColumn({ nullable: true }) userId: number | null;

  /** The latest reply (answering again replaces it; every reply is e-mailed). */
  @TextColumn({ nullable: true }) reply: string | null;
  @TimestampColumn({ nullable: true }) repliedAt: Date | null;
  @IntColumn({ nullable: true }) repliedByAdminId: number | null;
  @CreatedAt() createdAt: Date;
}
