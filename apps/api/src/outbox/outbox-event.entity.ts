import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A job to hand to the queues, written in the same transaction as the change that caused it. */
@Entity('outbox_events')
@Index('outbox_events_pending', ['availableAt'], { where: 'dispatched_at IS NULL' })
export class OutboxEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  jobName: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  /** Delay: the job becomes due at this time. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  availableAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;

  /** A relay's lease: while in the future, the row is being handed over and other relays leave it alone. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
