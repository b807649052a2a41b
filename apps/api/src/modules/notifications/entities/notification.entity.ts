import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TextColumn, TimestampColumn, VarcharColumn } from '../../../database/columns.js';

/** In-app notifications shown behind the dashboard bell. */
@Entity('notifications')
@Index('notifications_user_unread', ['userId', 'readAt'])
export class Notification {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() userId: number;
  @VarcharColumn(200) title: string;
  @TextColumn() body: string;
  @VarcharColumn(500, { nullable: true }) link: string | null;
  @TimestampColumn({ nullable: true }) readAt: Date | null;
  @CreatedAt() createdAt: Date;
}
