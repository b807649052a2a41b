import { MigrationInterface, QueryRunner } from "typeorm";

/** SMS and Web Push (issue 25): browsers' push subscriptions, and one row per SMS or push message sent (exactly once). */
export class NotificationChannels1795721520727 implements MigrationInterface {
    name = 'NotificationChannels1795721520727'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "notification_deliveries" (
                "id" SERIAL NOT NULL,
                "job_key" character varying(64) NOT NULL,
                "channel" character varying(10) NOT NULL,
                "recipient" character varying(60) NOT NULL,
                "user_id" integer NOT NULL,
                "status" character varying(10) NOT NULL,
                "attempts" integer NOT NULL DEFAULT '1',
                "provider_id" character varying(100),
                "last_error" character varying(300),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "notification_deliveries_status_check" CHECK (
                    "status" IN ('sending', 'sent', 'failed', 'gone')
                ),
                CONSTRAINT "notification_deliveries_channel_check" CHECK ("channel" IN ('sms', 'push')),
                CONSTRAINT "PK_81daeff81f237bd384f7cfc4a4c" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "notification_deliveries_user" ON "notification_deliveries" ("user_id")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "notification_deliveries_once" ON "notification_deliveries" ("job_key", "channel", "recipient")
        `);
        await queryRunner.query(`
            CREATE TABLE "push_subscriptions" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "endpoint" character varying(1000) NOT NULL,
                "p256dh" character varying(200) NOT NULL,
                "auth" character varying(100) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_757fc8f00c34f66832668dc2e53" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" ("endpoint")
        `);
        await queryRunner.query(`
            CREATE INDEX "push_subscriptions_user" ON "push_subscriptions" ("user_id", "id")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."push_subscriptions_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."push_subscriptions_endpoint"
        `);
        await queryRunner.query(`
            DROP TABLE "push_subscriptions"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."notification_deliveries_once"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."notification_deliveries_user"
        `);
        await queryRunner.query(`
            DROP TABLE "notification_deliveries"
        `);
    }

}
