import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment's and a refund's subject kind is always written by the platform from the subject's descriptor
 * (issue 22): the column no longer defaults to one vertical's kind.
 */
export class SubjectKindNoDefault1795702545500 implements MigrationInterface {
  name = 'SubjectKindNoDefault1795702545500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" ALTER COLUMN "subject_kind" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "refunds" ALTER COLUMN "subject_kind" DROP DEFAULT`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refunds" ALTER COLUMN "subject_kind" SET DEFAULT 'service_order'`);
    await queryRunner.query(`ALTER TABLE "payments" ALTER COLUMN "subject_kind" SET DEFAULT 'service_order'`);
  }
}
