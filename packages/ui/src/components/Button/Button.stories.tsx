import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { XIcon } from '../../icons/XIcon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Button } from './Button.tsx';
import { buttonSizes, buttonVariants } from './Button.css.ts';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Créer un bulletin', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} size="md">
        Moyen
      </Button>
      <Button {...args} size="lg">
        Grand
      </Button>
      <Button {...args} size="icon" variant="outline" aria-label="Fermer">
        <XIcon />
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const Loading: Story = {
  render: (args) => (
    <Button {...args} disabled>
      <Spinner size="sm" label="Enregistrement…" />
      Enregistrement…
    </Button>
  ),
};

/** `asChild` gives a link the button's look; it stays a link for assistive technology. */
export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a href="#souscription">Commencer l'essai gratuit</a>
    </Button>
  ),
};
