import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMyPickems } from '../../api/pickemsMine';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { PICKEMS_DATA_ERROR } from './pickemsMessages';
import { PicksView } from './PicksView';

const TITLE = 'Your Picks';

/** /pickems/picks: the caller's picks; correct picks are green. */
export default function PicksPage() {
  const mine = useMyPickems();
  return (
    <Page title={TITLE} headingLevel={2}>
      {mine.isPending ? <LoadingSkeletons label="Loading your picks" count={3} height={80} /> : null}
      {mine.isError ? (
        <ServerErrorAlert title={PICKEMS_DATA_ERROR} error={mine.error} onRetry={() => void mine.refetch()} />
      ) : null}
      {mine.isSuccess && !mine.data.hasRecord ? (
        <Text>
          You have not made any picks yet.{' '}
          <Anchor component={Link} to={paths.pickems.submit}>
            Pick this round's race winners
          </Anchor>
          .
        </Text>
      ) : null}
      {mine.isSuccess && mine.data.hasRecord ? <PicksView pickems={mine.data} /> : null}
    </Page>
  );
}
