import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Wakes the outbox relay when rows are written, instead of leaving them to its next poll (issue 22).
 *
 * A NOTIFY in every write transaction would serialise commits (PostgreSQL takes one server-wide lock, held
 * until the commit is written, at the commit of each transaction that notified), so a writer notifies only
 * when a relay said it is idle: `oja_outbox_idle` is a flag (a sequence: read and set outside transactions,
 * seen at once by every session, no row lock, no dead tuples) that a relay sets to 1 when it has nothing left
 * to do, and the first writer to see it sets back to 0 as it queues `NOTIFY oja_outbox`; writers after it see
 * 0 and send nothing until a relay is idle again. The trigger is deferred, so it reads the flag at commit,
 * not at the insert: the window in which a row commits just as the relay goes idle (and wakes nobody) is the
 * commit itself, and the relay's re-check and its polling bound it (docs/architecture.md "Jobs and events").
 */
export class OutboxWake1795691357403 implements MigrationInterface {
    name = 'OutboxWake1795691357403'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE SEQUENCE oja_outbox_idle MINVALUE 0 MAXVALUE 1 START 0`);
        await queryRunner.query(`
            CREATE FUNCTION oja_outbox_wake() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              IF (SELECT last_value FROM oja_outbox_idle) = 1 THEN
                PERFORM setval('oja_outbox_idle', 0);
                PERFORM pg_notify('oja_outbox', '');
              END IF;
              RETURN NULL;
            END $fn$
        `);
        await queryRunner.query(`
            CREATE CONSTRAINT TRIGGER outbox_events_wake AFTER INSERT ON outbox_events
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION oja_outbox_wake()
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER outbox_events_wake ON outbox_events`);
        await queryRunner.query(`DROP FUNCTION oja_outbox_wake()`);
        await queryRunner.query(`DROP SEQUENCE oja_outbox_idle`);
    }
}
