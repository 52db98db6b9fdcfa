import type { RaceResult } from '@pokered/core/schemas/races';
import { formatFinishTime } from '@pokered/core/time';
import { cx } from '../lib/cx';
import { CompactFlag } from './CompactFlag';
import { CompactRacer } from './CompactRacer';
import listClasses from './compactList.module.css';
import classes from './ResultList.module.css';

/**
 * A race's results in placing order: "1. Alice 1:52:03.120", "3. Carol DNF". Compact markup (rules §32): lists of
 * races repeat it on every card. Needs `ListSprites` once on the page for the bracket colours.
 */
export function ResultList({ results }: { results: readonly RaceResult[] }) {
  return (
    <ol className={cx(classes.results, listClasses.racers)}>
      {results.map((result) => (
        <li key={result.racer._id}>
          <CompactFlag code={result.racer.country} />
          <CompactRacer
            discordUsername={result.racer.discordUsername}
            displayName={result.racer.displayName}
            bracket={result.racer.currentBracket}
          />{' '}
          {result.status === 'Finished' ? <code>{formatFinishTime(result.finishTime)}</code> : <i>{result.status}</i>}
        </li>
      ))}
    </ol>
  );
}
