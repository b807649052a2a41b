import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Compensations a lifecycle declares (issue 22): what a subject still owes to undo if it later fails — the shop
 * order's stock hold first. The lifecycle engine writes a row when it runs an action with a declared undo, and
 * marks it done when it runs the undo; the subject's row lock makes each run once.
 */

export class SubjectCompensations1795709137538 implements MigrationInterface {
    name = 'SubjectCompensations1795709137538'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "subject_compensations" (
                "id" SERIAL NOT NULL,
                "subject_kind" character varying(30) NOT NULL,
                "subject_id" integer NOT NULL,
                "action" character varying(40) NOT NULL,
                "undo" character varying(40) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "done_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_257506319b72e6efea9bc4295aa" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "subject_compensations_owed" ON "subject_compensations" ("subject_kind", "subject_id", "id")
            WHERE "done_at" IS NULL
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."subject_compensations_owed"
        `);
        await queryRunner.query(`
            DROP TABLE "subject_compensations"
        `);
    }

}
