import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useEffect, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { useMyPickems } from '../../api/pickemsMine';
import { useSubmitOneOffPicks } from '../../api/pickemsSubmitOneOff';
import { useRunners } from '../../api/runners';
import { useTournamentRound } from '../../api/tournamentRound';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { hardNavigate } from '../../lib/browser';
import { paths } from '../../urls';
import { LoadingSkeletons } from '../races/components/LoadingSkeletons';
import { BestTimeFields } from './BestTimeFields';
import { oneOffAvailability } from './oneOffAvailability';
import { ONE_OFF_ERROR, ONE_OFF_SUCCESS, PICKEMS_DATA_ERROR, RUNNERS_ERROR } from './pickemsMessages';
import { checkOneOff, emptyOneOff, setBestTimeField, setSlot, type OneOffValues } from './oneOffForm';
import { RunnerSelect } from './RunnerSelect';
import { RunnerSlots } from './RunnerSlots';

/** Spec §9: after a one-off submission the page moves to Your Picks and reloads after 1 s. */
const RELOAD_DELAY_MS = 1_000;

const TITLE = 'Your Tournament Picks';

/** /pickems/first-visit: the one-off picks (top 27, top 9, winner, best time), once, during Round 1. */
export default function FirstVisitPage() {
  const round = useTournamentRound();
  const mine = useMyPickems();
  const runners = useRunners();
  const submit = useSubmitOneOffPicks();
  const [values, setValues] = useState<OneOffValues>(emptyOneOff);
  const check = checkOneOff(values);

  useEffect(() => {
    if (!submit.isSuccess) return;
    const timer = window.setTimeout(() => hardNavigate(paths.pickems.picks), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [submit.isSuccess]);

  if (round.isPending || mine.isPending || runners.isPending) {
    return (
      <Page title={TITLE} headingLevel={2}>
        <LoadingSkeletons label="Loading the picks form" count={4} height={56} />
      </Page>
    );
  }
  if (mine.isError || round.isError) {
    return (
      <Page title={TITLE} headingLevel={2}>
        <ServerErrorAlert title={PICKEMS_DATA_ERROR} error={mine.error ?? round.error} />
      </Page>
    );
  }

  const availability = submit.isSuccess ? 'open' : oneOffAvailability(round.data, mine.data);
  if (availability !== 'open') {
    return (
      <Page title={TITLE} headingLevel={2}>
        <Text>
          {availability === 'submitted'
            ? 'You have already made your tournament picks. They cannot be changed.'
            : 'Tournament picks can only be made during Round 1.'}{' '}
          <Anchor component={Link} to={paths.pickems.picks}>
            See your picks
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={paths.pickems.submit}>
            pick this round's race winners
          </Anchor>
          .
        </Text>
      </Page>
    );
  }

  const list = runners.data ?? [];
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.ok) submit.mutate(check.body);
  };
  const update = (next: (current: OneOffValues) => OneOffValues) => {
    setValues(next);
    submit.reset();
  };

  return (
    <Page title={TITLE} headingLevel={2}>
      <Text>
        Pick the 27 runners you expect in the playoffs, the 9 who reach the Semifinals, the overall winner and who
        sets the best tournament time, and guess that time. These picks are made once, during Round 1.
      </Text>
      {runners.isError ? <ServerErrorAlert title={RUNNERS_ERROR} error={runners.error} /> : null}
      <form onSubmit={send} noValidate aria-label="Tournament picks">
        <Stack gap="lg">
          <RunnerSlots
            legend="Top 27"
            description="10 points for each runner who qualifies for the playoffs."
            slots={values.selectedRunners}
            runners={list}
            onChange={(index, id) => update((current) => setSlot(current, 'selectedRunners', index, id))}
          />
          <RunnerSlots
            legend="Top 9"
            description="20 points for each runner who reaches the Semifinals."
            slots={values.ultraSelectedRunners}
            runners={list}
            onChange={(index, id) => update((current) => setSlot(current, 'ultraSelectedRunners', index, id))}
          />
          <Stack gap="sm" maw={480}>
            <RunnerSelect
              label="Overall winner (100 points)"
              runners={list}
              value={values.selectedWinner}
              onChange={(id) => update((current) => ({ ...current, selectedWinner: id }))}
            />
            <RunnerSelect
              label="Best tournament time runner (50 points)"
              runners={list}
              value={values.selectedBestTimeRunner}
              onChange={(id) => update((current) => ({ ...current, selectedBestTimeRunner: id }))}
            />
          </Stack>
          <BestTimeFields
            value={values.bestTime}
            onChange={(field, raw) => update((current) => setBestTimeField(current, field, raw))}
          />
          {!check.ok ? (
            <div aria-live="polite">
              <Text size="sm" fw={600}>
                Still needed before you can submit:
              </Text>
              <List size="sm">
                {check.problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <Button type="submit" disabled={!check.ok || submit.isSuccess} loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
            Submit Pickems
          </Button>
          {submit.isSuccess ? (
            <Alert color="green" variant="light" role="status">
              {ONE_OFF_SUCCESS}
            </Alert>
          ) : null}
          {submit.isError ? <ServerErrorAlert title={ONE_OFF_ERROR} error={submit.error} /> : null}
        </Stack>
      </form>
    </Page>
  );
}
