import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMyPickems } from '../../api/pickemsMine';
import { useSubmitOneOffPicks } from '../../api/pickemsSubmitOneOff';
import { useRunners } from '../../api/runners';
import { useTournamentRound } from '../../api/tournamentRound';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { hardNavigate } from '../../lib/browser';
import { paths } from '../../urls';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { oneOffAvailability } from './oneOffAvailability';
import { OneOffForm } from './OneOffForm';
import { ONE_OFF_ERROR, ONE_OFF_SUCCESS, PICKEMS_DATA_ERROR, RUNNERS_ERROR } from './pickemsMessages';

/** rules §20: after a one-off submission the page moves to Your Picks and reloads after 1 s. */
const RELOAD_DELAY_MS = 1_000;

const TITLE = 'Your Tournament Picks';

/** /pickems/first-visit: the one-off picks (top 27, top 9, winner, best time), once, during Round 1. */
export default function FirstVisitPage() {
  const round = useTournamentRound();
  const mine = useMyPickems();
  const runners = useRunners();
  const submit = useSubmitOneOffPicks();

  useEffect(() => {
    if (!submit.isSuccess) return;
    // A full load, as the spec asks: every cached Pickems answer is fetched again.
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
        <ServerErrorAlert
          title={PICKEMS_DATA_ERROR}
          error={mine.error ?? round.error}
          onRetry={() => {
            if (mine.isError) void mine.refetch();
            if (round.isError) void round.refetch();
          }}
          retrying={mine.isFetching || round.isFetching}
        />
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

  return (
    <Page title={TITLE} headingLevel={2}>
      <Text>
        Pick the 27 runners you expect in the playoffs, the 9 who reach the Semifinals, the overall winner and who sets
        the best tournament time, and guess that time. These picks are made once, during Round 1.
      </Text>
      {runners.isError ? (
        <ServerErrorAlert
          title={RUNNERS_ERROR}
          error={runners.error}
          onRetry={() => void runners.refetch()}
          retrying={runners.isFetching}
        />
      ) : null}
      <OneOffForm
        runners={runners.data ?? []}
        onSubmit={(body) => submit.mutate(body)}
        onEdit={() => {
          if (submit.isError) submit.reset();
        }}
        pending={submit.isPending}
        locked={submit.isSuccess}
      >
        {submit.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {ONE_OFF_SUCCESS}
          </Alert>
        ) : null}
        {submit.isError ? <ServerErrorAlert title={ONE_OFF_ERROR} error={submit.error} /> : null}
      </OneOffForm>
    </Page>
  );
}
