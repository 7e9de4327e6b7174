import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/theme.css.ts';
import { Spinner } from './Spinner.tsx';
import { spinnerSizes } from './Spinner.css.ts';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', color: vars.color.primary }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
};

export const WithLabel: Story = {
  args: { label: 'Chargement des bulletins…' },
};
