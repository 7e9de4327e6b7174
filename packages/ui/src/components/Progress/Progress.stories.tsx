import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from './Progress.tsx';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 2, max: 3, 'aria-label': 'Étape 2 sur 3' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 3, step: 1 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WizardStep: Story = {};

export const Indeterminate: Story = {
  args: { value: null, 'aria-label': 'Envoi du fichier' },
};
