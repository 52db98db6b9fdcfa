import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { RacePair } from '@pokered/core/schemas/rivalry';
import { Link } from 'react-router';
import { gapInWords, placesInWords, recordInNumbers } from '../../../lib/rivalryWording';
import { paths } from '../../../urls';

/**
 * rules §30: each pair of the race's racers and their record going into this race (races that started before it
 * only), with their last meeting before it, linking to the full record on /h2h.
 */
export function RacePairs({ pairs }: { pairs: readonly RacePair[] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="race-pairs-heading">
      <Title order={2} size="h3" id="race-pairs-heading">
        Head to head before this race
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {pairs.map((pair) => {
          const [aName, bName] = [pair.a.displayName, pair.b.displayName];
          const last = pair.lastMeeting;
          return (
            <Stack key={`${pair.a._id} ${pair.b._id}`} gap={2} component="li">
              <Text size="sm">
                <Anchor component={Link} to={paths.h2hOf(pair.a._id, pair.b._id)} fw={600} inherit>
                  {aName} vs {bName}
                </Anchor>
                : {recordInNumbers({ ahead: pair.aAhead, behind: pair.bAhead, ties: pair.ties })}
              </Text>
              <Text size="sm" c="dimmed">
                {last ? (
                  <>
                    Last met:{' '}
                    <Anchor component={Link} to={paths.races.detail(last.raceId)} inherit>
                      {String(last.year)} {last.round}
                    </Anchor>
                    , {placesInWords(aName, last.placeA, bName, last.placeB)}. {gapInWords(aName, bName, last.gapMs)}
                  </>
                ) : (
                  'They had not met before this race.'
                )}
              </Text>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
