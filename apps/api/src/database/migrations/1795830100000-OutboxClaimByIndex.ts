import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The outbox relay claims the oldest due rows by walking `outbox_events_pending` in its own order (`available_at`,
 * then id), stopping after a batch. Ordered by id alone, PostgreSQL walked the primary key from the first row ever
 * written, past every dispatched row and every timer not yet due: 6.7 ms a claim at 10,000 orders, a third of the
 * database's time in the write bench. The index now holds the id too, and the claim is a function that forbids a
 * bitmap scan: a bitmap scan re-reads every dispatched row's dead index entry until autovacuum comes (6,000 entries,
 * 800 pages, 4 ms in the bench), where a plain index scan marks them dead once and skips them after.
 */
export class OutboxClaimByIndex1795830100000 implements MigrationInterface {
    name = 'OutboxClaimByIndex1795830100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."outbox_events_pending"`);
        await queryRunner.query(`CREATE INDEX "outbox_events_pending" ON "outbox_events" ("available_at", "id") WHERE dispatched_at IS NULL`);
        await queryRunner.query(`
            CREATE FUNCTION oja_outbox_claim(p_lease_secs double precision, p_limit integer)
            RETURNS TABLE (id bigint, job_name varchar, payload jsonb, available_at timestamptz) LANGUAGE sql
            SET enable_bitmapscan = off SET plan_cache_mode = force_custom_plan AS $fn$
              UPDATE outbox_events o SET claimed_until = now() + make_interval(secs => p_lease_secs), attempts = o.attempts + 1
               WHERE o.id IN (SELECT e.id FROM outbox_events e
                               WHERE e.dispatched_at IS NULL AND e.available_at <= now() AND (e.claimed_until IS NULL OR e.claimed_until < now())
                               ORDER BY e.available_at, e.id LIMIT p_limit FOR UPDATE SKIP LOCKED)
              RETURNING o.id, o.job_name, o.payload, o.available_at
            $fn$
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP FUNCTION oja_outbox_claim(double precision, integer)`);
        await queryRunner.query(`DROP INDEX "public"."outbox_events_pending"`);
        await queryRunner.query(`CREATE INDEX "outbox_events_pending" ON "outbox_events" ("available_at") WHERE dispatched_at IS NULL`);
    }
}
