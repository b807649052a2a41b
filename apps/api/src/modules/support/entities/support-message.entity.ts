import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

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
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: SupportStatus;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** The latest reply (answering again replaces it; every reply is e-mailed). */
  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  repliedByAdminId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
