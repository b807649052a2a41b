import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, JsonColumn, TimestampColumn, VarcharColumn } from '../../../database/columns.js';

/** A signed provider webhook as received. Paystack has no event id: (event, reference) is unique, so a redelivery is stored once. */
@Entity('payment_webhook_events')
@Index('payment_webhook_events_unique', ['event', 'reference'], { unique: true })
export class PaymentWebhookEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @VarcharColumn(60) event: string;
  @VarcharColumn(120) reference: string;
  @VarcharColumn(10) provider: string;
  @JsonColumn() payload: Record<string, unknown>;
  @TimestampColumn({ nullable: true }) processedAt: Date | null;
  @VarcharColumn(300, { nullable: true }) outcome: string | null;
  @CreatedAt() receivedAt: Date;
}
