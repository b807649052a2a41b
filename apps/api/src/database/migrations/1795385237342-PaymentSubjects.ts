import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments and refunds belong to a subject (a service order, an apartment booking…), not only to a
 * service order: order_id becomes subject_id with a subject_kind (existing rows are service orders).
 * Payments gain `captured` (verified, not yet applied by the subject), a description and the
 * single-flight claim of the provider call. Ledger transactions record their subject too.
 */
export class PaymentSubjects1795385237342 implements MigrationInterface {
  name = 'PaymentSubjects1795385237342';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."payments_order"`);
    await queryRunner.query(`ALTER TABLE "payments" RENAME COLUMN "order_id" TO "subject_id"`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "subject_kind" character varying(30) NOT NULL DEFAULT 'service_order'`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "description" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "payments" ADD "init_started_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" IN ('pending', 'captured', 'success', 'failed', 'abandoned', 'refunded'))`,
    );
    await queryRunner.query(`CREATE INDEX "payments_subject" ON "payments" ("subject_kind", "subject_id", "id")`);
    await queryRunner.query(`ALTER TABLE "refunds" RENAME COLUMN "order_id" TO "subject_id"`);
    await queryRunner.query(`ALTER TABLE "refunds" ADD "subject_kind" character varying(30) NOT NULL DEFAULT 'service_order'`);
    await queryRunner.query(`ALTER TABLE "ledger_transactions" ADD "subject" character varying(40)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ledger_transactions" DROP COLUMN "subject"`);
    await queryRunner.query(`ALTER TABLE "refunds" DROP COLUMN "subject_kind"`);
    await queryRunner.query(`ALTER TABLE "refunds" RENAME COLUMN "subject_id" TO "order_id"`);
    await queryRunner.query(`DROP INDEX "public"."payments_subject"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check"`);
    await queryRunner.query(`ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" IN ('pending', 'success', 'failed', 'abandoned', 'refunded'))`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "init_started_at"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "description"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "subject_kind"`);
    await queryRunner.query(`ALTER TABLE "payments" RENAME COLUMN "subject_id" TO "order_id"`);
    await queryRunner.query(`CREATE INDEX "payments_order" ON "payments" ("order_id", "id")`);
  }
}
