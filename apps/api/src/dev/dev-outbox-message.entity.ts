import { Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, TextColumn, VarcharColumn } from '../database/columns.js';

import type { DevChannel } from '../common/dev-sink.js';

export type { DevChannel };

/** What console/log providers "sent", readable outside production at GET /api/dev/outbox. */
@Entity('dev_outbox_messages')
export class DevOutboxMessage {
  @PrimaryGeneratedColumn() id: number;
  @VarcharColumn(20) channel: DevChannel;
  @VarcharColumn(254) to: string;
  @VarcharColumn(300, { nullable: true }) subject: string | null;
  @TextColumn() body: string;
  @VarcharColumn(20, { nullable: true }) code: string | null;
  @VarcharColumn(1000, { nullable: true }) link: string | null;
  @CreatedAt() createdAt: Date;
}
