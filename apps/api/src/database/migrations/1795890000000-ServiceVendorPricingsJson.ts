import { MigrationInterface, QueryRunner } from "typeorm";

/** The stored pricings, as the trigger computes them. */
const PRICINGS = `
              NEW.pricings_json := (
                SELECT coalesce(json_agg(json_build_object('id', p.id, 'title', p.title, 'description', p.description, 'price_kobo', p.price_kobo,
                                                           'created_at', p.created_at, 'updated_at', p.updated_at) ORDER BY p.id), '[]')
                  FROM service_pricings p WHERE p.service_vendor_id = NEW.id AND p.deleted_at IS NULL);`;

/**
 * The trigger function of migration PublicListColumns, with the stored pricings or (down) without. A migration
 * restates the function it replaces: the earlier one stays as it ran.
 */
const columnsFunction = (withPricings: boolean) => `
            CREATE OR REPLACE FUNCTION oja_service_vendor_columns() RETURNS trigger LANGUAGE plpgsql AS $fn$
            DECLARE
              v record;
              titles text;
            BEGIN
              SELECT vv.live, vv.business_name INTO v FROM vendors vv WHERE vv.id = NEW.vendor_id;
              SELECT string_agg(p.title, ' ' ORDER BY p.id) INTO titles
                FROM service_pricings p WHERE p.service_vendor_id = NEW.id AND p.deleted_at IS NULL;
              NEW.live := coalesce(v.live, false);
              NEW.search_text := lower(concat_ws(' ', NEW.service_name, NEW.description, NEW.location, v.business_name, titles));
              NEW.categories := oja_service_categories(concat_ws(' ', NEW.service_name, NEW.description, titles));${withPricings ? PRICINGS : ''}
              RETURN NEW;
            END $fn$
`;

/**
 * `service_vendors.pricings_json`: the profile's live pricings (not deleted, by id) as the directory's page reads
 * them, kept by the trigger that keeps its other stored columns (migration PublicListColumns), which every write of
 * the row or of its pricings runs (the pricings' statement triggers touch their vendors' rows).
 *
 * The public directory's page built them per request, one `json_agg` subquery per vendor: 0.2 of the 0.55 ms
 * PostgreSQL spent reading a page of 12 vendors at 10,000 vendors (`EXPLAIN ANALYZE`; docs/performance.md, "Cold
 * queries"). Stored as `json` (text), a page read hands them over as they are.
 */
export class ServiceVendorPricingsJson1795890000000 implements MigrationInterface {
    name = 'ServiceVendorPricingsJson1795890000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "service_vendors" ADD "pricings_json" json NOT NULL DEFAULT '[]'`);
        await queryRunner.query(columnsFunction(true));
        // Every row once through the trigger.
        await queryRunner.query(`UPDATE service_vendors SET search_text = search_text`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(columnsFunction(false));
        await queryRunner.query(`ALTER TABLE "service_vendors" DROP COLUMN "pricings_json"`);
    }
}
