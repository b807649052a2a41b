import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * "Live" is one definition, `oja_vendor_live()` (issue 21 finding 3): KYC approved (`is_verified`, which a
 * rejection clears), the user's phone verified, and the account not deactivated. Before, a deactivated host's
 * listings stayed public and bookable. The users trigger now recomputes through that same function (it touches
 * `is_verified`, which fires `vendors_live`) whenever the phone or the deactivation changes, and `vendors_propagate`
 * carries the result to service_vendors.live and apartment_listings.host_live as before; the statement triggers on
 * vendors (and users, now also on `deactivated_at`) announce it on `oja_lists`, so cached list pages drop at once.
 */
export class VendorLiveNotDeactivated1795687740763 implements MigrationInterface {
    name = 'VendorLiveNotDeactivated1795687740763'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE OR REPLACE FUNCTION oja_vendor_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              NEW.live := NEW.is_verified AND EXISTS (
                SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.phone_verified_at IS NOT NULL AND u.deactivated_at IS NULL
              );
              RETURN NEW;
            END $fn$
        `);
        await queryRunner.query(`DROP TRIGGER users_phone_live ON users`);
        await queryRunner.query(`DROP FUNCTION oja_user_phone_live()`);
        await queryRunner.query(`
            CREATE FUNCTION oja_user_vendor_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              -- Recomputed by oja_vendor_live() (vendors_live fires on UPDATE OF is_verified): one definition.
              UPDATE vendors SET is_verified = is_verified WHERE user_id = NEW.id;
              RETURN NULL;
            END $fn$
        `);
        await queryRunner.query(`
            CREATE TRIGGER users_vendor_live AFTER UPDATE OF phone_verified_at, deactivated_at ON users FOR EACH ROW
            WHEN (OLD.phone_verified_at IS DISTINCT FROM NEW.phone_verified_at OR OLD.deactivated_at IS DISTINCT FROM NEW.deactivated_at)
            EXECUTE FUNCTION oja_user_vendor_live()
        `);
        await queryRunner.query(`DROP TRIGGER users_lists ON users`);
        await queryRunner.query(`
            CREATE TRIGGER users_lists AFTER UPDATE OF phone_verified_at, deactivated_at, name, email, phone, profile_image OR DELETE ON users
            FOR EACH STATEMENT EXECUTE FUNCTION oja_lists_changed('services,apartments,vendors')
        `);
        // Vendors whose account was deactivated before this migration.
        await queryRunner.query(`UPDATE vendors v SET is_verified = v.is_verified FROM users u WHERE u.id = v.user_id AND u.deactivated_at IS NOT NULL AND v.live`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER users_lists ON users`);
        await queryRunner.query(`
            CREATE TRIGGER users_lists AFTER UPDATE OF phone_verified_at, name, email, phone, profile_image OR DELETE ON users
            FOR EACH STATEMENT EXECUTE FUNCTION oja_lists_changed('services,apartments,vendors')
        `);
        await queryRunner.query(`DROP TRIGGER users_vendor_live ON users`);
        await queryRunner.query(`DROP FUNCTION oja_user_vendor_live()`);
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
        await queryRunner.query(`
            CREATE OR REPLACE FUNCTION oja_vendor_live() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              NEW.live := NEW.is_verified AND EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.phone_verified_at IS NOT NULL);
              RETURN NEW;
            END $fn$
        `);
        await queryRunner.query(`UPDATE vendors v SET is_verified = v.is_verified FROM users u WHERE u.id = v.user_id AND u.deactivated_at IS NOT NULL`);
    }
}
