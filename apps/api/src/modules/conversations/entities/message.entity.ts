import { Check, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, IntColumn, TextColumn, TimestampColumn } from '../../../database/columns.js';
import type { Conversation } from './conversation.entity.js';

/**
 * One message of a conversation: its text (contact details masked when sent before payment), its photos (private
 * attachments of the subject, by id) and when another party first read it. Erasure blanks the text and drops the
 * photos, keeping the row so the thread keeps its shape for the other party.
 */
@Entity('messages')
@Index('messages_conversation', ['conversationId', 'id'])
@Index('messages_sender', ['senderUserId', 'id'])
@Check('messages_body_length_check', `char_length("body") <= 2000`)
export class Message {
  @PrimaryGeneratedColumn() id: number;
  @IntColumn() conversationId: number;
  @ManyToOne('Conversation', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'conversation_id' }) conversation?: Conversation;
  @IntColumn() senderUserId: number;
  @TextColumn() body: string;

  /** Whether contact details were hidden from the text as sent (before the subject was paid). */
  @BoolColumn({ default: false }) masked: boolean;

  /** The message's photos: ids of the subject's attachments (purpose `message`). */
  @IntColumn({ array: true, default: () => "'{}'" }) photoIds: number[];

  /** Strictly increasing within a conversation (set under its lock). */
  @TimestampColumn() createdAt: Date;

  /** When another party first read it (read receipt); null while unread. */
  @TimestampColumn({ nullable: true }) readAt: Date | null;

  /** When its sender's data was erased (the text blanked, the photos deleted). */
  @TimestampColumn({ nullable: true }) erasedAt: Date | null;
}
