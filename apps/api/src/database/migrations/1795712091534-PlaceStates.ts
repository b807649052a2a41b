import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The state of a service vendor's and a listing's location, stored (issue 24, the lists' `state` filter): a
 * regular expression per row per request costs ~10 µs, 0.1 s on 10,000 rows; a column in the directory's index
 * order costs an index range. oja_state_of is stateOfLocation of @oja/shared (nigerian-states.ts) as of this
 * migration: the last place the text names decides (a later change of the places needs a migration that
 * replaces the function and touches both tables). A BEFORE trigger keeps the column true on every write path.
 */
export class PlaceStates1795712091534 implements MigrationInterface {
    name = 'PlaceStates1795712091534'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE FUNCTION oja_state_of(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
              SELECT '{"abia":"abia","umuahia":"abia","aba":"abia","adamawa":"adamawa","yola":"adamawa","akwa ibom":"akwa-ibom","uyo":"akwa-ibom","eket":"akwa-ibom","anambra":"anambra","awka":"anambra","onitsha":"anambra","nnewi":"anambra","bauchi":"bauchi","bayelsa":"bayelsa","yenagoa":"bayelsa","benue":"benue","makurdi":"benue","borno":"borno","maiduguri":"borno","cross river":"cross-river","calabar":"cross-river","delta":"delta","asaba":"delta","warri":"delta","sapele":"delta","ebonyi":"ebonyi","abakaliki":"ebonyi","edo":"edo","benin city":"edo","ekiti":"ekiti","ado ekiti":"ekiti","enugu":"enugu","nsukka":"enugu","abuja":"fct","fct":"fct","federal capital territory":"fct","garki":"fct","wuse":"fct","maitama":"fct","asokoro":"fct","gwarinpa":"fct","jabi":"fct","kubwa":"fct","lugbe":"fct","gombe":"gombe","imo":"imo","owerri":"imo","jigawa":"jigawa","dutse":"jigawa","kaduna":"kaduna","zaria":"kaduna","kano":"kano","katsina":"katsina","kebbi":"kebbi","birnin kebbi":"kebbi","kogi":"kogi","lokoja":"kogi","kwara":"kwara","ilorin":"kwara","lagos":"lagos","ikeja":"lagos","lekki":"lagos","victoria island":"lagos","ikoyi":"lagos","yaba":"lagos","surulere":"lagos","ajah":"lagos","ikorodu":"lagos","festac":"lagos","apapa":"lagos","maryland":"lagos","gbagada":"lagos","magodo":"lagos","ogba":"lagos","oshodi":"lagos","badagry":"lagos","epe":"lagos","nasarawa":"nasarawa","nassarawa":"nasarawa","lafia":"nasarawa","niger":"niger","minna":"niger","suleja":"niger","ogun":"ogun","abeokuta":"ogun","ijebu":"ogun","sagamu":"ogun","ota":"ogun","ondo":"ondo","akure":"ondo","osun":"osun","osogbo":"osun","oshogbo":"osun","ile ife":"osun","oyo":"oyo","ibadan":"oyo","ogbomoso":"oyo","bodija":"oyo","plateau":"plateau","jos":"plateau","rivers":"rivers","port harcourt":"rivers","obio akpor":"rivers","bonny":"rivers","sokoto":"sokoto","taraba":"taraba","jalingo":"taraba","yobe":"yobe","damaturu":"yobe","zamfara":"zamfara","gusau":"zamfara"}'::jsonb ->> regexp_replace(r.m[2], '[ -]+', ' ', 'g')
              FROM regexp_matches(lower(coalesce(t, '')), '(^|[^a-z0-9])(federal[ -]capital[ -]territory|victoria[ -]island|port[ -]harcourt|birnin[ -]kebbi|cross[ -]river|benin[ -]city|obio[ -]akpor|abakaliki|ado[ -]ekiti|akwa[ -]ibom|maiduguri|nassarawa|abeokuta|damaturu|gwarinpa|maryland|nasarawa|ogbomoso|surulere|adamawa|anambra|asokoro|badagry|bayelsa|calabar|gbagada|ikorodu|ile[ -]ife|jalingo|katsina|maitama|makurdi|onitsha|oshogbo|plateau|umuahia|yenagoa|zamfara|bauchi|bodija|ebonyi|festac|ibadan|ilorin|jigawa|kaduna|lokoja|magodo|nsukka|oshodi|osogbo|owerri|rivers|sagamu|sapele|sokoto|suleja|taraba|abuja|akure|apapa|asaba|benue|bonny|borno|delta|dutse|ekiti|enugu|garki|gombe|gusau|ijebu|ikeja|ikoyi|kebbi|kubwa|kwara|lafia|lagos|lekki|lugbe|minna|niger|nnewi|warri|zaria|abia|ajah|awka|eket|jabi|kano|kogi|ogba|ogun|ondo|osun|wuse|yaba|yobe|yola|aba|edo|epe|fct|imo|jos|ota|oyo|uyo)(?=$|[^a-z0-9])', 'g') WITH ORDINALITY AS r(m, n)
              ORDER BY r.n DESC LIMIT 1
            $fn$
        `);
        await queryRunner.query(`
            CREATE FUNCTION oja_location_state() RETURNS trigger LANGUAGE plpgsql AS $fn$
            BEGIN
              NEW.state := oja_state_of(NEW.location);
              RETURN NEW;
            END
            $fn$
        `);
        for (const table of ['service_vendors', 'apartment_listings']) {
            await queryRunner.query(`ALTER TABLE "${table}" ADD "state" text`);
            await queryRunner.query(`CREATE TRIGGER ${table}_state BEFORE INSERT OR UPDATE OF location ON ${table} FOR EACH ROW EXECUTE FUNCTION oja_location_state()`);
            await queryRunner.query(`UPDATE "${table}" SET state = oja_state_of(location)`);
        }
        // The state filter walks the directory's order within one state, and counts its total from the same index.
        await queryRunner.query(`CREATE INDEX "service_vendors_state" ON "service_vendors" ("state", "is_featured" DESC, "rating" DESC, "id") WHERE "live"`);
        await queryRunner.query(`
            CREATE INDEX "apartment_listings_state" ON "apartment_listings" ("state", "is_verified" DESC, "created_at" DESC, "id" DESC)
            WHERE "status" = 'active' AND "host_live"
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "apartment_listings_state"`);
        await queryRunner.query(`DROP INDEX "service_vendors_state"`);
        for (const table of ['apartment_listings', 'service_vendors']) {
            await queryRunner.query(`DROP TRIGGER ${table}_state ON ${table}`);
            await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "state"`);
        }
        await queryRunner.query(`DROP FUNCTION oja_location_state()`);
        await queryRunner.query(`DROP FUNCTION oja_state_of(text)`);
    }
}
