import { BRACKET_COLORS, type Bracket } from '@pokered/core/brackets';
import type { CSSProperties } from 'react';

/** A bracket, or 'none' for eliminated / not placed. */
export type BracketKeyName = Bracket | 'none';

/** CSS custom properties carrying a bracket's light and dark colour (see bracketColors.module.css). */
export function bracketStyle(bracket: BracketKeyName | null): CSSProperties {
  const colors = BRACKET_COLORS[bracket ?? 'none'];
  return { '--bracket-light': colors.light, '--bracket-dark': colors.dark } as CSSProperties;
}

/**
 * The letter each bracket shows beside its colour, so that the bracket is told by text and shape and not by colour
 * alone (rules §19): a boxed letter for a bracket, a struck circle-like cross for Eliminated.
 */
export const BRACKET_LETTERS: Record<BracketKeyName, string> = {
  Playoffs: 'P',
  Ascension: 'A',
  Normal: 'N',
  Exhibition: 'E',
  none: '×',
};
