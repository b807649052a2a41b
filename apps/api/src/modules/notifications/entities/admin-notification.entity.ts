import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, TextColumn, TimestampColumn, VarcharColumn } from '../../../database/columns.js';

/** In-app notifications of one admin, shown behind the admin portal's bell (a new dispute, …). */
@Entity('admin_notifications')
@Index('admin_notifications_admin_unread', ['adminId', 'readAt'])
@Index('admin_notifications_admin', ['adminId', 'id'])
export class AdminNotification {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() adminId: number;
  @ManyToOne('Admin', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'admin_id' }) admin?: object;
  @VarcharColumn(200) title: string;
  @TextColumn() body: string;
  @VarcharColumn(500, { nullable: true }) link: string | null;
  @TimestampColumn({ nullable: true }) readAt: Date | null;
  @CreatedAt() createdAt: Date;
}
