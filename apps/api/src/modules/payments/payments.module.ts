import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, Env, paymentProviderOf } from '../../config/env.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PaymentCapturesService } from './payment-captures.service.js';
import { PaymentWebhooksController } from './payment-webhooks.controller.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsService } from './payments.service.js';
import { PaystackProvider } from './paystack.provider.js';
import { RefundsService } from './refunds.service.js';
import { SandboxCheckoutController } from './sandbox-checkout.controller.js';
import { SandboxProvider } from './sandbox.provider.js';
import { PaymentsPersonalData } from './payments.personal-data.js';

/**
 * Payments, a lower layer: the provider chosen by configuration (Paystack or the sandbox), the life of
 * every Payment and Refund row, inbound webhooks and the sandbox's hosted checkout. It imports no order,
 * booking or payout module; it tells them what happened through jobs.
 */
@Module({
  imports: [EscrowModule, NotificationsModule, UsersModule],
  controllers: [PaymentWebhooksController, SandboxCheckoutController],
  providers: [
    PaymentsPersonalData,
    {
      provide: PAYMENT_PROVIDER,
      inject: [ENV, DataSource],
      useFactory: (env: Env, dataSource: DataSource) =>
        paymentProviderOf(env) === 'paystack'
          ? new PaystackProvider(env.PAYSTACK_SECRET_KEY!, env.PAYSTACK_BASE_URL, env.PAYSTACK_TIMEOUT_MS)
          : new SandboxProvider(dataSource, env.SANDBOX_WEBHOOK_SECRET!, env.APP_URL),
    },
    PaymentsService,
    PaymentCapturesService,
    RefundsService,
    PaymentWebhooksService,
  ],
  exports: [PAYMENT_PROVIDER, PaymentsService, PaymentCapturesService],
})
export class PaymentsModule {}
