import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The counts of a user's conversations: how many have messages, the unread total and the unread per subject (the badges). */
@Injectable()
export class ConversationCounts {
  constructor(private readonly dataSource: DataSource) {}

  /** How many conversations of the user have messages. */
  async conversations(userId: number): Promise<number> {
    const [{ n }] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id WHERE cm.user_id = $1 AND c.last_message_id IS NOT NULL`,
      [userId],
    )) as { n: number }[];
    return n;
  }

  /** The user's unread messages over all their conversations. */
  async unreadTotal(userId: number): Promise<number> {
    const [{ n }] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM conversation_members cm
         JOIN messages m ON m.conversation_id = cm.conversation_id AND m.id > cm.last_read_message_id AND m.sender_user_id <> cm.user_id
        WHERE cm.user_id = $1`,
      [userId],
    )) as { n: number }[];
    return n;
  }

  /** The user's conversations with unread messages, as `{ kind, id, unread }` (the order cards' badges). */
  async unreadBySubject(userId: number) {
    const rows = (await this.dataSource.query(
      `SELECT c.subject_kind AS kind, c.subject_id AS id, count(*)::int AS unread
         FROM conversation_members cm
         JOIN conversations c ON c.id = cm.conversation_id
         JOIN messages m ON m.conversation_id = cm.conversation_id AND m.id > cm.last_read_message_id AND m.sender_user_id <> cm.user_id
        WHERE cm.user_id = $1
        GROUP BY c.subject_kind, c.subject_id
        ORDER BY c.subject_kind, c.subject_id`,
      [userId],
    )) as { kind: string; id: number; unread: number }[];
    return { data: rows, meta: { unread: rows.reduce((n, r) => n + r.unread, 0) } };
  }
}
