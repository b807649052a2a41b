import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `oja_live_append_batch`: several events in one round trip and one commit (the relay hands events over four at a
 * time, and each was a statement and a commit of its own: docs/performance.md). It takes every cursor the batch
 * needs first, in recipient order, so a batch and a single `oja_live_append` still never deadlock (each takes the
 * cursors it needs in that order), then appends the events in the order given; a recipient's numbers rise in that
 * order. The input is a JSON array of `{ "r": [recipients], "type", "data", "key" }`; each row out names its
 * event by its place in the array (from 0).
 */
export class LiveAppendBatch1795870000000 implements MigrationInterface {
    name = 'LiveAppendBatch1795870000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE OR REPLACE FUNCTION oja_live_append_batch(p_events jsonb)
            RETURNS TABLE (out_index int, out_recipient varchar, out_seq bigint) LANGUAGE plpgsql AS $fn$
            DECLARE
              r varchar;
              e record;
            BEGIN
              FOR r IN SELECT DISTINCT x FROM jsonb_array_elements(p_events) AS ev, jsonb_array_elements_text(ev->'r') AS x ORDER BY x LOOP
                PERFORM 1 FROM live_cursors c WHERE c.recipient = r FOR UPDATE;
                IF NOT FOUND THEN
                  INSERT INTO live_cursors (recipient, seq) VALUES (r, 0) ON CONFLICT (recipient) DO NOTHING;
                  PERFORM 1 FROM live_cursors c WHERE c.recipient = r FOR UPDATE;
                END IF;
              END LOOP;
              FOR e IN SELECT (t.ord - 1)::int AS i, t.ev FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(ev, ord) ORDER BY t.ord LOOP
                RETURN QUERY
                  SELECT e.i, a.out_recipient, a.out_seq
                    FROM oja_live_append(ARRAY(SELECT jsonb_array_elements_text(e.ev->'r'))::varchar[], e.ev->>'type', e.ev->'data', e.ev->>'key') AS a;
              END LOOP;
            END $fn$
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP FUNCTION oja_live_append_batch(jsonb)`);
    }
}
