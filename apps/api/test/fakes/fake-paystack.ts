import { createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Paystack's HTTP API, close enough to exercise the real adapter: bearer secret key,
 * `{status, message, data}` envelopes, amounts in kobo, references unique, transfers idempotent by
 * reference, and webhooks signed with HMAC-SHA512 of the raw body — which it can send twice, out of
 * order, with a bad signature, or retry after a failed delivery.
 */
export interface FakeTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  paid_at: string | null;
  metadata: unknown;
  access_code: string;
}
export interface FakeTransfer {
  reference: string;
  amount: number;
  recipient: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  transfer_code: string;
}
export interface FakeRefund {
  id: number;
  reference: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

export class FakePaystack {
  readonly secret = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  private server: Server | null = null;
  baseUrl = '';
  /** Where webhooks go (the app's `/api/payments/paystack/webhook`). */
  webhookUrl = '';
  readonly transactions = new Map<string, FakeTransaction>();
  readonly transfers = new Map<string, FakeTransfer>();
  readonly refunds = new Map<number, FakeRefund>();
  /** Every call received: method, path, parsed body. */
  readonly calls: Array<{ method: string; path: string; body: unknown }> = [];
  /** POST /transfer calls per reference (to prove a retry did not pay twice). */
  readonly transferPosts = new Map<string, number>();
  /** How new transfers end: at once (`success`/`failed`), or `pending` until settleTransfer(). */
  transferOutcome: 'success' | 'failed' | 'pending' = 'success';
  /** While set, POST /transfer records the transfer and then never answers (a worker dying mid-call). */
  hangTransfers = false;
  /** Refunds end `processed` at once, or stay `pending`. */
  refundOutcome: 'processed' | 'pending' = 'processed';
  /** Initialize answers only after this long (a slow provider). */
  initializeDelayMs = 0;
  /** Overrides what verify reports for a reference (e.g. a different amount). */
  readonly verifyOverrides = new Map<string, Partial<FakeTransaction>>();
  private seq = 1000;

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', () => r()));
    this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  private send(res: ServerResponse, status: number, body: { status: boolean; message: string; data?: unknown }) {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return this.send(res, 400, { status: false, message: 'Invalid JSON' });
    }
    const url = new URL(req.url ?? '/', this.baseUrl);
    const path = url.pathname;
    this.calls.push({ method: req.method ?? 'GET', path, body });
    if (req.headers.authorization !== `Bearer ${this.secret}`) return this.send(res, 401, { status: false, message: 'Invalid key' });

    if (req.method === 'POST' && path === '/transaction/initialize') {
      if (this.initializeDelayMs) await new Promise((r) => setTimeout(r, this.initializeDelayMs));
      const reference = String(body.reference ?? '');
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) return this.send(res, 400, { status: false, message: 'Invalid Amount Sent' });
      if (this.transactions.has(reference)) return this.send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const access_code = randomBytes(8).toString('hex');
      this.transactions.set(reference, {
        id: this.seq++,
        reference,
        amount,
        currency: String(body.currency ?? 'NGN'),
        email: String(body.email),
        status: 'ongoing',
        paid_at: null,
        metadata: body.metadata,
        access_code,
      });
      return this.send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${this.baseUrl}/checkout/${access_code}`, access_code, reference },
      });
    }
    let m = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const t = this.transactions.get(decodeURIComponent(m[1]!));
      if (!t) return this.send(res, 400, { status: false, message: 'Transaction reference not found' });
      const shown = { ...t, ...(this.verifyOverrides.get(t.reference) ?? {}) };
      return this.send(res, 200, {
        status: true,
        message: 'Verification successful',
        data: { ...shown, gateway_response: shown.status === 'success' ? 'Successful' : 'Pending', channel: 'card' },
      });
    }
    if (req.method === 'GET' && path === '/bank') {
      return this.send(res, 200, {
        status: true,
        message: 'Banks retrieved',
        data: [
          { name: 'Guaranty Trust Bank', code: '058' },
          { name: 'Access Bank', code: '044' },
        ],
      });
    }
    if (req.method === 'GET' && path === '/bank/resolve') {
      const account = url.searchParams.get('account_number') ?? '';
      if (!/^\d{10}$/.test(account) || account === '0000000000')
        return this.send(res, 422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      return this.send(res, 200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: account, account_name: 'ADA OKEKE', bank_id: 9 },
      });
    }
    if (req.method === 'POST' && path === '/transferrecipient') {
      return this.send(res, 201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: { recipient_code: `RCP_${String(body.account_number)}`, active: true, type: 'nuban' },
      });
    }
    if (req.method === 'POST' && path === '/transfer') {
      const reference = String(body.reference ?? '');
      if (!/^[a-z0-9_-]{16,50}$/.test(reference)) return this.send(res, 400, { status: false, message: 'Invalid transfer reference' });
      this.transferPosts.set(reference, (this.transferPosts.get(reference) ?? 0) + 1);
      const known = this.transfers.get(reference);
      if (known) return this.send(res, 400, { status: false, message: 'Duplicate Transfer Reference' });
      const transfer: FakeTransfer = {
        reference,
        amount: Number(body.amount),
        recipient: String(body.recipient),
        status: this.transferOutcome,
        transfer_code: `TRF_${randomBytes(6).toString('hex')}`,
      };
      this.transfers.set(reference, transfer);
      if (this.hangTransfers) return; // never answers; the caller dies or times out
      return this.send(res, 200, { status: true, message: 'Transfer has been queued', data: { ...transfer } });
    }
    m = /^\/transfer\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const t = this.transfers.get(decodeURIComponent(m[1]!));
      if (!t) return this.send(res, 404, { status: false, message: 'Transfer not found' });
      return this.send(res, 200, { status: true, message: 'Transfer retrieved', data: { ...t } });
    }
    if (req.method === 'POST' && path === '/refund') {
      const reference = String(body.transaction ?? '');
      const t = this.transactions.get(reference);
      if (!t || t.status !== 'success') return this.send(res, 400, { status: false, message: 'Transaction not found or not successful' });
      const amount = body.amount === undefined ? t.amount : Number(body.amount);
      const refunded = [...this.refunds.values()].filter((r) => r.reference === reference && r.status !== 'failed').reduce((a, r) => a + r.amount, 0);
      if (refunded + amount > t.amount) return this.send(res, 400, { status: false, message: 'Refund amount cannot be more than transaction amount' });
      const refund: FakeRefund = { id: this.seq++, reference, amount, status: this.refundOutcome };
      this.refunds.set(refund.id, refund);
      return this.send(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { id: refund.id, status: refund.status, amount, transaction: { reference } },
      });
    }
    if (req.method === 'GET' && path === '/refund') {
      const reference = url.searchParams.get('reference');
      return this.send(res, 200, { status: true, message: 'Refunds retrieved', data: [...this.refunds.values()].filter((r) => r.reference === reference) });
    }
    m = /^\/refund\/(\d+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const r = this.refunds.get(Number(m[1]));
      if (!r) return this.send(res, 404, { status: false, message: 'Refund not found' });
      return this.send(res, 200, { status: true, message: 'Refund retrieved', data: { ...r } });
    }
    return this.send(res, 404, { status: false, message: `No route ${req.method} ${path}` });
  }

  // ── what the customer and Paystack's back office do ───────────────────────────────────────

  /** The customer pays at the checkout: the transaction succeeds (webhooks are sent separately). */
  pay(reference: string) {
    const t = this.transactions.get(reference);
    if (!t) throw new Error(`no transaction ${reference}`);
    t.status = 'success';
    t.paid_at = new Date().toISOString();
    return t;
  }

  sign(raw: string, secret = this.secret) {
    return createHmac('sha512', secret).update(raw).digest('hex');
  }

  /** The body of a webhook as Paystack sends it. */
  chargeSuccessEvent(reference: string) {
    const t = this.transactions.get(reference)!;
    return {
      event: 'charge.success',
      data: {
        id: t.id,
        reference,
        amount: t.amount,
        currency: t.currency,
        status: 'success',
        paid_at: t.paid_at,
        metadata: t.metadata,
        customer: { email: t.email },
      },
    };
  }

  transferEvent(reference: string) {
    const t = this.transfers.get(reference)!;
    return { event: `transfer.${t.status}`, data: { reference, amount: t.amount, status: t.status, transfer_code: t.transfer_code } };
  }

  /**
   * Delivers one webhook `times` times (concurrently), signed unless `badSignature`. Like Paystack, it
   * retries a delivery that did not get a 200 (up to `retries` more times, `retryDelayMs` apart).
   */
  async deliver(
    event: object,
    opts: { times?: number; badSignature?: boolean; retries?: number; retryDelayMs?: number; failFirst?: number } = {},
  ): Promise<number[]> {
    const raw = JSON.stringify(event);
    const signature = opts.badSignature ? this.sign(raw, 'not-the-secret') : this.sign(raw);
    const one = async () => {
      let status = 0;
      for (let attempt = 0; attempt <= (opts.retries ?? 0); attempt++) {
        try {
          // `failFirst`: the first attempts do not reach the app (connection refused), as when it is down.
          const url = attempt < (opts.failFirst ?? 0) ? 'http://127.0.0.1:1/webhook' : this.webhookUrl;
          const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body: raw });
          status = res.status;
          await res.text();
        } catch {
          status = 0;
        }
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, opts.retryDelayMs ?? 100));
      }
      return status;
    };
    return Promise.all(Array.from({ length: opts.times ?? 1 }, one));
  }

  /** Paystack's back office settles a pending transfer. */
  settleTransfer(reference: string, status: 'success' | 'failed' | 'reversed') {
    const t = this.transfers.get(reference);
    if (!t) throw new Error(`no transfer ${reference}`);
    t.status = status;
    return t;
  }
}
