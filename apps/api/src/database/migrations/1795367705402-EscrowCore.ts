import { MigrationInterface, QueryRunner } from "typeorm";

export class EscrowCore1795367705402 implements MigrationInterface {
    name = 'EscrowCore1795367705402'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "disputes" (
                "id" SERIAL NOT NULL,
                "order_id" integer NOT NULL,
                "user_id" integer NOT NULL,
                "vendor_id" integer NOT NULL,
                "reason" text NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'open',
                "resolution" character varying(10),
                "refund_amount_kobo" bigint,
                "note" text,
                "resolved_by_admin_id" integer,
                "resolved_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "REL_0870855d9ec9cb26fecd2955a6" UNIQUE ("order_id"),
                CONSTRAINT "disputes_resolution_check" CHECK (
                    "resolution" IS NULL
                    OR "resolution" IN ('release', 'refund')
                ),
                CONSTRAINT "disputes_status_check" CHECK ("status" IN ('open', 'resolved')),
                CONSTRAINT "PK_3c97580d01c1a4b0b345c42a107" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "disputes_order_unique" ON "disputes" ("order_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "disputes_status" ON "disputes" ("status", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "ledger_accounts" (
                "code" character varying(80) NOT NULL,
                "kind" character varying(30) NOT NULL,
                "vendor_id" integer,
                "order_id" integer,
                "balance_kobo" bigint NOT NULL DEFAULT '0',
                "allow_negative" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "ledger_accounts_non_negative" CHECK (
                    "allow_negative"
                    OR "balance_kobo" >= 0
                ),
                CONSTRAINT "PK_38110ab19259ee2e6cf0adc82c5" PRIMARY KEY ("code")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "ledger_accounts_vendor" ON "ledger_accounts" ("vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "ledger_entries" (
                "id" BIGSERIAL NOT NULL,
                "transaction_id" bigint NOT NULL,
                "account_code" character varying(80) NOT NULL,
                "amount_kobo" bigint NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "ledger_entries_non_zero" CHECK ("amount_kobo" <> 0),
                CONSTRAINT "PK_6efcb84411d3f08b08450ae75d5" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" ("transaction_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "ledger_entries_account" ON "ledger_entries" ("account_code", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "ledger_transactions" (
                "id" BIGSERIAL NOT NULL,
                "idempotency_key" character varying(120) NOT NULL,
                "kind" character varying(40) NOT NULL,
                "order_id" integer,
                "payout_id" integer,
                "memo" character varying(300),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_633d103c9e415d615aacf9b1929" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "ledger_transactions_idempotency_key" ON "ledger_transactions" ("idempotency_key")
        `);
        await queryRunner.query(`
            CREATE INDEX "ledger_transactions_order" ON "ledger_transactions" ("order_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "payments" (
                "id" SERIAL NOT NULL,
                "reference" character varying(50) NOT NULL,
                "order_id" integer NOT NULL,
                "user_id" integer NOT NULL,
                "amount_kobo" bigint NOT NULL,
                "currency" character varying(3) NOT NULL DEFAULT 'NGN',
                "provider" character varying(10) NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'pending',
                "authorization_url" character varying(500),
                "access_code" character varying(100),
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "failure_reason" character varying(200),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "payments_status_check" CHECK (
                    "status" IN (
                        'pending',
                        'success',
                        'failed',
                        'abandoned',
                        'refunded'
                    )
                ),
                CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" ("reference")
        `);
        await queryRunner.query(`
            CREATE INDEX "payments_user" ON "payments" ("user_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "payments_order" ON "payments" ("order_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "refunds" (
                "id" SERIAL NOT NULL,
                "payment_id" integer NOT NULL,
                "order_id" integer NOT NULL,
                "user_id" integer NOT NULL,
                "amount_kobo" bigint NOT NULL,
                "reason" character varying(20) NOT NULL,
                "status" character varying(12) NOT NULL DEFAULT 'pending',
                "provider_refund_id" character varying(60),
                "failure_reason" character varying(300),
                "attempts" integer NOT NULL DEFAULT '0',
                "processed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "refunds_amount_check" CHECK ("amount_kobo" > 0),
                CONSTRAINT "refunds_status_check" CHECK (
                    "status" IN ('pending', 'processing', 'processed', 'failed')
                ),
                CONSTRAINT "PK_5106efb01eeda7e49a78b869738" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "refunds_payment_unique" ON "refunds" ("payment_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "refunds_user" ON "refunds" ("user_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "sandbox_charges" (
                "reference" character varying(50) NOT NULL,
                "access_code" character varying(64) NOT NULL,
                "amount_kobo" bigint NOT NULL,
                "currency" character varying(3) NOT NULL DEFAULT 'NGN',
                "email" character varying(254) NOT NULL,
                "callback_url" character varying(500) NOT NULL,
                "metadata" jsonb NOT NULL DEFAULT '{}',
                "status" character varying(10) NOT NULL DEFAULT 'pending',
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_75ad57775b51752c974187c7c7d" UNIQUE ("access_code"),
                CONSTRAINT "PK_c7ad03d36bd524d0e319ec74e2a" PRIMARY KEY ("reference")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "payment_webhook_events" (
                "id" BIGSERIAL NOT NULL,
                "event" character varying(60) NOT NULL,
                "reference" character varying(120) NOT NULL,
                "provider" character varying(10) NOT NULL,
                "payload" jsonb NOT NULL,
                "processed_at" TIMESTAMP WITH TIME ZONE,
                "outcome" character varying(300),
                "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_750875e71d97974be92cee813ba" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "payment_webhook_events_unique" ON "payment_webhook_events" ("event", "reference")
        `);
        await queryRunner.query(`
            CREATE TABLE "service_orders" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "service_vendor_id" integer NOT NULL,
                "vendor_id" integer NOT NULL,
                "service_pricing_id" integer NOT NULL,
                "total_amount_kobo" bigint NOT NULL,
                "deadline" date NOT NULL,
                "requirements" text NOT NULL,
                "vendor_response" text,
                "status" character varying(12) NOT NULL DEFAULT 'pending',
                "payment_status" character varying(10) NOT NULL DEFAULT 'pending',
                "escrow_status" character varying(10) NOT NULL DEFAULT 'none',
                "cancelled_by" character varying(10),
                "accepted_at" TIMESTAMP WITH TIME ZONE,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "started_at" TIMESTAMP WITH TIME ZONE,
                "completed_at" TIMESTAMP WITH TIME ZONE,
                "cancelled_at" TIMESTAMP WITH TIME ZONE,
                "released_at" TIMESTAMP WITH TIME ZONE,
                "refunded_at" TIMESTAMP WITH TIME ZONE,
                "answer_reminder_sent_at" TIMESTAMP WITH TIME ZONE,
                "confirm_reminder_sent_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "service_orders_amount" CHECK ("total_amount_kobo" >= 0),
                CONSTRAINT "service_orders_escrow_status" CHECK (
                    "escrow_status" IN (
                        'none',
                        'held',
                        'released',
                        'disputed',
                        'refunded'
                    )
                ),
                CONSTRAINT "service_orders_payment_status" CHECK (
                    "payment_status" IN ('pending', 'paid', 'refunded')
                ),
                CONSTRAINT "service_orders_status" CHECK (
                    "status" IN (
                        'pending',
                        'accepted',
                        'in_progress',
                        'completed',
                        'cancelled'
                    )
                ),
                CONSTRAINT "PK_914aa74962ee83b10614ea2095d" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "service_orders_vendor" ON "service_orders" ("vendor_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "service_orders_user" ON "service_orders" ("user_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "service_pricings" (
                "id" SERIAL NOT NULL,
                "service_vendor_id" integer NOT NULL,
                "title" character varying(200) NOT NULL,
                "description" text,
                "price_kobo" bigint NOT NULL,
                "deleted_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_e5edb8bb0468ccecf5b2908d096" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "service_pricings_vendor" ON "service_pricings" ("service_vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "service_vendors" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "service_name" character varying(160) NOT NULL,
                "description" text,
                "location" character varying(255),
                "phone" character varying(20),
                "email" character varying(254),
                "rating" numeric(2, 1) NOT NULL DEFAULT '0',
                "rating_count" integer NOT NULL DEFAULT '0',
                "total_reviews" integer NOT NULL DEFAULT '0',
                "is_featured" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "REL_b9f84c5519ceed6d9f7fa4519c" UNIQUE ("vendor_id"),
                CONSTRAINT "PK_35a3963ac5bdfb8ceb777ddf435" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "service_vendors_vendor_unique" ON "service_vendors" ("vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "payout_accounts" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "bank_code" character varying(10) NOT NULL,
                "bank_name" character varying(120),
                "account_number" character varying(10) NOT NULL,
                "account_name" character varying(200) NOT NULL,
                "recipient_code" character varying(60) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_79642d5304997f09e3dfc6084d1" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "payout_accounts_vendor_unique" ON "payout_accounts" ("vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "payouts" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "amount_kobo" bigint NOT NULL,
                "reference" character varying(50) NOT NULL,
                "status" character varying(12) NOT NULL DEFAULT 'requested',
                "recipient_code" character varying(60) NOT NULL,
                "bank_code" character varying(10) NOT NULL,
                "account_number" character varying(10) NOT NULL,
                "account_name" character varying(200) NOT NULL,
                "transfer_code" character varying(60),
                "failure_reason" character varying(300),
                "attempts" integer NOT NULL DEFAULT '0',
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "payouts_amount_check" CHECK ("amount_kobo" > 0),
                CONSTRAINT "payouts_status_check" CHECK (
                    "status" IN (
                        'requested',
                        'processing',
                        'paid',
                        'failed',
                        'reversed'
                    )
                ),
                CONSTRAINT "PK_76855dc4f0a6c18c72eea302e87" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "payouts_reference_unique" ON "payouts" ("reference")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "payouts_one_in_flight" ON "payouts" ("vendor_id")
            WHERE status IN ('requested', 'processing')
        `);
        await queryRunner.query(`
            CREATE INDEX "payouts_vendor" ON "payouts" ("vendor_id", "id")
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes"
            ADD CONSTRAINT "FK_0870855d9ec9cb26fecd2955a6d" FOREIGN KEY ("order_id") REFERENCES "service_orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "ledger_entries"
            ADD CONSTRAINT "FK_b26c5ef5853fd6e0a8680427f60" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "ledger_entries"
            ADD CONSTRAINT "FK_546ae4752d151df7cfc1a91be8d" FOREIGN KEY ("account_code") REFERENCES "ledger_accounts"("code") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders"
            ADD CONSTRAINT "FK_f7680498e0f1a03041ef58ac9d8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders"
            ADD CONSTRAINT "FK_fd538bfa477b803633b4393cfae" FOREIGN KEY ("service_vendor_id") REFERENCES "service_vendors"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders"
            ADD CONSTRAINT "FK_78a29f7c782027595e44daad1a8" FOREIGN KEY ("service_pricing_id") REFERENCES "service_pricings"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "service_pricings"
            ADD CONSTRAINT "FK_a81161a33e6d46923bbd801f8bd" FOREIGN KEY ("service_vendor_id") REFERENCES "service_vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "service_vendors"
            ADD CONSTRAINT "FK_b9f84c5519ceed6d9f7fa4519ce" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        // Hand-written: what TypeORM cannot express.
        // Ledger rows are append-only: corrections are new, balancing transactions.
        await queryRunner.query(`
            CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
            END $$
        `);
        for (const table of ['ledger_entries', 'ledger_transactions']) {
            await queryRunner.query(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change()`);
            await queryRunner.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change()`);
        }
        // Every journal transaction sums to zero, checked at commit (deferred), whatever code wrote it.
        await queryRunner.query(`
            CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE total bigint;
            BEGIN
                SELECT coalesce(sum(amount_kobo), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
                IF total <> 0 THEN
                    RAISE EXCEPTION 'ledger transaction % does not balance (entries sum to %)', NEW.transaction_id, total USING ERRCODE = '23514';
                END IF;
                RETURN NULL;
            END $$
        `);
        await queryRunner.query(`
            CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced()
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TRIGGER IF EXISTS ledger_entries_balanced ON "ledger_entries"`);
        for (const table of ['ledger_entries', 'ledger_transactions']) {
            await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_append_only ON "${table}"`);
            await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_no_truncate ON "${table}"`);
        }
        await queryRunner.query(`DROP FUNCTION IF EXISTS ledger_check_balanced()`);
        await queryRunner.query(`DROP FUNCTION IF EXISTS ledger_forbid_change()`);
        await queryRunner.query(`
            ALTER TABLE "service_vendors" DROP CONSTRAINT "FK_b9f84c5519ceed6d9f7fa4519ce"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_pricings" DROP CONSTRAINT "FK_a81161a33e6d46923bbd801f8bd"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders" DROP CONSTRAINT "FK_78a29f7c782027595e44daad1a8"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders" DROP CONSTRAINT "FK_fd538bfa477b803633b4393cfae"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_orders" DROP CONSTRAINT "FK_f7680498e0f1a03041ef58ac9d8"
        `);
        await queryRunner.query(`
            ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_546ae4752d151df7cfc1a91be8d"
        `);
        await queryRunner.query(`
            ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_b26c5ef5853fd6e0a8680427f60"
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes" DROP CONSTRAINT "FK_0870855d9ec9cb26fecd2955a6d"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."payouts_vendor"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."payouts_one_in_flight"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."payouts_reference_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "payouts"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."payout_accounts_vendor_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "payout_accounts"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_vendors_vendor_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "service_vendors"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_pricings_vendor"
        `);
        await queryRunner.query(`
            DROP TABLE "service_pricings"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_orders_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_orders_vendor"
        `);
        await queryRunner.query(`
            DROP TABLE "service_orders"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."payment_webhook_events_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "payment_webhook_events"
        `);
        await queryRunner.query(`
            DROP TABLE "sandbox_charges"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."refunds_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."refunds_payment_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "refunds"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."payments_order"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."payments_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."payments_reference_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "payments"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."ledger_transactions_order"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."ledger_transactions_idempotency_key"
        `);
        await queryRunner.query(`
            DROP TABLE "ledger_transactions"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_account"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."ledger_entries_transaction"
        `);
        await queryRunner.query(`
            DROP TABLE "ledger_entries"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."ledger_accounts_vendor"
        `);
        await queryRunner.query(`
            DROP TABLE "ledger_accounts"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."disputes_status"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."disputes_order_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "disputes"
        `);
    }

}
