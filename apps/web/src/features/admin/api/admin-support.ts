import type { ApiAnswer, ApiBody } from '@/lib/api-schema';
import { adminRequest } from './admin-client';

export type SupportMessagesPage = ApiAnswer<'/api/admin/support-messages'>;
export type SupportMessage = SupportMessagesPage['data'][number];

export const SUPPORT_FILTERS = ['open', 'answered', 'all'] as const;
export type SupportFilter = (typeof SUPPORT_FILTERS)[number];

/** E-mails the reply to the sender; the message becomes answered. */
export function replyToSupportMessage(id: number, body: ApiBody<'/api/admin/support-messages/{id}/reply', 'post'>) {
  return adminRequest<ApiAnswer<'/api/admin/support-messages/{id}/reply', 'post'>>(`/api/admin/support-messages/${id}/reply`, { method: 'POST', body });
}
