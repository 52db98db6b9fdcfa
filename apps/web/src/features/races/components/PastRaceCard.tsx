import type { Race } from '@pokered/core/schemas/races';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { ExternalLinkIcon } from '../../../components/icons';
import listClasses from '../../../components/compactList.module.css';
import { cx } from '../../../lib/cx';
import classes from './RaceCard.module.css';
import { paths } from '../../../urls';
import type { ClockFormat } from '../../../lib/raceTime';
import { raceTimeUrl } from '../../../lib/raceTimeLink';
import { useRacetimeBaseUrl } from '../../../api/config';
import { Commentators } from './Commentators';
import { PlayedEarly } from './PlayedEarly';
import { RaceStart } from '../../../components/RaceStart';
import { ResultList } from '../../../components/ResultList';

/** Admin-only, with the Record Results form, its schema (zod) and form styles: visitors never download it. */
const EditResultButton = lazy(() =>
  import('../admin/record/EditResultButton').then((module) => ({ default: module.EditResultButton })),
);

/**
 * A completed race: round, start, placings, commentators and its racetime.gg page. Plain elements with shared
 * classes: Past Races repeats it for every race (rules §32).
 */
export function PastRaceCard({
  race,
  clock,
  viewerIsAdmin,
  focused = false,
  focusTarget,
}: {
  race: Race;
  clock: ClockFormat;
  viewerIsAdmin: boolean;
  /** The card 'Show all' moves the focus to (rules §32): focusable by script, given `focusTarget` as its ref. */
  focused?: boolean;
  focusTarget?: (element: HTMLElement | null) => void;
}) {
  const titleId = useId();
  const roomUrl = raceTimeUrl(race.raceTimeId, useRacetimeBaseUrl());
  return (
    <article
      className={cx(listClasses.card, focused && listClasses.revealed)}
      aria-labelledby={titleId}
      tabIndex={focused ? -1 : undefined}
      ref={focusTarget}
    >
      <div className={classes.pastHead}>
        <h2 id={titleId}>
          <Link to={paths.races.detail(race._id)} className={listClasses.link} discover="none">
            {/* rules §23: a race played early is dated when it was played, not its planned (future) start. */}
            <RaceStart epochSeconds={race.playedAt ?? race.raceDateTime} clock={clock} />
          </Link>
        </h2>
        <span className={listClasses.badge}>{race.round}</span>
      </div>
      <PlayedEarly race={race} clock={clock} />
      {race.results.length > 0 ? <ResultList results={race.results} /> : <p>No results recorded</p>}
      <Commentators race={race} viewerIsAdmin={viewerIsAdmin} />
      {roomUrl ? (
        <p>
          <a href={roomUrl} target="_blank" rel="noreferrer" className={listClasses.link}>
            Race page on racetime.gg <ExternalLinkIcon size={14} />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {viewerIsAdmin && race.completed && !race.cancelled ? (
        <Suspense fallback={null}>
          <EditResultButton race={race} />
        </Suspense>
      ) : null}
    </article>
  );
}
