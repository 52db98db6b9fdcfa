/**
 * A process that takes and releases the data-directory lock on command, so a test can have several
 * processes race for one lock at the same moment. Reads lines from stdin: `lock <dir>` answers
 * `locked` or `refused <message>`; `release` answers `released`. Exits when stdin closes.
 */
import { createInterface } from 'node:readline';
import { lockDataDir } from '../../../src/db/dataDirLock.ts';

let release: (() => void) | null = null;
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.startsWith('lock ')) {
    try {
      release = lockDataDir(line.slice('lock '.length));
      process.stdout.write('locked\n');
    } catch (error) {
      process.stdout.write(`refused ${(error as Error).message}\n`);
    }
  } else if (line === 'release') {
    release?.();
    release = null;
    process.stdout.write('released\n');
  }
});
process.stdout.write('ready\n');
