import { provider } from '@dirigeo/site-content';
import { type RenderedMail, renderMail } from './layout.ts';

const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The monthly reminder (« Rappels mensuels »): the month's payslip to finalise with the pay, and its
 * DSN's due date (`dsnDueDate` of @dirigeo/dsn). Bulk-like: List-Unsubscribe one-click.
 */
export function monthlyReminderMail(input: {
  firstName: string;
  /** 'YYYY-MM' */
  period: string;
  /** 'YYYY-MM-DD', the DSN's due date (moved past week-ends and public holidays). */
  dsnDueDate: string;
  publicUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const month = monthName.format(new Date(`${input.period}-01T00:00:00Z`));
  const due = longDate.format(new Date(`${input.dsnDueDate}T00:00:00Z`));
  return renderMail({
    template: 'monthly-reminder',
    siteUrl: input.publicUrl,
    unsubscribeUrl: input.unsubscribeUrl,
    subject: `Votre paie de ${month}\u00a0: bulletin et DSN à préparer`,
    greeting: `Bonjour ${input.firstName},`,
    paragraphs: [
      `La fin du mois approche\u00a0: c’est le moment de préparer le bulletin de paie de ${month} et de le finaliser avec le versement de la rémunération.`,
      `La DSN de ${month} est à déposer sur net-entreprises au plus tard le ${due} avant midi\u00a0; les cotisations et le prélèvement à la source qu’elle déclare sont dus à la même date.`,
      'Si c’est déjà fait, vous pouvez ignorer ce message.',
    ],
    action: { label: 'Préparer mon bulletin', url: `${input.publicUrl}/payslips?action=new` },
    closing: [
      `Vous recevez ce rappel parce que les rappels mensuels sont activés sur votre compte ${provider.brand}. Vous pouvez les désactiver dans l’onglet Notifications de vos paramètres.`,
    ],
  });
}
