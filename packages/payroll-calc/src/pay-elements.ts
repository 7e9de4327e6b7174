/**
 * The pay elements of a month beyond the base pay, each with its treatment on the payslip:
 * - bonuses and commissions (primes): pay, in the gross, the contributions' base and the net imposable;
 * - benefits in kind (avantages en nature: car, housing, NTIC tools, meals) at the official valuations of the
 *   year (rates/<year>.ts, `payElements`): in the gross, the contributions' base and the net imposable
 *   (CSS art. L242-1; CGI art. 82), but not paid in cash, so deducted again from the net à payer;
 * - expense refunds on receipts and kilometric allowances at the barème of the year: outside the
 *   contributions' base and the net imposable (frais professionnels, arrêté du 20 décembre 2002; CGI art.
 *   81 1°), added to the net à payer;
 * - titres-restaurant: the employer's share is exempt between 50 % and 60 % of the voucher's value and up to
 *   the year's limit (CSS art. L136-1-1 III 4°, CGI art. 81 19°): the excess joins the base and the net
 *   imposable as a benefit in kind; outside the 50–60 % range, the whole share does (Urssaf,
 *   « Titres-restaurant »); the employee's share is deducted from the net à payer;
 * - « Autres ajouts » and « Autres retenues », each with a required label (its nature, Code du travail art.
 *   R3243-1 9°): an addition is either pay (subject, in the gross) or a justified refund outside both bases,
 *   said on the payslip; a deduction comes off the net à payer only;
 * - an employee's paid leave taken in the month (R3243-1 8°: its dates and its indemnity): the pay of the days
 *   off comes out of the gross and the indemnity goes in (Code du travail L3141-24: the greater of the pay
 *   maintained and the tenth), both pay, subject like the salary;
 * - at a contract's end, the indemnité compensatrice de congés payés (L3141-28) and a CDD's indemnité de fin de
 *   contrat (L1243-8): pay, in the gross, subject like the salary (CSS art. L242-1).
 */
import { ratesForYear, type SupportedYear } from './rates/index.ts';
import type { KilometricBand } from './rates/year-rates.ts';

/** A company car made available for private use. */
export interface CompanyCar {
  kind: 'vehicule';
  /** Bought (purchase price TTC) or leased (annual cost TTC: rent, upkeep, insurance, and fuel when paid). */
  holding: 'achete' | 'loue';
  /** Purchase price TTC, or annual cost of the lease TTC, in cents. */
  costCents: number;
  /** For a bought car: more than 5 years old. */
  olderThanFiveYears?: boolean;
  /** Whether the company pays the fuel of private use. */
  fuelPaid: boolean;
  /** A car running on electricity only, with the environmental score (the 70 % abatement). */
  electric?: boolean;
}

/** One pay element of the month; amounts in cents. */
export type PayElement =
  | { kind: 'prime'; label: string; amountCents: number }
  | CompanyCar
  | { kind: 'logement'; mainRooms: number }
  | { kind: 'ntic'; label: string; purchaseOrSubscriptionCents: number }
  | { kind: 'repas'; meals: number }
  | { kind: 'frais'; label: string; amountCents: number }
  | {
      kind: 'indemnites-kilometriques';
      /** Kilometres of the month. */
      km: number;
      /** Kilometres already refunded in the year before the month (the barème is annual). */
      kmYearToDate: number;
      /** Fiscal horsepower (3 or less → 3, 7 or more → 7). */
      horsepower: number;
      electric?: boolean;
    }
  | {
      kind: 'titres-restaurant';
      count: number;
      faceValueCents: number;
      /** The employer's share of the face value, in percent. */
      employerSharePercent: number;
    }
  | { kind: 'autre-ajout'; label: string; amountCents: number; subject: boolean }
  | { kind: 'autre-retenue'; label: string; amountCents: number }
  | {
      kind: 'conges-payes';
      /** First and last day off, 'YYYY-MM-DD'. */
      startDate: string;
      endDate: string;
      /** Jours ouvrables taken (Monday to Saturday, public holidays excepted). */
      workingDays: number;
      /** The pay of the days off, taken out of the gross (the salary maintained). */
      absenceCents: number;
      /** The indemnity paid for them, at least `absenceCents` (L3141-24). */
      indemnityCents: number;
    }
  | {
      kind: 'indemnite-compensatrice-conges';
      /** Jours ouvrables acquired and not taken. */
      workingDays: number;
      amountCents: number;
    }
  | { kind: 'indemnite-fin-contrat'; amountCents: number }
  /**
   * The legal dismissal indemnity (R1234-2), or the indemnité spécifique de rupture conventionnelle at the
   * legal amount (L1237-13): within that amount and 2 PASS, outside the contributions, the CSG/CRDS and the
   * income tax (CSS art. L242-1 II 7°, L136-1-1 III 5°; CGI art. 80 duodecies); a rupture conventionnelle
   * owes the employer's 30 % contribution on it (CSS art. L137-12), which the payslip computes.
   */
  | { kind: 'indemnite-licenciement'; amountCents: number }
  | { kind: 'indemnite-rupture-conventionnelle'; amountCents: number };

/** How a line is treated on the payslip. */
export type PayElementTreatment =
  /** Pay: in the gross, the base and the net imposable, paid. */
  | 'brut'
  /** Benefit in kind: in the gross, the base and the net imposable, deducted from the net à payer. */
  | 'avantage-en-nature'
  /** Outside the base and the net imposable, added to the net à payer. */
  | 'non-soumis'
  /** Deducted from the net à payer. */
  | 'retenue'
  /** Pay of time off, taken out of the gross (a paid leave's days, before its indemnity). */
  | 'absence';

/** One line of the pay elements, as printed. */
export interface PayElementLine {
  kind: PayElement['kind'];
  label: string;
  treatment: PayElementTreatment;
  amountCents: number;
}

/** The pay elements' effect on the payslip, in cents. */
export interface PayElementsEffect {
  lines: PayElementLine[];
  /**
   * Added to the gross: bonuses, subject additions, benefits in kind and leave indemnities, less the pay of the
   * days off (never below zero for a paid leave: its indemnity is at least that pay).
   */
  grossAdditionsCents: number;
  /** The benefits in kind within it, deducted again from the net à payer. */
  inKindCents: number;
  /** Outside the base and the net imposable, added to the net à payer. */
  nonSubjectCents: number;
  /** Deducted from the net à payer. */
  deductionsCents: number;
}

function cents(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`payroll-calc: ${what} must be a whole number of cents ≥ 0, got ${value}`);
  }
  return value;
}

function count(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`payroll-calc: ${what} must be a whole number ≥ 0, got ${value}`);
  }
  return value;
}

function label(value: string, what: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw new RangeError(`payroll-calc: ${what} needs a label (its nature)`);
  return trimmed;
}

/**
 * Two plafonds annuels de la sécurité sociale: the most of a dismissal or rupture conventionnelle indemnity
 * that stays outside the contributions (CSS art. L242-1 II 7°), in cents.
 */
export function dismissalExemptionCeilingCents(year: SupportedYear): number {
  return 2 * 12 * ratesForYear(year).pmssCents;
}

/** The employer's contribution on a rupture conventionnelle's indemnity, in percent (CSS art. L137-12, since 1 September 2023). */
export const RUPTURE_CONVENTIONNELLE_EMPLOYER_PERCENT = 30;

/** 'YYYY-MM-DD' as '04/08/2026'. */
function frenchDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** Cents × percent / 100, rounded half up (a valuation, rounded once). */
function share(amountCents: number, percent: number): number {
  return Math.round((amountCents * Math.round(percent * 1000)) / 100_000);
}

/** The barème's amount for a yearly distance, in cents (rounded to the cent). */
function kilometricAmount(bands: readonly KilometricBand[], km: number): number {
  const band = bands.find((b) => b.upToKm === null || km <= b.upToKm);
  if (band === undefined) throw new RangeError('payroll-calc: a barème without a last band');
  return Math.round((km * band.perKmMilli) / 10) + (km === 0 ? 0 : band.fixedCents);
}

/** A trip refunded at the barème kilométrique (« 650 km avec ma voiture de 6 CV »). */
export interface KilometricTrip {
  /** Kilometres to refund. */
  km: number;
  /** Kilometres already refunded in the year before them (the barème is annual); 0 by default. */
  kmYearToDate?: number;
  /** Fiscal horsepower (3 or less → 3, 7 or more → 7). */
  horsepower: number;
  /** An electric car: +20 %. */
  electric?: boolean;
}

/**
 * The kilometric allowance of a trip at the year's barème for cars, in cents: the barème's amount for
 * the year's distance after the trip, less its amount for the distance before it. RangeError for a
 * negative or fractional distance or horsepower.
 */
export function kilometricAllowanceCents(year: SupportedYear, trip: KilometricTrip): number {
  const { payElements: p } = ratesForYear(year);
  const hp = Math.min(Math.max(count(trip.horsepower, 'horsepower'), 3), 7) as 3 | 4 | 5 | 6 | 7;
  const bands = p.kilometricCars[hp];
  const already = count(trip.kmYearToDate ?? 0, 'kmYearToDate');
  const amount = kilometricAmount(bands, already + count(trip.km, 'km')) - kilometricAmount(bands, already);
  return trip.electric ? Math.round((amount * (100 + p.kilometricElectricIncreasePercent)) / 100) : amount;
}

/**
 * The value of a meal the company provides, as a benefit in kind (avantage en nature nourriture):
 * the year's flat amount per meal, the one the payslips' « repas » lines count (Urssaf, « Avantages
 * en nature »; 5,50 € in 2026).
 */
export function mealBenefitCents(year: SupportedYear): number {
  return ratesForYear(year).payElements.mealBenefitCents;
}

/** The monthly value of a company car: the annual flat share / 12, electric abatement applied. */
export function companyCarMonthlyCents(year: SupportedYear, car: CompanyCar): number {
  const { payElements: p } = ratesForYear(year);
  cents(car.costCents, 'costCents');
  const percent =
    car.holding === 'loue'
      ? car.fuelPaid
        ? p.carPercent.leasedWithFuel
        : p.carPercent.leased
      : car.olderThanFiveYears
        ? car.fuelPaid
          ? p.carPercent.purchasedOldWithFuel
          : p.carPercent.purchasedOld
        : car.fuelPaid
          ? p.carPercent.purchasedRecentWithFuel
          : p.carPercent.purchasedRecent;
  const annual = share(car.costCents, percent);
  const abatement = car.electric
    ? Math.min(share(annual, p.electricCarAbatementPercent), p.electricCarAbatementCapCents)
    : 0;
  return Math.round((annual - abatement) / 12);
}

/** The exemption of the employer's share of meal vouchers in a year (CGI art. 81 19°, CSS art. L136-1-1 III 4°). */
export interface MealVoucherExemption {
  /** The employer's share exempt per voucher, at most, in cents. */
  readonly capCents: number;
  /** The employer's share must be between these shares of the voucher's value, in percent. */
  readonly minSharePercent: number;
  readonly maxSharePercent: number;
}

/** The year's exemption of the employer's share of meal vouchers (titres-restaurant). */
export function mealVoucherExemption(year: SupportedYear): MealVoucherExemption {
  const { payElements: p } = ratesForYear(year);
  return {
    capCents: p.mealVoucherExemptCapCents,
    minSharePercent: p.mealVoucherMinSharePercent,
    maxSharePercent: p.mealVoucherMaxSharePercent,
  };
}

/**
 * The pay elements of a month for a person whose base pay (before the elements) is `basePayCents` (it sets
 * the housing bracket); a RangeError for an invalid element (missing label, negative amount, a housing
 * benefit in a year whose barème is not held).
 */
export function applyPayElements(
  year: SupportedYear,
  elements: readonly PayElement[],
  basePayCents: number,
): PayElementsEffect {
  const rates = ratesForYear(year);
  const p = rates.payElements;
  const lines: PayElementLine[] = [];
  const add = (kind: PayElement['kind'], text: string, treatment: PayElementTreatment, amount: number) => {
    if (amount > 0) lines.push({ kind, label: text, treatment, amountCents: amount });
  };
  for (const e of elements) {
    switch (e.kind) {
      case 'prime':
        add(e.kind, label(e.label, 'a bonus'), 'brut', cents(e.amountCents, 'amountCents'));
        break;
      case 'vehicule':
        add(e.kind, 'Avantage en nature véhicule', 'avantage-en-nature', companyCarMonthlyCents(year, e));
        break;
      case 'logement': {
        const rooms = count(e.mainRooms, 'mainRooms');
        if (p.housingBenefit === null) {
          throw new RangeError(
            `payroll-calc: the ${year} housing barème is not held; value the housing at its real value as an « autre ajout »`,
          );
        }
        const bracket = p.housingBenefit.find(
          (b) => b.belowPmss === null || basePayCents < Math.round(b.belowPmss * rates.pmssCents),
        );
        if (bracket === undefined || rooms < 1) {
          throw new RangeError('payroll-calc: a housing benefit needs at least one main room');
        }
        const monthly = rooms === 1 ? bracket.oneRoomCents : rooms * bracket.perRoomCents;
        add(
          e.kind,
          `Avantage en nature logement (${rooms} pièce${rooms > 1 ? 's' : ''})`,
          'avantage-en-nature',
          monthly,
        );
        break;
      }
      case 'ntic':
        add(
          e.kind,
          `Avantage en nature NTIC — ${label(e.label, 'an NTIC tool')}`,
          'avantage-en-nature',
          Math.round(
            share(cents(e.purchaseOrSubscriptionCents, 'purchaseOrSubscriptionCents'), p.nticPercent) / 12,
          ),
        );
        break;
      case 'repas':
        add(
          e.kind,
          'Avantage en nature repas',
          'avantage-en-nature',
          count(e.meals, 'meals') * p.mealBenefitCents,
        );
        break;
      case 'frais':
        add(
          e.kind,
          `Remboursement de frais — ${label(e.label, 'an expense refund')}`,
          'non-soumis',
          cents(e.amountCents, 'amountCents'),
        );
        break;
      case 'indemnites-kilometriques': {
        const amount = kilometricAllowanceCents(year, e);
        const hp = Math.min(Math.max(e.horsepower, 3), 7);
        add(e.kind, `Indemnités kilométriques (${e.km} km, ${hp} CV)`, 'non-soumis', amount);
        break;
      }
      case 'titres-restaurant': {
        const n = count(e.count, 'count');
        const face = cents(e.faceValueCents, 'faceValueCents');
        const employerPer = share(face, e.employerSharePercent);
        const inRange =
          e.employerSharePercent >= p.mealVoucherMinSharePercent &&
          e.employerSharePercent <= p.mealVoucherMaxSharePercent;
        const subjectPer = inRange ? Math.max(employerPer - p.mealVoucherExemptCapCents, 0) : employerPer;
        add(e.kind, 'Titres-restaurant, part patronale soumise', 'avantage-en-nature', n * subjectPer);
        add(e.kind, 'Titres-restaurant, part salariale', 'retenue', n * (face - employerPer));
        break;
      }
      case 'autre-ajout':
        add(
          e.kind,
          label(e.label, 'an « autre ajout »'),
          e.subject ? 'brut' : 'non-soumis',
          cents(e.amountCents, 'amountCents'),
        );
        break;
      case 'autre-retenue':
        add(e.kind, label(e.label, 'an « autre retenue »'), 'retenue', cents(e.amountCents, 'amountCents'));
        break;
      case 'conges-payes': {
        const days = count(e.workingDays, 'workingDays');
        const absence = cents(e.absenceCents, 'absenceCents');
        const indemnity = cents(e.indemnityCents, 'indemnityCents');
        if (
          !/^\d{4}-\d{2}-\d{2}$/.test(e.startDate) ||
          !/^\d{4}-\d{2}-\d{2}$/.test(e.endDate) ||
          e.endDate < e.startDate
        ) {
          throw new RangeError('payroll-calc: a paid leave needs its first and last day, in order');
        }
        if (indemnity < absence) {
          throw new RangeError(
            'payroll-calc: a paid leave indemnity is at least the pay maintained (L3141-24)',
          );
        }
        const period = `du ${frenchDate(e.startDate)} au ${frenchDate(e.endDate)}, ${days} jour${days > 1 ? 's' : ''} ouvrable${days > 1 ? 's' : ''}`;
        add(e.kind, `Absence pour congés payés (${period})`, 'absence', absence);
        add(e.kind, 'Indemnité de congés payés', 'brut', indemnity);
        break;
      }
      case 'indemnite-compensatrice-conges': {
        const days = count(e.workingDays, 'workingDays');
        add(
          e.kind,
          `Indemnité compensatrice de congés payés (${days} jour${days > 1 ? 's' : ''} ouvrable${days > 1 ? 's' : ''})`,
          'brut',
          cents(e.amountCents, 'amountCents'),
        );
        break;
      }
      case 'indemnite-fin-contrat':
        add(e.kind, 'Indemnité de fin de contrat (10 %)', 'brut', cents(e.amountCents, 'amountCents'));
        break;
      case 'indemnite-licenciement':
      case 'indemnite-rupture-conventionnelle': {
        const amount = cents(e.amountCents, 'amountCents');
        if (amount > dismissalExemptionCeilingCents(year)) {
          throw new RangeError(
            'payroll-calc: a termination indemnity above 2 PASS is partly subject (not handled)',
          );
        }
        add(
          e.kind,
          e.kind === 'indemnite-licenciement'
            ? 'Indemnité légale de licenciement'
            : 'Indemnité spécifique de rupture conventionnelle',
          'non-soumis',
          amount,
        );
        break;
      }
    }
  }
  const absenceCents = lines.filter((l) => l.treatment === 'absence').reduce((s, l) => s + l.amountCents, 0);
  if (absenceCents > basePayCents) {
    throw new RangeError('payroll-calc: the pay of the days off exceeds the month’s base pay');
  }
  const sum = (t: PayElementTreatment) =>
    lines.filter((l) => l.treatment === t).reduce((s, l) => s + l.amountCents, 0);
  const inKindCents = sum('avantage-en-nature');
  return {
    lines,
    grossAdditionsCents: sum('brut') + inKindCents - absenceCents,
    inKindCents,
    nonSubjectCents: sum('non-soumis'),
    deductionsCents: sum('retenue'),
  };
}
