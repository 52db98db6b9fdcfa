import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useBracket } from '../../api/tournamentBracket';
import { BracketKey } from '../../components/BracketKey';
import { CountryFlag } from '../../components/CountryFlag';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { RacerLink } from '../../components/RacerLink';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { SeasonPicker } from '../../components/SeasonPicker';
import { seasonTitle, usePageSeason } from '../../lib/pageSeason';
import { BracketGroupCard, type BracketRound } from './BracketGroupCard';
import classes from './BracketPage.module.css';

export const BRACKET_LOAD_ERROR = 'Error fetching the playoff bracket';
export const BRACKET_EMPTY = 'The playoff bracket appears once the Quarterfinals are drawn.';

/** What a round not drawn yet waits for. */
const NOT_DRAWN: Partial<Record<BracketRound['round'], string>> = {
  Semifinals: 'Drawn once the Quarterfinals end: their nine winners.',
  Final: 'Drawn once the Semifinals end: their three winners.',
};

function RoundColumn({ round }: { round: BracketRound }) {
  const headingId = `bracket-${round.round.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={classes.round}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {round.round}
      </Title>
      {round.groups.length === 0 ? (
        <Text size="sm">{NOT_DRAWN[round.round] ?? 'Not drawn yet.'}</Text>
      ) : (
        <Stack gap="sm">
          {round.groups.map((group) => (
            <BracketGroupCard key={group.groupNumber} round={round.round} group={group} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** The last step of the bracket: the Final's winner once recorded. */
function ChampionColumn({ rounds }: { rounds: readonly BracketRound[] }) {
  const champion = rounds.find((round) => round.round === 'Final')?.groups[0]?.winner ?? null;
  return (
    <section aria-labelledby="bracket-champion" className={classes.round}>
      <Title order={2} size="h4" id="bracket-champion" mb="xs">
        Champion
      </Title>
      {champion ? (
        <Card withBorder padding="sm" className={classes.champion}>
          <Text fw={700}>
            <span aria-hidden="true">🏆 </span>
            <CountryFlag code={champion.country} />{' '}
            <RacerLink
              discordUsername={champion.discordUsername}
              displayName={champion.displayName}
              bracket={champion.currentBracket}
            />
          </Text>
        </Card>
      ) : (
        <Text size="sm">Decided by the Final.</Text>
      )}
    </section>
  );
}

/**
 * /bracket (rules §17): the playoffs from the best 27 to the champion, Quarterfinals, Semifinals, Final side by side
 * on wide screens and one under another on narrow ones; each group with its placing and times, links to the race and
 * to every runner. Shown as soon as the Quarterfinals are drawn.
 */
export default function BracketPage() {
  const season = usePageSeason();
  const bracket = useBracket(season);

  let content;
  if (bracket.isPending) content = <LoadingSkeletons label="Loading the playoff bracket" count={3} height={120} />;
  else if (bracket.isError)
    content = (
      <ServerErrorAlert title={BRACKET_LOAD_ERROR} error={bracket.error} onRetry={() => void bracket.refetch()} />
    );
  else {
    const { rounds } = bracket.data;
    const quarterfinals = rounds.find((round) => round.round === 'Quarterfinals');
    content =
      !quarterfinals || quarterfinals.groups.length === 0 ? (
        <Text>{BRACKET_EMPTY}</Text>
      ) : (
        <>
          <BracketKey brackets={['Playoffs', 'none']} />
          <div className={classes.bracket}>
            {rounds.map((round) => (
              <RoundColumn key={round.round} round={round} />
            ))}
            <ChampionColumn rounds={rounds} />
          </div>
        </>
      );
  }

  return (
    <Page title="Playoff Bracket" documentTitle={seasonTitle('playoff bracket', season)}>
      <SeasonPicker section="bracket" />
      <Text>
        The best 27 of the Swiss rounds race the Quarterfinals in nine groups; each group's winner goes on to the
        Semifinals, their three winners to the Final. See the{' '}
        <Anchor component={Link} to={season === undefined ? paths.standings : paths.seasonPage(season, 'standings')}>
          standings
        </Anchor>{' '}
        for who qualified.
      </Text>
      {content}
    </Page>
  );
}
