import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogDifferences, journalProblems, sealProblems } from './migrationChecks.ts';

const entry = (idx: number, tag: string, when: number) => ({ idx, tag, when });
const FILES = ['0000_init.sql', '0001_next.sql', 'meta/_journal.json'];

test('a sound journal has no problems', () => {
  assert.deepEqual(journalProblems(FILES, [entry(0, '0000_init', 10), entry(1, '0001_next', 20)]), []);
});

test('an entry dated before the one above it is refused: the migrator would never apply it', () => {
  const problems = journalProblems(FILES, [entry(0, '0000_init', 20), entry(1, '0001_next', 10)]);
  assert.deepEqual(problems, ['journal entry 1 (0001_next): when 10 is not after 20 (0000_init): never applied']);
});

test('a file missing from the journal, an entry without its file, and a snapshot are each named', () => {
  const problems = journalProblems(
    [...FILES, '0002_lost.sql', 'meta/0000_snapshot.json'],
    [entry(0, '0000_init', 10), entry(1, '0001_next', 20), entry(2, '0003_gone', 30)],
  );
  assert.deepEqual(problems, [
    'meta/0000_snapshot.json: not a migration (only NNNN_name.sql)',
    'journal entry 2 (0003_gone): no file 0003_gone.sql',
    '0002_lost.sql: not in meta/_journal.json, so never applied',
  ]);
});

test('a tag numbered below an earlier entry is refused, as is an idx out of step', () => {
  const problems = journalProblems(FILES, [entry(0, '0001_next', 10), entry(2, '0000_init', 20)]);
  assert.deepEqual(problems, [
    'journal entry 1 (0000_init): idx is 2, expected 1',
    'journal entry 1 (0000_init): numbered before an earlier entry',
  ]);
});

test('catalog differences name the object and both versions', () => {
  const migrated = new Map([
    ['column users.name', 'text not null'],
    ['index users_name_idx on users', 'CREATE INDEX …'],
  ]);
  const declared = new Map([
    ['column users.name', 'text'],
    ['column users.age', 'integer'],
  ]);
  assert.deepEqual(catalogDifferences(migrated, declared), [
    'column users.age: declared (integer) but no migration makes it',
    'column users.name: the migrations make text not null; the schema declares text',
    'index users_name_idx on users: made by the migrations (CREATE INDEX …) but not declared',
  ]);
});

test('a released migration that changed, vanished or was never sealed is named', () => {
  const hashes = new Map([
    ['0000_init', 'aaa'],
    ['0001_next', 'bbb'],
    ['0003_new', 'ddd'],
  ]);
  const sealed = { '0000_init': 'aaa', '0001_next': 'b0b', '0002_gone': 'ccc' };
  assert.deepEqual(sealProblems(hashes, sealed), [
    '0001_next.sql: changed after its release (meta/sealed.json: b0b, now bbb); write a new migration',
    '0002_gone.sql: gone, though databases in the field have applied it',
    '0003_new.sql: not sealed; once final, add "0003_new": "ddd" to meta/sealed.json',
  ]);
});
