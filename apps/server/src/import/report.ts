/** The report an import prints before it writes anything, and alone on --dry-run (rules §40). */
import { formatTime } from '@pokered/core/time';
import { namedPeople } from './plan.ts';
import type { ImportPlan } from './planTypes.ts';

const time = (ms: number | null) => (ms === null ? 'no time' : formatTime(ms));

export function formatReport(plan: ImportPlan): string {
  const lines: string[] = [`Import of the ${String(plan.year)} season`, '', 'Collections read:'];
  for (const [name, count] of Object.entries(plan.counts).sort()) lines.push(`  ${name}: ${String(count)} documents`);
  for (const [name, years] of Object.entries(plan.found)) {
    const list = Object.entries(years)
      .map(([year, count]) => `${year}: ${String(count)}`)
      .join(', ');
    lines.push(`  ${name} by year: ${list}`);
  }
  const completed = plan.races.filter((race) => race.completed);
  const results = completed.reduce((sum, race) => sum + race.results.length, 0);
  lines.push(
    '',
    'Will create:',
    `  people: ${String(namedPeople(plan).size)} (imported profiles without a login, unless already imported)`,
    `  entrants: ${String(plan.entrants.size)}`,
    `  groups: ${String(plan.groups.length)}`,
    `  races: ${String(plan.races.length)} (${String(completed.length)} completed, ${String(plan.races.filter((r) => r.cancelled).length)} cancelled)`,
    `  results: ${String(results)}`,
    `  commentators: ${String(plan.races.reduce((sum, race) => sum + race.commentators.length, 0))}`,
    `  racetime.gg rooms: ${String(plan.races.filter((race) => race.raceTimeId !== null).length)}`,
    `  Pickems entries: ${String(plan.pickems.length)}, round picks: ${String(plan.pickems.reduce((sum, p) => sum + p.picks.length, 0))}`,
    `  hall of fame: ${plan.races.some((race) => race.round === 'Final' && race.completed) ? 'from the Final' : plan.hallOfFame ? 'from pastresults' : 'none'}`,
  );
  const bad = plan.problems.filter((problem) => problem.bad);
  const notes = plan.problems.filter((problem) => !problem.bad);
  lines.push('', `Problems: ${String(bad.length)} documents that cannot be imported, ${String(notes.length)} notes`);
  for (const problem of [...bad, ...notes])
    lines.push(`  ${problem.bad ? 'BAD ' : 'note'} ${problem.collection} ${problem.id}: ${problem.message}`);
  lines.push('', `Stored figures that differ from the recomputed ones: ${String(plan.differences.length)}`);
  for (const d of plan.differences)
    lines.push(
      `  users ${d.oldId} ${d.name}: points stored ${String(d.storedPoints ?? 'none')}, recomputed ${String(d.points)}; best time stored ${time(d.storedBestMs)}, recomputed ${time(d.bestMs)}`,
    );
  return lines.join('\n');
}
