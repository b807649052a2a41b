import type { AttachmentView } from '../attachments/attachments.service.js';
import type { Message } from './entities/message.entity.js';

/** A message's photo: a signed link that opens it for a few minutes. */
export interface MessagePhotoView {
  id: number;
  content_type: string;
  size: number;
  url: string;
  url_expires_at: Date;
}

/** A message as GET …/messages answers it and the `message.created` event carries it. */
export interface MessageView {
  id: number;
  body: string;
  sender: { id: number; name: string };
  created_at: Date;
  /** When another party first read it (read receipt); null while unread. */
  read_at: Date | null;
  photos: MessagePhotoView[];
  /** Contact details were hidden from the text as sent (before payment). */
  masked: boolean;
  /** The sender's data was erased: the text is blank and the photos gone. */
  erased: boolean;
}

/** A message with its sender's name and its photos' views (a deleted photo is left out). */
export function presentMessage(m: Message, senderName: string, photos: Map<number, AttachmentView>): MessageView {
  return {
    id: m.id,
    body: m.body,
    sender: { id: m.senderUserId, name: senderName },
    created_at: m.createdAt,
    read_at: m.readAt,
    photos: m.photoIds.flatMap((id) => {
      const p = photos.get(id);
      return p ? [{ id: p.id, content_type: p.content_type, size: p.size, url: p.url, url_expires_at: p.url_expires_at }] : [];
    }),
    masked: m.masked,
    erased: m.erasedAt !== null,
  };
}
