import { MigrationInterface, QueryRunner } from "typeorm";

export class MaintenanceRequests1795388978362 implements MigrationInterface {
    name = 'MaintenanceRequests1795388978362'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "maintenance_requests" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "mechanic_id" integer,
                "location" character varying(255) NOT NULL,
                "service_type" character varying(20) NOT NULL,
                "issue" text NOT NULL,
                "needs_towing" boolean NOT NULL DEFAULT false,
                "fee_kobo" bigint NOT NULL,
                "status" character varying(20) NOT NULL DEFAULT 'reported',
                "escrow_status" character varying(10) NOT NULL DEFAULT 'none',
                "mechanic_chosen_at" TIMESTAMP WITH TIME ZONE,
                "paid_at" TIMESTAMP WITH TIME ZONE,
                "accepted_at" TIMESTAMP WITH TIME ZONE,
                "declined_at" TIMESTAMP WITH TIME ZONE,
                "lapsed_at" TIMESTAMP WITH TIME ZONE,
                "started_at" TIMESTAMP WITH TIME ZONE,
                "completed_at" TIMESTAMP WITH TIME ZONE,
                "released_at" TIMESTAMP WITH TIME ZONE,
                "cancelled_at" TIMESTAMP WITH TIME ZONE,
                "answer_reminder_sent_at" TIMESTAMP WITH TIME ZONE,
                "confirm_reminder_sent_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "maintenance_requests_fee" CHECK ("fee_kobo" > 0),
                CONSTRAINT "maintenance_requests_service_type" CHECK (
                    "service_type" IN (
                        'engine',
                        'brake',
                        'oil',
                        'tire',
                        'electrical',
                        'ac'
                    )
                ),
                CONSTRAINT "maintenance_requests_escrow_status" CHECK (
                    "escrow_status" IN ('none', 'held', 'released', 'refunded', 'split')
                ),
                CONSTRAINT "maintenance_requests_status" CHECK (
                    "status" IN (
                        'reported',
                        'mechanic_chosen',
                        'paid',
                        'accepted',
                        'declined',
                        'lapsed',
                        'in_progress',
                        'completed',
                        'released',
                        'cancelled'
                    )
                ),
                CONSTRAINT "PK_c1521eb67c471accae8c531f9fe" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "maintenance_requests_mechanic" ON "maintenance_requests" ("mechanic_id", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "maintenance_requests_user" ON "maintenance_requests" ("user_id", "id")
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests"
            ADD CONSTRAINT "FK_43b31b7777f8b77308ff5ef0ea2" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests"
            ADD CONSTRAINT "FK_5db0c1a85cbd26d9b6872a7e323" FOREIGN KEY ("mechanic_id") REFERENCES "vendors"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests" DROP CONSTRAINT "FK_5db0c1a85cbd26d9b6872a7e323"
        `);
        await queryRunner.query(`
            ALTER TABLE "maintenance_requests" DROP CONSTRAINT "FK_43b31b7777f8b77308ff5ef0ea2"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."maintenance_requests_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."maintenance_requests_mechanic"
        `);
        await queryRunner.query(`
            DROP TABLE "maintenance_requests"
        `);
    }

}
