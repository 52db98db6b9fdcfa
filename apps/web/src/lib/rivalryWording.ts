/** How head-to-head records read (rules §30), shared by the race page, profiles and the head-to-head page. */
import { ordinal } from '@pokered/core/standingsReason';
import { formatTime } from '@pokered/core/time';

export interface RecordCounts {
  ahead: number;
  behind: number;
  ties: number;
}

/** '3 ahead · 1 behind · 0 tied', from one runner's side. */
export function recordInNumbers({ ahead, behind, ties }: RecordCounts): string {
  return `${String(ahead)} ahead · ${String(behind)} behind · ${String(ties)} tied`;
}

const times = (count: number) => `${String(count)} ${count === 1 ? 'time' : 'times'}`;

/** The record as a sentence: 'Red placed ahead of Blue 3 times and behind 1 time, with 0 ties, in 4 meetings.' */
export function recordInWords(aName: string, bName: string, { ahead, behind, ties }: RecordCounts): string {
  const meetings = ahead + behind + ties;
  if (meetings === 0) return `${aName} and ${bName} have not met in a completed race yet.`;
  const tied = `${String(ties)} ${ties === 1 ? 'tie' : 'ties'}`;
  const met = `${String(meetings)} ${meetings === 1 ? 'meeting' : 'meetings'}`;
  return `${aName} placed ahead of ${bName} ${times(ahead)} and behind ${times(behind)}, with ${tied}, in ${met}.`;
}

/** Who was faster and by how much, or why there is no gap: only two finishers have one. */
export function gapInWords(aName: string, bName: string, gapMs: number | null): string {
  if (gapMs === null) return 'No time gap: not both finished.';
  if (gapMs === 0) return 'Same time.';
  return gapMs > 0 ? `${aName} faster by ${formatTime(gapMs)}` : `${bName} faster by ${formatTime(-gapMs)}`;
}

/** 'Red 1st, Blue 2nd'. */
export function placesInWords(aName: string, placeA: number, bName: string, placeB: number): string {
  return `${aName} ${ordinal(placeA)}, ${bName} ${ordinal(placeB)}`;
}
