import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from '../FieldError/FieldError.tsx';
import { Label } from '../Label/Label.tsx';
import { Input } from './Input.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: 'vous@entreprise.fr', type: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem', display: 'grid', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { 'aria-label': 'E-mail' },
};

export const WithLabel: Story = {
  render: (args) => (
    <>
      <Label htmlFor="email">E-mail professionnel</Label>
      <Input id="email" {...args} />
    </>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <>
      <Label htmlFor="siret">SIRET</Label>
      <Input id="siret" {...args} type="text" defaultValue="1234" invalid aria-describedby="siret-error" />
      <FieldError id="siret-error">Veuillez saisir le SIRET de votre entreprise</FieldError>
    </>
  ),
};

export const Disabled: Story = {
  args: { 'aria-label': 'E-mail', disabled: true, defaultValue: 'claire@exemple.fr' },
};

export const File: Story = {
  args: { 'aria-label': 'Fichier', type: 'file', placeholder: undefined },
};
