import { MigrationInterface, QueryRunner } from "typeorm";

export class Vendors1795367474309 implements MigrationInterface {
    name = 'Vendors1795367474309'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "kyc_verifications" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "document_id" integer,
                "document_type" character varying(4) NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'pending',
                "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "reviewed_at" TIMESTAMP WITH TIME ZONE,
                "reviewed_by_admin_id" integer,
                "rejection_reason" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_57b7c6b141dd225ce5dc95d7fb0" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "kyc_verifications_vendor" ON "kyc_verifications" ("vendor_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "kyc_verifications_status" ON "kyc_verifications" ("status", "submitted_at")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "kyc_verifications_one_pending" ON "kyc_verifications" ("vendor_id")
            WHERE status = 'pending'
        `);
        await queryRunner.query(`
            CREATE TABLE "phone_otps" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "phone" character varying(20) NOT NULL,
                "code_hash" character(64) NOT NULL,
                "code_cipher" character varying(200),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "attempts" smallint NOT NULL DEFAULT '0',
                "consumed_at" TIMESTAMP WITH TIME ZONE,
                "burned_at" TIMESTAMP WITH TIME ZONE,
                "superseded_at" TIMESTAMP WITH TIME ZONE,
                "call_status" character varying(10) NOT NULL DEFAULT 'queued',
                "call_session_id" character varying(120),
                "call_error" character varying(500),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_85b52fddfc8ab6d13f1a2cf48e1" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "phone_otps_session" ON "phone_otps" ("call_session_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "phone_otps_user" ON "phone_otps" ("user_id", "created_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "vendor_apartment_details" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "full_name" character varying(120) NOT NULL,
                "phone_number" character varying(20) NOT NULL,
                "organization_name" character varying(160) NOT NULL,
                "organization_address" character varying(255) NOT NULL,
                "website" character varying(500),
                "years_of_experience" smallint NOT NULL,
                CONSTRAINT "PK_8a1fbc11afa7119e4435ca5dfcd" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "vendor_apartment_details_vendor_unique" ON "vendor_apartment_details" ("vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "vendor_food_details" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "restaurant_name" character varying(160) NOT NULL,
                "cuisine" character varying(160) NOT NULL,
                "address" character varying(255) NOT NULL,
                "phone" character varying(20) NOT NULL,
                "opening_hours" character varying(200) NOT NULL,
                "logo" character varying(500),
                CONSTRAINT "PK_5cc9eacc3198c1a8884ede79b33" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "vendor_food_details_vendor_unique" ON "vendor_food_details" ("vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "vendor_mechanic_details" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "workshop_name" character varying(160) NOT NULL,
                "services_offered" text NOT NULL,
                "location" character varying(255) NOT NULL,
                "contact_number" character varying(20) NOT NULL,
                CONSTRAINT "PK_d785a3cfee893f0cd2d20c5404b" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "vendor_mechanic_details_vendor_unique" ON "vendor_mechanic_details" ("vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "vendor_product_details" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "contact_person" character varying(120) NOT NULL,
                "store_address" character varying(255) NOT NULL,
                "store_phone" character varying(20) NOT NULL,
                "store_email" character varying(254) NOT NULL,
                "store_description" text NOT NULL,
                "logo" character varying(500),
                CONSTRAINT "PK_12878227699a946cd12ea6d3300" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "vendor_product_details_vendor_unique" ON "vendor_product_details" ("vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "vendor_rider_details" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "vehicle_type" character varying(10) NOT NULL,
                "experience_years" smallint NOT NULL DEFAULT '1',
                CONSTRAINT "PK_57bd956cbbadee6c88f638973c8" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "vendor_rider_details_vendor_unique" ON "vendor_rider_details" ("vendor_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "audit_logs" (
                "id" SERIAL NOT NULL,
                "actor_type" character varying(10) NOT NULL,
                "actor_id" integer,
                "actor_name" character varying(120),
                "actor_email" character varying(254),
                "action" character varying(60) NOT NULL,
                "subject_type" character varying(40),
                "subject_id" integer,
                "summary" character varying(300) NOT NULL,
                "reason" text,
                "details" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_1bb179d048bbc581caa3b013439" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "audit_logs_subject" ON "audit_logs" ("subject_type", "subject_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "audit_logs_created" ON "audit_logs" ("created_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "vendor_documents" (
                "id" SERIAL NOT NULL,
                "vendor_id" integer NOT NULL,
                "document_type" character varying(4) NOT NULL,
                "storage_key" character varying(200) NOT NULL,
                "mime" character varying(40) NOT NULL,
                "size_bytes" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_b6aa864f4d6f4a283445266a4dc" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "vendor_documents_vendor" ON "vendor_documents" ("vendor_id", "id")
        `);
        await queryRunner.query(`
            ALTER TABLE "vendors"
            ADD "verified_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            ALTER TABLE "kyc_verifications"
            ADD CONSTRAINT "FK_7b34a7cc987a731b09d101befa7" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "kyc_verifications"
            ADD CONSTRAINT "FK_883aa49d2fe0811f70f64f9f769" FOREIGN KEY ("document_id") REFERENCES "vendor_documents"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_apartment_details"
            ADD CONSTRAINT "FK_757b8fa76ef755b5afbff7fbef5" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_food_details"
            ADD CONSTRAINT "FK_7c2ca56d293cd331a5ea4dd4dbb" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_mechanic_details"
            ADD CONSTRAINT "FK_81559ed2587484d1b003feca2f3" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_product_details"
            ADD CONSTRAINT "FK_30d99760c80f9eeea9e6d4804f9" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_rider_details"
            ADD CONSTRAINT "FK_3bd7357746747501fa7e6589bba" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_documents"
            ADD CONSTRAINT "FK_218ad2aece37d1c3bf7cfe6c72f" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "vendor_documents" DROP CONSTRAINT "FK_218ad2aece37d1c3bf7cfe6c72f"
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_rider_details" DROP CONSTRAINT "FK_3bd7357746747501fa7e6589bba"
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_product_details" DROP CONSTRAINT "FK_30d99760c80f9eeea9e6d4804f9"
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_mechanic_details" DROP CONSTRAINT "FK_81559ed2587484d1b003feca2f3"
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_food_details" DROP CONSTRAINT "FK_7c2ca56d293cd331a5ea4dd4dbb"
        `);
        await queryRunner.query(`
            ALTER TABLE "vendor_apartment_details" DROP CONSTRAINT "FK_757b8fa76ef755b5afbff7fbef5"
        `);
        await queryRunner.query(`
            ALTER TABLE "kyc_verifications" DROP CONSTRAINT "FK_883aa49d2fe0811f70f64f9f769"
        `);
        await queryRunner.query(`
            ALTER TABLE "kyc_verifications" DROP CONSTRAINT "FK_7b34a7cc987a731b09d101befa7"
        `);
        await queryRunner.query(`
            ALTER TABLE "vendors" DROP COLUMN "verified_at"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."vendor_documents_vendor"
        `);
        await queryRunner.query(`
            DROP TABLE "vendor_documents"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."audit_logs_created"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."audit_logs_subject"
        `);
        await queryRunner.query(`
            DROP TABLE "audit_logs"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."vendor_rider_details_vendor_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "vendor_rider_details"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."vendor_product_details_vendor_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "vendor_product_details"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."vendor_mechanic_details_vendor_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "vendor_mechanic_details"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."vendor_food_details_vendor_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "vendor_food_details"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."vendor_apartment_details_vendor_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "vendor_apartment_details"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."phone_otps_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."phone_otps_session"
        `);
        await queryRunner.query(`
            DROP TABLE "phone_otps"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."kyc_verifications_one_pending"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."kyc_verifications_status"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."kyc_verifications_vendor"
        `);
        await queryRunner.query(`
            DROP TABLE "kyc_verifications"
        `);
    }

}
