import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pokered/core/dateTime';
import type { OwnEntry, SignupState } from '@pokered/core/schemas/signups';
import { formatTime } from '@pokered/core/time';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMyEntry, type MyEntryAction } from '../api/myEntry';
import { useDateTimeStyle } from '../lib/useDateTimeStyle';
import { paths } from '../urls';
import { ConfirmDialog } from './ConfirmDialog';
import {
  ACTION_ERROR,
  ENTRY_STATUS_COLOR,
  entryStatusText,
  RESTREAM_CONSENT_LABEL,
  STATUS_BADGE_STYLE,
} from './entryStatus';
import { ServerErrorAlert } from './ServerErrorAlert';

/** What the status means for the runner, and what comes next (rules §38). */
function statusSentence(entry: OwnEntry, signup: SignupState, when: (at: number) => string): string {
  switch (entry.status) {
    case 'registered':
      if (signup.checkInOpen) return 'You are registered. Check-in is open: check in to be drawn into Round 1.';
      return signup.checkInOpensAt === null
        ? 'You are registered. Check-in before Round 1 opens later: the organisers will announce it.'
        : `You are registered. Check-in opens ${when(signup.checkInOpensAt)}: check in then to be drawn into Round 1.`;
    case 'waitlisted':
      return `You are number ${String(entry.position ?? '?')} on the waitlist. When a place frees up the first waitlisted runner moves up, and is told here and in the announcements channel.`;
    case 'checked-in':
      return 'You are checked in: you will be drawn into Round 1.';
    case 'missed':
      if (entry.canCheckIn) return 'You missed check-in, but it is open again: check in now to be drawn into Round 1.';
      return 'You did not check in before the Round 1 draft, so you are not drawn. An organiser may re-admit you: ask them on Discord.';
    case 'withdrawn':
      // rules §38: entering again is allowed while the window is open, so the runner is told it is still possible.
      return signup.phase === 'open'
        ? 'You withdrew from this season. Sign-ups are still open: you may enter again, at the back of the queue.'
        : 'You withdrew from this season.';
    case 'refused':
      return 'An organiser refused your entry.';
  }
}

/**
 * The caller's entry in the current season (rules §38), on /register and the personal home: its status in words
 * (the waitlist place, a refusal's reason), the answers given, and what the runner may do now: check in while
 * check-in is open, accept the rules again when they changed, withdraw until the Round 1 draw is confirmed.
 */
export function EntryStatusCard({
  signup,
  entry,
  headingOrder = 3,
}: {
  signup: SignupState;
  entry: OwnEntry;
  /** 2 under the page's h1 (/register), 3 under a section's h2 (the personal home). */
  headingOrder?: 2 | 3;
}) {
  const style = useDateTimeStyle();
  const act = useMyEntry(signup.year);
  const [confirming, setConfirming] = useState(false);
  const when = (at: number) => formatDateTime(at, style);
  const failed = act.isError ? act.variables : undefined;
  const run = (action: MyEntryAction) =>
    act.mutate(action, { onSuccess: () => (action === 'withdraw' ? setConfirming(false) : undefined) });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="entry-status-heading">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Title order={headingOrder} size="h4" id="entry-status-heading">
            Your {signup.year} entry
          </Title>
          <Badge size="lg" variant="light" color={ENTRY_STATUS_COLOR[entry.status]} style={STATUS_BADGE_STYLE}>
            {entryStatusText(entry.status, entry.position)}
          </Badge>
        </Group>
        {entry.promotedAt !== null && (entry.status === 'registered' || entry.status === 'checked-in') ? (
          <Text fw={600}>You moved up from the waitlist on {when(entry.promotedAt)}.</Text>
        ) : null}
        <Text>{statusSentence(entry, signup, when)}</Text>
        {entry.status === 'refused' && entry.reason ? <Text>Reason: {entry.reason}</Text> : null}
        <Text size="sm" c="dimmed">
          Restream consent: {RESTREAM_CONSENT_LABEL[entry.restreamConsent]}. Personal best:{' '}
          {entry.personalBest ? formatTime(entry.personalBest.timeMs) : 'none given'}
          {entry.personalBest?.url ? (
            <>
              {' '}
              (
              <Anchor href={entry.personalBest.url} target="_blank" rel="noreferrer">
                the run
              </Anchor>
              )
            </>
          ) : null}
          .
        </Text>
        {entry.rulesOutdated ? (
          <Alert color="yellow" variant="light" title="The rules changed since you accepted them">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Read the{' '}
                <Anchor component={Link} to={paths.rules}>
                  current rules
                </Anchor>{' '}
                (version {signup.rulesVersion}) and accept them to keep your entry up to date.
              </Text>
              <Button
                size="sm"
                loading={act.isPending && act.variables === 'accept-rules'}
                onClick={() => run('accept-rules')}
              >
                I accept the current rules
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Group gap="sm">
          {entry.canCheckIn ? (
            <Button loading={act.isPending && act.variables === 'check-in'} onClick={() => run('check-in')}>
              Check in
            </Button>
          ) : null}
          {entry.canWithdraw ? (
            <Button variant="default" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          ) : null}
        </Group>
        {failed && failed !== 'withdraw' ? (
          <ServerErrorAlert title={ACTION_ERROR[failed]} error={act.error} onRetry={() => run(failed)} />
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          act.reset();
        }}
        title={`Withdraw from the ${String(signup.year)} season?`}
        confirmLabel="Yes, withdraw"
        keepLabel="Keep my entry"
        onConfirm={() => run('withdraw')}
        pending={act.isPending && act.variables === 'withdraw'}
        failure={
          failed === 'withdraw'
            ? { title: ACTION_ERROR.withdraw, error: act.error, onRetry: () => run('withdraw') }
            : null
        }
      >
        <Text>
          Your place goes to the first runner on the waitlist, if any. Once the Round 1 draw is confirmed only an
          organiser can withdraw you.
        </Text>
      </ConfirmDialog>
    </Card>
  );
}
