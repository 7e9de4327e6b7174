import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FieldError } from '../FieldError/FieldError.tsx';
import { Label } from '../Label/Label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './Select.tsx';

const months = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem', display: 'grid', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <>
      <Label htmlFor="category">Catégorie</Label>
      <Select {...args}>
        <SelectTrigger id="category">
          <SelectValue placeholder="Choisir une catégorie" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="payslip">Bulletin de paie</SelectItem>
          <SelectItem value="social">Social</SelectItem>
          <SelectItem value="tax">Fiscal</SelectItem>
          <SelectItem value="other">Autre</SelectItem>
        </SelectContent>
      </Select>
    </>
  ),
};

export const LongList: Story = {
  render: (args) => (
    <>
      <Label htmlFor="month">Mois</Label>
      <Select defaultValue="3" {...args}>
        <SelectTrigger id="month">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {months.map((month, index) => (
            <SelectItem key={month} value={String(index + 1)}>
              {month}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <>
      <Label htmlFor="package">Formule</Label>
      <Select {...args}>
        <SelectTrigger id="package" invalid aria-describedby="package-error">
          <SelectValue placeholder="Choisir une formule" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="essential">Essentiel</SelectItem>
          <SelectItem value="premium">Premium</SelectItem>
        </SelectContent>
      </Select>
      <FieldError id="package-error">Veuillez choisir une formule</FieldError>
    </>
  ),
};
