import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { toast } from './toast-store.ts';
import { Toaster } from './Toaster.tsx';

/**
 * One toast at a time (a new one replaces the current one), 5000 ms on screen, swipe right past
 * 50 px to dismiss, F8 to reach the region, at most 420 px wide from the md breakpoint.
 */
const meta = {
  title: 'Components/Toast',
  component: Toaster,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button
        variant="outline"
        onClick={() =>
          toast({ title: 'Téléchargement du bulletin', description: 'Le bulletin de paie a été téléchargé.' })
        }
      >
        Par défaut
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Inscription réussie',
            description: 'Votre compte a été créé avec succès !',
            variant: 'success',
          })
        }
      >
        Succès
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({
            title: 'Formulaire incomplet',
            description: 'Veuillez remplir correctement tous les champs requis',
            variant: 'destructive',
          })
        }
      >
        Erreur
      </Button>
    </div>
  ),
};

export const TitleOnly: Story = {
  render: () => <Button onClick={() => toast({ title: 'Profil mis à jour' })}>Enregistrer le profil</Button>,
};
