import { Controller, Get, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiSeeOtherResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { formatKobo } from '@oja/shared';
import { registeredSubjects } from '../../common/subjects.js';
import { ENV, Env } from '../../config/env.js';
import { SandboxCharge } from './entities/sandbox-charge.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { signWebhook } from './webhook-signature.js';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox provider's hosted checkout: a plain HTML page with the amount and Pay / Cancel forms.
 * Pay marks the sandbox charge paid, posts a signed `charge.success` webhook through the real webhook
 * route (same signature check as Paystack), then returns the browser to /payment-success.
 */
@ApiTags('payments')
@Controller('api/payments/sandbox/checkout')
export class SandboxCheckoutController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(ENV) private readonly env: Env,
    private readonly dataSource: DataSource,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  private async charge(code: string): Promise<SandboxCharge> {
    const charge =
      this.provider.name === 'sandbox' && /^[0-9a-f]{32}$/.test(code)
        ? await this.dataSource.getRepository(SandboxCharge).findOneBy({ accessCode: code })
        : null;
    if (!charge) throw new NotFoundException('This checkout does not exist');
    return charge;
  }

  /** Where "Cancel" returns to: the customer's list of what they were paying for. */
  private cancelUrl(charge: SandboxCharge) {
    const meta = (charge.metadata ?? {}) as Record<string, unknown>;
    // The subject's descriptor, by the kind in the metadata (or, for a charge made before it was there, its callback key).
    const subject = registeredSubjects().find((d) => d.kind === meta.kind) ?? registeredSubjects().find((d) => meta[d.callbackKey] !== undefined);
    const to = subject
      ? `${subject.customerPage}?${new URLSearchParams({ payment: 'cancelled', [subject.callbackKey]: String(meta[subject.callbackKey] ?? '') })}`
      : '/dashboard';
    return new URL(to, this.env.APP_URL).toString();
  }

  @Get(':code')
  @ApiOperation({
    summary: 'Sandbox hosted checkout page (PAYMENT_PROVIDER=sandbox only)',
    description: 'An HTML page with the amount and Pay / Cancel buttons; `code` is the access code from initialize.',
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The checkout page' })
  @ApiNotFoundResponse({ description: 'This checkout does not exist' })
  async page(@Param('code') code: string, @Res() reply: FastifyReply) {
    const c = await this.charge(code);
    const action = `/api/payments/sandbox/checkout/${esc(c.accessCode)}`;
    const state =
      c.status === 'pending'
        ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${esc(formatKobo(c.amountKobo))}</button></form>
           <form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
        : `<p class="done">This payment is ${c.status === 'success' ? 'complete' : 'cancelled'}.</p>`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Oja sandbox checkout</title><style>
body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:380px;width:100%}
h1{font-size:18px;margin:0 0 4px}.note{color:#b7791f;font-size:13px;margin:0 0 20px}.amount{font-size:32px;font-weight:700;margin:8px 0}
dl{font-size:14px;color:#444}dt{font-weight:600}dd{margin:0 0 8px}button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer;margin-top:8px}
.pay{background:#2f855a;color:#fff}.cancel{background:#edf2f7;color:#333}.done{font-weight:600}</style></head>
<body><main><h1>Oja checkout</h1><p class="note">Sandbox: no real money moves.</p>
<div class="amount">${esc(formatKobo(c.amountKobo))}</div>
<dl><dt>For</dt><dd>${esc(c.metadata?.description ?? 'Oja order')}</dd><dt>Customer</dt><dd>${esc(c.email)}</dd><dt>Reference</dt><dd>${esc(c.reference)}</dd></dl>
${state}</main></body></html>`;
    this.allowReturn(reply, c);
    return reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  /**
   * The page's CSP with the charge's return origin added to `form-action`: browsers apply `form-action` to the
   * redirect that follows the Pay form, so a partner's `callback_url` (an origin in CORS_ORIGINS, checked when
   * the checkout was made) would otherwise be blocked after paying.
   */
  private allowReturn(reply: FastifyReply, c: SandboxCharge): void {
    const csp = reply.getHeader('content-security-policy');
    const origin = new URL(c.callbackUrl).origin;
    if (typeof csp !== 'string' || origin === new URL(this.env.APP_URL).origin) return;
    reply.header(
      'content-security-policy',
      csp.replace(/form-action ([^;]*)/, (_all, sources: string) => `form-action ${sources} ${origin}`),
    );
  }

  @Post(':code/pay')
  @ApiOperation({
    summary: 'Sandbox checkout: pay',
    description: 'Marks the sandbox charge paid, posts a signed charge.success webhook and redirects (303) to the callback URL.',
  })
  @ApiSeeOtherResponse({ description: '303 to the callback URL' })
  @ApiNotFoundResponse({ description: 'This checkout does not exist' })
  async pay(@Param('code') code: string, @Res() reply: FastifyReply) {
    const c = await this.charge(code);
    if (c.status === 'pending') {
      const paidAt = new Date();
      const marked = await this.dataSource.getRepository(SandboxCharge).update({ reference: c.reference, status: 'pending' }, { status: 'success', paidAt });
      if (marked.affected) await this.sendWebhook(c, paidAt);
    }
    // As Paystack does: back to the callback URL given at initialize.
    return reply.redirect(c.callbackUrl, 303);
  }

  /** A signed charge.success, posted through the app's own webhook route. */
  private async sendWebhook(c: SandboxCharge, paidAt: Date) {
    {
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          reference: c.reference,
          amount: c.amountKobo,
          currency: c.currency,
          status: 'success',
          paid_at: paidAt.toISOString(),
          channel: 'sandbox',
          customer: { email: c.email },
          metadata: c.metadata,
        },
      });
      const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
      await fastify.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, this.provider.webhookSecret) },
        payload: body,
      });
    }
  }

  @Post(':code/cancel')
  @ApiOperation({ summary: 'Sandbox checkout: cancel', description: 'Abandons the sandbox charge and redirects (303) to the customer’s orders or bookings.' })
  @ApiSeeOtherResponse({ description: '303 to the customer’s list' })
  @ApiNotFoundResponse({ description: 'This checkout does not exist' })
  async cancel(@Param('code') code: string, @Res() reply: FastifyReply) {
    const c = await this.charge(code);
    await this.dataSource.getRepository(SandboxCharge).update({ reference: c.reference, status: 'pending' }, { status: 'abandoned' });
    return reply.redirect(this.cancelUrl(c), 303);
  }
}
