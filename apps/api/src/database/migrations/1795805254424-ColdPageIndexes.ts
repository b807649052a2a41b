import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The lists without the list cache, second round (docs/performance.md, "Cold queries"): the food list reads the live
 * restaurants in id order and stops at its page (`vendors_live_food`, instead of joining all of them to their
 * details and sorting), and the products' newest-first index carries the vendor id, so a deep page skips its rows
 * by an index-only scan (it read 8,000 rows from the table at page 400 to test their vendor).
 */
export class ColdPageIndexes1795805254424 implements MigrationInterface {
    name = 'ColdPageIndexes1795805254424'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "vendors_live_food" ON "vendors" ("id") WHERE "live" AND "category" = 'food_vendor'`);
        await queryRunner.query(`DROP INDEX "public"."catalogue_items_products"`);
        await queryRunner.query(
            `CREATE INDEX "catalogue_items_products" ON "catalogue_items" ("id") INCLUDE ("vendor_id") WHERE "profile" = 'product' AND "deleted_at" IS NULL`,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."catalogue_items_products"`);
        await queryRunner.query(`CREATE INDEX "catalogue_items_products" ON "catalogue_items" ("id") WHERE "profile" = 'product' AND "deleted_at" IS NULL`);
        await queryRunner.query(`DROP INDEX "public"."vendors_live_food"`);
    }
}
