import { MigrationInterface, QueryRunner } from "typeorm";
import { openMinutesLiteral } from "@oja/shared";

/**
 * A restaurant's opening hours as minutes of the week (docs/performance.md, "Cold queries"), so the food list asks
 * PostgreSQL whether it is open now instead of reading every restaurant's hours: written by the API with the text
 * (category-details.ts), filled here for the rows there are, each distinct text read once by the shared rule.
 */
export class FoodOpenMinutes1795792928406 implements MigrationInterface {
    name = 'FoodOpenMinutes1795792928406'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "vendor_food_details" ADD "open_minutes" int4multirange`);
        const texts = (await queryRunner.query(`SELECT DISTINCT "opening_hours" AS text FROM "vendor_food_details"`)) as { text: string }[];
        const known = texts.map((t) => [t.text, openMinutesLiteral(t.text)] as const).filter(([, minutes]) => minutes !== null);
        if (!known.length) return;
        await queryRunner.query(
            `UPDATE "vendor_food_details" f SET "open_minutes" = h.minutes::int4multirange
               FROM unnest($1::text[], $2::text[]) AS h(text, minutes) WHERE f."opening_hours" = h.text`,
            [known.map(([text]) => text), known.map(([, minutes]) => minutes)],
        );
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "vendor_food_details" DROP COLUMN "open_minutes"`);
    }

}
