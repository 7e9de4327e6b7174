import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: '0.75rem', maxWidth: '22rem' }}>
      <Skeleton style={{ height: '1rem', width: '40%' }} />
      <Skeleton style={{ height: '2.25rem', width: '70%' }} />
      <Skeleton style={{ height: '1rem', width: '100%' }} />
    </div>
  ),
};
