import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from './theme.css.ts';
import { tokens } from './tokens.ts';

const meta = {
  title: 'Theme/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const colorNames = Object.keys(tokens.color) as Array<keyof typeof tokens.color>;
const spaceNames = Object.keys(tokens.space) as Array<keyof typeof tokens.space>;
const fontSizeNames = Object.keys(tokens.fontSize) as Array<keyof typeof tokens.fontSize>;
const radiusNames = Object.keys(tokens.radius) as Array<keyof typeof tokens.radius>;

export const Colors: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: '1rem' }}
    >
      {colorNames.map((name) => (
        <div key={name} style={{ display: 'grid', gap: '0.25rem', fontSize: vars.fontSize.sm }}>
          <div
            style={{
              height: '3rem',
              borderRadius: vars.radius.md,
              border: `1px solid ${vars.color.border}`,
              backgroundColor: vars.color[name],
            }}
          />
          <strong>{name}</strong>
          <code style={{ color: vars.color.textMuted }}>{tokens.color[name]}</code>
        </div>
      ))}
    </div>
  ),
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {fontSizeNames.map((name) => (
        <p key={name} style={{ fontSize: vars.fontSize[name], lineHeight: vars.lineHeight.tight }}>
          {name} ({tokens.fontSize[name]}) : bulletin de paie du président de SAS
        </p>
      ))}
    </div>
  ),
};

export const SpaceAndRadius: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        {spaceNames.map((name) => (
          <div
            key={name}
            style={{ display: 'flex', gap: '1rem', alignItems: 'center', fontSize: vars.fontSize.sm }}
          >
            <code style={{ width: '6rem' }}>
              space.{name} {tokens.space[name]}
            </code>
            <div
              style={{ height: '0.75rem', width: vars.space[name], backgroundColor: vars.color.primary }}
            />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: '1rem' }}>
        {radiusNames.map((name) => (
          <div
            key={name}
            style={{
              display: 'grid',
              placeItems: 'center',
              width: '5rem',
              height: '5rem',
              borderRadius: vars.radius[name],
              backgroundColor: vars.color.secondary,
              color: vars.color.secondaryText,
              fontSize: vars.fontSize.sm,
            }}
          >
            {name}
          </div>
        ))}
      </div>
    </div>
  ),
};
