import { Anchor, Group, NativeSelect } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { seasonPickerQueryOptions } from '../api/seasons';
import { paths, type SeasonSection } from '../urls';
import { seasonSectionPath, usePageSeason } from '../lib/pageSeason';

/**
 * The season picker of a season's pages (rules §36): the current season, the season shown and the ones just before
 * and after it, newest first; choosing one opens the same page of that season (the current season at today's URL).
 * Every other year is a link away, on the list of every season (the link is always there), so the page does not
 * grow with the number of seasons. Hidden while only one season exists. A native select: labelled, and keyboard and
 * screen-reader friendly.
 */
export function SeasonPicker({ section }: { section: SeasonSection }) {
  const pageSeason = usePageSeason();
  const picker = useQuery(seasonPickerQueryOptions(pageSeason));
  const navigate = useNavigate();
  if (!picker.isSuccess || picker.data.total < 2) return null;
  const { currentYear, years, total } = picker.data;
  const shown = pageSeason ?? currentYear;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Season"
        data={years.map((year) => ({
          value: String(year),
          label: year === currentYear ? `${String(year)} (current)` : String(year),
        }))}
        value={String(shown)}
        onChange={(event) => {
          const year = Number(event.currentTarget.value);
          if (year !== shown) void navigate(seasonSectionPath(year, currentYear, section));
        }}
        maw={240}
      />
      {/* Always there, so the page is the same size at two seasons as at twenty. */}
      <Anchor component={Link} to={paths.seasons} size="sm" pb={6}>
        All {total} seasons
      </Anchor>
    </Group>
  );
}
