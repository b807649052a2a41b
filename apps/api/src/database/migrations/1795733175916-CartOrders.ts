import { MigrationInterface, QueryRunner } from "typeorm";

export class CartOrders1795733175916 implements MigrationInterface {
    name = 'CartOrders1795733175916'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "cart_order_lines" (
                "id" SERIAL NOT NULL,
                "order_id" integer NOT NULL,
                "item_id" integer NOT NULL,
                "name" character varying(120) NOT NULL,
                "price_kobo" bigint NOT NULL,
                "quantity" integer NOT NULL,
                "image" character varying(500),
                CONSTRAINT "cart_order_lines_quantity" CHECK ("quantity" > 0),
                CONSTRAINT "PK_200724965ee0788f58410b7b7f6" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "cart_order_lines_order" ON "cart_order_lines" ("order_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "cart_orders" (
                "id" SERIAL NOT NULL,
                "profile" character varying(10) NOT NULL,
                "user_id" integer NOT NULL,
                "vendor_id" integer NOT NULL,
                "courier_user_id" integer,
                "subtotal_kobo" bigint NOT NULL,
                "delivery_fee_kobo" bigint NOT NULL,
                "delivery_address" character varying(300) NOT NULL,
                "phone" character varying(20) NOT NULL,
                "notes" character varying(500) NOT NULL DEFAULT '',
                "lat" double precision,
                "lng" double precision,
                "status" character varying(20) NOT NULL DEFAULT 'pending',
                "escrow_status" character varying(10) NOT NULL DEFAULT 'none',
                "placed_at" TIMESTAMP WITH TIME ZONE,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "accepted_at" TIMESTAMP WITH TIME ZONE,
                "ready_at" TIMESTAMP WITH TIME ZONE,
                "shipped_at" TIMESTAMP WITH TIME ZONE,
                "shipped_by" character varying(10),
                "handover_photo" character varying(200),
                "delivered_at" TIMESTAMP WITH TIME ZONE,
                "delivered_by" character varying(10),
                "delivery_photo" character varying(200),
                "completed_at" TIMESTAMP WITH TIME ZONE,
                "released_at" TIMESTAMP WITH TIME ZONE,
                "declined_at" TIMESTAMP WITH TIME ZONE,
                "declined_by" character varying(10),
                "cancelled_at" TIMESTAMP WITH TIME ZONE,
                "expired_at" TIMESTAMP WITH TIME ZONE,
                "disputed_at" TIMESTAMP WITH TIME ZONE,
                "problem_reason" character varying(1000),
                "refunded_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "cart_orders_amounts" CHECK (
                    "subtotal_kobo" > 0
                    AND "delivery_fee_kobo" >= 0
                ),
                CONSTRAINT "cart_orders_escrow_status" CHECK (
                    "escrow_status" IN ('none', 'held', 'released', 'refunded', 'split')
                ),
                CONSTRAINT "cart_orders_status" CHECK (
                    "status" IN (
                        'pending',
                        'new',
                        'preparing',
                        'ready',
                        'out_for_delivery',
                        'processing',
                        'shipped',
                        'delivered',
                        'completed',
                        'declined',
                        'cancelled',
                        'expired',
                        'disputed',
                        'refunded'
                    )
                ),
                CONSTRAINT "cart_orders_profile" CHECK ("profile" IN ('food', 'product')),
                CONSTRAINT "PK_a2edef0ca37292f86168d8eb4c8" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "cart_orders_vendor" ON "cart_orders" ("vendor_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "cart_orders_user" ON "cart_orders" ("user_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "catalogue_items" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "profile" character varying(10) NOT NULL,
                "name" character varying(120) NOT NULL,
                "description" character varying(1000) NOT NULL DEFAULT '',
                "price_kobo" bigint NOT NULL,
                "category" character varying(40) NOT NULL,
                "status" character varying(20) NOT NULL DEFAULT 'available',
                "stock" integer,
                "low_stock_threshold" integer NOT NULL DEFAULT '5',
                "sold" integer NOT NULL DEFAULT '0',
                "images" jsonb NOT NULL DEFAULT '[]',
                "search_text" text NOT NULL DEFAULT '',
                "deleted_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "catalogue_items_stock" CHECK (
                    "stock" IS NULL
                    OR "stock" >= 0
                ),
                CONSTRAINT "catalogue_items_price" CHECK ("price_kobo" > 0),
                CONSTRAINT "catalogue_items_status" CHECK (
                    "status" IN ('available', 'out-of-stock', 'unavailable')
                ),
                CONSTRAINT "catalogue_items_profile" CHECK ("profile" IN ('food', 'product')),
                CONSTRAINT "PK_dfdfa87af17a78ccfe793a5a0b6" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "catalogue_items_public" ON "catalogue_items" ("profile", "category", "id")
            WHERE "deleted_at" IS NULL
        `);
        await queryRunner.query(`
            CREATE INDEX "catalogue_items_vendor" ON "catalogue_items" ("vendor_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "delivery_addresses" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "label" character varying(60) NOT NULL DEFAULT '',
                "address" character varying(300) NOT NULL,
                "phone" character varying(20) NOT NULL,
                "lat" double precision,
                "lng" double precision,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_138238d6ec62ef07449c2a8fb11" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "delivery_addresses_user" ON "delivery_addresses" ("user_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "storefronts" (
                "vendor_id" integer NOT NULL,
                "kitchen_open" boolean NOT NULL DEFAULT true,
                "delivery_fee_kobo" bigint,
                "free_delivery_over_kobo" bigint,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_15d5e32a56fdea02cca870fc0f4" PRIMARY KEY ("vendor_id")
            )
        `);
        await queryRunner.query(`
            ALTER TABLE "cart_order_lines"
            ADD CONSTRAINT "FK_84d6b8d04730809f39a9b74ba07" FOREIGN KEY ("order_id") REFERENCES "cart_orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        // Seal photos are attachments of the order (purpose seal_handover / seal_delivery).
        await queryRunner.query(`ALTER TABLE "attachments" DROP CONSTRAINT "attachments_purpose_check"`);
        await queryRunner.query(`ALTER TABLE "attachments" ADD CONSTRAINT "attachments_purpose_check" CHECK ("purpose" IN ('dispute', 'message', 'seal_handover', 'seal_delivery'))`);
        // The public food and shop lists are in the list cache: every change that can alter a page announces it
        // (a dish or product, a storefront switch, a vendor going live or not, a restaurant's details).
        const notify = (name: string, on: string) =>
            queryRunner.query(`CREATE TRIGGER ${name} AFTER ${on} FOR EACH STATEMENT EXECUTE FUNCTION oja_lists_changed('food,products')`);
        await notify('catalogue_items_lists', 'INSERT OR UPDATE OR DELETE ON catalogue_items');
        await notify('storefronts_lists', 'INSERT OR UPDATE OR DELETE ON storefronts');
        await notify('vendors_shop_lists', 'INSERT OR UPDATE OR DELETE ON vendors');
        await notify('vendor_food_details_lists', 'INSERT OR UPDATE OR DELETE ON vendor_food_details');
        await notify('vendor_product_details_lists', 'INSERT OR UPDATE OR DELETE ON vendor_product_details');
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const [name, table] of [['catalogue_items_lists', 'catalogue_items'], ['storefronts_lists', 'storefronts'], ['vendors_shop_lists', 'vendors'], ['vendor_food_details_lists', 'vendor_food_details'], ['vendor_product_details_lists', 'vendor_product_details']]) {
            await queryRunner.query(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
        }
        await queryRunner.query(`DELETE FROM "attachments" WHERE "purpose" IN ('seal_handover', 'seal_delivery')`);
        await queryRunner.query(`ALTER TABLE "attachments" DROP CONSTRAINT "attachments_purpose_check"`);
        await queryRunner.query(`ALTER TABLE "attachments" ADD CONSTRAINT "attachments_purpose_check" CHECK ("purpose" IN ('dispute', 'message'))`);
        await queryRunner.query(`
            ALTER TABLE "cart_order_lines" DROP CONSTRAINT "FK_84d6b8d04730809f39a9b74ba07"
        `);
        await queryRunner.query(`
            DROP TABLE "storefronts"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."delivery_addresses_user"
        `);
        await queryRunner.query(`
            DROP TABLE "delivery_addresses"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."catalogue_items_vendor"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."catalogue_items_public"
        `);
        await queryRunner.query(`
            DROP TABLE "catalogue_items"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."cart_orders_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."cart_orders_vendor"
        `);
        await queryRunner.query(`
            DROP TABLE "cart_orders"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."cart_order_lines_order"
        `);
        await queryRunner.query(`
            DROP TABLE "cart_order_lines"
        `);
    }

}
