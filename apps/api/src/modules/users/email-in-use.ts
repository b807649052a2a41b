import type { EntityManager } from 'typeorm';

/**
 * Whether any account — customer, vendor or administrator — has `email`: one address, one account across the users
 * and admins tables. Called in the transaction that would take the address, it first takes a transaction-scoped
 * advisory lock on the address, so a sign-up and an admin's change of address cannot both take it at once.
 */
export async function emailInUse(manager: EntityManager, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  await manager.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`account-email:${address}`]);
  const [row]: Array<{ taken: boolean }> = await manager.query(
    'select exists(select 1 from users where email = $1) or exists(select 1 from admins where email = $1) as taken',
    [address],
  );
  return row?.taken === true;
}
