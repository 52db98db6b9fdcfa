import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentEntrants } from '../../api/currentEntrants';
import { CountryFlag } from '../../components/CountryFlag';
import {
  ENTRY_STATUS_COLOR,
  ENTRY_STATUS_LABEL,
  SEED_SOURCE_LABEL,
  STATUS_BADGE_STYLE,
} from '../../components/entryStatus';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TableScroll } from '../../components/TableScroll';
import { paths } from '../../urls';
import { orderEntrants, statusCounts } from './entrantsView';

export const ENTRANTS_ERROR = 'Error loading the entrants. Please try again later.';

const sourceOf = (source: keyof typeof SEED_SOURCE_LABEL | null) =>
  source ? SEED_SOURCE_LABEL[source] : 'Not seeded yet';

/**
 * /entrants (public, server-rendered; issue 27): the current season's entrants with their flag, status, and their
 * published seed and its source (rules §39), each in words.
 */
export default function EntrantsPage() {
  const entrants = useCurrentEntrants();
  const title = entrants.data ? `${String(entrants.data.year)} entrants` : 'Entrants';
  let body;
  if (entrants.isPending) {
    body = <LoadingSkeletons label="Loading the entrants" count={3} height={48} />;
  } else if (entrants.isError) {
    body = (
      <ServerErrorAlert
        title={ENTRANTS_ERROR}
        error={entrants.error}
        onRetry={() => void entrants.refetch()}
        retrying={entrants.isFetching}
      />
    );
  } else if (entrants.data.entrants.length === 0) {
    body = <Text>Nobody has entered yet.</Text>;
  } else {
    const rows = orderEntrants(entrants.data.entrants);
    const seeded = rows.some((row) => row.seedSource !== null);
    body = (
      <>
        <Text>
          {statusCounts(rows)
            .map(({ status, count }) => `${String(count)} ${ENTRY_STATUS_LABEL[status].toLowerCase()}`)
            .join(' · ')}
          .{' '}
          {seeded
            ? 'Seeds come from last season’s rank, else the racetime.gg leaderboard, else a claimed personal best.'
            : 'Seeds are published before the Round 1 draw.'}
        </Text>
        <TableScroll label="Entrants">
          <Table striped verticalSpacing="xs" miw={300}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Seed</Table.Th>
                <Table.Th scope="col">Runner</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                {/* Below 'sm' the source is the runner cell's second line: a 360 px screen shows every figure without
                    scrolling sideways. */}
                <Table.Th scope="col" visibleFrom="sm">
                  Seed source
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>{row.seed ?? '–'}</Table.Td>
                  <Table.Td>
                    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                      <CountryFlag code={row.country} />
                      <Anchor component={Link} to={paths.user.byUsername(row.discordUsername)}>
                        {row.displayName}
                      </Anchor>
                    </span>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {`Seed source: ${sourceOf(row.seedSource)}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={ENTRY_STATUS_COLOR[row.status]} size="md" style={STATUS_BADGE_STYLE}>
                      {ENTRY_STATUS_LABEL[row.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{sourceOf(row.seedSource)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </>
    );
  }
  return (
    <Page title={title} documentTitle="Entrants">
      {body}
    </Page>
  );
}
