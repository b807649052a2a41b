import { MigrationInterface, QueryRunner } from "typeorm";

export class Trips1795736624443 implements MigrationInterface {
    name = 'Trips1795736624443'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "trips" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "rider_id" integer,
                "pickup_lat" double precision NOT NULL,
                "pickup_lng" double precision NOT NULL,
                "pickup_label" character varying(200) NOT NULL DEFAULT '',
                "destination_lat" double precision NOT NULL,
                "destination_lng" double precision NOT NULL,
                "destination_label" character varying(200) NOT NULL DEFAULT '',
                "distance_km" numeric(6, 1) NOT NULL,
                "fare_kobo" bigint NOT NULL,
                "payment_method" character varying(10) NOT NULL,
                "status" character varying(20) NOT NULL DEFAULT 'searching',
                "escrow_status" character varying(10) NOT NULL DEFAULT 'none',
                "start_code" character varying(4) NOT NULL,
                "offered_to" integer,
                "offer_expires_at" TIMESTAMP WITH TIME ZONE,
                "offer_seq" integer NOT NULL DEFAULT '0',
                "passed_riders" integer array NOT NULL DEFAULT '{}',
                "requested_at" TIMESTAMP WITH TIME ZONE,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "accepted_at" TIMESTAMP WITH TIME ZONE,
                "arrived_at" TIMESTAMP WITH TIME ZONE,
                "started_at" TIMESTAMP WITH TIME ZONE,
                "completed_at" TIMESTAMP WITH TIME ZONE,
                "released_at" TIMESTAMP WITH TIME ZONE,
                "cancelled_at" TIMESTAMP WITH TIME ZONE,
                "cancelled_by" character varying(10),
                "expired_at" TIMESTAMP WITH TIME ZONE,
                "disputed_at" TIMESTAMP WITH TIME ZONE,
                "problem_reason" character varying(1000),
                "resolved_at" TIMESTAMP WITH TIME ZONE,
                "refunded_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "trips_fare" CHECK ("fare_kobo" > 0),
                CONSTRAINT "trips_escrow_status" CHECK (
                    "escrow_status" IN ('none', 'held', 'released', 'refunded', 'split')
                ),
                CONSTRAINT "trips_payment_method" CHECK ("payment_method" IN ('cash', 'card')),
                CONSTRAINT "trips_status" CHECK (
                    "status" IN (
                        'searching',
                        'found',
                        'pickup',
                        'ongoing',
                        'completed',
                        'cancelled',
                        'expired',
                        'disputed',
                        'refunded'
                    )
                ),
                CONSTRAINT "PK_f71c231dee9c05a9522f9e840f5" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "trips_rider" ON "trips" ("rider_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "trips_user" ON "trips" ("user_id", "id")
        `);
        // A ride's rider and a cart order's courier act on their subjects' timelines.
        await queryRunner.query(`ALTER TABLE "subject_events" DROP CONSTRAINT "subject_events_actor"`);
        await queryRunner.query(`ALTER TABLE "subject_events" ADD CONSTRAINT "subject_events_actor" CHECK ("actor" IN ('customer', 'vendor', 'admin', 'system', 'rider', 'courier'))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "subject_events" WHERE "actor" IN ('rider', 'courier')`);
        await queryRunner.query(`ALTER TABLE "subject_events" DROP CONSTRAINT "subject_events_actor"`);
        await queryRunner.query(`ALTER TABLE "subject_events" ADD CONSTRAINT "subject_events_actor" CHECK ("actor" IN ('customer', 'vendor', 'admin', 'system'))`);
        await queryRunner.query(`
            DROP INDEX "public"."trips_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."trips_rider"
        `);
        await queryRunner.query(`
            DROP TABLE "trips"
        `);
    }

}
