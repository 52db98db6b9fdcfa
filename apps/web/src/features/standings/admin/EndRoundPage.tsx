import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useGroupCount } from '../../../api/groupsCount';
import { isApiError } from '../../../api/http';
import { useEndRound } from '../../../api/tournamentEndRound';
import { useTournamentRound } from '../../../api/tournamentRound';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { canEndRound } from './endRound';

export const EXPECTED_LOAD_ERROR = 'Error fetching total races expected';
export const ROUND_INFO_LOAD_ERROR = 'Error fetching tournament info';
export const END_ROUND_ERROR = 'Error ending round';
export const CANNOT_END_ROUND = 'Cannot end round: not all races are completed.';

/** The server's `{error}` when it sent one, else 'Error ending round'. */
function endRoundError(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.body !== undefined ? error.message : END_ROUND_ERROR;
}

function Figure({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="xl" fw={700} component="dd" m={0}>
        {value ?? <Skeleton height={28} width={60} component="span" display="inline-block" />}
      </Text>
    </Card>
  );
}

/** /admin/round/end: the current round's progress and the End Round button. */
export default function EndRoundPage() {
  const round = useTournamentRound();
  const expected = useGroupCount();
  const endRound = useEndRound();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState(false);

  const info = round.data;
  const finished = info?.completed === true;
  const allowed =
    info !== undefined && expected.data !== undefined && !finished && canEndRound(info.completedRaces, expected.data);

  const start = () => {
    endRound.reset();
    if (!allowed) {
      // Refused here too, should the button be reached while the figures say no.
      setRefused(true);
      return;
    }
    setRefused(false);
    setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    endRound.mutate();
  };

  return (
    <Page title="End Current Round" headingLevel={2}>
      {round.isError ? <ServerErrorAlert title={ROUND_INFO_LOAD_ERROR} error={round.error} /> : null}
      {expected.isError ? <ServerErrorAlert title={EXPECTED_LOAD_ERROR} error={expected.error} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        <Figure
          label="Current Round"
          value={round.isError ? '–' : info ? (finished ? 'Tournament completed' : info.currentRound) : undefined}
        />
        <Figure label="Total Races Expected" value={expected.isError ? '–' : expected.data} />
        <Figure label="Total Races Awaiting Results" value={round.isError ? '–' : info?.awaitingResults} />
        <Figure label="Total Races Completed" value={round.isError ? '–' : info?.completedRaces} />
      </SimpleGrid>
      <Stack gap="xs" align="flex-start">
        {confirming ? (
          <Alert color="yellow" variant="light" role="alert" title={`End ${info?.currentRound ?? 'the round'}?`}>
            <Stack gap="xs">
              <Text size="sm">Brackets move and the next round starts. This cannot be undone.</Text>
              <Group gap="xs">
                <Button color="red" onClick={confirm}>
                  Yes, end the round
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Keep playing
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Button onClick={start} disabled={!allowed} loading={endRound.isPending}>
            End Round
          </Button>
        )}
        {refused || (info && expected.data !== undefined && !finished && !allowed) ? (
          <Text size="sm" role={refused ? 'alert' : undefined}>
            {CANNOT_END_ROUND}
          </Text>
        ) : null}
        {finished ? <Text size="sm">The Final has ended: the tournament is completed.</Text> : null}
        {endRound.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {endRound.data.message}
          </Alert>
        ) : null}
        {endRound.isError ? <ServerErrorAlert title={endRoundError(endRound.error)} /> : null}
      </Stack>
    </Page>
  );
}
