/** A runner's pool. `null` (eliminated / not placed) is kept apart from these. */
export const BRACKETS = ['Normal', 'Ascension', 'Exhibition', 'Playoffs'] as const;
export type Bracket = (typeof BRACKETS)[number];

export function isBracket(value: unknown): value is Bracket {
  return typeof value === 'string' && (BRACKETS as readonly string[]).includes(value);
}

/**
 * The one map of bracket colours. Every page that colours a racer or a bracket reads it,
 * so a runner looks the same on standings, races and groups.
 * Colours are chosen to keep 4.5:1 contrast as text on both light and dark backgrounds.
 */
export const BRACKET_COLORS: Record<Bracket | 'none', { light: string; dark: string; label: string }> = {
  Playoffs: { light: '#9a6700', dark: '#f2c94c', label: 'Playoffs' },
  Ascension: { light: '#6f42c1', dark: '#c4a7ff', label: 'Ascension' },
  Normal: { light: '#0b5cd5', dark: '#79b8ff', label: 'Normal' },
  Exhibition: { light: '#1a7f37', dark: '#6fdd8b', label: 'Exhibition' },
  none: { light: '#57606a', dark: '#b1bac4', label: 'Eliminated' },
};
