/**
 * The DNF order a racetime.gg room suggests (rules §16, §7). The room's data lists DNF entrants by rating and name,
 * not by when they gave up; only the chat log (`/log`) says when. The racer who forfeited last held on longest, so
 * gets DNF order 1, the one before 2, and so on. An un-forfeit cancels that racer's earlier forfeit.
 */

export type ForfeitEvent = { name: string; kind: 'forfeit' | 'unforfeit' };

/** `[2026-11-21 19:02:13+00:00] Name has forfeited from the race.` (or `un-forfeited`), one per line. */
const LINE = /^\[[^\]]{1,40}\]\s+(.{1,100}?) has (un-)?forfeited from the race\.\s*$/;

/** The forfeit and un-forfeit lines of a chat log, in the order they were written. Other lines are ignored. */
export function forfeitEvents(log: string): ForfeitEvent[] {
  const events: ForfeitEvent[] = [];
  for (const line of log.split(/\r?\n/)) {
    const match = LINE.exec(line);
    if (match?.[1]) events.push({ name: match[1], kind: match[2] ? 'unforfeit' : 'forfeit' });
  }
  return events;
}

/**
 * DNF orders for `dnfKeys` (one key per DNF entrant), from the log's events. `namesOf(key)` gives the names the room
 * may show for that entrant (compared case-insensitively). Keys whose forfeit the log does not show are left out:
 * the caller decides what to do with them.
 */
export function suggestDnfOrders<K>(
  events: readonly ForfeitEvent[],
  dnfKeys: readonly K[],
  namesOf: (key: K) => readonly string[],
): Map<K, number> {
  const keyOfName = new Map<string, K | null>();
  for (const key of dnfKeys) {
    for (const name of namesOf(key)) {
      const folded = name.toLowerCase();
      // Two entrants answering to one name: that name cannot tell them apart.
      keyOfName.set(folded, keyOfName.has(folded) && keyOfName.get(folded) !== key ? null : key);
    }
  }
  // The position of each entrant's forfeit that still stands (a later un-forfeit removes it; forfeiting again
  // after that counts from the new line).
  const standing = new Map<K, number>();
  events.forEach((event, position) => {
    const key = keyOfName.get(event.name.toLowerCase());
    if (key === undefined || key === null) return;
    if (event.kind === 'forfeit') standing.set(key, position);
    else standing.delete(key);
  });
  const lastFirst = [...standing].sort((a, b) => b[1] - a[1]);
  return new Map(lastFirst.map(([key], index) => [key, index + 1]));
}
