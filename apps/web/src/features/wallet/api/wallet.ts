import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export interface LedgerLine {
  id: number;
  bucket: 'held' | 'payable' | 'available' | 'in_transit' | string;
  amount: number;
  type: string;
  description: string | null;
  order_id: number | null;
  /** Apartment bookings' lines (when the API sends it). */
  booking_id?: number | null;
  payout_id: number | null;
  created_at: string;
}

export interface PayoutRow {
  id: number;
  amount: number;
  status: string;
  reference: string;
  bank_code: string;
  account_number: string;
  account_name: string | null;
  failure_reason: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface PayoutAccount {
  bank_code: string;
  bank_name: string | null;
  account_number: string;
  account_name: string | null;
  updated_at: string;
}

export interface VendorWallet {
  currency: string;
  held: number;
  payable: number;
  available: number;
  in_transit: number;
  minimum_payout: number;
  payout_hold_hours: number;
  payout_account: PayoutAccount | null;
  ledger: LedgerLine[];
  payouts: PayoutRow[];
}

export interface CustomerPayment {
  id: number;
  reference: string;
  order_id: number;
  service_title: string | null;
  amount: number;
  status: string;
  paid_at: string | null;
  created_at: string;
}

export interface CustomerRefund {
  id: number;
  order_id: number;
  amount: number;
  status: string;
  reason: string | null;
  created_at: string;
  processed_at: string | null;
}

export interface CustomerWallet {
  currency: string;
  total_paid: number;
  total_refunded: number;
  payments: CustomerPayment[];
  refunds: CustomerRefund[];
}

export interface Bank {
  name: string;
  code: string;
}

export const VENDOR_WALLET_KEY = '/api/vendor/wallet';
export const CUSTOMER_WALLET_KEY = '/api/wallet';

/** GET /api/vendor/wallet: balances from the ledger, its lines and the payouts. */
export function useVendorWallet() {
  return useSWR<{ data: VendorWallet }>(VENDOR_WALLET_KEY, { refreshInterval: 60_000 });
}

/** GET /api/wallet: the customer's payments and refunds. */
export function useCustomerWallet() {
  return useSWR<{ data: CustomerWallet }>(CUSTOMER_WALLET_KEY);
}

/** GET /api/payments/banks (public), for the payout-account picker. */
export function useBanks(enabled: boolean) {
  return useSWR<{ data: Bank[] }>(enabled ? '/api/payments/banks' : null, { revalidateOnFocus: false });
}

/** PUT /api/vendor/payout-account: the API resolves the account name with the bank. */
export function savePayoutAccount(input: { bank_code: string; account_number: string }): Promise<{ message?: string; data: PayoutAccount }> {
  return apiRequest('/api/vendor/payout-account', { method: 'PUT', body: input });
}
