import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A restaurant's menu categories, stored with its search row (`restaurant_search.categories`, migration
 * RestaurantSearch): the categories of its whole menu but its unavailable dishes, the card's chips. The food list read
 * them with an aggregate over every restaurant's dishes on each page (20 a page); now the triggers that keep the
 * search text keep them too, from the same dishes.
 */
export class RestaurantCategories1795870100000 implements MigrationInterface {
    name = 'RestaurantCategories1795870100000'

    /** The function as this migration writes it (`true`) or found it (migration FoodListOrderable's down writes it again). */
    static readonly refresh = (categories: boolean) => refresh(categories);

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "restaurant_search" ADD "categories" text array NOT NULL DEFAULT '{}'`);
        await queryRunner.query(refresh(true));
        await queryRunner.query(`SELECT oja_restaurant_search_refresh(ARRAY(SELECT id FROM vendors WHERE category = 'food_vendor'))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(refresh(false));
        await queryRunner.query(`ALTER TABLE "restaurant_search" DROP COLUMN "categories"`);
    }
}

/** `oja_restaurant_search_refresh`, with the categories or (down) as migration RestaurantSearch wrote it. */
function refresh(categories: boolean): string {
    const column = categories ? ', categories' : '';
    const value = categories
        ? `, ARRAY(SELECT DISTINCT i.category FROM catalogue_items i
                    WHERE i.vendor_id = v.id AND i.profile = 'food' AND i.status <> 'unavailable' AND i.deleted_at IS NULL ORDER BY 1)`
        : '';
    return `
        CREATE OR REPLACE FUNCTION oja_restaurant_search_refresh(p_vendors integer[]) RETURNS void LANGUAGE sql AS $fn$
          -- Two transactions changing one menu at once: the second waits for the first to end, and its next
          -- statements (a volatile function's each take a new snapshot) read the first one's dishes too, so the
          -- text the last writes holds both. (Not for a bulk rebuild, which no one else writes beside.)
          SELECT pg_advisory_xact_lock(1919, v) FROM unnest(p_vendors) v WHERE cardinality(p_vendors) <= 64 ORDER BY v;
          DELETE FROM restaurant_search s WHERE s.vendor_id = ANY(p_vendors)
             AND NOT EXISTS (SELECT 1 FROM vendors v WHERE v.id = s.vendor_id AND v.category = 'food_vendor');
          INSERT INTO restaurant_search (vendor_id, live, open_minutes, search_text${column})
          SELECT v.id, v.live, f.open_minutes, lower(concat_ws(' ', coalesce(nullif(f.restaurant_name, ''), v.business_name), v.business_name, f.cuisine,
                   (SELECT string_agg(i.search_text, ' ' ORDER BY i.id) FROM catalogue_items i
                     WHERE i.vendor_id = v.id AND i.profile = 'food' AND i.status = 'available' AND i.deleted_at IS NULL)))${value}
            FROM vendors v LEFT JOIN vendor_food_details f ON f.vendor_id = v.id
           WHERE v.id = ANY(p_vendors) AND v.category = 'food_vendor'
          ON CONFLICT (vendor_id) DO UPDATE SET search_text = EXCLUDED.search_text, live = EXCLUDED.live, open_minutes = EXCLUDED.open_minutes${categories ? ', categories = EXCLUDED.categories' : ''}
            WHERE (restaurant_search.search_text, restaurant_search.live, restaurant_search.open_minutes${categories ? ', restaurant_search.categories' : ''})
                  IS DISTINCT FROM (EXCLUDED.search_text, EXCLUDED.live, EXCLUDED.open_minutes${categories ? ', EXCLUDED.categories' : ''});
        $fn$
    `;
}
