import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Oja riders as couriers (issue 27, docs/rides.md "Couriers"): a trip may carry a food or shop order (payment method
 * `order`, paid out of the order's escrow), one active trip per order; the order records the courier fee paid out of
 * it; a storefront has the pin a rider collects from. The two CHECKs that widen are written by hand (the generator
 * does not see a changed CHECK).
 */

export class Couriers1795746981687 implements MigrationInterface {
    name = 'Couriers1795746981687'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "trips"
            ADD "order_id" integer
        `);
        await queryRunner.query(`
            ALTER TABLE "trips"
            ADD "order_kind" character varying(20)
        `);
        await queryRunner.query(`
            ALTER TABLE "trips"
            ADD "vendor_id" integer
        `);
        await queryRunner.query(`
            ALTER TABLE "cart_orders"
            ADD "courier_fee_kobo" bigint NOT NULL DEFAULT '0'
        `);
        await queryRunner.query(`
            ALTER TABLE "storefronts"
            ADD "pickup_lat" double precision
        `);
        await queryRunner.query(`
            ALTER TABLE "storefronts"
            ADD "pickup_lng" double precision
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "trips_order_active" ON "trips" ("order_id")
            WHERE "order_id" IS NOT NULL
                AND "status" IN ('searching', 'found', 'pickup', 'ongoing')
        `);
        await queryRunner.query(`ALTER TABLE "trips" DROP CONSTRAINT "trips_payment_method"`);
        await queryRunner.query(`ALTER TABLE "trips" ADD CONSTRAINT "trips_payment_method" CHECK ("payment_method" IN ('cash', 'card', 'order'))`);
        await queryRunner.query(`ALTER TABLE "cart_orders" DROP CONSTRAINT "cart_orders_amounts"`);
        await queryRunner.query(
            `ALTER TABLE "cart_orders" ADD CONSTRAINT "cart_orders_amounts" CHECK ("subtotal_kobo" > 0 AND "delivery_fee_kobo" >= 0 AND "courier_fee_kobo" >= 0 AND "courier_fee_kobo" <= "subtotal_kobo" + "delivery_fee_kobo")`,
        );
        await queryRunner.query(`
            ALTER TABLE "trips"
            ADD CONSTRAINT "trips_delivery" CHECK (
                    ("payment_method" = 'order') = (
                        "order_id" IS NOT NULL
                        AND "vendor_id" IS NOT NULL
                    )
                )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "trips" DROP CONSTRAINT "trips_delivery"
        `);
        await queryRunner.query(`DELETE FROM "trips" WHERE "payment_method" = 'order'`);
        await queryRunner.query(`ALTER TABLE "trips" DROP CONSTRAINT "trips_payment_method"`);
        await queryRunner.query(`ALTER TABLE "trips" ADD CONSTRAINT "trips_payment_method" CHECK ("payment_method" IN ('cash', 'card'))`);
        await queryRunner.query(`ALTER TABLE "cart_orders" DROP CONSTRAINT "cart_orders_amounts"`);
        await queryRunner.query(`ALTER TABLE "cart_orders" ADD CONSTRAINT "cart_orders_amounts" CHECK ("subtotal_kobo" > 0 AND "delivery_fee_kobo" >= 0)`);
        await queryRunner.query(`
            DROP INDEX "public"."trips_order_active"
        `);
        await queryRunner.query(`
            ALTER TABLE "storefronts" DROP COLUMN "pickup_lng"
        `);
        await queryRunner.query(`
            ALTER TABLE "storefronts" DROP COLUMN "pickup_lat"
        `);
        await queryRunner.query(`
            ALTER TABLE "cart_orders" DROP COLUMN "courier_fee_kobo"
        `);
        await queryRunner.query(`
            ALTER TABLE "trips" DROP COLUMN "vendor_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "trips" DROP COLUMN "order_kind"
        `);
        await queryRunner.query(`
            ALTER TABLE "trips" DROP COLUMN "order_id"
        `);
    }

}
