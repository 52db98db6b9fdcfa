import { Anchor, Card, Group as Row, Stack, Text, Title } from '@mantine/core';
import type { Group } from '@pokered/core/schemas/groups';
import { useId } from 'react';
import { Link } from 'react-router';
import { CountryFlag } from '../../components/CountryFlag';
import { RacerLink } from '../../components/RacerLink';
import { ResultList } from '../../components/ResultList';
import colorClasses from '../../components/bracketColors.module.css';
import { bracketStyle } from '../../components/bracketStyle';
import { cx } from '../../lib/cx';
import classes from './GroupCard.module.css';
import { paths } from '../../urls';
import { GroupRaceStatus } from './GroupRaceStatus';

export interface GroupCardProps {
  group: Group;
  /** Ids of the group's Pickems favourite(s). */
  favorites: ReadonlySet<string>;
  showRound: boolean;
}

/**
 * One group: number, bracket, whether its race is scheduled, its members (favourites in green) and, once its race
 * is recorded, the placing with a link to the race (rules §19).
 */
export function GroupCard({ group, favorites, showRound }: GroupCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {showRound ? `${group.round} · ` : ''}Group {group.groupNumber}
        </Title>
        {group.bracket ? (
          <Text size="sm">
            Bracket:{' '}
            <Text span size="sm" fw={600} className={colorClasses.colored} style={bracketStyle(group.bracket)}>
              {group.bracket}
            </Text>
          </Text>
        ) : null}
        <GroupRaceStatus group={group} />
        <Stack gap={4} component="ul" className={classes.members}>
          {group.members.map((member) => {
            const favorite = favorites.has(member._id);
            return (
              <li key={member._id}>
                <Row
                  gap={6}
                  wrap="nowrap"
                  component="span"
                  className={cx(favorite && classes.favorite)}
                  title={favorite ? 'Pickems favourite' : undefined}
                  display="inline-flex"
                >
                  <CountryFlag code={member.country} />
                  <RacerLink
                    discordUsername={member.discordUsername}
                    displayName={member.displayName}
                    bracket={member.currentBracket}
                  />
                  {favorite ? (
                    <span className={classes.marker}>
                      ★<span className="visually-hidden"> Pickems favourite</span>
                    </span>
                  ) : null}
                </Row>
              </li>
            );
          })}
        </Stack>
        {group.placing && group.placing.length > 0 && group.raceId ? (
          <Stack gap={4}>
            <Row justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                Placing
              </Text>
              <Anchor component={Link} to={paths.races.detail(group.raceId)} size="sm">
                Race details<span className="visually-hidden"> of group {group.groupNumber}</span>
              </Anchor>
            </Row>
            <ResultList results={group.placing} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
