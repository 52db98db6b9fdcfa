import type { Bracket } from '@pokered/core/brackets';
import { BRACKET_COLORS } from '@pokered/core/brackets';
import { Link } from 'react-router';
import { paths } from '../urls';
import { BRACKET_LETTERS } from './bracketStyle';

/**
 * A racer's name linking to their profile, in their bracket's colour, with the bracket's letter chip: `RacerLink`
 * and `BracketChip` for a long list's row (rules §32). The colours come from `ListSprites` by `data-bracket` and
 * the look from the list's stylesheet, so the row carries names, not styles.
 */
export function CompactRacer({
  discordUsername,
  displayName,
  bracket,
}: {
  discordUsername: string;
  displayName: string;
  bracket: Bracket | null;
}) {
  const key = bracket ?? 'none';
  const label = BRACKET_COLORS[key].label;
  return (
    <>
      {/* discover="none": no route-discovery attribute on every row; the routes are all declared up front. */}
      <Link to={paths.user.byUsername(discordUsername)} data-bracket={key} discover="none">
        {displayName}
      </Link>{' '}
      <span data-bracket-chip={key}>
        <span aria-hidden="true">{BRACKET_LETTERS[key]}</span>
        <span className="sr">{key === 'none' ? `(${label})` : `(${label} bracket)`}</span>
      </span>
    </>
  );
}
