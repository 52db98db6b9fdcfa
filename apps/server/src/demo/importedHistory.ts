/**
 * The demo's oldest season comes from the importer (rules §40), as a community's first years would: the earlier
 * site's dump of it (./oldSiteSeason.ts) is written as a mongodump folder and imported. An admin then confirms each
 * imported person whose Discord username a user of the site holds, but one: Admin → Imported people shows a
 * pending match.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON } from 'bson';
import type { Db } from '../db/client.ts';
import { confirmImportedPerson } from '../features/importedPeople/mutations.ts';
import { listImportedPeople } from '../features/importedPeople/queries.ts';
import { importSeason } from '../import/importSeason.ts';
import { oldSiteSeason, type OldSiteCast } from './oldSiteSeason.ts';
import type { Random } from './random.ts';

export async function importOldestSeason(
  db: Db,
  random: Random,
  options: { year: number; startsAt: number; adminId: string; cast: OldSiteCast; leavePending: string },
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'pokered-demo-dump-'));
  try {
    const database = join(folder, 'redtournament');
    mkdirSync(database);
    const dump = oldSiteSeason(random, options.year, options.startsAt, options.cast);
    for (const [name, docs] of Object.entries(dump))
      writeFileSync(join(database, `${name}.bson`), Buffer.concat(docs.map((doc) => BSON.serialize(doc))));
    const run = await importSeason(
      db,
      { year: options.year, folder, dryRun: false, skipBad: false, replace: false },
      () => undefined,
    );
    if (run.refused !== null) throw new Error(`the demo's dump was refused: ${run.refused}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  for (const person of await listImportedPeople(db)) {
    if (!person.likelyMatch || person.name.toLowerCase() === options.leavePending) continue;
    await confirmImportedPerson(db, options.adminId, person.id, { userId: person.likelyMatch.userId });
  }
}
