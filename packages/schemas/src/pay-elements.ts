import { z } from './zod-fr.ts';

/**
 * The month's pay elements beyond the base pay, as a client sends them (issue 24, and issue 25's leave and
 * end-of-contract pay): amounts in integer cents. The server values them with @dirigeo/payroll-calc (its
 * `PayElement`), completing what it knows better than the client: the kilometres already refunded in the
 * year, a paid leave's jours ouvrables and the pay of the days off, a CDD's indemnité de fin de contrat.
 */

const MAX_CENTS = 100_000_000;

const centsField = (label: string) =>
  z
    .number({ error: `${label} : un montant en centimes est requis` })
    .int({ error: `${label} : un montant en centimes (nombre entier) est requis` })
    .min(0, { error: `${label} ne peut pas être négatif` })
    .max(MAX_CENTS, { error: `${label} est trop élevé` });

const countField = (label: string, max: number) =>
  z
    .number({ error: `${label} : un nombre entier est requis` })
    .int({ error: `${label} : un nombre entier est requis` })
    .min(0, { error: `${label} ne peut pas être négatif` })
    .max(max, { error: `${label} ne dépasse pas ${max}` });

/** The nature every element prints (Code du travail R3243-1, 9°). */
const labelField = (what: string) =>
  z
    .string({ error: `Indiquez la nature ${what}` })
    .trim()
    .min(1, {
      error: `Indiquez la nature ${what} : elle figure sur le bulletin (art. R. 3243-1 du Code du travail)`,
    })
    .max(80, { error: 'Le libellé tient en 80 caractères' });

const isoDay = (label: string) =>
  z.iso.date({ error: `${label} : une date au format AAAA-MM-JJ est requise` });

export const payElementInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('prime'),
      label: labelField('de la prime'),
      amountCents: centsField('La prime'),
    }),
    z.object({
      kind: z.literal('vehicule'),
      holding: z.enum(['achete', 'loue'], { error: 'Le véhicule est acheté ou loué' }),
      costCents: centsField('Le coût du véhicule'),
      olderThanFiveYears: z.boolean().optional(),
      fuelPaid: z.boolean({ error: 'Indiquez si l’entreprise paie le carburant' }),
      electric: z.boolean().optional(),
    }),
    z.object({ kind: z.literal('logement'), mainRooms: countField('Le nombre de pièces principales', 20) }),
    z.object({
      kind: z.literal('ntic'),
      label: labelField('de l’outil'),
      purchaseOrSubscriptionCents: centsField('Le prix de l’outil'),
    }),
    z.object({ kind: z.literal('repas'), meals: countField('Le nombre de repas', 62) }),
    z.object({
      kind: z.literal('frais'),
      label: labelField('des frais'),
      amountCents: centsField('Le remboursement'),
    }),
    z.object({
      kind: z.literal('indemnites-kilometriques'),
      km: countField('Les kilomètres', 20_000),
      horsepower: countField('La puissance fiscale', 100).min(1, {
        error: 'La puissance fiscale est d’au moins 1 CV',
      }),
      electric: z.boolean().optional(),
    }),
    z.object({
      kind: z.literal('titres-restaurant'),
      count: countField('Le nombre de titres', 31),
      faceValueCents: centsField('La valeur du titre'),
      employerSharePercent: z
        .number({ error: 'La part patronale est un pourcentage' })
        .min(0, { error: 'La part patronale ne peut pas être négative' })
        .max(100, { error: 'La part patronale ne dépasse pas 100 %' }),
    }),
    z.object({
      kind: z.literal('autre-ajout'),
      label: labelField('de l’ajout'),
      amountCents: centsField('L’ajout'),
      subject: z.boolean({
        error: 'Indiquez si l’ajout est du salaire (soumis) ou un remboursement justifié',
      }),
    }),
    z.object({
      kind: z.literal('autre-retenue'),
      label: labelField('de la retenue'),
      amountCents: centsField('La retenue'),
    }),
    z.object({
      kind: z.literal('conges-payes'),
      startDate: isoDay('Le premier jour de congé'),
      endDate: isoDay('Le dernier jour de congé'),
      /** The indemnity when the tenth is more favourable than the pay maintained; absent: the pay maintained. */
      indemnityCents: centsField('L’indemnité de congés payés').optional(),
    }),
    z.object({
      kind: z.literal('indemnite-compensatrice-conges'),
      workingDays: countField('Les jours ouvrables non pris', 60).min(1, {
        error: 'Indiquez au moins un jour ouvrable non pris',
      }),
      amountCents: centsField('L’indemnité compensatrice de congés payés'),
    }),
    // Computed by the server: 10 % of the gross paid over the CDD (L1243-8). Not added when a case of
    // L1243-10 applies or a CDI follows (the form says which).
    z.object({ kind: z.literal('indemnite-fin-contrat') }),
    // Computed by the server at the legal amount (R1234-2, L1237-13) from the contract's dates and the last
    // 12 months' payslips (R1234-4): a CDI's last payslip only.
    z.object({ kind: z.literal('indemnite-licenciement') }),
    z.object({
      kind: z.literal('indemnite-rupture-conventionnelle'),
      // An employee who can claim a basic pension has the whole indemnity subject (CSS L242-1 II 7°).
      employeeCanClaimPension: z.boolean({
        error: 'Indiquez si le salarié peut faire liquider une pension de retraite de base',
      }),
    }),
  ],
  { error: 'Élément de paie inconnu' },
);
export type PayElementInput = z.infer<typeof payElementInputSchema>;
export type PayElementKind = PayElementInput['kind'];

/** At most this many elements on one payslip. */
export const PAY_ELEMENTS_MAX = 30;

export const payElementsInputSchema = z
  .array(payElementInputSchema)
  .max(PAY_ELEMENTS_MAX, { error: `Un bulletin porte au plus ${PAY_ELEMENTS_MAX} éléments de paie` });

/** Each element's name in the form and the ledger. */
export const PAY_ELEMENT_KIND_LABELS: Record<PayElementKind, string> = {
  prime: 'Prime ou commission',
  vehicule: 'Avantage en nature : véhicule',
  logement: 'Avantage en nature : logement',
  ntic: 'Avantage en nature : outils numériques (NTIC)',
  repas: 'Avantage en nature : repas',
  frais: 'Remboursement de frais sur justificatifs',
  'indemnites-kilometriques': 'Indemnités kilométriques',
  'titres-restaurant': 'Titres-restaurant',
  'autre-ajout': 'Autre ajout',
  'autre-retenue': 'Autre retenue',
  'conges-payes': 'Congés payés pris',
  'indemnite-compensatrice-conges': 'Indemnité compensatrice de congés payés',
  'indemnite-fin-contrat': 'Indemnité de fin de contrat (CDD)',
  'indemnite-licenciement': 'Indemnité légale de licenciement',
  'indemnite-rupture-conventionnelle': 'Indemnité spécifique de rupture conventionnelle',
};

/** The elements only an employee's payslip carries (an officer has no employment contract, hence no paid leave). */
export const EMPLOYEE_ONLY_PAY_ELEMENTS: readonly PayElementKind[] = [
  'conges-payes',
  'indemnite-compensatrice-conges',
  'indemnite-fin-contrat',
  'indemnite-licenciement',
  'indemnite-rupture-conventionnelle',
];

/** A pay element's line as computed and stored with the payslip's calculation. */
export const payElementLineSchema = z.object({
  kind: z.string(),
  label: z.string(),
  treatment: z.enum(['brut', 'avantage-en-nature', 'non-soumis', 'retenue', 'absence']),
  amountCents: z.number().int(),
});
export type PayElementLineStored = z.infer<typeof payElementLineSchema>;
