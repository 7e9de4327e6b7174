import { describe, expect, it } from 'vitest';
import {
  decideEligibility,
  decideImmediateEligibility,
  type EligibilityAnswers,
  extraQuestionsFor,
  type ImmediateEligibility,
  LEGAL_FORMS,
  type LegalForm,
  OFFICER_STATUSES_BY_FORM,
  type OfficerStatus,
} from './eligibility.ts';

const ELIGIBLE: ImmediateEligibility = { kind: 'eligible', regime: 'assimile-salarie' };
const MORE: ImmediateEligibility = { kind: 'needs-more-answers' };
const tns = (
  reason: 'sarl-gerant-majoritaire' | 'eurl-gerant-associe-unique' | 'ei' | 'ae',
): ImmediateEligibility => ({
  kind: 'not-compatible',
  regime: 'tns',
  reason,
});

/** Every (form, status) pair of spec 000 section 4 with its immediate outcome. */
const OUTCOMES: ReadonlyArray<readonly [LegalForm, OfficerStatus, ImmediateEligibility]> = [
  ['SARL', 'gerant_majoritaire', tns('sarl-gerant-majoritaire')],
  ['SARL', 'gerant_minoritaire', ELIGIBLE],
  ['SARL', 'gerant_non_associe', ELIGIBLE],
  ['SAS', 'president_associe_majoritaire', ELIGIBLE],
  ['SAS', 'president_associe_minoritaire', ELIGIBLE],
  ['SAS', 'directeur_general', ELIGIBLE],
  ['SASU', 'president_associe_unique', ELIGIBLE],
  ['EURL', 'gerant_associe_unique', tns('eurl-gerant-associe-unique')],
  // Assimilé salarié like a SARL's non-partner manager (CSS art. L311-3, 11°), not « Situation complexe ».
  ['EURL', 'gerant_non_associe', ELIGIBLE],
  ['EI', 'entrepreneur_individuel', tns('ei')],
  ['AE', 'auto_entrepreneur', tns('ae')],
  ['SNC', 'associe_gerant', MORE],
  ['SNC', 'gerant_non_associe', MORE],
  ['SNC', 'associe', MORE],
  ['SA', 'president_conseil', ELIGIBLE],
  ['SA', 'directeur_general', ELIGIBLE],
  ['SCS', 'associe_commandite', MORE],
  ['SCS', 'gerant_commandite', MORE],
  ['SCS', 'membre_conseil_surveillance', MORE],
  ['SCA', 'associe_commandite', MORE],
  ['SCA', 'gerant_commandite', MORE],
  ['SCA', 'membre_conseil_surveillance', MORE],
  ['GIE', 'controleur_gestion', MORE],
  ['GIE', 'administrateur_membre', MORE],
  ['GIE', 'membre', MORE],
];

describe('the questions of the eligibility test', () => {
  it('asks the 11 legal forms of step 1, in order', () => {
    expect(LEGAL_FORMS).toEqual([
      'SARL',
      'SAS',
      'SASU',
      'EURL',
      'EI',
      'AE',
      'SNC',
      'SA',
      'SCS',
      'SCA',
      'GIE',
    ]);
  });

  it('offers for each form exactly the statuses of step 2', () => {
    const fromTable: Record<string, string[]> = {};
    for (const [form, status] of OUTCOMES) fromTable[form] = [...(fromTable[form] ?? []), status];
    expect(OFFICER_STATUSES_BY_FORM).toEqual(fromTable);
  });
});

describe('decideImmediateEligibility', () => {
  it.each(OUTCOMES)('%s with %s', (form, status, outcome) => {
    expect(decideImmediateEligibility(form, status)).toEqual(outcome);
  });

  it('rejects a status the form does not offer', () => {
    // @ts-expect-error: the types already refuse it; the runtime must too, for untyped callers.
    expect(() => decideImmediateEligibility('EI', 'gerant_majoritaire')).toThrow(RangeError);
  });
});

const INCOMPLETE: EligibilityAnswers[] = [
  {},
  { formJuridique: null, statut: null },
  { formJuridique: 'SNC' },
  { statut: 'associe' },
  { formJuridique: 'SNC', statut: null, remunere: 'oui', cumulContrat: 'non' },
  // A status left over from another form (the page resets it, but a stale state must not decide).
  { formJuridique: 'GIE', statut: 'associe_gerant' },
];

const EXTRA_ANSWERS: EligibilityAnswers[] = [
  { remunere: 'oui', cumulContrat: 'oui', tachesDiff: 'oui', subordination: 'oui' },
  { remunere: 'non', cumulContrat: 'non' },
  { remunere: 'oui', cumulContrat: 'oui', tachesDiff: 'non', subordination: 'non' },
];

describe("decideEligibility ('Finaliser l'analyse')", () => {
  it.each(INCOMPLETE.map((answers) => [answers]))(
    'is incomplete without a form and one of its statuses: %o',
    (answers) => {
      expect(decideEligibility(answers)).toEqual({ kind: 'incomplete' });
    },
  );

  it.each(OUTCOMES)(
    '%s with %s: the immediate outcome, or a complex situation',
    (formJuridique, statut, outcome) => {
      const expected = outcome.kind === 'needs-more-answers' ? { kind: 'complex' } : outcome;
      expect(decideEligibility({ formJuridique, statut })).toEqual(expected);
    },
  );

  it.each(EXTRA_ANSWERS.map((extra) => [extra]))(
    'the extra answers do not change the outcome: %o',
    (extra) => {
      expect(decideEligibility({ formJuridique: 'SNC', statut: 'associe', ...extra })).toEqual({
        kind: 'complex',
      });
      expect(decideEligibility({ formJuridique: 'SNC', statut: 'gerant_non_associe', ...extra })).toEqual({
        kind: 'complex',
      });
    },
  );
});

describe('extraQuestionsFor', () => {
  it.each(OUTCOMES.filter(([, , outcome]) => outcome.kind !== 'needs-more-answers'))(
    '%s with %s has an immediate outcome: no extra question',
    (formJuridique, statut) => {
      expect(extraQuestionsFor({ formJuridique, statut, cumulContrat: 'oui' })).toEqual([]);
    },
  );

  it.each(OUTCOMES.filter(([, , outcome]) => outcome.kind === 'needs-more-answers'))(
    '%s with %s asks remunere and cumul_contrat, then taches_diff and subordination if cumul_contrat is oui',
    (formJuridique, statut) => {
      expect(extraQuestionsFor({ formJuridique, statut })).toEqual(['remunere', 'cumul_contrat']);
      expect(extraQuestionsFor({ formJuridique, statut, cumulContrat: 'non' })).toEqual([
        'remunere',
        'cumul_contrat',
      ]);
      expect(extraQuestionsFor({ formJuridique, statut, cumulContrat: 'oui' })).toEqual([
        'remunere',
        'cumul_contrat',
        'taches_diff',
        'subordination',
      ]);
    },
  );

  it('asks nothing before the status is chosen', () => {
    expect(extraQuestionsFor({ formJuridique: 'SNC' })).toEqual([]);
  });
});
