import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { discordNotice } from '@pokered/core/confirmations';
import { useState } from 'react';
import { isApiError } from '../../../api/http';
import type { Race } from '@pokered/core/schemas/races';
import { useUpcomingRaces } from '../../../api/races';
import { useCancelRace, useUncancelRace } from '../../../api/racesCancellation';
import { Page } from '../../../components/Page';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { cx } from '../../../lib/cx';
import { racersOf } from '../commentary';
import { ClockSettings } from '../../../components/ClockSettings';
import { Countdown } from '../../../components/Countdown';
import { LoadingSkeletons } from '../../../components/LoadingSkeletons';
import { RaceStart } from '../../../components/RaceStart';
import raceCardClasses from '../components/RaceCard.module.css';
import { MoveRaceForm } from '../components/MoveRaceForm';
import { NO_UPCOMING_RACES, RACES_LOAD_ERROR } from '../messages';
import type { ClockFormat } from '../../../lib/raceTime';
import { useClockFormat } from '../../../lib/useClockFormat';

export const CANCEL_ERROR = 'Error cancelling race. Please try again later.';
export const UNCANCEL_ERROR = 'Error uncancelling race. Please try again later.';

/** /admin/races/upcoming/edit: cancel a scheduled race (freeing its group), restore it, or move it. */
export default function CancelRacesPage() {
  const races = useUpcomingRaces();
  const [clock] = useClockFormat();

  return (
    <Page title="Cancel Upcoming Races" headingLevel={2}>
      <ClockSettings />
      {races.isPending ? (
        <LoadingSkeletons label="Loading upcoming races" height={110} />
      ) : races.isError ? (
        <ServerErrorAlert title={RACES_LOAD_ERROR} error={races.error} onRetry={() => void races.refetch()} />
      ) : races.data.length === 0 ? (
        <Text>{NO_UPCOMING_RACES}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {races.data.map((race) => (
            <CancelRaceRow key={race._id} race={race} clock={clock} />
          ))}
        </Stack>
      )}
    </Page>
  );
}

function CancelRaceRow({ race, clock }: { race: Race; clock: ClockFormat }) {
  const cancel = useCancelRace();
  const uncancel = useUncancelRace();
  const names = racersOf(race)
    .map((racer) => racer.displayName)
    .join(' vs ');
  const busy = cancel.isPending || uncancel.isPending;
  const [confirming, setConfirming] = useState<'cancel' | 'uncancel' | null>(null);
  const closeDialog = () => {
    setConfirming(null);
    cancel.reset();
    uncancel.reset();
  };

  return (
    <Card withBorder padding="sm" component="li" className={cx(race.cancelled && raceCardClasses.cancelled)}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="center">
          <Stack gap={2}>
            <Text fw={600}>
              <span className={raceCardClasses.when}>
                <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
              </span>{' '}
              <Text span size="sm" fw={400}>
                (<Countdown startEpochSeconds={race.raceDateTime} />)
              </Text>
            </Text>
            <Text size="sm">
              {names}
              {race.cancelled ? ' · Cancelled' : ''}
            </Text>
          </Stack>
          {race.cancelled ? (
            <Button
              variant="default"
              onClick={() => setConfirming('uncancel')}
              loading={uncancel.isPending}
              disabled={busy}
              aria-label={`Uncancel Race: ${names}`}
            >
              Uncancel Race
            </Button>
          ) : (
            // rules §22: a destructive action is never the filled primary button, and it asks first.
            <Button
              variant="outline"
              color="red"
              onClick={() => setConfirming('cancel')}
              loading={cancel.isPending}
              disabled={busy}
              aria-label={`Cancel Race: ${names}`}
            >
              Cancel Race
            </Button>
          )}
        </Group>
        {race.completed || race.cancelled ? null : (
          // rules §6: an admin may move any race that has no result, a started one included.
          <MoveRaceForm race={race} byAdmin clock={clock} raceName={names} />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming === 'cancel'}
        onClose={closeDialog}
        title={`Cancel the race ${names}?`}
        confirmLabel="Cancel the race"
        keepLabel="Keep the race"
        onConfirm={() => cancel.mutate(race._id, { onSuccess: closeDialog })}
        pending={cancel.isPending}
        failure={cancel.isError ? { title: CANCEL_ERROR, error: cancel.error } : null}
      >
        {`Its group is free to schedule another race. ${discordNotice('cancel')} Uncancel Race restores it while the group has no other race.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'uncancel'}
        onClose={closeDialog}
        title={`Uncancel the race ${names}?`}
        confirmLabel="Uncancel the race"
        keepLabel="Keep it cancelled"
        onConfirm={() => uncancel.mutate(race._id, { onSuccess: closeDialog })}
        pending={uncancel.isPending}
        failure={uncancel.isError ? refusal(UNCANCEL_ERROR, uncancel.error) : null}
      >
        {`It is scheduled again at its planned time. ${discordNotice('uncancel')}`}
      </ConfirmDialog>
    </Card>
  );
}

/**
 * A refusal for the race's state (409: uncancel while the group has another active race, rules §6) is the server's
 * one message; anything else is the page's sentence with the server's detail.
 */
function refusal(title: string, error: unknown): { title: string; error: unknown } {
  if (isApiError(error) && error.status === 409) return { title: error.message, error: undefined };
  return { title, error };
}
