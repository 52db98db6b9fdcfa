/**
 * An overloaded database is unavailable, not a bug: a query that pg gives up on (`query_timeout`, src/db/client.ts)
 * or that PostgreSQL cancels (`statement_timeout`, 57014) answers 503 with the outage sentence, not 500 (rules §1).
 * Seen in the bench on a machine at load 20: one data-version read timed out and a cached read answered 500.
 * The errors are the real ones, from pg against the PostgreSQL every test run has (TEST_DATABASE_URL, else local).
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/http/errorHandler.ts';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function errorOf(options: pg.ClientConfig, sql: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, ...options });
  await client.connect();
  try {
    await client.query(sql);
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('a database too slow to answer', () => {
  it("counts pg's query timeout as the database being unavailable", async () => {
    const error = await errorOf({ query_timeout: 50 }, 'select pg_sleep(2)');
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("counts PostgreSQL's statement timeout as the database being unavailable", async () => {
    const error = await errorOf({ statement_timeout: 50 }, 'select pg_sleep(2)');
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('still tells a bug from an outage', async () => {
    const error = await errorOf({}, 'select * from no_such_table_here');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
