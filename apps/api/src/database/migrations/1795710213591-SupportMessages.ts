import { MigrationInterface, QueryRunner } from "typeorm";

export class SupportMessages1795710213591 implements MigrationInterface {
    name = 'SupportMessages1795710213591'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "support_messages" (
                "id" SERIAL NOT NULL,
                "name" character varying(120) NOT NULL,
                "email" character varying(254) NOT NULL,
                "subject" character varying(200) NOT NULL,
                "message" text NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'open',
                "user_id" integer,
                "reply" text,
                "replied_at" TIMESTAMP WITH TIME ZONE,
                "replied_by_admin_id" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "support_messages_status_check" CHECK ("status" IN ('open', 'answered')),
                CONSTRAINT "PK_2aa37479e71ef29cbf4dba2b1a2" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "support_messages_status" ON "support_messages" ("status", "id")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."support_messages_status"
        `);
        await queryRunner.query(`
            DROP TABLE "support_messages"
        `);
    }

}
