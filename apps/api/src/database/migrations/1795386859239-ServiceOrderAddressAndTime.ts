import { MigrationInterface, QueryRunner } from "typeorm";

export class ServiceOrderAddressAndTime1795386859239 implements MigrationInterface {
    name = 'ServiceOrderAddressAndTime1795386859239'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "service_orders"
            ADD "service_address" character varying(500)
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders"
            ADD "preferred_time" character varying(10)
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders"
            ADD CONSTRAINT "service_orders_preferred_time" CHECK (
                    "preferred_time" IN ('morning', 'afternoon', 'evening', 'anytime')
                )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "service_orders" DROP CONSTRAINT "service_orders_preferred_time"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders" DROP COLUMN "preferred_time"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders" DROP COLUMN "service_address"
        `);
    }

}
