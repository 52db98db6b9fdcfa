// The pure halves of scripts/check-migrations.ts (the journal's rules, and the comparison of two database shapes),
// apart from it so their test loads neither PGlite nor the schema.

export const JOURNAL = 'meta/_journal.json';
/** The SHA-256 of every released migration, as Drizzle's migrator records it (`drizzle.__drizzle_migrations.hash`). */
export const SEALED = 'meta/sealed.json';

/**
 * Tags whose number is out of step with the journal, kept as they are: databases in the field recorded them in
 * this order (0008 was applied before 0004). Only shrinks.
 */
const OUT_OF_ORDER_TAGS = new Set(['0008_data_version_changed_rows']);

const TAG = /^(\d{4})_[a-z0-9_]+$/;

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** What is wrong with the journal, given the file names in the migrations folder (meta/ files as `meta/<name>`). */
export function journalProblems(files: string[], entries: JournalEntry[]): string[] {
  const problems: string[] = [];
  const sqlFiles = new Set(files.filter((file) => file.endsWith('.sql')));
  for (const file of files) {
    if (!file.endsWith('.sql') && file !== JOURNAL && file !== SEALED)
      problems.push(`${file}: not a migration (only NNNN_name.sql)`);
  }
  let lastNumber = -1;
  entries.forEach((entry, position) => {
    const where = `journal entry ${position} (${entry.tag})`;
    if (entry.idx !== position) problems.push(`${where}: idx is ${entry.idx}, expected ${position}`);
    const previous = entries[position - 1];
    if (previous && !(entry.when > previous.when)) {
      problems.push(`${where}: when ${entry.when} is not after ${previous.when} (${previous.tag}): never applied`);
    }
    const number = TAG.exec(entry.tag)?.[1];
    if (number === undefined) problems.push(`${where}: the tag is not NNNN_lower_snake_name`);
    else if (!OUT_OF_ORDER_TAGS.has(entry.tag)) {
      if (Number(number) <= lastNumber) problems.push(`${where}: numbered before an earlier entry`);
      lastNumber = Number(number);
    }
    if (!sqlFiles.delete(`${entry.tag}.sql`)) problems.push(`${where}: no file ${entry.tag}.sql`);
  });
  for (const file of sqlFiles) problems.push(`${file}: not in ${JOURNAL}, so never applied`);
  return problems;
}

/**
 * Released migrations never change: the migrator skips every migration a database has recorded, so an edit reaches
 * new databases only and the two drift apart unseen. `hashes`: each .sql file's SHA-256, by tag.
 */
export function sealProblems(hashes: Map<string, string>, sealed: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [tag, hash] of Object.entries(sealed)) {
    const now = hashes.get(tag);
    if (now === undefined) problems.push(`${tag}.sql: gone, though databases in the field have applied it`);
    else if (now !== hash) {
      problems.push(`${tag}.sql: changed after its release (${SEALED}: ${hash}, now ${now}); write a new migration`);
    }
  }
  for (const [tag, hash] of hashes) {
    if (!(tag in sealed)) problems.push(`${tag}.sql: not sealed; once final, add "${tag}": "${hash}" to ${SEALED}`);
  }
  return problems;
}

/** A database's shape: one line per table column, index, constraint and enum, keyed by what it is. */
export type Catalog = Map<string, string>;

/** One line per object the two catalogs disagree on, naming it and both versions. */
export function catalogDifferences(migrated: Catalog, declared: Catalog): string[] {
  const differences: string[] = [];
  for (const key of new Set([...migrated.keys(), ...declared.keys()])) {
    const fromMigrations = migrated.get(key);
    const fromSchema = declared.get(key);
    if (fromMigrations === fromSchema) continue;
    if (fromMigrations === undefined) differences.push(`${key}: declared (${fromSchema}) but no migration makes it`);
    else if (fromSchema === undefined)
      differences.push(`${key}: made by the migrations (${fromMigrations}) but not declared`);
    else differences.push(`${key}: the migrations make ${fromMigrations}; the schema declares ${fromSchema}`);
  }
  return differences.sort();
}
