import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export const DashboardFigure: Story = {
  render: (args) => (
    <Card {...args} style={{ maxWidth: '22rem' }}>
      <CardHeader>
        <CardDescription>Net à payer, mars 2025</CardDescription>
        <CardTitle asChild>
          <p style={{ fontSize: '1.875rem' }}>{euros.format(3250)}</p>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Badge variant="success">Validé</Badge>
      </CardContent>
    </Card>
  ),
};

export const Plan: Story = {
  render: (args) => (
    <Card {...args} style={{ maxWidth: '22rem' }}>
      <CardHeader>
        <CardTitle>Mensuel</CardTitle>
        <CardDescription>49 € par mois, sans engagement.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Bulletins officiels, déclarations DSN automatiques, support prioritaire.</p>
      </CardContent>
      <CardFooter>
        <Button style={{ width: '100%' }}>Choisir cette formule</Button>
      </CardFooter>
    </Card>
  ),
};
