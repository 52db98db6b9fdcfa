import type { PickedRunner } from '@pokered/core/schemas/pickems';
import { RacerLink } from '../../components/RacerLink';
import { cx } from '../../lib/cx';
import classes from './Picks.module.css';

/** A picked runner linking to their profile; a correct pick is green with a check mark (said to screen readers too). */
export function PickedRunnerName({ runner }: { runner: PickedRunner }) {
  return (
    <span className={cx(runner.correct && classes.correct)}>
      <RacerLink
        discordUsername={runner.discordUsername}
        displayName={runner.displayName}
        className={cx(runner.correct && classes.correct)}
      />
      {runner.correct ? (
        <>
          <span aria-hidden="true"> ✓</span>
          <span className="visually-hidden"> (correct)</span>
        </>
      ) : null}
    </span>
  );
}
