/** The draw page's reveal (rules §13), as pure functions: which key steps which way, and the step's bounds. */

/** +1 reveals the next group, -1 hides the last one, 0 leaves the key to the browser. */
export function revealStepForKey(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  targetTag: string;
}): -1 | 0 | 1 {
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  // A focused field keeps its keys; a focused button or link keeps Space (it would also click it).
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(event.targetTag)) return 0;
  const onControl = ['BUTTON', 'A'].includes(event.targetTag);
  if (event.key === 'ArrowRight' || (event.key === ' ' && !onControl)) return 1;
  if (event.key === 'ArrowLeft' || event.key === 'Backspace') return -1;
  return 0;
}

/** The number of groups shown after a step, kept within 0..total. */
export function stepRevealed(revealed: number, step: number, total: number): number {
  return Math.min(total, Math.max(0, revealed + step));
}

/** Display names by id; a runner the list no longer has is still named, never left blank. */
export function nameLookup(runners: readonly { _id: string; displayName: string }[] | undefined) {
  const names = new Map((runners ?? []).map((runner) => [runner._id, runner.displayName]));
  return (id: string) => names.get(id) ?? 'Unknown runner';
}
