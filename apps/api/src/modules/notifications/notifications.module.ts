import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ENV, Env } from '../../config/env.js';
import { DEV_SINK, type DevSink } from '../../common/dev-sink.js';
import { Notification } from './entities/notification.entity.js';
import { AdminNotification } from './entities/admin-notification.entity.js';
import { NotificationDelivery } from './entities/notification-delivery.entity.js';
import { PushSubscription } from './entities/push-subscription.entity.js';
import { AdminNotificationsController } from './admin-notifications.controller.js';
import { AdminNotificationsService } from './admin-notifications.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsProcessor } from './notifications.processor.js';
import { NotificationsService } from './notifications.service.js';
import { NotificationDeliveriesService } from './notification-deliveries.service.js';
import { MailService } from '../mail/mail.service.js';
import { NotificationDeliveriesPersonalData, NotificationsPersonalData, PushSubscriptionsPersonalData } from './notifications.personal-data.js';
import { PushConfigController, PushSubscriptionsController } from './push/push.controller.js';
import { PushSubscriptionsService } from './push/push-subscriptions.service.js';
import { SmsSender } from './sms/sms-sender.js';
import { AfricasTalkingSmsSender } from './sms/africastalking-sms.sender.js';
import { ConsoleSmsSender } from './sms/console-sms.sender.js';

/** In-app, e-mail, SMS and Web Push notices (docs/notifications.md); the SMS provider is chosen by SMS_PROVIDER. */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, AdminNotification, PushSubscription, NotificationDelivery])],
  controllers: [NotificationsController, AdminNotificationsController, PushConfigController, PushSubscriptionsController],
  providers: [
    NotificationsPersonalData,
    PushSubscriptionsPersonalData,
    NotificationDeliveriesPersonalData,
    NotificationsService,
    AdminNotificationsService,
    NotificationsProcessor,
    NotificationDeliveriesService,
    PushSubscriptionsService,
    MailService,
    {
      provide: SmsSender,
      inject: [ENV, { token: DEV_SINK, optional: true }],
      useFactory: (env: Env, devSink: DevSink | null) =>
        env.SMS_PROVIDER === 'africastalking' ? new AfricasTalkingSmsSender(env) : new ConsoleSmsSender(devSink ?? null, env),
    },
  ],
  exports: [NotificationsService, AdminNotificationsService, MailService],
})
export class NotificationsModule {}
