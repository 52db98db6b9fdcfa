import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../urls';

/** /pickems/admin (admins): a note only, as on the original site. */
export default function PickemsAdminPage() {
  return (
    <Page title="Pickems Admin" headingLevel={2}>
      <Text>
        One-off pick points (top 27, top 9, overall winner, best time runner and closest time guess) were applied
        manually by the organizers on the original site. Here the server scores them as the tournament progresses: top
        27 once Round 3 ends, top 9 once the Quarterfinals end, and the rest once the Final ends.
      </Text>
      <Text>
        To check that every stored total matches the results, use{' '}
        <Anchor component={Link} to={paths.admin.recalibratePickems}>
          Preview Pickems Recalibration
        </Anchor>
        .
      </Text>
    </Page>
  );
}
