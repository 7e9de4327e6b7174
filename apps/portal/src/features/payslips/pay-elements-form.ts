import {
  applyPayElements,
  isSupportedYear,
  type PayElement,
  type PayElementsEffect,
} from '@dirigeo/payroll-calc';
import {
  EMPLOYEE_ONLY_PAY_ELEMENTS,
  PAY_ELEMENT_KIND_LABELS,
  type PayElementInput,
  type PayElementKind,
  payElementInputSchema,
  z,
} from '@dirigeo/schemas';

/**
 * The pay elements as the form holds them while the user types (issues 24 and 25): the kind and each field
 * as typed (amounts in euros the French way, « 1 234,56 »). `payElementInputOf` turns one into the API's
 * `PayElementInput` (cents) through the API's own `payElementInputSchema`, its messages on their field.
 */
export type PayElementDraft = {
  /** The element's identity in the list while it is edited (React's key); never sent. */
  key: string;
  kind: PayElementKind;
} & Partial<Record<PayElementFieldName, string>>;

/** Every field name a kind may have: the API's own keys, so its issues land on the field typed. */
export type PayElementFieldName =
  | 'label'
  | 'amountCents'
  | 'holding'
  | 'costCents'
  | 'olderThanFiveYears'
  | 'fuelPaid'
  | 'electric'
  | 'mainRooms'
  | 'purchaseOrSubscriptionCents'
  | 'meals'
  | 'km'
  | 'horsepower'
  | 'count'
  | 'faceValueCents'
  | 'employerSharePercent'
  | 'subject'
  | 'startDate'
  | 'endDate'
  | 'indemnityCents'
  | 'workingDays'
  | 'employeeCanClaimPension';

/** How a field is typed: euros (sent in cents), a whole number, a percentage, text, a date or a choice. */
export type PayElementFieldType = 'euros' | 'count' | 'percent' | 'text' | 'date' | 'choice';

export interface PayElementFieldSpec {
  name: PayElementFieldName;
  label: string;
  type: PayElementFieldType;
  hint?: string;
  /** For a choice: its options (value as typed, label); '' is « not chosen ». */
  options?: readonly { value: string; label: string }[];
  /** Left empty, the field is not sent (the schema's optional fields). */
  optional?: boolean;
}

const YES_NO = [
  { value: 'false', label: 'Non' },
  { value: 'true', label: 'Oui' },
] as const;
const CHOOSE = { value: '', label: 'Choisir…' } as const;

/**
 * Each kind's fields, in French, in the order the form shows them. A kind absent here is computed by the
 * server from what it knows (the schema may gain such kinds before this form names them): no field.
 */
const FIELDS: Partial<Record<PayElementKind, readonly PayElementFieldSpec[]>> = {
  prime: [
    {
      name: 'label',
      label: 'Nature de la prime',
      type: 'text',
      hint: 'Imprimée sur le bulletin, ex. « Prime d’objectifs »',
    },
    { name: 'amountCents', label: 'Montant brut (€)', type: 'euros' },
  ],
  vehicule: [
    {
      name: 'holding',
      label: 'Véhicule',
      type: 'choice',
      options: [CHOOSE, { value: 'achete', label: 'Acheté' }, { value: 'loue', label: 'Loué' }],
    },
    {
      name: 'costCents',
      label: 'Coût du véhicule (€)',
      type: 'euros',
      hint: 'Acheté : prix d’achat TTC. Loué : coût annuel TTC (loyer, entretien, assurance).',
    },
    {
      name: 'olderThanFiveYears',
      label: 'Acheté il y a plus de 5 ans',
      type: 'choice',
      options: YES_NO,
      optional: true,
    },
    {
      name: 'fuelPaid',
      label: 'Carburant payé par l’entreprise',
      type: 'choice',
      options: [CHOOSE, ...YES_NO],
    },
    { name: 'electric', label: 'Véhicule 100 % électrique', type: 'choice', options: YES_NO, optional: true },
  ],
  logement: [{ name: 'mainRooms', label: 'Nombre de pièces principales', type: 'count' }],
  ntic: [
    { name: 'label', label: 'Outil', type: 'text', hint: 'Ex. « Téléphone portable »' },
    { name: 'purchaseOrSubscriptionCents', label: 'Prix d’achat ou abonnement TTC (€)', type: 'euros' },
  ],
  repas: [{ name: 'meals', label: 'Nombre de repas fournis dans le mois', type: 'count' }],
  frais: [
    { name: 'label', label: 'Nature des frais', type: 'text', hint: 'Ex. « Frais de déplacement »' },
    { name: 'amountCents', label: 'Montant remboursé (€)', type: 'euros' },
  ],
  'indemnites-kilometriques': [
    { name: 'km', label: 'Kilomètres du mois', type: 'count' },
    { name: 'horsepower', label: 'Puissance fiscale (CV)', type: 'count' },
    { name: 'electric', label: 'Véhicule 100 % électrique', type: 'choice', options: YES_NO, optional: true },
  ],
  'titres-restaurant': [
    { name: 'count', label: 'Nombre de titres', type: 'count' },
    { name: 'faceValueCents', label: 'Valeur d’un titre (€)', type: 'euros' },
    { name: 'employerSharePercent', label: 'Part patronale (%)', type: 'percent' },
  ],
  'autre-ajout': [
    { name: 'label', label: 'Nature de l’ajout', type: 'text' },
    { name: 'amountCents', label: 'Montant (€)', type: 'euros' },
    {
      name: 'subject',
      label: 'Traitement',
      type: 'choice',
      options: [
        CHOOSE,
        { value: 'true', label: 'Salaire : soumis à cotisations et à l’impôt' },
        { value: 'false', label: 'Remboursement justifié : hors cotisations et impôt' },
      ],
    },
  ],
  'autre-retenue': [
    { name: 'label', label: 'Nature de la retenue', type: 'text' },
    { name: 'amountCents', label: 'Montant (€)', type: 'euros' },
  ],
  'conges-payes': [
    { name: 'startDate', label: 'Premier jour de congé', type: 'date' },
    { name: 'endDate', label: 'Dernier jour de congé', type: 'date', hint: 'Dans le mois du bulletin.' },
    {
      name: 'indemnityCents',
      label: 'Indemnité de congés payés (€, optionnel)',
      type: 'euros',
      optional: true,
      hint: 'Vide : le salaire maintenu.',
    },
  ],
  'indemnite-compensatrice-conges': [
    { name: 'workingDays', label: 'Jours ouvrables acquis et non pris', type: 'count' },
    { name: 'amountCents', label: 'Montant de l’indemnité (€)', type: 'euros' },
  ],
  'indemnite-fin-contrat': [],
  'indemnite-licenciement': [],
  'indemnite-rupture-conventionnelle': [
    {
      name: 'employeeCanClaimPension',
      label: 'Le salarié peut faire liquider une pension de retraite de base',
      type: 'choice',
      options: [CHOOSE, ...YES_NO],
      hint: 'Si oui, l’indemnité est soumise en totalité aux cotisations et à l’impôt.',
    },
  ],
};

export function payElementFields(kind: PayElementKind): readonly PayElementFieldSpec[] {
  return FIELDS[kind] ?? [];
}

/** What each kind is on the payslip: said under the kind's title. */
const TREATMENT_HINTS: Partial<Record<PayElementKind, string>> = {
  prime: 'Soumise à cotisations et à l’impôt.',
  vehicule:
    'Avantage en nature au forfait : soumis à cotisations et à l’impôt, puis déduit du net à payer (il est déjà reçu).',
  logement:
    'Avantage en nature au forfait selon les pièces et la rémunération : soumis à cotisations et à l’impôt, déduit du net à payer.',
  ntic: 'Avantage en nature (10 % du prix) : soumis à cotisations et à l’impôt, déduit du net à payer.',
  repas:
    'Avantage en nature au forfait par repas : soumis à cotisations et à l’impôt, déduit du net à payer.',
  frais: 'Hors cotisations et impôt : remboursement sur justificatifs, ajouté au net à payer.',
  'indemnites-kilometriques':
    'Hors cotisations et impôt dans la limite du barème fiscal, ajoutées au net à payer ; le serveur compte les kilomètres déjà remboursés dans l’année.',
  'titres-restaurant':
    'Part patronale exonérée entre 50 % et 60 % de la valeur, dans la limite de l’année ; la part salariale est retenue sur le net à payer.',
  'autre-ajout':
    'Soumis à cotisations s’il s’agit de salaire ; hors cotisations s’il s’agit d’un remboursement justifié.',
  'autre-retenue': 'Retenue sur le net à payer, après les cotisations.',
  'conges-payes':
    'Le serveur compte les jours ouvrables et le salaire des jours d’absence ; indiquez l’indemnité seulement si la règle du dixième est plus favorable.',
  'indemnite-compensatrice-conges':
    'Soumise à cotisations et à l’impôt ; versée seulement le dernier mois du contrat.',
  'indemnite-fin-contrat':
    'Calculée par le serveur : 10 % du brut versé pendant le CDD ; ne l’ajoutez pas si un cas de l’article L1243-10 s’applique ou si un CDI suit.',
  'indemnite-licenciement':
    'Calculée par le serveur au montant légal (1/4 de mois de salaire par année jusqu’à 10 ans, 1/3 au-delà, art. R1234-2) d’après l’ancienneté à la fin du contrat et les 12 derniers bulletins ; hors cotisations et impôt dans cette limite. Due à partir de 8 mois d’ancienneté, hors faute grave ou lourde.',
  'indemnite-rupture-conventionnelle':
    'Calculée par le serveur au montant légal (au moins l’indemnité légale de licenciement, art. L1237-13) ; hors cotisations et impôt dans cette limite, avec la contribution patronale de 30 % (art. L137-12 du Code de la sécurité sociale).',
};

export function payElementTreatmentHint(kind: PayElementKind): string {
  return (
    TREATMENT_HINTS[kind] ?? 'Calculé par le serveur à l’enregistrement, d’après le contrat et les bulletins.'
  );
}

/** The kinds the server values itself (dates, days, the contract's gross): « calculé à l’enregistrement ». */
export const SERVER_VALUED_PAY_ELEMENTS: readonly PayElementKind[] = EMPLOYEE_ONLY_PAY_ELEMENTS;

/** Who the payslip pays: an officer has no employment contract, hence no leave nor end-of-contract pay. */
export type PayslipPerson = 'officer' | 'employee';

/** The kinds the form offers for `person`, with their names. */
export function payElementKindsFor(person: PayslipPerson): { value: PayElementKind; label: string }[] {
  return (Object.keys(PAY_ELEMENT_KIND_LABELS) as PayElementKind[])
    .filter((kind) => person === 'employee' || !EMPLOYEE_ONLY_PAY_ELEMENTS.includes(kind))
    .map((kind) => ({ value: kind, label: PAY_ELEMENT_KIND_LABELS[kind] }));
}

/** A new element of `kind`, its choices at « Non » where the schema makes them optional. */
let draftsCreated = 0;

export function newPayElementDraft(kind: PayElementKind): PayElementDraft {
  draftsCreated += 1;
  const draft: PayElementDraft = { key: `element-${draftsCreated}`, kind };
  for (const field of payElementFields(kind)) {
    draft[field.name] = field.type === 'choice' && field.optional ? 'false' : '';
  }
  return draft;
}

/**
 * Euros typed the French way (« 1 234,56 », « 1234.5 », « 1.234,56 € ») to integer cents, without going
 * through a float; null when it is not an amount with at most 2 decimals.
 */
export function parseEurosToCents(text: string): number | null {
  let compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (compact.includes(',')) compact = compact.replace(/\./g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match?.[1]) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A number typed with a French comma, or the text itself for the schema to refuse in its words. */
function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

/** One field's message, on its path inside the element. */
export interface PayElementIssue {
  field: PayElementFieldName | 'kind';
  message: string;
}

/** The element as the API takes it, or the messages of what is wrong with it, each on its field. */
export function payElementInputOf(
  draft: Omit<PayElementDraft, 'key'>,
): { input: PayElementInput; issues: [] } | { input: null; issues: PayElementIssue[] } {
  const candidate: Record<string, unknown> = { kind: draft.kind };
  const issues: PayElementIssue[] = [];
  for (const field of payElementFields(draft.kind)) {
    const typed = draft[field.name] ?? '';
    if (typed.trim() === '' && field.optional) continue;
    switch (field.type) {
      case 'euros': {
        if (typed.trim() === '') break; // the schema's « montant requis »
        const cents = parseEurosToCents(typed);
        if (cents === null) {
          issues.push({
            field: field.name,
            message: `${field.label.replace(/ \(€.*\)$/, '')} : un montant en euros est attendu, par exemple 1 234,56`,
          });
        } else candidate[field.name] = cents;
        break;
      }
      case 'count':
      case 'percent':
        candidate[field.name] = numberOrText(typed);
        break;
      case 'choice':
        if (typed === 'true' || typed === 'false') candidate[field.name] = typed === 'true';
        else if (typed !== '') candidate[field.name] = typed;
        break;
      default:
        candidate[field.name] = typed;
    }
  }
  const parsed = payElementInputSchema.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    // A field already refused by the euros' parser keeps that message.
    if (typeof field === 'string' && issues.some((known) => known.field === field)) continue;
    issues.push({
      field: typeof field === 'string' ? (field as PayElementFieldName) : 'kind',
      message: issue.message,
    });
  }
  if (parsed.success && issues.length === 0) return { input: parsed.data, issues: [] };
  return { input: null, issues };
}

/**
 * The form's elements as a zod field: each draft checked with the API's schema, its messages at
 * `payElements.<index>.<field>`. The value stays as typed; `validPayElementInputs` gives the API's.
 */
export const payElementDraftsSchema = z
  .array(z.custom<PayElementDraft>((value) => typeof value === 'object' && value !== null && 'kind' in value))
  .superRefine((drafts, ctx) => {
    drafts.forEach((draft, index) => {
      for (const issue of payElementInputOf(draft).issues) {
        ctx.addIssue({ code: 'custom', path: [index, issue.field], message: issue.message });
      }
    });
  });

/** The valid drafts as the API takes them; the others are left out (a preview, while the user types). */
export function validPayElementInputs(
  drafts: readonly Omit<PayElementDraft, 'key'>[] | undefined,
): PayElementInput[] {
  return (drafts ?? []).flatMap((draft) => {
    const result = payElementInputOf(draft);
    return result.input ? [result.input] : [];
  });
}

/**
 * The elements the browser can value for the preview: all but the three the server computes (a leave's days
 * and pay, the compensatrice, the précarité). The kilometres already refunded in the year are unknown here:
 * the preview counts none (the server knows them).
 */
export function locallyValuedPayElements(inputs: readonly PayElementInput[]): PayElement[] {
  return inputs.flatMap((input): PayElement[] => {
    if (SERVER_VALUED_PAY_ELEMENTS.includes(input.kind)) return [];
    if (input.kind === 'indemnites-kilometriques') return [{ ...input, kmYearToDate: 0 }];
    // The other kinds have the same shape in the API's body and in @dirigeo/payroll-calc.
    return [input as PayElement];
  });
}

/** The preview's effect of the elements on the month, or null for a year without rates or an element refused. */
export function localPayElementsEffect(
  year: unknown,
  basePayCents: number,
  drafts: readonly Omit<PayElementDraft, 'key'>[] | undefined,
): PayElementsEffect | null {
  const elements = locallyValuedPayElements(validPayElementInputs(drafts));
  if (elements.length === 0 || typeof year !== 'number' || !isSupportedYear(year)) return null;
  try {
    return applyPayElements(year, elements, basePayCents);
  } catch {
    // A housing benefit in a year without its barème: the server says so on saving.
    return null;
  }
}
