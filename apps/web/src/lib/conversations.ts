import useSWR, { mutate as mutateGlobal, type Fetcher } from 'swr';
import { apiRequest } from './api-client';
import type { ApiAnswer } from './api-schema';
import { useLiveEvent, type LiveEvent } from './live';

/** GET /api/conversations/{kind}/{id}/messages: a page of a thread, oldest first. */
export type ThreadPage = ApiAnswer<'/api/conversations/{kind}/{id}/messages'>;
export type ChatMessage = ThreadPage['data'][number];
export type ConversationsPage = ApiAnswer<'/api/conversations'>;
export type ConversationSummary = ConversationsPage['data'][number];
export type UnreadBySubject = ApiAnswer<'/api/conversations/unread'>;

export const CONVERSATIONS_KEY = '/api/conversations';
export const UNREAD_KEY = '/api/conversations/unread';
/** The thread's page: the newest 100 messages (older ones with `?before=`). */
export const THREAD_PAGE_SIZE = 100;

const subjectPath = (kind: string, id: number) => `${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}`;
/** The SWR key of a subject's thread (`base`: the user route, or the admins' read-only one). */
export const threadKey = (kind: string, id: number, base = CONVERSATIONS_KEY) => `${base}/${subjectPath(kind, id)}/messages?per_page=${THREAD_PAGE_SIZE}`;

/** The user's conversations, a page at a time, with `meta.unread`. */
export function useConversations(page = 1) {
  return useSWR<ConversationsPage>(`${CONVERSATIONS_KEY}?page=${page}`);
}

/** The user's unread counts by subject, and the total (menu entry and order cards). */
export function useUnreadBySubject() {
  return useSWR<UnreadBySubject>(UNREAD_KEY);
}

/** A thread; `fetcher` for the admins' token. A null kind skips the call. */
export function useThread(kind: string | null, id: number | null, base = CONVERSATIONS_KEY, fetcher?: Fetcher<ThreadPage, string>) {
  const key = kind && id ? threadKey(kind, id, base) : null;
  // No fetcher: the app's (the user's token).
  return useSWR<ThreadPage>(key, fetcher ?? null);
}

/** POST …/messages: JSON for text alone, multipart when photos go with it. */
export function sendMessage(kind: string, id: number, body: string, photos: File[]) {
  let payload: unknown = { body };
  if (photos.length) {
    const form = new FormData();
    form.append('body', body);
    for (const p of photos) form.append('photos', p);
    payload = form;
  }
  return apiRequest<ApiAnswer<'/api/conversations/{kind}/{id}/messages', 'post'>>(`${CONVERSATIONS_KEY}/${subjectPath(kind, id)}/messages`, {
    method: 'POST',
    body: payload,
  });
}

/** POST …/read: the thread is open, its messages are read. */
export function markConversationRead(kind: string, id: number) {
  return apiRequest<ApiAnswer<'/api/conversations/{kind}/{id}/read', 'post'>>(`${CONVERSATIONS_KEY}/${subjectPath(kind, id)}/read`, { method: 'POST' });
}

/** Refetches the lists whose counts a message or a read changes (the conversations, the unread badges). */
export function refreshConversationLists() {
  void mutateGlobal((key) => typeof key === 'string' && key.startsWith(CONVERSATIONS_KEY) && !key.includes('/messages'));
}

/** The cached thread with `message` appended once (a live event may repeat, or follow the sender's own answer). */
export function withMessage(page: ThreadPage | undefined, message: ChatMessage): ThreadPage | undefined {
  return page && !page.data.some((m) => m.id === message.id) ? { ...page, data: [...page.data, message] } : page;
}

/** The cached thread after a read receipt: the reader's others' messages up to `upToId` are read at `readAt`. */
export function withReceipt(page: ThreadPage | undefined, readerId: number, upToId: number, readAt: string): ThreadPage | undefined {
  return page ? { ...page, data: page.data.map((m) => (m.sender.id !== readerId && m.id <= upToId && !m.read_at ? { ...m, read_at: readAt } : m)) } : page;
}

/**
 * Keeps an open thread current from the live channel (no polling): a new message is appended to the cached page
 * (once), a read receipt stamps `read_at` on the reader's others' messages up to `up_to_id`.
 */
export function useLiveThread(
  kind: string | null,
  id: number | null,
  mutate: (fn: (page?: ThreadPage) => ThreadPage | undefined, revalidate: boolean) => unknown,
) {
  useLiveEvent(['message.created', 'message.read'], (e: LiveEvent) => {
    if (!kind || !id || e.subject?.kind !== kind || e.subject?.id !== id) return;
    if (e.type === 'message.created') {
      const message = e.message as ChatMessage | undefined;
      if (message) void mutate((page) => withMessage(page, message), false);
    } else {
      void mutate((page) => withReceipt(page, Number(e.reader_id), Number(e.up_to_id), String(e.read_at)), false);
    }
  });
}

/** Refetches the unread counts and conversation lists whenever a message or a read concerns the user. */
export function useLiveConversationCounts() {
  useLiveEvent(['message.created', 'message.read'], () => refreshConversationLists());
}
