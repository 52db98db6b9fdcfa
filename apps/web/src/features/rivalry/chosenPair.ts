/** What the URL of /h2h chose (rules §30): the choice lives in `?a=&b=` so a record can be shared. */
export type ChosenPair =
  | { kind: 'incomplete'; a: string | null; b: string | null }
  | { kind: 'same'; a: string; b: string }
  | { kind: 'pair'; a: string; b: string };

export function chosenPair(search: URLSearchParams): ChosenPair {
  const a = search.get('a')?.trim() || null;
  const b = search.get('b')?.trim() || null;
  if (a === null || b === null) return { kind: 'incomplete', a, b };
  return a === b ? { kind: 'same', a, b } : { kind: 'pair', a, b };
}
