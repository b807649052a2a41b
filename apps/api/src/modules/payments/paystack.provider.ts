import { Logger } from '@nestjs/common';
import {
  Bank,
  ChargeStatus,
  InitializeInput,
  PaymentProvider,
  PaymentProviderError,
  RefundStatus,
  TransferStatus,
  VerifiedCharge,
} from './payment-provider.js';

interface Envelope<T> {
  status: boolean;
  message: string;
  data: T;
}

const CHARGE_STATUS: Record<string, ChargeStatus> = { success: 'success', failed: 'failed', abandoned: 'abandoned', reversed: 'failed' };
const TRANSFER_STATUS: Record<string, TransferStatus> = { success: 'success', failed: 'failed', reversed: 'reversed' };
const REFUND_STATUS: Record<string, RefundStatus> = { processed: 'processed', failed: 'failed', processing: 'processing' };

/** Paystack over HTTPS (`{status, message, data}` envelopes, bearer secret key). */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  private readonly logger = new Logger('Paystack');

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  get webhookSecret() {
    return this.secretKey;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ httpStatus: number; envelope: Envelope<T> | null }> {
    let res: Response;
    try {
      res = await fetch(new URL(path.replace(/^\//, ''), this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`), {
        method,
        headers: { authorization: `Bearer ${this.secretKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      this.logger.warn(`${method} ${path}: ${(err as Error).message}`);
      throw new PaymentProviderError('The payment provider could not be reached. Please try again.', true);
    }
    const text = await res.text().catch(() => '');
    let envelope: Envelope<T> | null = null;
    try {
      envelope = text ? (JSON.parse(text) as Envelope<T>) : null;
    } catch {
      envelope = null;
    }
    return { httpStatus: res.status, envelope };
  }

  /** The data of a successful call, or a PaymentProviderError (retryable for 5xx/429/garbled answers). */
  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const { httpStatus, envelope } = await this.call<T>(method, path, body);
    if (httpStatus >= 200 && httpStatus < 300 && envelope?.status === true) return envelope.data;
    const retryable = httpStatus >= 500 || httpStatus === 429 || envelope === null;
    const message = envelope?.message || `The payment provider answered HTTP ${httpStatus}`;
    throw new PaymentProviderError(message, retryable, httpStatus);
  }

  async initialize(input: InitializeInput) {
    const data = await this.request<{ authorization_url: string; access_code: string; reference: string }>('POST', '/transaction/initialize', {
      email: input.email,
      amount: input.amountKobo,
      currency: 'NGN',
      reference: input.reference,
      callback_url: input.callbackUrl,
      metadata: input.metadata,
    });
    return { authorizationUrl: data.authorization_url, accessCode: data.access_code, reference: data.reference };
  }

  async verify(reference: string): Promise<VerifiedCharge> {
    const { httpStatus, envelope } = await this.call<{ status: string; reference: string; amount: number; currency: string; paid_at: string | null }>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    if ((httpStatus === 400 || httpStatus === 404) && envelope && envelope.status === false) {
      return { status: 'not_found', reference, amountKobo: 0, currency: 'NGN', paidAt: null };
    }
    if (httpStatus < 200 || httpStatus >= 300 || envelope?.status !== true) {
      throw new PaymentProviderError(envelope?.message || `The payment provider answered HTTP ${httpStatus}`, true, httpStatus);
    }
    const d = envelope.data;
    return {
      status: CHARGE_STATUS[d.status] ?? 'pending',
      reference: d.reference,
      amountKobo: Number(d.amount),
      currency: String(d.currency ?? '').toUpperCase(),
      paidAt: d.paid_at ? new Date(d.paid_at) : null,
    };
  }

  async listBanks(): Promise<Bank[]> {
    const data = await this.request<Array<{ name: string; code: string }>>('GET', '/bank?country=nigeria&currency=NGN&perPage=100');
    return data.map((b) => ({ name: b.name, code: b.code }));
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    const q = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const data = await this.request<{ account_name: string; account_number: string }>('GET', `/bank/resolve?${q}`);
    return { accountName: data.account_name, accountNumber: data.account_number };
  }

  async createRecipient(input: { name: string; accountNumber: string; bankCode: string }) {
    const data = await this.request<{ recipient_code: string }>('POST', '/transferrecipient', {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: 'NGN',
    });
    return { recipientCode: data.recipient_code };
  }

  async transfer(input: { amountKobo: number; recipientCode: string; reference: string; reason: string }) {
    try {
      const data = await this.request<{ status: string; transfer_code: string }>('POST', '/transfer', {
        source: 'balance',
        amount: input.amountKobo,
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.reason,
        currency: 'NGN',
      });
      return { status: TRANSFER_STATUS[data.status] ?? 'pending', transferCode: data.transfer_code ?? null };
    } catch (err) {
      // A reference the provider already has: report that transfer rather than fail.
      if (err instanceof PaymentProviderError && !err.retryable && /duplicate|already/i.test(err.message)) {
        const known = await this.verifyTransfer(input.reference);
        if (known.status !== 'not_found') return { status: known.status, transferCode: known.transferCode };
      }
      throw err;
    }
  }

  async verifyTransfer(reference: string) {
    const { httpStatus, envelope } = await this.call<{ status: string; transfer_code: string; amount: number }>(
      'GET',
      `/transfer/verify/${encodeURIComponent(reference)}`,
    );
    if ((httpStatus === 400 || httpStatus === 404) && envelope && envelope.status === false) {
      return { status: 'not_found' as const, transferCode: null, amountKobo: null };
    }
    if (httpStatus < 200 || httpStatus >= 300 || envelope?.status !== true) {
      throw new PaymentProviderError(envelope?.message || `The payment provider answered HTTP ${httpStatus}`, true, httpStatus);
    }
    const d = envelope.data;
    return { status: TRANSFER_STATUS[d.status] ?? 'pending', transferCode: d.transfer_code ?? null, amountKobo: Number(d.amount) };
  }

  async refund(input: { reference: string; amountKobo: number }) {
    const data = await this.request<{ id: number | string; status: string }>('POST', '/refund', { transaction: input.reference, amount: input.amountKobo });
    return { refundId: String(data.id), status: REFUND_STATUS[data.status] ?? 'pending' };
  }

  async fetchRefund(refundId: string) {
    const data = await this.request<{ status: string }>('GET', `/refund/${encodeURIComponent(refundId)}`);
    return { status: REFUND_STATUS[data.status] ?? 'pending' };
  }

  async findRefund(reference: string, amountKobo: number) {
    const data = await this.request<Array<{ id: number | string; status: string; amount: number; transaction?: { reference?: string } | number }>>(
      'GET',
      `/refund?${new URLSearchParams({ reference, perPage: '50' })}`,
    );
    const found = (Array.isArray(data) ? data : []).find((r) => Number(r.amount) === amountKobo && REFUND_STATUS[r.status] !== 'failed');
    return found ? { refundId: String(found.id), status: REFUND_STATUS[found.status] ?? 'pending' } : null;
  }
}
