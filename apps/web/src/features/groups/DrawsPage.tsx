import { Anchor, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDraws } from '../../api/draws';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { formatDate, isoToEpochSeconds } from '@pokered/core/dateTime';
import { useDateTimeStyle } from '../../lib/useDateTimeStyle';
import { paths } from '../../urls';

export const DRAWS_LOAD_ERROR = 'Failed to load the group draws.';
export const NO_DRAWS = 'No group draw has been confirmed yet.';

/** /draws: every confirmed group draw (rules §13), newest first, each linking to its reveal. */
export default function DrawsPage() {
  const draws = useDraws();
  const style = useDateTimeStyle();
  const confirmedOn = (iso: string) => formatDate(isoToEpochSeconds(iso) ?? 0, style);

  let content;
  if (draws.isPending) content = <LoadingSkeletons label="Loading group draws" count={2} height={80} />;
  else if (draws.isError)
    content = <ServerErrorAlert title={DRAWS_LOAD_ERROR} error={draws.error} onRetry={() => void draws.refetch()} />;
  else {
    // An admin's list also holds drafts; this page shows what everyone may see.
    const confirmed = draws.data.filter((draw) => draw.status === 'confirmed');
    content =
      confirmed.length === 0 ? (
        <Text>{NO_DRAWS}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {confirmed.map((draw) => (
            <Card key={draw._id} withBorder padding="md" component="li">
              <Anchor component={Link} to={paths.drawDetail(draw._id)} fw={600}>
                {draw.round} group draw
              </Anchor>
              <Text size="sm">
                {draw.groups.length} groups
                {draw.confirmedAt ? (
                  <>
                    , confirmed <time dateTime={draw.confirmedAt}>{confirmedOn(draw.confirmedAt)}</time>
                  </>
                ) : null}
                {draw.edited ? ', edited by hand after the draw' : ''}
              </Text>
            </Card>
          ))}
        </Stack>
      );
  }

  return (
    <Page title="Group Draws">
      <Text>
        Each round's groups drawn from a published seed (rules §13). Open a draw to reveal it group by group, or to
        check it yourself.
      </Text>
      {content}
    </Page>
  );
}
