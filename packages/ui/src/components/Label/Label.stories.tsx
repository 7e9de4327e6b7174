import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Input } from '../Input/Input.tsx';
import { Label } from './Label.tsx';

const meta = {
  title: 'Components/Label',
  component: Label,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForAField: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '22rem' }}>
      <Label htmlFor="company">Raison sociale</Label>
      <Input id="company" />
    </div>
  ),
};

export const ForACheckbox: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Checkbox id="cgu" />
      <Label htmlFor="cgu">J'accepte les conditions générales d'utilisation</Label>
    </div>
  ),
};
