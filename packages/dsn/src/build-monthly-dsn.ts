/**
 * The DSN mensuelle of one month (nature 01, type 01 « déclaration normale », one fraction) from the month's
 * finalised payslips and the company's and people's identity. Pure: no clock, no I/O; the file is returned as
 * text and as ISO-8859-1 bytes.
 *
 * Layout: one rubric a line, `Sxx.Gyy.zz.nnn,'value'`, lines ended by CR LF (ACA and RHP, whose files passed
 * DSN-VAL, use CR LF; the DEMO file uses LF: sources disagree, `checkDsn` accepts both), blocks in the order of
 * the norm (norm.ts). Where a value is a convention of validated generators rather than a sourced rule, the
 * comment says so. What the sources do not show, this builder refuses (DsnInputError) instead of guessing.
 */
import {
  ctpRatePercent,
  DECLARABLE_LINE_CODES,
  type IndividualContribution,
  mapPayslipLines,
  type NotDeclaredShare,
  type WelfareShare,
} from './contributions.ts';
import { DsnInputError } from './errors.ts';
import {
  dsnAmount,
  dsnDate,
  dsnLocality,
  dsnRate,
  encodeLatin1,
  isIsoDate,
  isLatin1,
  monthBounds,
  roundToEuroCents,
  toLatin1Text,
} from './format.ts';
import { isValidIban, isValidNirWithKey, isValidSiret } from './identifiers.ts';
import { normVersionFor } from './norm.ts';
import type {
  DsnAddress,
  DsnIndividual,
  DsnWelfareAffiliation,
  DsnWelfareContract,
  MonthlyDsnInput,
} from './types.ts';

/** Software name and editor written in S10.G00.00.001/002. */
export const DSN_SOFTWARE_NAME = 'DIRIGEO';

/** A payment the declaration orders, by organism. */
export interface DsnPayment {
  /**
   * 'urssaf', 'agirc-arrco', 'dgfip' (prélèvement à la source) or 'prevoyance': the organism of a mutuelle or
   * prévoyance contract (the norm's « organisme de Prévoyance »), when it is paid through the DSN.
   */
  organism: 'urssaf' | 'agirc-arrco' | 'dgfip' | 'prevoyance';
  /** Identifier written in S21.G00.20.001. */
  organismId: string;
  /** Amount of S21.G00.20.005, in cents (whole euros for the URSSAF and the DGFiP). */
  amountCents: number;
  /** For an organism of welfare contracts: the references of the contracts the payment settles (S21.G00.55.003). */
  contractReferences?: string[];
}

/** One aggregated URSSAF line (S21.G00.23). */
export interface DsnAggregatedContribution {
  ctp: string;
  qualifier: '920' | '921';
  /** AT/MP rate in 23.003, or null. */
  atRatePercent: number | null;
  /** Versement mobilité rate in 23.003 (CTP 900), or null. */
  mobilityRatePercent: number | null;
  /** Code INSEE of the commune in 23.006 (CTP 900), or null. */
  inseeCommuneCode: string | null;
  /** 23.004, whole euros in cents, or null for an amount line. */
  assietteCents: number | null;
  /** 23.005, whole euros in cents, or null for an assiette line. */
  amountCents: number | null;
  /** What the URSSAF will compute on the line (assiette × CTP rate + AT rate, or the amount), in cents; null if unknown. */
  expectedCents: number | null;
}

/** The prepared declaration. */
export interface MonthlyDsn {
  /** Norm version written, e.g. 'P26V01'. */
  normVersion: string;
  /** The file as text (CR LF line ends, every character within ISO-8859-1). */
  text: string;
  /** The file as ISO-8859-1 bytes, ready to upload on net-entreprises.fr. */
  bytes: Uint8Array;
  /** A file name with the SIRET and the period: 'DSN_12345678200028_2026-03.dsn'. */
  fileName: string;
  /** Payments ordered to each organism (S21.G00.20). */
  payments: DsnPayment[];
  /** The URSSAF bordereau (S21.G00.22.005), in cents (whole euros). */
  urssafTotalCents: number;
  /** The URSSAF's aggregated lines. */
  aggregated: DsnAggregatedContribution[];
  /** Shares of the payslips this month's declaration does not carry (e.g. the solde of the taxe d'apprentissage). */
  notDeclared: NotDeclaredShare[];
  /** Number of rubric lines (S90.G00.90.001). */
  lineCount: number;
}

const EOL = '\r\n';
/** The officer's contract: nature 80 « mandat social » (CT24 enumeration; research §5). */
const OFFICER_CONTRACT_NATURE = '80';
/** Collective agreement of a mandate: '9999' (ACA, accepted by DSN-VAL 2026; PUBC writes the establishment's IDCC instead). */
const NO_AGREEMENT = '9999';

function fail(field: string, message: string): never {
  throw new DsnInputError(field, message);
}

/** Checks a text field and returns it as the file writes it (trimmed, within ISO-8859-1, no quote-breaking line end). */
function textField(field: string, label: string, value: unknown, min: number, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') fail(field, `${label} est manquant.`);
  const text = toLatin1Text(value);
  if (!isLatin1(text)) {
    fail(
      field,
      `${label} contient un caractère que la DSN ne peut pas transmettre (jeu ISO-8859-1) : « ${value} ».`,
    );
  }
  if (text.length < min || text.length > max) {
    fail(field, `${label} doit compter de ${min} à ${max} caractères (${text.length} ici).`);
  }
  return text;
}

function dateField(field: string, label: string, value: unknown): string {
  if (typeof value !== 'string' || !isIsoDate(value))
    fail(field, `${label} est manquante ou invalide (AAAA-MM-JJ attendu).`);
  return value;
}

function addressFields(field: string, who: string, address: DsnAddress | undefined) {
  if (!address) fail(field, `L'adresse ${who} est manquante.`);
  const street = textField(`${field}.street`, `La voie de l'adresse ${who}`, address.street, 1, 50);
  if (typeof address.postalCode !== 'string' || !/^[0-9]{5}$/.test(address.postalCode)) {
    fail(`${field}.postalCode`, `Le code postal de l'adresse ${who} doit compter 5 chiffres.`);
  }
  if (typeof address.city !== 'string')
    fail(`${field}.city`, `La localité de l'adresse ${who} est manquante.`);
  const city = dsnLocality(address.city);
  if (city.length < 1 || city.length > 50) {
    fail(`${field}.city`, `La localité de l'adresse ${who} doit compter de 1 à 50 lettres ou chiffres.`);
  }
  return { street, postalCode: address.postalCode, city };
}

function percentField(field: string, label: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    fail(field, `${label} doit être un pourcentage entre 0 et ${max}.`);
  }
  return value;
}

function centsField(field: string, label: string, value: unknown, allowNegative = false): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || (!allowNegative && value < 0)) {
    fail(field, `${label} doit être un montant en centimes entier${allowNegative ? '' : ' positif ou nul'}.`);
  }
  return value;
}

/** A company welfare contract, checked, with its identifiant technique d'adhésion (S21.G00.15.005). */
interface PreparedWelfareContract {
  kind: 'health' | 'prevoyance';
  reference: string;
  organismCode: string;
  delegateCode: string | null;
  optionCode: string | null;
  populationCode: string | null;
  payment: DsnWelfareContract['payment'];
  adhesionId: string;
}

const WELFARE_LABEL = { health: 'complémentaire santé (mutuelle)', prevoyance: 'prévoyance' } as const;

/**
 * Code of an organisme complémentaire (S21.G00.15.002, CT24F): Pnnnn (institution de prévoyance), 9 digits
 * (mutuelle), A + 5 characters (insurer), 9 characters with at least one letter (organism outside the GIP-MDS
 * members). Shape only: the organisms' tables of net-entreprises are not available offline (CRE-11).
 */
export const WELFARE_ORGANISM_PATTERN = /^(P[0-9]{4}|A[0-9A-Z]{5}|[0-9]{9}|(?=[0-9A-Z]*[A-Z])[0-9A-Z]{9})$/;

function optionalCode(field: string, label: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return textField(field, label, value, 1, 30);
}

function prepareWelfareContracts(
  contracts: readonly DsnWelfareContract[] | null | undefined,
): PreparedWelfareContract[] {
  if (contracts === undefined || contracts === null) return [];
  if (!Array.isArray(contracts))
    fail('company.welfareContracts', 'Les contrats de mutuelle et de prévoyance sont invalides.');
  const seen = new Set<string>();
  return contracts.map((contract, index) => {
    const at = `company.welfareContracts[${index}]`;
    const kind: unknown = contract?.kind;
    if (kind !== 'health' && kind !== 'prevoyance') {
      fail(`${at}.kind`, 'Le type du contrat doit être « complémentaire santé » ou « prévoyance ».');
    }
    const label = WELFARE_LABEL[kind];
    if (seen.has(kind)) {
      fail(`${at}.kind`, `Un seul contrat de ${label} peut être déclaré pour l’entreprise.`);
    }
    seen.add(kind);
    const reference = textField(
      `${at}.reference`,
      `La référence du contrat de ${label} (donnée par l’organisme dans sa fiche de paramétrage DSN)`,
      contract.reference,
      1,
      30,
    );
    const organismCode =
      typeof contract.organismCode === 'string' ? contract.organismCode.replace(/\s/g, '').toUpperCase() : '';
    if (!WELFARE_ORGANISM_PATTERN.test(organismCode)) {
      fail(
        `${at}.organismCode`,
        `Le code de l’organisme du contrat de ${label} est manquant ou invalide : P suivi de 4 chiffres pour une institution de prévoyance, 9 chiffres pour une mutuelle, A suivi de 5 caractères pour une société d’assurance (voir la fiche de paramétrage DSN de l’organisme).`,
      );
    }
    const delegate = contract.delegateCode ?? null;
    if (delegate !== null && delegate !== '' && !/^[0-9A-Z]{6}$/.test(delegate)) {
      fail(
        `${at}.delegateCode`,
        `Le code délégataire de gestion du contrat de ${label} doit compter 6 caractères.`,
      );
    }
    if (!['direct-debit', 'transfer', 'outside-dsn'].includes(contract.payment)) {
      fail(
        `${at}.payment`,
        `Le mode de règlement du contrat de ${label} est manquant : prélèvement ou virement ordonné par la DSN, ou appel de cotisations de l’organisme hors DSN.`,
      );
    }
    return {
      kind,
      reference,
      organismCode,
      delegateCode: delegate === '' ? null : delegate,
      optionCode: optionalCode(
        `${at}.optionCode`,
        `Le code option du contrat de ${label}`,
        contract.optionCode,
      ),
      populationCode: optionalCode(
        `${at}.populationCode`,
        `Le code population du contrat de ${label}`,
        contract.populationCode,
      ),
      payment: contract.payment,
      adhesionId: String(index + 1),
    };
  });
}

function prepareMobility(
  mobility: MonthlyDsnInput['company']['versementMobilite'],
): { inseeCommuneCode: string; ratePercent: number | null } | null {
  if (mobility === undefined || mobility === null) return null;
  const code = typeof mobility.inseeCommuneCode === 'string' ? mobility.inseeCommuneCode.toUpperCase() : '';
  // Code officiel géographique: 5 characters, 2A/2B for Corsica (CT24 type DSN_CodeINSEECommune_Postal, 5..5).
  if (!/^([0-9]{5}|2[AB][0-9]{3})$/.test(code)) {
    fail(
      'company.versementMobilite.inseeCommuneCode',
      'Le code INSEE de la commune de l’établissement est invalide : 5 caractères (75102 pour Paris 2e), à ne pas confondre avec le code postal.',
    );
  }
  const rate = mobility.ratePercent ?? null;
  if (
    rate !== null &&
    (!(typeof rate === 'number') || !(rate > 0) || rate > 5 || Math.round(rate * 100) !== rate * 100)
  ) {
    fail(
      'company.versementMobilite.ratePercent',
      'Le taux de versement mobilité doit être un pourcentage positif d’au plus 5 %, à deux décimales au plus.',
    );
  }
  return { inseeCommuneCode: code, ratePercent: rate };
}

/** Motifs de recours of a private-law CDD this package declares (CT24 DSN_Motifs_Recours; Code du travail L1242-2). */
const CDD_REASONS = ['01', '02', '03', '06', '07', '09', '10', '12', '13'] as const;

/** Whole months between the start of a contract and the end of the declared month (ancienneté, S21.G00.86). */
function monthsBetween(startIso: string, endIso: string): number {
  const [sy, sm, sd] = startIso.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = endIso.split('-').map(Number) as [number, number, number];
  let months = (ey - sy) * 12 + (em - sm);
  if (ed < sd) months -= 1;
  return Math.max(months, 0);
}

/** Builds the month's DSN; throws a DsnInputError naming the first missing or invalid field. */
export function buildMonthlyDsn(input: MonthlyDsnInput): MonthlyDsn {
  const { period, company, contact } = input;
  if (
    !period ||
    !Number.isInteger(period.year) ||
    !Number.isInteger(period.month) ||
    period.month < 1 ||
    period.month > 12
  ) {
    fail('period', 'Le mois déclaré est invalide.');
  }
  const normVersion = normVersionFor(period.year);
  if (normVersion === null) {
    fail(
      'period.year',
      `La norme DSN de l'année ${period.year} n'est pas prise en charge (2025 et 2026 seulement).`,
    );
  }
  const { first, last } = monthBounds(period.year, period.month);
  const createdOn = dateField('createdOn', 'La date de constitution du fichier', input.createdOn);
  if (createdOn < first)
    fail('createdOn', 'La date de constitution du fichier ne peut précéder le mois déclaré.');

  // --- Company ---
  if (!company) fail('company', "L'entreprise est manquante.");
  const name = textField('company.name', "La raison sociale de l'entreprise", company.name, 1, 60);
  const siret = typeof company.siret === 'string' ? company.siret.replace(/\s/g, '') : '';
  if (!isValidSiret(siret))
    fail('company.siret', "Le SIRET de l'entreprise est invalide (14 chiffres, clé de contrôle).");
  const siren = siret.slice(0, 9);
  const nic = siret.slice(9);
  const naf = typeof company.nafCode === 'string' ? company.nafCode.replace(/[.\s]/g, '').toUpperCase() : '';
  if (!/^[0-9]{4}[A-Z]$/.test(naf))
    fail('company.nafCode', "Le code NAF de l'entreprise est invalide (ex. 7022Z).");
  const companyAddress = addressFields('company.address', "de l'entreprise", company.address);
  if (!Number.isSafeInteger(company.headcount) || company.headcount < 0) {
    fail('company.headcount', "L'effectif de l'entreprise est manquant ou invalide.");
  }
  const atRate = percentField(
    'company.atmpRatePercent',
    "Le taux AT/MP de l'établissement",
    company.atmpRatePercent,
    99,
  );
  if (typeof company.atmpRiskCode !== 'string' || !/^[0-9A-Z]{5,6}$/.test(company.atmpRiskCode)) {
    fail(
      'company.atmpRiskCode',
      'Le code risque AT/MP notifié par la Carsat est manquant ou invalide (5 ou 6 caractères, ex. 741GD).',
    );
  }
  const idcc = company.idcc ?? null;
  if (idcc !== null && !/^[0-9A-Z]{4}$/.test(idcc)) {
    fail(
      'company.idcc',
      "L'IDCC de la convention collective doit compter 4 caractères (ex. 1486), ou être vide.",
    );
  }
  if (typeof company.urssafId !== 'string' || !/^[0-9]{14}$/.test(company.urssafId)) {
    fail(
      'company.urssafId',
      "L'identifiant de votre Urssaf (son SIRET, 14 chiffres) est manquant ou invalide.",
    );
  }
  if (typeof company.agircArrcoId !== 'string' || !/^[0-9A-Z]{2,14}$/.test(company.agircArrcoId)) {
    fail(
      'company.agircArrcoId',
      "L'identifiant de votre institution de retraite complémentaire Agirc-Arrco est manquant ou invalide.",
    );
  }
  const iban = (company.bankAccount?.iban ?? '').replace(/\s/g, '').toUpperCase();
  if (!isValidIban(iban))
    fail('company.bankAccount.iban', "L'IBAN du compte prélevé est manquant ou invalide (clé de contrôle).");
  const bic = (company.bankAccount?.bic ?? '').replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic))
    fail(
      'company.bankAccount.bic',
      'Le BIC du compte prélevé est manquant ou invalide (8 ou 11 caractères).',
    );

  const welfareContracts = prepareWelfareContracts(company.welfareContracts);
  const mobility = prepareMobility(company.versementMobilite);

  // --- Declaration: normal (01) or « annule et remplace intégral » (03) ---
  const orderNumber = input.orderNumber ?? 1;
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 0 || String(orderNumber).length > 15) {
    fail('orderNumber', 'Le numéro d’ordre de la déclaration doit être un entier positif (1 par défaut).');
  }
  let replacedId: string | null = null;
  if (input.replaces) {
    const replaced = input.replaces;
    const replacedOn = dateField(
      'replaces.createdOn',
      'La date de constitution de la déclaration remplacée',
      replaced.createdOn,
    );
    if (!Number.isSafeInteger(replaced.orderNumber) || replaced.orderNumber < 0) {
      fail(
        'replaces.orderNumber',
        'Le numéro d’ordre de la déclaration remplacée est manquant (S20.G00.05.004 de son fichier, 1 pour un fichier de Dirigeo).',
      );
    }
    if (replacedOn > createdOn) {
      fail('replaces.createdOn', 'La déclaration remplacée ne peut pas avoir été constituée après celle-ci.');
    }
    if (replacedOn === createdOn && replaced.orderNumber === orderNumber) {
      fail(
        'orderNumber',
        'La déclaration « annule et remplace » doit porter un autre numéro d’ordre que celle qu’elle remplace, constituée le même jour.',
      );
    }
    // « concaténation de la date de constitution du fichier (S20.G00.05.007) et du numéro d'ordre de la
    // déclaration (S20.G00.05.004) de la déclaration annulée » (CT24F of S20.G00.05.006, type Identifiant_33).
    replacedId = `${dsnDate(replacedOn)}${replaced.orderNumber}`;
  }

  // --- Contact ---
  if (!contact) fail('contact', 'Le contact de la déclaration est manquant.');
  const contactName = textField('contact.name', 'Le nom du contact', contact.name, 1, 80);
  if (
    typeof contact.email !== 'string' ||
    !/^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(contact.email) ||
    contact.email.length > 100
  ) {
    fail('contact.email', "L'adresse e-mail du contact est manquante ou invalide.");
  }
  const phone = typeof contact.phone === 'string' ? contact.phone.replace(/[\s.\-()]/g, '') : '';
  if (!/^\+?[0-9]{10,19}$/.test(phone))
    fail('contact.phone', 'Le téléphone du contact doit compter de 10 à 20 chiffres.');

  if (!Array.isArray(input.individuals) || input.individuals.length === 0) {
    fail('individuals', 'Aucune fiche de paie finalisée pour ce mois : il n’y a rien à déclarer.');
  }
  const fnalFull = company.headcount >= 50;
  const employerShareCodes = period.year >= 2026;

  // --- Individuals: checked and mapped first, so that the file is written only from valid data ---
  const seenNirs = new Set<string>();
  const seenContracts = new Set<string>();
  const people = input.individuals.map((individual, index) =>
    prepareIndividual(individual, index, {
      year: period.year,
      month: period.month,
      first,
      last,
      fnalFull,
      employerShareCodes,
      seenNirs,
      seenContracts,
      welfareContracts,
      mobility,
    }),
  );

  // --- Totals ---
  const urssafNominative = people.reduce(
    (sum, person) =>
      sum +
      person.contributions.filter((c) => c.organism === 'urssaf').reduce((s, c) => s + c.amountCents, 0),
    0,
  );
  const urssafTotalCents = roundToEuroCents(urssafNominative);
  const agircArrcoTotal = people.reduce(
    (sum, person) =>
      sum +
      person.contributions
        .filter((c) => c.organism === 'agirc-arrco' && !c.urssafOps)
        .reduce((s, c) => s + c.amountCents, 0),
    0,
  );
  const pasTotal = roundToEuroCents(
    people.reduce((sum, person) => sum + person.pay.calculation.pasAmount, 0),
  );

  // The versement mobilité's rate, the same on every payslip (one commune): CTP 900 carries it in 23.003.
  let mobilityRate: number | null = null;
  people.forEach((person, index) => {
    for (const contribution of person.contributions) {
      if (contribution.code !== '081') continue;
      if (mobilityRate !== null && contribution.ratePercent !== mobilityRate) {
        fail(
          `individuals[${index}].pay.calculation.lines`,
          'Les fiches de paie du mois appliquent des taux de versement mobilité différents : refaites-les avec le taux de la commune de l’établissement.',
        );
      }
      mobilityRate = contribution.ratePercent;
    }
  });

  // Aggregated lines: per CTP, the sum over individuals of the base each individual's line stands on (counted
  // once per individual), or of the amounts for an amount-type CTP.
  const aggregates = new Map<
    string,
    {
      code: string;
      qualifier: '920' | '921';
      at: boolean;
      mobility: boolean;
      kind: 'assiette' | 'amount';
      cents: number;
    }
  >();
  for (const person of people) {
    const seen = new Set<string>();
    for (const contribution of person.contributions) {
      const key = contribution.ctp;
      if (key === null) continue;
      const id = `${key.code}/${key.qualifier}`;
      const entry = aggregates.get(id) ?? {
        code: key.code,
        qualifier: key.qualifier,
        at: key.carriesAtRate,
        mobility: key.carriesMobilityRate,
        kind: key.kind,
        cents: 0,
      };
      if (key.kind === 'amount') entry.cents += -contribution.amountCents;
      else if (!seen.has(id)) entry.cents += contribution.assietteCents ?? 0;
      seen.add(id);
      aggregates.set(id, entry);
    }
  }
  const aggregated: DsnAggregatedContribution[] = [...aggregates.values()]
    .sort((a, b) =>
      a.code === b.code ? a.qualifier.localeCompare(b.qualifier) : a.code.localeCompare(b.code),
    )
    .map((entry) => {
      const rounded = roundToEuroCents(entry.cents);
      const rate = ctpRatePercent(entry.code, entry.qualifier, period.year, period.month);
      const lineRate = (entry.at ? atRate : 0) + (entry.mobility ? (mobilityRate ?? 0) : 0);
      const expected =
        entry.kind === 'amount'
          ? -rounded
          : rate === null
            ? null
            : Math.round((rounded * (rate + lineRate)) / 100);
      return {
        ctp: entry.code,
        qualifier: entry.qualifier,
        atRatePercent: entry.at ? atRate : null,
        mobilityRatePercent: entry.mobility ? mobilityRate : null,
        inseeCommuneCode: entry.mobility ? (mobility?.inseeCommuneCode ?? null) : null,
        assietteCents: entry.kind === 'assiette' ? rounded : null,
        amountCents: entry.kind === 'amount' ? rounded : null,
        expectedCents: expected,
      };
    });

  const payments: DsnPayment[] = [
    { organism: 'urssaf', organismId: company.urssafId, amountCents: urssafTotalCents },
    { organism: 'agirc-arrco', organismId: company.agircArrcoId, amountCents: agircArrcoTotal },
  ];
  // The PAS is paid to the DGFiP by the same declaration (entité d'affectation DGFIP_PAS: CT24 CCH-11 of
  // S21.G00.20.002), rounded to the euro. With no tax withheld that month, no payment block is written.
  // A « annule et remplace » without PAS must still write a nil DGFiP payment if the replaced declaration had
  // one (CT24F of S21.G00.20.005); what the replaced file held is not known here, so the nil block is written.
  if (pasTotal > 0 || replacedId !== null) {
    payments.push({ organism: 'dgfip', organismId: 'DGFIP', amountCents: pasTotal });
  }

  // Welfare contracts: per contract, the Σ of its 059 over the individuals affiliated to it; a contract the DSN
  // pays gets a S21.G00.55 component under its organism's S21.G00.20 (CT24 CCH-12 of S21.G00.20.001 and
  // S21.G00.20.005: the payment is the Σ of its components).
  const welfareTotals = welfareContracts.map((contract) =>
    people.reduce(
      (sum, person) =>
        sum + person.welfare.filter((w) => w.kind === contract.kind).reduce((s, w) => s + w.amountCents, 0),
      0,
    ),
  );
  const welfarePayments: {
    organismCode: string;
    delegateCode: string | null;
    mode: '02' | '05';
    components: { reference: string; amountCents: number }[];
  }[] = [];
  welfareContracts.forEach((contract, index) => {
    const amountCents = welfareTotals[index] ?? 0;
    if (contract.payment === 'outside-dsn' || amountCents === 0) return;
    const mode = contract.payment === 'direct-debit' ? '05' : '02';
    const existing = welfarePayments.find(
      (p) => p.organismCode === contract.organismCode && p.delegateCode === contract.delegateCode,
    );
    if (existing && existing.mode !== mode) {
      fail(
        'company.welfareContracts',
        `Les contrats de l’organisme ${contract.organismCode} doivent être réglés de la même façon (prélèvement ou virement).`,
      );
    }
    if (existing) existing.components.push({ reference: contract.reference, amountCents });
    else
      welfarePayments.push({
        organismCode: contract.organismCode,
        delegateCode: contract.delegateCode,
        mode,
        components: [{ reference: contract.reference, amountCents }],
      });
  });
  for (const payment of welfarePayments) {
    payments.push({
      organism: 'prevoyance',
      organismId: payment.organismCode,
      amountCents: payment.components.reduce((sum, c) => sum + c.amountCents, 0),
      contractReferences: payment.components.map((c) => c.reference),
    });
  }

  // --- Writing ---
  const lines: string[] = [];
  const put = (rubric: string, value: string) => {
    lines.push(`${rubric},'${value}'`);
  };

  put('S10.G00.00.001', DSN_SOFTWARE_NAME);
  put('S10.G00.00.002', DSN_SOFTWARE_NAME);
  put(
    'S10.G00.00.003',
    textField('softwareVersion', 'La version du logiciel', input.softwareVersion ?? '1.0.0', 1, 10),
  );
  put('S10.G00.00.005', input.mode === 'test' ? '01' : '02');
  put('S10.G00.00.006', normVersion);
  put('S10.G00.00.007', '01'); // point de dépôt: net-entreprises
  put('S10.G00.00.008', '01'); // envoi normal

  put('S10.G00.01.001', siren);
  put('S10.G00.01.002', nic);
  put('S10.G00.01.003', name);
  put('S10.G00.01.004', companyAddress.street);
  put('S10.G00.01.005', companyAddress.postalCode);
  put('S10.G00.01.006', companyAddress.city);

  put('S10.G00.02.002', contactName);
  put('S10.G00.02.004', contact.email);
  put('S10.G00.02.005', phone);

  // Nature 01 « DSN mensuelle » in 05.001, the type in 05.002 (01 normale, 03 annule et remplace intégral), the
  // fraction in 05.003: CT24 Fields sheet. (Issue 23 placed nature and type in 05.002/05.003; the norm's own
  // numbering is followed here.)
  put('S20.G00.05.001', '01');
  put('S20.G00.05.002', replacedId === null ? '01' : '03');
  put('S20.G00.05.003', '11'); // fraction 1 of 1
  put('S20.G00.05.004', String(orderNumber)); // numéro d'ordre (ACA writes 1; `0|[1-9][0-9]*`)
  put('S20.G00.05.005', dsnDate(first));
  if (replacedId !== null) put('S20.G00.05.006', replacedId);
  put('S20.G00.05.007', dsnDate(createdOn));
  put('S20.G00.05.008', '01'); // déclaration totale
  put('S20.G00.05.010', '01'); // euro

  put('S21.G00.06.001', siren);
  put('S21.G00.06.002', nic);
  put('S21.G00.06.003', naf);
  put('S21.G00.06.004', companyAddress.street);
  put('S21.G00.06.005', companyAddress.postalCode);
  put('S21.G00.06.006', companyAddress.city);

  put('S21.G00.11.001', nic);
  put('S21.G00.11.002', naf);
  put('S21.G00.11.003', companyAddress.street);
  put('S21.G00.11.004', companyAddress.postalCode);
  put('S21.G00.11.005', companyAddress.city);
  put('S21.G00.11.022', idcc ?? NO_AGREEMENT);

  // Adhésions: every contract of the company, every month; « personnel couvert » 02 when nobody was affiliated
  // this month (CT24F of S21.G00.15.004: the block makes the DSN reach the organism even then).
  welfareContracts.forEach((contract) => {
    put('S21.G00.15.001', contract.reference);
    put('S21.G00.15.002', contract.organismCode);
    if (contract.delegateCode !== null) put('S21.G00.15.003', contract.delegateCode);
    put('S21.G00.15.004', people.some((p) => p.welfare.some((w) => w.kind === contract.kind)) ? '01' : '02');
    put('S21.G00.15.005', contract.adhesionId);
  });

  for (const payment of payments) {
    if (payment.organism === 'prevoyance') continue;
    put('S21.G00.20.001', payment.organismId);
    // Entité d'affectation: DGFIP_PAS for the PAS (CCH-11), the SIRET otherwise (CT24F for Agirc-Arrco; ACA).
    put('S21.G00.20.002', payment.organism === 'dgfip' ? 'DGFIP_PAS' : siret);
    put('S21.G00.20.003', bic);
    put('S21.G00.20.004', iban);
    put('S21.G00.20.005', dsnAmount(payment.amountCents));
    put('S21.G00.20.006', dsnDate(first));
    put('S21.G00.20.007', dsnDate(last));
    put('S21.G00.20.010', '05'); // prélèvement SEPA
  }
  const affectationPeriod = `${period.year}M${String(period.month).padStart(2, '0')}`;
  for (const payment of welfarePayments) {
    // No entité d'affectation: « à renseigner sur demande explicite de l'organisme » (CT24F of S21.G00.20.002).
    put('S21.G00.20.001', payment.organismCode);
    if (payment.mode === '05') {
      put('S21.G00.20.003', bic);
      put('S21.G00.20.004', iban);
    }
    put('S21.G00.20.005', dsnAmount(payment.components.reduce((sum, c) => sum + c.amountCents, 0)));
    put('S21.G00.20.006', dsnDate(first));
    put('S21.G00.20.007', dsnDate(last));
    if (payment.delegateCode !== null) put('S21.G00.20.008', payment.delegateCode);
    put('S21.G00.20.010', payment.mode);
    for (const component of payment.components) {
      put('S21.G00.55.001', dsnAmount(component.amountCents));
      put('S21.G00.55.003', component.reference);
      put('S21.G00.55.004', affectationPeriod); // AAAAPNN, P = M for a month (CT24F of S21.G00.55.004)
    }
  }

  put('S21.G00.22.001', company.urssafId);
  put('S21.G00.22.003', dsnDate(first));
  put('S21.G00.22.004', dsnDate(last));
  put('S21.G00.22.005', dsnAmount(urssafTotalCents));
  for (const line of aggregated) {
    put('S21.G00.23.001', line.ctp);
    put('S21.G00.23.002', line.qualifier);
    if (line.atRatePercent !== null) put('S21.G00.23.003', dsnRate(line.atRatePercent, 2));
    if (line.mobilityRatePercent !== null) put('S21.G00.23.003', dsnRate(line.mobilityRatePercent, 2));
    if (line.assietteCents !== null) put('S21.G00.23.004', dsnAmount(line.assietteCents));
    if (line.amountCents !== null) put('S21.G00.23.005', dsnAmount(line.amountCents));
    // The commune of the versement mobilité (CT24 CCH-11 of S21.G00.23.006).
    if (line.inseeCommuneCode !== null) put('S21.G00.23.006', line.inseeCommuneCode);
  }

  for (const person of people)
    writeIndividual(put, person, {
      siret,
      first,
      last,
      atRate,
      riskCode: company.atmpRiskCode,
      idcc,
      urssafId: company.urssafId,
      welfareContracts,
    });

  const lineCount = lines.length + 2;
  put('S90.G00.90.001', String(lineCount));
  put('S90.G00.90.002', '1');

  const text = lines.join(EOL) + EOL;
  return {
    normVersion,
    text,
    bytes: encodeLatin1(text),
    fileName: `DSN_${siret}_${period.year}-${String(period.month).padStart(2, '0')}.dsn`,
    payments,
    urssafTotalCents,
    aggregated,
    notDeclared: people.flatMap((person) => person.notDeclared),
    lineCount,
  };
}

/** An individual checked and mapped, ready to write. */
interface PreparedIndividual {
  officer: boolean;
  nir13: string;
  sex: '01' | '02';
  lastName: string;
  firstNames: string;
  birthDate: string;
  birthCity: string;
  birthDepartment: string;
  birthCountry: string;
  address: { street: string; postalCode: string; city: string };
  euNational: boolean;
  pasType: '01' | '13';
  pasRateId: string | null;
  contract: DsnIndividual['contract'] & { number: string; jobTitle: string };
  pay: DsnIndividual['pay'];
  contributions: IndividualContribution[];
  notDeclared: NotDeclaredShare[];
  bases: { code: '02' | '03' | '04' | '07' | '13' | '57'; cents: number }[];
  /** Affiliations to the company's welfare contracts, each with its base 31 contribution. */
  welfare: (WelfareShare & {
    affiliationId: string;
    adhesionId: string;
    optionCode: string | null;
    populationCode: string | null;
    amountCents: number;
  })[];
  seniorityMonths: number;
  hoursPaid: number | null;
  /** A CDD's planned end and motif de recours, or null. */
  fixedTerm: { plannedEndDate: string; recourseReason: string } | null;
}

interface PrepareContext {
  year: number;
  month: number;
  first: string;
  last: string;
  fnalFull: boolean;
  employerShareCodes: boolean;
  seenNirs: Set<string>;
  seenContracts: Set<string>;
  welfareContracts: PreparedWelfareContract[];
  mobility: { inseeCommuneCode: string; ratePercent: number | null } | null;
}

function prepareIndividual(
  individual: DsnIndividual,
  index: number,
  context: PrepareContext,
): PreparedIndividual {
  const at = `individuals[${index}]`;
  const { person, contract, pay } = individual;
  if (!person) fail(`${at}.person`, 'L’identité de la personne déclarée est manquante.');
  if (!contract) fail(`${at}.contract`, 'Le contrat de la personne déclarée est manquant.');
  if (!pay?.calculation)
    fail(`${at}.pay`, 'La fiche de paie finalisée (ses lignes calculées) est manquante.');

  const who =
    typeof person.lastName === 'string' && person.lastName.trim() !== ''
      ? ` de ${person.firstNames ?? ''} ${person.lastName}`.replace(/\s+/g, ' ')
      : '';
  const lastName = textField(
    `${at}.person.lastName`,
    `Le nom de famille${who}`,
    person.lastName,
    1,
    80,
  ).toUpperCase();
  const firstNames = textField(
    `${at}.person.firstNames`,
    `Le prénom${who}`,
    person.firstNames,
    1,
    80,
  ).toUpperCase();

  const nir = typeof person.nir === 'string' ? person.nir.replace(/\s/g, '').toUpperCase() : '';
  if (!isValidNirWithKey(nir)) {
    fail(
      `${at}.person.nir`,
      `Le numéro de sécurité sociale (NIR)${who} est invalide : 15 caractères attendus, clé de contrôle comprise.`,
    );
  }
  const nir13 = nir.slice(0, 13);
  if (context.seenNirs.has(nir13))
    fail(`${at}.person.nir`, `Le NIR${who} apparaît deux fois dans la déclaration.`);
  context.seenNirs.add(nir13);
  const sexDigit = nir[0];
  const sex: '01' | '02' = sexDigit === '1' || sexDigit === '3' || sexDigit === '7' ? '01' : '02';

  const birthDate = dateField(`${at}.person.birthDate`, `La date de naissance${who}`, person.birthDate);
  if (nir.slice(1, 3) !== birthDate.slice(2, 4)) {
    fail(
      `${at}.person.birthDate`,
      `L’année de naissance${who} ne correspond pas à celle du NIR (${nir.slice(1, 3)}).`,
    );
  }
  const nirMonth = Number(nir.slice(3, 5));
  if (nirMonth >= 1 && nirMonth <= 12 && nir.slice(3, 5) !== birthDate.slice(5, 7)) {
    fail(
      `${at}.person.birthDate`,
      `Le mois de naissance${who} ne correspond pas à celui du NIR (${nir.slice(3, 5)}).`,
    );
  }
  const birthDepartment =
    typeof person.birthDepartment === 'string' ? person.birthDepartment.toUpperCase() : '';
  if (!/^((0[1-9]|[1-9][0-9])|2A|2B)$/.test(birthDepartment)) {
    fail(
      `${at}.person.birthDepartment`,
      `Le département de naissance${who} est invalide (2 caractères, 2A/2B pour la Corse, 99 à l’étranger).`,
    );
  }
  if (
    birthDepartment !== '99' &&
    nir.slice(5, 7) !== birthDepartment &&
    !(nir.slice(5, 7) === '20' && (birthDepartment === '2A' || birthDepartment === '2B'))
  ) {
    fail(
      `${at}.person.birthDepartment`,
      `Le département de naissance${who} (${birthDepartment}) ne correspond pas à celui du NIR (${nir.slice(5, 7)}).`,
    );
  }
  // NEODeS CCH-11 of S21.G00.30.001: 2A/2B only for births from 1976, 20 only before.
  const birthYear = Number(birthDate.slice(0, 4));
  if ((nir.slice(5, 7) === '2A' || nir.slice(5, 7) === '2B') && birthYear < 1976) {
    fail(
      `${at}.person.nir`,
      `Le NIR${who} porte le département 2A/2B, qui n’existe que pour les naissances depuis 1976.`,
    );
  }
  const birthCountry = typeof person.birthCountry === 'string' ? person.birthCountry.toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(birthCountry))
    fail(`${at}.person.birthCountry`, `Le pays de naissance${who} doit être un code ISO à 2 lettres (FR).`);
  const birthCity =
    birthDepartment === '99' && birthCountry !== 'FR'
      ? textField(
          `${at}.person.birthCity`,
          `La commune de naissance${who}`,
          person.birthCity || birthCountry,
          1,
          30,
        )
      : textField(
          `${at}.person.birthCity`,
          `La commune de naissance${who}`,
          person.birthCity,
          1,
          30,
        ).toUpperCase();
  const address = addressFields(`${at}.person.address`, `personnelle${who}`, person.address);
  if (typeof person.euNational !== 'boolean')
    fail(`${at}.person.euNational`, `La nationalité (UE ou non)${who} est manquante.`);
  if (person.pasRateType !== 'dgfip' && person.pasRateType !== 'neutral') {
    fail(
      `${at}.person.pasRateType`,
      `Le type de taux de prélèvement à la source${who} est manquant (taux transmis par la DGFiP ou taux non personnalisé).`,
    );
  }
  const pasRateId = person.pasRateType === 'dgfip' ? (person.pasRateId ?? '') : null;
  if (pasRateId !== null && !/^(-1|0|[1-9][0-9]{0,17})$/.test(pasRateId)) {
    fail(
      `${at}.person.pasRateId`,
      `L’identifiant du taux de prélèvement à la source transmis par la DGFiP${who} est manquant : reportez celui du compte rendu (CRM) de net-entreprises.`,
    );
  }

  // --- Contract ---
  if (contract.kind !== 'officer' && contract.kind !== 'employee')
    fail(`${at}.contract.kind`, `Le type de contrat${who} est invalide.`);
  const officer = contract.kind === 'officer';
  const number = textField(`${at}.contract.number`, `Le numéro du contrat${who}`, contract.number, 5, 20);
  if (context.seenContracts.has(number))
    fail(`${at}.contract.number`, `Le numéro de contrat ${number} est utilisé deux fois.`);
  context.seenContracts.add(number);
  const startDate = dateField(
    `${at}.contract.startDate`,
    `La date de début du contrat${who}`,
    contract.startDate,
  );
  if (startDate > context.last)
    fail(`${at}.contract.startDate`, `Le contrat${who} commence après le mois déclaré.`);
  const jobTitle = textField(
    `${at}.contract.jobTitle`,
    `Le libellé de l’emploi${who}`,
    contract.jobTitle,
    1,
    120,
  ).toUpperCase();
  if (typeof contract.pcsEse !== 'string' || !/^[0-9]{3}[a-z0-9]$/.test(contract.pcsEse)) {
    fail(`${at}.contract.pcsEse`, `Le code PCS-ESE${who} est invalide (4 caractères, ex. 231a).`);
  }
  if (contract.retirementStatus !== 'cadre' && contract.retirementStatus !== 'non-cadre') {
    fail(`${at}.contract.retirementStatus`, `Le statut cadre ou non cadre${who} est manquant.`);
  }
  if (officer && contract.retirementStatus !== 'cadre') {
    fail(
      `${at}.contract.retirementStatus`,
      `Un mandataire social est affilié à l’Agirc-Arrco comme cadre : statut « cadre » attendu${who}.`,
    );
  }
  if (typeof contract.conventionalStatus !== 'string' || !/^(0[1-9]|10)$/.test(contract.conventionalStatus)) {
    fail(`${at}.contract.conventionalStatus`, `Le statut conventionnel${who} est invalide (01 à 10).`);
  }
  // CT24 CCH-11 of S21.G00.40.003: a cadre (01) has the conventional status 03, 04 or 08.
  if (contract.retirementStatus === 'cadre' && !['03', '04', '08'].includes(contract.conventionalStatus)) {
    fail(`${at}.contract.conventionalStatus`, `Un cadre a le statut conventionnel 03, 04 ou 08${who}.`);
  }
  let hoursPaid: number | null = null;
  let fixedTerm: { plannedEndDate: string; recourseReason: string } | null = null;
  if (!officer) {
    const nature = contract.employmentNature ?? 'cdi';
    if (nature !== 'cdi' && nature !== 'cdd') {
      fail(`${at}.contract.employmentNature`, `La nature du contrat${who} doit être CDI ou CDD.`);
    }
    const endDate = contract.endDate ?? null;
    if (nature === 'cdi' && typeof endDate === 'string' && endDate <= context.last) {
      fail(
        `${at}.contract.endDate`,
        `Le contrat${who} prend fin au plus tard ce mois-ci : la fin de contrat (bloc S21.G00.62 et le signalement de fin de contrat de travail unique) n’est pas encore déclarée par Dirigeo ; faites la DSN de ce mois avec un autre outil.`,
      );
    }
    if (nature === 'cdd') {
      // Nature 02 needs its planned end (CT24 CCH-12 of S21.G00.40.010) and its motif de recours (SIG-11 of
      // S21.G00.40.021, dispositif 99).
      const plannedEndDate = dateField(
        `${at}.contract.plannedEndDate`,
        `La date de fin prévue du CDD${who}`,
        contract.plannedEndDate,
      );
      if (plannedEndDate < startDate) {
        fail(`${at}.contract.plannedEndDate`, `La fin prévue du CDD${who} précède son début.`);
      }
      if (plannedEndDate <= context.last) {
        fail(
          `${at}.contract.plannedEndDate`,
          `Le CDD${who} se termine au plus tard ce mois-ci : la fin de contrat (bloc S21.G00.62 et son signalement) n’est pas encore déclarée par Dirigeo ; faites la DSN de ce mois avec un autre outil, ou corrigez la date de fin prévue si le contrat a été prolongé.`,
        );
      }
      const reason = contract.recourseReason ?? '';
      if (!(CDD_REASONS as readonly string[]).includes(reason)) {
        fail(
          `${at}.contract.recourseReason`,
          reason === '05'
            ? `Les CDD d’usage${who} ne sont pas encore déclarés par Dirigeo (règles de fin de contrat propres).`
            : `Le motif de recours au CDD${who} est manquant ou invalide : 01 remplacement d’un salarié, 02 accroissement temporaire d’activité, 03 emploi saisonnier, 06 CDD à objet défini, 07 remplacement d’un chef d’entreprise, 12 remplacement d’un salarié passé à temps partiel, 13 attente de la suppression du poste.`,
        );
      }
      fixedTerm = { plannedEndDate, recourseReason: reason };
    }
    const reference = contract.referenceMonthlyHours;
    const hours = contract.contractMonthlyHours;
    if (typeof reference !== 'number' || !(reference > 0) || reference > 999) {
      fail(
        `${at}.contract.referenceMonthlyHours`,
        `La durée mensuelle de référence de l’entreprise${who} est manquante (151,67 heures pour 35 heures par semaine).`,
      );
    }
    if (typeof hours !== 'number' || !(hours > 0) || hours > reference) {
      fail(
        `${at}.contract.contractMonthlyHours`,
        `La durée mensuelle du contrat${who} est manquante ou dépasse la durée de référence.`,
      );
    }
    hoursPaid = pay.hoursPaid ?? hours;
    if (typeof hoursPaid !== 'number' || !(hoursPaid >= 0) || hoursPaid > 999) {
      fail(`${at}.pay.hoursPaid`, `Le nombre d’heures rémunérées${who} est invalide.`);
    }
  }

  // --- Pay ---
  centsField(`${at}.pay.grossCents`, `Le salaire brut${who}`, pay.grossCents);
  const paymentDate = dateField(`${at}.pay.paymentDate`, `La date de paiement${who}`, pay.paymentDate);
  // CT24 CCH-13 of S21.G00.50.001: at the latest the last day of the month following the declared month.
  const nextMonth = monthBounds(
    context.month === 12 ? context.year + 1 : context.year,
    context.month === 12 ? 1 : context.month + 1,
  );
  if (paymentDate > nextMonth.last || paymentDate < context.first) {
    fail(
      `${at}.pay.paymentDate`,
      `La date de paiement${who} doit se situer entre le début du mois déclaré et la fin du mois suivant.`,
    );
  }
  const calculation = pay.calculation;
  for (const [key, label] of [
    ['netBeforeTax', 'Le net à payer avant impôt'],
    ['netTaxable', 'Le net imposable'],
    ['netSocial', 'Le montant net social'],
    ['pasAmount', 'Le prélèvement à la source'],
  ] as const) {
    centsField(`${at}.pay.calculation.${key}`, `${label}${who}`, calculation[key]);
  }
  const pasRate = percentField(
    `${at}.pay.calculation.pasRatePercent`,
    `Le taux de prélèvement à la source${who}`,
    calculation.pasRatePercent,
    99.99,
  );
  if (!Array.isArray(calculation.lines) || calculation.lines.length === 0) {
    fail(
      `${at}.pay.calculation.lines`,
      `La fiche de paie${who} n’a pas de lignes de cotisations calculées : seule une fiche calculée par Dirigeo peut être déclarée.`,
    );
  }
  calculation.lines.forEach((line, i) => {
    centsField(
      `${at}.pay.calculation.lines[${i}].baseCents`,
      `La base de la ligne « ${line.label} »${who}`,
      line.baseCents,
      true,
    );
    centsField(
      `${at}.pay.calculation.lines[${i}].employeeAmountCents`,
      `La part salariale de la ligne « ${line.label} »${who}`,
      line.employeeAmountCents,
      true,
    );
    centsField(
      `${at}.pay.calculation.lines[${i}].employerAmountCents`,
      `La part patronale de la ligne « ${line.label} »${who}`,
      line.employerAmountCents,
      true,
    );
  });
  const lineWith = (code: string) => calculation.lines.find((line) => line.code === code);
  for (const [code, kind] of [
    ['complementaire-sante', 'health'],
    ['prevoyance-cadre', 'prevoyance'],
  ] as const) {
    const line = lineWith(code);
    if (line && !context.welfareContracts.some((c) => c.kind === kind)) {
      fail(
        'company.welfareContracts',
        `La fiche de paie${who} porte la ligne « ${line.label} » : renseignez le contrat de ${WELFARE_LABEL[kind]} de l’entreprise (référence du contrat et code de l’organisme, donnés par sa fiche de paramétrage DSN).`,
      );
    }
  }
  const mobilityLine = lineWith('versement-mobilite');
  if (mobilityLine) {
    if (context.mobility === null) {
      fail(
        'company.versementMobilite.inseeCommuneCode',
        `La fiche de paie${who} porte un versement mobilité : renseignez le code INSEE de la commune de l’établissement, que la DSN déclare avec le taux.`,
      );
    }
    const lineRate = (mobilityLine.employeeRatePercent ?? 0) + (mobilityLine.employerRatePercent ?? 0);
    if (context.mobility.ratePercent !== null && Math.abs(lineRate - context.mobility.ratePercent) > 1e-9) {
      fail(
        `${at}.pay.calculation.lines`,
        `La fiche de paie${who} applique un versement mobilité de ${String(lineRate).replace('.', ',')} % alors que le taux de la commune est de ${String(context.mobility.ratePercent).replace('.', ',')} % : refaites la fiche de paie.`,
      );
    }
    if (Math.round(lineRate * 100) !== Math.round(lineRate * 1000) / 10) {
      fail(
        `${at}.pay.calculation.lines`,
        `Le taux de versement mobilité${who} doit avoir deux décimales au plus (format de la ligne CTP 900).`,
      );
    }
  }
  const mapped = mapPayslipLines(calculation.lines, {
    officer,
    year: context.year,
    month: context.month,
    fnalFull: context.fnalFull,
    employerShareCodes: context.employerShareCodes,
    inseeCommuneCode: context.mobility?.inseeCommuneCode ?? null,
  });
  const unsupported = mapped.unsupported[0];
  if (unsupported) {
    const declarable = (DECLARABLE_LINE_CODES as readonly string[]).includes(unsupported.code ?? '');
    fail(
      `${at}.pay.calculation.lines`,
      declarable
        ? `La ligne « ${unsupported.label} » de la fiche de paie${who} ne s’applique pas à ce contrat : refaites la fiche de paie.`
        : `La ligne « ${unsupported.label} » de la fiche de paie${who} n’est pas encore déclarée par Dirigeo : la DSN de ce mois doit être faite avec un autre outil (ou la ligne retirée si elle est une erreur).`,
    );
  }
  const baseOf = (code: string) => calculation.lines.find((line) => line.code === code)?.baseCents;
  const plafonnee = baseOf('vieillesse-plafonnee');
  const deplafonnee = baseOf('vieillesse-deplafonnee');
  const csg = baseOf('csg-deductible');
  if (plafonnee === undefined || deplafonnee === undefined || csg === undefined) {
    fail(
      `${at}.pay.calculation.lines`,
      `La fiche de paie${who} n’a pas les lignes vieillesse et CSG dont la DSN tire ses bases : refaites-la avec Dirigeo.`,
    );
  }
  const bases: PreparedIndividual['bases'] = [
    { code: '02', cents: plafonnee },
    { code: '03', cents: deplafonnee },
    { code: '04', cents: csg },
  ];
  const chomage = baseOf('assurance-chomage');
  if (!officer) {
    if (chomage === undefined) {
      fail(
        `${at}.pay.calculation.lines`,
        `La fiche de paie${who} n’a pas de ligne d’assurance chômage, due pour un salarié : refaites-la avec Dirigeo.`,
      );
    }
    bases.push({ code: '07', cents: chomage });
    if (mapped.contributions.some((c) => c.code === '018')) {
      centsField(
        `${at}.pay.reductionSmicCents`,
        `Le SMIC retenu pour la réduction générale${who}`,
        pay.reductionSmicCents,
      );
      if (!pay.reductionSmicCents)
        fail(`${at}.pay.reductionSmicCents`, `Le SMIC retenu pour la réduction générale${who} est manquant.`);
    }
  }
  const forfaitSocial = baseOf('forfait-social');
  if (forfaitSocial !== undefined) bases.push({ code: '13', cents: forfaitSocial });
  const mobilityBase = baseOf('versement-mobilite');
  if (mobilityBase !== undefined) bases.push({ code: '57', cents: mobilityBase });

  // Affiliations (S21.G00.70), one per welfare contract the payslip pays into; the person's own codes win.
  const ownCodes = contract.welfareAffiliations ?? null;
  const welfare: PreparedIndividual['welfare'] = [];
  for (const contribution of mapped.contributions) {
    if (!contribution.welfare) continue;
    const kind = contribution.welfare.kind;
    const company = context.welfareContracts.find((c) => c.kind === kind);
    if (!company) continue; // refused above
    const own: DsnWelfareAffiliation | null | undefined = ownCodes?.[kind];
    const field = `${at}.contract.welfareAffiliations.${kind}`;
    welfare.push({
      ...contribution.welfare,
      affiliationId: String(welfare.length + 1),
      adhesionId: company.adhesionId,
      optionCode:
        optionalCode(`${field}.optionCode`, `Le code option${who}`, own?.optionCode) ?? company.optionCode,
      populationCode:
        optionalCode(`${field}.populationCode`, `Le code population${who}`, own?.populationCode) ??
        company.populationCode,
      amountCents: contribution.amountCents,
    });
  }

  // A PAS rate of 0 % is declared as such; the amount must follow the rate (CT24 CCH-11 of S21.G00.50.009).
  if (Math.abs(Math.round((calculation.netTaxable * pasRate) / 100) - calculation.pasAmount) > 100) {
    fail(
      `${at}.pay.calculation.pasAmount`,
      `Le prélèvement à la source${who} ne correspond pas au net imposable multiplié par le taux.`,
    );
  }

  return {
    officer,
    nir13,
    sex,
    lastName,
    firstNames,
    birthDate,
    birthCity,
    birthDepartment,
    birthCountry,
    address,
    euNational: person.euNational,
    pasType: person.pasRateType === 'dgfip' ? '01' : '13',
    pasRateId,
    contract: { ...contract, number, jobTitle, startDate },
    pay: { ...pay, paymentDate },
    contributions: mapped.contributions.filter((c) => !c.welfare),
    notDeclared: mapped.notDeclared,
    bases,
    welfare,
    fixedTerm,
    seniorityMonths: monthsBetween(startDate, context.last),
    hoursPaid,
  };
}

function formatHours(hours: number): string {
  return (Math.round(hours * 100) / 100).toFixed(2);
}

function writeIndividual(
  put: (rubric: string, value: string) => void,
  person: PreparedIndividual,
  context: {
    siret: string;
    first: string;
    last: string;
    atRate: number;
    riskCode: string;
    idcc: string | null;
    urssafId: string;
    welfareContracts: PreparedWelfareContract[];
  },
) {
  const { contract, pay, officer } = person;
  const calculation = pay.calculation;
  put('S21.G00.30.001', person.nir13);
  put('S21.G00.30.002', person.lastName);
  put('S21.G00.30.004', person.firstNames);
  put('S21.G00.30.005', person.sex);
  put('S21.G00.30.006', dsnDate(person.birthDate));
  put('S21.G00.30.007', person.birthCity);
  put('S21.G00.30.008', person.address.street);
  put('S21.G00.30.009', person.address.postalCode);
  put('S21.G00.30.010', person.address.city);
  put('S21.G00.30.013', person.euNational ? '01' : '02');
  put('S21.G00.30.014', person.birthDepartment);
  put('S21.G00.30.015', person.birthCountry);

  // Contract. The officer's profile (nature 80, no working time: unit 99, quotités 0.00, modalité 99, statut
  // d'emploi 99, collective agreement 9999) is ACA's, whose file passed DSN-VAL 2026; research §5.
  put('S21.G00.40.001', dsnDate(contract.startDate));
  put('S21.G00.40.002', contract.conventionalStatus);
  put('S21.G00.40.003', contract.retirementStatus === 'cadre' ? '01' : '04');
  put('S21.G00.40.004', contract.pcsEse);
  put('S21.G00.40.006', contract.jobTitle);
  // Nature 01 CDI, 02 « contrat de travail à durée déterminée de droit privé » (CT24 DSN_NatureContrat; issue
  // 23 wrote « nature 01 » for a CDD, the norm's enumeration is followed).
  put('S21.G00.40.007', officer ? OFFICER_CONTRACT_NATURE : person.fixedTerm ? '02' : '01');
  put('S21.G00.40.008', '99'); // dispositif de politique publique: non concerné
  put('S21.G00.40.009', contract.number);
  if (person.fixedTerm) put('S21.G00.40.010', dsnDate(person.fixedTerm.plannedEndDate));
  if (officer) {
    put('S21.G00.40.011', '99');
    put('S21.G00.40.012', '0.00');
    put('S21.G00.40.013', '0.00');
    put('S21.G00.40.014', '99');
  } else {
    const reference = contract.referenceMonthlyHours ?? 0;
    const hours = contract.contractMonthlyHours ?? 0;
    put('S21.G00.40.011', '10'); // heure
    put('S21.G00.40.012', formatHours(reference));
    put('S21.G00.40.013', formatHours(hours));
    put('S21.G00.40.014', hours < reference ? '20' : '10'); // temps partiel / temps plein
  }
  put('S21.G00.40.016', '99');
  put('S21.G00.40.017', officer ? NO_AGREEMENT : (context.idcc ?? NO_AGREEMENT));
  put('S21.G00.40.018', '200'); // régime général
  put('S21.G00.40.019', context.siret);
  put('S21.G00.40.020', '200');
  if (person.fixedTerm) put('S21.G00.40.021', person.fixedTerm.recourseReason);
  put('S21.G00.40.024', '99');
  put('S21.G00.40.026', '99');
  put('S21.G00.40.036', '01');
  put('S21.G00.40.037', '01');
  put('S21.G00.40.039', '200');
  put('S21.G00.40.040', context.riskCode);
  put('S21.G00.40.043', dsnRate(context.atRate, 2));
  // Affiliations prévoyance, before the retirement block (CT24 Blocks: 70 then 71 under 40). A block starts at
  // its first written rubric (DEMO writes 005 or 004 first).
  for (const affiliation of person.welfare) {
    if (affiliation.optionCode !== null) put('S21.G00.70.004', affiliation.optionCode);
    if (affiliation.populationCode !== null) put('S21.G00.70.005', affiliation.populationCode);
    put('S21.G00.70.012', affiliation.affiliationId);
    put('S21.G00.70.013', affiliation.adhesionId);
  }
  // Régime unifié Agirc-Arrco for cadres and non-cadres since 2019 (CT24 CCH-16/17 of S21.G00.40.003).
  put('S21.G00.71.002', 'RUAA');

  // Versement: net fiscal, net versé (before the PAS: « le montant du prélèvement à la source n'est pas à
  // déduire », CT24F), the PAS rate, type, identifier and amount, and the amount it applies to.
  put('S21.G00.50.001', dsnDate(pay.paymentDate));
  put('S21.G00.50.002', dsnAmount(calculation.netTaxable));
  put('S21.G00.50.004', dsnAmount(calculation.netBeforeTax));
  put('S21.G00.50.006', dsnRate(calculation.pasRatePercent, 2));
  put('S21.G00.50.007', person.pasType);
  if (person.pasRateId !== null) put('S21.G00.50.008', person.pasRateId);
  put('S21.G00.50.009', dsnAmount(calculation.pasAmount));
  put('S21.G00.50.013', dsnAmount(calculation.netTaxable));

  // Rémunérations 001, 002, 003, 010 are all required per contract (CT24 CCH-11 of S21.G00.51.011); 002, the
  // gross for unemployment insurance rights, is 0.00 for an officer, who has none.
  const gross = pay.grossCents;
  // A contract that began this month is paid from its first day: the pay period and the bases start then (CT24
  // CCH-11 of S21.G00.51.001: not before the avant-veille of the contract's start; SIG-17 of S21.G00.78.003 for
  // base 31: within the contract's activity).
  const payStart = contract.startDate.localeCompare(context.first) > 0 ? contract.startDate : context.first;
  for (const type of ['001', '002', '003', '010'] as const) {
    put('S21.G00.51.001', dsnDate(payStart));
    put('S21.G00.51.002', dsnDate(context.last));
    put('S21.G00.51.010', contract.number);
    put('S21.G00.51.011', type);
    put('S21.G00.51.013', dsnAmount(type === '002' && officer ? 0 : gross));
    if (type === '002' && !officer) {
      // Activité: hours paid, under 002 (CT24 CCH-11 of S21.G00.53.001; CCH-15 of 40.011 requires it for unit 10).
      put('S21.G00.53.001', '01');
      put('S21.G00.53.002', formatHours(person.hoursPaid ?? 0));
      put('S21.G00.53.003', '10');
    }
  }

  // Montant net social (type 03), required under every versement of the month (CT24 CCH-14 of S21.G00.50.001).
  put('S21.G00.58.001', dsnDate(context.first));
  put('S21.G00.58.002', dsnDate(context.last));
  put('S21.G00.58.003', '03');
  put('S21.G00.58.004', dsnAmount(calculation.netSocial));

  for (const base of person.bases) {
    put('S21.G00.78.001', base.code);
    put('S21.G00.78.002', dsnDate(payStart));
    put('S21.G00.78.003', dsnDate(context.last));
    put('S21.G00.78.004', dsnAmount(base.cents));
    put('S21.G00.78.006', contract.number);
    const contributions = person.contributions.filter((c) => c.base === base.code);
    if (base.code === '03' && contributions.some((c) => c.code === '018' || c.code === '106')) {
      // SMIC retenu for the general reduction (type 01), required with 018/106 (CT26X CCH-17 of S21.G00.81.001).
      put('S21.G00.79.001', '01');
      put('S21.G00.79.004', dsnAmount(pay.reductionSmicCents ?? 0));
    }
    for (const contribution of contributions) {
      put('S21.G00.81.001', contribution.code);
      if (contribution.urssafOps) put('S21.G00.81.002', context.urssafId);
      if (contribution.assietteCents !== null) put('S21.G00.81.003', dsnAmount(contribution.assietteCents));
      put('S21.G00.81.004', dsnAmount(contribution.amountCents));
      if (contribution.inseeCommuneCode !== undefined) put('S21.G00.81.005', contribution.inseeCommuneCode);
      if (contribution.ratePercent !== null) put('S21.G00.81.007', dsnRate(contribution.ratePercent));
    }
  }

  // Welfare contracts: one base 31 per affiliation, amount 0.00, its affiliation id, one component and one 059
  // with the amount only (CT24 CCH-11 of S21.G00.78.004 and 78.005, CCH-11/12 of 79.001, CCH-15 of 81.001,
  // CCH-11 of 81.002, CCH-12 of 81.003).
  for (const affiliation of person.welfare) {
    put('S21.G00.78.001', '31');
    put('S21.G00.78.002', dsnDate(payStart));
    put('S21.G00.78.003', dsnDate(context.last));
    put('S21.G00.78.004', '0.00');
    put('S21.G00.78.005', affiliation.affiliationId);
    put('S21.G00.78.006', contract.number);
    put('S21.G00.79.001', affiliation.componentType);
    put('S21.G00.79.004', dsnAmount(affiliation.componentCents));
    put('S21.G00.81.001', '059');
    put('S21.G00.81.004', dsnAmount(affiliation.amountCents));
  }

  // Ancienneté in the company, required for a CDI (CT24 CCH-14 of S21.G00.86.001); not for a mandate.
  if (!officer) {
    put('S21.G00.86.001', '07');
    put('S21.G00.86.002', '02'); // months
    put('S21.G00.86.003', String(person.seniorityMonths));
    put('S21.G00.86.005', contract.number);
  }
}
