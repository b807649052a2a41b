import type { SupportMessage } from './entities/support-message.entity.js';

/** A Contact Us message as the admin sees it. */
export function presentSupportMessage(m: SupportMessage) {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    status: m.status,
    user_id: m.userId,
    reply: m.reply,
    replied_at: m.repliedAt,
    replied_by_admin_id: m.repliedByAdminId,
    created_at: m.createdAt,
  };
}
