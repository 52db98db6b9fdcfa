import { Button, Card, Text, Title } from '@mantine/core';
import type { HomePicks } from '@pokered/core/schemas/home';
import { Link } from 'react-router';
import { formatDateTime } from '@pokered/core/dateTime';
import { useDateTimeStyle } from '../../lib/useDateTimeStyle';
import { paths } from '../../urls';
import { picksHeadline } from './homeView';

/** rules §10, §19: whether the round's picks are open and until when, with the way to them. */
export function PicksCard({ picks, zone }: { picks: HomePicks; zone: string }) {
  const style = useDateTimeStyle();
  const closesAt = picks.closesAt === null ? null : formatDateTime(picks.closesAt, style);
  const open = picks.state === 'open';

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-picks-heading">
      <Title order={3} size="h4" id="home-picks-heading" mb="xs">
        Pickems
      </Title>
      <Text fw={600}>{picksHeadline(picks, closesAt)}</Text>
      {open && closesAt !== null ? (
        <Text size="sm" c="dimmed">
          ({zone}) The next race starts then: its group closes, the others stay open until their own race starts.
        </Text>
      ) : null}
      {open ? (
        <Text size="sm">
          {picks.openGroups} {picks.openGroups === 1 ? 'group' : 'groups'} to pick.
        </Text>
      ) : null}
      <Button
        component={Link}
        to={open ? paths.pickems.submit : paths.pickems.picks}
        variant={open ? 'filled' : 'light'}
        mt="sm"
      >
        {open ? 'Submit Round Picks' : 'Your Picks'}
      </Button>
    </Card>
  );
}
