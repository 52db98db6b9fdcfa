import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDraws } from '../../../api/draws';
import { useConfirmDraw } from '../../../api/drawsConfirm';
import { useCreateDrawDraft } from '../../../api/drawsCreate';
import { useDropDrawDraft } from '../../../api/drawsDrop';
import { useEditDrawGroups } from '../../../api/drawsEdit';
import { useRunners } from '../../../api/runners';
import { useTournamentRound } from '../../../api/tournamentRound';
import { LoadingSkeletons } from '../../../components/LoadingSkeletons';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { paths } from '../../../urls';
import { DraftEditor } from './DraftEditor';
import { DraftGroups } from './DraftGroups';
import { MakeDraftForm } from './MakeDraftForm';

export const DRAW_PAGE_LOAD_ERROR = 'Failed to load the draw.';

/** A failed write, with what it was and how to try it again. */
interface Failure {
  title: string;
  error: unknown;
  retry: () => void;
}

/**
 * /admin/groups/draw: the group draw of the current round (rules §13). No draw yet: make a draft. A draft: its
 * seed hash, its groups to edit by hand, Save, Confirm, Drop. A confirmed draw: its groups and the public page.
 */
export default function DrawGroupsPage() {
  const round = useTournamentRound();
  const draws = useDraws();
  const runners = useRunners();
  const create = useCreateDrawDraft();
  const edit = useEditDrawGroups();
  const confirm = useConfirmDraw();
  const drop = useDropDrawDraft();
  const [failure, setFailure] = useState<Failure | null>(null);
  const names = useMemo(() => new Map((runners.data ?? []).map((r) => [r._id, r.displayName])), [runners.data]);
  const nameOf = useMemo(() => (id: string) => names.get(id) ?? 'Unknown runner', [names]);
  const busy = create.isPending || edit.isPending || confirm.isPending || drop.isPending;

  /** Runs a write; on failure keeps its message and a Retry that runs it again. */
  const run = (title: string, action: (handlers: { onError: (error: unknown) => void }) => void) => {
    setFailure(null);
    const attempt = () => {
      setFailure(null);
      action({ onError: (error) => setFailure({ title, error, retry: attempt }) });
    };
    attempt();
  };

  const queries = [round, draws, runners];
  if (queries.some((query) => query.isPending))
    return (
      <Page title="Draw Groups" headingLevel={2}>
        <LoadingSkeletons label="Loading the draw" count={3} height={80} />
      </Page>
    );
  const failed = queries.find((query) => query.isError);
  if (failed || !round.data || !draws.data)
    return (
      <Page title="Draw Groups" headingLevel={2}>
        <ServerErrorAlert
          title={DRAW_PAGE_LOAD_ERROR}
          error={failed?.error}
          onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
        />
      </Page>
    );

  const currentRound = round.data.currentRound;
  // A dropped draft stays in the list (rules §28) but is no longer the round's draw: the newest other one is.
  const current = draws.data.find((draw) => draw.round === currentRound && draw.status !== 'dropped');

  let body;
  if (current?.status === 'confirmed') {
    body = (
      <Stack gap="md">
        <Alert color="green" variant="light">
          <Text size="sm" fw={700}>
            {currentRound} is drawn
          </Text>
          <Text size="sm">
            The draw was confirmed and its {current.groups.length} groups created
            {current.edited ? ' (edited by hand before confirming)' : ''}.{' '}
            <Anchor component={Link} to={paths.drawDetail(current._id)}>
              Open the public draw page
            </Anchor>{' '}
            to reveal it on stream.
          </Text>
        </Alert>
        <DraftGroups groups={current.groups} nameOf={nameOf} />
      </Stack>
    );
  } else if (current) {
    body = (
      <DraftEditor
        key={`${current._id}:${JSON.stringify(current.groups)}`}
        draft={current}
        nameOf={nameOf}
        busy={busy}
        onSave={(groups) =>
          run('Error saving the draft.', (handlers) => edit.mutate({ drawId: current._id, groups }, handlers))
        }
        onConfirm={() => run('Error confirming the draw.', (handlers) => confirm.mutate(current._id, handlers))}
        onDrop={() => run('Error dropping the draft.', (handlers) => drop.mutate(current._id, handlers))}
      />
    );
  } else {
    body = (
      <MakeDraftForm
        round={currentRound}
        runners={runners.data ?? []}
        pending={create.isPending}
        onMake={(order) => run('Error making the draft.', (handlers) => create.mutate(order, handlers))}
      />
    );
  }

  return (
    <Page title="Draw Groups" headingLevel={2}>
      <Text size="sm">
        Draws every group of {currentRound} at once from the standings and a random seed (rules §13).{' '}
        <Anchor component={Link} to={paths.draws}>
          Public draw pages
        </Anchor>
      </Text>
      {failure ? (
        <Stack gap="xs" align="flex-start">
          <ServerErrorAlert title={failure.title} error={failure.error} />
          <Button variant="light" onClick={failure.retry}>
            Retry
          </Button>
        </Stack>
      ) : null}
      {body}
    </Page>
  );
}
