import { MigrationInterface, QueryRunner } from "typeorm";

export class LowDataMode1795757882603 implements MigrationInterface {
    name = 'LowDataMode1795757882603'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "low_data_mode" boolean NOT NULL DEFAULT false
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "low_data_mode"
        `);
    }

}
