import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The public lists read stored columns instead of joins and regexes (issue 11, docs/performance.md):
 *   - vendors.live: KYC approved and the user's phone verified;
 *   - service_vendors.live / search_text / categories: the directory's filter, its `q` text (trigram) and the
 *     keyword categories, once per write instead of once per row per request;
 *   - apartment_listings.host_live: the host is live.
 * Triggers keep them true on every write path (API, workers, admin, seeds, plain SQL), and statement triggers
 * announce each change on the `oja_lists` channel, so every API process drops its cached list pages.
 * The category patterns are the keywords of service-categories.ts as of this migration (a later change of the
 * keywords needs a migration that replaces oja_service_categories and touches service_vendors).
 */
export class PublicListColumns1795390000000 implements MigrationInterface {
    name = 'PublicListColumns1795390000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "vendors" ADD "live" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`
            ALTER TABLE "service_vendors"
            ADD "live" boolean NOT NULL DEFAULT false,
            ADD "search_text" text NOT NULL DEFAULT '',
            ADD "categories" text array NOT NULL DEFAULT '{}'
        `);
        await queryRunner.query(`ALTER TABLE "apartment_listings" ADD "host_live" boolean NOT NULL DEFAULT false`);

        await queryRunner.query(`
            CREATE FUNCTION oja_service_categories(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
              SELECT coalesce(nullif(array_remove(ARRAY[
                CASE WHEN t ~* '\\m(plumb|pipe|leak|drain|faucet|toilet|sink|borehole|water heater|sewage|shower)' THEN 'plumbing' END,
                CASE WHEN t ~* '\\m(electric|wiring|rewir|socket|switch|lighting|light fitting|generator|inverter|solar|circuit)' THEN 'electrical' END,
                CASE WHEN t ~* '\\m(clean|wash|laundry|janitor|fumigat|pest|dust|sweep|housekeep|deep clean)' THEN 'cleaning' END,
                CASE WHEN t ~* '\\m(repair|fix|mend|maintenance|servicing|troubleshoot)' THEN 'repair' END,
                CASE WHEN t ~* '\\m(install|fitting|mount|set up|setup|assembl)' THEN 'installation' END
              ], NULL), '{}'), ARRAY['other'])
            $fn$
        `);

        // vendors.live from its own flag and its user's phone.
        await queryRunner.query(`
            CREATE FUNCTION oja_vendor_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              NEW.live := NEW.is_verified AND EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.phone_verified_at IS NOT NULL);
              RETURN NEW;
            END $fn$
        `);
        await queryRunner.query(`CREATE TRIGGER vendors_live BEFORE INSERT OR UPDATE OF is_verified, user_id ON vendors FOR EACH ROW EXECUTE FUNCTION oja_vendor_live()`);
        await queryRunner.query(`
            CREATE FUNCTION oja_user_phone_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              UPDATE vendors SET live = (is_verified AND NEW.phone_verified_at IS NOT NULL)
               WHERE user_id = NEW.id AND live IS DISTINCT FROM (is_verified AND NEW.phone_verified_at IS NOT NULL);
              RETURN NULL;
            END $fn$
        `);
        await queryRunner.query(`
            CREATE TRIGGER users_phone_live AFTER UPDATE OF phone_verified_at ON users FOR EACH ROW
            WHEN (OLD.phone_verified_at IS DISTINCT FROM NEW.phone_verified_at) EXECUTE FUNCTION oja_user_phone_live()
        `);

        // A vendor's liveness and name reach its directory rows.
        await queryRunner.query(`
            CREATE FUNCTION oja_vendor_propagate() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              UPDATE service_vendors SET live = NEW.live WHERE vendor_id = NEW.id;
              UPDATE apartment_listings SET host_live = NEW.live WHERE vendor_id = NEW.id AND host_live IS DISTINCT FROM NEW.live;
              RETURN NULL;
            END $fn$
        `);
        await queryRunner.query(`
            CREATE TRIGGER vendors_propagate AFTER UPDATE ON vendors FOR EACH ROW
            WHEN (OLD.live IS DISTINCT FROM NEW.live OR OLD.business_name IS DISTINCT FROM NEW.business_name)
            EXECUTE FUNCTION oja_vendor_propagate()
        `);

        // The directory row's own stored columns, recomputed on every write of the row.
        await queryRunner.query(`
            CREATE FUNCTION oja_service_vendor_columns() RETURNS trigger LANGUAGE plpgsql AS $fn$
            DECLARE
              v record;
              titles text;
            BEGIN
              SELECT vv.live, vv.business_name INTO v FROM vendors vv WHERE vv.id = NEW.vendor_id;
              SELECT string_agg(p.title, ' ' ORDER BY p.id) INTO titles
                FROM service_pricings p WHERE p.service_vendor_id = NEW.id AND p.deleted_at IS NULL;
              NEW.live := coalesce(v.live, false);
              NEW.search_text := lower(concat_ws(' ', NEW.service_name, NEW.description, NEW.location, v.business_name, titles));
              NEW.categories := oja_service_categories(concat_ws(' ', NEW.service_name, NEW.description, titles));
              RETURN NEW;
            END $fn$
        `);
        await queryRunner.query(`CREATE TRIGGER service_vendors_columns BEFORE INSERT OR UPDATE ON service_vendors FOR EACH ROW EXECUTE FUNCTION oja_service_vendor_columns()`);

        // A pricing written or removed: its vendors' rows recompute (once per statement, however many rows).
        await queryRunner.query(`
            CREATE FUNCTION oja_pricings_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              IF TG_OP = 'INSERT' THEN
                UPDATE service_vendors SET search_text = search_text WHERE id IN (SELECT DISTINCT service_vendor_id FROM new_rows);
              ELSIF TG_OP = 'DELETE' THEN
                UPDATE service_vendors SET search_text = search_text WHERE id IN (SELECT DISTINCT service_vendor_id FROM old_rows);
              ELSE
                UPDATE service_vendors SET search_text = search_text
                 WHERE id IN (SELECT service_vendor_id FROM new_rows UNION SELECT service_vendor_id FROM old_rows);
              END IF;
              RETURN NULL;
            END $fn$
        `);
        await queryRunner.query(`CREATE TRIGGER service_pricings_ins AFTER INSERT ON service_pricings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION oja_pricings_changed()`);
        await queryRunner.query(`CREATE TRIGGER service_pricings_del AFTER DELETE ON service_pricings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION oja_pricings_changed()`);
        await queryRunner.query(`CREATE TRIGGER service_pricings_upd AFTER UPDATE ON service_pricings REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION oja_pricings_changed()`);

        await queryRunner.query(`
            CREATE FUNCTION oja_listing_host_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              NEW.host_live := coalesce((SELECT live FROM vendors WHERE id = NEW.vendor_id), false);
              RETURN NEW;
            END $fn$
        `);
        await queryRunner.query(`CREATE TRIGGER apartment_listings_host_live BEFORE INSERT OR UPDATE OF vendor_id ON apartment_listings FOR EACH ROW EXECUTE FUNCTION oja_listing_host_live()`);

        // Cache invalidation: '<namespaces>:<generation>' on channel oja_lists, sent at commit.
        await queryRunner.query(`CREATE SEQUENCE oja_list_generation`);
        await queryRunner.query(`
            CREATE FUNCTION oja_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              PERFORM pg_notify('oja_lists', TG_ARGV[0] || ':' || nextval('oja_list_generation'));
              RETURN NULL;
            END $fn$
        `);
        const notify = (name: string, on: string, ns: string) =>
            queryRunner.query(`CREATE TRIGGER ${name} AFTER ${on} FOR EACH STATEMENT EXECUTE FUNCTION oja_lists_changed('${ns}')`);
        await notify('vendors_lists', 'INSERT OR UPDATE OR DELETE ON vendors', 'services,apartments,vendors');
        await notify('users_lists', 'UPDATE OF phone_verified_at, name, email, phone, profile_image OR DELETE ON users', 'services,apartments,vendors');
        await notify('service_vendors_lists', 'INSERT OR UPDATE OR DELETE ON service_vendors', 'services');
        await notify('service_pricings_lists', 'INSERT OR UPDATE OR DELETE ON service_pricings', 'services');
        await notify('apartment_listings_lists', 'INSERT OR UPDATE OR DELETE ON apartment_listings', 'apartments');
        // Availability (the dates filter): only the statuses that hold dates matter; a plain request holds none.
        await notify('apartment_bookings_lists', 'UPDATE OF status, check_in_date, check_out_date OR DELETE ON apartment_bookings', 'apartments');

        // Backfill, then the indexes the lists walk (in their ORDER BY).
        await queryRunner.query(`UPDATE vendors v SET live = v.is_verified AND u.phone_verified_at IS NOT NULL FROM users u WHERE u.id = v.user_id`);
        await queryRunner.query(`UPDATE service_vendors SET search_text = search_text`);
        await queryRunner.query(`UPDATE apartment_listings l SET host_live = v.live FROM vendors v WHERE v.id = l.vendor_id`);
        await queryRunner.query(`CREATE INDEX "service_vendors_directory" ON "service_vendors" ("is_featured" DESC, "rating" DESC, "id") WHERE "live"`);
        await queryRunner.query(`CREATE INDEX "service_vendors_categories" ON "service_vendors" USING gin ("categories") WHERE "live"`);
        await queryRunner.query(`CREATE INDEX "service_vendors_search" ON "service_vendors" USING gin ("search_text" gin_trgm_ops) WHERE "live"`);
        await queryRunner.query(`CREATE INDEX "vendors_live_directory" ON "vendors" ("created_at" DESC, "id" DESC) WHERE "live"`);
        await queryRunner.query(`CREATE INDEX "vendors_live_category" ON "vendors" ("category", "created_at" DESC, "id" DESC) WHERE "live"`);
        await queryRunner.query(`CREATE INDEX "vendors_business_name_search" ON "vendors" USING gin ("business_name" gin_trgm_ops) WHERE "live"`);
        await queryRunner.query(`
            CREATE INDEX "apartment_listings_directory" ON "apartment_listings" ("is_verified" DESC, "created_at" DESC, "id" DESC)
            WHERE "status" = 'active' AND "host_live"
        `);
        // The type filter's total counts index entries, not 50,000 rows.
        await queryRunner.query(`CREATE INDEX "apartment_listings_type" ON "apartment_listings" ("type") WHERE "status" = 'active' AND "host_live"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const i of ['apartment_listings_type', 'apartment_listings_directory', 'vendors_business_name_search', 'vendors_live_category', 'vendors_live_directory', 'service_vendors_search', 'service_vendors_categories', 'service_vendors_directory']) {
            await queryRunner.query(`DROP INDEX "${i}"`);
        }
        for (const [t, on] of [['apartment_bookings_lists', 'apartment_bookings'], ['apartment_listings_lists', 'apartment_listings'], ['service_pricings_lists', 'service_pricings'], ['service_vendors_lists', 'service_vendors'], ['users_lists', 'users'], ['vendors_lists', 'vendors'], ['apartment_listings_host_live', 'apartment_listings'], ['service_pricings_upd', 'service_pricings'], ['service_pricings_del', 'service_pricings'], ['service_pricings_ins', 'service_pricings'], ['service_vendors_columns', 'service_vendors'], ['vendors_propagate', 'vendors'], ['users_phone_live', 'users'], ['vendors_live', 'vendors']]) {
            await queryRunner.query(`DROP TRIGGER ${t} ON ${on}`);
        }
        for (const f of ['oja_lists_changed', 'oja_listing_host_live', 'oja_pricings_changed', 'oja_service_vendor_columns', 'oja_vendor_propagate', 'oja_user_phone_live', 'oja_vendor_live']) {
            await queryRunner.query(`DROP FUNCTION ${f}()`);
        }
        await queryRunner.query(`DROP FUNCTION oja_service_categories(text)`);
        await queryRunner.query(`DROP SEQUENCE oja_list_generation`);
        await queryRunner.query(`ALTER TABLE "apartment_listings" DROP COLUMN "host_live"`);
        await queryRunner.query(`ALTER TABLE "service_vendors" DROP COLUMN "categories", DROP COLUMN "search_text", DROP COLUMN "live"`);
        await queryRunner.query(`ALTER TABLE "vendors" DROP COLUMN "live"`);
    }

}
