import type { Bracket } from '@pokered/core/brackets';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { cx } from '../lib/cx';
import { paths } from '../urls';
import classes from './bracketColors.module.css';
import { bracketStyle } from './bracketStyle';

export interface RacerLinkProps {
  discordUsername: string;
  displayName: string;
  /**
   * Colours the name with the bracket's colour for the current colour scheme.
   * `null` = eliminated / not placed (grey); leave it out for the normal link colour.
   */
  bracket?: Bracket | null;
  className?: string;
}

/** A racer's display name linking to their profile (/user/{discordUsername}). */
export function RacerLink({ discordUsername, displayName, bracket, className }: RacerLinkProps) {
  const colored = bracket !== undefined;
  return (
    <Anchor
      component={Link}
      to={paths.user.byUsername(discordUsername)}
      className={cx(colored && classes.colored, className)}
      style={colored ? bracketStyle(bracket) : undefined}
      fw={colored ? 600 : undefined}
      underline="hover"
    >
      {displayName}
    </Anchor>
  );
}
