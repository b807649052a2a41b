import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A live event is numbered and stored in one round trip (`oja_live_append`), as a ledger posting is: the cursors of
 * its recipients are opened, locked in recipient order (two appends never deadlock), each recipient gets the next number
 * and the stored event unless it already holds this event key (a second hand-over of the same event: the dedupe
 * index refuses it, and that cursor does not move). It was a transaction of seven round trips (BEGIN, five statements, COMMIT) per event, on every
 * notice a user gets.
 */
export class LiveAppendFunction1795830000000 implements MigrationInterface {
    name = 'LiveAppendFunction1795830000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE FUNCTION oja_live_append(p_recipients varchar[], p_type varchar, p_data jsonb, p_key varchar)
            RETURNS TABLE (out_recipient varchar, out_seq bigint) LANGUAGE plpgsql AS $fn$
            BEGIN
              INSERT INTO live_cursors (recipient, seq) SELECT DISTINCT r, 0 FROM unnest(p_recipients) AS r ORDER BY r
                ON CONFLICT (recipient) DO NOTHING;
              -- The cursors locked in recipient order; each recipient's next number is stored unless it already
              -- holds this key (the dedupe index answers), and only the stored ones move their cursor.
              RETURN QUERY
                WITH cursors AS (
                  SELECT c.recipient, c.seq FROM live_cursors c WHERE c.recipient = ANY (p_recipients) ORDER BY c.recipient FOR UPDATE
                ), stored AS (
                  INSERT INTO live_events (recipient, seq, type, data, event_key)
                  SELECT c.recipient, c.seq + 1, p_type, p_data, p_key FROM cursors c
                  ON CONFLICT (recipient, event_key) DO NOTHING
                  RETURNING live_events.recipient, live_events.seq
                ), moved AS (
                  UPDATE live_cursors c SET seq = s.seq FROM stored s WHERE c.recipient = s.recipient
                )
                SELECT s.recipient, s.seq FROM stored s ORDER BY s.recipient;
            END $fn$
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP FUNCTION oja_live_append(varchar[], varchar, jsonb, varchar)`);
    }
}
