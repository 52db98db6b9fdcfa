import { Button, Group } from '@mantine/core';
import { discordNotice, pullOutTellsDiscord } from '@pokered/core/confirmations';
import type { Race } from '@pokered/core/schemas/races';
import { lazy, Suspense, useRef, useState } from 'react';
import { errorMessage } from '../../../api/http';
import { useCommentate, useRemoveCommentator } from '../../../api/racesCommentator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { racersOf, type CommentaryActions } from '../commentary';
import { COMMENTATE_ERROR, PULL_OUT_ERROR } from '../messages';

/**
 * Loaded on demand: the race cards are public pages, and the dialog brings Mantine's Modal with its focus trap and
 * scroll lock, which would otherwise weigh on every visitor's first page (scripts/bundle-budget.mjs). It starts
 * loading when a Pull Out button is drawn, so it is mounted closed before the click (and returns the focus on close).
 */
const ConfirmDialog = lazy(() =>
  import('../../../components/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Commentate / Pull Out for the logged-in viewer. */
export function CommentaryButtons({ race, actions }: { race: Race; actions: CommentaryActions }) {
  const commentate = useCommentate();
  const pullOut = useRemoveCommentator();

  const signUp = () => {
    pullOut.reset();
    commentate.mutate(race._id, {
      // The spec only logs this failure; the server's reason (slot full, race started...) is shown too.
      onError: (error) => console.error('Commentator sign-up failed', error),
    });
  };
  // rules §22: pulling out frees a place others may take at once, so it asks first. The notice is worked out when
  // the dialog opens, as the server decides when the pull-out arrives.
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null);
  const pullOutButton = useRef<HTMLButtonElement>(null);
  const closeDialog = () => {
    setConfirmingAt(null);
    pullOut.reset();
  };
  const leave = () => {
    commentate.reset();
    pullOut.mutate(race._id, { onSuccess: () => setConfirmingAt(null) });
  };
  const names = racersOf(race)
    .map((racer) => racer.displayName)
    .join(' vs ');

  if (!actions.commentate && !actions.pullOut && !commentate.isError && confirmingAt === null) return null;
  return (
    <>
      <Group gap="xs">
        {actions.commentate ? (
          <Button size="sm" onClick={signUp} loading={commentate.isPending}>
            Commentate
          </Button>
        ) : null}
        {actions.pullOut ? (
          <Button
            ref={pullOutButton}
            size="sm"
            variant="default"
            onClick={() => setConfirmingAt(Math.floor(Date.now() / 1000))}
            loading={pullOut.isPending}
          >
            Pull Out
          </Button>
        ) : null}
      </Group>
      {commentate.isError ? <ServerErrorAlert title={errorMessage(commentate.error, COMMENTATE_ERROR)} /> : null}
      {actions.pullOut || confirmingAt !== null ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened={confirmingAt !== null}
            onClose={closeDialog}
            title={`Pull out of commentating ${names}?`}
            confirmLabel="Pull out"
            keepLabel="Stay on"
            onConfirm={leave}
            returnFocusTo={pullOutButton}
            pending={pullOut.isPending}
            failure={pullOut.isError ? { title: PULL_OUT_ERROR, error: pullOut.error } : null}
          >
            {`Your commentator place is freed for someone else. ${discordNotice(
              'pull-out',
              confirmingAt !== null && pullOutTellsDiscord(race.raceDateTime, confirmingAt),
            )}`}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </>
  );
}
