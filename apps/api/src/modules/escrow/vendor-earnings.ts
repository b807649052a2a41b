/**
 * The ledger's read fragment for a vendor's earnings: every credit to a vendor's payable account — its share of a
 * released escrow, or of a dispute split — as (vendor_id, at, amount_kobo). The one source of "earnings" and
 * "revenue" on the vendor dashboards and Analytics: money refunded, still held, or never captured is not in it,
 * and neither is anything a demonstration does (it posts nothing). Another module selects from it as a subquery.
 */
export const VENDOR_EARNINGS = `SELECT a.vendor_id, e.created_at AS at, e.amount_kobo FROM ledger_entries e JOIN ledger_accounts a ON a.code = e.account_code WHERE a.kind = 'vendor_payable' AND e.amount_kobo > 0`;
