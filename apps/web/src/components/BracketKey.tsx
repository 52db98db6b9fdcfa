import { BRACKET_COLORS } from '@pokered/core/brackets';
import { useId } from 'react';
import { cx } from '../lib/cx';
import classes from './BracketKey.module.css';
import colorClasses from './bracketColors.module.css';
import { BRACKET_LETTERS, bracketStyle, type BracketKeyName } from './bracketStyle';

const ALL: readonly BracketKeyName[] = ['Playoffs', 'Ascension', 'Normal', 'Exhibition', 'none'];

export interface BracketKeyProps {
  /** Which brackets to list, in order. Defaults to all, 'none' (Eliminated) last. */
  brackets?: readonly BracketKeyName[];
  title?: string;
  className?: string;
}

/** The legend for bracket-coloured racer names. */
export function BracketKey({ brackets = ALL, title = 'Bracket key:', className }: BracketKeyProps) {
  const titleId = useId();
  return (
    <div className={cx(classes.root, className)}>
      <span id={titleId} className={classes.title}>
        {title}
      </span>
      <ul className={classes.list} aria-labelledby={titleId}>
        {brackets.map((bracket) => {
          return (
            <li key={bracket} className={cx(classes.item, colorClasses.colored)} style={bracketStyle(bracket)}>
              <span aria-hidden="true" className={colorClasses.chip}>
                {BRACKET_LETTERS[bracket]}
              </span>
              {BRACKET_COLORS[bracket].label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
