import { Controller, Headers, HttpCode, Inject, Post, Req, UnauthorizedException } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentWebhooksService, webhookReference } from './payment-webhooks.service.js';
import { isValidWebhookSignature } from './webhook-signature.js';

/** Paystack (and the sandbox, signing the same way) posts events here. */
@ApiTags('payments')
@Controller('api/payments/paystack')
export class PaymentWebhooksController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly webhooks: PaymentWebhooksService,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() req: RawBodyRequest<FastifyRequest>, @Headers('x-paystack-signature') signature?: string) {
    if (!isValidWebhookSignature(req.rawBody, signature, this.provider.webhookSecret)) {
      throw new UnauthorizedException('Invalid webhook signature');
    }
    const body = (req.body ?? {}) as { event?: unknown; data?: Record<string, unknown> };
    const event = typeof body.event === 'string' ? body.event : null;
    const reference = event ? webhookReference(event, body.data) : null;
    if (!event || !reference) return { status: 'ignored' };
    const stored = await this.webhooks.receive(this.provider.name, event, reference, body as Record<string, unknown>);
    return { status: stored ? 'accepted' : 'duplicate' };
  }
}
