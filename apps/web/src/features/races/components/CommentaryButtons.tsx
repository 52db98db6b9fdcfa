import { Button, Group } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { errorMessage } from '../../../api/http';
import { useCommentate, useRemoveCommentator } from '../../../api/racesCommentator';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import type { CommentaryActions } from '../commentary';
import { COMMENTATE_ERROR, PULL_OUT_ERROR } from '../messages';

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
  const leave = () => {
    commentate.reset();
    pullOut.mutate(race._id);
  };

  if (!actions.commentate && !actions.pullOut && !commentate.isError && !pullOut.isError) return null;
  return (
    <>
      <Group gap="xs">
        {actions.commentate ? (
          <Button size="sm" onClick={signUp} loading={commentate.isPending}>
            Commentate
          </Button>
        ) : null}
        {actions.pullOut ? (
          <Button size="sm" variant="default" onClick={leave} loading={pullOut.isPending}>
            Pull Out
          </Button>
        ) : null}
      </Group>
      {commentate.isError ? <ServerErrorAlert title={errorMessage(commentate.error, COMMENTATE_ERROR)} /> : null}
      {pullOut.isError ? <ServerErrorAlert title={PULL_OUT_ERROR} error={pullOut.error} /> : null}
    </>
  );
}
