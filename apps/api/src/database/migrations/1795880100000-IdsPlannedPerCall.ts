import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * `oja_ids_planned_per_call(sql, params)`: runs a statement that selects ids (and a count) with its parameters
 * (`($1)[n]` in its text: the array `params`), planned for those values on this call, and returns its rows.
 *
 * A list whose best plan depends on its values (a search by a word on every menu or on none: common/pagination.ts,
 * sqlPage's `planEachCall`) asked for its page's ids in a statement sent unnamed, so PostgreSQL planned it for its
 * values, and then read the page for them in a prepared one: two round trips. A prepared read now takes the ids
 * statement as a value and calls this function on it: PL/pgSQL's EXECUTE plans a statement afresh each time with the
 * values of USING in hand, and the page is read in the same round trip. The text is the application's own SQL (its
 * values stay parameters); the function adds no right the caller does not have (SECURITY INVOKER).
 */
export class IdsPlannedPerCall1795880100000 implements MigrationInterface {
    name = 'IdsPlannedPerCall1795880100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE FUNCTION oja_ids_planned_per_call(p_sql text, p_params text[]) RETURNS TABLE (id integer, page_total bigint)
            LANGUAGE plpgsql STABLE ROWS 20 AS $fn$
            BEGIN
              RETURN QUERY EXECUTE p_sql USING p_params;
            END $fn$
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP FUNCTION oja_ids_planned_per_call(text, text[])`);
    }
}
