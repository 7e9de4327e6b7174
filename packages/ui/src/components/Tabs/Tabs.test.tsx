import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

function DocumentTabs() {
  return (
    <Tabs defaultValue="list">
      <TabsList aria-label="Documents">
        <TabsTrigger value="list">Mes documents</TabsTrigger>
        <TabsTrigger value="upload">Ajouter</TabsTrigger>
        <TabsTrigger value="archive">Archives</TabsTrigger>
      </TabsList>
      <TabsContent value="list">Liste des documents</TabsContent>
      <TabsContent value="upload">Formulaire d'ajout</TabsContent>
      <TabsContent value="archive">Documents archivés</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab and its panel', () => {
    render(<DocumentTabs />);

    expect(screen.getByRole('tab', { name: 'Mes documents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Mes documents' })).toHaveTextContent('Liste des documents');
  });

  it('moves to the next tab with the right arrow and shows its panel', async () => {
    render(<DocumentTabs />);

    screen.getByRole('tab', { name: 'Mes documents' }).focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Ajouter' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Ajouter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent("Formulaire d'ajout");
  });

  it('wraps from the first tab to the last with the left arrow, and back with Home', async () => {
    render(<DocumentTabs />);

    screen.getByRole('tab', { name: 'Mes documents' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Archives' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Mes documents' })).toHaveFocus();
  });

  it('is a single Tab stop: Tab leaves the tab list for the panel', async () => {
    render(<DocumentTabs />);

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Mes documents' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
