import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * One posting in one round trip (issue 11: 1,000 postings a second): the steps LedgerService.post took as five
 * statements — record the fact once, open the accounts, lock them in code order, refuse an overdraft, append
 * the entries and move the balances — run inside the database, so the hot accounts (platform_clearing,
 * platform_revenue) stay locked only for the function and the commit, not for five round trips.
 * An overdraft is answered, not raised: the caller throws InsufficientFundsError and its transaction rolls back.
 */
export class LedgerPostFunction1795390100000 implements MigrationInterface {
    name = 'LedgerPostFunction1795390100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE FUNCTION oja_ledger_post(
              p_key varchar, p_kind varchar, p_order_id int, p_subject varchar, p_payout_id int, p_memo varchar,
              p_codes varchar[], p_kinds varchar[], p_vendor_ids int[], p_order_ids int[], p_allow_negative boolean[], p_deltas bigint[],
              p_line_accounts varchar[], p_line_amounts bigint[]
            ) RETURNS TABLE (posted boolean, transaction_id bigint, short_account varchar, short_balance bigint, short_delta bigint)
            LANGUAGE plpgsql AS $fn$
            DECLARE
              tx bigint;
              acc record;
              i int;
            BEGIN
              INSERT INTO ledger_transactions (idempotency_key, kind, order_id, subject, payout_id, memo)
              VALUES (p_key, p_kind, p_order_id, p_subject, p_payout_id, p_memo)
              ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO tx;
              IF tx IS NULL THEN
                RETURN QUERY SELECT false, t.id, NULL::varchar, NULL::bigint, NULL::bigint FROM ledger_transactions t WHERE t.idempotency_key = p_key;
                RETURN;
              END IF;
              IF coalesce(array_length(p_codes, 1), 0) = 0 THEN
                RETURN QUERY SELECT true, tx, NULL::varchar, NULL::bigint, NULL::bigint;
                RETURN;
              END IF;
              INSERT INTO ledger_accounts (code, kind, vendor_id, order_id, allow_negative)
              SELECT * FROM unnest(p_codes, p_kinds, p_vendor_ids, p_order_ids, p_allow_negative)
              ON CONFLICT (code) DO NOTHING;
              -- In code order, so concurrent postings lock the same accounts without deadlock.
              FOR acc IN SELECT a.code, a.balance_kobo, a.allow_negative FROM ledger_accounts a WHERE a.code = ANY(p_codes) ORDER BY a.code FOR UPDATE LOOP
                i := array_position(p_codes, acc.code);
                IF NOT acc.allow_negative AND acc.balance_kobo + p_deltas[i] < 0 THEN
                  RETURN QUERY SELECT false, tx, acc.code, acc.balance_kobo, p_deltas[i];
                  RETURN;
                END IF;
              END LOOP;
              INSERT INTO ledger_entries (transaction_id, account_code, amount_kobo)
              SELECT tx, a, b FROM unnest(p_line_accounts, p_line_amounts) AS t(a, b);
              UPDATE ledger_accounts a SET balance_kobo = a.balance_kobo + d.delta, updated_at = now()
                FROM unnest(p_codes, p_deltas) AS d(code, delta) WHERE a.code = d.code;
              RETURN QUERY SELECT true, tx, NULL::varchar, NULL::bigint, NULL::bigint;
            END $fn$
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP FUNCTION oja_ledger_post(varchar, varchar, int, varchar, int, varchar, varchar[], varchar[], int[], int[], boolean[], bigint[], varchar[], bigint[])`);
    }

}
