import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './Table.tsx';

const meta = {
  title: 'Components/Table',
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const payslips = [
  { id: 1, period: 'Mars 2025', gross: 420000, net: 325000, status: 'Validé' },
  { id: 2, period: 'Février 2025', gross: 420000, net: 325000, status: 'Validé' },
  { id: 3, period: 'Avril 2025', gross: 450000, net: 348000, status: 'Brouillon' },
] as const;

export const Payslips: Story = {
  render: (args) => (
    <Table {...args}>
      <TableCaption>Bulletins récents</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Période</TableHead>
          <TableHead style={{ textAlign: 'end' }}>Brut</TableHead>
          <TableHead style={{ textAlign: 'end' }}>Net à payer</TableHead>
          <TableHead>Statut</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payslips.map((payslip) => (
          <TableRow key={payslip.id}>
            <TableCell>{payslip.period}</TableCell>
            <TableCell style={{ textAlign: 'end' }}>{euros.format(payslip.gross / 100)}</TableCell>
            <TableCell style={{ textAlign: 'end' }}>{euros.format(payslip.net / 100)}</TableCell>
            <TableCell>
              <Badge variant={payslip.status === 'Validé' ? 'success' : 'warning'}>{payslip.status}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
};

/** On a narrow screen the table scrolls inside its box, and the box takes keyboard focus to be scrolled. */
export const Narrow: Story = {
  render: Payslips.render,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
