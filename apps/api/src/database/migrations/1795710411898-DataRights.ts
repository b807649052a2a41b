import { MigrationInterface, QueryRunner } from "typeorm";


/**
 * Data rights (issue 23; docs/privacy.md): a user's "Download my data" exports, and the erasure request and its
 * moment on the user's row (deactivation's delay; the personal fields are anonymised when it takes effect).
 */
export class DataRights1795710411898 implements MigrationInterface {
    name = 'DataRights1795710411898'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "data_exports" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'pending',
                "storage_key" character varying(200),
                "size_bytes" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "ready_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "data_exports_status_check" CHECK (
                    "status" IN ('pending', 'ready', 'failed', 'expired')
                ),
                CONSTRAINT "PK_3e8b8b297ef4446f30527695c10" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "data_exports_user" ON "data_exports" ("user_id", "id")
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "erasure_requested_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "erased_at" TIMESTAMP WITH TIME ZONE
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "erased_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "erasure_requested_at"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."data_exports_user"
        `);
        await queryRunner.query(`
            DROP TABLE "data_exports"
        `);
    }

}
