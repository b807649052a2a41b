import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * One timeline for every subject (issue 22): `subject_events`, written by the lifecycle engine for each accepted
 * transition of a service order, apartment booking or maintenance request. Apartment bookings kept theirs in
 * `apartment_booking_events`; every row moves over with its id (so the same order) and its timestamp, and that
 * table goes (nothing but the apartments module read it). Copied rows have no `event`: the old table kept none.
 */
export class SubjectEvents1795700581995 implements MigrationInterface {
    name = 'SubjectEvents1795700581995'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "subject_events" (
                "id" SERIAL NOT NULL,
                "subject_kind" character varying(30) NOT NULL,
                "subject_id" integer NOT NULL,
                "event" character varying(40),
                "from_status" character varying(20),
                "to_status" character varying(20) NOT NULL,
                "actor" character varying(10) NOT NULL,
                "actor_id" integer,
                "note" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "subject_events_actor" CHECK (
                    "actor" IN ('customer', 'vendor', 'admin', 'system')
                ),
                CONSTRAINT "PK_3dfa1b9102b316e2b1fffaf7d42" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "subject_events_subject" ON "subject_events" ("subject_kind", "subject_id", "id")
        `);
        // No step written by a process still on the previous release may fall between the copy and the drop.
        await queryRunner.query(`
            LOCK TABLE "apartment_booking_events" IN ACCESS EXCLUSIVE MODE
        `);
        await queryRunner.query(`
            INSERT INTO "subject_events" ("id", "subject_kind", "subject_id", "event", "from_status", "to_status", "actor", "actor_id", "note", "created_at")
            SELECT "id", 'apartment_booking', "booking_id", NULL, "from_status", "to_status", "actor", "actor_id", "note", "at"
            FROM "apartment_booking_events"
            ORDER BY "id"
        `);
        await queryRunner.query(`
            SELECT setval(pg_get_serial_sequence('subject_events', 'id'), COALESCE((SELECT max("id") FROM "subject_events"), 0) + 1, false)
        `);
        await queryRunner.query(`
            DROP TABLE "apartment_booking_events"
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // The apartments' steps go back (the creation and status changes the old table kept, with their ids); the
        // steps that changed no status and the other subjects' steps had no table before, and are dropped.
        await queryRunner.query(`
            CREATE TABLE "apartment_booking_events" (
                "id" SERIAL NOT NULL,
                "booking_id" integer NOT NULL,
                "from_status" character varying(12),
                "to_status" character varying(12) NOT NULL,
                "actor" character varying(10) NOT NULL,
                "actor_id" integer,
                "note" text,
                "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "apartment_booking_events_actor" CHECK (
                    "actor" IN ('customer', 'vendor', 'admin', 'system')
                ),
                CONSTRAINT "PK_96740c31470b3c280fd0ad94e35" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_booking_events_booking" ON "apartment_booking_events" ("booking_id", "id")
        `);
        await queryRunner.query(`
            LOCK TABLE "subject_events" IN ACCESS EXCLUSIVE MODE
        `);
        await queryRunner.query(`
            INSERT INTO "apartment_booking_events" ("id", "booking_id", "from_status", "to_status", "actor", "actor_id", "note", "at")
            SELECT "id", "subject_id", "from_status", "to_status", "actor", "actor_id", "note", "created_at"
            FROM "subject_events"
            WHERE "subject_kind" = 'apartment_booking' AND "from_status" IS DISTINCT FROM "to_status"
            ORDER BY "id"
        `);
        await queryRunner.query(`
            SELECT setval(pg_get_serial_sequence('apartment_booking_events', 'id'), COALESCE((SELECT max("id") FROM "apartment_booking_events"), 0) + 1, false)
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_booking_events"
            ADD CONSTRAINT "FK_84ab43873f68b7692dc0743ba54" FOREIGN KEY ("booking_id") REFERENCES "apartment_bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            DROP INDEX "public"."subject_events_subject"
        `);
        await queryRunner.query(`
            DROP TABLE "subject_events"
        `);
    }
}
