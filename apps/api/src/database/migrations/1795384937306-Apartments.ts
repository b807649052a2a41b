import { MigrationInterface, QueryRunner } from "typeorm";

export class Apartments1795384937306 implements MigrationInterface {
    name = 'Apartments1795384937306'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // btree_gist: the exclusion constraint mixes = on an int with && on a daterange; pg_trgm: the `q` search.
        // Both ship with PostgreSQL (contrib) and are trusted extensions.
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(`
            CREATE TABLE "apartment_booking_events" (
                "id" SERIAL NOT NULL,
                "booking_id" integer NOT NULL,
                "from_status" character varying(12),
                "to_status" character varying(12) NOT NULL,
                "actor" character varying(10) NOT NULL,
                "actor_id" integer,
                "note" text,
                "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "apartment_booking_events_actor" CHECK (
                    "actor" IN ('customer', 'vendor', 'admin', 'system')
                ),
                CONSTRAINT "PK_96740c31470b3c280fd0ad94e35" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_booking_events_booking" ON "apartment_booking_events" ("booking_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "apartment_bookings" (
                "id" SERIAL NOT NULL,
                "listing_id" integer NOT NULL,
                "user_id" integer NOT NULL,
                "vendor_id" integer NOT NULL,
                "check_in_date" date NOT NULL,
                "check_out_date" date NOT NULL,
                "nights" integer NOT NULL,
                "guests" integer NOT NULL,
                "notes" text,
                "total_price_kobo" bigint NOT NULL,
                "status" character varying(12) NOT NULL DEFAULT 'pending',
                "escrow_status" character varying(10) NOT NULL DEFAULT 'none',
                "approved_at" TIMESTAMP WITH TIME ZONE,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "checked_in_at" TIMESTAMP WITH TIME ZONE,
                "checked_out_at" TIMESTAMP WITH TIME ZONE,
                "completed_at" TIMESTAMP WITH TIME ZONE,
                "cancelled_at" TIMESTAMP WITH TIME ZONE,
                "cancelled_by" character varying(10),
                "refunded_at" TIMESTAMP WITH TIME ZONE,
                "cancel_reason" text,
                "admin_notes" text,
                "review_reminder_sent_at" TIMESTAMP WITH TIME ZONE,
                "payment_reminder_sent_at" TIMESTAMP WITH TIME ZONE,
                "check_in_reminder_sent_at" TIMESTAMP WITH TIME ZONE,
                "check_out_reminder_sent_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "apartment_bookings_total" CHECK ("total_price_kobo" >= 0),
                CONSTRAINT "apartment_bookings_nights" CHECK ("nights" >= 1),
                CONSTRAINT "apartment_bookings_guests" CHECK (
                    "guests" BETWEEN 1 AND 8
                ),
                CONSTRAINT "apartment_bookings_dates" CHECK ("check_out_date" > "check_in_date"),
                CONSTRAINT "apartment_bookings_cancelled_by" CHECK (
                    "cancelled_by" IS NULL
                    OR "cancelled_by" IN ('customer', 'vendor', 'admin', 'system')
                ),
                CONSTRAINT "apartment_bookings_escrow_status" CHECK (
                    "escrow_status" IN ('none', 'held', 'released', 'refunded')
                ),
                CONSTRAINT "apartment_bookings_status" CHECK (
                    "status" IN (
                        'pending',
                        'processing',
                        'paid',
                        'checked_in',
                        'checked_out',
                        'completed',
                        'cancelled',
                        'refunded'
                    )
                ),
                CONSTRAINT "apartment_bookings_no_overlap" EXCLUDE USING gist (
                    "listing_id" WITH =,
                    daterange("check_in_date", "check_out_date", '[)') WITH &&
                )
                WHERE (
                        "status" IN (
                            'processing',
                            'paid',
                            'checked_in',
                            'checked_out'
                        )
                    ),
                    CONSTRAINT "PK_f95985e412dbfb2fdf0463a357d" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_bookings_by_status" ON "apartment_bookings" ("status", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_bookings_listing" ON "apartment_bookings" ("listing_id", "check_in_date")
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_bookings_vendor" ON "apartment_bookings" ("vendor_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_bookings_user" ON "apartment_bookings" ("user_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "apartment_listings" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "title" character varying(160) NOT NULL,
                "type" character varying(10) NOT NULL,
                "description" text,
                "location" character varying(255) NOT NULL,
                "price_per_night_kobo" bigint NOT NULL,
                "max_guests" integer,
                "bedrooms" integer,
                "bathrooms" integer,
                "amenities" jsonb NOT NULL,
                "images" jsonb NOT NULL,
                "is_verified" boolean NOT NULL DEFAULT false,
                "status" character varying(10) NOT NULL DEFAULT 'active',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "apartment_listings_rooms" CHECK (
                    (
                        "bedrooms" IS NULL
                        OR "bedrooms" BETWEEN 0 AND 100
                    )
                    AND (
                        "bathrooms" IS NULL
                        OR "bathrooms" BETWEEN 0 AND 100
                    )
                ),
                CONSTRAINT "apartment_listings_max_guests" CHECK (
                    "max_guests" IS NULL
                    OR "max_guests" BETWEEN 1 AND 50
                ),
                CONSTRAINT "apartment_listings_price" CHECK ("price_per_night_kobo" >= 0),
                CONSTRAINT "apartment_listings_status" CHECK ("status" IN ('active', 'paused')),
                CONSTRAINT "apartment_listings_type" CHECK ("type" IN ('hotel', 'hostel', 'shortlet')),
                CONSTRAINT "PK_4bfb648f460665ea6e65b9bdeb1" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_listings_public" ON "apartment_listings" ("status", "is_verified", "created_at")
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_listings_vendor" ON "apartment_listings" ("vendor_id", "id")
        `);
        // Declared on the entity with synchronize: false (TypeORM cannot describe an expression index).
        await queryRunner.query(`
            CREATE INDEX "apartment_listings_search" ON "apartment_listings"
            USING gin ((coalesce("title", '') || ' ' || coalesce("location", '') || ' ' || coalesce("description", '')) gin_trgm_ops)
        `);
        await queryRunner.query(`
            CREATE TABLE "apartment_photos" (
                "id" uuid NOT NULL,
                "vendor_id" integer NOT NULL,
                "main_key" character varying(120) NOT NULL,
                "variants" jsonb NOT NULL,
                "width" integer NOT NULL,
                "height" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_1c34cf5fa761b72f88d4e219240" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "apartment_photos_main_key" ON "apartment_photos" ("main_key")
        `);
        await queryRunner.query(`
            CREATE INDEX "apartment_photos_vendor" ON "apartment_photos" ("vendor_id")
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_booking_events"
            ADD CONSTRAINT "FK_84ab43873f68b7692dc0743ba54" FOREIGN KEY ("booking_id") REFERENCES "apartment_bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_bookings"
            ADD CONSTRAINT "FK_9295763722235383c109d384736" FOREIGN KEY ("listing_id") REFERENCES "apartment_listings"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_bookings"
            ADD CONSTRAINT "FK_54348443b3748f014f2157803a6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_bookings"
            ADD CONSTRAINT "FK_038c282d811bbfc50db440c2024" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_listings"
            ADD CONSTRAINT "FK_67fd2c028fbe59a4694fb958d86" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_photos"
            ADD CONSTRAINT "FK_e1a3dbc0ffafc46758749461086" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "apartment_photos" DROP CONSTRAINT "FK_e1a3dbc0ffafc46758749461086"
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_listings" DROP CONSTRAINT "FK_67fd2c028fbe59a4694fb958d86"
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_bookings" DROP CONSTRAINT "FK_038c282d811bbfc50db440c2024"
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_bookings" DROP CONSTRAINT "FK_54348443b3748f014f2157803a6"
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_bookings" DROP CONSTRAINT "FK_9295763722235383c109d384736"
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_booking_events" DROP CONSTRAINT "FK_84ab43873f68b7692dc0743ba54"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_photos_vendor"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_photos_main_key"
        `);
        await queryRunner.query(`
            DROP TABLE "apartment_photos"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_listings_search"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_listings_vendor"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_listings_public"
        `);
        await queryRunner.query(`
            DROP TABLE "apartment_listings"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_bookings_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_bookings_vendor"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_bookings_listing"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_bookings_by_status"
        `);
        await queryRunner.query(`
            DROP TABLE "apartment_bookings"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."apartment_booking_events_booking"
        `);
        await queryRunner.query(`
            DROP TABLE "apartment_booking_events"
        `);
    }

}
