import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiData, ApiSchemas } from '@/lib/api-schema';

export type LedgerLine = VendorWallet['ledger'][number];

export type PayoutRow = VendorWallet['payouts'][number];

export type PayoutAccount = NonNullable<VendorWallet['payout_account']>;

/** GET /api/vendor/wallet `data`. */
export type VendorWallet = ApiData<'/api/vendor/wallet'>;

export type CustomerPayment = CustomerWallet['payments'][number];

export type CustomerRefund = CustomerWallet['refunds'][number];

/** GET /api/wallet `data`. */
export type CustomerWallet = ApiData<'/api/wallet'>;

export type Bank = ApiSchemas['Bank'];

export const VENDOR_WALLET_KEY = '/api/vendor/wallet';
export const CUSTOMER_WALLET_KEY = '/api/wallet';

/** GET /api/vendor/wallet: balances from the ledger, its lines and the payouts. */
export function useVendorWallet() {
  return useSWR<{ data: VendorWallet }>(VENDOR_WALLET_KEY);
}

/** GET /api/wallet: the customer's payments and refunds. */
export function useCustomerWallet() {
  return useSWR<{ data: CustomerWallet }>(CUSTOMER_WALLET_KEY);
}

/** GET /api/payments/banks (public), for the payout-account picker. */
export function useBanks(enabled: boolean) {
  return useSWR<{ data: Bank[] }>(enabled ? '/api/payments/banks' : null, { revalidateOnFocus: false });
}

/** PUT /api/vendor/payout-account: the API resolves the account name with the bank; changing an existing account needs the password. */
export function savePayoutAccount(input: { bank_code: string; account_number: string; password?: string }): Promise<{ message?: string; data: PayoutAccount }> {
  return apiRequest('/api/vendor/payout-account', { method: 'PUT', body: input });
}
