import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SandboxCharge } from './entities/sandbox-charge.entity.js';
import { Bank, DUPLICATE_REFERENCE, InitializeInput, PaymentProvider, PaymentProviderError, VerifiedCharge } from './payment-provider.js';

/** Banks the sandbox knows (real CBN codes, so the SPA's bank picker looks like production). */
export const SANDBOX_BANKS: Bank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'OPay Digital Services (OPay)', code: '999992' },
  { name: 'Moniepoint MFB', code: '50515' },
];

const NAMES = ['ADAEZE OKAFOR', 'TUNDE BAKARE', 'AMINA BELLO', 'CHINEDU EZE', 'FOLAKE ADEBAYO', 'IBRAHIM SANI', 'NGOZI NWANKWO', 'SEGUN ALABI'];
const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/** PostgreSQL's unique violation on `sandbox_charges.reference`. */
const isDuplicateReference = (err: unknown) => {
  const e = err as { code?: string; driverError?: { code?: string; detail?: string }; detail?: string };
  return (e.code ?? e.driverError?.code) === '23505' && /\(reference\)/.test(e.detail ?? e.driverError?.detail ?? '');
};

/**
 * The default provider on a machine without Paystack keys: it keeps its charges in `sandbox_charges`,
 * serves a checkout page (SandboxCheckoutController), and sends webhooks signed with
 * SANDBOX_WEBHOOK_SECRET through the same webhook route and checks as Paystack's. Transfers and refunds
 * succeed at once; account number 0000000000 does not resolve (to try the error path).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly dataSource: DataSource,
    readonly webhookSecret: string,
    private readonly appUrl: string,
  ) {}

  checkoutUrl(accessCode: string) {
    return new URL(`/api/payments/sandbox/checkout/${accessCode}`, this.appUrl).toString();
  }

  async initialize(input: InitializeInput) {
    const accessCode = randomBytes(16).toString('hex');
    try {
      await this.dataSource.getRepository(SandboxCharge).insert({
        reference: input.reference,
        accessCode,
        amountKobo: input.amountKobo,
        currency: 'NGN',
        email: input.email,
        callbackUrl: input.callbackUrl,
        metadata: input.metadata as never,
      });
    } catch (err) {
      // A reference the sandbox already holds: refused in Paystack's words, so a checkout whose answer was
      // lost (the row committed, our URL never saved) is retired like a lost Paystack one.
      if (isDuplicateReference(err)) throw new PaymentProviderError(DUPLICATE_REFERENCE, false, 400);
      throw err;
    }
    return { authorizationUrl: this.checkoutUrl(accessCode), accessCode, reference: input.reference };
  }

  async verify(reference: string): Promise<VerifiedCharge> {
    const charge = await this.dataSource.getRepository(SandboxCharge).findOneBy({ reference });
    if (!charge) return { status: 'not_found', reference, amountKobo: 0, currency: 'NGN', paidAt: null };
    return { status: charge.status, reference, amountKobo: charge.amountKobo, currency: charge.currency, paidAt: charge.paidAt };
  }

  async listBanks() {
    return SANDBOX_BANKS;
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    if (!SANDBOX_BANKS.some((b) => b.code === bankCode)) throw new PaymentProviderError('Unknown bank code', false, 422);
    if (!/^\d{10}$/.test(accountNumber) || /^0+$/.test(accountNumber)) {
      throw new PaymentProviderError('Could not resolve account name. Check parameters or try again.', false, 422);
    }
    const name = NAMES[parseInt(hash(`${bankCode}:${accountNumber}`).slice(0, 8), 16) % NAMES.length]!;
    return { accountName: name, accountNumber };
  }

  async createRecipient(input: { name: string; accountNumber: string; bankCode: string }) {
    return { recipientCode: `RCP_sbx_${hash(`${input.bankCode}:${input.accountNumber}`).slice(0, 12)}` };
  }

  async transfer(input: { reference: string }) {
    return { status: 'success' as const, transferCode: `TRF_sbx_${hash(input.reference).slice(0, 12)}` };
  }

  async verifyTransfer() {
    // Stateless: every transfer succeeded when it was made; an unknown one is (re)made with its reference.
    return { status: 'not_found' as const, transferCode: null, amountKobo: null };
  }

  async refund(input: { reference: string; amountKobo: number }) {
    return { refundId: `sbx_rf_${hash(`${input.reference}:${input.amountKobo}`).slice(0, 12)}`, status: 'processed' as const };
  }

  async fetchRefund() {
    return { status: 'processed' as const };
  }

  async findRefund() {
    return null;
  }
}
