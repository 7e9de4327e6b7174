import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/theme.css.ts';
import { ScrollArea } from './ScrollArea.tsx';

const agreements = Array.from({ length: 40 }, (_, index) => `Convention collective n° ${index + 1}`);

/** The scrollbars hide 600 ms after scrolling stops (spec 000 §9). */
const meta = {
  title: 'Components/ScrollArea',
  component: ScrollArea,
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  render: (args) => (
    <ScrollArea
      {...args}
      style={{
        height: '16rem',
        width: '18rem',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      }}
    >
      <ul style={{ margin: 0, padding: '0.75rem 1rem' }}>
        {agreements.map((agreement) => (
          <li key={agreement} style={{ paddingBlock: '0.25rem' }}>
            {agreement}
          </li>
        ))}
      </ul>
    </ScrollArea>
  ),
};
