import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The outbox relay claims due rows with a lease (`claimed_until`) in one statement, instead of holding their row
 * locks in a transaction while it hands them to Redis: no lock or transaction is held across the hand-over.
 */
export class OutboxLease1795390200000 implements MigrationInterface {
    name = 'OutboxLease1795390200000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "outbox_events" ADD "claimed_until" TIMESTAMP WITH TIME ZONE`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "outbox_events" DROP COLUMN "claimed_until"`);
    }
}
