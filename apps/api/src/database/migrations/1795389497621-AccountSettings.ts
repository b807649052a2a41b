import { MigrationInterface, QueryRunner } from "typeorm";

export class AccountSettings1795389497621 implements MigrationInterface {
    name = 'AccountSettings1795389497621'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "notification_preferences" jsonb NOT NULL DEFAULT '{}'
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "deactivation_requested_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "deactivated_at" TIMESTAMP WITH TIME ZONE
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "deactivated_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "deactivation_requested_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "notification_preferences"
        `);
    }

}
