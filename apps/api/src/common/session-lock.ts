import type { DataSource } from 'typeorm';

/**
 * Runs `fn` while holding a PostgreSQL session advisory lock on (scope, id); returns false without running
 * it when another process holds the lock. A killed worker's lock goes with its connection.
 */
export async function withSessionLock(dataSource: DataSource, scope: string, id: number, fn: () => Promise<void>): Promise<boolean> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock(hashtext($1), $2) AS locked`, [scope, id]);
    if (!locked) return false;
    try {
      await fn();
      return true;
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext($1), $2)`, [scope, id]);
    }
  } finally {
    await runner.release();
  }
}
