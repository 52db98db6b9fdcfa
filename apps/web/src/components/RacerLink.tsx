import type { Bracket } from '@pokered/core/brackets';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { cx } from '../lib/cx';
import { paths } from '../urls';
import { BracketChip } from './BracketChip';
import classes from './bracketColors.module.css';
import { bracketStyle } from './bracketStyle';

export interface RacerLinkProps {
  discordUsername: string;
  displayName: string;
  /**
   * Colours the name with the bracket's colour for the current colour scheme, and puts the bracket's letter chip
   * beside it (the bracket in text, not colour alone). `null` = eliminated / not placed (grey, ×); leave it out for
   * the normal link colour and no chip.
   */
  bracket?: Bracket | null;
  className?: string;
}

/** A racer's display name linking to their profile (/user/{discordUsername}). */
export function RacerLink({ discordUsername, displayName, bracket, className }: RacerLinkProps) {
  const link = (colored: boolean) => (
    <Anchor
      component={Link}
      to={paths.user.byUsername(discordUsername)}
      className={cx(colored && classes.colored, className)}
      style={colored ? bracketStyle(bracket ?? null) : undefined}
      fw={colored ? 600 : undefined}
    >
      {displayName}
    </Anchor>
  );
  if (bracket === undefined) return link(false);
  return (
    <span className={classes.racer}>
      {link(true)}
      <BracketChip bracket={bracket} />
    </span>
  );
}
