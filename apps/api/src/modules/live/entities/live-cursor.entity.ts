import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last event number given in one recipient's live stream; its row lock orders the recipient's events. */
@Entity('live_cursors')
export class LiveCursor {
  @PrimaryColumn({ type: 'varchar', length: 40 }) recipient: string;
  @Column({ type: 'bigint', default: 0 }) seq: string;
}
