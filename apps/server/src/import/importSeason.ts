/**
 * `npm run import-season -- --year 2025 [--dry-run] [--skip-bad] [--replace] <folder>` (rules §40): reads the dump,
 * prints the report, and unless it is a dry run writes the season in one transaction. A document that cannot be
 * imported refuses the whole import, unless --skip-bad leaves it out.
 */
import type { Db } from '../db/client.ts';
import { planImport } from './plan.ts';
import type { ImportPlan } from './planTypes.ts';
import { readDump } from './readDump.ts';
import { formatReport } from './report.ts';
import { ImportRefused, importRefusal, writeImport, type ImportOutcome } from './write.ts';

export interface ImportOptions {
  year: number;
  folder: string;
  dryRun: boolean;
  skipBad: boolean;
  replace: boolean;
}

export const USAGE = 'Usage: npm run import-season -- --year YYYY [--dry-run] [--skip-bad] [--replace] <dump folder>';

/** The command line's options, or the reason they are wrong. */
export function parseImportArgs(args: readonly string[]): ImportOptions | string {
  const options = { year: NaN, folder: '', dryRun: false, skipBad: false, replace: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--year') options.year = Number(args[++i]);
    else if (arg.startsWith('--year=')) options.year = Number(arg.slice('--year='.length));
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--skip-bad') options.skipBad = true;
    else if (arg === '--replace') options.replace = true;
    else if (arg.startsWith('--')) return `Unknown option ${arg}.`;
    else if (options.folder === '') options.folder = arg;
    else return `One dump folder only (${options.folder}, then ${arg}).`;
  }
  if (!Number.isInteger(options.year) || options.year < 1000 || options.year > 9999)
    return 'Name the year to import: --year and four digits.';
  if (options.folder === '') return 'Name the dump folder.';
  return options;
}

export interface ImportRun {
  plan: ImportPlan;
  report: string;
  /** Null for a dry run or a refusal. */
  outcome: ImportOutcome | null;
  /** Why nothing was written, when something stopped it. */
  refused: string | null;
}

/** Reads, reports and (unless a dry run) writes; the report is printed through `print` before anything is written. */
export async function importSeason(db: Db, options: ImportOptions, print: (text: string) => void): Promise<ImportRun> {
  const plan = planImport(readDump(options.folder), options.year);
  const report = formatReport(plan);
  print(report);
  const refuse = (refused: string): ImportRun => ({ plan, report, outcome: null, refused });
  if (plan.races.length === 0 && plan.problems.every((problem) => !problem.bad))
    return refuse(`The dump holds no race of ${String(options.year)}: nothing to import.`);
  const bad = plan.problems.filter((problem) => problem.bad);
  const documents = new Set(bad.map((problem) => `${problem.collection} ${problem.id}`));
  if (bad.length > 0 && !options.skipBad)
    return refuse(
      `${String(documents.size)} documents cannot be imported (first: ${bad[0]?.collection ?? ''} ${bad[0]?.id ?? ''}): nothing was written. Fix the dump, or leave them out with --skip-bad.`,
    );
  if (options.dryRun) {
    const refused = await importRefusal(db, options.year, options.replace);
    return refused === null ? { plan, report, outcome: null, refused: null } : refuse(refused);
  }
  try {
    const outcome = await writeImport(db, plan, { replace: options.replace });
    return { plan, report, outcome, refused: null };
  } catch (error) {
    if (error instanceof ImportRefused) return refuse(error.message);
    throw error;
  }
}
