import type { Meta, StoryObj } from '@storybook/react-vite';
import { XIcon } from '../../icons/XIcon.tsx';
import { Button } from '../Button/Button.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows only an icon; screen readers hear 'Fermer le panneau'. */
export const IconButtonLabel: Story = {
  render: () => (
    <Button variant="outline" size="icon">
      <XIcon />
      <VisuallyHidden>Fermer le panneau</VisuallyHidden>
    </Button>
  ),
};
