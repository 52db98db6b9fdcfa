import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import type { PlayoffBracket } from '@pokered/core/schemas/tournament';
import { finishTimeToMs } from '@pokered/core/time';
import { Link } from 'react-router';
import { CountryFlag } from '../../components/CountryFlag';
import { RacerLink } from '../../components/RacerLink';
import { paths } from '../../urls';
import classes from './BracketPage.module.css';
import { formatBestTime } from './standingsView';

export type BracketRound = PlayoffBracket['rounds'][number];
export type BracketGroup = BracketRound['groups'][number];

/** Where a group's winner goes: told in words beside the winner (rules §17), not by colour or position alone. */
const WINNER_NEXT: Record<BracketRound['round'], string> = {
  'Round 1': 'Winner',
  'Round 2': 'Winner',
  'Round 3': 'Winner',
  Quarterfinals: 'To the Semifinals',
  Semifinals: 'To the Final',
  Final: 'Champion',
};

/**
 * One playoff group: its members in placing order with their time or status once the race is recorded (members
 * in pot order before), the winner marked in words, and a link to the race.
 */
export function BracketGroupCard({ round, group }: { round: BracketRound['round']; group: BracketGroup }) {
  const title = `${round} group ${String(group.groupNumber)}`;
  const recorded = group.placing.length > 0;
  return (
    <Card withBorder padding="sm" component="article" aria-label={title} className={classes.group}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={700} size="sm">
          Group {group.groupNumber}
        </Text>
        {group.raceId ? (
          <Anchor component={Link} to={paths.races.detail(group.raceId)} size="sm">
            Race <span className="visually-hidden">of {title}</span>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            No race yet
          </Text>
        )}
      </Group>
      {recorded ? (
        <ol className={classes.placing}>
          {group.placing.map((result) => (
            <li key={result.racer._id} className={classes.entry}>
              <span className={classes.place}>{result.place}.</span>
              <span className={classes.who}>
                <CountryFlag code={result.racer.country} />{' '}
                <RacerLink
                  discordUsername={result.racer.discordUsername}
                  displayName={result.racer.displayName}
                  bracket={result.racer.currentBracket}
                />
                {group.winner?._id === result.racer._id ? (
                  <Badge size="xs" variant="default" tt="none" ml={6}>
                    {WINNER_NEXT[round]}
                  </Badge>
                ) : null}
              </span>
              <span className={classes.time}>
                {result.status === 'Finished' ? formatBestTime(finishTimeToMs(result.finishTime)) : result.status}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <>
          <ul className={classes.placing}>
            {group.members.map((member) => (
              <li key={member._id} className={classes.entry}>
                <span className={classes.who}>
                  <CountryFlag code={member.country} />{' '}
                  <RacerLink
                    discordUsername={member.discordUsername}
                    displayName={member.displayName}
                    bracket={member.currentBracket}
                  />
                </span>
              </li>
            ))}
          </ul>
          <Text size="xs" c="dimmed" mt={4}>
            Not raced yet
          </Text>
        </>
      )}
    </Card>
  );
}
