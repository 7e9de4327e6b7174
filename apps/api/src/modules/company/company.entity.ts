import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { HEADCOUNT_SOURCES, type WelfarePaymentMode } from '@dirigeo/schemas';
import { User } from '../user/user.entity.ts';

/**
 * The company an account declares for (issue 23 §2): one row per user, keyed by the user. The
 * payslips (employer block), their PDF and the DSN read it from here; the user's profile answers
 * its name, SIRET, address and APE code from here too. Null columns are still to fill.
 */
export const Company = defineEntity({
  name: 'Company',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    /** Raison sociale. */
    name: p.string().length(255),
    /** SIRET de l'établissement (SIREN + NIC). */
    siret: p.string().length(14).nullable(),
    /** Code APE, '70.22Z'. */
    nafCode: p.string().length(6).nullable(),
    street: p.string().length(255).nullable(),
    postalCode: p.string().length(5).nullable(),
    city: p.string().length(255).nullable(),
    /** Code INSEE of the establishment's commune ('75056'), for the versement mobilité; null until given. */
    communeInsee: p.string().length(5).nullable(),
    /** The versement mobilité rate declared for a commune the table does not hold, in hundredths of a percent. */
    versementMobiliteRateBasisPoints: p.integer().nullable(),
    /**
     * Effectif: the officer's figure when `headcountSource` is 'declared'; otherwise the count of the
     * contracts for the current month, kept up to date (company-headcount.ts) for the readers of a company row.
     */
    headcount: p.integer().default(0),
    headcountSource: p.enum(HEADCOUNT_SOURCES).default('declared'),
    /** Taux AT/MP notifié, in hundredths of a percent (0,87 % → 87); null: the year's collective rate. */
    atmpRateBasisPoints: p.integer().nullable(),
    /** Code risque AT/MP, '741GD'. */
    atmpRiskCode: p.string().length(6).nullable(),
    /** IDCC, 4 digits; null when no collective agreement applies. */
    idcc: p.string().length(4).nullable(),
    urssafSiret: p.string().length(14).nullable(),
    agircArrcoSiret: p.string().length(14).nullable(),
    iban: p.string().length(34).nullable(),
    bic: p.string().length(11).nullable(),
    /** `{ organismCode, contractReference }` or null. */
    prevoyanceContract: p
      .json<{ organismCode: string; contractReference: string; payment: WelfarePaymentMode }>()
      .nullable(),
    mutuelleContract: p
      .json<{ organismCode: string; contractReference: string; payment: WelfarePaymentMode }>()
      .nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Company = InferEntity<typeof Company>;
