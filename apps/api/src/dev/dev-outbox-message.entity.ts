import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

import type { DevChannel } from '../common/dev-sink.js';

export type { DevChannel };

/** What console/log providers "sent", readable outside production at GET /api/dev/outbox. */
@Entity('dev_outbox_messages')
export class DevOutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  channel: DevChannel;

  @Column({ type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  code: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  link: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
