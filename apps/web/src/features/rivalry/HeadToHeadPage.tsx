import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useRunners } from '../../api/runners';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { chosenPair } from './chosenPair';
import { HeadToHeadRecord } from './HeadToHeadRecord';

export const RUNNERS_LOAD_ERROR = 'Error fetching runners.';

/**
 * /h2h (rules §30): pick two runners and see how they fared against each other in completed races. The choice is
 * the URL's `?a=&b=`, so a record can be shared; every meeting links to its race.
 */
export default function HeadToHeadPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const runners = useRunners();
  const pair = chosenPair(search);
  const choose = (a: string | null, b: string | null) => void navigate(paths.h2hOf(a, b), { replace: true });
  const options = (runners.data ?? []).map((runner) => ({ value: runner._id, label: runner.displayName }));
  const picker = (label: string, value: string | null, onChange: (value: string | null) => void) => (
    <Select
      label={label}
      placeholder={runners.isPending ? 'Loading runners…' : 'Search for a runner'}
      disabled={runners.isPending}
      searchable
      clearable
      nothingFoundMessage="No runner found"
      value={value}
      onChange={onChange}
      data={options}
      w={{ base: '100%', sm: 260 }}
    />
  );

  return (
    <Page title="Head to head">
      <Stack gap="md">
        <Text>Pick two runners to see who placed ahead in the completed races they both ran.</Text>
        {runners.isError ? (
          <ServerErrorAlert
            title={RUNNERS_LOAD_ERROR}
            error={runners.error}
            onRetry={() => void runners.refetch()}
            retrying={runners.isFetching}
          />
        ) : null}
        <Group align="end" gap="sm">
          {picker('First runner', pair.a, (a) => choose(a, pair.b))}
          {picker('Second runner', pair.b, (b) => choose(pair.a, b))}
          <Button variant="default" onClick={() => choose(pair.b, pair.a)} disabled={pair.kind === 'incomplete'}>
            Swap
          </Button>
        </Group>
        {pair.kind === 'incomplete' ? (
          <Text c="dimmed">Choose two runners to see their record.</Text>
        ) : pair.kind === 'same' ? (
          <Text c="dimmed">Choose two different runners.</Text>
        ) : (
          <HeadToHeadRecord a={pair.a} b={pair.b} />
        )}
      </Stack>
    </Page>
  );
}
