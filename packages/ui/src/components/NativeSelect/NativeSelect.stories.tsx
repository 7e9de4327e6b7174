import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from '../FieldError/FieldError.tsx';
import { Label } from '../Label/Label.tsx';
import { NativeSelect } from './NativeSelect.tsx';

const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin'];

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem', display: 'grid', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  render: (args) => (
    <>
      <Label htmlFor="mois">Mois</Label>
      <NativeSelect id="mois" defaultValue="3" {...args}>
        {months.map((month, index) => (
          <option key={month} value={index + 1}>
            {month}
          </option>
        ))}
      </NativeSelect>
    </>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <>
      <Label htmlFor="motif">Motif du licenciement</Label>
      <NativeSelect id="motif" defaultValue="" invalid aria-describedby="motif-error" {...args}>
        <option value="">Choisissez</option>
        <option value="personnel">Motif personnel</option>
      </NativeSelect>
      <FieldError id="motif-error">Choisissez un motif</FieldError>
    </>
  ),
};
