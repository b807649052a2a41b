import { MigrationInterface, QueryRunner } from "typeorm";

export class LiveChannel1795720610828 implements MigrationInterface {
    name = 'LiveChannel1795720610828'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "live_cursors" (
                "recipient" character varying(40) NOT NULL,
                "seq" bigint NOT NULL DEFAULT '0',
                CONSTRAINT "PK_a24b738df08ccf4f3f1e68888e1" PRIMARY KEY ("recipient")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "live_events" (
                "recipient" character varying(40) NOT NULL,
                "seq" bigint NOT NULL,
                "type" character varying(60) NOT NULL,
                "data" jsonb NOT NULL,
                "event_key" character varying(200) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_33be264d7b7872b16458ab0711d" PRIMARY KEY ("recipient", "seq")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "live_events_created" ON "live_events" ("created_at")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "live_events_dedupe" ON "live_events" ("recipient", "event_key")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."live_events_dedupe"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."live_events_created"
        `);
        await queryRunner.query(`
            DROP TABLE "live_events"
        `);
        await queryRunner.query(`
            DROP TABLE "live_cursors"
        `);
    }

}
