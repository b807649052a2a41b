import { MigrationInterface, QueryRunner } from "typeorm";

export class ServiceVendorImages1795387971301 implements MigrationInterface {
    name = 'ServiceVendorImages1795387971301'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "service_vendors"
            ADD "images" jsonb NOT NULL DEFAULT '[]'
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "service_vendors" DROP COLUMN "images"
        `);
    }

}
