import { Module } from '@nestjs/common';
import { ServiceMarketplaceModule } from '../service-marketplace/service-marketplace.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { PaymentWebhooksController } from './payment-webhooks.controller.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { SandboxCheckoutController } from './sandbox-checkout.controller.js';

/** Inbound provider events (webhook route and its job) and the sandbox's hosted checkout. */
@Module({
  imports: [ServiceMarketplaceModule, WalletModule],
  controllers: [PaymentWebhooksController, SandboxCheckoutController],
  providers: [PaymentWebhooksService],
})
export class PaymentWebhooksModule {}
