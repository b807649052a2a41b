import { Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, JsonColumn, VarcharColumn } from '../../../database/columns.js';

/**
 * A durable event of one recipient's live stream (docs/live.md): numbered per recipient at publish time, after the
 * transaction that caused it committed, so numbers rise in commit order and a resumed client never skips one.
 * Kept LIVE_REPLAY_MS for replay, then purged.
 */
@Entity('live_events')
@Index('live_events_dedupe', ['recipient', 'eventKey'], { unique: true })
@Index('live_events_created', ['createdAt'])
export class LiveEvent {
  /** `user:<id>` or `admin:<id>`. */
  @PrimaryColumn({ type: 'varchar', length: 40 }) recipient: string;

  /** The event's id in the recipient's stream (SSE `id:`), 1, 2, 3… */
  @PrimaryColumn({ type: 'bigint' }) seq: string;
  @VarcharColumn(60) type: string;

  /** What the client receives as `data` (with `type`). */
  @JsonColumn() data: Record<string, unknown>;

  /** The domain event's key: a second hand-over of one event adds nothing. */
  @VarcharColumn(200) eventKey: string;
  @CreatedAt() createdAt: Date;
}
