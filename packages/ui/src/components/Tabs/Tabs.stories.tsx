import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'list' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Documents">
        <TabsTrigger value="list">Mes documents</TabsTrigger>
        <TabsTrigger value="upload">Ajouter un document</TabsTrigger>
        <TabsTrigger value="archive" disabled>
          Archives
        </TabsTrigger>
      </TabsList>
      <TabsContent value="list">La liste de vos documents.</TabsContent>
      <TabsContent value="upload">Le formulaire d'ajout.</TabsContent>
      <TabsContent value="archive">Les documents archivés.</TabsContent>
    </Tabs>
  ),
};
