import { QueryFailedError } from 'typeorm';
import { toErrorBody } from './http-exception.filter.js';

/** A failed query as TypeORM throws it: the driver's error, with PostgreSQL's SQLSTATE, on `code` and `driverError`. */
function queryFailed(code: string, message: string) {
  const driverError = Object.assign(new Error(message), { code });
  return Object.assign(new QueryFailedError('SELECT 1', [], driverError), { code });
}

describe('toErrorBody: database errors a client can retry', () => {
  it.each([
    ['55P03', 'canceling statement due to lock timeout'],
    ['57014', 'canceling statement due to statement timeout'],
    ['40P01', 'deadlock detected'],
    ['40001', 'could not serialize access due to concurrent update'],
  ])('%s (%s) answers 503 DATABASE_BUSY, never a 500', (code, message) => {
    expect(toErrorBody(queryFailed(code, message))).toEqual({
      statusCode: 503,
      code: 'DATABASE_BUSY',
      message: 'The service is busy. Please try again in a moment.',
    });
  });

  it('a lost connection stays 503 DATABASE_UNAVAILABLE, and an unknown failure 500', () => {
    expect(toErrorBody(queryFailed('57P01', 'terminating connection due to administrator command'))).toMatchObject({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(toErrorBody(queryFailed('XX000', 'internal error'))).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });
});
