import type { DeclarationFix, DeclarationStatus } from '@dirigeo/schemas';
import type { BadgeVariant } from '@dirigeo/ui';
import { paths } from '../../lib/paths.ts';

export const STATUS_BADGE: Record<DeclarationStatus, BadgeVariant> = {
  draft: 'destructive',
  ready: 'warning',
  deposited: 'success',
  stale: 'warning',
};

/** Where each finding is fixed, and the link's words. */
export const FIX_LINKS: Record<DeclarationFix, { to: string; label: string }> = {
  company: { to: paths.companyDetails, label: 'Compléter la fiche entreprise' },
  officer: { to: paths.officerDetails, label: 'Compléter vos informations personnelles' },
  employee: { to: paths.employees, label: 'Compléter la fiche du salarié' },
  payslip: { to: paths.payslips, label: 'Voir les bulletins de paie' },
};

/** 'Octobre 2026' of '2026-10'. */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  const label = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)),
  );
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** '16 novembre 2026' of '2026-11-16'. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
