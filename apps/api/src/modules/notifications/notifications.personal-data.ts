import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DataOwner, PersonalData, type PersonalDataPart } from '../../common/personal-data.js';
import { Notification } from './entities/notification.entity.js';
import { NotificationDelivery } from './entities/notification-delivery.entity.js';
import { PushSubscription } from './entities/push-subscription.entity.js';

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

/** The browsers the user turned push notifications on in: exported; deleted at erasure. */
@PersonalData()
@Injectable()
export class PushSubscriptionsPersonalData implements PersonalDataPart {
  readonly section = 'push_subscriptions';

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await manager.find(PushSubscription, { where: { userId: owner.userId }, order: { id: 'ASC' } });
    return { data: rows.map((s) => ({ endpoint: s.endpoint, created_at: s.createdAt })) };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    await manager.delete(PushSubscription, { userId: owner.userId });
    return [];
  }
}

/** The SMS (with the phone number) and push messages sent to the user: exported; deleted at erasure. */
@PersonalData()
@Injectable()
export class NotificationDeliveriesPersonalData implements PersonalDataPart {
  readonly section = 'notification_deliveries';

  async export(manager: EntityManager, owner: DataOwner) {
    const rows = await manager.find(NotificationDelivery, { where: { userId: owner.userId }, order: { id: 'ASC' } });
    return {
      data: rows.map((d) => ({ channel: d.channel, to: d.channel === 'sms' ? d.recipient : 'a subscribed device', status: d.status, created_at: d.createdAt })),
    };
  }

  async erase(manager: EntityManager, owner: DataOwner) {
    await manager.delete(NotificationDelivery, { userId: owner.userId });
    return [];
  }
}
