import { describe, expect, it } from 'vitest';
import { withMessage, withReceipt, type ChatMessage, type ThreadPage } from './conversations';

const message = (id: number, senderId: number, readAt: string | null = null) =>
  ({
    id,
    body: `m${id}`,
    sender: { id: senderId, name: `u${senderId}` },
    created_at: '2026-11-26T10:00:00Z',
    read_at: readAt,
    photos: [],
    masked: false,
    erased: false,
  }) as unknown as ChatMessage;
const page = (...data: ChatMessage[]) =>
  ({ data, meta: { subject: { kind: 'service_order', id: 1 }, label: 'Order #1', masking: false, has_more: false } }) as unknown as ThreadPage;

describe('a thread kept current by live events', () => {
  it('appends a new message once, whatever the number of times it is told', () => {
    const once = withMessage(page(message(1, 7)), message(2, 8));
    expect(once?.data.map((m) => m.id)).toEqual([1, 2]);
    expect(withMessage(once, message(2, 8))?.data.map((m) => m.id)).toEqual([1, 2]);
    expect(withMessage(undefined, message(2, 8))).toBeUndefined();
  });

  it("marks the others' messages up to the receipt read, never the reader's own or later ones", () => {
    const before = page(message(1, 7), message(2, 8), message(3, 7), message(4, 7, '2026-11-26T09:00:00Z'), message(5, 7));
    const after = withReceipt(before, 8, 4, '2026-11-26T11:00:00Z')!;
    expect(after.data.map((m) => m.read_at)).toEqual(['2026-11-26T11:00:00Z', null, '2026-11-26T11:00:00Z', '2026-11-26T09:00:00Z', null]);
  });
});
