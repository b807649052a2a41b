import { MigrationInterface, QueryRunner } from "typeorm";
import { RestaurantCategories1795870100000 } from "./1795870100000-RestaurantCategories.js";

/**
 * Two things the food list asked of every restaurant's dishes on each page, stored or indexed instead:
 *
 * - `restaurant_search.orderable`: the categories of the dishes that can be ordered (status available), kept by the
 *   same triggers as the search text (migration RestaurantSearch). A search asked "has it a dish that can be ordered
 *   (of this category)?" as a sub-query on the dishes, planned on every search call with the words (PostgreSQL plans
 *   a search for its words each time): that join was two thirds of the planning (0.18 of 0.28 ms). Now it is a test
 *   of the row's own array.
 * - `catalogue_items_menu_by_id`: a restaurant's dishes that can be ordered, by id. A card's menu is its first four
 *   of them; from the index by category (catalogue_items_menu, kept for a list narrowed to a category) PostgreSQL
 *   read all of a restaurant's dishes and sorted them for four (17 rows a restaurant, 20 restaurants a page).
 * - `restaurant_search_text` without GIN's pending list (`fastupdate = off`). Every menu change writes its
 *   restaurant's row again, and with the pending list its few hundred trigrams waited there, unsorted, until a vacuum:
 *   every search read the whole list (after this migration's own rewrite of the 1,001 bench restaurants, 498 pages:
 *   a word on no menu took 1.6 ms in the index instead of 0.02, and the planner, seeing the list, walked the table
 *   instead, 3.5 ms). Menus change seldom and are searched on every visit: a write now pays for its own entries.
 */
export class FoodListOrderable1795880000000 implements MigrationInterface {
    name = 'FoodListOrderable1795880000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "restaurant_search" ADD "orderable" text array NOT NULL DEFAULT '{}'`);
        await queryRunner.query(REFRESH);
        await queryRunner.query(`SELECT oja_restaurant_search_refresh(ARRAY(SELECT id FROM vendors WHERE category = 'food_vendor'))`);
        await queryRunner.query(`
            CREATE INDEX "catalogue_items_menu_by_id" ON "catalogue_items" ("vendor_id", "id")
            WHERE "profile" = 'food' AND "status" = 'available' AND "deleted_at" IS NULL
        `);
        await queryRunner.query(`ALTER INDEX "restaurant_search_text" SET (fastupdate = off)`);
        await queryRunner.query(`SELECT gin_clean_pending_list('restaurant_search_text'::regclass)`);
        await queryRunner.query(`ANALYZE restaurant_search`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER INDEX "restaurant_search_text" RESET (fastupdate)`);
        await queryRunner.query(`DROP INDEX "catalogue_items_menu_by_id"`);
        await queryRunner.query(RestaurantCategories1795870100000.refresh(true));
        await queryRunner.query(`ALTER TABLE "restaurant_search" DROP COLUMN "orderable"`);
    }
}

/** `oja_restaurant_search_refresh` as migration RestaurantCategories wrote it, and `orderable` beside the categories. */
const REFRESH = `
    CREATE OR REPLACE FUNCTION oja_restaurant_search_refresh(p_vendors integer[]) RETURNS void LANGUAGE sql AS $fn$
      -- Two transactions changing one menu at once: the second waits for the first to end, and its next
      -- statements (a volatile function's each take a new snapshot) read the first one's dishes too, so the
      -- text the last writes holds both. (Not for a bulk rebuild, which no one else writes beside.)
      SELECT pg_advisory_xact_lock(1919, v) FROM unnest(p_vendors) v WHERE cardinality(p_vendors) <= 64 ORDER BY v;
      DELETE FROM restaurant_search s WHERE s.vendor_id = ANY(p_vendors)
         AND NOT EXISTS (SELECT 1 FROM vendors v WHERE v.id = s.vendor_id AND v.category = 'food_vendor');
      INSERT INTO restaurant_search (vendor_id, live, open_minutes, search_text, categories, orderable)
      SELECT v.id, v.live, f.open_minutes,
             lower(concat_ws(' ', coalesce(nullif(f.restaurant_name, ''), v.business_name), v.business_name, f.cuisine,
               (SELECT string_agg(i.search_text, ' ' ORDER BY i.id) FROM catalogue_items i
                 WHERE i.vendor_id = v.id AND i.profile = 'food' AND i.status = 'available' AND i.deleted_at IS NULL))),
             ARRAY(SELECT DISTINCT i.category FROM catalogue_items i
                    WHERE i.vendor_id = v.id AND i.profile = 'food' AND i.status <> 'unavailable' AND i.deleted_at IS NULL ORDER BY 1),
             ARRAY(SELECT DISTINCT i.category FROM catalogue_items i
                    WHERE i.vendor_id = v.id AND i.profile = 'food' AND i.status = 'available' AND i.deleted_at IS NULL ORDER BY 1)
        FROM vendors v LEFT JOIN vendor_food_details f ON f.vendor_id = v.id
       WHERE v.id = ANY(p_vendors) AND v.category = 'food_vendor'
      ON CONFLICT (vendor_id) DO UPDATE SET search_text = EXCLUDED.search_text, live = EXCLUDED.live, open_minutes = EXCLUDED.open_minutes,
             categories = EXCLUDED.categories, orderable = EXCLUDED.orderable
        WHERE (restaurant_search.search_text, restaurant_search.live, restaurant_search.open_minutes, restaurant_search.categories, restaurant_search.orderable)
              IS DISTINCT FROM (EXCLUDED.search_text, EXCLUDED.live, EXCLUDED.open_minutes, EXCLUDED.categories, EXCLUDED.orderable);
    $fn$
`;
