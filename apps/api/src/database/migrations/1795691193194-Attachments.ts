import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Private attachments of escrowed subjects (issue 22): files keyed by subject and uploader (dispute photos first),
 * served only through short-lived signed links to the subject's parties and admins.
 */
export class Attachments1795691193194 implements MigrationInterface {
    name = 'Attachments1795691193194'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "attachments" (
                "id" SERIAL NOT NULL,
                "subject_kind" character varying(30) NOT NULL,
                "subject_id" integer NOT NULL,
                "uploader_user_id" integer NOT NULL,
                "purpose" character varying(20) NOT NULL,
                "storage_key" character varying(200) NOT NULL,
                "content_type" character varying(40) NOT NULL,
                "size_bytes" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "attachments_purpose_check" CHECK ("purpose" IN ('dispute')),
                CONSTRAINT "PK_5e1f050bcff31e3084a1d662412" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "attachments_subject" ON "attachments" ("subject_kind", "subject_id", "purpose", "id")
        `);
        await queryRunner.query(`
            ALTER TABLE "attachments"
            ADD CONSTRAINT "FK_8e7c8da64ae73ae8adf4fd2dfce" FOREIGN KEY ("uploader_user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "attachments" DROP CONSTRAINT "FK_8e7c8da64ae73ae8adf4fd2dfce"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."attachments_subject"
        `);
        await queryRunner.query(`
            DROP TABLE "attachments"
        `);
    }
}
