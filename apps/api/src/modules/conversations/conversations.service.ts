import { Injectable } from '@nestjs/common';
import { CONVERSATION_MESSAGES, maskContacts } from '@oja/shared';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager, In } from 'typeorm';
import { DomainError } from '../../common/domain-error.js';
import { EventBus } from '../../common/events.js';
import type { PageRequest } from '../../common/pagination.js';
import { partyUserIds, type SubjectParties, SubjectRegistry } from '../../common/subjects.js';
import type { SubjectRef } from '../../queue/jobs.js';
import { AttachmentsService, type StoredFiles } from '../attachments/attachments.service.js';
import { DisputesService } from '../disputes/disputes.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { UsersService } from '../users/users.service.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { presentMessage, type MessageView } from './message.presenter.js';
import { Conversation } from './entities/conversation.entity.js';
import { Message } from './entities/message.entity.js';
import { MessageInput } from './message-input.js';
import { ConversationCounts } from './conversation-counts.js';

const NOT_FOUND = () => DomainError.notFound('CONVERSATION_NOT_FOUND', CONVERSATION_MESSAGES.notFound);
/** Messages of one page of a thread (GET …/messages?per_page=). */
export const THREAD_PAGE_DEFAULT = 50;

/** The vendors' users of some subjects' parties: user id → vendors.id (they are named by their business). */
const vendorUsers = (parties: (SubjectParties | undefined)[]) =>
  new Map(parties.flatMap((p) => (p?.vendorUserId != null && p.vendorId != null ? [[p.vendorUserId, p.vendorId] as const] : [])));

/**
 * The conversation of every registered subject among the parties its descriptor names (common/subjects.ts): its
 * messages, photos (the subject's private attachments), read receipts and unread counts. Before the subject is paid,
 * contact details typed into a message are masked. Names no vertical.
 */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subjects: SubjectRegistry,
    private readonly attachments: AttachmentsService,
    private readonly payments: PaymentsService,
    private readonly disputes: DisputesService,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly vendors: VendorsService,
    private readonly events: EventBus,
    private readonly input: MessageInput,
    private readonly counts: ConversationCounts,
  ) {}

  /** The subject's parties when `userId` is one of them; otherwise (or for an unknown kind or id) 404. */
  private async partiesFor(subject: SubjectRef, userId: number, manager: EntityManager = this.dataSource.manager): Promise<SubjectParties> {
    if (!this.subjects.has(subject.kind)) throw NOT_FOUND();
    const parties = (await this.subjects.partiesOf(manager, subject.kind, [subject.id])).get(subject.id);
    if (!parties || !partyUserIds(parties).includes(userId)) throw NOT_FOUND();
    return parties;
  }

  private label(subject: SubjectRef): string {
    return this.subjects.labelOf(subject.kind, subject.id);
  }

  /** A page of a party's thread (see `thread`). */
  async threadFor(subject: SubjectRef, userId: number, page: { before?: number; perPage: number }) {
    await this.partiesFor(subject, userId);
    return this.thread(subject, page);
  }

  /** A page of the thread of a disputed subject, for an admin (read only); 404 when the subject has no dispute. */
  async threadForAdmin(subject: SubjectRef, page: { before?: number; perPage: number }) {
    if (!this.subjects.has(subject.kind) || !(await this.disputes.hasDispute(subject))) throw NOT_FOUND();
    return this.thread(subject, page);
  }

  /**
   * The newest `perPage` messages (older than `before` when given), oldest first, with whether older ones exist and
   * whether the subject is paid (before: contact details are masked).
   */
  private async thread(subject: SubjectRef, page: { before?: number; perPage: number }) {
    const conversation = await this.dataSource.manager.findOneBy(Conversation, { subjectKind: subject.kind, subjectId: subject.id });
    const paid = await this.payments.isPaid(this.dataSource.manager, subject);
    const meta = { subject, label: this.label(subject), masking: !paid };
    if (!conversation) return { data: [] as MessageView[], meta: { ...meta, has_more: false } };
    const q = this.dataSource.manager
      .createQueryBuilder(Message, 'm')
      .where('m.conversation_id = :c', { c: conversation.id })
      .orderBy('m.id', 'DESC')
      .take(page.perPage + 1);
    if (page.before) q.andWhere('m.id < :before', { before: page.before });
    const rows = await q.getMany();
    const hasMore = rows.length > page.perPage;
    const shown = rows.slice(0, page.perPage).reverse();
    const parties = (await this.subjects.partiesOf(this.dataSource.manager, subject.kind, [subject.id])).get(subject.id);
    return { data: await this.present(shown, vendorUsers([parties])), meta: { ...meta, has_more: hasMore } };
  }

  /**
   * How people are named to the other side, by user id: a vendor party by its business name (`vendorOf`: user id →
   * vendors.id, from the subjects' parties), anyone else by their account's name.
   */
  private async namesOf(userIds: number[], vendorOf: Map<number, number> = new Map()): Promise<Map<number, string>> {
    const ids = [...new Set(userIds)];
    const [people, businesses] = await Promise.all([
      this.users.summariesOf(ids),
      this.vendors.businessNamesOf(ids.flatMap((id) => (vendorOf.has(id) ? [vendorOf.get(id)!] : []))),
    ]);
    const names = new Map(people.map((u) => [u.id, u.name]));
    for (const [userId, vendorId] of vendorOf) if (businesses.has(vendorId) && names.has(userId)) names.set(userId, businesses.get(vendorId)!);
    return names;
  }

  /** Messages with their senders' names (the subject's vendor by its business name) and fresh photo links. */
  private async present(rows: Message[], vendorOf?: Map<number, number>): Promise<MessageView[]> {
    const [names, photos] = await Promise.all([
      this.namesOf(
        rows.map((m) => m.senderUserId),
        vendorOf,
      ),
      this.attachments.viewsOf(rows.flatMap((m) => m.photoIds)),
    ]);
    return rows.map((m) => presentMessage(m, names.get(m.senderUserId) ?? '', photos));
  }

  /**
   * A party posts a message: checked (404 to anyone else; body and photos within limits; the rate), masked when the
   * subject is not paid yet, its photos stored first (no transaction open during a storage call), then in one
   * transaction under the conversation's lock: the message (ids and times rise in commit order), its photos' rows,
   * the parties' membership, the `message.created` event, and a bell notice to each other party who had nothing
   * unread in it.
   */
  async send(subject: SubjectRef, sender: { id: number; name: string }, req: FastifyRequest): Promise<MessageView> {
    const parties = await this.partiesFor(subject, sender.id);
    const input = await this.input.read(req, sender.id);
    const typed = input.text;
    const paid = await this.payments.isPaid(this.dataSource.manager, subject);
    const { text, masked } = paid ? { text: typed, masked: false } : maskContacts(typed);
    // Read before the transaction: inside it, every query must go through its manager (a send waits for the
    // conversation's lock while holding its connection; a second connection per send would drain the pool).
    const senderName = (await this.namesOf([sender.id], vendorUsers([parties]))).get(sender.id) ?? sender.name;
    const stored: StoredFiles = await this.attachments.storeFiles(input.files, req.ip);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const audience = partyUserIds(parties);
        // The conversation's row, created with the first message and locked by the upsert: one send at a time.
        const [conversation] = (await manager.query(
          `INSERT INTO conversations (subject_kind, subject_id) VALUES ($1, $2)
           ON CONFLICT (subject_kind, subject_id) DO UPDATE SET subject_kind = EXCLUDED.subject_kind
           RETURNING id, last_message_at`,
          [subject.kind, subject.id],
        )) as { id: number; last_message_at: Date | null }[];
        await manager.query(`INSERT INTO conversation_members (conversation_id, user_id) SELECT $1::int, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
          conversation.id,
          audience,
        ]);
        // Who had nothing unread here before this message: they are told through the bell (one notice per quiet spell).
        const quiet = (await manager.query(
          `SELECT cm.user_id FROM conversation_members cm
            WHERE cm.conversation_id = $1 AND cm.user_id = ANY($2::int[]) AND cm.user_id <> $3
              AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = cm.conversation_id AND m.id > cm.last_read_message_id AND m.sender_user_id <> cm.user_id)`,
          [conversation.id, audience, sender.id],
        )) as { user_id: number }[];
        const photoIds = await this.attachments.insertStored(manager, subject, sender.id, 'message', stored);
        const [row] = (await manager.query(
          `INSERT INTO messages (conversation_id, sender_user_id, body, masked, photo_ids, created_at)
           VALUES ($1, $2, $3, $4, $5::int[], GREATEST(clock_timestamp(), COALESCE($6::timestamptz + interval '1 microsecond', '-infinity')))
           RETURNING id, created_at`,
          [conversation.id, sender.id, text, masked, photoIds, conversation.last_message_at],
        )) as { id: number; created_at: Date }[];
        await manager.update(Conversation, { id: conversation.id }, { lastMessageId: row.id, lastMessageAt: row.created_at });
        const message = manager.create(Message, {
          id: row.id,
          conversationId: conversation.id,
          senderUserId: sender.id,
          body: text,
          masked,
          photoIds,
          createdAt: row.created_at,
          readAt: null,
          erasedAt: null,
        });
        const view = presentMessage(message, senderName, await this.attachments.viewsOf(photoIds, manager));
        await this.events.emit(manager, 'message.created', { subject, audience, message: view as unknown as Record<string, unknown> });
        const label = this.label(subject);
        const preview = text ? (text.length > 120 ? `${text.slice(0, 117)}…` : text) : 'Sent a photo';
        for (const { user_id: userId } of quiet) {
          await this.notifications.notify(manager, {
            userId,
            title: `New message on ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
            body: `${senderName}: ${preview}`,
            link: `/dashboard/messages?kind=${subject.kind}&id=${subject.id}`,
            kind: 'messages',
          });
        }
        return view;
      });
    } catch (err) {
      await this.attachments.discardStored(stored);
      throw err;
    }
  }

  /**
   * The party has read the conversation: their read pointer moves to its newest message and the others' unread
   * messages get `read_at` (read receipts), with a `message.read` event to the parties, in one transaction.
   */
  async markRead(subject: SubjectRef, userId: number) {
    const parties = await this.partiesFor(subject, userId);
    return this.dataSource.transaction(async (manager) => {
      const conversation = await manager.findOne(Conversation, {
        where: { subjectKind: subject.kind, subjectId: subject.id },
        lock: { mode: 'pessimistic_write' },
      });
      const upToId = conversation?.lastMessageId ?? 0;
      if (!conversation || !upToId) return { up_to_id: 0, read_at: null, marked: 0 };
      await manager.query(
        `INSERT INTO conversation_members (conversation_id, user_id, last_read_message_id) VALUES ($1, $2, $3)
         ON CONFLICT (conversation_id, user_id) DO UPDATE SET last_read_message_id = GREATEST(conversation_members.last_read_message_id, EXCLUDED.last_read_message_id)`,
        [conversation.id, userId, upToId],
      );
      const [marked, count] = (await manager.query(
        `UPDATE messages SET read_at = now() WHERE conversation_id = $1 AND sender_user_id <> $2 AND read_at IS NULL AND id <= $3 RETURNING read_at`,
        [conversation.id, userId, upToId],
      )) as [{ read_at: Date }[], number];
      const readAt = marked[0]?.read_at ?? null;
      if (count > 0) {
        await this.events.emit(manager, 'message.read', { subject, audience: partyUserIds(parties), readerId: userId, upToId, readAt: readAt!.toISOString() });
      }
      return { up_to_id: upToId, read_at: readAt, marked: count };
    });
  }

  /**
   * One page of the user's conversations with messages, newest activity first: each with its subject, label, the
   * other parties, its last message and the user's unread count; `unread` is the total over all of them.
   */
  async list(userId: number, p: PageRequest) {
    const rows = (await this.dataSource.query(
      `SELECT c.id, c.subject_kind, c.subject_id, c.last_message_id, c.last_message_at,
              (SELECT count(*) FROM messages x WHERE x.conversation_id = c.id AND x.id > cm.last_read_message_id AND x.sender_user_id <> cm.user_id)::int AS unread,
              count(*) OVER ()::int AS total
         FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
        WHERE cm.user_id = $1 AND c.last_message_id IS NOT NULL
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT $2 OFFSET $3`,
      [userId, p.take, p.skip],
    )) as { id: number; subject_kind: string; subject_id: number; last_message_id: number; last_message_at: Date; unread: number; total: number }[];
    const unread = await this.counts.unreadTotal(userId);
    const total = rows[0]?.total ?? (p.skip ? await this.counts.conversations(userId) : 0);
    // The other parties' names, from each subject's parties now.
    const parties = new Map<string, SubjectParties>();
    for (const kind of new Set(rows.map((r) => r.subject_kind))) {
      const found = await this.subjects.partiesOf(
        this.dataSource.manager,
        kind,
        rows.filter((r) => r.subject_kind === kind).map((r) => r.subject_id),
      );
      for (const [id, party] of found) parties.set(`${kind}:${id}`, party);
    }
    const vendorOf = vendorUsers([...parties.values()]);
    const last = new Map(
      (await this.present(await this.dataSource.manager.findBy(Message, { id: In(rows.map((r) => r.last_message_id)) }), vendorOf)).map((m) => [m.id, m]),
    );
    const others = (r: (typeof rows)[number]) => partyUserIds(parties.get(`${r.subject_kind}:${r.subject_id}`)).filter((id) => id !== userId);
    const names = await this.namesOf(rows.flatMap(others), vendorOf);
    const data = rows.map((r) => {
      const subject = { kind: r.subject_kind, id: r.subject_id };
      const people = others(r).map((id) => ({ id, name: names.get(id) ?? '' }));
      return {
        subject,
        label: this.label(subject),
        other_party: people[0] ?? null,
        other_parties: people,
        last_message: last.get(r.last_message_id) ?? null,
        unread: r.unread,
        updated_at: r.last_message_at,
      };
    });
    return { data, total, unread };
  }
}
