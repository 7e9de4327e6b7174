import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Label } from '../Label/Label.tsx';
import { RadioGroup, RadioGroupItem } from './RadioGroup.tsx';

const plans = [
  { value: 'trial', label: 'Essai gratuit, 14 jours' },
  { value: 'monthly', label: 'Mensuel, 49 € par mois' },
  { value: 'annual', label: 'Annuel, 490 € par an (2 mois offerts)' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { defaultValue: 'monthly', onValueChange: fn(), 'aria-label': 'Formule' },
  render: (args) => (
    <RadioGroup {...args}>
      {plans.map((plan) => (
        <div key={plan.value} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <RadioGroupItem value={plan.value} id={`plan-${plan.value}`} />
          <Label htmlFor={`plan-${plan.value}`}>{plan.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plans: Story = {};

export const Disabled: Story = {
  args: { disabled: true },
};
