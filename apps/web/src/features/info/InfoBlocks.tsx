import { Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroll } from '../../components/TableScroll';

/** The building blocks of /info: a titled section and a captioned table whose first column heads each row. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface Row {
  label: string;
  cells: string[];
}

export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: Row[] }) {
  return (
    <TableScroll label={`${caption} table`}>
      <Table
        withTableBorder
        withColumnBorders
        striped
        captionSide="top"
        miw={head.length > 2 ? 320 : undefined}
        maw={640}
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
