import { Controller, Headers, HttpCode, Inject, Post, Req, UnauthorizedException } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
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
  @ApiOperation({
    summary: 'Payment provider webhook (Paystack; the sandbox signs the same way)',
    description:
      'Called by the provider, not by clients. Signed with `x-paystack-signature` (hex HMAC-SHA512 of the raw body). Stored once per event and reference, then verified with the provider before anything is credited.',
  })
  @ApiHeader({ name: 'x-paystack-signature', required: true, description: 'hex HMAC-SHA512 of the raw body with the secret key' })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['event', 'data'],
      properties: { event: { type: 'string', example: 'charge.success' }, data: { type: 'object', properties: { reference: { type: 'string' } } } },
    },
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', enum: ['accepted', 'duplicate', 'ignored'] } } } })
  @ApiUnauthorizedResponse({ description: 'Invalid webhook signature' })
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
