import type { RecordedResult } from '@pokered/core/results';
import type { RacetimePreview } from '@pokered/core/schemas/racetime';
import { formatTime } from '@pokered/core/time';

/** The prefilled `complete` request of a racetime.gg preview (rules §16). */
export type ImportedRequest = RacetimePreview['request'];
export type PreviewMatch = RacetimePreview['matches'][number];

/**
 * The Record Results form filled from an imported room: its Race ID, and each racer's line in the form's racer
 * order (the preview names every racer once; a racer it left out, which it never does, keeps its line).
 */
export function formFromImport(
  request: ImportedRequest,
  current: { raceTimeId: string; results: readonly RecordedResult[] },
): { raceTimeId: string; results: RecordedResult[] } {
  const imported = new Map(request.results.map((result) => [result.racer, result]));
  return {
    raceTimeId: request.raceTimeId,
    results: current.results.map((line) => {
      const result = imported.get(line.racer);
      return result
        ? { racer: line.racer, status: result.status, finishTime: { ...result.finishTime }, dnfOrder: result.dnfOrder }
        : line;
    }),
  };
}

const ENTRANT_STATUS: Record<string, string> = {
  done: 'finished',
  dnf: 'did not finish',
  dq: 'was disqualified',
  declined: 'declined',
  not_ready: 'was not ready',
};

/** What the room says of an entrant, in words: "finished in 1:52:13.457", "did not finish". */
export function entrantOutcome(entrant: NonNullable<PreviewMatch['entrant']>): string {
  if (entrant.status === 'done' && entrant.finishTimeMs !== null) {
    return `finished in ${formatTime(entrant.finishTimeMs)}`;
  }
  return ENTRANT_STATUS[entrant.status] ?? `has the status “${entrant.status}”`;
}

/** One sentence per racer: who they are in the room and how that was decided (rules §16's `by`). */
export function matchSentence(match: PreviewMatch): string {
  const racer = match.racer.displayName;
  if (match.entrant === null || match.by === 'none') return `${racer}: not found in the room, so marked DNS.`;
  const how = match.by === 'linked' ? 'by their linked racetime.gg account' : 'by name only — check it';
  return `${racer} is ${match.entrant.name} in the room (matched ${how}), who ${entrantOutcome(match.entrant)}.`;
}
