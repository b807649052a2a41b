import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The public product list without the list cache (docs/performance.md, "Cold queries"): its newest-first order over
 * live catalogue rows, and the `q` search through a trigram index as the other lists have; the food list's
 * test of each live restaurant for a dish that can be ordered (of a category), by an index-only scan.
 */
export class ColdListIndexes1795760000000 implements MigrationInterface {
    name = 'ColdListIndexes1795760000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "catalogue_items_products" ON "catalogue_items" ("id") WHERE "profile" = 'product' AND "deleted_at" IS NULL`);
        await queryRunner.query(
            `CREATE INDEX "catalogue_items_menu" ON "catalogue_items" ("vendor_id", "category", "id") WHERE "profile" = 'food' AND "status" = 'available' AND "deleted_at" IS NULL`,
        );
        await queryRunner.query(`CREATE INDEX "catalogue_items_search" ON "catalogue_items" USING gin ("search_text" gin_trgm_ops) WHERE "deleted_at" IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const i of ['catalogue_items_menu', 'catalogue_items_search', 'catalogue_items_products']) await queryRunner.query(`DROP INDEX "public"."${i}"`);
    }
}
