import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Disputes belong to a subject, not only to a service order (issue 22): the disputes module owns the table and
 * serves every kind whose descriptor declares disputes. order_id becomes subject_id with a subject_kind (existing
 * rows are service orders, and keep their ids); one dispute per subject; no foreign key to a vertical's table (the
 * disputes module names none), as payments, refunds and the timeline do.
 */
export class DisputeSubjects1795702897536 implements MigrationInterface {
    name = 'DisputeSubjects1795702897536'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "disputes" DROP CONSTRAINT "FK_0870855d9ec9cb26fecd2955a6d"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."disputes_order_unique"
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes" DROP CONSTRAINT "REL_0870855d9ec9cb26fecd2955a6"
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes" RENAME COLUMN "order_id" TO "subject_id"
        `);
        // Every row so far disputes a service order; new rows name their kind.
        await queryRunner.query(`
            ALTER TABLE "disputes"
            ADD "subject_kind" character varying(30) NOT NULL DEFAULT 'service_order'
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes" ALTER COLUMN "subject_kind" DROP DEFAULT
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "disputes_subject_unique" ON "disputes" ("subject_kind", "subject_id")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        // Disputes of other kinds had no place before, and are dropped; the service orders' go back to order_id.
        await queryRunner.query(`
            DELETE FROM "disputes" WHERE "subject_kind" <> 'service_order'
        `);
        await queryRunner.query(`
            DROP INDEX "public"."disputes_subject_unique"
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes" DROP COLUMN "subject_kind"
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes" RENAME COLUMN "subject_id" TO "order_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes"
            ADD CONSTRAINT "REL_0870855d9ec9cb26fecd2955a6" UNIQUE ("order_id")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "disputes_order_unique" ON "disputes" USING btree ("order_id")
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes"
            ADD CONSTRAINT "FK_0870855d9ec9cb26fecd2955a6d" FOREIGN KEY ("order_id") REFERENCES "service_orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    }

}
