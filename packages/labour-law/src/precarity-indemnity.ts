import { formatEuros } from './format.ts';
import { type Explained, explained, type LabourCodeArticle, rule } from './legal-rule.ts';
import { assertCents, roundDivide } from './money.ts';

/**
 * The cases where the indemnité de fin de contrat (prime de précarité) of a CDD is not due, each with its
 * French label and its legal basis: the cases of L1243-10, and the CDD followed by a CDI (L1243-8 only
 * grants it when the relationship does not continue as a CDI).
 */
export const PRECARITY_EXCLUSIONS = {
  'seasonal-contract': {
    label: 'Contrat saisonnier',
    articles: ['L1243-10', 'L1242-2'],
    agreementMayGrant: true,
  },
  'usage-contract': {
    label: 'CDD d’usage (secteur où il est d’usage constant de ne pas recourir au CDI)',
    articles: ['L1243-10', 'L1242-2'],
    agreementMayGrant: true,
  },
  'employment-policy-contract': {
    label:
      'Contrat conclu au titre de la politique de l’emploi ou d’un complément de formation professionnelle (contrat aidé, période de reconversion…)',
    articles: ['L1243-10', 'L1242-3'],
    agreementMayGrant: true,
  },
  'student-holiday-job': {
    label: 'Jeune embauché pour une période comprise dans ses vacances scolaires ou universitaires',
    articles: ['L1243-10'],
  },
  'refused-permanent-contract': {
    label:
      'Refus par le salarié d’un CDI pour le même emploi ou un emploi similaire, avec une rémunération au moins équivalente',
    articles: ['L1243-10'],
  },
  'early-termination-by-employee': {
    label: 'Rupture anticipée du contrat à l’initiative du salarié',
    articles: ['L1243-10'],
  },
  'serious-misconduct': {
    label: 'Rupture anticipée pour faute grave du salarié',
    articles: ['L1243-10'],
  },
  'force-majeure': {
    label: 'Rupture anticipée pour force majeure',
    articles: ['L1243-10'],
  },
  'hired-on-permanent-contract': {
    label: 'Embauche en CDI à l’issue du CDD',
    articles: ['L1243-8'],
  },
} as const satisfies Record<
  string,
  { label: string; articles: readonly LabourCodeArticle[]; agreementMayGrant?: true }
>;

/** A case where the precarity indemnity is not due (key of `PRECARITY_EXCLUSIONS`). */
export type PrecarityExclusion = keyof typeof PRECARITY_EXCLUSIONS;

/** The end of a CDD. */
export interface PrecarityIndemnityInput {
  /** The total gross pay (rémunération totale brute) paid over the contract, in cents. */
  readonly totalGrossCents: number;
  /**
   * The case that excludes the indemnity, if any. `true` (the published contract's boolean) says one of
   * the cases applies without naming it; `false`, like null, that none does.
   */
  readonly excluded?: PrecarityExclusion | boolean | null;
}

/** The indemnité de fin de contrat. */
export interface PrecarityIndemnity extends Explained {
  /** Whether it is due. */
  readonly eligible: boolean;
  /** 10 % of the total gross pay, rounded to the nearest cent (half up); 0 when excluded. */
  readonly amountCents: number;
}

/** L1243-8: 10 % of the total gross pay. */
export const PRECARITY_RATE_PERCENT = 10;

/**
 * L1243-8: at the end of a CDD not followed by a CDI, 10 % of the total gross pay; nothing in the cases of
 * L1243-10 (or when a CDI follows). A collective agreement may lower the rate to 6 % against access to
 * training (L1243-9): the explanation says so. RangeError for an amount that is not whole cents or an
 * unknown exclusion.
 */
export function computePrecarityIndemnity(input: PrecarityIndemnityInput): PrecarityIndemnity {
  assertCents(input.totalGrossCents, 'totalGrossCents');
  const { excluded } = input;
  if (excluded === true) {
    return {
      eligible: false,
      amountCents: 0,
      ...explained([
        rule(
          ['L1243-10', 'L1243-8'],
          'Cas d’exclusion (contrat saisonnier ou d’usage, emploi de vacances d’un jeune, refus d’un CDI équivalent, ' +
            'rupture anticipée à l’initiative du salarié, pour faute grave ou force majeure, CDI à l’issue du CDD) : ' +
            'l’indemnité de fin de contrat n’est pas due.',
        ),
      ]),
    };
  }
  if (excluded !== undefined && excluded !== null && excluded !== false) {
    if (!Object.hasOwn(PRECARITY_EXCLUSIONS, excluded)) {
      throw new RangeError(`labour-law: unknown precarity exclusion '${String(excluded)}'`);
    }
    const exclusion: { label: string; articles: readonly LabourCodeArticle[]; agreementMayGrant?: true } =
      PRECARITY_EXCLUSIONS[excluded];
    return {
      eligible: false,
      amountCents: 0,
      ...explained([
        rule(
          exclusion.articles,
          `${exclusion.label} : l’indemnité de fin de contrat n’est pas due` +
            (exclusion.agreementMayGrant ? ', sauf si la convention ou l’accord collectif la prévoit.' : '.'),
        ),
      ]),
    };
  }
  const amountCents = roundDivide(input.totalGrossCents * PRECARITY_RATE_PERCENT, 100);
  return {
    eligible: true,
    amountCents,
    ...explained([
      rule(
        ['L1243-8'],
        `Indemnité de fin de contrat : 10 % de la rémunération totale brute versée, ${formatEuros(input.totalGrossCents)} × 10 % = ` +
          `${formatEuros(amountCents)}, versée avec le dernier salaire.`,
      ),
      rule(
        ['L1243-9'],
        'Une convention ou un accord collectif peut limiter ce taux à 6 % en contrepartie d’un accès privilégié à la formation professionnelle.',
      ),
    ]),
  };
}
