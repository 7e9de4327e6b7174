import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './FieldError.tsx';

const meta = {
  title: 'Components/FieldError',
  component: FieldError,
  args: { id: 'password-error', children: 'Le mot de passe doit contenir au moins 8 caractères' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without a message it renders nothing, so it can stay mounted under its field. */
export const Empty: Story = {
  args: { children: undefined },
};
