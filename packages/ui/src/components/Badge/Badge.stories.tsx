import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { badgeVariants } from './Badge.css.ts';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Brouillon', variant: 'warning' },
  argTypes: {
    variant: { control: 'inline-radio', options: badgeVariants },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge>Premium</Badge>
      <Badge variant="success">Validé</Badge>
      <Badge variant="warning">Brouillon</Badge>
      <Badge variant="neutral">Archivé</Badge>
      <Badge variant="destructive">Refusé</Badge>
      <Badge variant="outline">Social</Badge>
    </div>
  ),
};
