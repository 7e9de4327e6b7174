import type { Meta, StoryObj } from '@storybook/react-vite';
import { Separator } from './Separator.tsx';

const meta = {
  title: 'Components/Separator',
  component: Separator,
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <div style={{ maxWidth: '22rem', display: 'grid', gap: '1rem' }}>
      <p>Mon profil</p>
      <Separator {...args} />
      <p>Paramètres</p>
    </div>
  ),
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', height: '1.5rem', alignItems: 'center' }}>
      <span>Blog</span>
      <Separator {...args} />
      <span>Outils</span>
      <Separator {...args} />
      <span>Tarifs</span>
    </div>
  ),
};
