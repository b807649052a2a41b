/**
 * The payments module's read fragment for figures (analytics): every successful payment as (subject_kind,
 * subject_id, user_id, paid_at, amount_kobo). Another module selects from it as a subquery, in its own single
 * query, instead of naming the payments table; PostgreSQL inlines it, so the plan is the same.
 */
export const CAPTURED_PAYMENTS = `SELECT p.subject_kind, p.subject_id, p.user_id, p.paid_at, p.amount_kobo FROM payments p WHERE p.status = 'success'`;
