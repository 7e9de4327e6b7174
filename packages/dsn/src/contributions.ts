/**
 * From a payslip's stored lines to the DSN's individual contributions (S21.G00.81 under a S21.G00.78 base)
 * and to the URSSAF's aggregated lines (S21.G00.23, one per CTP « code type de personnel »).
 *
 * The payslip is the truth: every individual amount is a stored line's amount (employee + employer parts, the
 * norm carries one line per code with the total rate: research §8, DEMO and RHP), or a share of one where the
 * norm splits what the payslip prints as one line:
 * - « Maladie » (13 %) → 075 (7 %) + 907 « complément » (6 %); « Famille » (5,25 %) → 074 (3,45 %) + 102 (1,80 %):
 *   the 2026 reform abolished the reduced rates but kept the complement lines in the DSN (RGDU pages, DEMO of
 *   April 2026; ACA: CTP 863 « porte aussi les codes 102 et 907 »);
 * - « CSG/CRDS non déductible » (2,90 %) → CSG 2,40 % joins the deductible CSG in 072 (9,20 %), CRDS 0,50 % is 079;
 * - « Taxe d'apprentissage » (0,68 %) → 130, the part principale 0,59 % (CTP 992), declared monthly; the solde
 *   0,09 % is declared once a year in the DSN of April N+1 (S21.G00.82; URSSAF « La taxe d'apprentissage »,
 *   DSN-info « Modalités déclaratives du solde de la taxe d'apprentissage »), so it is not in the month's file:
 *   `notDeclared` reports it;
 * - « Réduction générale » → 018 (URSSAF part) + 106 (Agirc-Arrco part, 6,01 points of T: research §7).
 * Each share is the line's base times the part's rate, rounded to the cent, and the other part is the rest, so
 * the parts add up to the line to the cent.
 *
 * What the public sources do not show, said plainly: the CTP list below is the one the research could source
 * for an officer and an ordinary employee of a small company in mainland France (CTPT, DIDA subset, PUBC, ACA);
 * it is not the URSSAF's complete table. CTP 863 is absent from the DIDA subset: its contents (maladie, famille,
 * vieillesse, CSA and their complements, AT rate in S21.G00.23.003) are inferred from its rate 21,06 % = 13,26 +
 * 6,00 + 1,80 (CTPT) and from ACA's validated generator. The mutuelle and the prévoyance go to their organism
 * (code 059 under base 31, research §7 and CT24 controls of S21.G00.78/79/81), the forfait social and the
 * versement mobilité to the URSSAF (CTP 479 and 900). Lines this package cannot declare (PEEC, contribution
 * supplémentaire à l'apprentissage) make `buildMonthlyDsn` refuse rather than guess.
 */

/** Organism an individual contribution belongs to ('prevoyance': the organism of a welfare contract). */
export type Organism = 'urssaf' | 'agirc-arrco' | 'prevoyance';

/**
 * A base assujettie code (CT24 enumeration DSN_Code_Base_Assujettie): 02 plafonnée, 03 déplafonnée, 04 CSG/CRDS,
 * 07 assurance chômage, 13 « assiette du forfait social à 8 % », 31 « éléments de cotisation Prévoyance, Santé,
 * retraite supplémentaire », 57 « assiette du versement mobilité ».
 */
export type BaseCode = '02' | '03' | '04' | '07' | '13' | '31' | '57';

/** The CTP line an individual contribution is aggregated into. */
export interface CtpKey {
  /** Code type de personnel, e.g. '863'. */
  readonly code: string;
  /** Qualifiant d'assiette: 920 autre assiette (déplafonnée), 921 assiette plafonnée. */
  readonly qualifier: '920' | '921';
  /** 'assiette': the URSSAF applies its rate to 23.004; 'amount': a reduction declared as an amount in 23.005. */
  readonly kind: 'assiette' | 'amount';
  /** Whether the line carries the establishment's AT/MP rate in S21.G00.23.003 (CTP 100 and 863 on 920: DSNR, DIDA). */
  readonly carriesAtRate: boolean;
  /**
   * Whether the line carries the versement mobilité rate in S21.G00.23.003 and the commune in 23.006 (CTP 900:
   * CT24 CCH-11 of S21.G00.23.006; PUBC).
   */
  readonly carriesMobilityRate: boolean;
}

/** What a base 31 (welfare contract) contribution needs besides its amount. */
export interface WelfareShare {
  /** The company contract it belongs to. */
  readonly kind: 'health' | 'prevoyance';
  /**
   * Type of its S21.G00.79 component (CT24 enumeration, organisme complémentaire): '20' « montant forfaitaire
   * Prévoyance » for a flat premium (the mutuelle: DEMO), '11' « tranche A Prévoyance » for a rate on the pay up
   * to the plafond (the cadres' prévoyance: DEMO, PUBC).
   */
  readonly componentType: '11' | '20';
  /** The component's amount (S21.G00.79.004): the payslip line's base, in cents. */
  readonly componentCents: number;
}

/** One S21.G00.81 line. */
export interface IndividualContribution {
  /** The base it is declared under. */
  readonly base: BaseCode;
  /** Code de cotisation (S21.G00.81.001). */
  readonly code: string;
  readonly organism: Organism;
  /** Whether S21.G00.81.002 carries the URSSAF's identifier (URSSAF codes and the 142/146 control codes). */
  readonly urssafOps: boolean;
  /** Montant d'assiette (81.003), or null for Agirc-Arrco codes, declared without it. */
  readonly assietteCents: number | null;
  /** Montant de cotisation (81.004), employee + employer. */
  readonly amountCents: number;
  /** Taux (81.007), employee + employer, or null when the norm does not take one. */
  readonly ratePercent: number | null;
  /** The CTP it is aggregated into, or null (Agirc-Arrco, welfare contracts, control codes). */
  readonly ctp: CtpKey | null;
  /** A welfare contract's contribution (code 059 under base 31): its contract and base component. */
  readonly welfare?: WelfareShare;
  /** The versement mobilité's commune (S21.G00.81.005), for code 081. */
  readonly inseeCommuneCode?: string;
}

/** A share of the payslip the month's DSN does not carry, and why. */
export interface NotDeclaredShare {
  /** Libellé of the payslip line. */
  readonly label: string;
  /** Amount not declared this month, in cents. */
  readonly amountCents: number;
  /** Why, in French. */
  readonly reason: string;
}

const ctp = (code: string, qualifier: '920' | '921', kind: CtpKey['kind'] = 'assiette'): CtpKey => ({
  code,
  qualifier,
  kind,
  carriesAtRate: (code === '100' || code === '863') && qualifier === '920',
  carriesMobilityRate: code === '900',
});

/**
 * The CTP of an individual contribution: by its code, its base and whether the person is an officer
 * (contract nature 80). Shared by the builder and by `checkDsn`'s individual ↔ aggregated rule. Null when the
 * code is not collected through a CTP (Agirc-Arrco codes, control codes 142/146) or unknown here.
 */
export function ctpOf(
  code: string,
  base: string,
  officer: boolean,
  ratePercent: number | null,
): CtpKey | null {
  // CTP 100 « RG cas général » / 863 « RG mandataires sociaux » (CTPT; 863 includes the complements: see above).
  const general = officer ? '863' : '100';
  switch (code) {
    case '045': // AT/MP: its rate is the 23.003 of the 920 line (DSNR).
    case '068': // CSA
    case '075': // maladie
    case '074': // allocations familiales
      return ctp(general, '920');
    case '076':
      return ctp(general, base === '02' ? '921' : '920');
    case '907': // complément maladie: inside 863 for an officer, CTP 635 for an employee (DIDA, CTPT)
      return officer ? ctp('863', '920') : ctp('635', '920');
    case '102': // complément allocations familiales: inside 863, CTP 430 for an employee
      return officer ? ctp('863', '920') : ctp('430', '920');
    case '072': // CSG
    case '079': // CRDS
      return ctp('260', '920');
    case '049': // FNAL: plafonné 0,10 % below 50 staff (CTP 332), totalité 0,50 % from 50 (CTP 236)
      return base === '02' ? ctp('332', '921') : ctp('236', '920');
    case '100': // contribution au dialogue social
      return ctp('027', '920');
    case '128': // contribution à la formation professionnelle: 0,55 % below 11 staff (959), 1 % from 11 (971)
      return ratePercent !== null && ratePercent >= 1 ? ctp('971', '920') : ctp('959', '920');
    case '130': // taxe d'apprentissage, part principale (CTP 992; 993 is Alsace-Moselle, not handled)
      return ctp('992', '920');
    case '040': // assurance chômage
      return ctp('772', '920');
    case '048': // AGS
      return ctp('937', '920');
    case '018': // réduction générale (RGDU in 2026), URSSAF part: an amount (research §7, DEMO)
      return ctp('668', '921', 'amount');
    case '071': // forfait social at 8 % on the employer's prévoyance: CTP 479 « FORFAIT SOCIAL 8% » (CTPT, PUBC)
      return ctp('479', '920');
    case '081': // versement mobilité: CTP 900 with its rate in 23.003 and the commune in 23.006 (CTPT, PUBC)
      return ctp('900', '920');
    default:
      return null;
  }
}

/** Rate of 075 within « Maladie » and of 074 within « Famille » (CSS art. D242-3 and D241-3-1, reduced rates). */
const MALADIE_BASE_PERCENT = 7;
const FAMILLE_BASE_PERCENT = 3.45;
/** CRDS within « CSG/CRDS non déductible » (ordonnance n° 96-50, art. 14 and 19). */
const CRDS_PERCENT = 0.5;
/** Taxe d'apprentissage, part principale (Code du travail art. L6241-2; CTP 992 at 0,59 %). */
const TAXE_APPRENTISSAGE_PRINCIPALE_PERCENT = 0.59;
/** Forfait social on the employer's prévoyance, in percent (CSS art. L137-16, 2nd paragraph; CTP 479 at 8 %). */
const FORFAIT_SOCIAL_PREVOYANCE_PERCENT = 8;
/** Agirc-Arrco employer share inside the general reduction's T, in points (4,72 + 1,29: research §7, RGDU pages). */
const AGIRC_ARRCO_SHARE_OF_T = 6.01;

/**
 * T of the month's general reduction, in percent, to split it between URSSAF (018) and Agirc-Arrco (106).
 * 2026 (RGDU, CSS art. D241-7 as amended by décrets n° 2025-887 and 2025-1446): Tmin + Tdelta = 0,0200 +
 * 0,3781 (FNAL 0,10 %) or 0,3821 (FNAL 0,50 %). 2025 (réduction générale, same article as then in force): the
 * sum of the employer rates of its perimeter, as @dirigeo/payroll-calc computes it: maladie 7, famille 3,45,
 * vieillesse 8,55 + 2,02, FNAL, CSA 0,30, chômage 4,05 (4,00 from May), Agirc-Arrco + CEG 6,01, AT/MP part
 * 0,46 (0,50 from May).
 */
function generalReductionTPercent(year: number, month: number, fnalFull: boolean): number | null {
  if (year === 2026) return fnalFull ? 40.21 : 39.81;
  if (year === 2025) {
    const fnal = fnalFull ? 0.5 : 0.1;
    return month < 5
      ? 7 + 3.45 + 8.55 + 2.02 + fnal + 0.3 + 4.05 + 6.01 + 0.46
      : 7 + 3.45 + 8.55 + 2.02 + fnal + 0.3 + 4 + 6.01 + 0.5;
  }
  return null;
}

/** The line's base times a rate, to the cent (half away from zero). */
function share(baseCents: number, percent: number): number {
  const exact = (baseCents * Math.round(percent * 1000)) / 100_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** A line's employee + employer rate, null when both are null. */
function totalRate(line: StoredLine): number | null {
  if (line.employeeRatePercent === null && line.employerRatePercent === null) return null;
  return round3((line.employeeRatePercent ?? 0) + (line.employerRatePercent ?? 0));
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The stored line's fields this module reads. */
export interface StoredLine {
  readonly code?: string | undefined;
  readonly label: string;
  readonly baseCents: number;
  readonly employeeRatePercent: number | null;
  readonly employeeAmountCents: number;
  readonly employerRatePercent: number | null;
  readonly employerAmountCents: number;
}

/** What the month's payslip says about the person, for the mapping. */
export interface MappingContext {
  readonly officer: boolean;
  readonly year: number;
  readonly month: number;
  /** Whether the company owes the FNAL at 0,50 % on the whole pay (50 staff or more). */
  readonly fnalFull: boolean;
  /** Whether the norm of the year has the employer-share control codes 142/146 (P26V01: CT2026 code list). */
  readonly employerShareCodes: boolean;
  /** The établissement's commune for the versement mobilité, or null when the company gave none. */
  readonly inseeCommuneCode?: string | null;
}

/** Result of mapping one payslip. */
export interface MappedPayslip {
  readonly contributions: IndividualContribution[];
  readonly notDeclared: NotDeclaredShare[];
  /** Codes of the lines that cannot be declared (unknown or not handled), with their labels. */
  readonly unsupported: { code: string | null; label: string }[];
}

/** Payslip line codes this package declares; any other line makes the build refuse. */
export const DECLARABLE_LINE_CODES = [
  'maladie',
  'atmp',
  'vieillesse-plafonnee',
  'vieillesse-deplafonnee',
  'complementaire-tranche-1',
  'complementaire-tranche-2',
  'famille',
  'assurance-chomage',
  'ags',
  'csa',
  'fnal',
  'formation-professionnelle',
  'taxe-apprentissage',
  'dialogue-social',
  'apec',
  'csg-deductible',
  'csg-crds-non-deductible',
  'reduction-generale',
  'complementaire-sante',
  'prevoyance-cadre',
  'forfait-social',
  'versement-mobilite',
] as const;

/** Maps a payslip's stored lines to individual contributions. */
export function mapPayslipLines(lines: readonly StoredLine[], context: MappingContext): MappedPayslip {
  const contributions: IndividualContribution[] = [];
  const notDeclared: NotDeclaredShare[] = [];
  const unsupported: { code: string | null; label: string }[] = [];
  const { officer } = context;

  const urssaf = (
    base: BaseCode,
    code: string,
    assietteCents: number,
    amountCents: number,
    ratePercent: number | null,
  ) => {
    contributions.push({
      base,
      code,
      organism: 'urssaf',
      urssafOps: true,
      assietteCents,
      amountCents,
      ratePercent,
      ctp: ctpOf(code, base, officer, ratePercent),
    });
  };
  const agircArrco = (base: BaseCode, code: string, amountCents: number) => {
    contributions.push({
      base,
      code,
      organism: 'agirc-arrco',
      urssafOps: false,
      assietteCents: null,
      amountCents,
      ratePercent: null,
      ctp: null,
    });
  };
  /** Splits a line into a first part at `firstPercent` and the rest, both under the same base. */
  const split = (line: StoredLine, firstCode: string, firstPercent: number, restCode: string) => {
    const amount = line.employeeAmountCents + line.employerAmountCents;
    const rate = totalRate(line) ?? 0;
    if (rate <= firstPercent) {
      urssaf('03', firstCode, line.baseCents, amount, rate);
      return;
    }
    const first = share(line.baseCents, firstPercent);
    urssaf('03', firstCode, line.baseCents, first, firstPercent);
    urssaf('03', restCode, line.baseCents, amount - first, round3(rate - firstPercent));
  };

  let csgDeductible: StoredLine | null = null;
  let csgNonDeductible: StoredLine | null = null;
  for (const line of lines) {
    const amount = line.employeeAmountCents + line.employerAmountCents;
    switch (line.code) {
      case 'maladie':
        split(line, '075', MALADIE_BASE_PERCENT, '907');
        break;
      case 'famille':
        split(line, '074', FAMILLE_BASE_PERCENT, '102');
        break;
      case 'atmp':
        urssaf('03', '045', line.baseCents, amount, totalRate(line));
        break;
      case 'vieillesse-plafonnee':
        urssaf('02', '076', line.baseCents, amount, totalRate(line));
        break;
      case 'vieillesse-deplafonnee':
        urssaf('03', '076', line.baseCents, amount, totalRate(line));
        break;
      case 'csa':
        urssaf('03', '068', line.baseCents, amount, totalRate(line));
        break;
      case 'fnal':
        urssaf(context.fnalFull ? '03' : '02', '049', line.baseCents, amount, totalRate(line));
        break;
      case 'formation-professionnelle':
        urssaf('03', '128', line.baseCents, amount, totalRate(line));
        break;
      case 'dialogue-social':
        urssaf('03', '100', line.baseCents, amount, totalRate(line));
        break;
      case 'taxe-apprentissage': {
        const rate = totalRate(line) ?? 0;
        if (rate <= TAXE_APPRENTISSAGE_PRINCIPALE_PERCENT) {
          urssaf('03', '130', line.baseCents, amount, rate);
        } else {
          const principal = share(line.baseCents, TAXE_APPRENTISSAGE_PRINCIPALE_PERCENT);
          urssaf('03', '130', line.baseCents, principal, TAXE_APPRENTISSAGE_PRINCIPALE_PERCENT);
          notDeclared.push({
            label: line.label,
            amountCents: amount - principal,
            reason:
              "Solde de la taxe d'apprentissage (0,09 %) : déclaré une fois par an, dans la DSN d'avril de l'année suivante (bloc S21.G00.82), pas dans la DSN du mois.",
          });
        }
        break;
      }
      case 'assurance-chomage':
        urssaf('07', '040', line.baseCents, amount, totalRate(line));
        break;
      case 'ags':
        urssaf('07', '048', line.baseCents, amount, totalRate(line));
        break;
      case 'complementaire-tranche-1':
      case 'complementaire-tranche-2': {
        // 131 « cotisation Agirc-Arrco », no OPS and no rate (CT24F, DEMO). Tranche 1 under the plafonnée base 02,
        // tranche 2 under the déplafonnée base 03: the sources consulted show tranche 1 only; that tranche 2 goes
        // under base 03 is this package's reading, to be confirmed against DSN-VAL.
        const base: BaseCode = line.code === 'complementaire-tranche-1' ? '02' : '03';
        agircArrco(base, '131', amount);
        if (context.employerShareCodes && line.employerAmountCents !== 0) {
          // 142 / 146: the Agirc-Arrco employer share T1 / T2, with the URSSAF's identifier, an amount only
          // (CT2026 code list, research CT26; DEMO of April 2026). Not a payment to the URSSAF.
          contributions.push({
            base,
            code: line.code === 'complementaire-tranche-1' ? '142' : '146',
            organism: 'agirc-arrco',
            urssafOps: true,
            assietteCents: null,
            amountCents: line.employerAmountCents,
            ratePercent: null,
            ctp: null,
          });
        }
        break;
      }
      case 'apec':
        agircArrco('03', '132', amount);
        break;
      case 'complementaire-sante':
      case 'prevoyance-cadre': {
        // Code 059 under base 31, one per affiliation, employee + employer amount, without OPS, assiette or rate
        // (CT24 CCH-11 of 81.002, CCH-12 of 81.003, CCH-11 of 81.004; CT24F of 81.007: « organisme complémentaire :
        // non concerné »). The flat premium is a « montant forfaitaire » component, the cadres' 1,50 % a tranche A
        // one (DEMO: 79 type 20 = 059 for the mutuelle, type 11 under the prévoyance).
        const health = line.code === 'complementaire-sante';
        contributions.push({
          base: '31',
          code: '059',
          organism: 'prevoyance',
          urssafOps: false,
          assietteCents: null,
          amountCents: amount,
          ratePercent: null,
          ctp: null,
          welfare: {
            kind: health ? 'health' : 'prevoyance',
            componentType: health ? '20' : '11',
            componentCents: line.baseCents,
          },
        });
        break;
      }
      case 'forfait-social': {
        // 8 % on the employer's prévoyance (CSS art. L137-15 and L137-16): base 13 « assiette du forfait social à
        // 8 % » with code 071 and CTP 479. PUBC writes its generic base 05 « assiette du forfait social »; the
        // official enumeration (CT24) has a base of its own for the 8 % rate, which this package follows.
        const rate = totalRate(line);
        if (rate !== FORFAIT_SOCIAL_PREVOYANCE_PERCENT) {
          unsupported.push({ code: line.code, label: line.label });
          break;
        }
        urssaf('13', '071', line.baseCents, amount, rate);
        break;
      }
      case 'versement-mobilite': {
        // Base 57 « assiette du versement mobilité », code 081 with the commune (CT24F of S21.G00.81.005:
        // « code INSEE commune à renseigner en cas de versement mobilité »).
        if (!context.inseeCommuneCode) {
          unsupported.push({ code: line.code, label: line.label });
          break;
        }
        contributions.push({
          base: '57',
          code: '081',
          organism: 'urssaf',
          urssafOps: true,
          assietteCents: line.baseCents,
          amountCents: amount,
          ratePercent: totalRate(line),
          ctp: ctpOf('081', '57', officer, totalRate(line)),
          inseeCommuneCode: context.inseeCommuneCode,
        });
        break;
      }
      case 'csg-deductible':
        csgDeductible = line;
        break;
      case 'csg-crds-non-deductible':
        csgNonDeductible = line;
        break;
      case 'reduction-generale': {
        const t = generalReductionTPercent(context.year, context.month, context.fnalFull);
        if (officer || t === null) {
          unsupported.push({ code: line.code, label: line.label });
          break;
        }
        // amount < 0: a reduction. 106 = its Agirc-Arrco share, 018 the rest (both negative).
        const retirement = -Math.round((-amount * AGIRC_ARRCO_SHARE_OF_T) / t);
        contributions.push({
          base: '03',
          code: '018',
          organism: 'urssaf',
          urssafOps: true,
          assietteCents: line.baseCents,
          amountCents: amount - retirement,
          ratePercent: null,
          ctp: ctpOf('018', '03', officer, null),
        });
        contributions.push({
          base: '03',
          code: '106',
          organism: 'agirc-arrco',
          urssafOps: false,
          assietteCents: line.baseCents,
          amountCents: retirement,
          ratePercent: null,
          ctp: null,
        });
        break;
      }
      default:
        unsupported.push({ code: line.code ?? null, label: line.label });
    }
  }

  if (csgDeductible !== null || csgNonDeductible !== null) {
    const base = csgDeductible?.baseCents ?? csgNonDeductible?.baseCents ?? 0;
    const deductibleAmount = csgDeductible
      ? csgDeductible.employeeAmountCents + csgDeductible.employerAmountCents
      : 0;
    const deductibleRate = csgDeductible ? (totalRate(csgDeductible) ?? 0) : 0;
    let crds = 0;
    let nonDeductibleCsg = 0;
    let nonDeductibleCsgRate = 0;
    if (csgNonDeductible) {
      const total = csgNonDeductible.employeeAmountCents + csgNonDeductible.employerAmountCents;
      crds = share(csgNonDeductible.baseCents, CRDS_PERCENT);
      nonDeductibleCsg = total - crds;
      nonDeductibleCsgRate = round3((totalRate(csgNonDeductible) ?? 0) - CRDS_PERCENT);
    }
    urssaf(
      '04',
      '072',
      base,
      deductibleAmount + nonDeductibleCsg,
      round3(deductibleRate + nonDeductibleCsgRate),
    );
    if (csgNonDeductible) urssaf('04', '079', csgNonDeductible.baseCents, crds, CRDS_PERCENT);
  }

  return { contributions, notDeclared, unsupported };
}

/**
 * The URSSAF's rate of each CTP line, in percent, for the checker's rebuilt bordereau (CTPT: the URSSAF's CTP
 * table as copied in the research, dated rates). The AT/MP rate is added from 23.003 where the line carries it.
 */
export function ctpRatePercent(code: string, qualifier: string, year: number, month: number): number | null {
  const key = `${code}/${qualifier}`;
  switch (key) {
    case '100/920':
      // 13,26 % from 2026 (vieillesse déplafonnée employer 2,11 %), 13,17 % in 2025.
      return year >= 2026 ? 13.26 : 13.17;
    case '863/920':
      return year >= 2026 ? 21.06 : 20.97;
    case '100/921':
    case '863/921':
      return 15.45;
    case '635/920':
      return 6;
    case '430/920':
      return 1.8;
    case '260/920':
      return 9.7;
    case '332/921':
      return 0.1;
    case '236/920':
      return 0.5;
    case '027/920':
      return 0.016;
    case '959/920':
      return 0.55;
    case '971/920':
      return 1;
    case '992/920':
      return 0.59;
    case '772/920':
      return year === 2025 && month < 5 ? 4.05 : 4;
    case '937/920':
      return 0.25;
    case '479/920':
      return FORFAIT_SOCIAL_PREVOYANCE_PERCENT;
    case '900/920':
      // The versement mobilité's rate is the one of the commune, carried by the line itself in 23.003.
      return 0;
    default:
      return null;
  }
}
