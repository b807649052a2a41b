import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { VendorsModule } from '../vendors/vendors.module.js';
import { PayoutsService } from './payouts.service.js';
import { WalletController } from './wallet.controller.js';
import { WalletService } from './wallet.service.js';

/** Vendor and customer wallets, payout accounts and payouts. */
@Module({
  imports: [AuthModule, EscrowModule, PaymentsModule, NotificationsModule, VendorsModule],
  controllers: [WalletController],
  providers: [WalletService, PayoutsService],
  exports: [PayoutsService],
})
export class WalletModule {}
