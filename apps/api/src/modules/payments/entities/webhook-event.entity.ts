import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A signed provider webhook as received. Paystack has no event id: (event, reference) is unique, so a redelivery is stored once. */
@Entity('payment_webhook_events')
@Index('payment_webhook_events_unique', ['event', 'reference'], { unique: true })
export class PaymentWebhookEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  event: string;

  @Column({ type: 'varchar', length: 120 })
  reference: string;

  @Column({ type: 'varchar', length: 10 })
  provider: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  outcome: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
