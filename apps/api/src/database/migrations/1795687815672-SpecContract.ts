import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 21, finding 12 (the spec's contract): a payment remembers the client's return page (`callback_url`),
 * and a maintenance request may have a service type outside the six ('other', with the customer's words).
 */
export class SpecContract1795687815672 implements MigrationInterface {
    name = 'SpecContract1795687815672'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "payments"
            ADD "return_url" character varying(500)
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests"
            ADD "service_type_text" character varying(100)
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_service_type"
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests"
            ADD CONSTRAINT "maintenance_requests_service_type" CHECK (
                    "service_type" IN (
                        'engine',
                        'brake',
                        'oil',
                        'tire',
                        'electrical',
                        'ac',
                        'other'
                    )
                )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_service_type"
        `);
        await queryRunner.query(`
            UPDATE "maintenance_requests" SET "service_type" = 'engine' WHERE "service_type" = 'other'
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests"
            ADD CONSTRAINT "maintenance_requests_service_type" CHECK (
                    "service_type" IN ('engine', 'brake', 'oil', 'tire', 'electrical', 'ac')
                )
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests" DROP COLUMN "service_type_text"
        `);
        await queryRunner.query(`
            ALTER TABLE "payments" DROP COLUMN "return_url"
        `);
    }

}
