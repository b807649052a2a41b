import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, JsonColumn, TextColumn, TimestampColumn, VarcharColumn } from '../database/columns.js';

/** A job to hand to the queues, written in the same transaction as the change that caused it. */
@Entity('outbox_events')
@Index('outbox_events_pending', ['availableAt', 'id'], { where: 'dispatched_at IS NULL' })
export class OutboxEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @VarcharColumn(80) jobName: string;
  @JsonColumn() payload: Record<string, unknown>;

  /** Delay: the job becomes due at this time. */
  @TimestampColumn({ default: () => 'now()' }) availableAt: Date;
  @TimestampColumn({ nullable: true }) dispatchedAt: Date | null;

  /** A relay's lease: while in the future, the row is being handed over and other relays leave it alone. */
  @TimestampColumn({ nullable: true }) claimedUntil: Date | null;
  @IntColumn({ default: 0 }) attempts: number;
  @TextColumn({ nullable: true }) lastError: string | null;
  @CreatedAt() createdAt: Date;
}
