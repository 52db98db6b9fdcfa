import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { roundEndBlockers } from '@pokered/core/roundChecklist';
import { isSwissRound } from '@pokered/core/rounds';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useGroupCount } from '../../../api/groupsCount';
import { isApiError } from '../../../api/http';
import { useRoundChecklist, type RoundChecklist } from '../../../api/roundChecklist';
import { useEndRound } from '../../../api/tournamentEndRound';
import { useTournamentRound } from '../../../api/tournamentRound';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { paths } from '../../../urls';
import { ChecklistGroups } from './ChecklistGroups';
import { STATE_LABELS } from './checklistStates';
import { UngroupedRunners } from './UngroupedRunners';

export const EXPECTED_LOAD_ERROR = 'Error fetching total races expected';
export const ROUND_INFO_LOAD_ERROR = 'Error fetching tournament info';
export const CHECKLIST_LOAD_ERROR = 'Error fetching the round checklist';
export const END_ROUND_ERROR = 'Error ending round';

/** The server's `{error}` when it sent one, else 'Error ending round'. */
function endRoundError(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.body !== undefined ? error.message : END_ROUND_ERROR;
}

const namesOf = (runners: readonly { displayName: string }[]) => runners.map((runner) => runner.displayName).join(', ');

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

/** A failed load: the page's sentence and a Retry. */
function LoadError({ title, error, retry }: { title: string; error: unknown; retry: () => unknown }) {
  return <ServerErrorAlert title={title} error={error} onRetry={() => void retry()} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

/**
 * What still keeps the round from ending, in the server's order (rules §8), the unfinished groups named; in a
 * playoff round, the ungrouped runners the admin has not yet confirmed out.
 */
function Blockers({ checklist, unconfirmed }: { checklist: RoundChecklist; unconfirmed: boolean }) {
  const { groups, ungroupedRunners } = checklist;
  const unfinished = groups.filter((group) => group.state !== 'completed');
  const blockers = roundEndBlockers({
    round: checklist.currentRound,
    groupCount: groups.length,
    completedGroupCount: groups.length - unfinished.length,
    ungrouped: ungroupedRunners,
  });
  const items = blockers.map((sentence, index) => (
    <List.Item key={sentence}>
      <Text size="sm">{sentence}</Text>
      {index === 0 && groups.length > 0 && unfinished.length > 0 ? (
        <Text size="xs" c="dimmed">
          Still to finish:{' '}
          {unfinished.map((group) => `group ${String(group.groupNumber)} (${STATE_LABELS[group.state]})`).join(', ')}
        </Text>
      ) : null}
    </List.Item>
  ));
  if (unconfirmed) {
    items.push(
      <List.Item key="confirm">
        <Text size="sm">Confirm below that {namesOf(ungroupedRunners)} may go out of the playoffs.</Text>
      </List.Item>,
    );
  }
  if (items.length === 0 && !checklist.canEnd) {
    items.push(
      <List.Item key="server">
        <Text size="sm">The server does not allow ending the round yet: reload the checklist.</Text>
      </List.Item>,
    );
  }
  if (items.length === 0) return <Text size="sm">Nothing: the round can end.</Text>;
  return (
    <List size="sm" spacing="xs" aria-label="What still blocks the end">
      {items}
    </List>
  );
}

/** /admin/round/end: the round control centre: its figures, every group's state, what blocks the end, End Round. */
export default function EndRoundPage() {
  const round = useTournamentRound();
  const expected = useGroupCount();
  const checklistQuery = useRoundChecklist();
  const endRound = useEndRound();
  const [confirming, setConfirming] = useState(false);
  // The names the admin confirmed out: a change of the list (someone grouped or withdrawn) asks again.
  const [confirmedOut, setConfirmedOut] = useState<string | null>(null);

  const info = round.data;
  const finished = info?.completed === true;
  const checklist = checklistQuery.data;
  const playoffUngrouped =
    checklist && !isSwissRound(checklist.currentRound) && !finished ? checklist.ungroupedRunners : [];
  const ungroupedKey = namesOf(playoffUngrouped);
  const unconfirmed = playoffUngrouped.length > 0 && confirmedOut !== ungroupedKey;
  const allowed = checklist !== undefined && checklist.canEnd && !finished && !unconfirmed;

  const confirm = () => {
    setConfirming(false);
    endRound.mutate(undefined, { onSuccess: () => setConfirmedOut(null) });
  };

  const endControls = (
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
        <Button
          onClick={() => {
            endRound.reset();
            setConfirming(true);
          }}
          disabled={!allowed}
          loading={endRound.isPending}
        >
          End Round
        </Button>
      )}
      {finished ? <Text size="sm">The Final has ended: the tournament is completed.</Text> : null}
      {endRound.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {endRound.data.message}
        </Alert>
      ) : null}
      {endRound.isError ? <ServerErrorAlert title={endRoundError(endRound.error)} /> : null}
    </Stack>
  );

  return (
    <Page title="End Current Round" headingLevel={2}>
      {round.isError ? <LoadError title={ROUND_INFO_LOAD_ERROR} error={round.error} retry={round.refetch} /> : null}
      {expected.isError ? (
        <LoadError title={EXPECTED_LOAD_ERROR} error={expected.error} retry={expected.refetch} />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        <Figure
          label="Current Round"
          value={round.isError ? '–' : info ? (finished ? 'Tournament completed' : info.currentRound) : undefined}
        />
        <Figure label="Total Races Expected" value={expected.isError ? '–' : expected.data} />
        <Figure label="Total Races Awaiting Results" value={round.isError ? '–' : info?.awaitingResults} />
        <Figure label="Total Races Completed" value={round.isError ? '–' : info?.completedRaces} />
      </SimpleGrid>

      {checklistQuery.isError ? (
        <LoadError title={CHECKLIST_LOAD_ERROR} error={checklistQuery.error} retry={checklistQuery.refetch} />
      ) : null}
      {checklistQuery.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the round checklist">
          <Skeleton height={24} width="40%" />
          <Skeleton height={96} />
        </Stack>
      ) : null}

      {!checklist || finished ? endControls : null}
      {checklist && !finished ? (
        <>
          <Section id="end-blockers" title="What still blocks the end">
            <Blockers checklist={checklist} unconfirmed={unconfirmed} />
            {playoffUngrouped.length > 0 ? (
              <Checkbox
                checked={!unconfirmed}
                onChange={(event) => setConfirmedOut(event.currentTarget.checked ? ungroupedKey : null)}
                label={`I confirm ${ungroupedKey} ${playoffUngrouped.length === 1 ? 'is' : 'are'} out of the playoffs`}
              />
            ) : null}
          </Section>
          {endControls}
          <Section id="round-groups" title={`Groups of ${checklist.currentRound}`}>
            {checklist.groups.length === 0 ? (
              <Text size="sm">
                No groups have been created for this round yet.{' '}
                <Anchor component={Link} to={paths.admin.drawGroups}>
                  Draw the round
                </Anchor>{' '}
                or{' '}
                <Anchor component={Link} to={paths.admin.createGroups}>
                  Create Groups
                </Anchor>{' '}
                one by one.
              </Text>
            ) : (
              <ChecklistGroups groups={checklist.groups} />
            )}
          </Section>
          <Section id="ungrouped-runners" title="Runners in no group">
            <UngroupedRunners runners={checklist.ungroupedRunners} swiss={isSwissRound(checklist.currentRound)} />
          </Section>
        </>
      ) : null}
    </Page>
  );
}
