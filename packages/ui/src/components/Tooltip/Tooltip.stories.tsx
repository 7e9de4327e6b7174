import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from './Tooltip.tsx';

/** Opens 700 ms after the pointer rests on the trigger (300 ms skip between triggers), at once on keyboard focus. */
const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Taux PMSS</Button>
        </TooltipTrigger>
        <TooltipContent>Plafond mensuel de la Sécurité sociale</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline">CSG</Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">Contribution sociale généralisée</TooltipContent>
      </Tooltip>
    </div>
  ),
};

export const Open: Story = {
  args: { defaultOpen: true },
  render: Default.render,
};
