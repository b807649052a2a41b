import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { IntColumn } from '../../../database/columns.js';
import type { Conversation } from './conversation.entity.js';

/**
 * A party of a conversation and how far they have read it (their unread count is the others' messages past
 * `lastReadMessageId`). Written for every party whenever a message is sent, so the user's list finds it.
 */
@Entity('conversation_members')
@Index('conversation_members_user', ['userId', 'conversationId'])
export class ConversationMember {
  @PrimaryColumn({ type: 'int' }) conversationId: number;
  @PrimaryColumn({ type: 'int' }) userId: number;
  @ManyToOne('Conversation', { onDelete: 'CASCADE' }) @JoinColumn({ name: 'conversation_id' }) conversation?: Conversation;
  @IntColumn({ default: 0 }) lastReadMessageId: number;
}
