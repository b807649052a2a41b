import { MigrationInterface, QueryRunner } from "typeorm";


/** Messages per subject (issue 25, docs/messages.md): conversations, their members' read pointers, messages; message photos are attachments. */
export class Conversations1795721241699 implements MigrationInterface {
    name = 'Conversations1795721241699'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Written by hand (the diff does not see CHECK changes): attachments may now be message photos.
        await queryRunner.query(`ALTER TABLE "attachments" DROP CONSTRAINT "attachments_purpose_check"`);
        await queryRunner.query(`ALTER TABLE "attachments" ADD CONSTRAINT "attachments_purpose_check" CHECK ("purpose" IN ('dispute', 'message'))`);
        await queryRunner.query(`
            CREATE TABLE "conversation_members" (
                "conversation_id" integer NOT NULL,
                "user_id" integer NOT NULL,
                "last_read_message_id" integer NOT NULL DEFAULT '0',
                CONSTRAINT "PK_5fa9076068b6f2a26fb793d2439" PRIMARY KEY ("conversation_id", "user_id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "conversation_members_user" ON "conversation_members" ("user_id", "conversation_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "conversations" (
                "id" SERIAL NOT NULL,
                "subject_kind" character varying(30) NOT NULL,
                "subject_id" integer NOT NULL,
                "last_message_id" integer,
                "last_message_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_ee34f4f7ced4ec8681f26bf04ef" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "conversations_subject_unique" ON "conversations" ("subject_kind", "subject_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "messages" (
                "id" SERIAL NOT NULL,
                "conversation_id" integer NOT NULL,
                "sender_user_id" integer NOT NULL,
                "body" text NOT NULL,
                "masked" boolean NOT NULL DEFAULT false,
                "photo_ids" integer array NOT NULL DEFAULT '{}',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "read_at" TIMESTAMP WITH TIME ZONE,
                "erased_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "messages_body_length_check" CHECK (char_length("body") <= 2000),
                CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "messages_sender" ON "messages" ("sender_user_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "messages_conversation" ON "messages" ("conversation_id", "id")
        `);
        await queryRunner.query(`
            ALTER TABLE "conversation_members"
            ADD CONSTRAINT "FK_36340a1704b039608e34244511f" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "messages"
            ADD CONSTRAINT "FK_3bc55a7c3f9ed54b520bb5cfe23" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "messages" DROP CONSTRAINT "FK_3bc55a7c3f9ed54b520bb5cfe23"
        `);
        await queryRunner.query(`
            ALTER TABLE "conversation_members" DROP CONSTRAINT "FK_36340a1704b039608e34244511f"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."messages_conversation"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."messages_sender"
        `);
        await queryRunner.query(`
            DROP TABLE "messages"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."conversations_subject_unique"
        `);
        await queryRunner.query(`
            DROP TABLE "conversations"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."conversation_members_user"
        `);
        await queryRunner.query(`
            DROP TABLE "conversation_members"
        `);
        await queryRunner.query(`DELETE FROM "attachments" WHERE "purpose" = 'message'`);
        await queryRunner.query(`ALTER TABLE "attachments" DROP CONSTRAINT "attachments_purpose_check"`);
        await queryRunner.query(`ALTER TABLE "attachments" ADD CONSTRAINT "attachments_purpose_check" CHECK ("purpose" IN ('dispute'))`);
    }

}
