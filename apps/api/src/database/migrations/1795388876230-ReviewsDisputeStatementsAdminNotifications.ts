import { MigrationInterface, QueryRunner } from "typeorm";

export class ReviewsDisputeStatementsAdminNotifications1795388876230 implements MigrationInterface {
    name = 'ReviewsDisputeStatementsAdminNotifications1795388876230'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "admin_notifications" (
                "id" SERIAL NOT NULL,
                "admin_id" integer NOT NULL,
                "title" character varying(200) NOT NULL,
                "body" text NOT NULL,
                "link" character varying(500),
                "read_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_1fecd1cab747b7ab6e850091901" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "admin_notifications_admin" ON "admin_notifications" ("admin_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "admin_notifications_admin_unread" ON "admin_notifications" ("admin_id", "read_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "reviews" (
                "id" SERIAL NOT NULL,
                "subject_kind" character varying(30) NOT NULL,
                "subject_id" integer NOT NULL,
                "author_role" character varying(10) NOT NULL,
                "author_user_id" integer NOT NULL,
                "target_kind" character varying(20) NOT NULL,
                "target_id" integer,
                "rating" smallint NOT NULL,
                "comment" text NOT NULL,
                "revealed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "reviews_author_role_check" CHECK ("author_role" IN ('customer', 'vendor')),
                CONSTRAINT "reviews_rating_check" CHECK (
                    "rating" BETWEEN 1 AND 5
                ),
                CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "reviews_author" ON "reviews" ("author_user_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "reviews_target_revealed" ON "reviews" (
                "target_kind",
                "target_id",
                "author_role",
                "revealed_at"
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "reviews_subject_role_unique" ON "reviews" ("subject_kind", "subject_id", "author_role")
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes"
            ADD "vendor_statement" text
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes"
            ADD "vendor_responded_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_listings"
            ADD "rating" numeric(2, 1) NOT NULL DEFAULT '0'
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_listings"
            ADD "reviews_count" integer NOT NULL DEFAULT '0'
        `);
        await queryRunner.query(`
            ALTER TABLE "admin_notifications"
            ADD CONSTRAINT "FK_c07cffb34f4e05a78f7663bc611" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "reviews"
            ADD CONSTRAINT "FK_ca9fbad7e82f31af661bc3e5968" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "reviews" DROP CONSTRAINT "FK_ca9fbad7e82f31af661bc3e5968"
        `);
        await queryRunner.query(`
            ALTER TABLE "admin_notifications" DROP CONSTRAINT "FK_c07cffb34f4e05a78f7663bc611"
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_listings" DROP COLUMN "reviews_count"
        `);
        await queryRunner.query(`
            ALTER TABLE "apartment_listings" DROP COLUMN "rating"
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes" DROP COLUMN "vendor_responded_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "disputes" DROP COLUMN "vendor_statement"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."reviews_subject_role_unique"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."reviews_target_revealed"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."reviews_author"
        `);
        await queryRunner.query(`
            DROP TABLE "reviews"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."admin_notifications_admin_unread"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."admin_notifications_admin"
        `);
        await queryRunner.query(`
            DROP TABLE "admin_notifications"
        `);
    }

}
