import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The food list's `q` read each restaurant's name, business name and cuisine, and its dishes through their own
 * trigram index (a hashed sub-plan). A word on nearly every menu ("jollof") then had PostgreSQL recheck every
 * matching dish of every restaurant (2,500 rows, 2.6 ms) before the page's 20, and its estimate of how many
 * restaurants match was blind (19 estimated, 501 found). `restaurant_search` holds each food vendor's whole
 * searchable text in one row (name, business name, cuisine, then the dishes that can be ordered, as the list joined
 * them), with its own trigram index and statistics, beside the two things the list filters on that are not the
 * catalogue's own: the vendor's `live` and its opening hours as minutes of the week. A search is then planned on
 * this one table with true estimates: a rare word is found through the index, and a common one by walking the
 * restaurants in the page's order until the page is full.
 *
 * Kept by triggers, as `service_vendors.search_text` and `catalogue_items.vendor_live` are: on the dishes (per
 * statement, from the transition tables: a menu imported in one statement is rebuilt once per restaurant), on the
 * restaurant's details (name, cuisine, hours) and on its vendor (live, business name, category; any update, as `live`
 * is set by the vendor's own BEFORE trigger). A food vendor without a row matches no search; every one with a dish
 * has one.
 */
/** The dishes' triggers, one a statement kind, with the transition tables each can have. */
const ITEM_TRIGGERS = [
    ['ins', 'INSERT', 'NEW TABLE AS new_rows'],
    ['upd', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
    ['del', 'DELETE', 'OLD TABLE AS old_rows'],
] as const;

export class RestaurantSearch1795856406862 implements MigrationInterface {
    name = 'RestaurantSearch1795856406862'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "restaurant_search" (
                "vendor_id" integer NOT NULL,
                "search_text" text NOT NULL,
                "live" boolean NOT NULL,
                "open_minutes" int4multirange,
                CONSTRAINT "PK_189f3c0a4b019e6631613d5af02" PRIMARY KEY ("vendor_id")
            )
        `);
        await queryRunner.query(`CREATE INDEX "restaurant_search_text" ON "restaurant_search" USING gin ("search_text" gin_trgm_ops)`);
        // A search is planned for its words on each call, and the planner estimates a pattern by running it over the
        // column's histogram: 100 of these long texts took half of the planning (0.5 ms). 20 tell a rare word from a
        // common one as well (the same plans) in 0.2 ms.
        await queryRunner.query(`ALTER TABLE "restaurant_search" ALTER COLUMN "search_text" SET STATISTICS 20`);
        // The text of the given vendors, written again (a vendor no longer a food vendor loses its row).
        await queryRunner.query(`
            CREATE FUNCTION oja_restaurant_search_refresh(p_vendors integer[]) RETURNS void LANGUAGE sql AS $fn$
              -- Two transactions changing one menu at once: the second waits for the first to end, and its next
              -- statements (a volatile function's each take a new snapshot) read the first one's dishes too, so the
              -- text the last writes holds both. (Not for a bulk rebuild, which no one else writes beside.)
              SELECT pg_advisory_xact_lock(1919, v) FROM unnest(p_vendors) v WHERE cardinality(p_vendors) <= 64 ORDER BY v;
              DELETE FROM restaurant_search s WHERE s.vendor_id = ANY(p_vendors)
                 AND NOT EXISTS (SELECT 1 FROM vendors v WHERE v.id = s.vendor_id AND v.category = 'food_vendor');
              INSERT INTO restaurant_search (vendor_id, live, open_minutes, search_text)
              SELECT v.id, v.live, f.open_minutes, lower(concat_ws(' ', coalesce(nullif(f.restaurant_name, ''), v.business_name), v.business_name, f.cuisine,
                       (SELECT string_agg(i.search_text, ' ' ORDER BY i.id) FROM catalogue_items i
                         WHERE i.vendor_id = v.id AND i.profile = 'food' AND i.status = 'available' AND i.deleted_at IS NULL)))
                FROM vendors v LEFT JOIN vendor_food_details f ON f.vendor_id = v.id
               WHERE v.id = ANY(p_vendors) AND v.category = 'food_vendor'
              ON CONFLICT (vendor_id) DO UPDATE SET search_text = EXCLUDED.search_text, live = EXCLUDED.live, open_minutes = EXCLUDED.open_minutes
                WHERE (restaurant_search.search_text, restaurant_search.live, restaurant_search.open_minutes)
                      IS DISTINCT FROM (EXCLUDED.search_text, EXCLUDED.live, EXCLUDED.open_minutes);
            $fn$
        `);
        await queryRunner.query(`
            CREATE FUNCTION oja_restaurant_search_from_items() RETURNS trigger LANGUAGE plpgsql AS $fn$
            DECLARE changed integer[];
            BEGIN
              IF TG_OP = 'INSERT' THEN
                changed := ARRAY(SELECT DISTINCT vendor_id FROM new_rows WHERE profile = 'food');
              ELSIF TG_OP = 'DELETE' THEN
                changed := ARRAY(SELECT DISTINCT vendor_id FROM old_rows WHERE profile = 'food');
              ELSE
                changed := ARRAY(SELECT n.vendor_id FROM new_rows n WHERE n.profile = 'food'
                                 UNION SELECT o.vendor_id FROM old_rows o WHERE o.profile = 'food');
              END IF;
              -- A product's write (its stock held and given back on every checkout) touches no restaurant.
              IF cardinality(changed) > 0 THEN
                PERFORM oja_restaurant_search_refresh(changed);
              END IF;
              RETURN NULL;
            END $fn$
        `);
        for (const [suffix, event, tables] of ITEM_TRIGGERS) {
            await queryRunner.query(`
                CREATE TRIGGER catalogue_items_restaurant_search_${suffix} AFTER ${event} ON catalogue_items
                REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION oja_restaurant_search_from_items()
            `);
        }
        // A restaurant's details (its name, cuisine, hours) or its vendor (live, business name, category) changed.
        await queryRunner.query(`
            CREATE FUNCTION oja_restaurant_search_from_vendor() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              IF TG_TABLE_NAME = 'vendors' THEN
                PERFORM oja_restaurant_search_refresh(ARRAY[NEW.id]);
              ELSIF TG_OP = 'DELETE' THEN
                PERFORM oja_restaurant_search_refresh(ARRAY[OLD.vendor_id]);
              ELSE
                PERFORM oja_restaurant_search_refresh(ARRAY[NEW.vendor_id, OLD.vendor_id]);
              END IF;
              RETURN NULL;
            END $fn$
        `);
        await queryRunner.query(`
            CREATE TRIGGER vendor_food_details_restaurant_search AFTER INSERT OR DELETE OR UPDATE OF restaurant_name, cuisine, open_minutes, vendor_id
            ON vendor_food_details FOR EACH ROW EXECUTE FUNCTION oja_restaurant_search_from_vendor()
        `);
        await queryRunner.query(`
            CREATE TRIGGER vendors_restaurant_search AFTER UPDATE ON vendors FOR EACH ROW
            WHEN ((OLD.category = 'food_vendor' OR NEW.category = 'food_vendor')
                  AND (OLD.live, OLD.business_name, OLD.category) IS DISTINCT FROM (NEW.live, NEW.business_name, NEW.category))
            EXECUTE FUNCTION oja_restaurant_search_from_vendor()
        `);
        await queryRunner.query(`SELECT oja_restaurant_search_refresh(ARRAY(SELECT id FROM vendors WHERE category = 'food_vendor'))`);
        await queryRunner.query(`ANALYZE restaurant_search`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER vendors_restaurant_search ON vendors`);
        await queryRunner.query(`DROP TRIGGER vendor_food_details_restaurant_search ON vendor_food_details`);
        for (const [suffix] of ITEM_TRIGGERS) await queryRunner.query(`DROP TRIGGER catalogue_items_restaurant_search_${suffix} ON catalogue_items`);
        await queryRunner.query(`DROP FUNCTION oja_restaurant_search_from_vendor()`);
        await queryRunner.query(`DROP FUNCTION oja_restaurant_search_from_items()`);
        await queryRunner.query(`DROP FUNCTION oja_restaurant_search_refresh(integer[])`);
        await queryRunner.query(`DROP TABLE "restaurant_search"`);
    }
}
