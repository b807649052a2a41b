import { MigrationInterface, QueryRunner } from "typeorm";
import { LiveAppendFunction1795830000000 } from "./1795830000000-LiveAppendFunction.js";

/**
 * `oja_live_append` one recipient at a time, in recipient order (two appends still never deadlock: each takes the
 * cursors it needs in that order and holds them to its commit), with statements PostgreSQL plans once per
 * connection: the recipient's cursor by its key, the event, the cursor moved only when the event was stored (a
 * recipient that already holds this event key gets nothing, and its numbers stay without a gap). The one statement
 * of LiveAppendFunction (cursors locked, events stored and cursors moved in one CTE) was planned again on every call:
 * a quarter of PostgreSQL's time under the write load (docs/performance.md, "Where a write's CPU goes now").
 */
export class LiveAppendByRecipient1795840000000 implements MigrationInterface {
    name = 'LiveAppendByRecipient1795840000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE OR REPLACE FUNCTION oja_live_append(p_recipients varchar[], p_type varchar, p_data jsonb, p_key varchar)
            RETURNS TABLE (out_recipient varchar, out_seq bigint) LANGUAGE plpgsql AS $fn$
            DECLARE
              r varchar;
              s bigint;
            BEGIN
              FOR r IN SELECT DISTINCT x FROM unnest(p_recipients) AS x ORDER BY x LOOP
                SELECT c.seq INTO s FROM live_cursors c WHERE c.recipient = r FOR UPDATE;
                IF NOT FOUND THEN
                  INSERT INTO live_cursors (recipient, seq) VALUES (r, 0) ON CONFLICT (recipient) DO NOTHING;
                  SELECT c.seq INTO s FROM live_cursors c WHERE c.recipient = r FOR UPDATE;
                END IF;
                INSERT INTO live_events (recipient, seq, type, data, event_key) VALUES (r, s + 1, p_type, p_data, p_key)
                  ON CONFLICT (recipient, event_key) DO NOTHING;
                IF FOUND THEN
                  UPDATE live_cursors SET seq = s + 1 WHERE recipient = r;
                  out_recipient := r;
                  out_seq := s + 1;
                  RETURN NEXT;
                END IF;
              END LOOP;
            END $fn$
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // The definition before this one, as its own migration makes it.
        await queryRunner.query(`DROP FUNCTION oja_live_append(varchar[], varchar, jsonb, varchar)`);
        await new LiveAppendFunction1795830000000().up(queryRunner);
    }
}
