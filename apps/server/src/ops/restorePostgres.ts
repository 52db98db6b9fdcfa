/**
 * `npm run restore` into PostgreSQL (DATABASE_URL). The backup is a pg_dump archive in the custom format, replayed by
 * pg_restore over its own connection: it carries SQL only, never client commands, so unlike a plain SQL dump fed to
 * psql (where a tampered `\! …` line runs a program on this machine) nothing in the file can reach the shell.
 * All or nothing: the current `public` and `drizzle` schemas are set aside under new names, the archive is replayed
 * in one transaction, and only once it is in are the set-aside schemas dropped; if it fails they are put back.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { postgresTool } from './postgresTools.ts';
import { OpsError } from './target.ts';

/**
 * Every restore logs everyone out: a backup holds the sessions of its time, and one logged out (or
 * revoked by an admin) since then must not come back to life with it.
 */
export const DROP_SESSIONS = 'delete from public.sessions';

/** The first bytes of a pg_dump custom-format archive. */
const CUSTOM_FORMAT_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** A restore that failed half-way and could not put the previous database back: the operator must act. */
export class RestoreIncompleteError extends Error {}

export function firstBytes(file: string, count: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const read = readSync(fd, buffer, 0, count, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

export const isGzip = (file: string) => firstBytes(file, GZIP_MAGIC.length).equals(GZIP_MAGIC);

/** Runs `sql` as one transaction that stops at the first error. */
const psqlTransaction = (url: string, sql: string) =>
  postgresTool('psql', url, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-c', sql]);

/** Refuses a file that is not a custom-format archive pg_restore can read, before anything is touched. */
async function checkArchive(file: string): Promise<void> {
  if (isGzip(file))
    throw new OpsError(`${file} is an embedded-database backup; unset DATABASE_URL to restore it into DATA_DIR.`);
  if (!firstBytes(file, CUSTOM_FORMAT_MAGIC.length).equals(CUSTOM_FORMAT_MAGIC))
    throw new OpsError(
      `${file} is not a PostgreSQL backup made by npm run backup (a pg_dump archive in the custom format). ` +
        'A plain SQL dump is never replayed: it can hold psql commands that run programs on this machine (\\!). ' +
        'Read it through and load it by hand with psql only if you trust every line of it.',
    );
  try {
    await postgresTool('pg_restore', null, ['--list', file]);
  } catch (error) {
    throw new OpsError(`pg_restore cannot read ${file}: ${(error as Error).message}`);
  }
}

export async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  await checkArchive(file);
  const tables = Number(
    (
      await postgresTool('psql', url, [
        '-X',
        '-A',
        '-t',
        '-c',
        "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')",
      ])
    ).trim(),
  );
  if (tables > 0 && !force) {
    throw new OpsError(
      'The database already holds data. Stop the servers, then run the restore again with --force to replace it.',
    );
  }
  const aside = `pokered_before_restore_${new Date().toISOString().replace(/\D/g, '')}`;
  await psqlTransaction(
    url,
    `do $$ begin
       if exists (select 1 from pg_namespace where nspname = 'drizzle') then
         alter schema drizzle rename to ${aside}_drizzle;
       end if;
     end $$;
     alter schema public rename to ${aside}_public;
     create schema public;`,
  );
  try {
    await postgresTool('pg_restore', url, [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      file,
    ]);
  } catch (error) {
    await putBack(url, aside);
    throw new OpsError(`pg_restore could not restore ${file}: ${(error as Error).message}`);
  }
  await psqlTransaction(
    url,
    `${DROP_SESSIONS}; drop schema ${aside}_public cascade; drop schema if exists ${aside}_drizzle cascade;`,
  );
}

/** Undoes the setting aside: the database is again exactly what it was before the restore began. */
async function putBack(url: string, aside: string): Promise<void> {
  try {
    await psqlTransaction(
      url,
      `drop schema if exists public cascade;
       drop schema if exists drizzle cascade;
       alter schema ${aside}_public rename to public;
       do $$ begin
         if exists (select 1 from pg_namespace where nspname = '${aside}_drizzle') then
           alter schema ${aside}_drizzle rename to drizzle;
         end if;
       end $$;`,
    );
  } catch (error) {
    throw new RestoreIncompleteError(
      `The restore failed, and putting the previous database back failed too (${(error as Error).message}). ` +
        `It is kept in the schemas ${aside}_public and ${aside}_drizzle: rename them back to public and drizzle.`,
    );
  }
}
