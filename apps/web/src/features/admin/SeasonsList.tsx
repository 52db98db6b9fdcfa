import { Alert, Button, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatTime } from '@pokered/core/time';
import { useRef, useState } from 'react';
import { useSeasons, useStartSeason, type SeasonSummary } from '../../api/seasons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TableScroll } from '../../components/TableScroll';

export const SEASONS_LOAD_ERROR = 'Error loading the seasons.';
export const START_ERROR = 'Error starting the season.';

const STATUS_WORDS: Record<SeasonSummary['status'], string> = {
  upcoming: 'Upcoming',
  running: 'Running',
  completed: 'Completed',
};

/** Every season with its status and headline figures (rules §34); it scrolls sideways, by keyboard too, at 360 px. */
function SeasonsTable({ seasons }: { seasons: readonly SeasonSummary[] }) {
  return (
    <TableScroll label="Seasons table">
      <Table withRowBorders verticalSpacing="xs">
        <caption className="visually-hidden">Seasons, newest first</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Season</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Champion</Table.Th>
            <Table.Th scope="col">Runners</Table.Th>
            <Table.Th scope="col">Races</Table.Th>
            <Table.Th scope="col">Best time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {seasons.map((season) => (
            <Table.Tr key={season.year}>
              <Table.Th scope="row">
                {season.year}
                {season.current ? (
                  <Text size="xs" c="dimmed" component="span" display="block">
                    Current season
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>{STATUS_WORDS[season.status]}</Table.Td>
              <Table.Td>{season.champion?.displayName ?? '—'}</Table.Td>
              <Table.Td>{season.runners}</Table.Td>
              <Table.Td>{season.races}</Table.Td>
              <Table.Td>{season.bestTimeMs === null ? '—' : formatTime(season.bestTimeMs)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** 'Start the {year} season', once the current season is completed, behind a confirmation (rules §22, §34). */
function StartNextSeason({ current }: { current: SeasonSummary }) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const start = useStartSeason();
  const next = current.year + 1;
  if (done) {
    return (
      <Alert color="green" variant="light" role="status">
        {done}
      </Alert>
    );
  }
  if (current.status !== 'completed') {
    return (
      <Text size="sm">
        The {current.year} season is {STATUS_WORDS[current.status].toLowerCase()}: the {next} season can start once its
        Final has ended.
      </Text>
    );
  }
  const close = () => {
    setConfirming(false);
    start.reset();
  };
  const send = () =>
    start.mutate(next, {
      onSuccess: (answer) => {
        setConfirming(false);
        setDone(answer.message);
      },
    });
  return (
    <>
      <Button ref={opener} onClick={() => setConfirming(true)} maw={320}>
        Start the {next} season
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        title={`Start the ${String(next)} season?`}
        confirmLabel={`Start the ${String(next)} season`}
        keepLabel="Not yet"
        onConfirm={send}
        destructive={false}
        pending={start.isPending}
        failure={start.isError ? { title: START_ERROR, error: start.error, onRetry: send } : null}
        returnFocusTo={opener}
      >
        {`The ${String(current.year)} season stays as it ended, read-only. The ${String(next)} season opens in Round 1 with no runners: add them from Admin → Runners. The site's pages show the new season at once.`}
      </ConfirmDialog>
    </>
  );
}

/** Admin → Seasons, the list: every year, and the next season's start (rules §34). */
export function SeasonsList() {
  const seasons = useSeasons();
  const current = seasons.data?.find((season) => season.current);
  return (
    <Stack gap="sm">
      <Title order={3}>Every season</Title>
      {seasons.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading the seasons">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : seasons.isError ? (
        <ServerErrorAlert title={SEASONS_LOAD_ERROR} error={seasons.error} onRetry={() => void seasons.refetch()} />
      ) : (
        <>
          <SeasonsTable seasons={seasons.data} />
          {current ? <StartNextSeason current={current} /> : null}
        </>
      )}
    </Stack>
  );
}
