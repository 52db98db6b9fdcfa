import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { favoritesByGroup, groupKey, useGroupFavorites } from '../../api/groupFavorites';
import { useGroups } from '../../api/groups';
import { useOwnId } from '../../auth/useOwnId';
import { BracketKey } from '../../components/BracketKey';
import { WindowedCards } from '../../components/WindowedCards';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { RoundFilter } from '../../components/RoundFilter';
import { ALL_ROUNDS, matchesRound, useRoundFilter } from '../../lib/useRoundFilter';
import { FavoriteLegend } from './FavoriteLegend';
import { GroupCard } from './GroupCard';
import { paths } from '../../urls';
import { SeasonPicker } from '../../components/SeasonPicker';
import { seasonTitle, usePageSeason } from '../../lib/pageSeason';

export const GROUPS_LOAD_ERROR = 'Failed to load groups.';
export const ROUND_LOAD_ERROR = 'Failed to load current round.';
export const FAVORITES_LOAD_ERROR = 'Failed to load favorites.';
export const NO_GROUPS = 'No groups have been created for this round';

const NO_FAVORITES: ReadonlySet<string> = new Set();

/**
 * /groups and a past season's (rules §36): the groups of a round (default the current one), with each group's Pickems favourite in green;
 * windowed (rules §32): the first groups and the viewer's own first, 'Show all' for the rest.
 */
export default function GroupsPage() {
  const season = usePageSeason();
  const groups = useGroups(season);
  const favorites = useGroupFavorites(season);
  const filter = useRoundFilter(season);
  const ownId = useOwnId();
  const round = filter.value;
  const favoriteIds = useMemo(() => favoritesByGroup(favorites.data ?? []), [favorites.data]);

  let content;
  if (groups.isPending || round === undefined) {
    content = <LoadingSkeletons label="Loading groups" count={4} height={160} />;
  } else if (groups.isError) {
    content = <ServerErrorAlert title={GROUPS_LOAD_ERROR} error={groups.error} onRetry={() => void groups.refetch()} />;
  } else {
    const shown = groups.data.groups.filter((group) => matchesRound(group.round, round));
    content =
      shown.length === 0 ? (
        <Text>{NO_GROUPS}</Text>
      ) : (
        <WindowedCards
          total={shown.length}
          anchors={[ownId === '' ? -1 : shown.findIndex((group) => group.members.some((m) => m._id === ownId))]}
          noun="groups"
          renderCard={(index, focusRef) => {
            const group = shown[index];
            return group === undefined ? null : (
              <GroupCard
                key={group._id}
                group={group}
                favorites={favoriteIds.get(groupKey(group.round, group.groupNumber)) ?? NO_FAVORITES}
                showRound={round === ALL_ROUNDS}
                focused={focusRef !== undefined}
                focusTarget={focusRef}
              />
            );
          }}
        />
      );
  }

  return (
    <Page title="Groups" documentTitle={seasonTitle('groups', season)}>
      <SeasonPicker section="groups" />
      <RoundFilter value={round} onChange={filter.setValue} />
      {season === undefined ? (
        <Text size="sm">
          <Anchor component={Link} to={paths.draws}>
            Group draws
          </Anchor>
          : how each round’s groups were drawn, and a check you can run yourself.{' '}
          <Anchor component={Link} to={paths.bracket}>
            Playoff bracket
          </Anchor>
          : the playoff groups from the Quarterfinals to the champion.
        </Text>
      ) : null}
      {filter.roundError ? (
        <ServerErrorAlert title={ROUND_LOAD_ERROR} error={filter.roundError} onRetry={filter.retryRound} />
      ) : null}
      <BracketKey />
      <FavoriteLegend />
      {favorites.isError ? (
        <ServerErrorAlert
          title={FAVORITES_LOAD_ERROR}
          error={favorites.error}
          onRetry={() => void favorites.refetch()}
        />
      ) : null}
      {content}
    </Page>
  );
}
