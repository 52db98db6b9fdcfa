import { PLAYOFF_CUTOFF } from '@pokered/core/rounds';
import { Card, List, Text } from '@mantine/core';
import { useSiteConfig } from '../../api/config';
import { Page } from '../../components/Page';
import { DataTable, Section, type Row } from './InfoBlocks';
import { SeasonSections } from './SeasonSections';

const PLACES = ['Round', '1st', '2nd', '3rd'];

const NORMAL_POINTS: Row[] = [
  { label: 'Round 1', cells: ['10', '9', '6'] },
  { label: 'Round 2', cells: ['10', '6', '3'] },
  { label: 'Round 3', cells: ['10', '6', '1'] },
];

const ASCENSION_POINTS: Row[] = [
  { label: 'Round 2', cells: ['BYE', '10', '6'] },
  { label: 'Round 3', cells: ['BYE', '10', '6'] },
];

const PICKEMS_POINTS: Row[] = [
  { label: 'Each correct round pick (race winner)', cells: ['5'] },
  { label: 'Each top-27 pick who reaches the playoffs', cells: ['10'] },
  { label: 'Each top-9 pick who reaches the Semi-Finals', cells: ['20'] },
  { label: 'Overall winner', cells: ['100'] },
  { label: 'Best tournament time runner', cells: ['50'] },
  { label: 'Closest best-time guess', cells: ['100'] },
];

export default function InfoPage() {
  const { data: config } = useSiteConfig();
  const year = config?.tournamentYear;

  return (
    <Page title="Tournament Info">
      <Text size="lg">
        Everything you need to know about how the {year ? `${String(year)} ` : ''}tournament works: the format, how
        points are scored, when each round happens and how the prize pool is shared.
      </Text>

      <Section id="format" title="Format">
        <Text>
          The tournament starts with three <strong>Swiss rounds</strong>. In each round the runners are drawn into
          groups of three, and every group plays one race. Groups organise their race themselves: agree on a time that
          works for everyone, then submit it on the site so commentators and restreamers can join in. The best{' '}
          {PLAYOFF_CUTOFF} runners after the Swiss rounds move on to the <strong>playoffs</strong>.
        </Text>
      </Section>

      <Section id="pools" title="Swiss rounds: Normal and Ascension pools">
        <Text>Everyone starts in the Normal pool. After every race, runners move between the two pools:</Text>
        <List spacing="xs">
          <List.Item>
            <strong>Win a Normal race</strong> and you move up to the Ascension pool.
          </List.Item>
          <List.Item>
            <strong>Win an Ascension race</strong> and you head straight to the Quarter-Finals. In Rounds 2 and 3 this
            is a <strong>BYE</strong>: a guaranteed playoff place, and you play exhibition matches while the others
            fight for theirs.
          </List.Item>
          <List.Item>
            <strong>Lose in Ascension</strong> (finish last) and you drop back to the Normal pool; the runner in the
            middle stays in Ascension.
          </List.Item>
        </List>
      </Section>

      <Section id="scoring" title="Scoring">
        <Text>
          Swiss-round races give points by finishing place. In a two-runner race the winner scores the 1st-place points
          and the other runner the 3rd-place points. A runner who does not start (DNS) or is disqualified (DQ) scores 0.
          Exhibition matches and playoff races give no points.
        </Text>
        <DataTable caption="Normal pool points" head={PLACES} rows={NORMAL_POINTS} />
        <DataTable caption="Ascension pool points" head={PLACES} rows={ASCENSION_POINTS} />
        <Text size="sm">
          Runners on equal points are separated by their <strong>best tournament time</strong> (the fastest finish in
          any of their races); runners with no finish come last among their points group.
        </Text>
      </Section>

      <Section id="playoffs" title="Playoffs">
        <Text>
          Runners with a BYE qualify first; the remaining places go down the standings until {PLAYOFF_CUTOFF} runners
          are in (anyone tied with the last place goes through too). From there it is win and advance:
        </Text>
        <List spacing="xs" type="ordered">
          <List.Item>
            <strong>Quarter-Finals:</strong> 27 players in nine races of three. The nine winners advance.
          </List.Item>
          <List.Item>
            <strong>Semi-Finals:</strong> 9 players in three races. The three winners advance.
          </List.Item>
          <List.Item>
            <strong>Finals:</strong> 3 players, one race for gold, silver and bronze.
          </List.Item>
        </List>
      </Section>

      <SeasonSections />

      <Section id="pickems" title="Pickems points">
        <Card withBorder padding="md">
          <Text mb="sm">
            Pickems is the prediction game that runs alongside the tournament. Pick your top 27, top 9, the winner and
            the best tournament time before Round 1 ends, plus a winner for each group every round.
          </Text>
          <DataTable caption="Pickems points" head={['Correct pick', 'Points']} rows={PICKEMS_POINTS} />
        </Card>
      </Section>
    </Page>
  );
}
