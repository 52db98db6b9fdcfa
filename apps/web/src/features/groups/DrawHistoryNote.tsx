import { Alert, Anchor, Text } from '@mantine/core';
import type { Draw } from '@pokered/core/schemas/draws';
import { Link } from 'react-router';
import { formatDate, isoToEpochSeconds } from '@pokered/core/dateTime';
import { useDateTimeStyle } from '../../lib/useDateTimeStyle';
import { earlierDrafts } from './drawHistoryText';
import { paths } from '../../urls';

/** The one line the draw history list gives each draw (rules §28), each date in a `<time>`. */
export function DrawHistoryLine({ draw }: { draw: Draw }) {
  const style = useDateTimeStyle();
  const at = (iso: string) => <time dateTime={iso}>{formatDate(isoToEpochSeconds(iso) ?? 0, style)}</time>;
  if (draw.status === 'confirmed')
    return (
      <>
        {draw.groups.length} groups
        {draw.confirmedAt ? <>, confirmed {at(draw.confirmedAt)}</> : null}
        {draw.edited ? ', edited by hand after the draw' : ''}, {earlierDrafts(draw.draftsBefore)} of this round dropped
      </>
    );
  if (draw.status === 'dropped')
    return (
      <>
        Made {at(draw.createdAt)}, dropped{draw.droppedAt ? <> {at(draw.droppedAt)}</> : null}: never used
      </>
    );
  return <>Made {at(draw.createdAt)}, not confirmed yet: its groups appear once it is confirmed or dropped</>;
}

/**
 * rules §28 on the draw page: where this draw stands among the round's drafts, so a draw picked from several is
 * never shown as if it were the only one.
 */
export function DrawHistoryNote({ draw }: { draw: Draw }) {
  const style = useDateTimeStyle();
  const history = (
    <Anchor component={Link} to={paths.draws}>
      all group draws
    </Anchor>
  );
  if (draw.status === 'confirmed')
    return (
      <Text data-testid="drafts-before">
        {draw.draftsBefore === 0
          ? 'This was the first draft of the round: no draft was dropped before it was confirmed.'
          : `${earlierDrafts(draw.draftsBefore).replace(/^./, (first) => first.toUpperCase())} of this round ${draw.draftsBefore === 1 ? 'was' : 'were'} dropped before this one was confirmed.`}{' '}
        {draw.draftsBefore > 0 ? <>Each is listed, with its seed, in {history}.</> : null}
      </Text>
    );
  return (
    <Alert color={draw.status === 'dropped' ? 'gray' : 'blue'} variant="light" data-testid="drafts-before">
      <Text size="sm">
        {draw.status === 'dropped'
          ? `An admin dropped this draft${draw.droppedAt ? ` on ${formatDate(isoToEpochSeconds(draw.droppedAt) ?? 0, style)}` : ''}: its groups were never used. Its seed is revealed so anyone can check what it drew.`
          : 'This draft is not confirmed yet. Its seed hash is public from the moment it was made; its seed and groups appear once it is confirmed or dropped.'}{' '}
        It followed {earlierDrafts(draw.draftsBefore)} of the round (see {history}).
      </Text>
    </Alert>
  );
}
