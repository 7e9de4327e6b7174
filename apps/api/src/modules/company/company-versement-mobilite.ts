import { VERSEMENT_MOBILITE_HEADCOUNT, versementMobiliteFor } from '@dirigeo/payroll-calc';
import type { Company as CompanyDto } from '@dirigeo/schemas';
import type { Company } from './company.entity.ts';

export type CompanyVersementMobilite = CompanyDto['versementMobilite'];

/**
 * The versement mobilité a company's payslips apply for a month's headcount: due from 11 staff at the rate of
 * the commune's transport authority (@dirigeo/payroll-calc's table, or the rate the company declared for a
 * commune the table does not hold; 0: none there), never guessed.
 */
export function companyVersementMobilite(
  company: Pick<Company, 'communeInsee' | 'versementMobiliteRateBasisPoints'>,
  headcount: number,
): CompanyVersementMobilite {
  const none = { ratePercent: null, authority: null, source: null };
  if (headcount < VERSEMENT_MOBILITE_HEADCOUNT) return { status: 'not-due', ...none };
  if (!company.communeInsee) return { status: 'no-commune', ...none };
  const declared = company.versementMobiliteRateBasisPoints;
  const result = versementMobiliteFor({
    communeInsee: company.communeInsee,
    headcount,
    ...(declared === null || declared === undefined ? {} : { declaredRatePercent: declared / 100 }),
  });
  switch (result.kind) {
    case 'due':
      return {
        status: 'due',
        ratePercent: result.ratePercent,
        authority: result.authority,
        source: result.source,
      };
    case 'not-due':
      return { status: 'not-due', ...none };
    case 'unlisted':
      return { status: 'unlisted', ...none };
  }
}

/**
 * Why a payslip of a company of 11 staff or more cannot be computed without its versement mobilité, in French;
 * null when the rate is known (due or not).
 */
export function versementMobiliteProblem(vm: CompanyVersementMobilite, headcount: number): string | null {
  if (vm.status === 'no-commune') {
    return `Avec un effectif de ${headcount} salariés, l’entreprise doit le versement mobilité au taux de la commune de l’établissement : renseignez son code INSEE dans Profil › Entreprise pour que le bulletin le calcule`;
  }
  if (vm.status === 'unlisted') {
    return `Avec un effectif de ${headcount} salariés, l’entreprise doit le versement mobilité si sa commune en a institué un : Dirigeo ne connaît pas encore le taux de cette commune, indiquez-le dans Profil › Entreprise (Urssaf, « Taux du versement mobilité » ; 0 si elle n’en a pas)`;
  }
  return null;
}
