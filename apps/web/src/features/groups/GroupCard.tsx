import type { Group } from '@pokered/core/schemas/groups';
import { useId } from 'react';
import { Link } from 'react-router';
import { CompactFlag } from '../../components/CompactFlag';
import { CompactRacer } from '../../components/CompactRacer';
import { ResultList } from '../../components/ResultList';
import listClasses from '../../components/compactList.module.css';
import { cx } from '../../lib/cx';
import classes from './GroupCard.module.css';
import { paths } from '../../urls';
import { GroupRaceStatus } from './GroupRaceStatus';

export interface GroupCardProps {
  group: Group;
  /** Ids of the group's Pickems favourite(s). */
  favorites: ReadonlySet<string>;
  showRound: boolean;
  /** The card 'Show all' moves the focus to (rules §32): focusable by script, given `focusTarget` as its ref. */
  focused?: boolean;
  focusTarget?: (element: HTMLElement | null) => void;
}

/**
 * One group: number, bracket, whether its race is scheduled, its members (favourites in green) and, once its race
 * is recorded, the placing with a link to the race (rules §19). Plain elements with the card's classes, no layout
 * components: a round's page repeats it for every group (rules §32).
 */
export function GroupCard({ group, favorites, showRound, focused = false, focusTarget }: GroupCardProps) {
  const titleId = useId();
  return (
    <article
      className={cx(listClasses.card, classes.card, focused && listClasses.revealed)}
      aria-labelledby={titleId}
      tabIndex={focused ? -1 : undefined}
      ref={focusTarget}
    >
      <h2 id={titleId}>{`${showRound ? `${group.round} · ` : ''}Group ${String(group.groupNumber)}`}</h2>
      {group.bracket ? (
        <p>
          {'Bracket: '}
          <b data-bracket={group.bracket}>{group.bracket}</b>
        </p>
      ) : null}
      <GroupRaceStatus group={group} />
      <ul className={listClasses.racers}>
        {group.members.map((member) => {
          const favorite = favorites.has(member._id);
          return (
            <li key={member._id}>
              <span className={cx(favorite && classes.favorite)} title={favorite ? 'Pickems favourite' : undefined}>
                <CompactFlag code={member.country} />
                <CompactRacer
                  discordUsername={member.discordUsername}
                  displayName={member.displayName}
                  bracket={member.currentBracket}
                />
                {favorite ? (
                  <span className={classes.marker}>
                    ★<span className="visually-hidden"> Pickems favourite</span>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {group.placing && group.placing.length > 0 && group.raceId ? (
        <div>
          <div className={classes.placingHead}>
            <b>Placing</b>
            <Link to={paths.races.detail(group.raceId)} className={listClasses.link} discover="none">
              Race details<span className="visually-hidden"> of group {group.groupNumber}</span>
            </Link>
          </div>
          <ResultList results={group.placing} />
        </div>
      ) : null}
    </article>
  );
}
