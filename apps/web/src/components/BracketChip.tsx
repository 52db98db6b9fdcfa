import { BRACKET_COLORS } from '@pokered/core/brackets';
import { cx } from '../lib/cx';
import colorClasses from './bracketColors.module.css';
import { BRACKET_LETTERS, bracketStyle, type BracketKeyName } from './bracketStyle';

/**
 * A bracket's letter in a small outlined box, in the bracket's colour: the bracket told in text and shape beside the
 * colour. Screen readers hear the bracket's name (the letter is for the eye).
 */
export function BracketChip({ bracket, className }: { bracket: BracketKeyName | null; className?: string }) {
  const key = bracket ?? 'none';
  const label = BRACKET_COLORS[key].label;
  return (
    <span
      className={cx(colorClasses.colored, colorClasses.chip, className)}
      style={bracketStyle(key)}
      title={key === 'none' ? label : `${label} bracket`}
      data-bracket-chip={key}
    >
      <span aria-hidden="true">{BRACKET_LETTERS[key]}</span>
      <span className="visually-hidden">{key === 'none' ? `(${label})` : `(${label} bracket)`}</span>
    </span>
  );
}
