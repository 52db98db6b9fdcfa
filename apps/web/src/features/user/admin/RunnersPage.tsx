import { Anchor, Badge, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStandings } from '../../../api/standings';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { WithdrawalButton } from '../../../components/WithdrawalButton';
import { paths } from '../../../urls';
import { AddLastSeasonRunners } from './AddLastSeasonRunners';
import { DoneNotice } from '../../../components/DoneNotice';

export const RUNNERS_LOAD_ERROR = 'Error fetching runners.';
export const NO_RUNNERS = 'No runners available';

/**
 * /admin/runners: every runner with their bracket and whether they are withdrawn, to withdraw or reinstate them
 * (rules §8), or open their Edit User form (rules §25). The standings carry all of it (`withdrawn`), so the list is
 * theirs, by display name.
 */
export default function RunnersPage() {
  const standings = useStandings();
  const [search, setSearch] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const needle = search.trim().toLowerCase();
  const rows = [...(standings.data?.standings ?? [])]
    .filter(
      (row) =>
        needle === '' ||
        row.displayName.toLowerCase().includes(needle) ||
        row.discordUsername.toLowerCase().includes(needle),
    )
    .sort((a, b) => a.displayName.localeCompare(b.displayName));

  return (
    <Page title="Runners" headingLevel={2}>
      <Text size="sm">
        Withdraw a runner who leaves the tournament: they keep their results and points, are listed as Withdrawn in the
        standings, are never drawn into a group and leave their bracket at the next round end. Reinstate undoes it.
      </Text>
      <AddLastSeasonRunners onDone={setDone} />
      <TextInput
        label="Find a runner"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={320}
        autoComplete="off"
      />
      <DoneNotice message={done} onClose={() => setDone(null)} />
      {standings.isError ? (
        <ServerErrorAlert title={RUNNERS_LOAD_ERROR} error={standings.error} onRetry={() => void standings.refetch()} />
      ) : null}
      {standings.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the runners">
          <Skeleton height={32} />
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : null}
      {standings.data && standings.data.standings.length === 0 ? <Text>{NO_RUNNERS}</Text> : null}
      {standings.data && standings.data.standings.length > 0 && rows.length === 0 ? (
        <Text>No runner matches “{search.trim()}”.</Text>
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table withRowBorders verticalSpacing="xs">
            <caption className="visually-hidden">Runners, by display name</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Runner</Table.Th>
                <Table.Th scope="col">Bracket</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Action</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Th scope="row" fw={600}>
                    {row.displayName}
                    <Text size="xs" c="dimmed" component="span" display="block">
                      @{row.discordUsername}
                    </Text>
                  </Table.Th>
                  <Table.Td>{row.currentBracket ?? 'None'}</Table.Td>
                  <Table.Td>{row.withdrawn ? <Badge variant="default">Withdrawn</Badge> : 'Active'}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={paths.admin.editUser(row.discordUsername)}
                        size="sm"
                        aria-label={`Edit ${row.displayName}`}
                      >
                        Edit
                      </Anchor>
                      <WithdrawalButton
                        runner={row}
                        action={row.withdrawn ? 'reinstate' : 'withdraw'}
                        onDone={setDone}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Page>
  );
}
