import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { Draw } from '@pokered/core/schemas/draws';
import { Link } from 'react-router';
import { useDraws } from '../../api/draws';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import classes from './DrawPage.module.css';
import { DrawHistoryLine } from './DrawHistoryNote';

const LINK_TEXT: Record<Draw['status'], (round: string) => string> = {
  confirmed: (round) => `${round} group draw`,
  dropped: (round) => `${round} draft, dropped`,
  draft: (round) => `${round} draft, not confirmed yet`,
};

export const DRAWS_LOAD_ERROR = 'Failed to load the group draws.';
export const NO_DRAWS = 'No group draw has been made yet.';

/**
 * /draws: the draw history (rules §13, §28), newest first: every draw, confirmed, dropped or still a draft, each
 * linking to its page. Everyone sees the same list (an admin's answer also carries open drafts' groups).
 */
export default function DrawsPage() {
  const draws = useDraws();

  let content;
  if (draws.isPending) content = <LoadingSkeletons label="Loading group draws" count={2} height={80} />;
  else if (draws.isError)
    content = <ServerErrorAlert title={DRAWS_LOAD_ERROR} error={draws.error} onRetry={() => void draws.refetch()} />;
  else {
    content =
      draws.data.length === 0 ? (
        <Text>{NO_DRAWS}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {draws.data.map((draw) => (
            <Card key={draw._id} withBorder padding="md" component="li">
              <Anchor component={Link} to={paths.drawDetail(draw._id)} fw={600}>
                {LINK_TEXT[draw.status](draw.round)}
              </Anchor>
              <Text size="sm">
                <DrawHistoryLine draw={draw} />
              </Text>
              <Text size="xs" c="dimmed" className={classes.hash}>
                Seed hash {draw.seedHash}
              </Text>
            </Card>
          ))}
        </Stack>
      );
  }

  return (
    <Page title="Group Draws">
      <Text>
        Each round's groups drawn from a published seed. Every draft is listed here with its seed hash from the moment
        it is made, and a dropped draft stays, with its seed, so anyone can see what it drew. Open a draw to reveal it
        group by group, or to check it yourself.
      </Text>
      {content}
    </Page>
  );
}
