import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The public products list tested every row's vendor for liveness (`EXISTS … vendors.live`): at page 400 that was
 * 8,000 tests to skip the rows before the page, two thirds of its time in PostgreSQL. `catalogue_items.vendor_live`
 * stores it, kept by triggers as `apartment_listings.host_live` is (on the item's insert or change of vendor, and
 * on the vendor's change of `live`: any update of the vendor, as `live` is set by its own BEFORE trigger), and the products' newest-first index holds only the live vendors' rows.
 */
export class CatalogueVendorLive1795806921221 implements MigrationInterface {
    name = 'CatalogueVendorLive1795806921221'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "catalogue_items" ADD "vendor_live" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`
            CREATE FUNCTION oja_catalogue_vendor_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              NEW.vendor_live := coalesce((SELECT live FROM vendors WHERE id = NEW.vendor_id), false);
              RETURN NEW;
            END $fn$
        `);
        await queryRunner.query(`CREATE TRIGGER catalogue_items_vendor_live BEFORE INSERT OR UPDATE OF vendor_id ON catalogue_items FOR EACH ROW EXECUTE FUNCTION oja_catalogue_vendor_live()`);
        await queryRunner.query(`
            CREATE FUNCTION oja_vendor_catalogue_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              UPDATE catalogue_items SET vendor_live = NEW.live WHERE vendor_id = NEW.id AND vendor_live IS DISTINCT FROM NEW.live;
              RETURN NULL;
            END $fn$
        `);
        await queryRunner.query(`
            CREATE TRIGGER vendors_catalogue_live AFTER UPDATE ON vendors FOR EACH ROW
            WHEN (OLD.live IS DISTINCT FROM NEW.live) EXECUTE FUNCTION oja_vendor_catalogue_live()
        `);
        await queryRunner.query(`UPDATE catalogue_items i SET vendor_live = v.live FROM vendors v WHERE v.id = i.vendor_id AND v.live`);
        await queryRunner.query(`DROP INDEX "public"."catalogue_items_products"`);
        await queryRunner.query(`CREATE INDEX "catalogue_items_products" ON "catalogue_items" ("id") WHERE "profile" = 'product' AND "deleted_at" IS NULL AND "vendor_live"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."catalogue_items_products"`);
        await queryRunner.query(
            `CREATE INDEX "catalogue_items_products" ON "catalogue_items" ("id") INCLUDE ("vendor_id") WHERE "profile" = 'product' AND "deleted_at" IS NULL`,
        );
        await queryRunner.query(`DROP TRIGGER vendors_catalogue_live ON vendors`);
        await queryRunner.query(`DROP TRIGGER catalogue_items_vendor_live ON catalogue_items`);
        await queryRunner.query(`DROP FUNCTION oja_vendor_catalogue_live()`);
        await queryRunner.query(`DROP FUNCTION oja_catalogue_vendor_live()`);
        await queryRunner.query(`ALTER TABLE "catalogue_items" DROP COLUMN "vendor_live"`);
    }
}
