import { groupRaceState, type GroupRaceState } from '@pokered/core/raceSchedule';
import type { Group } from '@pokered/core/schemas/groups';
import { Link } from 'react-router';
import { Countdown } from '../../components/Countdown';
import { RaceStart } from '../../components/RaceStart';
import listClasses from '../../components/compactList.module.css';
import { useClockFormat } from '../../lib/useClockFormat';
import { useTicking } from '../../lib/useNow';
import { paths } from '../../urls';

/** Where a group's race stands, in words (rules §23): never a greyed checkbox that looks the same in every state. */
const STATE_WORDS: Record<GroupRaceState, string> = {
  unscheduled: 'Race not booked yet',
  scheduled: 'Race booked',
  live: 'Racing now',
  'awaiting-results': 'Race played, awaiting results',
  completed: 'Race result recorded',
};

/**
 * "Race booked: 9/20/25 · 6:30 PM (in 2d 3h)", linked to the race's page; 'Race not booked yet' otherwise. A plain
 * paragraph styled by the card (rules §32).
 */
export function GroupRaceStatus({ group }: { group: Group }) {
  const [clock] = useClockFormat();
  const start = group.raceStartTime;
  const state = useTicking((nowMs) =>
    groupRaceState(start === null ? null : { raceDateTime: start, completed: group.raceCompleted }, nowMs / 1000),
  );
  if (start === null || group.raceId === null) {
    return <p>{STATE_WORDS.unscheduled}</p>;
  }
  return (
    <p>
      <b>{STATE_WORDS[state]}:</b>{' '}
      <Link to={paths.races.detail(group.raceId)} className={listClasses.link} discover="none">
        <RaceStart epochSeconds={start} clock={clock} />
      </Link>
      {state === 'scheduled' ? (
        <>
          {' '}
          (<Countdown startEpochSeconds={start} />)
        </>
      ) : null}
    </p>
  );
}
