import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { Notification } from './entities/notification.entity.js';

/** The user's in-app notices: exported; deleted at erasure. */
@PersonalData()
@Injectable()
export class NotificationsPersonalData implements PersonalDataPart {
  readonly section = 'notifications';

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await manager.find(Notification, { where: { userId: owner.userId }, order: { id: 'ASC' } });
    return { data: rows.map((n) => ({ title: n.title, body: n.body, link: n.link, created_at: n.createdAt, read_at: n.readAt })) };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    await manager.delete(Notification, { userId: owner.userId });
    return [];
  }
}
