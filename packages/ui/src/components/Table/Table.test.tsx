import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './Table.tsx';

describe('Table', () => {
  it('is a table named by its caption, with column headers for its cells', () => {
    render(
      <Table>
        <TableCaption>Bulletins récents</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Période</TableHead>
            <TableHead>Net à payer</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Mars 2025</TableCell>
            <TableCell>3 250,00 €</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );

    const table = screen.getByRole('table', { name: 'Bulletins récents' });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Net à payer' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('cell', { name: '3 250,00 €' })).toBeInTheDocument();
  });

  it('names each cell of a stacked table after its column, for the cards of a narrow screen', () => {
    render(
      <Table stacked aria-label="Bulletins">
        <TableBody>
          <TableRow>
            <TableCell>Mars 2025</TableCell>
            <TableCell label="Net">3 250,00 €</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('cell', { name: '3 250,00 €' })).toHaveAttribute('data-label', 'Net');
    expect(screen.getByRole('cell', { name: 'Mars 2025' })).not.toHaveAttribute('data-label');
  });
});
