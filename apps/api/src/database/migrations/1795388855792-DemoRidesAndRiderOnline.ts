import { MigrationInterface, QueryRunner } from "typeorm";

export class DemoRidesAndRiderOnline1795388855792 implements MigrationInterface {
    name = 'DemoRidesAndRiderOnline1795388855792'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "demo_rides" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "rider_vendor_id" integer,
                "pickup" character varying(200) NOT NULL,
                "destination" character varying(200) NOT NULL,
                "distance_km" numeric(5, 1) NOT NULL,
                "fare_kobo" bigint NOT NULL,
                "rating" smallint,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_64b4cadf5733d0f2533737c07de" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "demo_rides_rider_idx" ON "demo_rides" ("rider_vendor_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "demo_rides_user_idx" ON "demo_rides" ("user_id", "created_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_rider_details"
            ADD "online" boolean NOT NULL DEFAULT false
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "vendor_rider_details" DROP COLUMN "online"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."demo_rides_user_idx"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."demo_rides_rider_idx"
        `);
        await queryRunner.query(`
            DROP TABLE "demo_rides"
        `);
    }

}
