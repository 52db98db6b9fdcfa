import { Alert, Text } from '@mantine/core';
import type { SubmitRaceRequest } from '@pokered/core/schemas/races';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/http';
import { useCurrentGroup } from '../../api/groupsCurrent';
import { useSubmitRace } from '../../api/racesSubmit';
import { useAuth } from '../../auth/useAuth';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { BookedRace } from './components/BookedRace';
import { SubmitRaceForm } from './components/SubmitRaceForm';
import { SUBMIT_ERROR } from './messages';

/** rules §20: after a successful submission the message shows for 2 s, then the upcoming races. */
export const REDIRECT_AFTER_SUBMIT_MS = 2000;

/**
 * /races/submit (runners): schedule the race of the runner's group for the current round, or, once it has one,
 * see that race and move it (rules §6).
 */
export default function SubmitRacePage() {
  const { user, isAdmin } = useAuth();
  const group = useCurrentGroup();
  const submitRace = useSubmitRace();
  const navigate = useNavigate();
  const succeeded = submitRace.isSuccess;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(paths.races.upcoming), REDIRECT_AFTER_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const submit = (body: SubmitRaceRequest) => submitRace.mutate(body);

  let content;
  if (succeeded) {
    content = (
      <Alert color="green" variant="light" role="status">
        {submitRace.data.message}
      </Alert>
    );
  } else if (!user || group.isPending) {
    content = <LoadingSkeletons label="Loading your group" count={1} height={320} />;
  } else if (group.isError) {
    content = <ServerErrorAlert title={SUBMIT_ERROR} error={group.error} onRetry={() => void group.refetch()} />;
  } else if (group.data === null) {
    content = (
      <Text>You are not in a group for the current round yet. Contact @organizers on Discord if this is wrong.</Text>
    );
  } else if (group.data.raceId !== null) {
    // rules §6: one active race per group; the group moves it instead of submitting another.
    content = <BookedRace raceId={group.data.raceId} caller={{ _id: user._id, isAdmin }} />;
  } else {
    content = (
      <SubmitRaceForm
        group={group.data}
        caller={user}
        onSubmit={submit}
        locked={submitRace.isPending}
        pending={submitRace.isPending}
      />
    );
  }

  return (
    <Page title="Submit a Race">
      <Text>Schedule your group&apos;s race for this round. Times are in your own time zone.</Text>
      {content}
      {submitRace.isError ? <SubmitFailure error={submitRace.error} /> : null}
    </Page>
  );
}

/** A refusal the runner can act on (409 already scheduled, 400 bad input) in the server's words; else the generic sentence. */
function SubmitFailure({ error }: { error: unknown }) {
  if (isApiError(error) && (error.status === 409 || error.status === 400)) {
    return <ServerErrorAlert title={error.message} />;
  }
  return <ServerErrorAlert title={SUBMIT_ERROR} error={error} />;
}
