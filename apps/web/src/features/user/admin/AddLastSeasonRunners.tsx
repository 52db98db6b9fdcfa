import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { getSeasonEntrants, useAddSeasonEntrants, useSeasons, type SeasonEntrant } from '../../../api/seasons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';

export const ADD_LAST_SEASON_ERROR = "Error adding last season's runners.";
export const LAST_SEASON_LOAD_ERROR = "Error loading last season's runners.";

/** Who 'Add last season's runners' enters: everyone of that season but those who withdrew (rules §34). */
const returning = (entrants: readonly SeasonEntrant[]) => entrants.filter((entrant) => !entrant.withdrawn);

function Question({ year, count }: { year: number; count: number }) {
  return (
    <Text size="sm">
      {count === 0
        ? `The ${String(year)} season has no runner to add.`
        : `${String(count)} runner${count === 1 ? '' : 's'} of the ${String(year)} season enter this season in Normal. Runners who withdrew last season are left out (add them one by one with Edit User); runners already entered stay as they are.`}
    </Text>
  );
}

/**
 * Admin → Runners: 'Add last season's runners' (rules §34), shown while the current season is open and an earlier
 * season exists; the dialog loads last season's runners, says how many, and enters them on confirmation.
 */
export function AddLastSeasonRunners({ onDone }: { onDone: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const seasons = useSeasons();
  const current = seasons.data?.find((season) => season.current);
  const previous = seasons.data?.find((season) => current !== undefined && season.year < current.year);
  const entrants = useQuery({
    queryKey: ['seasons', previous?.year, 'entrants'],
    queryFn: () => getSeasonEntrants(previous?.year ?? 0),
    enabled: confirming && previous !== undefined,
  });
  const add = useAddSeasonEntrants(current?.year ?? 0);
  if (!current || !previous || current.status === 'completed') return null;
  const ids = returning(entrants.data ?? []).map((entrant) => entrant.userId);
  const close = () => {
    setConfirming(false);
    add.reset();
  };
  const send = () =>
    add.mutate(ids, {
      onSuccess: (answer) => {
        setConfirming(false);
        onDone(answer.message);
      },
    });
  return (
    <>
      <Button ref={opener} variant="default" onClick={() => setConfirming(true)} maw={320}>
        Add last season&apos;s runners
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        title={`Add the ${String(previous.year)} season's runners?`}
        confirmLabel={ids.length === 0 ? 'Nothing to add' : `Add ${String(ids.length)} runners`}
        keepLabel="Not now"
        onConfirm={ids.length === 0 ? close : send}
        destructive={false}
        pending={add.isPending || entrants.isPending}
        failure={add.isError ? { title: ADD_LAST_SEASON_ERROR, error: add.error, onRetry: send } : null}
        returnFocusTo={opener}
      >
        {entrants.isError ? (
          <ServerErrorAlert
            title={LAST_SEASON_LOAD_ERROR}
            error={entrants.error}
            onRetry={() => void entrants.refetch()}
          />
        ) : entrants.isPending ? (
          <Text size="sm" role="status">
            Loading last season&apos;s runners…
          </Text>
        ) : (
          <Question year={previous.year} count={ids.length} />
        )}
      </ConfirmDialog>
    </>
  );
}
