import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDraw } from '../../api/drawsDetail';
import { useRunners } from '../../api/runners';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import classes from './DrawPage.module.css';
import { DrawHistoryNote } from './DrawHistoryNote';
import { drawTitle } from './drawHistoryText';
import { DrawStage } from './DrawStage';
import { DrawVerifyPanel } from './DrawVerifyPanel';
import { nameLookup } from './drawReveal';

export const DRAW_LOAD_ERROR = 'Failed to load the group draw.';
export const RUNNERS_LOAD_ERROR = 'Failed to load the runners’ names.';

/**
 * /draws/:id: a group draw (rules §13), revealed group by group for the draw stream, with the seed's hash, a check
 * anyone can run, and where it stands among the round's drafts (rules §28: dropped drafts stay public too). `?overlay=1` shows the reveal alone on a transparent page (the shell hides
 * its header and footer, src/layout/AppLayout.tsx) for a streaming scene.
 */
export default function DrawPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const overlay = search.get('overlay') === '1';
  const draw = useDraw(id);
  const runners = useRunners();
  const nameOf = useMemo(() => nameLookup(runners.data), [runners.data]);

  if (draw.isPending || runners.isPending)
    return <LoadingSkeletons label="Loading the group draw" count={3} height={80} />;

  if (draw.isError)
    return (
      <Page title="Group Draw">
        <ServerErrorAlert title={DRAW_LOAD_ERROR} error={draw.error} onRetry={() => void draw.refetch()} />
        <Anchor component={Link} to={paths.draws}>
          All group draws
        </Anchor>
      </Page>
    );

  const { data } = draw;
  const title = drawTitle(data);
  // An open draft's groups are the admins' until it is confirmed or dropped (rules §28): nothing to reveal yet.
  const revealed = data.status !== 'draft';
  const namesError = runners.isError ? (
    <ServerErrorAlert title={RUNNERS_LOAD_ERROR} error={runners.error} onRetry={() => void runners.refetch()} />
  ) : null;

  if (overlay)
    return (
      <Stack gap="md">
        <title>{title}</title>
        <h1 className="visually-hidden">{title}</h1>
        {namesError}
        {revealed ? <DrawStage groups={data.groups} nameOf={nameOf} overlay /> : null}
      </Stack>
    );

  return (
    <Page title={title}>
      <Text>
        Seed hash (SHA-256), published when the draft was made, before any group was seen:{' '}
        <code className={classes.hash} data-testid="seed-hash">
          {data.seedHash}
        </code>
      </Text>
      <Text>
        Seed, revealed once confirmed or dropped:{' '}
        <code className={classes.hash} data-testid="seed">
          {data.seed ?? 'not revealed yet'}
        </code>
      </Text>
      <DrawHistoryNote draw={data} />
      {data.edited ? (
        <Text fw={600}>An admin edited these groups by hand after the draw: the check below shows how.</Text>
      ) : null}
      <Text size="sm">
        {data.groups.length} groups;{' '}
        {data.repeats === 0
          ? 'no pairing repeats an earlier race.'
          : `${String(data.repeats)} pairing(s) repeat an earlier race.`}{' '}
        <Anchor component={Link} to={paths.drawDetail(data._id, true)}>
          Open the streaming overlay
        </Anchor>{' '}
        ·{' '}
        <Anchor component={Link} to={paths.draws}>
          All group draws
        </Anchor>
      </Text>
      {namesError}
      {revealed ? (
        <>
          <DrawStage groups={data.groups} nameOf={nameOf} />
          <DrawVerifyPanel draw={data} nameOf={nameOf} />
        </>
      ) : null}
    </Page>
  );
}
