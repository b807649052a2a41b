import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** In-app notifications of one admin, shown behind the admin portal's bell (a new dispute, …). */
@Entity('admin_notifications')
@Index('admin_notifications_admin_unread', ['adminId', 'readAt'])
@Index('admin_notifications_admin', ['adminId', 'id'])
export class AdminNotification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  adminId: number;

  @ManyToOne('Admin', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id' })
  admin?: object;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  link: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
