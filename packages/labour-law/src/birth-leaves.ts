import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';

/** A birth, for the maternity leave. */
export interface MaternityLeaveInput {
  /** Children the employee or the household already has in charge, or already born viable to her (L1225-19). */
  readonly childrenAlready: number;
  /** Children expected: 1, 2 (twins) or 3 and more (L1225-18). */
  readonly expected: number;
}

export interface MaternityLeave extends Explained {
  /** Weeks before the presumed date of birth, and after the birth. */
  readonly prenatalWeeks: number;
  readonly postnatalWeeks: number;
  readonly totalWeeks: number;
}

/**
 * The legal maternity leave (L1225-17 to L1225-19): 6 weeks before the presumed birth and 10 after; 8 and 18
 * from the third child (two already in charge or born viable); 12 and 22 for twins; 24 and 22 for three or
 * more. Part of the prenatal leave may be moved after the birth on medical advice. RangeError for counts that
 * are not whole, or fewer than one child expected.
 */
export function computeMaternityLeave(input: MaternityLeaveInput): MaternityLeave {
  const { childrenAlready, expected } = input;
  if (
    !Number.isInteger(childrenAlready) ||
    childrenAlready < 0 ||
    !Number.isInteger(expected) ||
    expected < 1
  ) {
    throw new RangeError(
      `labour-law: childrenAlready must be a whole number ≥ 0 and expected ≥ 1, got ${childrenAlready} and ${expected}`,
    );
  }
  const rules: AppliedRule[] = [];
  let prenatalWeeks: number;
  let postnatalWeeks: number;
  if (expected >= 3) {
    [prenatalWeeks, postnatalWeeks] = [24, 22];
    rules.push(
      rule(
        ['L1225-18'],
        'Naissance de trois enfants ou plus : 24 semaines avant la date présumée de l’accouchement et 22 semaines après, soit 46 semaines.',
      ),
    );
  } else if (expected === 2) {
    [prenatalWeeks, postnatalWeeks] = [12, 22];
    rules.push(
      rule(
        ['L1225-18'],
        'Naissance de jumeaux : 12 semaines avant la date présumée de l’accouchement et 22 semaines après, soit 34 semaines ; ' +
          'la période prénatale peut être allongée de 4 semaines au plus, la période postnatale réduite d’autant.',
      ),
    );
  } else if (childrenAlready >= 2) {
    [prenatalWeeks, postnatalWeeks] = [8, 18];
    rules.push(
      rule(
        ['L1225-19'],
        'Troisième enfant ou plus (deux enfants déjà à charge, ou déjà mis au monde) : 8 semaines avant la date présumée ' +
          'de l’accouchement et 18 semaines après, soit 26 semaines ; jusqu’à 3 semaines prénatales peuvent être ' +
          'reportées après la naissance sur avis médical, ou la période prénatale allongée de 2 semaines.',
      ),
    );
  } else {
    [prenatalWeeks, postnatalWeeks] = [6, 10];
    rules.push(
      rule(
        ['L1225-17'],
        'Premier ou deuxième enfant : 6 semaines avant la date présumée de l’accouchement et 10 semaines après, soit 16 ' +
          'semaines ; jusqu’à 3 semaines prénatales peuvent être reportées après la naissance, sur avis favorable du ' +
          'professionnel de santé qui suit la grossesse.',
      ),
    );
  }
  return { prenatalWeeks, postnatalWeeks, totalWeeks: prenatalWeeks + postnatalWeeks, ...explained(rules) };
}

/** A birth, for the other parent's leaves. */
export interface PaternityLeaveInput {
  /** More than one child born (twins, triplets…). */
  readonly multipleBirth?: boolean;
}

export interface PaternityLeave extends Explained {
  /** The birth leave, in jours ouvrables, paid by the employer (L3142-4, L3142-2). */
  readonly birthLeaveDays: number;
  /** The paternity and childcare leave, in calendar days (L1225-35). */
  readonly paternityDays: number;
  /** Of those, the days to take right after the birth leave, which the employer may not employ him on. */
  readonly mandatoryDays: number;
}

/**
 * The leaves of the father, or of the mother's spouse, partner or civil partner, at a birth: 3 jours ouvrables of
 * birth leave paid by the employer (L3142-4, L3142-2), then the paternity and childcare leave of 25 calendar days
 * (32 for a multiple birth, L1225-35): 4 days right after the birth leave, during which employing him is
 * forbidden (L1225-35-1), and 21 (28) days within six months of the birth, in up to two periods of 5 days at
 * least, each announced a month ahead (D1225-8).
 */
export function computePaternityLeave(input: PaternityLeaveInput = {}): PaternityLeave {
  const multiple = input.multipleBirth ?? false;
  const paternityDays = multiple ? 32 : 25;
  const rest = paternityDays - 4;
  const rules: AppliedRule[] = [
    rule(
      ['L3142-4', 'L3142-2'],
      'Congé de naissance : 3 jours ouvrables pour chaque naissance, à partir du jour de la naissance ou du premier jour ' +
        'ouvrable qui suit, sans réduction de la rémunération (payés par l’employeur).',
    ),
    rule(
      ['L1225-35', 'L1225-35-1'],
      `Congé de paternité et d’accueil de l’enfant : ${paternityDays} jours calendaires${multiple ? ' (naissances multiples)' : ' (32 en cas de naissances multiples)'}, ` +
        `dont 4 jours obligatoires pris juste après le congé de naissance, puis ${rest} jours ; indemnisé par la sécurité ` +
        'sociale (indemnités journalières), pas par l’employeur sauf accord.',
    ),
    rule(
      ['D1225-8'],
      `Les ${rest} jours se prennent dans les 6 mois suivant la naissance, en une ou deux périodes d’au moins 5 jours ; ` +
        'le salarié informe l’employeur de la date prévue de l’accouchement un mois avant, et des dates de congé un mois ' +
        'avant chaque période.',
    ),
  ];
  return { birthLeaveDays: 3, paternityDays, mandatoryDays: 4, ...explained(rules) };
}
