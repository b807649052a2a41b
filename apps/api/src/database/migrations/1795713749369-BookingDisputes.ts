import { MigrationInterface, QueryRunner } from "typeorm";


/** "Report a problem" with a stay (issue 24): when the guest disputed it; the status on the wire stays as it was. */
export class BookingDisputes1795713749369 implements MigrationInterface {
    name = 'BookingDisputes1795713749369'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "apartment_bookings"
            ADD "disputed_at" TIMESTAMP WITH TIME ZONE
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "apartment_bookings" DROP COLUMN "disputed_at"
        `);
    }

}
