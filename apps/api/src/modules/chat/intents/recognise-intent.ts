/**
 * What a visitor asks, recognised before any retrieval (issue 28 §1): a greeting; a question on our
 * product (prices, trial, cancellation, what a plan includes, how to reach us), answered from
 * `@dirigeo/site-content`; a figure the calculators compute (a notice, an indemnity, an officer's
 * contributions), with the figures the question states; an identifier (an IDCC, an article of the
 * Code du travail); or nothing, and the retrieval answers. Pure: the text in, the intent out.
 */
import { type PayBenefitQuestion, readPayBenefitQuestion } from './pay-benefit-questions.ts';
import { readSickPayQuestion, type SickPayQuestion } from './sick-pay-question.ts';
import {
  type ApprenticePayQuestion,
  readApprenticePayQuestion,
  readYoungWorkerQuestion,
  type YoungWorkerQuestion,
} from './minimum-pay-question.ts';
import { readTrialLengthQuestion, type TrialLengthQuestion } from './trial-length-question.ts';
import { readTrialNoticeQuestion, type TrialNoticeQuestion } from './trial-notice-question.ts';
import { type DisciplinaryQuestion, readDisciplinaryQuestion } from './disciplinary-question.ts';
import { readToolsQuestion, type ToolsPart } from './tools-question.ts';
import { readWorkingTimeQuestion } from './working-time-question.ts';
import { readWorkAccidentDeclarationQuestion } from './work-accident-question.ts';
import { readPaidLeaveDepartureQuestion, readReferenceGrossCents } from './paid-leave-departure-question.ts';
import { readTeleworkQuestion } from './telework-question.ts';
import { readLegalDelayQuestion } from './legal-delay-question.ts';
import { readPayRuleQuestion } from './pay-rule-question.ts';
import { readFamilyLeaveQuestion } from './family-leave-question.ts';
import { type LeaveCarryOverQuestion, readLeaveCarryOverQuestion } from './leave-carry-over-question.ts';
import { readSplitLeaveQuestion, type SplitLeaveQuestion } from './split-leave-question.ts';
import { readSolidarityDayQuestion, type SolidarityDayQuestion } from './solidarity-day-question.ts';
import { type MayDayQuestion, readMayDayQuestion } from './may-day-question.ts';
import { type PregnancyQuestion, readPregnancyQuestion } from './pregnancy-question.ts';
import { readInterviewAssistanceQuestion } from './interview-assistance-question.ts';
import { type MayorSundayQuestion, readMayorSundayQuestion } from './mayor-sunday-question.ts';
import { readTransportPassQuestion, type TransportPassQuestion } from './transport-pass-question.ts';
import { type FixedTermQuestion, readFixedTermQuestion } from './fixed-term-question.ts';
import type {
  FamilyLeaveId,
  LegalDelayId,
  PayRuleId,
  TeleworkRuleId,
  WorkingTimeLimitId,
} from '@dirigeo/labour-law';
import { type OvertimeQuestion, readOvertimeQuestion } from './overtime-question.ts';
import { type DsnDueQuestion, readDsnDueQuestion, readDsnWithoutPayQuestion } from './dsn-due-question.ts';
import { type BirthLeaveQuestion, readBirthLeaveQuestion } from './birth-leave-question.ts';
import { type PaidLeaveQuestion, readPaidLeaveQuestion } from './paid-leave-question.ts';
import type { PrecarityExclusion } from '@dirigeo/labour-law';
import { isSupportedYear } from '@dirigeo/payroll-calc';
import type { PlanId } from '@dirigeo/site-content';
import { agreementsNamedIn } from '../../collective-agreement/agreement-names.ts';
import {
  foldQuestion,
  type KnownWord,
  normaliseVisitorWords,
  noWordKnown,
} from '../../search/visitor-words.ts';
import {
  centsOf,
  MONTH_NAMES,
  readAmountCents,
  readSeniorityMonths,
  withoutDeniedFacts,
} from './question-figures.ts';

/** The calculators the assistant runs, each a simulator page of the tools hub. */
export type CalculatorId =
  | 'preavis-licenciement'
  | 'preavis-demission'
  | 'preavis-retraite'
  | 'indemnite-licenciement'
  | 'indemnite-rupture-conventionnelle'
  | 'indemnite-precarite'
  | 'procedure-licenciement'
  | 'charges-dirigeant'
  | 'salaire-brut-net';

/** Topics of our own product. */
export type ProductTopic =
  | 'price'
  | 'trial'
  | 'cancellation'
  | 'plan-content'
  | 'contact'
  | 'data'
  | 'eligibility'
  | 'payment'
  | 'compliance'
  | 'account-access'
  | 'late-payment'
  | 'after-cancellation'
  | 'plan-change'
  | 'session'
  | 'liability'
  | 'terms-change'
  | 'about-us'
  | 'assistant'
  | 'security'
  | 'history-import'
  | 'staff-payslips'
  | 'invoice'
  | 'accounting-scope'
  | 'dsn-filing'
  | 'trial-end'
  | 'health-insurance'
  | 'subscribe';

/**
 * The hiring day and the day of the letter or of the agreed end, `YYYY-MM-DD`, and the absences told
 * between them with their days (« en arrêt maladie (pas pro) du 9 janvier au 16 avril 2023 », « un
 * congé sans solde du 3 janvier au 30 juin 2022 »), which do not count in the seniority (L1234-11).
 */
export interface EmploymentDates {
  hiredOn: string;
  eventOn: string;
  absences?: readonly { kind: 'non-professional-sick-leave' | 'unpaid-leave'; from: string; to: string }[];
}

export type Intent =
  | { kind: 'greeting'; thanks: boolean }
  | { kind: 'product'; topic: ProductTopic; plan: PlanMention | null }
  | {
      kind: 'calculation';
      calculator: CalculatorId;
      /** Months of service the question states, or null. */
      seniorityMonths: number | null;
      /** An amount in euros the question states (the salary, the gross, the total pay), or null. */
      amountCents: number | null;
      /** Dismissal for serious misconduct (faute grave or lourde). */
      seriousMisconduct: boolean;
      /** A disabled worker (RQTH). */
      disabledWorker: boolean;
      /** The amount is a net one (« 2 500 € net »): the gross that gives it is looked for. */
      netAmount?: true;
      /** A dismissal for an inaptitude of professional origin: the special indemnity (L1226-14). */
      professionalInaptitude?: true;
      /** The amount was stated for a year (« 36 000 brut par an »): `amountCents` is its twelfth. */
      annualAmountCents?: number;
      /** The salary is the SMIC (« payé au SMIC »): the monthly SMIC in force is the amount. */
      atSmic?: true;
      /** A dismissal for an economic motive (« licenciement économique »): its procedure's delays. */
      economicMotive?: true;
      /**
       * The employee is a manager (« cadre »): an individual economic dismissal's letter waits
       * longer; a cadre's pay owes the cadres' contributions.
       */
      managerialStaff?: true;
      /** The employee who resigns is a VRP or a journalist, whose notice the law sets (L7313-9, L7112-2). */
      profession?: 'vrp' | 'journaliste';
      /** A CDD whose end owes no precarity indemnity (L1243-10): a student's holiday job, a seasonal contract… */
      precarityExclusion?: PrecarityExclusion;
      /**
       * The paid leave's indemnity asked beside the end-of-contract indemnity (« indemnité de fin de
       * contrat et congés payés, combien pour chaque ? »): its tenth counts the latter (L1243-8).
       */
      withPaidLeave?: true;
      /**
       * The monthly gross pay of the last 12 months, most recent first, when the question tells it
       * changed (« 2 300 brut pendant 9 mois puis 2 600 les 3 derniers mois »), in cents: the
       * reference salary is the more favourable of its two averages (R1234-4).
       */
      payHistoryCents?: readonly number[];
      /**
       * A bonus paid on top of the CDD's monthly salaries (« 1 900 brut par mois + une prime de 600 »),
       * part of the total gross the precarity indemnity is 10 % of (L1243-8), in cents.
       */
      bonusCents?: number;
      /**
       * The amount is the CDD's whole gross pay, not a month's (« il a touché au total 13 860 € brut
       * sur le contrat »).
       */
      amountIsTotal?: true;
      /** The company's staff the question states (« 15 salariés »), for the contributions that depend on it. */
      headcount?: number;
      /** The company's notified AT/MP rate the question states (« taux AT/MP notifié 1,50 % »), in percent. */
      atmpRatePercent?: number;
      /**
       * The company health plan the question states (« mutuelle à 60 € par mois payée moitié moitié »):
       * its monthly premium, both shares, in cents, and the company's share in percent (50 when unsaid,
       * the least the law lets an employer pay for an employee).
       */
      healthInsurance?: { monthlyCents: number; employerSharePercent: number; shareStated: boolean };
      /**
       * The day the convocation (for a procedure) or the dismissal letter (for a notice) was presented
       * (« présentée le lundi 2 mars 2026 »), `YYYY-MM-DD`.
       */
      presentedOn?: string;
      /**
       * That day told by its weekday without its year (« remise en main propre lundi 27 avril »):
       * `presentedOn` once the answer finds the one year, next to today's, whose day it is.
       */
      presentedOnWeekday?: { weekday: number; day: number; month: number };
      /** The company is in Alsace-Moselle (« boîte en Moselle (57) »): two more public holidays for a procedure's dates. */
      alsaceMoselle?: true;
      /**
       * The year, and the month when stated, the employee was hired (« chez nous depuis 2019 »,
       * « embauché en mars 2021 »), when no seniority is: the notice's band may follow from it.
       */
      hiredIn?: { year: number; month: number | null };
      /**
       * The hiring day and a later day the question states (« en CDI depuis le 1er mars 2019… la
       * lettre arrivera le 15 juin 2026 »): the letter's presentation for a dismissal, the agreed end
       * for a conventional termination; the seniority is counted between them.
       */
      employmentDates?: EmploymentDates;
      /** The prélèvement à la source rate the question states (« mon taux PAS est de 7,5 % »), in percent. */
      withholdingRatePercent?: number;
      /** The year of the rates a pay question names (« en 2025 je me versais… », « avec les taux de 2025 »), when we hold them. */
      payYear?: number;
      /** The month of that year the pay is for (« au SMIC, mars 2026 »): its SMIC and its rates. */
      payMonth?: number;
      /**
       * Another year the pay is compared with (« le net en 2025 et en 2026, ça a changé ? »), whose
       * rates payroll-calc holds too.
       */
      comparedYear?: number;
      /** Who ends a retirement's contract, when the question says: the employee leaving or the employer retiring them. */
      retiredBy?: 'employee' | 'employer';
    }
  /** The paid leave acquired over a period, or its indemnity, with the figures stated (`paid-leave-question.ts`). */
  | ({ kind: 'paid-leave' } & PaidLeaveQuestion)
  /**
   * A collective agreement: by its IDCC or a common name (`idccs`), or, asked which agreement a trade
   * falls under (« assistante dentaire, quelle convention collective ? »), by the words of its title
   * the question holds (`titleWords`, folded).
   */
  | { kind: 'agreement'; idccs: readonly string[]; titleWords?: readonly string[] }
  | { kind: 'article'; number: string }
  /** The SMIC's amount (« smic 2026 montant », « le smic horaire c'est combien ? »), in a year named or today. */
  | { kind: 'smic'; year: number | null; month?: number }
  /** The SMIC's monthly amount for a part-time week (« 24h par semaine au smic, quel brut mensuel ? »). */
  | { kind: 'part-time-smic'; weeklyHours: number; year: number | null; month: number | null }
  /**
   * The dates of public holidays (« le 1er mai 2027 tombe quel jour ? », « l'Ascension et le lundi de
   * Pentecôte 2027, c'est quand ? »): those named (all when none is), in a year named or today's.
   */
  | { kind: 'holidays'; year: number | null; names: readonly string[]; alsaceMoselle: boolean }
  /** How long the leaves at a birth last (`birth-leave-question.ts`). */
  | { kind: 'birth-leave'; question: BirthLeaveQuestion }
  /** When a month's DSN is due (`dsn-due-question.ts`). */
  | ({ kind: 'dsn-due' } & DsnDueQuestion)
  /** Whether a DSN is due in months without pay (`dsn-due-question.ts`). */
  | { kind: 'dsn-without-pay' }
  /** The premiums of a week's extra hours (`overtime-question.ts`). */
  | ({ kind: 'overtime' } & OvertimeQuestion)
  /** The notice owed when a trial period ends (`trial-notice-question.ts`). */
  | ({ kind: 'trial-notice' } & TrialNoticeQuestion)
  /** A trial period's longest length (`trial-length-question.ts`). */
  | ({ kind: 'trial-length' } & TrialLengthQuestion)
  /** An apprentice's minimum pay (`minimum-pay-question.ts`). */
  | ({ kind: 'apprentice-pay' } & ApprenticePayQuestion)
  /** A worker under 18's reduced SMIC (`minimum-pay-question.ts`). */
  | ({ kind: 'young-worker' } & YoungWorkerQuestion)
  /** The délais of a disciplinary sanction (`disciplinary-question.ts`). */
  | { kind: 'disciplinary'; question: DisciplinaryQuestion }
  /** A délai the Code du travail sets (`legal-delay-question.ts`). */
  | { kind: 'legal-delay'; delays: readonly LegalDelayId[] }
  /** A rule of the payment of wages (`pay-rule-question.ts`). */
  | { kind: 'pay-rule'; rules: readonly PayRuleId[]; articleAsked: boolean }
  /** The days off a family event or a child's illness gives (`family-leave-question.ts`). */
  | { kind: 'family-leave'; leaves: readonly FamilyLeaveId[] }
  /** The extra days a split main leave gives (`split-leave-question.ts`). */
  | ({ kind: 'split-leave' } & SplitLeaveQuestion)
  /** The paid leave a sick leave kept from being taken (`leave-carry-over-question.ts`). */
  | ({ kind: 'leave-carry-over' } & LeaveCarryOverQuestion)
  /** The journée de solidarité (`solidarity-day-question.ts`). */
  | { kind: 'solidarity-day'; question: SolidarityDayQuestion }
  /** The 1er mai worked or opened (`may-day-question.ts`). */
  | { kind: 'may-day'; question: MayDayQuestion }
  /** A pregnant employee's rights (`pregnancy-question.ts`). */
  | { kind: 'pregnancy'; question: PregnancyQuestion }
  /** Who may assist the employee at the preliminary interview (`interview-assistance-question.ts`). */
  | { kind: 'interview-assistance' }
  /** A mayor's Sunday worked, its hours and hourly pay told (`mayor-sunday-question.ts`). */
  | { kind: 'mayor-sunday'; question: MayorSundayQuestion }
  /** The employer's share of a transport pass, its price told (`transport-pass-question.ts`). */
  | { kind: 'transport-pass'; question: TransportPassQuestion }
  /** Telework's own rules (`telework-question.ts`). */
  | { kind: 'telework'; rules: readonly TeleworkRuleId[] }
  /** The paid leave not taken when a contract ends (`paid-leave-departure-question.ts`). */
  | {
      kind: 'paid-leave-departure';
      /** The reference period's gross pay the question tells, in cents, for the tenth (L3141-24). */
      referenceGrossCents?: number;
    }
  /** A CDD's own rules (`fixed-term-question.ts`). */
  | { kind: 'fixed-term'; question: FixedTermQuestion }
  /** The legal limits of working time (`working-time-question.ts`). */
  | { kind: 'working-time'; limits: readonly WorkingTimeLimitId[] }
  /** The site's free tools (`tools-question.ts`), the one named first. */
  | { kind: 'tools'; first: ToolsPart | null }
  /** What the employer pays during an employee's sick leave (`sick-pay-question.ts`). */
  | ({ kind: 'sick-pay' } & SickPayQuestion)
  /** Dividends' net, a meal voucher's exempt share, a company car's benefit (`pay-benefit-questions.ts`). */
  | { kind: 'pay-benefit'; question: PayBenefitQuestion }
  /** Outside what we know (the price of someone else's subscription): said so, with the discovery call. */
  | { kind: 'work-accident' }
  | { kind: 'outside' }
  | { kind: 'retrieval' };

/** A day written out (« 1er mars 2019 », « 15 juin 2026 »): its day, month and year as groups. */
const WRITTEN_DAY = `\\b(1er|\\d{1,2}) (${MONTH_NAMES.join('|')}) (\\d{4})\\b`;

/**
 * The day a question states (« le lundi 2 mars 2026 », « le 1er avril 2026 », « le 02/03/2026 »),
 * `YYYY-MM-DD`, or null: a day that does not exist (« 31 avril ») or a year far from ours is none.
 */
export function readStatedDay(folded: string): string | null {
  const written = new RegExp(WRITTEN_DAY).exec(folded);
  const numeric = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/.exec(folded);
  const [day, month, year] = written
    ? [
        written[1] === '1er' ? 1 : Number(written[1]),
        MONTH_NAMES.indexOf(written[2] ?? '') + 1,
        Number(written[3]),
      ]
    : numeric
      ? [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])]
      : [0, 0, 0];
  if (year < 2000 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A day written in figures (« le 16/09/2019 », « 02.03.2026 ») written out as the readers of days
 * read them (« le 16 septembre 2019 »): a hiring day so written was not read. A month beyond 12 is
 * no day, and is left as typed.
 */
export function withDaysWrittenOut(folded: string): string {
  return folded.replace(/\b(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d{2})\b/g, (typed, day, month, year) => {
    const name = MONTH_NAMES[Number(month) - 1];
    return name && Number(day) >= 1 ? `${Number(day) === 1 ? '1er' : Number(day)} ${name} ${year}` : typed;
  });
}

/**
 * « mon taux de prélèvement à la source est de 7,5 % », « taux PAS 12 % », « taux d'imposition de
 * 4,2 % »: the withholding rate, in percent (0 to 43, the scale's highest), or nothing.
 */
/**
 * « en 2025 je me versais 3 200 € », « avec les taux de 2025 », « pour 2027 »: the year whose rates a
 * pay question asks, when payroll-calc holds them (the last one named), or nothing.
 */
function payYearOf(folded: string): { payYear?: number; payMonth?: number; comparedYear?: number } {
  // « mars 2026 », « la paie de septembre 2025 »: one month named with its year.
  // Not a day's date (« embauché le 1er septembre 2025 », « depuis mars 2025 »), a hiring's.
  const months = [...folded.matchAll(new RegExp(`\\b(${MONTH_NAMES.join('|')}) (20\\d\\d)\\b`, 'g'))].filter(
    (match) =>
      isSupportedYear(Number(match[2])) &&
      !/(?:\b(?:\d{1,2}|1er|le|depuis|embauch\w*|entree?|arrivee?|recrutee?)(?: (?:le|en|depuis))?) $/.test(
        folded.slice(0, match.index),
      ),
  );
  const [named] = months;
  if (months.length === 1 && named)
    return { payYear: Number(named[2]), payMonth: MONTH_NAMES.indexOf(named[1] ?? '') + 1 };
  const years = [
    ...folded.matchAll(/\b(?:en|annee|de|du|taux(?: officiels)?(?: de)?|pour|sur|au titre de) (20\d\d)\b/g),
  ]
    .map((match) => Number(match[1]))
    .filter((year) => isSupportedYear(year));
  const year = years.at(-1);
  if (year === undefined) return {};
  // « en 2025 et en 2026 », « 2025 vs 2026 », « ça a changé ? »: two years compared.
  const other = years.find((each) => each !== year);
  const compared =
    other !== undefined &&
    /\b(?:et (?:en |pour )?20\d\d|vs|versus|par rapport|compar\w*|change\w*|difference|evolu\w*|chaque (?:annee|cas))\b/.test(
      folded,
    );
  return compared ? { payYear: year, comparedYear: other } : { payYear: year };
}

function withholdingRateOf(folded: string): { withholdingRatePercent?: number } {
  const match =
    /\b(?:prelevement a la source|pas|taux d'imposition|taux d'impot|impot a la source|taux personnalise|taux neutre)\b[^%\d]{0,30}(\d{1,2}(?:[.,]\d{1,2})?) ?%/.exec(
      folded,
    );
  const rate = match?.[1] ? Number(match[1].replace(',', '.')) : Number.NaN;
  return rate >= 0 && rate <= 43 ? { withholdingRatePercent: rate } : {};
}

/**
 * The agreement told silent or absent (« rien dans la ccn là-dessus », « la convention ne dit rien »,
 * « pas de convention », « le minimum légal (pas la convention) »): the law's rule is asked, not the
 * agreement.
 */
const AGREEMENT_SILENT =
  /\b(?:rien dans (?:la|notre|ma) (?:ccn|convention)|(?:la|notre|ma) (?:ccn|convention(?: collective)?) (?:ne )?(?:dit|prevoit) rien|(?:pas de|sans|aucune) (?:ccn|convention)|(?:pas|hors|non) (?:la |sa |notre |ma )?(?:ccn|convention))\b/;

/**
 * « je mets à la retraite mon magasinier », « mise à la retraite »: the employer; « elle part à la
 * retraite de son propre chef », « départ volontaire »: the employee.
 */
function retiredByOf(folded: string): { retiredBy?: 'employee' | 'employer' } {
  if (/\b(?:mets?|mettre|met|mis|mise?) (?:a|en) (?:la )?retraite\b|\bretraite d'office\b/.test(folded))
    return { retiredBy: 'employer' };
  if (
    /\b(?:part|partir|pars|depart|prend|prendre|demande|veut partir)\b.{0,20}\bretraite\b|\bde (?:son|mon) propre chef\b|\bvolontaire\w*\b/.test(
      folded,
    )
  )
    return { retiredBy: 'employee' };
  return {};
}

/** The question asks which agreement applies: « quelle convention », « numéro », « IDCC », « dépend de ». */
const WHICH_AGREEMENT =
  /\b(?:quelle?s?|laquelle|numeros?|num|idcc|ccn|n°|applicable|s'applique|appliquer|depend|dependons|dependent|releve|relevons|rattache\w*|c'est laquelle|c'est quoi)\b/;

/**
 * Words of a question on an agreement that name no trade (the question's own words, people, the
 * company, the agreement itself).
 */
const NOT_A_TRADE = new Set(
  (
    'convention conventions collective collectives nationale nationales idcc numero numeros quelle quelles ' +
    'quel quels laquelle applicable applique appliquer appliquee depend dependons dependent releve relevons ' +
    'rattache rattachee dans pour avec chez sans mais comme elle elles nous vous notre votre leur leurs ' +
    "sont suis etre avoir faut doit dois dont cette ceux celle quoi c'est est-ce mon mes ma sa ses son " +
    'societe entreprise boite salarie salaries salariee salariees employe employes employee employees ' +
    'travail travaille metier secteur activite branche accord code france francais plus moins aussi ' +
    'bonjour merci svp stp exactement vraiment savoir connaitre trouver cherche recherche '
  )
    .trim()
    .split(/\s+/),
);

/** A trade's words in a question asking which agreement applies (folded, 4 letters or more), or none. */
function agreementTitleWords(folded: string): string[] {
  if (!WHICH_AGREEMENT.test(folded)) return [];
  const words = (folded.match(/[a-z]{4,}/g) ?? []).filter((word) => !NOT_A_TRADE.has(word));
  return [...new Set(words)].slice(0, 6);
}

/** « depuis 2019 », « embauché en mars 2021 », « entrée en 2018 », « arrivé chez nous en 2020 ». */
const HIRED_IN = new RegExp(
  `\\b(?:depuis|embauchee?s?|entree?s?|arrivee?s?|recrutee?s?|rentree?s?)(?: chez nous| dans (?:la|ma|notre) (?:societe|boite|entreprise))?(?: (?:en|le|debut|fin|courant))? (?:(${MONTH_NAMES.join('|')}) )?((?:19|20)\\d{2})\\b`,
);

function hiredInOf(folded: string): { hiredIn?: { year: number; month: number | null } } {
  if (readSeniorityMonths(folded) !== null) return {};
  const match = HIRED_IN.exec(folded);
  if (!match?.[2]) return {};
  return { hiredIn: { year: Number(match[2]), month: match[1] ? MONTH_NAMES.indexOf(match[1]) + 1 : null } };
}

/** « embauchée le 1er mars 2019 », « en CDI depuis le 9 janvier 2012 », « arrivé chez nous le 3 février 2020 ». */
const HIRED_ON = new RegExp(
  `\\b(?:depuis|embauchee?s?|entree?s?|arrivee?s?|recrutee?s?|rentree?s?|chez nous|cdi|cdd)\\b[^.?!]{0,30}?\\ble (?:lundi |mardi |mercredi |jeudi |vendredi |samedi |dimanche )?(1er|\\d{1,2}) (${MONTH_NAMES.join('|')}) ((?:19|20)\\d{2})\\b`,
);

const WRITTEN_DAYS = new RegExp(WRITTEN_DAY, 'g');

/** The words before a day that make it the letter's or the contract's end (« lettre présentée le », « fin le »). */
const EVENT_BEFORE =
  /\b(?:lettre|present\w*|notifi\w*|recevra|recoit|arrive\w*|fin|finira|termine\w*|rupture|quitte\w*|part|partira|depart|sortie|licenci\w*)\b[^.?!]{0,40}$/;

/**
 * The hiring day and the day of the letter or of the agreed end, both `YYYY-MM-DD`
 * (`employmentDates`): of the later days the question states, the one its words name so (« la
 * lettre sera présentée le 15 juin 2026 »), else the latest (a sick leave's first day, « en arrêt
 * depuis le 3 janvier 2026 », comes before the letter). Nothing when a day is missing or none is
 * after the hiring.
 */
/**
 * A sick leave or an unpaid leave told by its days (« en arrêt maladie (pas pro) du 9 janvier au 16
 * avril 2023 », « malade du 3 mars 2024 au 30 juin 2024 », « un congé sans solde du 3 janvier au 30 juin
 * 2022 »); not a work accident's nor an occupational disease's, which count as work (L1226-7): those are
 * left out, not deducted.
 */
const ABSENCE_DAYS = new RegExp(
  `\\b(arrets? (?:de travail|maladie)|en maladie|(?<!enfant )malade|conges? sans solde)\\b([^.?!]{0,40}?)\\bdu (1er|\\d{1,2}) (${MONTH_NAMES.join('|')})(?: ((?:19|20)\\d{2}))? au (1er|\\d{1,2}) (${MONTH_NAMES.join('|')}) ((?:19|20)\\d{2})\\b`,
  'g',
);
const OCCUPATIONAL = /\b(?<!(?:pas|non|hors) )(?:pro|professionnel(?:le)?|accident (?:du|de) travail|at)\b/;
/** Words between a leave and its days that make it another leave (maternity, holidays, someone else's illness). */
const ANOTHER_ABSENCE =
  /\b(?:vacances|conges?|cp|rtt|maternite|paternite|adoption|parental|naissance|formation|greve|enfant|femme|mari|epoux|epouse|fils|fille|mere|pere|proche|pour)\b/;
/** A work accident or an occupational disease named in the message, not denied: its leave counts (L1226-7). */
const OCCUPATIONAL_IN_MESSAGE =
  /(?<!\b(?:pas|non|hors|ni) (?:un |une |d'|de |d'un |d'une )?)\b(?:accidents? (?:du|de) travail|maladie professionnelle|at\/mp)\b|\bat\b(?= (?:avec|du|en|depuis|de))/;

type Absence = NonNullable<EmploymentDates['absences']>[number];

function absencesOf(folded: string): (Absence & { text: string })[] {
  return [...folded.matchAll(ABSENCE_DAYS)].flatMap((match) => {
    const unpaid = /\bsans solde\b/.test(match[1] ?? '');
    // A sick leave only when it is the employee's own illness and no work accident is told: a work
    // accident's leave counts, and a doubt deducts nothing.
    if (
      !unpaid &&
      (OCCUPATIONAL.test(match[2] ?? '') ||
        ANOTHER_ABSENCE.test(match[2] ?? '') ||
        OCCUPATIONAL_IN_MESSAGE.test(folded))
    )
      return [];
    const endYear = Number(match[8]);
    const startMonth = MONTH_NAMES.indexOf(match[4] ?? '');
    const endMonth = MONTH_NAMES.indexOf(match[7] ?? '');
    const startYear = match[5] ? Number(match[5]) : startMonth > endMonth ? endYear - 1 : endYear;
    const from = readStatedDay(`${match[3]} ${match[4]} ${startYear}`);
    const to = readStatedDay(`${match[6]} ${match[7]} ${endYear}`);
    const kind = unpaid ? ('unpaid-leave' as const) : ('non-professional-sick-leave' as const);
    return from && to && from <= to ? [{ kind, from, to, text: match[0] }] : [];
  });
}

function employmentDatesOf(folded: string): { employmentDates?: EmploymentDates } {
  const hired = HIRED_ON.exec(folded);
  if (!hired) return {};
  const hiredOn = readStatedDay(`${hired[1]} ${hired[2]} ${hired[3]}`);
  if (!hiredOn) return {};
  // An absence's days are no letter's (« …du 9 janvier au 16 avril 2023. …lettre présentée le 14 avril 2026 »).
  const absences = absencesOf(folded);
  let rest = folded;
  for (const absence of absences) rest = rest.replace(absence.text, ' '.repeat(absence.text.length));
  const after =
    rest.slice(0, hired.index) + ' '.repeat(hired[0].length) + rest.slice(hired.index + hired[0].length);
  const days = [...after.matchAll(WRITTEN_DAYS)]
    .map((match) => ({
      day: readStatedDay(match[0]),
      named: EVENT_BEFORE.test(after.slice(Math.max(0, (match.index ?? 0) - 60), match.index ?? 0)),
    }))
    .filter((found): found is { day: string; named: boolean } => found.day !== null && found.day > hiredOn);
  const named = days.filter((found) => found.named);
  const eventOn = (named.length > 0 ? named : days)
    .map((found) => found.day)
    .sort()
    .at(-1);
  if (!eventOn) return {};
  // Overlapping absences told twice (« arrêt du 3 au 10 mars, malade du 5 au 20 mars ») are merged.
  const during: Absence[] = [];
  for (const { kind, from, to } of absences
    .filter((absence) => absence.from >= hiredOn && absence.to <= eventOn)
    .sort((a, b) => a.from.localeCompare(b.from))) {
    const last = during.at(-1);
    if (last && from <= last.to) {
      if (to > last.to) during[during.length - 1] = { ...last, to };
    } else during.push({ kind, from, to });
  }
  return { employmentDates: { hiredOn, eventOn, ...(during.length > 0 ? { absences: during } : {}) } };
}

/** « convocation présentée le lundi 2 mars 2026 »: the procedure's calendar starts that day. */
/** Alsace-Moselle named: a département, a region, its main towns (L3134-13's two more public holidays). */
const ALSACE_MOSELLE =
  /\b(?:alsace|alsacien\w*|moselle|bas-rhin|haut-rhin|strasbourg|mulhouse|colmar|metz|thionville|haguenau|\((?:57|67|68)\))/;

/** « découvert le 14 novembre 2026 », « appris le 3 mars »: the day the employer learnt the facts. */
const FACTS_LEARNT_ON =
  /\b(?:decouvert|appris|constate|surpris|eu connaissance)\b[^.?!]{0,12}?\b(?:1er|\d{1,2}) [a-z]+(?: \d{4})?/g;

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

/** « lundi 27 avril », « le mardi 3 mars »: a day by its weekday, without its year. */
const WEEKDAY_WITHOUT_YEAR = new RegExp(
  `\\b(${WEEKDAYS.join('|')}) (1er|\\d{1,2}) (${MONTH_NAMES.join('|')})\\b(?! ?(?:19|20)\\d{2}\\b)`,
);

function presentedOnOf(folded: string): {
  presentedOn?: string;
  presentedOnWeekday?: { weekday: number; day: number; month: number };
} {
  // Not the hiring day (« embauché le 9 janvier 2012, lettre présentée le 4 mai 2026 »), nor the day
  // the facts were learnt (« découvert le 14 novembre 2026 qu'il volait »).
  const told = folded.replace(FACTS_LEARNT_ON, ' ');
  const day = employmentDatesOf(folded).employmentDates?.eventOn ?? readStatedDay(told);
  if (day) return { presentedOn: day };
  const weekday = WEEKDAY_WITHOUT_YEAR.exec(told);
  // Only the convocation's day (« convocation remise en main propre lundi 27 avril »), not the
  // interview's (« entretien préalable le jeudi 7 mai ») nor an absence's.
  const before = told.slice(Math.max(0, (weekday?.index ?? 0) - 60), weekday?.index ?? 0);
  const sentence = before.slice(
    Math.max(before.lastIndexOf('.'), before.lastIndexOf('?'), before.lastIndexOf('!')) + 1,
  );
  const tied = [
    ...sentence.matchAll(/\b(?:convocation|convoque\w*|lettre|present\w*|remise?|recue?|recommande\w*)\b/g),
  ].at(-1);
  if (
    !weekday ||
    !tied ||
    /\b(?:entretien|absent\w*|depuis)\b/.test(sentence.slice((tied.index ?? 0) + tied[0].length))
  )
    return {};
  return {
    presentedOnWeekday: {
      weekday: WEEKDAYS.indexOf(weekday[1] as (typeof WEEKDAYS)[number]),
      day: weekday[2] === '1er' ? 1 : Number(weekday[2]),
      month: MONTH_NAMES.indexOf(weekday[3] ?? '') + 1,
    },
  };
}

/** A plan the visitor names, by its id in `@dirigeo/site-content`'s one price grid. */
export type PlanMention = PlanId;

const GREETING =
  /^(?:(?:bonjour|bonsoir|salut|hello|coucou|hey|bjr|slt)(?: a (?:vous|tous))?|(?:merci|thanks)(?: beaucoup| bien| pour (?:tout|votre aide|la reponse|ces informations))?|au revoir|bonne (?:journee|soiree)|ok merci|parfait merci|super merci)[\s!.,:)]*$/;

/**
 * The plan a visitor names, in their words: « Complète », « complet », « premium », « la plus
 * chère » is Complète; « essentiel(le) » Essentielle; « freemium », « gratuit(e) », « free » Freemium.
 */
function planMention(folded: string): PlanMention | null {
  if (/\b(?:complete?s?|premium|(?:la )?plus chere)\b/.test(folded)) return 'complete';
  if (/\bessentiel(?:le)?s?\b/.test(folded)) return 'essentielle';
  if (/\b(?:freemium|free|gratuite?s?|sans payer)\b/.test(folded)) return 'freemium';
  return null;
}

/** Our product is the subject: the subscription, a plan, Dirigeo, « vous »/« votre » service. */
const ABOUT_US =
  /\b(?:dirigeo|abonnement|abonner|formules?|offres?|(?<!\bau )forfaits?(?! (?:jours?|en jours|annuels? en|heures?|social|mobilites?))|essentiel(?:le)?|premium|freemium|formule (?:complete?|gratuite?)|version (?:gratuite|payante|premium|complete)|logiciel|votre (?:service|outil|site|solution|application|appli|app|logiciel|produit|plateforme|truc)|vos (?:services|formules|offres|tarifs|prix)|chez vous|vous)\b/;

/**
 * A plan or the subscription is named: what « inclut », « comprend » are then about. A « forfait »
 * is ours, not « au forfait » (a benefit in kind valued at a flat rate) nor a « forfait jours », the
 * « forfait social » or the « forfait mobilités durables ».
 */
const PLAN_WORDS =
  /\b(?:dirigeo|abonnement|formules?|offres?|(?<!\bau )forfaits?(?! (?:jours?|en jours|annuels? en|heures?|social|mobilites?))|essentiel(?:le)?|complete|premium|freemium|version (?:gratuite|payante|premium|complete))\b/;

/** Words that ask for a price. */
const PRICE_WORDS =
  /\b(?:prix|tarifs?|tarification|coute|coutent|cout|payer|paye|paierai|paierais|payerai|revient|cher|chere|c'est combien|combien par (?:mois|an))\b/;

/**
 * Words a price question may hold besides its subject: « c'est combien par mois ? », « et après
 * c'est combien ? », « ça revient à combien ? » name no subject, so on our site they ask our price;
 * « combien coûte une baguette » names one, and is not ours.
 */
const VAGUE_PRICE_WORDS = new Set(
  (
    "c'est ca combien coute coutent cout revient reviendrait payer paye prix tarif tarifs tarification " +
    'a au aux par mois an annee mensuel mensuellement annuel le la les l de du des et apres ensuite alors ' +
    'donc en tout total quel quels quelle quelles est sont votre vos vous dirigeo il y faut-il faut t-il ce ' +
    "qu'il ai je on me m'en en-t-il ht ttc ou bien pour cher chere trop pas payant gratuit gratuite " +
    'budget prevoir faut-il est-ce que ce'
  ).split(' '),
);

function isVaguePriceQuestion(folded: string): boolean {
  if (!PRICE_WORDS.test(folded) && !/\b(?:combien|payant|gratuite?|budget)\b/.test(folded)) return false;
  const words = folded
    .replace(/[?!.,;:()]/g, ' ')
    .split(' ')
    .filter(Boolean);
  return (
    (words.some((word) =>
      /^(?:prix|tarifs?|coutent|coute|cout|revient|payer|paye|mois|an|cher|chere|payant|gratuite?|budget)$/.test(
        word,
      ),
    ) ||
      (words.includes('combien') && words.includes("c'est"))) &&
    words.every((word) => VAGUE_PRICE_WORDS.has(word) || word === 'c' || word === "c'")
  );
}

/**
 * Words that may follow « abonnement » in a question on ours: our plans, our
 * product, and the words a sentence goes on with. Any other word names whose subscription it is
 * (« un abonnement Netflix », « abonnement salle de sport »): not ours.
 */
const OUR_SUBSCRIPTION_WORDS = new Set(
  (
    'mensuel mensuelle mensuels annuel annuelle annuels complet complete essentiel essentielle essentielles ' +
    'premium freemium gratuit gratuite payant payante dirigeo paie logiciel pro professionnel dirigeant ' +
    'dirigeants entreprise societe de du des d a au aux pour par avec sans et ou est sont c ca coute coutent ' +
    'cout chez vous votre vos le la les l un une mon ma mes notre nos en sur dans qui que quel quelle quels ' +
    'quelles combien se il elle ils inclut inclus comprend contient prix tarif tarifs engagement mois an annee ' +
    "ans ht ttc actuel ? ! , . minimum maximum sasu sas bulletin bulletins se-t-il est-il c'est qu'est-ce " +
    // The words a sentence goes on with after « mon abonnement »: « résilier mon abonnement quand je
    // veux », « mon abonnement si je change d'avis », « l'abonnement maintenant ou plus tard ».
    'quand si je j tu on nous ils elles ne n pas plus encore deja tout toute tous maintenant aujourd ' +
    'demain avant apres comment pourquoi ou car mais donc puis alors ensuite facilement rapidement ' +
    'directement immediatement seulement aussi meme chaque ce cet cette ces'
  ).split(' '),
);

/** « un abonnement Netflix », « abonnement salle de sport »: a subscription that is someone else's. */
function namesAnotherSubscription(folded: string): boolean {
  // Not « votre abonnement me sert à quoi ? », ours.
  for (const match of folded.matchAll(
    /(?<!\b(?:votre|vos) )\babonnements? (?:(?:de|du|chez|a|au) |d')?([a-z][a-z0-9-]*)/g,
  )) {
    if (!OUR_SUBSCRIPTION_WORDS.has(match[1] ?? '')) return true;
  }
  return false;
}

/**
 * « combien prend un expert-comptable par an ? », « tarif d'un avocat en droit du travail »: another
 * professional's fees, which we do not know (ours are the plans').
 */
function asksAnotherProfessionalFee(folded: string): boolean {
  return (
    /\b(?:experts?[- ]comptables?|cabinets? comptables?|comptables?|avocats?|notaires?|commissaires? aux comptes|huissiers?|commissaires? de justice)\b/.test(
      folded,
    ) &&
    /\b(?:combien (?:prend|prennent|coute|coutent|facture|facturent|ca coute)|honoraires?|tarifs?|prix|cout|coute|factur\w*)\b/.test(
      folded,
    ) &&
    !/\b(?:dirigeo|chez vous|votre|vos|vous)\b/.test(folded)
  );
}

/**
 * A company's affairs outside payroll and employment, which no page of ours covers: VAT (its
 * exemption threshold, its returns), the company-car tax, a state-guaranteed loan, a vehicle's
 * registration, a domain name, a commercial lease, the share capital, the Kbis, the annual accounts,
 * the company's own formalities (its purpose, moving its registered office, its dissolution), the
 * micro-enterprise's turnover ceilings, e-invoicing, the research tax credit, a bank account, the
 * company's local taxes (taxe foncière, CFE), the gift vouchers' exemption (URSSAF's, which no
 * practical sheet states).
 * Named as visitors name them; a question on our own prices with or without VAT is not one.
 */
const OUTSIDE_SUBJECTS =
  /\b(?:franchise (?:en base )?de tva|seuils? de (?:la )?tva|declarations? de tva|(?:recuper\w*|dedui\w*) la tva|tva (?:sur|du|des) (?:le |la |les )?(?:gazole|carburants?|essence|diesel|vehicules?)|injonctions? de payer|recouvrement (?:de |d'une |des )?creances?|factures? (?:clients? )?impayees?|tva (?:intracommunautaire|deductible|collectee)|tvs|taxe sur les vehicules(?: de societes?)?|pge|prets? garantis? par l'etat|cartes? grises?|immatriculation d'un vehicule|noms? de domaine|bail commercial|bail 3 6 9|capital (?:social )?minimum|extrait k-?bis|k-?bis|comptes annuels|liasse fiscale|bilan comptable|pacte d'associes|statuts de (?:la|ma|ta) (?:sas|sasu|sarl|societe)|sci|assurance decennale|decennale|taux d'usure|crypto\w*|bitcoin|autoliquidation|objet social|transf\w* (?:du |de |le )?(?:notre |mon |ma |son |du |de la )?siege(?: social)?|liquidation amiable|dissolution (?:anticipee |amiable )?(?:de (?:ma|la|notre|mon|une) (?:societe|sas|sasu|sarl|eurl|boite|entreprise))|dissoudre (?:ma|la|notre|mon|une) (?:societe|sas|sasu|sarl|eurl|boite|entreprise)|factur\w* electroniques?|e-?invoicing|credit d'impot recherche|2069-?a|droit au compte|cheques?[- ]cadeaux?|taxe fonciere|cotisation fonciere des entreprises|bons? d'achat|(?:plafonds?|seuils?) (?:de |du )?(?:chiffre d'affaires|ca)\b.{0,50}\bmicro|micro[- ]?entreprises?\b.{0,50}\b(?:plafonds?|seuils?))\b/;

/**
 * A visitor's own affairs, which no page of ours covers either: where to invest (a Livret A, a PEA,
 * shares, a life insurance), which bank to choose, a VAT rate, the amount of a family benefit the CAF
 * pays (PreParE, allocations familiales, prime d'activité), the school holidays' dates, a civil
 * servant's leave, office software (a mail merge in Word), e-signature vendors compared.
 */
const OUTSIDE_PERSONAL_AFFAIRS =
  /\b(?:(?:rc pro|responsabilite civile (?:pro|professionnelle)|assurance multirisque)\b(?=.{0,80}\b(?:conseill\w*|combien|prix|tarifs?|coute|souscri\w*|quelle|assureur|comparatif))|(?:commission|frais) (?:de |d'|prise par )?(?:malt|upwork|fiverr|comet|freework)|(?:malt|upwork|fiverr|comet|freework) (?:prend|prennent|facture)|livrets? a|ldds|pea|plan d'epargne en actions|assurance[- ]vie|en bourse|(?:acheter|investir)\b.{0,40}\bactions(?! de formation)|actions? (?:total|lvmh|apple|airbus|\w+ ?energies)|placer (?:mon|mes|ma|cet|cette|son|ses|l') ?(?:argent|epargne|indemnite|prime|dividendes?|tresorerie|economies)|meilleurs? placements?|meilleures? banques?|quelle banque|banques? (?:pro|en ligne|professionnelle)|taux (?:de )?tva|(?:dates?|quand|zone [abc]).{0,40}vacances scolaires|vacances scolaires.{0,40}(?:dates?|quand|zone [abc]|commencent|finissent)|conges? bonifies?|fonctionnaires? (?:territoria\w*|d'etat|hospitalier\w*)|publipostage|(?:docusign|yousign)\b.{0,30}\b(?:ou|vs|versus|comparatif|meilleur|moins cher)\b|\b(?:ou|vs|versus|comparatif|meilleur|moins cher)\b.{0,30}\b(?:docusign|yousign)|(?:montant|combien)\b.{0,60}\b(?:(?:la|de la|ma|sa) prepare|prepare caf|prestation partagee|allocations? familiales|prime d'activite)|(?:(?:la|de la|ma|sa) prepare|prepare caf|prestation partagee|allocations? familiales|prime d'activite)\b.{0,60}\b(?:montant|combien))\b/;

/** « le taux de TVA de votre abonnement »: our own product, which the outside subjects never are. */
const ABOUT_OUR_PRODUCT =
  /\b(?:dirigeo|vos (?:formules|tarifs|prix)|votre abonnement|votre (?:numero|tva|siren))\b/;

/**
 * « préavis de licenciement en Belgique », « au Québec, normes du travail », « le droit belge »,
 * « une filiale à Montréal, sous contrat québécois », « une boîte à Genève avec un contrat suisse »:
 * another country's law, which we do not hold (our texts are French law). A posting to or from
 * France, a foreign worker hired here, a holiday abroad are French law's, and ours.
 */
const FOREIGN_LAW =
  /\b(?:(?:droit|loi|legislation|code du travail|smic|salaire minimum|normes du travail|contrats?) (?:belge|suisse|quebecois|canadien|luxembourgeois|espagnol|allemand|italien|anglais|britannique|americain|marocain|tunisien|algerien|portugais|monegasque)|(?:en|au|aux) (?:belgique|suisse|quebec|canada|luxembourg|espagne|allemagne|italie|angleterre|royaume-uni|etats-unis|usa|maroc|tunisie|algerie|portugal|monaco)|a (?:montreal|geneve|lausanne|bruxelles|liege|londres|new york|casablanca))\b/;
const FOREIGN_CONTRACT =
  /\bcontrats? (?:belge|suisse|quebecois|canadien|luxembourgeois|espagnol|allemand|italien|anglais|britannique|americain|marocain|tunisien|algerien|portugais|monegasque)\b/;
/**
 * What no page of ours holds, whatever else the message says: the sales' dates, a holding's tax
 * regime, another country's social security (« les cotisations portugaises », « il cotise en France
 * ou en Suisse ? », « formulaire A1 »). Market salaries are `MARKET_SALARY`'s.
 */
const NOT_HELD =
  /\b(?:(?:dates?|quand|promos?)\b.{0,40}\bsoldes (?:d'ete|d'hiver)|soldes (?:d'ete|d'hiver)\b.{0,60}\b(?:dates?|quand|commencent|promos?)|regime mere[- ]fille|integration fiscale|(?:formulaire|certificat) a1|cotise\w* en (?:france|suisse|belgique|espagne|allemagne|italie|angleterre|portugal|luxembourg) ou (?:en|au) \w+|(?:cotisations?|charges|securite sociale|salaire minimum|smic)(?: sociales?)? (?:belges?|suisses?|portugais\w*|espagnol\w*|allemand\w*|italien\w*|anglais\w*|britanniques?|americain\w*|luxembourgeois\w*|marocain\w*|tunisien\w*|algerien\w*|quebecois\w*|canadien\w*))\b/;
/**
 * A market salary asked (« le salaire moyen d'un développeur junior à Lyon »), when no pay of the
 * visitor's is told (« je me verse 3 000 brut, c'est au-dessus du salaire moyen ? combien ça coûte ? »
 * asks the cost), nor an average the law computes (an indemnity's, the IJSS', the precarity's).
 */
const MARKET_SALARY =
  /\b(?:(?:salaires?|remunerations?) (?:moyens?|moyennes?|medians?|medianes?) (?:d'une?|d une?|des|pour une?|en france|dans (?:le|la|les|l')|chez)|salaires? du marche)\b/;
const LAW_AVERAGE =
  /\b(?:indemnit\w*|reference|derniers mois|12 mois|douze mois|3 mois|trois mois|precarite|chomage|ijss|maintien|rupture|retenir|prendre en compte|calcul\w*)\b/;

const FRENCH_LAW_ABROAD =
  /\b(?:en france|detach\w*|expatri\w*|titre de sejour|travailleurs? etrangers?|vacances|conges payes?|voyage)\b/;

/** « payfit c'est combien par rapport à vous ? et silae ? »: another payroll software, whose prices we do not hold. */
const OTHER_PAYROLL_SOFTWARE =
  /\b(?:payfit|silae|sage paie|logiciel sage|sage 100|cegid|lucca|factorial|nibelis|quickbooks|pennylane|tiime|ebp)\b/;

/** « prix d'un abonnement Netflix »: the price of someone else's subscription, which we do not know. */
function asksAnotherSubscriptionPrice(folded: string): boolean {
  return (
    (namesAnotherSubscription(folded) || OTHER_PAYROLL_SOFTWARE.test(folded)) &&
    (PRICE_WORDS.test(folded) || /\bcombien\b/.test(folded)) &&
    !/\b(?:dirigeo|chez vous|votre|vos)\b/.test(folded)
  );
}

function productTopic(folded: string): ProductTopic | null {
  if (namesAnotherSubscription(folded) && !/\bdirigeo\b/.test(folded)) return null;
  const aboutEmployment =
    /\b(?:salarie|employe|contrat de travail|cdd|cdi|licenci|demission|apprenti|stagiaire)/.test(folded);
  // Our product named, asked what it does (« Dirigeo sait mettre la mutuelle sur leurs fiches de
  // paie ? », « c'est vous qui envoyez la DSN à ma place ? »): about us even when employees are named.
  const asksUs = /\b(?:dirigeo|vous|votre (?:logiciel|outil|service|site))\b/.test(folded);
  // « c'est vous qui envoyez la DSN à ma place ? », « vous déposez la DSN directement ? »: who files
  // it, which the FAQ answers.
  if (
    /\bdsn\b/.test(folded) &&
    asksUs &&
    /\b(?:envoy\w*|depos\w*|transmet\w*|transmis\w*|teletransm\w*|declar\w*|occupe\w*|charge\w*|gere\w*)\b/.test(
      folded,
    ) &&
    /\b(?:a ma place|pour moi|pour nous|directement|c'est vous|vous qui|automatiquement|vous[- ]memes?|net[- ]?entreprises?)\b/.test(
      folded,
    )
  )
    return 'dsn-filing';
  // « à la fin des 2 semaines d'essai, vous supprimez mon compte ? », « après l'essai je dois payer ? »;
  // not an employee's trial period (« embauché il y a 5 semaines, ça se passe pas bien, je veux
  // mettre fin à sa période d'essai »), unless our product is named.
  const employeesTrial = aboutEmployment || /\bperiodes? d'essai\b/.test(folded);
  if (
    (!employeesTrial || /\b(?:dirigeo|votre (?:logiciel|outil|service|site|essai))\b/.test(folded)) &&
    /\b(?:essai|demo|demonstration)\b/.test(folded) &&
    /\b(?:(?:a la |en )?fin|apres|termine\w*|expire\w*|au bout|fini\w*|s'arrete)\b/.test(folded) &&
    /\b(?:supprim\w*|efface\w*|perd\w*|compte|donnees|payer|paye|preleve\w*|factur\w*|passe|devient|bascule)\b/.test(
      folded,
    )
  )
    return 'trial-end';
  // « Dirigeo sait mettre la mutuelle sur leurs fiches de paie ? »: the FAQ on the health insurance line.
  if (
    /\bmutuelles?\b|\bcomplementaire sante\b/.test(folded) &&
    asksUs &&
    /\b(?:bulletins?|fiches? de paie|fiches? de paye|sur (?:la|leur|leurs|ma|mes) (?:paie|paye))\b/.test(
      folded,
    ) &&
    /\b(?:sait|savez|gere\w*|met\w*|ajout\w*|rajout\w*|integr\w*|prend\w*|apparai\w*|main)\b/.test(folded)
  )
    return 'health-insurance';
  // « Dirigeo agit en sous-traitant RGPD ? »: the privacy policy's roles.
  if (/\b(?:sous-traitant|sous traitant|rgpd|dpo|responsable (?:du|de) traitement)\b/.test(folded) && asksUs)
    return 'data';
  // « j'ai oublié mon mot de passe », « je n'arrive plus à me connecter »: the client area's access.
  if (
    /\b(?:mot de passe|mdp)\b.{0,24}\b(?:oublie\w*|perdu|reinitialis\w*|changer|modifier|bloque\w*)\b|\b(?:oublie|perdu|reinitialiser|changer)\b.{0,12}\b(?:mot de passe|mdp)\b|\b(?:n'arrive|arrive) (?:pas|plus) a (?:me )?(?:connecter|identifier)\b|\bconnexion impossible\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'account-access';
  // « t'es un robot ? », « je parle à un humain ? », « je voudrais parler à une vraie personne »: the
  // assistant itself, and how to reach a person.
  if (
    /\b(?:robot|bot|chatbot|une ia|l'ia|intelligence artificielle|un humain|une? (?:vraie|vrai) personne|une personne (?:reelle|physique)|un etre humain|tu es qui|t'es qui|qui es-tu|t'es quoi|tu es quoi|(?:le|ce) chat (?:ici|du site|en ligne)|l'assistant (?:ici|du site|en ligne)|(?:les |des )?vrais? conseill\w*)\b/.test(
      folded,
    ) &&
    !/\b(?:ressources humaines|droits? de l'homme)\b/.test(folded) &&
    !aboutEmployment
  )
    return 'assistant';
  // « la double authentification est dispo sur le plan gratuit ? », « vous avez la 2FA ? », « vos
  // serveurs sont où ? mes données sont protégées ? »: the account's and the data's security.
  if (
    (/\b(?:2fa|a2f|double authentification|authentification (?:a )?(?:deux|2|double) (?:facteurs?|etapes?)|double facteur|validation en deux etapes)\b/.test(
      folded,
    ) ||
      (/\b(?:serveurs?|securise\w*|securite|protege\w*|chiffre\w*|pirat\w*|fuites?)\b/.test(folded) &&
        /\b(?:vos serveurs|vous|votre (?:site|logiciel|service|plateforme|outil)|dirigeo|mes donnees|nos donnees|les donnees|mes bulletins)\b/.test(
          folded,
        ))) &&
    !aboutEmployment
  )
    return 'security';
  // « vous pouvez reprendre l'historique de mon cabinet ? », « importer mes anciens bulletins »:
  // bulletins made elsewhere, which the FAQ answers.
  if (
    /\b(?:import\w*|reprendre|reprenez|reprise|recuperer|recuperez|transferer|basculer|integrer)\b.{0,40}\b(?:anciens? bulletins?|anciennes? fiches? de paie|historique|cumuls?|bulletins? (?:precedents?|passes?|d'avant)|(?:bulletins?|fiches? de paie) (?:de|faits? par) (?:mon|notre) (?:cabinet|comptable|expert\w*))\b/.test(
      folded,
    ) &&
    (ABOUT_US.test(folded) || !/\b(?:salarie|employe)s?\b/.test(folded))
  )
    return 'history-import';
  // « vous faites aussi les fiches de paie de mes salariés ? », « seulement celle du président ? »,
  // « vous faites aussi leurs fiches de paie ? » after naming them: whether the product pays the staff too.
  if (
    /\b(?:bulletins?|fiches? de paie|paies?)\b.{0,30}\b(?:de mes|de nos|mes|nos|leurs?|des) (?:\d{1,3} |deux |trois |quatre |cinq )?(?:salaries|employes|salariees)\b|\b(?:salaries|employes)\b.{0,70}\b(?:leurs?|les) (?:bulletins?|fiches? de paie)\b|\bleurs (?:bulletins?|fiches? de paie)\b|\b(?:salarie|employe|salariee)\b.{0,80}\b(?:sa|son) (?:bulletin|fiche de paie|paie)\b.{0,40}\b(?:que pour|seulement|uniquement) (?:le|les|moi|mon|la) ?(?:president|dirigeant|gerant)?/.test(
      folded,
    ) &&
    /\b(?:vous (?:faites|gerez|faites aussi|pouvez)|faites-vous|gerez-vous|dirigeo|votre (?:logiciel|outil|service)|aussi|seulement|uniquement|egalement)\b/.test(
      folded,
    ) &&
    !/\b(?:combien|prix|tarifs?|coute\w*)\b/.test(folded)
  )
    return 'staff-payslips';
  // « vous envoyez une facture ? », « je reçois une facture pour l'abonnement ? »: our invoices.
  if (
    /\bfactures?\b/.test(folded) &&
    /\b(?:vous|votre|vos|dirigeo|abonnement|formule|recevoir|recevrai\w*|reçois|recois|envoy\w*|telecharg\w*)\b/.test(
      folded,
    ) &&
    !/\b(?:clients?|fournisseurs?|electroniques?|tva intra\w*|mes factures de|ma facture de|frais|note de frais|notes de frais|expert-comptable|comptable|gard\w*|conserv\w*|supprim\w*|combien de temps|archiv\w*)\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'invoice';
  // « tu proposes une formation pour prendre en main le logiciel ? c'est dans quelle formule ? »:
  // what each plan includes (Complète's coaching and training).
  if (
    /\b(?:formation|coaching|accompagnement|prise en main|prendre en main)\b/.test(folded) &&
    /\b(?:logiciel|outil|dirigeo|formules?|vous proposez|tu proposes|proposez-vous|chez vous)\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'plan-content';
  // « votre logiciel est conforme ? », « les taux sont à jour ? »: whether our payslips follow the law.
  if (
    /\b(?:conformes?|conformite|a jour|fiables?)\b/.test(folded) &&
    !/\b(?:rgpd|donnees)\b/.test(folded) &&
    (ABOUT_US.test(folded) || /^(?:les |vos )?(?:taux|bulletins?|calculs?)\b/.test(folded)) &&
    !aboutEmployment
  )
    return 'compliance';
  // « comment on s'abonne concrètement ? », « je veux souscrire »: how to subscribe, not whether
  // there is a trial; not a newsletter's subscription.
  if (
    /\b(?:m'abonner|s'abonner|on s'abonne|je m'abonne|abonnez-vous|souscrire|prendre (?:un |l'|mon |votre )?abonnement|(?:faire|passer) la souscription)\b/.test(
      folded,
    ) &&
    /\b(?:comment|ou|je veux|je voudrais|on fait|je fais|etapes?|demarche|concretement|procedure)\b/.test(
      folded,
    ) &&
    !/\b(?:newsletter|lettre d'information|mutuelle|prevoyance|assurance|pee|perco|epargne)\b/.test(folded) &&
    // « avant de m'abonner… comment je vous contacte ? » asks how to reach us.
    !/\b(?:contacte\w*|joindre|appeler|echanger|parler a)\b/.test(folded) &&
    !aboutEmployment
  )
    return 'subscribe';
  // « je veux m'inscrire », « comment je crée mon compte ? »: the sign-up, where the trial starts (the
  // subscription's answer: the page, the trial, the payment);
  // not « parler à quelqu'un avant de m'inscrire », which asks for a person (the contact answer).
  if (
    /\b(?:m'inscrire|s'inscrire|je m'inscris|inscription|(?:creer|ouvrir) (?:mon|un|votre) compte|cree mon compte)\b/.test(
      folded,
    ) &&
    !/\b(?:bancaire|banque|france travail|pole emploi|urssaf|impots|net-entreprises|registre|rcs|greffe|formation|sst|ecole|cours|examen|concours|salon|liste)\b/.test(
      folded,
    ) &&
    !/\b(?:appeler|s'appeler|telephon\w*|rendez-vous|rdv|echanger|parler)\b/.test(folded) &&
    !aboutEmployment
  )
    return 'subscribe';
  // « je veux supprimer mon compte », « c'est sécurisé ? »: the account's deletion and our data's
  // security, which the privacy policy states.
  if (
    (/\b(?:supprimer|suppression|fermer|fermeture|effacer)\b.{0,10}\b(?:mon|le|notre|du|de mon) compte\b/.test(
      folded,
    ) ||
      /^(?:c'est|est-ce|est ce|dirigeo est|vous etes|le site est|votre (?:site|logiciel|service|outil) est) (?:bien |vraiment )?securise\w*/.test(
        folded,
      )) &&
    !aboutEmployment
  )
    return 'data';
  // « on peut voir le logiciel avant d'acheter ? », « tester avant de payer »: the trial.
  if (
    /\bavant (?:d'(?:acheter|achat|payer|souscrire|investir)|de (?:payer|souscrire|prendre (?:un |l')abonnement|sortir (?:la|sa|ma) carte)|de (?:m'|s'|nous |vous )(?:abonner|engager|inscrire))\b/.test(
      folded,
    ) &&
    (ABOUT_US.test(folded) ||
      /\b(?:voir|essayer|tester|decouvrir|regarder|jeter un oeil|se faire une idee)\b/.test(folded)) &&
    // « avant de m'abonner, on peut s'appeler ? » asks for a call, which the contact answer offers.
    !/\b(?:appeler|s'appeler|telephon\w*|rendez-vous|rdv|echanger|parler)\b/.test(folded) &&
    !aboutEmployment
  )
    return 'trial';
  // « le plan gratuit s'arrête au bout de combien de temps ? »: Freemium, which has no end.
  if (
    /\b(?:freemium|(?:plan|formule|offre|version|compte|abonnement) (?:gratuit|gratuite))\b/.test(folded) &&
    /\b(?:combien de temps|s'arrete|arrete|limite\w*|dure|duree|au bout|expire|a vie|illimit\w*|jusqu'a quand)\b/.test(
      folded,
    )
  )
    return 'plan-content';
  // « jusqu'à quand c'est gratuit quand on s'inscrit ? », « gratuit les premiers jours ? ».
  if (
    /\bgratuit\w*\b/.test(folded) &&
    /\b(?:inscri\w*|jusqu'a quand|combien de temps|pendant combien|au debut|les premiers (?:jours|mois)|le premier mois|a l'inscription)\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'trial';
  if (
    (/\b(?:essai gratuit|periode d'essai gratuite|essayer|tester|version d'essai|mode demo|demonstration|demo)\b/.test(
      folded,
    ) ||
      // « gratuitement » is ours when our product is named: « je peux utiliser Dirigeo gratuitement ? »,
      // not « le faire travailler gratuitement » (the solidarity day).
      (/\bgratuitement\b/.test(folded) && ABOUT_US.test(folded) && !/\btravaill\w*\b/.test(folded))) &&
    !aboutEmployment
  )
    return 'trial';
  // « 14 jours gratuits ? », « un mois offert ? », « l'essai sans carte bancaire », « faut une cb pour
  // l'essai ? ».
  if (
    (/^(?:\d+|un|une|deux|quinze) (?:jours?|semaines?|mois) (?:gratuits?|offerts?|d'essai)\b/.test(folded) ||
      /\bessai\b.{0,20}\b(?:sans (?:carte|cb|payer|engagement|cartes? bancaires?))\b/.test(folded) ||
      /\b(?:cartes? bancaires?|cartes? bleues?|cb)\b.{0,24}\bessai\b|\bessai\b.{0,24}\b(?:cartes? bancaires?|cartes? bleues?|cb)\b/.test(
        folded,
      )) &&
    !aboutEmployment
  )
    return 'trial';
  // « l'essai dure combien chez vous ? », « la période d'essai du logiciel », « vous proposez une
  // période d'essai ? »: our trial when our product is named or « vous » offer it.
  if (
    /\bessai\b/.test(folded) &&
    (PLAN_WORDS.test(folded) ||
      /\b(?:chez vous|votre (?:service|outil|logiciel|application|site)|logiciel|application|vous (?:proposez|offrez|faites|avez)|(?:proposez|offrez|faites|avez)-vous)\b/.test(
        folded,
      )) &&
    !/\b(?:modeles?|lettres?|renouvel\w*|rompre|rupture|duree maximale)\b/.test(folded) &&
    !aboutEmployment
  )
    return 'trial';
  // « je peux passer de Essentielle à Complète ? », « j'ai résilié par erreur, je peux annuler la
  // résiliation ? »: changing plan or undoing a cancellation, which the FAQ answers.
  if (
    (/\b(?:passer|passe|changer|change|basculer|bascule|migrer|upgrade\w*)\b.{0,24}\b(?:formule|essentielle|complete|freemium|annuel\w*|l'annuel|mensuel\w*|offre)\b/.test(
      folded,
    ) ||
      /\b(?:annuler|revenir sur|retirer|stopper|annulation de) (?:ma |la |mon |une )?(?:resiliation|desabonnement)\b|\bresili\w* par erreur\b/.test(
        folded,
      )) &&
    !aboutEmployment
  )
    return 'plan-change';
  // « vous pouvez changer vos CGV sans prévenir ? », « en cas de litige, quel tribunal ? »: the CGV's
  // own terms.
  if (
    ((/\b(?:changer|modifier|changez|modifiez|evoluer)\b.{0,20}\b(?:cgv|cgu|conditions|contrat|prix|tarifs)\b/.test(
      folded,
    ) &&
      ABOUT_US.test(folded)) ||
      /\b(?:litiges?|tribunal|tribunaux|mediat\w*|mediateur)\b.{0,60}\b(?:vous|dirigeo|abonnement|cgv)\b|\b(?:vous|dirigeo|abonnement|cgv)\b.{0,60}\b(?:litiges?|tribunal|tribunaux|mediateur)\b/.test(
        folded,
      )) &&
    !aboutEmployment
  )
    return 'terms-change';
  // « vous avez de l'expérience ? », « vous êtes une startup ? », « votre numéro de TVA intracom »: who
  // we are, as the legal notices and the site's claims state it.
  if (
    /\b(?:vous|dirigeo)\b.{0,40}\b(?:experience|startup|start-up|jeune (?:societe|entreprise)|depuis quand|existe depuis|serieux)\b|\b(?:votre|vos|de dirigeo) (?:numero de tva|tva intra\w*|siren|siret|kbis|raison sociale|adresse du siege|siege social)\b|\b(?:siren|siret|forme (?:juridique|de societe)|quel capital|capital social)\b.{0,30}\b(?:dirigeo|vous)\b|\b(?:dirigeo|vous etes)\b.{0,30}\b(?:siren|siret|forme (?:juridique|de societe)|quelle forme|capital)\b|\bqui (?:etes-vous|etes vous|est derriere)\b|\bvous etes qui\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'about-us';
  // « je reste connecté combien d'heures ? », « déconnecté au bout de combien de temps ? »: the client
  // area's session.
  if (
    /\b(?:connecte|deconnecte\w*|session|reconnecter)\b/.test(folded) &&
    /\b(?:combien|heures?|minutes?|temps|longtemps|duree|max\w*|automatiquement|tout seul)\b/.test(folded) &&
    !aboutEmployment
  )
    return 'session';
  // « si votre logiciel se trompe et que j'ai un redressement, vous remboursez ? »: our liability.
  if (
    /\b(?:vous|votre (?:logiciel|outil|service)|dirigeo)\b.{0,40}\b(?:trompe\w*|erreur\w*|se plante|bug\w*)\b|\b(?:responsabilite|responsable)\b.{0,30}\b(?:dirigeo|vous|votre logiciel)\b|\b(?:vous remboursez|remboursez-vous|vous (?:payez|prenez en charge) (?:le|les|la) (?:redressement|penalites?|majorations?))\b(?! (?:les |le )?(?:mois|jours?|semaines?|reste|prorata|restants?|l'abonnement|la formule))/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'liability';
  // « si je résilie je perds mes anciens bulletins ? »: what stays after leaving, which the FAQ states.
  if (
    /\b(?:resili\w*|arret\w*|quitt\w*|partir|pars|desabonn\w*|supprim\w*|ferm\w*)\b/.test(folded) &&
    /\b(?:bulletins?|fiches? de paie|donnees|documents?|factures?|historique|archives?|dsn)\b/.test(folded) &&
    /\b(?:perd\w*|gard\w*|conserv\w*|recuper\w*|acces|deviennent|devient|effac\w*|supprim\w*|encore)\b/.test(
      folded,
    ) &&
    !aboutEmployment &&
    !/\b(?:salaries?|employes?)\b/.test(folded)
  )
    return 'after-cancellation';
  // « si mon prélèvement passe pas vous coupez l'accès ? », « des frais si je paie en retard ? »: a
  // failed or late payment of the subscription, which the CGV settle.
  if (
    (/\b(?:je|on|j'ai) (?:paie|paye|regle|payer)\w* (?:(?:une|la|ma|votre|l'|mon) (?:facture|abonnement|echeance) )?(?:en retard|pas)\b|\bretards? de (?:paiement|reglement)\b|\b(?:frais|penalites?)\b.{0,30}\bretard\b|\ben retard\b.{0,40}\b(?:frais|penalites?|majorations?)\b|\bimpayes?\b/.test(
      folded,
    ) ||
      /\b(?:prelevements?|paiements?|cartes?|cb|reglements?)\b.{0,30}\b(?:passe pas|passent pas|ne passe pas|echou\w*|echec|refuse\w*|rejete\w*|expire\w*|bloque\w*)\b/.test(
        folded,
      )) &&
    !aboutEmployment &&
    !/\b(?:salaires?|salaries?|urssaf|impots?|fournisseurs?|clients?|loyer|dsn|cotisations?)\b/.test(folded)
  )
    return 'late-payment';
  if (
    (/\b(?:resili\w*|desabonn\w*|desinscri\w*|(?:supprimer|fermer|cloturer) (?:mon|le) compte|sans engagement|engagement|(?:annul|arret|stopp|suspend|quitt)\w* (?:mon |l'|notre |votre |cet |l' |son |ton )?(?:abonnement|dirigeo|formule)|(?:mettre fin a|sortir de|se desengager de) (?:mon |l'|notre |votre |cet |l' )?abonnement|preavis de resiliation)\b/.test(
      folded,
    ) ||
      // « je peux arrêter quand je veux ? », « je suis engagé ? »
      /\b(?:arreter|partir|resilier|annuler|stopper|quitter|sortir|me desengager|me desinscrire)\b.{0,30}\b(?:quand (?:je|on) (?:le )?(?:veux|veut|voudrai|souhaite)|a tout moment|n'importe quand)\b|\b(?:je suis|suis-je|on est|est-on|sommes-nous) (?:engages?|lies?)\b|\b(?:abonnement|formule|l'annuel(?:le)?|dirigeo)\b.{0,60}\b(?:arreter|resilier|annuler|stopper|quitter)\b.{0,40}\b(?:prevenir|preavis|combien de temps avant)\b/.test(
        folded,
      )) &&
    !aboutEmployment &&
    // « si je résilie puis je demande la suppression de mon compte, vous effacez tout ? vous gardez mes
    // bulletins combien de temps ? »: what becomes of the data, which the privacy policy states.
    !(
      /\b(?:rgpd|effac\w*|suppression de (?:mon|mes|notre) (?:compte|donnees)|mes donnees)\b/.test(folded) &&
      /\b(?:gardez|conservez|garder|conserver|effac\w*|supprim\w*|recuperer)\b/.test(folded)
    )
  )
    return 'cancellation';
  // « et si Dirigeo décide d'arrêter mon abonnement ? »: the provider's own notice, in the same terms.
  if (
    /\b(?:dirigeo|vous)\b.{0,20}\b(?:decide\w* d'|decid\w* de )?(?:arret\w*|resili\w*|coup\w*|mett\w* fin a|suspend\w*)\b.{0,20}\b(?:mon|l'|notre|mes) (?:abonnement|compte|acces|service)\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'cancellation';
  // « l'abonnement se renouvelle tout seul ? », « reconduction tacite ? »: the renewal, which the
  // cancellation's answer states.
  if (
    (/\b(?:abonnement|formule|dirigeo)\b.{0,24}\b(?:renouvel\w*|reconduit\w*)\b|\b(?:renouvel\w*|reconduction)\b.{0,24}\b(?:abonnement|formule)\b|\b(?:reconduction|renouvellement) (?:tacite|automatique)\b/.test(
      folded,
    ) ||
      /\bse renouvelle (?:tout seul|automatiquement|tacitement)\b/.test(folded)) &&
    !aboutEmployment
  )
    return 'cancellation';
  // « si je prends l'annuel je peux partir avant la fin ? »: leaving a plan before its term.
  if (
    /\b(?:partir|arreter|resilier|sortir|quitter|annuler|stopper)\b.{0,30}\b(?:avant (?:la fin|l'echeance|le terme)|en cours (?:de route|d'annee|d'engagement))\b/.test(
      folded,
    ) &&
    (PLAN_WORDS.test(folded) ||
      /\b(?:l'annuel(?:le)?|le mensuel|la mensuelle|je prends|j'ai pris|je m'abonne|on s'abonne)\b/.test(
        folded,
      )) &&
    !aboutEmployment
  )
    return 'cancellation';
  // « je suis sur Essentielle au mois, si je veux arrêter je dois prévenir combien de temps
  // avant ? »: a plan named, leaving it and a notice asked.
  if (
    /\b(?:arret\w*|partir|resili\w*|quitt\w*|stopp\w*|annul\w*)\b/.test(folded) &&
    /\b(?:prevenir|combien de temps (?:a l')?avance|combien de temps avant|preavis|delai de prevenance)\b/.test(
      folded,
    ) &&
    PLAN_WORDS.test(folded) &&
    !aboutEmployment
  )
    return 'cancellation';
  // « je peux annuler quand ? », « comment résilier ? »: the verb alone, with nothing to cancel named, is ours.
  if (
    /^(?:(?:et )?(?:je peux|on peut|peut-on|puis-je|comment|est-ce que je peux|je voudrais|je veux) )?(?:annuler|resilier|arreter|stopper|me desabonner|me desinscrire|se desabonner)(?: (?:quand|comment|facilement|en ligne|a tout moment|quand je veux|quand on veut|n'importe quand|du jour au lendemain))* ?\??$/.test(
      folded,
    )
  )
    return 'cancellation';
  // « vous avez une adresse mail ? », « votre numéro de téléphone », « parler à un conseiller ».
  const contactMeans =
    /\b(?:telephone|tel|numero (?:de tel\w*|pour (?:vous )?(?:joindre|appeler))|(?:vous avez|avez-vous|votre) (?:un |le )?numero|e-?mail|mail|courriel|adresse (?:e-?mail|mail|electronique|postale)|adresse du siege|siege social|adresse de vos (?:bureaux|locaux)|vos (?:bureaux|locaux)|votre adresse|numero (?:ou|pour|auquel|sur lequel) .{0,20}\bvous (?:avoir|joindre|appeler|contacter))\b/.test(
      folded,
    ) && /\b(?:vous|votre|vos|dirigeo|support|service client)\b/.test(folded);
  // « vous êtes basés où ? », « où sont vos bureaux ? »: where we are, which the contact answer gives.
  const whereWeAre =
    /\b(?:(?:vous etes|etes-vous) (?:bases?|situes?|installes?|implantes?|localises?)|ou etes-vous|vous etes ou|ou (?:sont|se trouvent) vos (?:bureaux|locaux))\b/.test(
      folded,
    );
  // « je peux appeler quelqu'un chez vous ? », « joindre votre équipe ».
  const reachUs =
    /\b(?:vous pouvez|pouvez-vous|pourriez-vous|vous pourriez|est-ce que vous pouvez) (?:me |m')(?:appeler|rappeler|contacter|telephoner)\b|\bon (?:peut|pourrait) (?:s'appeler|se parler|s'en parler|echanger)\b|\brappelez-moi\b|\b(?:(?:prendre|avoir|fixer|reserver|caler) (?:un )?(?:rendez-vous|rdv)(?! (?:medical|chez le medecin))|(?:vous etes|etes-vous) joignables?|numero de contact|contact (?:du|de) support)\b|\b(?:appeler|joindre|contacter|telephoner a|ecrire a|parler a) (?:quelqu'un|dirigeo|le support|votre (?:equipe|support|service)|un (?:conseiller|humain))\b|\b(?:appeler|joindre|contacter|telephoner|ecrire)\b.{0,24}\bchez vous\b/.test(
      folded,
    );
  if (
    (contactMeans && !aboutEmployment) ||
    (reachUs && !aboutEmployment) ||
    (whereWeAre && !aboutEmployment) ||
    /\bparler a (?:un |une )?(?:conseill\w+|humain|expert|personne|quelqu'un|vendeur|commercial)\b/.test(
      folded,
    )
  )
    return 'contact';
  // « le support est ouvert à quelle heure ? », « vos horaires ? », « vous répondez le samedi ? ».
  const hours =
    /\b(?:horaires?|heures? d'ouverture|a quelle heure|ouverts?|fermes?|joignables?|repondez|samedi|dimanche|week[- ]?end|le soir|travaille|bosse)\b/.test(
      folded,
    ) &&
    (/\b(?:support|service client|hotline|dirigeo|votre (?:equipe|standard))\b/.test(folded) ||
      /^(?:vos|quels sont vos|quels sont les) horaires\b|\bvous (?:etes|repondez)\b/.test(folded));
  if (hours && !aboutEmployment) return 'contact';
  // « si je fais une demande de devis, j'ai une réponse en combien de temps ? »: our quotes' delay,
  // which the contact answer states.
  if (
    /\bdevis\b/.test(folded) &&
    /\b(?:combien de temps|en combien|sous combien|delai|rapide\w*|vite)\b/.test(folded) &&
    /\b(?:vous|votre|dirigeo|reponse|repond\w*|recevoir|recoit|obtenir)\b/.test(folded) &&
    !/\b(?:artisan|travaux|fournisseur|prestataire|plombier|garage)s?\b/.test(folded)
  )
    return 'contact';
  if (
    /\b(?:vous (?:contacter|joindre|appeler|ecrire)|(?:je|on) vous (?:contacte|joins|appelle)(?! pour)|echanger avec (?:quelqu'un|une personne|un conseiller) de chez vous|contacter (?:dirigeo|le support|un expert|un conseiller|le service)|joindre (?:dirigeo|le support|un expert|un conseiller)|(?:numero de telephone|telephone|adresse (?:e-?mail|mail|postale)|e-?mail|mail) (?:de|du) (?:dirigeo|support|service client)|horaires? du support|service client)\b/.test(
      folded,
    )
  )
    return 'contact';
  // « vous faites la paie des gérants majoritaires ? », « Dirigeo pour un auto-entrepreneur ? »: a
  // status the product serves or not, named with the product.
  if (
    /\b(?:gerants? majoritaires?|tns|travailleurs? non salaries?|(?:auto|micro)[- ]?entrepreneurs?|eurl|independants?|professions? liberales?)\b/.test(
      folded,
    ) &&
    /\b(?:dirigeo|vous (?:faites|gerez|traitez|prenez|acceptez|proposez|pouvez (?:faire|gerer|prendre))|(?:faites|gerez|acceptez|pouvez)-vous|votre (?:logiciel|outil|service|solution|abonnement|offre))\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'eligibility';
  // « je suis président d'une SAS avec 3 salariés, c'est pour moi ? »: the officer asks for
  // themself, whatever staff they have.
  if (
    /\b(?:c'est|est-ce|est ce) (?:bien |aussi |vraiment )?pour moi\b|\bfait pour moi\b|\bca me convient\b/.test(
      folded,
    ) &&
    /\b(?:president\w*|gerant\w*|dirigeant\w*|directeur general|sasu?|sarl|eurl)\b/.test(folded)
  )
    return 'eligibility';
  // « ça marche pour une SARL ? », « compatible EURL ? », « Dirigeo c'est pour qui ? », « je suis gérant
  // majoritaire, c'est fait pour moi ? »: who can use the product.
  if (
    /\b(?:compatibles?|eligibles?|eligibilite|fait pour moi|fait pour nous|pour qui|(?:ca )?marche pour|fonctionne pour|convient (?:a|pour)|adapte (?:a|pour)|c'est (?:aussi |bien |meme )?pour (?:les|des|un|une|moi|nous))\b/.test(
      folded,
    ) &&
    /\b(?:sarl|eurl|sasu?|sa|sci|selarl|associations?|asso|(?:auto|micro)[- ]?entrepreneurs?|micro[- ]?entreprises?|ei|eirl|tns|independants?|freelances?|professions? liberales?|gerant\w*|president\w*|statut|dirigeo|vous|votre (?:logiciel|outil|service))\b/.test(
      folded,
    ) &&
    !/\b(?:salarie|employe|apprenti|stagiaire|contrat de travail|licenci|cdd|cdi)/.test(folded)
  )
    return 'eligibility';
  // « je suis en EURL à l'IS, je peux utiliser Dirigeo ? »: whether one may use the product.
  if (
    /\b(?:je peux|puis-je|peut-on|on peut|est-ce que je peux|est ce que je peux|ai-je le droit d'|pourrais-je) (?:utiliser|prendre|souscrire a|m'abonner a|m'inscrire (?:a|sur)|avoir|passer par) (?:dirigeo|votre (?:logiciel|outil|service|solution|application)|vos services)\b/.test(
      folded,
    )
  )
    return 'eligibility';
  // « je peux payer à l'année ? », « le paiement annuel est possible ? »: our annual billing.
  if (
    /\b(?:payer|paiement|regler|reglement|facturation)\b.{0,12}\b(?:a l'annee|annuel\w*|par an|l'annee)\b|\bpayer annuellement\b/.test(
      folded,
    ) &&
    !aboutEmployment &&
    !/\b(?:salaire|paie|bulletin|cotisations|urssaf|impots?|conges?|primes?|dividendes?)\b/.test(folded)
  )
    return 'price';
  // « quels moyens de paiement acceptez-vous ? », « je peux payer par prélèvement ? », « paiement par virement possible ? ».
  if (
    /\b(?:moyens? de (?:paiement|reglement)|modes? de (?:paiement|reglement)|(?:payer|paiement|regler|reglement)(?: (?:mon|l'|notre|votre|l|de l'|de mon) ?(?:abonnement|facture|formule))? (?:par|en|avec) (?:carte|cb|carte bleue|virement|prelevement|cheque|paypal)|prelevement sepa|paypal)\b/.test(
      folded,
    ) &&
    !aboutEmployment &&
    !/\b(?:salaire|paie|bulletin|cotisations|urssaf|impots?)\b/.test(folded)
  )
    return 'payment';
  // « ce que je tape dans ce chat, vous le gardez combien de temps ? »: the assistant's exchanges.
  if (
    /\b(?:chat|tchat|assistant|conversations?|ce que je (?:tape|ecris|dis)|mes (?:questions|messages|coordonnees)|formulaire de contact|newsletter)\b/.test(
      folded,
    ) &&
    /\b(?:gard\w*|conserv\w*|stock\w*|enregistr\w*|effac\w*|supprim\w*)\b/.test(folded) &&
    !aboutEmployment
  )
    return 'data';
  // « combien de temps conservez-vous mes données ? », « où sont hébergées mes données ? », « RGPD ».
  if (
    /\b(?:mes|nos|vos|les) donnees\b|\brgpd\b|\bdonnees personnelles\b/.test(folded) &&
    (/\b(?:conserv\w*|garde[sz]?|gardez|stock\w*|heberg\w*|supprim\w*|effac\w*|securi\w*|rgpd|confidentialite)\b/.test(
      folded,
    ) ||
      ABOUT_US.test(folded)) &&
    !aboutEmployment
  )
    return 'data';
  const pricing =
    /\b(?:prix|tarifs?|tarification|combien (?:coute|ca coute|coutent|faut-il payer)|coute combien|cout de l'abonnement|cout (?:d'un|du) bulletin|payer par mois|mensualite|combien pour un bulletin)\b/.test(
      folded,
    );
  const priceAsked =
    pricing ||
    /\b(?:c'est combien|(?:ca |cela )?(?:me |nous )?revient a combien|combien (?:ca |cela )?(?:me |nous )?revient|combien (?:par mois|par an|ca fait|pour (?:faire|etablir|editer|produire|generer|avoir))|(?:la |le |les )?(?:moins|plus) cher(?:e|s|es)?)\b/.test(
      folded,
    );
  // « y a des frais cachés ? », « des frais de mise en place ? »: what our plans cost beyond their price.
  if (
    /\b(?:frais|couts?) (?:caches?|supplementaires?|en plus|d'installation|de mise en (?:place|service)|d'entree)\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'price';
  if (priceAsked && (ABOUT_US.test(folded) || /\bbulletins?\b/.test(folded)) && !aboutEmployment)
    return 'price';
  // « j'ai 2 salariés, combien coûte Dirigeo par mois ? »: our product named by its name or as
  // « votre logiciel », the price is ours though employees are named; « combien coûte un salarié »
  // names whose cost it is.
  if (
    priceAsked &&
    /\b(?:dirigeo|(?:votre|vos) (?:logiciel|abonnements?|formules?|offres?|service|outil|solution))\b/.test(
      folded,
    ) &&
    !/\b(?:coute|coutent|cout|prix) (?:d'|de |d'un |d'une |un |une |mon |ma |le |la |les |des )?(?:salarie|employe|apprenti|stagiaire|embauche|licenci)/.test(
      folded,
    )
  )
    return 'price';
  // « c'est quoi le tarif pour 2 dirigeants ? »: a price counted per officer or company is ours.
  if (
    /\b(?:tarifs?|prix|tarification)\b.{0,24}\bpour (?:\d+|un|une|deux|trois|plusieurs) (?:dirigeants?|mandataires?|societes?|entreprises?)\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'price';
  if (isVaguePriceQuestion(folded)) return 'price';
  // « l'abonnement mensuel, combien ? », « combien la formule complète ? »: a price, unless it counts time.
  if (
    /\bcombien\b(?! de (?:temps|jours|mois|semaines|formules|bulletins|salaries|dirigeants))/.test(folded) &&
    PLAN_WORDS.test(folded) &&
    !aboutEmployment
  )
    return 'price';
  // « DSN c'est inclus ? », « l'export comptable est compris ? »: a feature of our plans.
  if (
    /\b(?:dsn|declaration sociale nominative|exports?|double authentification|2fa|journal d'activite|support)\b.{0,20}\b(?:inclus|incluse|compris|comprise)\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'plan-content';
  if (
    /\b(?:que (?:comprend|contient|propose|inclut)|(?:comprend|contient|inclut|propose|offre|donne) quoi|c'est quoi (?:la|le|les|votre|vos) (?:formule|offre|version|abonnement)|(?:il y a|y a-t-il) quoi dans|qu'(?:inclut|offre|apporte|est-ce qu'il y a dans)|ce qui est (?:inclus|compris)|(?:est|sont)-(?:elle|il)s? (?:inclus|compris)|inclus dans|compris dans|difference entre|comparer|quelle formule (?:choisir|prendre)|la dsn est-elle|expert dedie)\b/.test(
      folded,
    ) &&
    ABOUT_US.test(folded)
  )
    return 'plan-content';
  // « quelle formule a les graphiques ? », « le journal d'activité, il est dans quelle formule ? ».
  if (
    /\b(?:dans|avec|sur) quelles? (?:formules?|offres?)\b|\bquelles? (?:formules?|offres?) (?:a|ont|inclut|incluent|propose|donne|comprend|offre|contient|permet)\b/.test(
      folded,
    )
  )
    return 'plan-content';
  // « vous gérez les salariés aussi ? », « le logiciel fait les bulletins des salariés ? »: what the
  // product does, though an employee is named.
  if (
    /\b(?:vous (?:gerez|faites|preparez|editez|prenez en charge|traitez|generez)|(?:gerez|faites|preparez|editez|traitez)-vous|(?:dirigeo|votre logiciel|le logiciel|votre outil) (?:gere|fait|prepare|edite|traite|genere|prend en charge))\b.{0,40}\b(?:salaries|employes|bulletins?|fiches? de paie|paie)\b/.test(
      folded,
    )
  )
    return 'plan-content';
  // « Freemium, c'est quoi ? », « c'est quoi la formule Essentielle ? ».
  if (
    /\b(?:c'est quoi|qu'est-ce que|que veut dire) (?:la |le |l')?(?:formule |offre |version )?(?:freemium|essentielle?|complete|premium)\b|\b(?:freemium|essentielle?|premium|formule complete),? c'est quoi\b/.test(
      folded,
    )
  )
    return 'plan-content';
  // « qu'est-ce qu'il y a dans la formule … », « la complète inclut le journal de paie ? ».
  if (
    /\b(?:(?:il y a|y a-t-il|y a t il|y a|ya) (?:quoi )?dans|(?:qu'est-ce qu'on a|on a quoi|on a droit a quoi|a quoi (?:ai-je|on a) droit)|inclut|inclue?s?|comprend|comprise?s?|contient|fonctionnalites|avec quoi)\b/.test(
      folded,
    ) &&
    PLAN_WORDS.test(folded) &&
    !aboutEmployment
  )
    return 'plan-content';
  // « essentielle vs complète », « les options de la Complète », « la formule gratuite suffit ? », « en
  // gratuit on peut télécharger le PDF ? »: a plan named by its name (not « complet » or « gratuit »
  // alone, which are common words) is the subject.
  if (
    /\b(?:freemium|essentielle?|premium|(?:formule|offre|version|abonnement|plan|compte) (?:complete|essentielle?|gratuite?|payante)|(?:la|le) complete(?! (?:de|du|des|d')\b)|^en gratuit)\b/.test(
      folded,
    ) &&
    !aboutEmployment
  )
    return 'plan-content';
  return null;
}

/**
 * Words a question on the SMIC's amount may hold besides « smic » (or « salaire minimum »): any
 * other word names a case the amount alone does not answer (« smic apprenti », « smic net »,
 * « smic temps partiel », « augmentation du smic »), which the retrieval answers from the sheets.
 */
const SMIC_AMOUNT_WORDS = new Set(
  (
    "smic salaire minimum interprofessionnel de croissance legal montant valeur taux quel quelle est c'est " +
    "c ca quoi combien a au en pour du de la le l' l les actuel actuellement aujourd'hui aujourd hui " +
    "maintenant horaire heure mensuel mensuelle par mois brut france cette annee ce mois svp s'il vous plait " +
    'il vous plait donc alors et ' +
    // « c'était combien en mars 2026 ? », « ce sera combien ? »: the amount at another time.
    "etait c'etait sera vaut valait " +
    // « le smic a augmenté en juin ? c'est combien de l'heure maintenant »: its change asked with it.
    "l'heure augmente augmentation revalorise revalorisation hausse juin janvier depuis nouveau nouvelle passe " +
    // « smic mensuel brut temps plein pour la paie de mars 2026 »: a month's payslip.
    'temps plein complet paie bulletin fevrier mars avril mai juillet aout septembre octobre novembre decembre ' +
    // « c'était combien exactement au 1er janvier 2026, pour 35h ? je veux vérifier la paie de mon vendeur ».
    'exactement precisement 1er 35h 35 heures je veux voudrais dois verifier controler mon ma vendeur vendeuse ' +
    'salarie salariee employe employee ' +
    // « je paie ma vendeuse au smic, pour la paye de septembre je mets quel taux ? il a pas augmenté en cours d'année ? »
    "paye mets mettre quels il pas cours d'annee " +
    // « smic 2026 brut mensuel pour 35h ? j'embauche au 1er mars, je veux pas me tromper sur le contrat ».
    "j'embauche j embauche embaucher recrute recruter me tromper sur contrat"
  ).split(' '),
);

/** Each public holiday as `@dirigeo/labour-law` names it, with the words a visitor names it by (folded). */
const HOLIDAY_NAMES: readonly (readonly [name: string, words: RegExp])[] = [
  ['1er janvier', /\b(?:1er janvier|jour de l'an|nouvel an)\b/],
  ['Lundi de Pâques', /\bpaques\b/],
  ['1er mai', /\b1er mai\b/],
  ['8 mai', /\b8 mai\b/],
  ['Ascension', /\bascension\b/],
  ['Lundi de Pentecôte', /\bpentecote\b/],
  ['14 juillet', /\b14 juillet\b/],
  ['Assomption', /\b(?:15 aout|assomption)\b/],
  ['Toussaint', /\b(?:toussaint|1er novembre)\b/],
  ['11 novembre', /\b11 novembre\b/],
  ['Jour de Noël', /\b(?:noel|25 decembre)\b/],
];

/**
 * The question asks a day or a date (« ça tombe quel jour ? », « c'est quelles dates ? »), not a rule
 * (« le 14 juillet tombe un samedi, ils ont droit à un jour en plus ? » states the day).
 */
const DATE_ASKED =
  /\b(?:quel jour|quels jours|quelle date|quelles dates|(?:quand|ou) tombe\w*|tombe\w* (?:quand|quel)|c'est quand|c quand|ce sera quand|le combien|calendrier|liste des jours feries|dates? (?:du|de l'|de la|des) (?:jours? feries?|ascension|pentecote|paques))\b/;

/** « le 1er mai 2027 ça tombe quel jour ? », « jours fériés 2027 liste »: the holidays' dates. */
function holidaysAsked(folded: string): {
  kind: 'holidays';
  year: number | null;
  names: readonly string[];
  alsaceMoselle: boolean;
} | null {
  // « 1 mai », « premier mai » as our recognisers write them.
  const text = folded.replace(/\b(?:1|premier) (?=(?:janvier|mai|novembre)\b)/g, '1er ');
  if (!DATE_ASKED.test(text)) return null;
  const names = HOLIDAY_NAMES.filter(([, words]) => words.test(text)).map(([name]) => name);
  if (names.length === 0 && !/\bjours? feries?\b/.test(text)) return null;
  const year = /\b(20\d\d)\b/.exec(text);
  return {
    kind: 'holidays',
    year: year ? Number(year[1]) : null,
    names,
    alsaceMoselle: /\b(?:alsace|moselle|bas-rhin|haut-rhin)\b/.test(text),
  };
}

/** « smic 2026 montant », « le smic horaire c'est combien ? », « montant du salaire minimum ». */
/** « 24h par semaine », « 24 h/semaine », « 28 heures hebdo »: a part-time week's hours (under 35). */
const WEEKLY_HOURS =
  /\b(\d{1,2}(?:[.,]\d{1,2})?) ?h(?:eures?)?(?: ?\/ ?semaine| par semaine| a la semaine| hebdo\w*)/;

/**
 * « je prends une vendeuse 24h par semaine payée au smic, quel brut mensuel sur sa fiche d'avril
 * 2026 ? »: the SMIC for a part-time week, month by month. Not an apprentice's or a minor's, nor
 * extra hours.
 */
function partTimeSmicAsked(folded: string): Extract<Intent, { kind: 'part-time-smic' }> | null {
  if (
    !/\bsmic\b/.test(folded) ||
    !/\b(?:mensuel\w*|par mois|brut|combien|salaire|minimum|fiche de paie)\b/.test(folded)
  )
    return null;
  if (
    /\b(?:apprenti\w*|mineure?s?|moins de 18 ans|heures? (?:sup\w*|complementaires?)|major\w*|net)\b/.test(
      folded,
    )
  )
    return null;
  const hours = WEEKLY_HOURS.exec(folded);
  const weeklyHours = hours?.[1] ? Number(hours[1].replace(',', '.')) : Number.NaN;
  if (!(weeklyHours >= 1 && weeklyHours < 35)) return null;
  const monthNamed = new RegExp(`\\b(${MONTH_NAMES.join('|')}) (20\\d\\d)\\b`).exec(folded);
  const yearNamed = /\b(20\d\d)\b/.exec(folded);
  return {
    kind: 'part-time-smic',
    weeklyHours,
    year: yearNamed?.[1] ? Number(yearNamed[1]) : null,
    month: monthNamed ? MONTH_NAMES.indexOf(monthNamed[1] ?? '') + 1 : null,
  };
}

function smicAsked(folded: string): { kind: 'smic'; year: number | null; month?: number } | null {
  if (!/\b(?:smic|salaire minimum)\b/.test(folded)) return null;
  const words = folded
    .replace(/[?!.,;:()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let year: number | null = null;
  for (const word of words) {
    if (/^20\d\d$/.test(word)) year = Number(word);
    else if (!SMIC_AMOUNT_WORDS.has(word)) return null;
  }
  // « mars 2026 », « 2026 … au 1er mars »: the amount of that month's payslip, in the year named.
  const monthNamed =
    new RegExp(`\\b(${MONTH_NAMES.join('|')}) (20\\d\\d)\\b`).exec(folded) ??
    (year === null
      ? null
      : new RegExp(`\\b(?:1er |au |en |de |d')(${MONTH_NAMES.join('|')})\\b`).exec(folded));
  const month = monthNamed ? MONTH_NAMES.indexOf(monthNamed[1] ?? '') + 1 : 0;
  return month > 0 ? { kind: 'smic', year, month } : { kind: 'smic', year };
}

/** The calculations that need an amount (a salary, a gross, a total pay). */
const NEEDS_AMOUNT: ReadonlySet<CalculatorId> = new Set([
  'indemnite-licenciement',
  'indemnite-rupture-conventionnelle',
  'indemnite-precarite',
  'charges-dirigeant',
  'salaire-brut-net',
]);

/**
 * An inaptitude of professional origin (« inapte suite à un accident du travail », « inaptitude
 * professionnelle »): the special indemnity is double (L1226-14).
 */
const PROFESSIONAL_INAPTITUDE =
  /\binapt\w*\b.*\b(?<!(?:non|pas|hors) )(?:professionnel(?:le)?|accident du travail|accident de travail|maladie professionnelle|at\/mp)\b|\b(?:accident du travail|maladie professionnelle)\b.*\binapt\w*/;
/** An inaptitude said to be of another origin: « non professionnelle », « maladie ordinaire ». */
const ORDINARY_INAPTITUDE =
  /\b(?:non professionnel\w*|pas (?:d'origine )?professionnel\w*|origine non professionnel\w*|maladie ordinaire|hors (?:accident du travail|maladie professionnelle))\b/;

/** The amount stated is a year's: « par an », « annuel », « sur l'année », « /an ». */
const ANNUAL_AMOUNT = /\bpar an\b|\/ ?an\b|\bannuel(?:le)?s?\b|\b(?:a|sur|par) l'annee\b|\bpar annee\b/;

/**
 * The calculations whose amount is a monthly gross: a net one (« il gagne 1 900 net ») is turned into
 * the gross that gives it, never read as a gross.
 */
const FROM_THE_GROSS: ReadonlySet<CalculatorId> = new Set([
  'indemnite-licenciement',
  'indemnite-rupture-conventionnelle',
  'charges-dirigeant',
  'salaire-brut-net',
]);

/**
 * In a calculation that needs an amount, a figure of 3 to 6 digits that is no duration, no count and
 * no year (« indemnite licenciement 10 ans 3000 », « précarité 18000 ») is the amount.
 */
export function readLooseAmountCents(folded: string): number | null {
  for (const match of folded.matchAll(
    /(?<![\d,.])(\d{1,3}(?: \d{3})+|\d{3,6})(?![\d,.])(?! ?(?:ans?|annees?|mois|jours?|heures?|h\b|salaries?|%|e\b|eme))/g,
  )) {
    const before = folded.slice(Math.max(0, (match.index ?? 0) - 12), match.index ?? 0);
    const value = Number((match[1] ?? '').replace(/ /g, ''));
    // « en 2024 », « depuis 2019 », « idcc 1486 », « l1234 »: a year, an identifier, no amount.
    if (/\b(?:en|depuis|annee|au|du|le|idcc|ccn|cc|article|art|n°)\s*$/.test(before)) continue;
    // A year, unless it follows the pay's word or a duration (« 9 mois 2000 », « 5 ans 2000 »).
    if (
      value >= 1990 &&
      value <= 2035 &&
      !/\b(?:salaire|brut|net|a|de|ans?|mois|anciennete)\s*$/.test(before)
    ) {
      continue;
    }
    if (value >= 100) return value * 100;
  }
  return null;
}

/** « licenciement économique », « licenciement éco », « pour motif économique ». */
const ECONOMIC_MOTIVE = /\b(?:economiques?|eco)\b/;

/** « payé au SMIC », « salaire au smic », « au smic »: the salary is the SMIC. */
const PAID_AT_SMIC = /\b(?:au|payee?s? au|salaire au|remunere au) smic\b/;

/** The amount stated is a net one: « 2 500 € net », « 3000 nets », « net de 2 800 ». */
function amountIsNet(folded: string): boolean {
  return (
    /\d ?(?:k ?)?(?:€|euros?|e)? ?nets?\b|\bnet (?:de|a|mensuel de) \d/.test(folded) &&
    !/\d ?(?:€|euros?)? ?bruts?\b/.test(folded)
  );
}

/** « IDCC 1486 », « idcc n°16 », « convention collective 1979 », « CCN 3248 ». */
const IDCC =
  /\b(?:idcc|ccn|cc|convention(?: collective)?(?: nationale)?|brochure)\s*(?:n°|no|num(?:ero)?\.?|:)?\s*(\d{1,4})\b(?! ?(?:€|euros?|salaries|ans|mois|%))/;

/** « L1232-2 », « l. 1234-9 », « article R1234-2 », « D. 3141-5 », « L 1237-19-1 ». */
const ARTICLE = /\b([lrd])\s?\.?\s?\*?(\d{4})\s?-\s?(\d{1,3}(?:-\d{1,3})*)\b/;
/** « article 1234-9 » without its letter: the legislative part (L), the one visitors quote. */
const ARTICLE_WITHOUT_LETTER = /\b(?:article|art\.?)\s*(\d{4})\s?-\s?(\d{1,3}(?:-\d{1,3})*)\b/;

/** « combien » asking a quantity, not a duration (« combien de jours », « combien de temps »). */
const AMOUNT_COMBIEN = /\bcombien\b(?! (?:de |d ?'?)?(?:jours?|temps|semaines?|mois|delai)\b)/;

/**
 * Whether a notice is owed or may be waived, which the sheet states: « c'est obligatoire ? »,
 * « faut-il », « obligé de », « dispense de préavis », « s'il ne le fait pas », « indemnité compensatrice »;
 * and how to write it (« comment je formalise ça par écrit ? »), which a letter model shows.
 */
const NOTICE_RULE_ASKED =
  /\b(?:obligatoires?|obligatoirement|obligee?s?|faut[- ]il|dispens\w*|compensatrice|effectuer|refuse\w*|ne (?:le |la )?fai[st] pas|pas (?:le |la )?faire|par ecrit|lettres?|courriers?|modeles?|formalis\w*|rediger)\b/;

/** A notice's length, to read no seniority from: « un préavis de 2 mois », « 2 mois de préavis ». */
const TOLD_NOTICE_LENGTH =
  /\b\d{1,2} (?:mois|semaines?) de preavis\b|\bpreavis (?:est |fait |sera )?(?:de|d'un|d'une) (?:\d{1,2} )?(?:mois|semaines?)\b/g;

/** A notice's length told: « 2 mois de préavis », « mon préavis est de 3 mois ». */
const NOTICE_TOLD =
  /\b\d{1,2} (?:mois|semaines?|jours?) de preavis\b|\bpreavis (?:est |fait |sera )?(?:de|d'un|d'une) (?:\d{1,2} )?(?:mois|semaines?)\b/;

/**
 * A notice's length asked: « combien de mois », « quel préavis », « c'est bien 2 mois ? », « c'est
 * correct ? », « un mois ou deux ? », « qui a raison ? »; not « combien je touche ? ».
 */
const NOTICE_LENGTH_ASKED =
  /\bcombien (?:de |d')?(?:temps|mois|semaines?|jours?|preavis)\b|\bpreavis\b[^.?!]{0,30}\bcombien\b|\b(?:quels?|quelles?|duree|c'est quoi|c'est bien|c'est (?:correct|juste|bon|ok|ca|normal)|est-ce (?:correct|juste|normal)|legal|legalement|normal|raison|qui croire|vrai|le droit|sera|ou (?:de |d')?(?:\d|un|une|deux|trois)|pas (?:de |d')?(?:\d|un|une|deux|trois))\b/;

/** Leaving before the notice ends: « partir avant », « plus tôt », « dispensé », « écourter ». */
const LEAVING_EARLY =
  /\bpart(?:ir|e|es|ent)? (?:avant|plus tot|des|tout de suite|immediatement|direct|au bout)\b|\bdispens\w*|\becourt\w*|\braccourc\w*|\bplus court\b|\bne pas (?:le |la )?faire\b/;

/** An officer named as a person, not only through the company's form (« SAS », « SASU »). */
const OFFICER_PERSON =
  /\b(?:presidente?s?|dirigeante?s?|gerante?s?|mandataires?|directeur general|dg|assimile salarie)\b/;

/**
 * The sentences a notice's length may be asked in: those naming it, and the one right after it when
 * short or about a length or the law (« J'ai 2 mois de préavis. C'est correct ? », « Je pensais que
 * c'était 2 mois, c'est vrai ? »), not another sentence's « c'est vrai ? » (« le patron dit que mon
 * arrêt maladie fait baisser mon ancienneté, c'est vrai ? »).
 */
function noticeSentences(folded: string): string {
  const sentences = folded.split(/(?<=[.?!])\s+/);
  return sentences
    .filter(
      (sentence, index) =>
        /\bpreavis\b/.test(sentence) ||
        (/\bpreavis\b/.test(sentences[index - 1] ?? '') &&
          (sentence.split(/\s+/).length <= 6 ||
            /\b(?:\d{1,2} (?:mois|semaines?)|un mois|deux mois|trois mois|duree|la loi|legal\w*|prevoit)\b/.test(
              sentence,
            ))),
    )
    .join(' ');
}

/** The end-of-contract indemnity and the paid leave's, both named. */
const BOTH_END_OF_CONTRACT_INDEMNITIES =
  /^(?=.*\b(?:indemnite de fin de (?:contrat|cdd)|prime de (?:fin de (?:contrat|cdd)|precarite)|precarite)\b)(?=.*\b(?:conges? payes?|cp|indemnite compensatrice de conges?)\b)/;

function calculatorOf(folded: string): CalculatorId | null {
  // « 13 ans et 5 mois d'ancienneté à la fin de son préavis » dates the seniority, « hors préavis »
  // leaves it out, « elle fera son préavis », « il fait ses 2 mois de préavis », « (préavis de 2 mois) »
  // state it, « le virer direct sans préavis » asks a serious misconduct's procedure: no notice asked.
  const notice = /\bpreavis\b|\bdelai[- ]conge\b/.test(
    folded
      .replace(
        /\b(?:(?<!jusqu')(?:a|avant|apres) la fin (?:de (?:son|mon|ton|votre|leur)|du|de (?:sa|ma|ta|la) periode de)|au terme (?:de (?:son|mon|votre)|du)|hors|sans compter (?:le|son)|(?:virer|licencier|renvoyer|dehors|partir)(?: \w+){0,2} (?:direct|directement|tout de suite|immediatement)? ?sans|en plus du|en plus de son|(?:il|elle|ils|elles) (?:fera|feront|effectuera|effectueront|va faire|vont faire|fait|effectue) (?:son|sa|le|leur|ses)(?: (?:\d{1,2}|un|deux|trois) (?:mois|semaines) de)?) preavis\b/g,
        '',
      )
      .replace(/\([^)]*\bpreavis\b[^)]*\)/g, '')
      // « 7 ans et 8 mois d'ancienneté préavis compris »: the seniority's end, no notice asked.
      .replace(/\b(?:d'anciennete|anciennete) (?:,? )?preavis (?:compris|inclus)\b/g, ''),
  );
  // An employee declared unfit after a work accident or an occupational disease, with no other post
  // (« inapte et pas de reclassement possible »): dismissed for it, its indemnity doubled (L1226-14).
  const dismissal =
    /\blicenci|\blicencie/.test(folded) ||
    (PROFESSIONAL_INAPTITUDE.test(folded) &&
      !ORDINARY_INAPTITUDE.test(folded) &&
      /\b(?:pas|aucun|impossible|sans)\b[^.?!]{0,20}\breclass\w*|\breclass\w*[^.?!]{0,20}\b(?:impossible|pas possible)\b/.test(
        folded,
      ));
  const indemnity = /\bindemnite|\bprime\b|\bcheque\b|\btoucher\b|\bcombien (?:doit|dois|va|vais)\b/.test(
    folded,
  );
  // « Quel est le taux de la prime de précarité ? » asks for the rule, which the pages explain.
  // « mon CDD se termine, j'ai touché 15 000 au total, j'ai droit à quoi ? »: a CDD that ends.
  const cddEnds =
    /\bcdd\b/.test(folded) &&
    /\b(?:fin|se termine|termine|terme|finit|fini|s'acheve|prend fin)\b/.test(folded);
  if (
    (/\bprecarite\b|\bfin de (?:cdd|contrat a duree determinee)\b/.test(folded) || cddEnds) &&
    (indemnity || /\bprecarite\b|\bdroit a\b/.test(folded)) &&
    (readAmountCents(folded) !== null ||
      readLooseAmountCents(folded) !== null ||
      (indemnity && /\b(?:combien|montant|calcul)/.test(folded)) ||
      precarityExclusionOf(folded).precarityExclusion !== undefined)
  ) {
    return 'indemnite-precarite';
  }
  // The figures a calculation needs are themselves the question: « rupture conv 5 ans 3000 € ».
  // A seniority and a figure of pay are the figures of a calculation (« rupture conventionnelle
  // 6 mois anciennete 1800 », « licenciement 5 ans 2500 »).
  const amountGiven =
    readAmountCents(folded) !== null ||
    PAID_AT_SMIC.test(folded) ||
    (readSeniorityMonths(folded) !== null && readLooseAmountCents(folded) !== null);
  // « combien de jours pour changer d'avis », « combien de temps pour l'homologation » ask a delay,
  // which the sheet and the Code state: only an amount, or a « combien » that is no duration, is computed.
  // « …l'indemnité est au ras des pâquerettes. Je peux encore revenir en arrière, j'ai combien de
  // temps ? »: the withdrawal's délai is asked, the indemnity only told.
  const withdrawalAsked =
    /\b(?:revenir en arriere|faire marche arriere|changer d'avis|retract\w*|annuler|me desister)\b/.test(
      folded,
    ) &&
    !AMOUNT_COMBIEN.test(folded) &&
    !/\b(?:minimum|montant)\b/.test(folded);
  if (
    /\bruptures? conventionnel(?:le)?s?\b/.test(folded) &&
    !withdrawalAsked &&
    (indemnity || amountGiven || /\bminimum|montant\b/.test(folded) || AMOUNT_COMBIEN.test(folded))
  ) {
    return 'indemnite-rupture-conventionnelle';
  }
  // « le préavis de démission, c'est obligatoire ? » asks whether there is one, which the sheet
  // states; with no figure of the case there is nothing to compute.
  if (notice && NOTICE_RULE_ASKED.test(folded) && !/\d/.test(folded)) return null;
  // « 2 mois de préavis d'après ma convention, je peux partir avant ? »: the notice is told, whether
  // it may be cut short is asked, which the sheet and the letter of waiver answer; a sentence that
  // tells it and asks nothing of its length (« j'ai posé ma dem, 2 mois de préavis. ») is the case
  // of the question after it. « 3 mois de préavis, c'est correct ? » still asks its length.
  const noticeTold =
    notice &&
    NOTICE_TOLD.test(folded) &&
    (LEAVING_EARLY.test(folded) || !NOTICE_LENGTH_ASKED.test(noticeSentences(folded)));
  // …and the indemnity of a dismissal whose notice is told (« un préavis de 2 mois dont je suis
  // dispensée ») is still computed.
  if (notice && !noticeTold && /\bretraite\b/.test(folded)) return 'preavis-retraite';
  if (notice && !noticeTold && /\bdemission|\bdemissionn/.test(folded)) return 'preavis-demission';
  if (notice && !noticeTold && dismissal) return 'preavis-licenciement';
  // A notice told and waived: its pay asked (« je vais toucher mon salaire pendant ces 2 mois ? ») is
  // no indemnity unless the indemnity is named.
  if (dismissal && (indemnity || amountGiven) && !(noticeTold && !/\bindemnite\b/.test(folded)))
    return 'indemnite-licenciement';
  if (
    (/\bentretien prealable\b/.test(folded) ||
      (/\bconvocation\b/.test(folded) && /\bentretien\b/.test(folded)) ||
      (/\blettre de licenciement\b/.test(folded) &&
        /\b(?:envoyer|envoi|notifier|expedier|adresser)\b/.test(folded)) ||
      // « licenciement éco : délai entre l'entretien et la lettre ».
      (dismissal && /\bentretien\b/.test(folded) && /\blettre\b/.test(folded))) &&
    /\b(?:delai|combien de (?:jours|temps)|quand|entre|au plus tot|plus tot|jours ouvrables|avant|quel jour|quelle date|la date|a partir de quand)\b/.test(
      folded,
    )
  ) {
    return 'procedure-licenciement';
  }
  const officer =
    /\b(?:presidente?s?|dirigeante?s?|gerante?s?|mandataires?|directeur general|dg|sasu?|assimile salarie)\b/.test(
      folded,
    );
  const charges =
    /\b(?:charges?|cotisations?|net|cout|coute|coutai\w*|coutera\w*|coutent|combien (?:il )?(?:me )?reste|(?:il )?me reste combien|reste-t-il combien|arrive (?:combien |vraiment |reellement |concretement |au final |finalement )?sur (?:mon|le|son|notre) compte|(?:je )?touche combien|tombe (?:combien )?sur (?:mon|le) compte|dans (?:la|ma|sa) poche|(?:vire|verse)e? sur (?:mon|son) compte|combien (?:vais-je toucher|je touche)|combien (?:je vais|vais-je) (?:recevoir|toucher|percevoir)|(?:recevoir|toucher|percevoir) (?:reellement |vraiment )?sur mon compte|brut en net|reste-t-il|sortir de (?:la |ma )?treso\w*|decaisser|combien d'impots?|impots? (?:est |sont )?retenus?|(?:j'ai|il me reste|je recois) (?:vraiment |reellement |au final )?sur (?:mon|le) compte)\b/.test(
      folded,
    );
  // « pourquoi ma vendeuse à 2 500 brut coûte moins cher que moi ? » asks why, which the articles
  // explain; a figure is computed when one is asked (« pourquoi… et ça fait combien ? »).
  if (/\bpourquoi\b/.test(folded) && !/\bcombien\b/.test(folded)) return null;
  // « ma première embauche au smic… je suis le seul autre dans la boîte (SASU) »: the company named,
  // the pay asked is the employee's.
  const employeeOfTheCompany =
    officer &&
    !OFFICER_PERSON.test(folded) &&
    /\b(?:embauch\w*|salariee?s?|employee?s?)\b/.test(folded) &&
    !/\b(?:je me|me) (?:verse|paie|paye|verser|payer|remunere|remunerer|mets|mettre|sors|sortir)\b|\b(?:ma (?:propre )?remuneration|pour moi)\b/.test(
      folded,
    );
  if (employeeOfTheCompany && employeePayAsked(folded)) return 'salaire-brut-net';
  if (officer && charges && readAmountCents(folded) !== null) return 'charges-dirigeant';
  if (officer && charges && /\b(?:a|pour|avec|de|sur) (?:un )?(?:salaire|remuneration)\b/.test(folded)) {
    return 'charges-dirigeant';
  }
  if (!officer && employeePayAsked(folded)) return 'salaire-brut-net';
  return null;
}

/**
 * What the exact simulation of an employee's pay does not compute, or would compute wrongly: a
 * bonus, an indemnity, dividends, our own prices, an apprentice or an intern (`exactSimulationGapOf`),
 * part time (the answer is for full time), a home employee (another scheme).
 */
const NOT_AN_EMPLOYEE_GROSS =
  /\b(?:primes?|indemnites?|dividendes?|avantages?|tickets?|cheques?|heures? sup\w*|abonnements?|formules?|offres?|dirigeo|factures?|tva|ht|ttc|apprentis?|apprentissage|stagiaires?|stages?|gratification|alternan\w*|temps partiel|mi[- ]temps|heures par semaine|particulier employeur|cesu|interim\w*|freelance|auto[- ]?entrepreneur|micro[- ]?entrepr\w*|tns|independant)\b/;

/**
 * An employee's gross and net, or what the employee costs: an amount of pay, with both « brut » and
 * « net » (« 2 200 brut ça fait combien net »), or with what it costs or leaves (« coût employeur
 * pour 2 500 net », « combien coûte un salarié au SMIC », « charges pour un salaire de 3 000 € »).
 */
function employeePayAsked(folded: string): boolean {
  if (NOT_AN_EMPLOYEE_GROSS.test(folded)) return false;
  if (readAmountCents(folded) === null && !PAID_AT_SMIC.test(folded)) return false;
  if (/\bbruts?\b/.test(folded) && /\bnets?\b/.test(folded)) return true;
  const pay =
    /\b(?:bruts?|nets?|salaires?|salaries?|salariee?s?|employes?|payee?s?|remuner\w*|embauch\w*|smic)\b/.test(
      folded,
    );
  const costOrRest =
    /\b(?:cout\w*|coute\w*|charges?|cotisations?|patronales?|salariales?|combien (?:il )?(?:me |lui )?reste|ca fait combien|en net|en brut|combien\b.{0,30}\b(?:touch|recoi|percoi)\w*|(?:touch|recoi|percoi)\w* (?:combien|quoi)|sur (?:son|mon|leur) compte|en poche)\b/.test(
      folded,
    );
  return pay && costOrRest;
}

/**
 * The intent of one message, read alone. `isKnown` names our texts' words, which are not read as
 * typos of the recognisers' words (`normaliseVisitorWords`).
 */
export function recogniseIntent(message: string, isKnown: KnownWord = noWordKnown): Intent {
  const folded = withDaysWrittenOut(normaliseVisitorWords(foldQuestion(message), isKnown));
  if (GREETING.test(folded)) return { kind: 'greeting', thanks: /\bmerci|thanks/.test(folded) };

  const article = ARTICLE.exec(folded);
  if (article) {
    const [, letter = '', book = '', rest = ''] = article;
    return { kind: 'article', number: `${letter.toUpperCase()}${book}-${rest}` };
  }
  const withoutLetter = ARTICLE_WITHOUT_LETTER.exec(folded);
  if (withoutLetter) {
    const [, book = '', rest = ''] = withoutLetter;
    return { kind: 'article', number: `L${book}-${rest}` };
  }
  const idcc = IDCC.exec(folded);
  if (idcc?.[1] && (/\b(?:idcc|ccn|brochure)\b/.test(folded) || idcc[1].length >= 2)) {
    return { kind: 'agreement', idccs: [idcc[1].padStart(4, '0')] };
  }
  // « la 1486, c'est quelle convention collective ? »: the number first (an IDCC we do not hold is
  // answered by the retrieval, so a year read here costs nothing).
  const idccFirst =
    /(?<!\b(?:en|depuis|annee|au|du|le) )\b(\d{4})\b(?! ?(?:€|euros?|ans?|mois|salaries|%|e\b)).{0,30}\b(?:convention collective|idcc|ccn)\b/.exec(
      folded,
    );
  if (idccFirst?.[1]) return { kind: 'agreement', idccs: [idccFirst[1]] };
  const tools = readToolsQuestion(folded);
  if (tools) return { kind: 'tools', first: tools.first };
  // « notre convention ne prévoit rien, quelle majoration pour ses heures sup ? » asks the law's premium.
  const overtime = readOvertimeQuestion(folded);
  if (overtime) return { kind: 'overtime', ...overtime };
  // « on signe la convention le 4 mai » of a rupture conventionnelle, a « convention de stage »: not
  // a collective agreement, unless one is named as such.
  const otherConvention =
    /\b(?:rupture conv\w*|convention de (?:rupture|stage|forfait|reclassement)|signe\w* (?:la|une|notre|sa) convention)\b/.test(
      folded,
    ) && !/\b(?:conventions? collectives?|ccn|idcc|accord de branche)\b/.test(folded);
  if (
    /\b(?:convention|conventions|ccn|idcc|accord de branche)\b/.test(folded) &&
    !AGREEMENT_SILENT.test(folded) &&
    !otherConvention
  ) {
    const idccs = agreementsNamedIn(folded);
    if (idccs.length > 0) return { kind: 'agreement', idccs };
    const titleWords = agreementTitleWords(folded);
    if (titleWords.length > 0) return { kind: 'agreement', idccs: [], titleWords };
  }

  // Where to invest a leave indemnity is not a question on leave.
  if (OUTSIDE_PERSONAL_AFFAIRS.test(folded) && !ABOUT_OUR_PRODUCT.test(folded)) return { kind: 'outside' };
  // A contract under another country's law is that law's, holidays included.
  if (FOREIGN_LAW.test(folded) && (!FRENCH_LAW_ABROAD.test(folded) || FOREIGN_CONTRACT.test(folded)))
    return { kind: 'outside' };
  if (
    (NOT_HELD.test(folded) ||
      (MARKET_SALARY.test(folded) && !LAW_AVERAGE.test(folded) && readAmountCents(folded) === null)) &&
    !ABOUT_OUR_PRODUCT.test(folded)
  )
    return { kind: 'outside' };

  const familyLeave = readFamilyLeaveQuestion(folded);
  if (familyLeave) return { kind: 'family-leave', leaves: familyLeave.leaves };
  const splitLeave = readSplitLeaveQuestion(folded);
  if (splitLeave) return { kind: 'split-leave', ...splitLeave };
  const carryOver = readLeaveCarryOverQuestion(folded);
  if (carryOver) return { kind: 'leave-carry-over', ...carryOver };

  if (readPaidLeaveDepartureQuestion(folded)) {
    const referenceGrossCents = readReferenceGrossCents(folded);
    return referenceGrossCents === null
      ? { kind: 'paid-leave-departure' }
      : { kind: 'paid-leave-departure', referenceGrossCents };
  }

  const paidLeave = readPaidLeaveQuestion(folded);
  // « Fin de CDD de 6 mois à 2 100 € brut… indemnité de fin de contrat et congés payés, combien pour
  // chaque ? »: both, from the precarity indemnity's calculation.
  const endOfContractToo =
    paidLeave?.asks === 'indemnity' &&
    BOTH_END_OF_CONTRACT_INDEMNITIES.test(folded) &&
    calculatorOf(folded) === 'indemnite-precarite';
  if (paidLeave && !endOfContractToo) return { kind: 'paid-leave', ...paidLeave };

  const birthLeave = readBirthLeaveQuestion(folded);
  if (birthLeave) return { kind: 'birth-leave', question: birthLeave };
  const pregnancy = readPregnancyQuestion(folded);
  if (pregnancy) return { kind: 'pregnancy', question: pregnancy };
  if (readInterviewAssistanceQuestion(folded)) return { kind: 'interview-assistance' };

  if (readDsnWithoutPayQuestion(folded)) return { kind: 'dsn-without-pay' };
  const dsnDue = readDsnDueQuestion(folded);
  if (dsnDue) return { kind: 'dsn-due', ...dsnDue };

  const trialNotice = readTrialNoticeQuestion(folded);
  if (trialNotice) return { kind: 'trial-notice', ...trialNotice };

  const trialLength = readTrialLengthQuestion(folded);
  if (trialLength) return { kind: 'trial-length', ...trialLength };

  const apprenticePay = readApprenticePayQuestion(folded);
  if (apprenticePay) return { kind: 'apprentice-pay', ...apprenticePay };
  const youngWorker = readYoungWorkerQuestion(folded);
  if (youngWorker) return { kind: 'young-worker', ...youngWorker };

  // A mayor's Sunday with its hours and pay (« …de 10h à 17h avec 1h de pause donc 7h de travail »)
  // before the limits its break would name.
  // …unless a limit is asked (« combien de pause ? », « c'est légal ? »), not only told.
  const mayorSunday = readMayorSundayQuestion(folded);
  if (
    mayorSunday &&
    !/\bcombien de (?:pause|repos)\b|\bpause (?:obligatoire|minimum)\b|\blegal\w*|\b(?:maximum|max)\b/.test(
      folded,
    )
  )
    return { kind: 'mayor-sunday', question: mayorSunday };
  const workingTime = readWorkingTimeQuestion(folded);
  if (workingTime) return { kind: 'working-time', limits: workingTime.limits };
  if (mayorSunday) return { kind: 'mayor-sunday', question: mayorSunday };
  if (readWorkAccidentDeclarationQuestion(folded)) return { kind: 'work-accident' };

  const disciplinary = readDisciplinaryQuestion(folded);
  if (disciplinary) return { kind: 'disciplinary', question: disciplinary };

  const solidarityDay = readSolidarityDayQuestion(folded);
  if (solidarityDay) return { kind: 'solidarity-day', question: solidarityDay };
  const transportPass = readTransportPassQuestion(folded);
  if (transportPass) return { kind: 'transport-pass', question: transportPass };
  const mayDay = readMayDayQuestion(folded);
  if (mayDay) return { kind: 'may-day', question: mayDay };

  const telework = readTeleworkQuestion(folded);
  if (telework) return { kind: 'telework', rules: telework.rules };

  const legalDelay = readLegalDelayQuestion(folded);
  if (legalDelay) return { kind: 'legal-delay', delays: legalDelay.delays };
  const payRule = readPayRuleQuestion(folded);
  if (payRule) return { kind: 'pay-rule', ...payRule };

  const fixedTerm = readFixedTermQuestion(folded);
  if (fixedTerm) return { kind: 'fixed-term', question: fixedTerm };

  const sickPay = readSickPayQuestion(folded);
  if (sickPay) return { kind: 'sick-pay', ...sickPay };

  const payBenefit = readPayBenefitQuestion(folded);
  if (payBenefit) return { kind: 'pay-benefit', question: payBenefit };

  const calculator = calculatorOf(folded);
  if (calculator) {
    // A pay's amount, not the health plan's premium told with it (« DG à 2800 brut, mutuelle à 60 €
    // par mois »).
    const payText = FROM_THE_GROSS.has(calculator) ? folded.replace(HEALTH_PREMIUM, ' ') : folded;
    const stated =
      readAmountCents(payText) ?? (NEEDS_AMOUNT.has(calculator) ? readLooseAmountCents(payText) : null);
    // « 36 000 brut par an », « salaire annuel de 30 000 »: a month is the twelfth of it.
    const annual = stated !== null && FROM_THE_GROSS.has(calculator) && ANNUAL_AMOUNT.test(folded);
    return {
      kind: 'calculation',
      calculator,
      // « un préavis de 2 mois », « 2 mois de préavis »: the notice's length, no seniority.
      seniorityMonths: readSeniorityMonths(folded.replace(TOLD_NOTICE_LENGTH, ' ')),
      amountCents: annual ? Math.round(stated / 12) : stated,
      ...(annual ? { annualAmountCents: stated } : {}),
      seriousMisconduct: /\bfaute (?:grave|lourde)\b/.test(withoutDeniedFacts(folded)),
      disabledWorker: /\b(?:handicap\w*|rqth|travailleur handicape)\b/.test(folded),
      ...(calculator === 'indemnite-licenciement' &&
      PROFESSIONAL_INAPTITUDE.test(folded) &&
      !ORDINARY_INAPTITUDE.test(folded)
        ? { professionalInaptitude: true as const }
        : {}),
      ...(FROM_THE_GROSS.has(calculator) && amountIsNet(folded) ? { netAmount: true as const } : {}),
      ...(FROM_THE_GROSS.has(calculator) ? headcountOf(folded) : {}),
      ...(FROM_THE_GROSS.has(calculator) ? atmpRateOf(folded) : {}),
      ...(FROM_THE_GROSS.has(calculator) ? healthInsuranceOf(folded) : {}),
      ...(FROM_THE_GROSS.has(calculator) &&
      calculator !== 'charges-dirigeant' &&
      /\bcadres?\b/.test(folded) &&
      !/\bnon[- ]?cadres?\b|\b(?:pas|plus|jamais) (?:un |une )?cadres?\b/.test(folded)
        ? { managerialStaff: true as const }
        : {}),
      // Not a CDD's total pay, which the SMIC alone does not give.
      ...(NEEDS_AMOUNT.has(calculator) && calculator !== 'indemnite-precarite' && PAID_AT_SMIC.test(folded)
        ? { atSmic: true as const }
        : {}),
      ...(calculator === 'procedure-licenciement' && ECONOMIC_MOTIVE.test(folded)
        ? { economicMotive: true as const }
        : {}),
      ...(calculator === 'procedure-licenciement' && /\b(?:cadres?|personnel d'encadrement)\b/.test(folded)
        ? { managerialStaff: true as const }
        : {}),
      ...(calculator === 'preavis-demission' ? resigningProfession(folded) : {}),
      ...(calculator === 'indemnite-precarite' ? precarityExclusionOf(folded) : {}),
      ...(calculator === 'indemnite-precarite' ? bonusOf(folded) : {}),
      ...(calculator === 'indemnite-precarite' &&
      BOTH_END_OF_CONTRACT_INDEMNITIES.test(folded) &&
      readPaidLeaveQuestion(folded)?.asks === 'indemnity'
        ? { withPaidLeave: true as const }
        : {}),
      ...(calculator === 'indemnite-precarite' && TOTAL_PAY.test(folded) && !MONTHLY_PAY.test(folded)
        ? { amountIsTotal: true as const }
        : {}),
      ...(calculator === 'indemnite-licenciement' || calculator === 'indemnite-rupture-conventionnelle'
        ? toldPayHistoryOf(folded, annual ? null : stated)
        : {}),
      ...(calculator === 'procedure-licenciement' || calculator === 'preavis-licenciement'
        ? presentedOnOf(folded)
        : {}),
      ...(calculator === 'procedure-licenciement' && ALSACE_MOSELLE.test(folded)
        ? { alsaceMoselle: true as const }
        : {}),
      ...(calculator === 'preavis-licenciement' ? hiredInOf(folded) : {}),
      ...(calculator === 'indemnite-licenciement' ||
      calculator === 'indemnite-rupture-conventionnelle' ||
      calculator === 'preavis-licenciement'
        ? employmentDatesOf(folded)
        : {}),
      ...(FROM_THE_GROSS.has(calculator) ? withholdingRateOf(folded) : {}),
      ...(FROM_THE_GROSS.has(calculator) ? payYearOf(folded) : {}),
      ...(calculator === 'preavis-retraite' ? retiredByOf(folded) : {}),
    };
  }

  // « vous pouvez aussi vous occuper de ma TVA et du bilan ? »: what we do not do, as the FAQ says it.
  if (
    /\b(?:tva|bilans?|comptabilite|compta|comptes annuels|liasse fiscale|impot sur les societes|declarations? fiscales?)\b/.test(
      folded,
    ) &&
    /\b(?:vous (?:pouvez|faites|gerez|occupez|prenez|proposez|tenez)|pouvez-vous|faites-vous|gerez-vous|vous occuper|dirigeo (?:fait|gere|s'occupe|tient))\b/.test(
      folded,
    ) &&
    !/\b(?:prix|tarifs?|ht|ttc|facture)\b/.test(folded)
  )
    return { kind: 'product', topic: 'accounting-scope', plan: null };
  if (
    asksAnotherSubscriptionPrice(folded) ||
    asksAnotherProfessionalFee(folded) ||
    (OUTSIDE_SUBJECTS.test(folded) && !ABOUT_OUR_PRODUCT.test(folded))
  )
    return { kind: 'outside' };
  const smic = smicAsked(folded);
  if (smic) return smic;
  const partTimeSmic = partTimeSmicAsked(folded);
  if (partTimeSmic) return partTimeSmic;
  const holidays = holidaysAsked(folded);
  if (holidays) return holidays;
  const topic = productTopic(folded);
  if (topic) return { kind: 'product', topic, plan: planMention(folded) };
  return { kind: 'retrieval' };
}

/**
 * A CDD's end that owes no precarity indemnity (L1243-10, L1243-8), in visitors' words: a student
 * hired for the holidays, a seasonal or « d'usage » contract, a CDI offered and refused, the
 * employee leaving early, a CDI after it.
 */
const PRECARITY_EXCLUSION_WORDS: readonly (readonly [RegExp, PrecarityExclusion])[] = [
  // A student, not a CDD covering someone's holidays (« pendant ses vacances » alone).
  [/\b(?:etudiants?|etudiantes?|lyceens?|lyceennes?|jobs? d'ete|jobs? de vacances)\b/, 'student-holiday-job'],
  [/\b(?:saisonniers?|saisonnieres?|contrat saisonnier|saison)\b/, 'seasonal-contract'],
  [/\b(?:cddu|cdd d'usage|contrat d'usage)\b/, 'usage-contract'],
  [/\b(?:refuse|refus)\w* (?:un |le |d'un |notre )?cdi\b/, 'refused-permanent-contract'],
  [
    /\b(?:embauche|passe|signe|continue|enchaine)\w* (?:en |un |sur un )?cdi\b|\bcdi (?:a la suite|ensuite|derriere|juste apres)\b/,
    'hired-on-permanent-contract',
  ],
  [/\bfaute grave\b/, 'serious-misconduct'],
];

/**
 * « 15 salariés », « une PME de 30 personnes », « on est 12 »: the company's staff (up to 9 999).
 * « moins de 11 salariés » is 10 and « plus de 50 » 51: the size band is all the rates need.
 */
function headcountOf(folded: string): { headcount?: number } {
  const match =
    /\b(?:(moins|plus) de )?(\d{1,4}) (?:salaries|employes|personnes|collaborateurs)\b/.exec(folded) ??
    /\b(?:on est|nous sommes|effectif de) (?:(moins|plus) de )?(\d{1,4})\b/.exec(folded);
  if (!match?.[2]) return {};
  const told = Number(match[2]);
  const headcount = match[1] === 'moins' ? told - 1 : match[1] === 'plus' ? told + 1 : told;
  return headcount >= 0 ? { headcount } : {};
}

/** « taux AT/MP notifié 1,50 % », « AT/MP à 2,3 % »: the company's own accident rate. */
function atmpRateOf(folded: string): { atmpRatePercent?: number } {
  // « taux AT/MP 1,50 % », « taux AT de la boîte 5,20 % », and « taux AT/MP de 2,1 » without its
  // « % » when « taux » names it.
  const match =
    /\b(?:at ?[/-]? ?mp|accidents? du travail)\b[^%\d.?!]{0,30}(\d{1,2}(?:[.,]\d{1,2})?) ?%/.exec(folded) ??
    /\btaux (?:d')?at\b(?: (?:de|du|pour) (?:la|ma|notre) (?:boite|societe|sarl|sas|entreprise))?,? (?:de |a |: ?)?(\d{1,2}(?:[.,]\d{1,2})?) ?%/.exec(
      folded,
    ) ??
    /\btaux (?:d')?(?:at ?[/-]? ?mp|accidents? du travail)(?: notifie)? (?:de |a |: ?)?(\d{1,2}[.,]\d{1,2})\b(?! ?(?:€|euros?))/.exec(
      folded,
    );
  const rate = match?.[1] ? Number(match[1].replace(',', '.')) : Number.NaN;
  return rate > 0 && rate <= 30 ? { atmpRatePercent: rate } : {};
}

/**
 * « une mutuelle à 60 € par mois payée moitié moitié », « mutuelle 80 euros prise en charge à
 * 60 % par la société »: the health plan's monthly premium and the company's share (50 % unsaid).
 */
/** « mutuelle à 60 € par mois », « complémentaire santé 80 euros »: a health plan's premium told. */
const HEALTH_PREMIUM =
  /\b(?:mutuelle|complementaire sante)\b[^.?!\d]{0,24}(\d{1,3}(?:,\d{1,2})?) ?(?:€|euros?)(?: (?:par|\/) ?mois| mensuels?)?/g;

/**
 * « une mutuelle à 60 € par mois payée moitié moitié », « mutuelle 80 euros prise en charge à
 * 60 % par la société »: the health plan's monthly premium and the company's share (50 % unsaid).
 * Not a plan refused or waived (« il refuse la mutuelle à 45 € »).
 */
function healthInsuranceOf(
  folded: string,
): Pick<Extract<Intent, { kind: 'calculation' }>, 'healthInsurance'> {
  const premium = new RegExp(HEALTH_PREMIUM.source).exec(folded);
  if (!premium?.[1]) return {};
  const before = folded.slice(Math.max(0, premium.index - 30), premium.index);
  if (/\b(?:refus\w*|dispens\w*|sans|pas de|ni)\b[^.?!]*$/.test(before)) return {};
  const monthlyCents = centsOf(premium[1]);
  if (monthlyCents < 100) return {};
  const after = folded.slice(premium.index, premium.index + premium[0].length + 80);
  const share = /\b(?:moitie[- ]moitie|50 ?\/ ?50|a moitie|(?:la )?moitie chacun)\b/.test(after)
    ? 50
    : Number(
        /\b(?:prise? en charge|paye\w*|financee?|couverte?)\b[^%\d]{0,24}(\d{1,3}) ?%/.exec(after)?.[1] ??
          Number.NaN,
      );
  const stated = share >= 0 && share <= 100;
  return {
    healthInsurance: { monthlyCents, employerSharePercent: stated ? share : 50, shareStated: stated },
  };
}

/** A monthly pay of the question (« 2300 », « 2 300 € brut »), its figure and its cents' part. */
const PAY = String.raw`(\d{1,2}[ .]?\d{3})(?:,(\d{1,2}))? ?(?:€|euros?|e\b)?(?: brut| bruts)?(?: par mois)?`;

/**
 * « 2300 brut pendant 9 mois puis augmenté à 2600 les 3 derniers mois »: an older pay for some
 * months, then a newer one for the most recent months.
 */
const PAY_CHANGE = new RegExp(
  String.raw`${PAY} (?:pendant|durant|sur|les) (\d{1,2}) (?:premiers )?mois,? (?:puis|et|ensuite|avant d'etre|avant)(?: (?:il a ete |elle a ete |a ete |il est |elle est )?(?:augmentee?|passee?|montee?|rehaussee?))?(?: a)? ${PAY} (?:pendant |durant |sur |les |ses )?(?:les )?(\d{1,2}) (?:derniers )?mois`,
);

/**
 * A pay with the last months' at another figure: « 2 000 € brut par mois, sauf les 3 derniers à 2 300 € »,
 * « j'étais à 2500 brut par mois mais j'ai été augmenté à 2800 brut il y a 3 mois »: the older pay for the
 * rest of the 12 months.
 */
const LAST_MONTHS_EXCEPT = new RegExp(
  String.raw`${PAY},? sauf (?:les|ses) (\d{1,2}) derniers(?: mois)? (?:a|de|ou (?:il|elle) (?:etait|est) a) ${PAY}`,
);
const RAISED_MONTHS_AGO = new RegExp(
  String.raw`\b(?:etais|etait|suis|est|gagnais|gagnait) a ${PAY}[^.?!]{0,40}?\b(?:augmentee?|passee?) a ${PAY} (?:il y a|depuis) (\d{1,2}) mois\b`,
);

/** An amount of euros written out, its figure and its cents' part (« 2 150,40 € », « 24 476,55 »). */
const EUROS = String.raw`(\d{1,3}(?:[ .]\d{3})+|\d{1,6})(?!\d)(?:,(\d{1,2}))? ?(?:€|euros?)?`;
/** The largest month's pay read (10 million euros), as `readAmountCents` reads none larger. */
const MAX_MONTH_CENTS = 1_000_000_000;

/** « mes 3 derniers mois ça a fait 2 150,40 €, 2 090,10 € et 1 980,00 € brut ». */
const LAST_THREE_MONTHS = new RegExp(
  String.raw`\b(?:3|trois) derniers mois\b[^.?!\d]{0,40}${EUROS}(?: bruts?)?,? ${EUROS}(?: bruts?)?,? (?:et )?${EUROS}`,
);
/** « sur les 12 derniers mois j'ai touché 24 476,55 € brut en tout ». */
const LAST_TWELVE_MONTHS_TOTAL = new RegExp(
  String.raw`\b(?:12|douze) derniers mois\b[^.?!\d]{0,40}${EUROS}(?: bruts?)? (?:en tout|au total)\b`,
);

/**
 * The 3 last months' pay and the 12 months' total told (« mes 3 derniers mois 2 150,40 €, 2 090,10 €
 * et 1 980,00 €, et sur les 12 derniers mois 24 476,55 € en tout »): the 3 months as told, the 9
 * before them sharing the rest of the total (which keeps the 12 months' average the total's), most
 * recent first as told.
 */
function lastMonthsHistoryOf(folded: string): { payHistoryCents?: readonly number[] } {
  const three = LAST_THREE_MONTHS.exec(folded);
  const twelve = LAST_TWELVE_MONTHS_TOTAL.exec(folded);
  if (!three || !twelve) return {};
  const recent = [0, 2, 4].map((at) => cents(three[at + 1] ?? '', three[at + 2]));
  const total = cents(twelve[1] ?? '', twelve[2]);
  const rest = total - recent.reduce((sum, each) => sum + each, 0);
  // Figures a pay can be (up to 10 million euros a month), none of the 9 older months nil.
  if (
    recent.some((each) => !(each > 0 && each <= MAX_MONTH_CENTS)) ||
    !(rest > 0) ||
    rest > 9 * MAX_MONTH_CENTS
  )
    return {};
  const each = Math.floor(rest / 9);
  const older = Array.from({ length: 9 }, (_, index) => each + (index < rest - each * 9 ? 1 : 0));
  return { payHistoryCents: [...recent, ...older] };
}

/** The pay of the last 12 months as the question tells it, in one of the ways a visitor tells it. */
function toldPayHistoryOf(
  folded: string,
  monthlyCents: number | null,
): { payHistoryCents?: readonly number[] } {
  const changed = payHistoryOf(folded);
  if (changed.payHistoryCents) return changed;
  const months = lastMonthsHistoryOf(folded);
  return months.payHistoryCents ? months : thirteenthMonthHistoryOf(folded, monthlyCents);
}

function cents(figure: string, decimals: string | undefined): number {
  return Number(figure.replace(/[ .]/g, '')) * 100 + Number((decimals ?? '0').padEnd(2, '0'));
}

/** « plus un 13e mois de 2 250 € », « un treizième mois », « une prime annuelle de 1 200 € ». */
const THIRTEENTH_MONTH =
  /\b(?:13 ?(?:e|eme|ieme)|treizieme) mois\b(?:[^.?!\d]{0,30}?(\d{1,3}(?:[ .]\d{3})+|\d{3,6})(?:,(\d{1,2}))? ?(?:€|euros?))?|\bprime (?:annuelle|de fin d'annee)\b[^.?!\d]{0,20}?(\d{1,3}(?:[ .]\d{3})+|\d{3,6})(?:,(\d{1,2}))? ?(?:€|euros?)/;

/**
 * A monthly pay with an annual bonus (« 2 250 € brut par mois, plus un 13e mois de 2 250 € »): the
 * 12 months' pay with the bonus in one of them, whose average, the more favourable (R1234-4: in the
 * 3 last months a bonus counts only pro rata), is the reference salary. A « 13e mois » told without
 * its amount is a month's pay; one denied (« aucune prime ni 13e mois »), asked about, included or of
 * a net or annual pay is none.
 */
function thirteenthMonthHistoryOf(
  folded: string,
  statedMonthly: number | null,
): { payHistoryCents?: readonly number[] } {
  const bonus = THIRTEENTH_MONTH.exec(folded);
  if (!bonus) return {};
  // The pay told next to it (« je gagne 2 300 € brut par mois plus un 13e mois »), else the question's.
  const near = Math.max(
    bonus.index - 60,
    folded.lastIndexOf(', ', bonus.index) + 2,
    folded.lastIndexOf('. ', bonus.index) + 2,
    0,
  );
  const monthly = readAmountCents(folded.slice(near, bonus.index)) ?? statedMonthly;
  if (monthly === null) return {};
  // A net pay (its gross is another figure), an annual one, a 13e mois included or spread already, or
  // asked about (« le 13e mois est-il pris en compte ? ») is no 13e mois to add.
  const sentenceEnd = folded.slice(bonus.index).search(/[.?!]/);
  const sentence = folded.slice(
    Math.max(0, folded.lastIndexOf('.', bonus.index) + 1),
    sentenceEnd < 0 ? undefined : bonus.index + sentenceEnd + 1,
  );
  if (
    /\bnets?\b|\b(?:par an|annuel\w*|compris|inclu\w*|dont|sur 13 mois|prorat\w*|pris en compte|compte(?:r)? (?:dans|pour))\b|\?$/.test(
      sentence,
    )
  )
    return {};
  // « aucune prime ni 13e mois », « pas de 13e mois »: denied, none.
  if (/\b(?:ni|pas de|pas d'|sans|aucune?|hors|jamais)\b[^.?!]{0,12}$/.test(folded.slice(0, bonus.index)))
    return {};
  const told = bonus[1] ?? bonus[3];
  const bonusCents = told ? cents(told, bonus[2] ?? bonus[4]) : monthly;
  if (!(bonusCents > 0 && bonusCents <= 12 * monthly && monthly <= MAX_MONTH_CENTS)) return {};
  return { payHistoryCents: [...Array.from({ length: 11 }, () => monthly), monthly + bonusCents] };
}

function payHistoryOf(folded: string): { payHistoryCents?: readonly number[] } {
  const except = LAST_MONTHS_EXCEPT.exec(folded) ?? undefined;
  const raised = except ? undefined : (RAISED_MONTHS_AGO.exec(folded) ?? undefined);
  const recentTold = except
    ? { older: [except[1], except[2]], recent: Number(except[3]), newer: [except[4], except[5]] }
    : raised
      ? { older: [raised[1], raised[2]], recent: Number(raised[5]), newer: [raised[3], raised[4]] }
      : null;
  if (recentTold) {
    const { recent } = recentTold;
    const older = cents(recentTold.older[0] ?? '', recentTold.older[1]);
    const newer = cents(recentTold.newer[0] ?? '', recentTold.newer[1]);
    if (recent < 1 || recent > 11 || older > MAX_MONTH_CENTS || newer > MAX_MONTH_CENTS) return {};
    return {
      payHistoryCents: [
        ...Array.from({ length: recent }, () => newer),
        ...Array.from({ length: 12 - recent }, () => older),
      ],
    };
  }
  const match = PAY_CHANGE.exec(folded);
  if (!match) return {};
  const [, older = '', olderDecimals, olderMonths = '0', newer = '', newerDecimals, newerMonths = '0'] =
    match;
  const before = Number(olderMonths);
  const recent = Number(newerMonths);
  if (before < 1 || recent < 1 || before + recent > 12) return {};
  return {
    payHistoryCents: [
      ...Array.from({ length: recent }, () => cents(newer, newerDecimals)),
      ...Array.from({ length: before }, () => cents(older, olderDecimals)),
    ],
  };
}

/** The amount stated is a whole contract's pay: « au total », « en tout », « sur le contrat ». */
const TOTAL_PAY =
  /\b(?:au total|en tout(?! (?:cas|etat de cause))|total|cumules?|sur (?:le|son|tout le|toute la duree du|la duree du) (?:cdd|contrat))\b/;

/** The amount stated is a month's pay (« 2 000 € par mois sur le contrat »). */
const MONTHLY_PAY = /\b(?:par mois|chaque mois|mensuel\w*|\/ ?mois)\b/;

/** « + une prime de 600 », « plus un bonus de 1 200 € », « et une prime de fin de chantier de 500 € ». */
const BONUS =
  /(?:\+|\bplus|\bet|\bavec) (?:une |un |la |sa )?(?:primes?|bonus)(?: [a-z' ]{0,30}?)? (?:de |d'un montant de )?(\d{1,3}(?:[ .]\d{3})+|\d{2,6})(?:,(\d{1,2}))? ?(?:€|euros?|e\b)?/;

function bonusOf(folded: string): { bonusCents?: number } {
  const match = BONUS.exec(folded);
  if (!match?.[1]) return {};
  return {
    bonusCents: Number(match[1].replace(/[ .]/g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0')),
  };
}

function precarityExclusionOf(folded: string): { precarityExclusion?: PrecarityExclusion } {
  // « on ne peut pas lui proposer de CDI derrière »: no CDI follows, whatever the words between.
  const facts = withoutDeniedFacts(folded).replace(
    /\b(?:ne (?:peut|peux|pouvons|pourra|pourrai|va|vais|compte) pas|pas (?:possible|prevu)) (?:de )?(?:lui )?(?:proposer|offrir|faire|signer|donner|garder)? ?(?:de |d'|un |en )?cdi(?: (?:derriere|ensuite|apres|a la suite|juste apres))?/g,
    ' ',
  );
  const found = PRECARITY_EXCLUSION_WORDS.find(([words]) => words.test(facts));
  return found ? { precarityExclusion: found[1] } : {};
}

/**
 * The professions whose resignation notice the law sets: « VRP » (voyageur, représentant, placier,
 * L7313-9) and « journaliste » (L7112-2); every other notice is the collective agreement's.
 */
function resigningProfession(folded: string): { profession?: 'vrp' | 'journaliste' } {
  if (/\b(?:vrp|voyageurs? representants? placiers?)\b/.test(folded)) return { profession: 'vrp' };
  if (/\bjournalistes?\b/.test(folded)) return { profession: 'journaliste' };
  return {};
}

/**
 * The intent of a message in its conversation: a follow-up that only gives figures (« 3 ans »,
 * « et pour 5 ans ? », « 2 800 € brut ») completes the calculation the visitor asked for in one of
 * their last messages; its figures replace that question's own.
 */
export function recogniseIntentInConversation(
  message: string,
  previousQuestions: readonly string[],
  isKnown: KnownWord = noWordKnown,
): Intent {
  const intent = recogniseIntent(message, isKnown);
  const folded = normaliseVisitorWords(foldQuestion(message), isKnown);
  if (intent.kind === 'calculation') return withEarlierFigures(intent, folded, previousQuestions, isKnown);
  const plan = planMention(folded);
  const onlyAPlan =
    folded
      .replace(/[?!.,]/g, ' ')
      .trim()
      .split(/\s+/).length <= 4;
  if (
    (intent.kind === 'retrieval' || intent.kind === 'product') &&
    plan !== null &&
    onlyAPlan &&
    isFollowUp(folded)
  ) {
    // « et la Complète ? » after a question on a plan's price or content: the same, for that plan.
    const earlier = lastIntent(previousQuestions, (item) => item.kind === 'product', isKnown);
    if (earlier?.kind === 'product' && (earlier.topic === 'price' || earlier.topic === 'plan-content')) {
      return { ...earlier, plan };
    }
  }
  if (intent.kind !== 'retrieval') return intent;
  if (isFollowUp(folded)) {
    // « et pour une rupture conventionnelle ? », « et le préavis ? » after a calculation: read with
    // that question, its own words and figures first (the first figure of a kind is the one read).
    // The follow-up must add something: another calculation, or a figure.
    const addsFigure = readSeniorityMonths(folded) !== null || readAmountCents(folded) !== null;
    for (const previous of [...previousQuestions].reverse()) {
      const earlier = recogniseIntent(previous, isKnown);
      if (earlier.kind !== 'calculation') continue;
      const together = recogniseIntent(`${message} ; ${previous}`, isKnown);
      if (
        together.kind === 'calculation' &&
        (together.calculator !== earlier.calculator || addsFigure || casesDiffer(together, earlier))
      ) {
        // The follow-up's own amount says whether it is net (« et pour 2 500 net ? » after « 4 000 brut »).
        // Its own amount is a month's unless it says otherwise (« et avec 3 200 brut ? » after a year's).
        const { netAmount: _net, annualAmountCents: _annual, ...rest } = together;
        const own = readAmountCents(folded);
        const annual =
          own === null ? together.annualAmountCents : ANNUAL_AMOUNT.test(folded) ? own : undefined;
        const amounts =
          own === null ? {} : { amountCents: annual === undefined ? own : Math.round(own / 12) };
        const net = own === null ? together.netAmount : amountIsNet(folded) || undefined;
        return {
          ...rest,
          ...amounts,
          ...(annual === undefined ? {} : { annualAmountCents: annual }),
          ...(net && FROM_THE_GROSS.has(together.calculator) ? { netAmount: true as const } : {}),
        };
      }
      break;
    }
  }

  const seniorityMonths = readSeniorityMonths(folded);
  const amountCents = readAmountCents(folded) ?? readBareNumberAsAmount(folded);
  if (seniorityMonths === null && amountCents === null) return intent;
  // The figure must be most of the message: « 3 ans », « et avec 2 500 € ? », not a new question.
  if (folded.split(' ').length > 9) return intent;
  for (const previous of [...previousQuestions].reverse()) {
    const earlier = recogniseIntent(previous, isKnown);
    // « 8 ans » after « maintien de salaire en arrêt maladie ? »: the seniority the answer asked for.
    if (earlier.kind === 'sick-pay' && seniorityMonths !== null) return { ...earlier, seniorityMonths };
    if (earlier.kind !== 'calculation') continue;
    // A new amount says itself whether it is net (« 3 200 € brut » answers « quel brut ? »).
    const { netAmount, annualAmountCents, ...rest } = earlier;
    const net = amountCents === null ? netAmount : amountIsNet(folded) || undefined;
    return {
      ...rest,
      // A new amount is a month's, unless it says otherwise.
      ...(amountCents === null && annualAmountCents !== undefined ? { annualAmountCents } : {}),
      seniorityMonths: seniorityMonths ?? earlier.seniorityMonths,
      amountCents: amountCents ?? earlier.amountCents,
      seriousMisconduct: earlier.seriousMisconduct || /\bfaute (?:grave|lourde)\b/.test(folded),
      disabledWorker: earlier.disabledWorker || /\b(?:handicap\w*|rqth)\b/.test(folded),
      ...(net && FROM_THE_GROSS.has(earlier.calculator) ? { netAmount: true as const } : {}),
    };
  }
  return intent;
}

/** Whether two calculations differ in what the case is (« et pour un cadre ? », « et pour faute grave ? »). */
function casesDiffer(
  one: Extract<Intent, { kind: 'calculation' }>,
  other: Extract<Intent, { kind: 'calculation' }>,
): boolean {
  return (
    one.managerialStaff !== other.managerialStaff ||
    one.seriousMisconduct !== other.seriousMisconduct ||
    one.disabledWorker !== other.disabledWorker ||
    one.economicMotive !== other.economicMotive
  );
}

/** A short message that goes on from the previous one: « et pour … ? », « et la Complète ? », « idem avec … ». */
function isFollowUp(folded: string): boolean {
  return (
    folded.split(' ').length <= 8 &&
    /^(?:et|pour|avec|si|idem|meme chose|pareil|maintenant|aussi|sinon|ok et|d'accord et)\b/.test(folded)
  );
}

/** The intent of the latest previous question that `accepts`. */
function lastIntent(
  previousQuestions: readonly string[],
  accepts: (intent: Intent) => boolean,
  isKnown: KnownWord,
): Intent | null {
  for (const previous of [...previousQuestions].reverse()) {
    const earlier = recogniseIntent(previous, isKnown);
    if (accepts(earlier)) return earlier;
  }
  return null;
}

/**
 * A follow-up calculation (« et pour une rupture conventionnelle ? » after « indemnité de
 * licenciement 5 ans 2 500 € ») takes the figures it does not state from the latest calculation the
 * visitor asked; the answer names the figures it used.
 */
function withEarlierFigures(
  intent: Extract<Intent, { kind: 'calculation' }>,
  folded: string,
  previousQuestions: readonly string[],
  isKnown: KnownWord,
): Intent {
  if ((intent.seniorityMonths !== null && intent.amountCents !== null) || !isFollowUp(folded)) return intent;
  const earlier = lastIntent(previousQuestions, (item) => item.kind === 'calculation', isKnown);
  if (earlier?.kind !== 'calculation') return intent;
  return {
    ...intent,
    seniorityMonths: intent.seniorityMonths ?? earlier.seniorityMonths,
    amountCents: intent.amountCents ?? earlier.amountCents,
  };
}

/** A reply that is only a number of 3 digits or more (« 2500 », « 3 200 ») answers « quel salaire ? ». */
function readBareNumberAsAmount(folded: string): number | null {
  const match =
    /^(?:et )?(?:avec |pour |de |a )?(\d{1,3}(?: \d{3})+|\d{3,7})(?: brut)?(?: par mois)? ?\??$/.exec(folded);
  return match?.[1] ? Number(match[1].replace(/ /g, '')) * 100 : null;
}
