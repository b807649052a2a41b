import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Sessions end by a per-account version carried in the token (`sv`), not by comparing timestamps
 * (users.tokens_valid_after, second-granular). Accounts that had reset their password start at version 1,
 * so tokens from before this migration (no `sv`, read as 0) are refused for them rather than revived.
 */
export class SessionVersions1795386832888 implements MigrationInterface {
    name = 'SessionVersions1795386832888'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "session_version" integer NOT NULL DEFAULT '0'
        `);
        await queryRunner.query(`
            UPDATE "users" SET "session_version" = 1 WHERE "tokens_valid_after" IS NOT NULL
        `);
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "tokens_valid_after"
        `);
        await queryRunner.query(`
            ALTER TABLE "admins"
            ADD "session_version" integer NOT NULL DEFAULT '0'
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "admins" DROP COLUMN "session_version"
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "tokens_valid_after" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            UPDATE "users" SET "tokens_valid_after" = now() WHERE "session_version" > 0
        `);
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "session_version"
        `);
    }

}
