/**
 * What `buildMonthlyDsn` needs: the month, the company (établissement), and for each person paid that month
 * their identity, their contract and their finalised payslip's stored calculation. Amounts are integer cents,
 * dates are ISO calendar dates ('YYYY-MM-DD'), rates are percents (7.5 for 7,5 %).
 *
 * One layer for every individual: an officer (mandataire social assimilé salarié) and an employee differ only
 * by `contract.kind`, which selects the norm's profile (contract nature 80 and CTP 863 for the officer,
 * nature 01/02 with working time, unemployment insurance and the general reduction for an employee).
 */

/** A postal address in France. */
export interface DsnAddress {
  /** Numéro, extension, nature et libellé de la voie, e.g. '12 rue de la Paix' (1 to 50 characters). */
  street: string;
  /** Five-digit postal code, e.g. '75002'. */
  postalCode: string;
  /** Town, e.g. 'Paris' (written in capitals without accents or punctuation, as the norm's Localité allows). */
  city: string;
}

/** The company, declared as one entreprise with one établissement (its head office). */
export interface DsnCompany {
  /** Raison sociale (1 to 60 characters). */
  name: string;
  /** SIRET of the établissement: SIREN (9 digits) + NIC (5 digits), Luhn keys checked. */
  siret: string;
  /** Code APE/NAF rév. 2, e.g. '7022Z'. */
  nafCode: string;
  /** Address of the établissement (also written as the company's and the sender's). */
  address: DsnAddress;
  /** Effectif of the company: sets the FNAL and formation CTP (below 50 / 11) and the due date. */
  headcount: number;
  /** Notified AT/MP rate of the établissement, in percent (S21.G00.40.043 and S21.G00.23.003). */
  atmpRatePercent: number;
  /** Code risque AT/MP notified by the Carsat (5 or 6 characters, e.g. '741GD'). */
  atmpRiskCode: string;
  /** IDCC of the collective agreement (4 digits), or null when none applies (declared as '9999'). */
  idcc: string | null;
  /** Identifier of the company's URSSAF as an organisme de protection sociale (its SIRET, 14 digits). */
  urssafId: string;
  /** Identifier of the company's Agirc-Arrco institution as an organisme de protection sociale (2 to 14 characters). */
  agircArrcoId: string;
  /**
   * The company's contracts of complémentaire santé (mutuelle) and prévoyance (S21.G00.15 « Adhésion
   * Prévoyance »), at most one of each kind. Required as soon as a payslip of the month carries a
   * « Complémentaire santé » or « Complémentaire Incapacité Invalidité Décès » line; each is declared every
   * month, with « personnel couvert » 02 when nobody was covered that month.
   */
  welfareContracts?: readonly DsnWelfareContract[] | null;
  /**
   * The versement mobilité of the établissement's commune, required when a payslip carries a « Versement
   * mobilité » line: the URSSAF pays it to the autorité organisatrice de la mobilité of that commune.
   */
  versementMobilite?: DsnVersementMobilite | null;
  /** The account the organisms debit (mode de paiement 05, prélèvement SEPA). */
  bankAccount: {
    /** IBAN, mod-97 key checked (spaces allowed). */
    iban: string;
    /** BIC of the bank (8 or 11 characters). */
    bic: string;
  };
}

/**
 * A contract of complémentaire santé (mutuelle) or prévoyance the company holds with an organisme
 * complémentaire (S21.G00.15). The references come from the organism's « fiche de paramétrage DSN ».
 */
export interface DsnWelfareContract {
  /**
   * 'health': the complémentaire santé (payslip line « Complémentaire santé », code `complementaire-sante`);
   * 'prevoyance': the prévoyance incapacité-invalidité-décès (line `prevoyance-cadre`, the cadres' 1,50 %).
   */
  kind: 'health' | 'prevoyance';
  /** Référence du contrat given by the organism (S21.G00.15.001, 1 to 30 characters). */
  reference: string;
  /**
   * Code of the organism (S21.G00.15.002): 'Pnnnn' for an institution de prévoyance, 9 digits for a mutuelle,
   * 'A' + 5 characters for an insurer, 9 characters with a letter for an organism outside the GIP-MDS members.
   */
  organismCode: string;
  /** Code délégataire de gestion (S21.G00.15.003, 6 characters), only when the organism asks for it. */
  delegateCode?: string | null;
  /** Code option (S21.G00.70.004, 1 to 30 characters), only when the organism asks for it; an individual's own wins. */
  optionCode?: string | null;
  /** Code population (S21.G00.70.005, 1 to 30 characters), only when the organism asks for it; an individual's own wins. */
  populationCode?: string | null;
  /**
   * How the organism is paid: 'direct-debit' (prélèvement SEPA, mode 05, on the company's account) or 'transfer'
   * (virement, mode 02), both ordered by the DSN (S21.G00.20 + S21.G00.55); 'outside-dsn' when the organism
   * collects its premiums by its own call (no payment block).
   */
  payment: 'direct-debit' | 'transfer' | 'outside-dsn';
}

/** The individual's own codes for a welfare contract, when the organism gives them per person. */
export interface DsnWelfareAffiliation {
  /** Code option (S21.G00.70.004). */
  optionCode?: string | null;
  /** Code population (S21.G00.70.005). */
  populationCode?: string | null;
}

/** The versement mobilité of the établissement (S21.G00.81.005 and S21.G00.23.006). */
export interface DsnVersementMobilite {
  /** Code INSEE of the établissement's commune (5 characters, '75102' for Paris 2e; not its postal code). */
  inseeCommuneCode: string;
  /** The rate the autorité organisatrice sets, in percent; when given, every payslip's line must apply it. */
  ratePercent?: number | null;
}

/** The person the sender's technical contact is (S10.G00.02). */
export interface DsnContact {
  /** Nom et prénom (1 to 80 characters). */
  name: string;
  /** E-mail address. */
  email: string;
  /** Phone number, 10 to 20 digits (spaces and dots are removed). */
  phone: string;
}

/** A person declared in the DSN (S21.G00.30). */
export interface DsnPerson {
  /** NIR with its two-digit key (15 characters, Corsica '2A'/'2B' allowed); the key is checked, the file gets the first 13. */
  nir: string;
  /** Nom de famille (nom de naissance). */
  lastName: string;
  /** Prénoms, as on the civil status. */
  firstNames: string;
  /** Birth date. */
  birthDate: string;
  /** Commune of birth (for a person born in France). */
  birthCity: string;
  /** Two-character département of birth ('75', '2A', '971'→'97'), or '99' when born abroad. */
  birthDepartment: string;
  /** ISO 3166-1 alpha-2 country of birth, e.g. 'FR'. */
  birthCountry: string;
  /** Home address. */
  address: DsnAddress;
  /** Whether the person is a national of the EU/EEA/Switzerland (codification UE 01) or not (02). */
  euNational: boolean;
  /**
   * Kind of the prélèvement à la source rate: 'dgfip' for the rate the DGFiP transmitted (taux personnalisé,
   * type 01), 'neutral' for the grille de taux non personnalisé of mainland France (barème mensuel, type 13).
   */
  pasRateType: 'dgfip' | 'neutral';
  /** Identifier of the DGFiP rate (from the compte rendu métier), required with 'dgfip' (digits, up to 18). */
  pasRateId?: string | null;
}

/** The contract (S21.G00.40): a mandate for an officer, an employment contract for an employee. */
export interface DsnContract {
  /** 'officer' (mandat social, nature 80) or 'employee' (contrat de travail). */
  kind: 'officer' | 'employee';
  /** Numéro du contrat, stable from one month to the next (5 to 20 characters), e.g. '00001'. */
  number: string;
  /** Date the mandate or contract began. */
  startDate: string;
  /** Libellé de l'emploi, e.g. 'Président' (1 to 120 characters). */
  jobTitle: string;
  /** PCS-ESE code (4 characters, e.g. '231a' for a chef d'entreprise of 10 to 49 staff, '543d' for an employé administratif). */
  pcsEse: string;
  /** Cadre (Agirc-Arrco statut catégoriel 01) or non-cadre (04); an officer is a cadre. */
  retirementStatus: 'cadre' | 'non-cadre';
  /**
   * Statut conventionnel (S21.G00.40.002): '03' cadre dirigeant, '04' autre cadre, '05' profession intermédiaire,
   * '06' employé administratif, '07' ouvrier… An officer is declared '03'.
   */
  conventionalStatus: string;
  /**
   * Employee only: 'cdi' (contrat à durée indéterminée, nature 01; the default) or 'cdd' (contrat à durée
   * déterminée de droit privé, nature 02), which needs `plannedEndDate` and `recourseReason`.
   */
  employmentNature?: 'cdi' | 'cdd' | null;
  /** CDD only: the planned last day of the contract (S21.G00.40.010), after the declared month. */
  plannedEndDate?: string | null;
  /**
   * Employee only: the day the contract ended or ends, when known (a CDI's dismissal, resignation or
   * rupture conventionnelle; a CDD's end). A contract ending within the declared month needs the « fin du
   * contrat » block (S21.G00.62) and the signalement de fin de contrat, which this package does not write:
   * the month is refused rather than declared as if the contract went on.
   */
  endDate?: string | null;
  /**
   * CDD only: the motif de recours (S21.G00.40.021, Code du travail art. L1242-2): '01' remplacement d'un
   * salarié, '02' accroissement temporaire d'activité, '03' emploi saisonnier, '06' CDD à objet défini, '07'
   * remplacement d'un chef d'entreprise, '12' remplacement d'un salarié passé à temps partiel, '13' attente de
   * la suppression du poste.
   */
  recourseReason?: string | null;
  /** The person's own codes for the company's welfare contracts, when the organism gives them per person. */
  welfareAffiliations?: {
    health?: DsnWelfareAffiliation | null;
    prevoyance?: DsnWelfareAffiliation | null;
  } | null;
  /** Employee only: the company's monthly full time in hours (usually 151.67). */
  referenceMonthlyHours?: number | null;
  /** Employee only: the contract's monthly hours (151.67 full time, less for part time). */
  contractMonthlyHours?: number | null;
}

/** The stored figures of a finalised payslip (`data.calculation` of a payslip), in cents. */
export interface DsnPayslipCalculation {
  /** The contribution lines as stored, each with its stable `code` from @dirigeo/payroll-calc. */
  lines: readonly DsnPayslipLine[];
  /** Total des cotisations salariales. */
  employeeContributions: number;
  /** Total des cotisations patronales. */
  employerContributions: number;
  /** Net à payer avant impôt. */
  netBeforeTax: number;
  /** Net imposable (base of the PAS). */
  netTaxable: number;
  /** Montant net social. */
  netSocial: number;
  /** PAS rate applied, in percent. */
  pasRatePercent: number;
  /** PAS withheld. */
  pasAmount: number;
  /** Net payé. */
  netPaid: number;
  /** Coût employeur. */
  employerCost: number;
}

/** One stored contribution line (same shape as `PayslipLine` of @dirigeo/payroll-calc, code possibly missing on old rows). */
export interface DsnPayslipLine {
  /** Stable identifier of the line; a line without one cannot be declared. */
  code?: string | undefined;
  /** Libellé as printed (used in error messages). */
  label: string;
  /** Base in cents. */
  baseCents: number;
  /** Employee rate in percent, or null. */
  employeeRatePercent: number | null;
  /** Employee amount in cents. */
  employeeAmountCents: number;
  /** Employer rate in percent (negative for a reduction), or null. */
  employerRatePercent: number | null;
  /** Employer amount in cents (negative for a reduction). */
  employerAmountCents: number;
}

/** The month's pay of one individual: their finalised payslip. */
export interface DsnPay {
  /** Identifier of the payslip (for messages only). */
  payslipId?: string;
  /** Rémunération brute of the month, in cents. */
  grossCents: number;
  /** Date the pay was paid (S21.G00.50.001): at the latest the last day of the following month. */
  paymentDate: string;
  /** The payslip's stored calculation. */
  calculation: DsnPayslipCalculation;
  /** Employee only: hours paid in the month (S21.G00.53); default the contract's monthly hours. */
  hoursPaid?: number | null;
  /**
   * Employee with a réduction générale line only: the SMIC of the month used by the reduction, in cents
   * (`smicCents` of @dirigeo/payroll-calc's employee payslip), declared as S21.G00.79 type 01.
   */
  reductionSmicCents?: number | null;
}

/** One individual of the declaration. */
export interface DsnIndividual {
  person: DsnPerson;
  contract: DsnContract;
  pay: DsnPay;
}

/** The declaration a « annule et remplace » replaces (its S20.G00.05.007 and S20.G00.05.004). */
export interface DsnReplacedDeclaration {
  /** Its date of constitution (S20.G00.05.007 of the deposited file). */
  createdOn: string;
  /** Its numéro d'ordre (S20.G00.05.004 of the deposited file), 1 for a file made by Dirigeo. */
  orderNumber: number;
}

/** Everything `buildMonthlyDsn` needs. */
export interface MonthlyDsnInput {
  /** The declared month. */
  period: { year: number; month: number };
  /** Date the file is made (S20.G00.05.007). */
  createdOn: string;
  /** 'test' (S10.G00.00.005 = 01) for a file to try on net-entreprises' test channel, 'real' (02) otherwise; default 'real'. */
  mode?: 'test' | 'real';
  /**
   * A « déclaration annule et remplace intégral » (S20.G00.05.002 = 03) of a declaration already deposited for
   * the same month: the identity of the replaced one, as written in its file. Absent: a normal declaration (01).
   */
  replaces?: DsnReplacedDeclaration | null;
  /**
   * Numéro d'ordre of this declaration (S20.G00.05.004), its rank among the files made that month; default 1.
   * A replacement must differ from the declaration it replaces by its date of constitution or this number.
   */
  orderNumber?: number;
  /** Version of the software writing the file (1 to 10 characters); default '1.0.0'. */
  softwareVersion?: string;
  /** The company (established in mainland France, one établissement). */
  company: DsnCompany;
  /** The sender's contact. */
  contact: DsnContact;
  /** The individuals paid this month, each with one finalised payslip (at least one). */
  individuals: readonly DsnIndividual[];
}
