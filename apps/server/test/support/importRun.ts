/** Runs the importer in a test (rules §40): a dump written to a fresh folder, the report kept instead of printed. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { importSeason, type ImportOptions, type ImportRun } from '../../src/import/importSeason.ts';
import { writeDump, type DumpFormat, type JsonForm, type OldDump } from './oldSiteDump.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A new folder holding `dump`, removed after the file's tests. */
export function dumpFolder(dump: OldDump, format: DumpFormat = 'bson', form: JsonForm = 'relaxed'): string {
  const folder = mkdtempSync(join(tmpdir(), 'old-site-dump-'));
  folders.push(folder);
  return writeDump(folder, dump, format, form);
}

export async function runImport(db: Db, folder: string, options: Partial<ImportOptions> = {}): Promise<ImportRun> {
  return importSeason(
    db,
    { year: 2025, folder, dryRun: false, skipBad: false, replace: false, ...options },
    () => undefined,
  );
}
