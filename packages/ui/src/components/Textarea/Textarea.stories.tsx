import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from '../FieldError/FieldError.tsx';
import { Label } from '../Label/Label.tsx';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { placeholder: 'Décrivez votre besoin…' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', display: 'grid', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <>
      <Label htmlFor="message">Message</Label>
      <Textarea id="message" {...args} />
    </>
  ),
};

export const Invalid: Story = {
  render: (args) => (
    <>
      <Label htmlFor="message-invalid">Message</Label>
      <Textarea id="message-invalid" {...args} invalid aria-describedby="message-error" />
      <FieldError id="message-error">Ce champ est requis</FieldError>
    </>
  ),
};
