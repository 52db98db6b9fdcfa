import { NativeSelect } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSeasons } from '../api/seasons';
import type { SeasonSection } from '../urls';
import { seasonSectionPath, usePageSeason } from '../lib/pageSeason';

/**
 * The season picker of a season's pages (rules §36): every year on record, newest first; choosing one opens the same
 * page of that season (the current season at today's URL). Hidden while only one season exists. A native select:
 * labelled, and keyboard and screen-reader friendly everywhere.
 */
export function SeasonPicker({ section }: { section: SeasonSection }) {
  const seasons = useSeasons();
  const pageSeason = usePageSeason();
  const navigate = useNavigate();
  if (!seasons.isSuccess || seasons.data.length < 2) return null;
  const currentYear = seasons.data.find((season) => season.current)?.year;
  const shown = pageSeason ?? currentYear;
  return (
    <NativeSelect
      label="Season"
      data={seasons.data.map((season) => ({
        value: String(season.year),
        label: season.current ? `${String(season.year)} (current)` : String(season.year),
      }))}
      value={shown === undefined ? '' : String(shown)}
      onChange={(event) => {
        const year = Number(event.currentTarget.value);
        if (year !== shown) void navigate(seasonSectionPath(year, currentYear, section));
      }}
      maw={240}
    />
  );
}
