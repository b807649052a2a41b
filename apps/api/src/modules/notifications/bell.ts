import { IsNull, type ObjectLiteral, type Repository } from 'typeorm';
import type { PageRequest } from '../../common/pagination.js';
import { pageOf, paginated, type PageQuery } from '../../common/pagination.js';

/** What a bell reads and marks: a user's notifications or an admin's (the same shape, the owner's id). */
export interface BellStore {
  list(
    ownerId: number,
    p: PageRequest,
  ): Promise<{ rows: { id: number; title: string; body: string; link: string | null; readAt: Date | null; createdAt: Date }[]; total: number; unread: number }>;
  markRead(ownerId: number, id: number): Promise<boolean>;
  markAllRead(ownerId: number): Promise<number>;
}

/** The bell's three answers, the same for customers and vendors (/api/notifications) and admins (/api/admin/notifications). */
export const bell = {
  /** One page (30 by default) with the unread count in `meta.unread`. */
  async page(store: BellStore, ownerId: number, q: PageQuery) {
    const p = pageOf(q, 30);
    const { rows, total, unread } = await store.list(ownerId, p);
    const page = paginated(
      rows.map((n) => ({ id: n.id, title: n.title, body: n.body, link: n.link, read_at: n.readAt, created_at: n.createdAt })),
      p,
      total,
    );
    return { data: page.data, meta: { ...page.meta, unread } };
  },
  async readAll(store: BellStore, ownerId: number) {
    return { message: 'All notifications marked as read', marked: await store.markAllRead(ownerId) };
  },
  /** Marks one; someone else's or a missing one is `notFound()`. */
  async read(store: BellStore, ownerId: number, id: number, notFound: () => Error) {
    if (!(await store.markRead(ownerId, id))) throw notFound();
    return { message: 'Notification marked as read' };
  },
};

/** Whose notifications: a user's (`notifications`) or an admin's (`admin_notifications`). */
type BellOwner = { userId: number } | { adminId: number };

/** Marks the notification `id` of `owner` read; false when it is not theirs. */
export async function markOneRead(repo: Repository<ObjectLiteral>, owner: BellOwner, id: number): Promise<boolean> {
  const res = await repo.update({ id, ...owner, readAt: IsNull() }, { readAt: new Date() });
  if (res.affected) return true;
  return (await repo.count({ where: { id, ...owner } })) > 0;
}

/** Marks every unread notification of `owner` read; how many. */
export async function markAllOwnRead(repo: Repository<ObjectLiteral>, owner: BellOwner): Promise<number> {
  const res = await repo.update({ ...owner, readAt: IsNull() }, { readAt: new Date() });
  return res.affected ?? 0;
}
