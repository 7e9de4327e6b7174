import {
  LEGAL_FORMS,
  type LegalForm,
  OFFICER_STATUSES_BY_FORM,
  type OfficerStatus,
} from '@dirigeo/payroll-calc';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EligibilityTest } from './EligibilityTest.tsx';
import { LEGAL_FORM_LABELS, OFFICER_STATUS_LABELS } from './eligibility-texts.ts';

const ELIGIBLE = 'Vous êtes éligible à Dirigeo !';
const NOT_COMPATIBLE = "Votre statut n'est pas compatible avec Dirigeo";
const COMPLEX = 'Situation complexe';

/** Spec 000 §4, written out pair by pair: what the screen must conclude for each form and status. */
const EXPECTED: Record<LegalForm, Partial<Record<OfficerStatus, { heading: string; immediate: boolean }>>> = {
  SARL: {
    gerant_majoritaire: { heading: NOT_COMPATIBLE, immediate: true },
    gerant_minoritaire: { heading: ELIGIBLE, immediate: true },
    gerant_non_associe: { heading: ELIGIBLE, immediate: true },
  },
  SAS: {
    president_associe_majoritaire: { heading: ELIGIBLE, immediate: true },
    president_associe_minoritaire: { heading: ELIGIBLE, immediate: true },
    directeur_general: { heading: ELIGIBLE, immediate: true },
  },
  SASU: { president_associe_unique: { heading: ELIGIBLE, immediate: true } },
  EURL: {
    gerant_associe_unique: { heading: NOT_COMPATIBLE, immediate: true },
    gerant_non_associe: { heading: ELIGIBLE, immediate: true },
  },
  EI: { entrepreneur_individuel: { heading: NOT_COMPATIBLE, immediate: true } },
  AE: { auto_entrepreneur: { heading: NOT_COMPATIBLE, immediate: true } },
  SNC: {
    associe_gerant: { heading: COMPLEX, immediate: false },
    gerant_non_associe: { heading: COMPLEX, immediate: false },
    associe: { heading: COMPLEX, immediate: false },
  },
  SA: {
    president_conseil: { heading: ELIGIBLE, immediate: true },
    directeur_general: { heading: ELIGIBLE, immediate: true },
  },
  SCS: {
    associe_commandite: { heading: COMPLEX, immediate: false },
    gerant_commandite: { heading: COMPLEX, immediate: false },
    membre_conseil_surveillance: { heading: COMPLEX, immediate: false },
  },
  SCA: {
    associe_commandite: { heading: COMPLEX, immediate: false },
    gerant_commandite: { heading: COMPLEX, immediate: false },
    membre_conseil_surveillance: { heading: COMPLEX, immediate: false },
  },
  GIE: {
    controleur_gestion: { heading: COMPLEX, immediate: false },
    administrateur_membre: { heading: COMPLEX, immediate: false },
    membre: { heading: COMPLEX, immediate: false },
  },
};

const cases = LEGAL_FORMS.flatMap((form) =>
  OFFICER_STATUSES_BY_FORM[form].map((status) => {
    const expected = EXPECTED[form][status];
    if (!expected) throw new Error(`the table misses ${form} ${status}`);
    return { form, status, ...expected };
  }),
);

describe('EligibilityTest', () => {
  it.each(cases)('$form, $status → $heading', async ({ form, status, heading, immediate }) => {
    renderWithProviders(<EligibilityTest />);
    await userEvent.click(screen.getByRole('radio', { name: LEGAL_FORM_LABELS[form] }));
    await userEvent.click(screen.getByRole('radio', { name: OFFICER_STATUS_LABELS[status] }));
    if (!immediate) {
      expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: "Finaliser l'analyse" }));
    }
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading);
    expect(screen.getByRole('button', { name: 'Recommencer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    const access = screen.queryByRole('link', { name: 'Demander un accès' });
    if (heading === ELIGIBLE) expect(access).toHaveAttribute('href', '/auth');
    else expect(access).not.toBeInTheDocument();
  });

  it.each([
    ['SAS', 'dans la SAS'],
    ['EURL', 'dans l’EURL'],
    ['GIE', 'dans le GIE'],
  ] as const)('asks the status of a %s with its article: « %s »', async (form, words) => {
    renderWithProviders(<EligibilityTest />);
    await userEvent.click(screen.getByRole('radio', { name: LEGAL_FORM_LABELS[form] }));
    expect(screen.getByText(`2. Quel est votre statut ${words} ?`)).toBeInTheDocument();
  });

  it('alerts when finalising without a legal form and a status', async () => {
    renderWithProviders(<EligibilityTest />);
    await userEvent.click(screen.getByRole('button', { name: "Finaliser l'analyse" }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez remplir au moins la forme juridique et le statut.',
    );
    await userEvent.click(screen.getByRole('radio', { name: LEGAL_FORM_LABELS.SNC }));
    await userEvent.click(screen.getByRole('button', { name: "Finaliser l'analyse" }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('asks the two follow-up questions only when the mandate is combined with a contract', async () => {
    renderWithProviders(<EligibilityTest />);
    await userEvent.click(screen.getByRole('radio', { name: LEGAL_FORM_LABELS.GIE }));
    await userEvent.click(screen.getByRole('radio', { name: OFFICER_STATUS_LABELS.membre }));
    // Legal form, status, remunere, cumul_contrat.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(4);
    const cumul = screen.getByRole('radiogroup', { name: /Cumulez-vous votre mandat/ });
    await userEvent.click(within(cumul).getByRole('radio', { name: 'Oui' }));
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    expect(screen.getByRole('radiogroup', { name: /lien de subordination/ })).toBeInTheDocument();
  });

  it('resets the status and the extra answers when the legal form changes', async () => {
    renderWithProviders(<EligibilityTest />);
    await userEvent.click(screen.getByRole('radio', { name: LEGAL_FORM_LABELS.SNC }));
    await userEvent.click(screen.getByRole('radio', { name: OFFICER_STATUS_LABELS.associe }));
    expect(screen.getByRole('radiogroup', { name: /rémunération/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: LEGAL_FORM_LABELS.GIE }));
    expect(screen.queryByRole('radiogroup', { name: /rémunération/ })).not.toBeInTheDocument();
    for (const status of OFFICER_STATUSES_BY_FORM.GIE) {
      expect(screen.getByRole('radio', { name: OFFICER_STATUS_LABELS[status] })).not.toBeChecked();
    }
  });

  it('starts again from the result', async () => {
    renderWithProviders(<EligibilityTest />);
    await userEvent.click(screen.getByRole('radio', { name: LEGAL_FORM_LABELS.SASU }));
    await userEvent.click(
      screen.getByRole('radio', { name: OFFICER_STATUS_LABELS.president_associe_unique }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(screen.getByRole('radio', { name: LEGAL_FORM_LABELS.SASU })).not.toBeChecked();
  });
});
