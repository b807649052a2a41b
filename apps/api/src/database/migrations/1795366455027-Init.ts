import { MigrationInterface, QueryRunner } from "typeorm";

export class Init1795366455027 implements MigrationInterface {
    name = 'Init1795366455027'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "outbox_events" (
                "id" BIGSERIAL NOT NULL,
                "job_name" character varying(80) NOT NULL,
                "payload" jsonb NOT NULL,
                "available_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "dispatched_at" TIMESTAMP WITH TIME ZONE,
                "attempts" integer NOT NULL DEFAULT '0',
                "last_error" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6689a16c00d09b8089f6237f1d2" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "outbox_events_pending" ON "outbox_events" ("available_at")
            WHERE dispatched_at IS NULL
        `);
        await queryRunner.query(`
            CREATE TABLE "dev_outbox_messages" (
                "id" SERIAL NOT NULL,
                "channel" character varying(20) NOT NULL,
                "to" character varying(254) NOT NULL,
                "subject" character varying(300),
                "body" text NOT NULL,
                "code" character varying(20),
                "link" character varying(1000),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_dc71a9063bbce7b87451c8d0c53" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "error_logs" (
                "id" SERIAL NOT NULL,
                "context" character varying(200) NOT NULL,
                "message" text NOT NULL,
                "stack" text,
                "url" character varying(1000),
                "extra" jsonb,
                "ip" character varying(64),
                "user_agent" character varying(400),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6840885d7eb78406fa7d358be72" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "notifications" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "title" character varying(200) NOT NULL,
                "body" text NOT NULL,
                "link" character varying(500),
                "read_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "notifications_user_unread" ON "notifications" ("user_id", "read_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "app_settings" (
                "key" character varying(80) NOT NULL,
                "value" jsonb NOT NULL,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_975c2db59c65c05fd9c6b63a2ab" PRIMARY KEY ("key")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "users" (
                "id" SERIAL NOT NULL,
                "name" character varying(120) NOT NULL,
                "email" character varying(254) NOT NULL,
                "phone" character varying(20) NOT NULL,
                "password_hash" character varying(255) NOT NULL,
                "user_type" character varying(10) NOT NULL,
                "profile_image" character varying(500),
                "email_verified_at" TIMESTAMP WITH TIME ZONE,
                "phone_verified_at" TIMESTAMP WITH TIME ZONE,
                "tokens_valid_after" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "users_email_unique" ON "users" ("email")
        `);
        await queryRunner.query(`
            CREATE TABLE "vendors" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "vendor_type" character varying(12) NOT NULL DEFAULT 'individual',
                "business_name" character varying(160) NOT NULL,
                "category" character varying(24) NOT NULL,
                "verification_status" character varying(10) NOT NULL DEFAULT 'pending',
                "is_verified" boolean NOT NULL DEFAULT false,
                "rejection_reason" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "REL_65b4134d1ddc73872e6abee2c1" UNIQUE ("user_id"),
                CONSTRAINT "PK_9c956c9797edfae5c6ddacc4e6e" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "vendors_user_unique" ON "vendors" ("user_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "admins" (
                "id" SERIAL NOT NULL,
                "name" character varying(120) NOT NULL,
                "email" character varying(254) NOT NULL,
                "password_hash" character varying(255) NOT NULL,
                "role" character varying(20) NOT NULL DEFAULT 'super_admin',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_e3b38270c97a854c48d2e80874e" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "admins_email_unique" ON "admins" ("email")
        `);
        await queryRunner.query(`
            CREATE TABLE "revoked_tokens" (
                "jti" uuid NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_b18aa48269f87cafba8c6310624" PRIMARY KEY ("jti")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "user_tokens" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "purpose" character varying(20) NOT NULL,
                "token_hash" character(64) NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_63764db9d9aaa4af33e07b2f4bf" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_9e144a67be49e5bba91195ef5d" ON "user_tokens" ("user_id")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "user_tokens_hash_unique" ON "user_tokens" ("token_hash")
        `);
        await queryRunner.query(`
            ALTER TABLE "vendors"
            ADD CONSTRAINT "FK_65b4134d1ddc73872e6abee2c17" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "vendors" DROP CONSTRAINT "FK_65b4134d1ddc73872e6abee2c17"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."user_tokens_hash_unique"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_9e144a67be49e5bba91195ef5d"
        `);
        await queryRunner.query(`
            DROP TABLE "user_tokens"
        `);
        await queryRunner.query(`
            DROP TABLE "revoked_tokens"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."admins_email_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "admins"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."vendors_user_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "vendors"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."users_email_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "users"
        `);
        await queryRunner.query(`
            DROP TABLE "app_settings"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."notifications_user_unread"
        `);
        await queryRunner.query(`
            DROP TABLE "notifications"
        `);
        await queryRunner.query(`
            DROP TABLE "error_logs"
        `);
        await queryRunner.query(`
            DROP TABLE "dev_outbox_messages"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."outbox_events_pending"
        `);
        await queryRunner.query(`
            DROP TABLE "outbox_events"
        `);
    }

}
