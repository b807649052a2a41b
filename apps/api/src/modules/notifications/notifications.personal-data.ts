import { userRowsPart } from '../../common/personal-data.js';
import { Notification } from './entities/notification.entity.js';
import { NotificationDelivery } from './entities/notification-delivery.entity.js';
import { PushSubscription } from './entities/push-subscription.entity.js';

/** The user's in-app notices: exported; deleted at erasure. */
export const NotificationsPersonalData = userRowsPart({
  section: 'notifications',
  entity: Notification,
  owner: 'userId',
  row: (n) => ({ title: n.title, body: n.body, link: n.link, created_at: n.createdAt, read_at: n.readAt }),
  erase: 'delete',
});

/** The browsers the user turned push notifications on in: exported; deleted at erasure. */
export const PushSubscriptionsPersonalData = userRowsPart({
  section: 'push_subscriptions',
  entity: PushSubscription,
  owner: 'userId',
  row: (s) => ({ endpoint: s.endpoint, created_at: s.createdAt }),
  erase: 'delete',
});

/** The SMS (with the phone number) and push messages sent to the user: exported; deleted at erasure. */
export const NotificationDeliveriesPersonalData = userRowsPart({
  section: 'notification_deliveries',
  entity: NotificationDelivery,
  owner: 'userId',
  row: (d) => ({ channel: d.channel, to: d.channel === 'sms' ? d.recipient : 'a subscribed device', status: d.status, created_at: d.createdAt }),
  erase: 'delete',
});
