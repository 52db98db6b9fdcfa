import '../../styles/table';
import { Badge, Group, Table } from '@mantine/core';
import type { StandingsRow } from '@pokered/core/schemas/tournament';
import { Fragment } from 'react';
import { CountryFlag } from '../../components/CountryFlag';
import { RacerLink } from '../../components/RacerLink';
import classes from './StandingsTable.module.css';
import { cutoffSeparatorIndex, formatBestTime } from './standingsView';

const COLUMNS = 5;

/** Rank, flag, name, points and tiebreaker time; a line marks the playoff cutoff. */
export function StandingsTable({ rows, cutoffRank }: { rows: readonly StandingsRow[]; cutoffRank: number }) {
  const separatorAfter = cutoffSeparatorIndex(rows, cutoffRank);
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table withRowBorders verticalSpacing="xs">
        <caption className="visually-hidden">
          Tournament standings. Runners above the playoff cutoff line qualify for the playoffs.
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">Country</span>
            </Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Points</Table.Th>
            <Table.Th scope="col">Tiebreaker</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Fragment key={row._id}>
              <Table.Tr>
                <Table.Td className={classes.rank}>
                  {row.rank ?? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">Unranked</span>
                    </>
                  )}
                </Table.Td>
                <Table.Td>
                  <CountryFlag code={row.country} />
                </Table.Td>
                <Table.Td className={classes.name}>
                  <Group gap={6} wrap="nowrap">
                    <RacerLink
                      discordUsername={row.discordUsername}
                      displayName={row.displayName}
                      bracket={row.currentBracket}
                    />
                    {/* rules §9: a withdrawn runner keeps their row, unranked, told in words. */}
                    {row.withdrawn ? (
                      <Badge
                        size="sm"
                        variant="default"
                        style={{ flex: 'none' }}
                        title="Withdrawn from the tournament: keeps their points, not counted for the playoff cut"
                      >
                        Withdrawn
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td className={classes.number}>
                  <Group gap={6} wrap="nowrap">
                    {/* In a span: Group drops falsy children, and 0 points must still show. */}
                    <span>{row.points}</span>
                    {row.bye ? (
                      <Badge
                        size="sm"
                        variant="light"
                        style={{ flex: 'none' }}
                        title="Won an Ascension race: a guaranteed playoff place"
                      >
                        BYE
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td className={classes.number}>
                  {row.bestTournamentTimeMilliseconds === null ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">No time</span>
                    </>
                  ) : (
                    formatBestTime(row.bestTournamentTimeMilliseconds)
                  )}
                </Table.Td>
              </Table.Tr>
              {index === separatorAfter ? (
                <Table.Tr className={classes.cutoff} data-testid="cutoff-separator">
                  <Table.Td colSpan={COLUMNS}>
                    <span className="visually-hidden">Playoff cutoff</span>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
