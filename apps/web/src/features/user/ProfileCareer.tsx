import type { CareerSeason } from '@pokered/core/schemas/profile';
import { Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../components/TableScroll';
import { careerCells } from './profileDisplay';

/**
 * The 'Seasons' section (rules §37): one row per season the runner entered, newest first. The table scrolls
 * sideways at 360 px, by keyboard too (TableScroll); a missing figure is a dash, a withdrawn season says so.
 */
export function ProfileCareer({ seasons }: { seasons: readonly CareerSeason[] }) {
  if (seasons.length === 0) return null;
  return (
    <section aria-labelledby="career-heading">
      <Title order={2} size="h3" id="career-heading" mb="sm">
        Seasons
      </Title>
      <TableScroll label="Seasons table">
        <Table withRowBorders verticalSpacing="xs">
          <caption className="visually-hidden">Every season this runner entered, newest first</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Season</Table.Th>
              {/* The standings table's rank (rules §37), not the playoffs' placing: a champion can be far from #1. */}
              <Table.Th scope="col">Standings rank</Table.Th>
              <Table.Th scope="col">Points</Table.Th>
              <Table.Th scope="col">Best time</Table.Th>
              <Table.Th scope="col">Furthest round</Table.Th>
              <Table.Th scope="col">Races</Table.Th>
              <Table.Th scope="col">Pickems rank</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {seasons.map((season) => {
              const cells = careerCells(season);
              return (
                <Table.Tr key={season.year}>
                  <Table.Th scope="row">{season.year}</Table.Th>
                  <Table.Td>
                    {season.withdrawn ? (
                      <Text span size="sm" c="dimmed">
                        {cells.rank}
                      </Text>
                    ) : (
                      cells.rank
                    )}
                  </Table.Td>
                  <Table.Td>{season.points}</Table.Td>
                  <Table.Td>{cells.bestTime}</Table.Td>
                  <Table.Td>{cells.furthestRound}</Table.Td>
                  <Table.Td>{season.races}</Table.Td>
                  <Table.Td>{cells.pickemsRank}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </section>
  );
}
