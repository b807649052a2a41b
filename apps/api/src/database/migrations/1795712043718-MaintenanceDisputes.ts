import { MigrationInterface, QueryRunner } from "typeorm";


/**
 * "Report a problem" with a completed maintenance job (issue 24): the request may be disputed (its fee stays held)
 * and, resolved by an admin's partial refund, end refunded; the two moments are kept.
 */
export class MaintenanceDisputes1795712043718 implements MigrationInterface {
    name = 'MaintenanceDisputes1795712043718'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests"
            ADD "disputed_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests"
            ADD "refunded_at" TIMESTAMP WITH TIME ZONE
        `);
        // TypeORM's diff does not see a changed CHECK: the status list is replaced by hand.
        await queryRunner.query(`ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_status"`);
        await queryRunner.query(`ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_status" CHECK ("status" IN ('reported', 'mechanic_chosen', 'paid', 'accepted', 'declined', 'lapsed', 'in_progress', 'completed', 'released', 'cancelled', 'disputed', 'refunded'))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "maintenance_requests" DROP CONSTRAINT "maintenance_requests_status"`);
        await queryRunner.query(`ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_status" CHECK ("status" IN ('reported', 'mechanic_chosen', 'paid', 'accepted', 'declined', 'lapsed', 'in_progress', 'completed', 'released', 'cancelled'))`);

        await queryRunner.query(`
            ALTER TABLE "maintenance_requests" DROP COLUMN "refunded_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests" DROP COLUMN "disputed_at"
        `);
    }

}
