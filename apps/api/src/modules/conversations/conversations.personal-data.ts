import { type EntityManager, In } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { SubjectRegistry } from '../../common/subjects.js';
import { ConversationMember } from './entities/conversation-member.entity.js';
import { Conversation } from './entities/conversation.entity.js';
import { Message } from './entities/message.entity.js';

/**
 * The messages the user sent and the conversations they are a party to: exported. Erasure blanks the text of their
 * messages and drops their photos (the attachments part deletes the files), keeping each message's place so the
 * thread keeps its shape for the other party, and forgets their read pointers.
 */
@PersonalData()
export class ConversationsPersonalData implements PersonalDataPart {
  readonly section = 'messages';

  constructor(private readonly subjects: SubjectRegistry) {}

  async export(manager: EntityManager, owner: DataOwner) {
    const [sent, memberships] = await Promise.all([
      manager.find(Message, { where: { senderUserId: owner.userId }, order: { id: 'ASC' } }),
      manager.find(ConversationMember, { where: { userId: owner.userId }, order: { conversationId: 'ASC' } }),
    ]);
    const ids = [...new Set([...sent.map((m) => m.conversationId), ...memberships.map((m) => m.conversationId)])];
    const conversations = new Map((ids.length ? await manager.findBy(Conversation, { id: In(ids) }) : []).map((c) => [c.id, c]));
    const subject = (conversationId: number) => {
      const c = conversations.get(conversationId);
      return c ? `${c.subjectKind}:${c.subjectId}` : null;
    };
    const label = (c: Conversation | undefined) => (c ? this.subjects.labelOf(c.subjectKind, c.subjectId) : null);
    return {
      data: {
        conversations: memberships.map((m) => ({
          subject: subject(m.conversationId),
          label: label(conversations.get(m.conversationId)),
          read_up_to_message_id: m.lastReadMessageId,
        })),
        sent: sent.map((m) => ({
          id: m.id,
          subject: subject(m.conversationId),
          body: m.body,
          masked: m.masked,
          photo_attachment_ids: m.photoIds,
          sent_at: m.createdAt,
          read_at: m.readAt,
        })),
      },
    };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    await manager.query(`UPDATE messages SET body = '', photo_ids = '{}', erased_at = now() WHERE sender_user_id = $1 AND erased_at IS NULL`, [owner.userId]);
    await manager.delete(ConversationMember, { userId: owner.userId });
    // The photos' rows and files are the attachments part's (it deletes every file the user uploaded).
    return [];
  }
}
