import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { Attachment } from './entities/attachment.entity.js';

/** The files the user attached to subjects (dispute photos): exported; deleted at erasure (no dispute is open then). */
@PersonalData()
export class AttachmentsPersonalData implements PersonalDataPart {
  readonly section = 'attachments';

  private mine(manager: EntityManager, owner: DataOwner) {
    return manager.find(Attachment, { where: { uploaderUserId: owner.userId }, order: { id: 'ASC' } });
  }

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await this.mine(manager, owner);
    const name = (a: Attachment) => `attachment-${a.id}${a.storageKey.slice(a.storageKey.lastIndexOf('.'))}`;
    return {
      data: rows.map((a) => ({ id: a.id, subject: `${a.subjectKind}:${a.subjectId}`, purpose: a.purpose, uploaded_at: a.createdAt, file: `files/${name(a)}` })),
      files: rows.map((a) => ({ name: name(a), key: a.storageKey })),
    };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    const rows = await this.mine(manager, owner);
    if (rows.length)
      await manager.delete(
        Attachment,
        rows.map((a) => a.id),
      );
    return rows.map((a) => a.storageKey);
  }
}
