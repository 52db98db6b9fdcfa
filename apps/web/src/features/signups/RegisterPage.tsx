import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@pokered/core/dateTime';
import type { SignupState } from '@pokered/core/schemas/signups';
import { Link } from 'react-router';
import { useSignup } from '../../api/signup';
import { EntryStatusCard } from '../../components/EntryStatusCard';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useDateTimeStyle } from '../../lib/useDateTimeStyle';
import { paths } from '../../urls';
import { Checklist } from './Checklist';
import { RegisterForm } from './RegisterForm';

export const SIGNUP_ERROR = 'Error loading the sign-ups. Please try again later.';

/** The window and the places left, in words (rules §38). */
function WindowText({ signup }: { signup: SignupState }) {
  const style = useDateTimeStyle();
  const when = (at: number) => formatDateTime(at, style);
  let window: string;
  if (signup.phase === 'open') {
    window =
      signup.signupsCloseAt === null ? 'Sign-ups are open.' : `Sign-ups are open until ${when(signup.signupsCloseAt)}.`;
  } else if (signup.phase === 'not-open') {
    window =
      signup.signupsOpenAt === null
        ? 'Sign-ups are not open yet: the organisers will announce when they open.'
        : `Sign-ups open ${when(signup.signupsOpenAt)}.`;
  } else {
    window = 'Sign-ups are closed.';
  }
  const places = signup.signupCap === null ? '' : ` of ${String(signup.signupCap)} places`;
  const waitlist = signup.waitlisted > 0 ? `, ${String(signup.waitlisted)} on the waitlist` : '';
  return (
    <Text>
      {window} {String(signup.registered)} registered{places}
      {waitlist}.
      {signup.signupCap !== null ? ' Past the cap, new entries join the waitlist in the order they arrive.' : ''}
    </Text>
  );
}

/**
 * /register (logged in; issue 27, rules §38): the season's sign-up window, then either the caller's entry (status
 * card with check-in, withdraw and the rules asked again) or what entering needs and the runner's answers.
 */
export default function RegisterPage() {
  const signup = useSignup();
  let body;
  if (signup.isPending) {
    body = <LoadingSkeletons label="Loading the sign-ups" count={2} height={140} />;
  } else if (signup.isError) {
    body = (
      <ServerErrorAlert
        title={SIGNUP_ERROR}
        error={signup.error}
        onRetry={() => void signup.refetch()}
        retrying={signup.isFetching}
      />
    );
  } else {
    const state = signup.data;
    const checklist = state.checklist ?? [];
    // rules §38: a runner who withdrew may enter again while the window is open (at the back of the queue), so the
    // form comes back below their status card; any other entry is final for the runner.
    const canEnter = state.phase === 'open' && (state.entry === null || state.entry.status === 'withdrawn');
    body = (
      <Stack gap="lg">
        <WindowText signup={state} />
        {state.entry ? <EntryStatusCard signup={state} entry={state.entry} headingOrder={2} /> : null}
        {canEnter ? (
          <>
            <Checklist items={checklist} />
            <RegisterForm
              year={state.year}
              rulesVersion={state.rulesVersion}
              blocked={checklist.some((item) => !item.met)}
            />
          </>
        ) : null}
        {!state.entry && !canEnter ? (
          <Alert variant="light" color="gray" title="You are not entered">
            You can enter while sign-ups are open.
          </Alert>
        ) : null}
        <Text size="sm">
          See who has entered on the{' '}
          <Anchor component={Link} to={paths.entrants}>
            entrants list
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }
  return (
    <Page title={signup.data ? `Register for ${String(signup.data.year)}` : 'Register'} documentTitle="Register">
      {body}
    </Page>
  );
}
