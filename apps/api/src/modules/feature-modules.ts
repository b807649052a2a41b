import type { Type } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { AdminAuthModule } from './admin-auth/admin-auth.module.js';
import { UsersModule } from './users/users.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { ErrorLogModule } from './error-log/error-log.module.js';
import { HealthModule } from './health/health.module.js';
import { StorageModule } from './storage/storage.module.js';
import { AuditModule } from './audit/audit.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { VendorsModule } from './vendors/vendors.module.js';
import { KycModule } from './kyc/kyc.module.js';
import { ComplianceModule } from './compliance/compliance.module.js';
import { OtpModule } from './otp/otp.module.js';
import { AdminModule } from './admin/admin.module.js';
import { EscrowModule } from './escrow/escrow.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { ServiceMarketplaceModule } from './service-marketplace/service-marketplace.module.js';
import { WalletModule } from './wallet/wallet.module.js';
import { ApartmentsModule } from './apartments/apartments.module.js';
import { QueueBoardModule } from './queue-board/queue-board.module.js';
import { MaintenanceModule } from './maintenance/maintenance.module.js';
import { RidesModule } from './rides/rides.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AccountModule } from './account/account.module.js';
import { AttachmentsModule } from './attachments/attachments.module.js';
import { DisputesModule } from './disputes/disputes.module.js';
import { SupportModule } from './support/support.module.js';
import { LiveModule } from './live/live.module.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { CartOrdersModule } from './cart-orders/cart-orders.module.js';

/** The feature modules of the API. Each new capability adds its module here. */
export const FEATURE_MODULES: Type[] = [
  StorageModule,
  NotificationsModule,
  AuthModule,
  AdminAuthModule,
  UsersModule,
  ErrorLogModule,
  HealthModule,
  // Vendors, compliance and the admin back office.
  AuditModule,
  SettingsModule,
  VendorsModule,
  KycModule,
  ComplianceModule,
  OtpModule,
  AdminModule,
  // Private attachments of escrowed subjects: dispute photos.
  AttachmentsModule,
  // Ledger, payments, general services, wallets and disputes.
  EscrowModule,
  PaymentsModule,
  // Disputes of any subject whose descriptor declares them; the verticals import it.
  DisputesModule,
  ServiceMarketplaceModule,
  WalletModule,
  // Service apartments: listings, photos, the directory, booking requests and reads.
  ApartmentsModule,
  // The admins' queue dashboard (bull-board) under /api/admin/queues.
  QueueBoardModule,
  // Auto maintenance with live mechanics and the commitment fee in escrow.
  MaintenanceModule,
  // The okada ride demonstration and the rider's dashboard.
  RidesModule,
  // Double-blind reviews of completed orders, stays and jobs.
  ReviewsModule,
  // Weekly figures for every dashboard's Analytics page.
  AnalyticsModule,
  // Notification preferences and account deactivation.
  AccountModule,
  // Contact Us messages and the admins' support inbox.
  SupportModule,
  // The live channel: Server-Sent Events per signed-in user, a sink of the platform's events.
  LiveModule,
  // Messages per order, booking and request among the subject's parties.
  ConversationsModule,
  // Food delivery and the shop: menus, catalogues, carts into escrow, the seal check.
  CartOrdersModule,
];
