import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, Env, paymentProviderOf } from '../../config/env.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PaymentsService } from './payments.service.js';
import { PaystackProvider } from './paystack.provider.js';
import { RefundsService } from './refunds.service.js';
import { SandboxProvider } from './sandbox.provider.js';

/** The payment provider chosen by configuration (Paystack or the sandbox), checkouts and refunds. */
@Global()
@Module({
  imports: [EscrowModule],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [ENV, DataSource],
      useFactory: (env: Env, dataSource: DataSource) =>
        paymentProviderOf(env) === 'paystack'
          ? new PaystackProvider(env.PAYSTACK_SECRET_KEY!, env.PAYSTACK_BASE_URL, env.PAYSTACK_TIMEOUT_MS)
          : new SandboxProvider(dataSource, env.SANDBOX_WEBHOOK_SECRET!, env.APP_URL),
    },
    PaymentsService,
    RefundsService,
  ],
  exports: [PAYMENT_PROVIDER, PaymentsService, RefundsService],
})
export class PaymentsModule {}
