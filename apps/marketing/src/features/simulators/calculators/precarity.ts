/**
 * « Indemnité de précarité »: how the CDD ends (the cases of L1243-10 and a CDI that follows, from the
 * package's `PRECARITY_EXCLUSIONS`), then the total gross pay. The answer, `computePrecarityIndemnity`, is
 * computed in `precarity-result.ts`.
 */
import { PRECARITY_EXCLUSIONS, type PrecarityExclusion } from '@dirigeo/labour-law';
import { chosen, readEuros } from '../answers.ts';
import type { FieldErrors, WizardStep } from '../wizard.ts';

export interface PrecarityForm {
  /** 'none' when no exclusion applies; '' until answered. */
  readonly exclusion: PrecarityExclusion | 'none' | '';
  readonly totalGross: string;
}

export const initialPrecarityForm: PrecarityForm = { exclusion: '', totalGross: '' };

/** The answers of the first step: the ordinary end of a CDD first, then each case of the package. */
export const precarityExclusionOptions: readonly { value: PrecarityExclusion | 'none'; label: string }[] = [
  { value: 'none', label: 'Le CDD arrive à son terme (ou est rompu par l’employeur) sans aucun de ces cas' },
  ...(Object.keys(PRECARITY_EXCLUSIONS) as PrecarityExclusion[]).map((value) => ({
    value,
    label: PRECARITY_EXCLUSIONS[value].label,
  })),
];

export const precaritySteps: readonly WizardStep<PrecarityForm>[] = [
  {
    id: 'fin-du-contrat',
    title: 'Comment le CDD prend-il fin ?',
    validate: (form) => chosen('exclusion', form.exclusion),
  },
  {
    id: 'remuneration',
    title: 'La rémunération versée pendant le contrat',
    when: (form) => form.exclusion === 'none',
    validate: (form): FieldErrors => {
      const total = readEuros(form.totalGross);
      return total.ok ? {} : { totalGross: total.message };
    },
  },
];
