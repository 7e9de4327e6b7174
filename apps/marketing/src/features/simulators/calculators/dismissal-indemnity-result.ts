/**
 * The result of « Indemnité de licenciement »: `computeDismissalIndemnity` with every figure it rests on
 * (the seniority at notification and at the end of the notice, the notice, the reference salary).
 */
import {
  computeDismissalIndemnity,
  computeDismissalNotice,
  computeInaptitudeReferenceSalary,
  computeNoticeEndDate,
  computeReferenceSalary,
  computeSeniority,
} from '@dirigeo/labour-law';
import { formatEuros } from '@dirigeo/payroll-calc';
import { readWholeNumber, readValue } from '../answers.ts';
import { formatDate } from '../dates.ts';
import { absencesOf } from '../employment-answers.ts';
import type { ExplainedRule, LegalResult, ResultSection } from '../legal-result.ts';
import { referenceSalaryInputOf } from '../salary-answers.ts';
import { type DismissalIndemnityForm, dismissalSalaryMonthCount } from './dismissal-indemnity.ts';

/** The notice that runs from the letter's presentation: its months and the rules that set them. */
function noticeOf(form: DismissalIndemnityForm, seniorityMonths: number) {
  const legal = computeDismissalNotice({ seniorityMonths, disabledWorker: form.disabledWorker === 'oui' });
  const agreed =
    form.agreedNoticeMonths.trim() === '' ? null : readValue(readWholeNumber(form.agreedNoticeMonths, 1, 24));
  const rules: ExplainedRule[] = [...legal.rules];
  let months = legal.months ?? 0;
  if (agreed !== null && agreed > months) {
    months = agreed;
    rules.push({
      articles: ['L1234-1'],
      explanation: `La convention collective ou le contrat prévoit un préavis plus long, de ${agreed} mois : c’est lui qui s’applique.`,
    });
  }
  return { months, rules };
}

/** The legal dismissal indemnity for validated answers, with its reasoning. */
export function computeDismissalIndemnityResult(form: DismissalIndemnityForm): LegalResult {
  const label =
    form.motive === 'professional-inaptitude'
      ? 'Indemnité spéciale de licenciement'
      : 'Indemnité légale de licenciement';
  if (form.motive === 'serious-misconduct') {
    const indemnity = computeDismissalIndemnity({
      seniorityYears: 0,
      referenceSalaryCents: 0,
      seriousMisconduct: true,
    });
    return {
      label,
      value: 'Non due',
      sections: [{ title: 'L’indemnité', rules: indemnity.rules }],
    };
  }

  const absences = absencesOf(form);
  const atNotification = computeSeniority({ startDate: form.startDate, endDate: form.endDate, absences });
  const sections: ResultSection[] = [
    { title: 'Ancienneté à la notification du licenciement', rules: atNotification.rules },
  ];

  if (form.motive === 'professional-inaptitude') {
    const reference = computeInaptitudeReferenceSalary({
      wouldHaveEarnedLast3MonthsCents: referenceSalaryInputOf(form, 3).last12MonthsCents,
    });
    const indemnity = computeDismissalIndemnity({
      seniorityYears: atNotification.years,
      seniorityMonthsAtNotification: atNotification.wholeMonths,
      referenceSalaryCents: reference.referenceSalaryCents,
      professionalInaptitude: true,
    });
    sections.push(
      {
        title: 'Fin du contrat',
        rules: [
          {
            articles: ['L1226-14'],
            explanation:
              'Le préavis n’est pas exécuté : le contrat prend fin à la notification du licenciement et l’ancienneté est ' +
              'arrêtée à cette date. Le salarié reçoit en plus une indemnité compensatrice d’un montant égal à ' +
              'l’indemnité compensatrice de préavis, que ce simulateur ne calcule pas.',
          },
        ],
      },
      { title: 'Salaire de référence', rules: reference.rules },
      { title: 'L’indemnité', rules: indemnity.rules },
    );
    return { label, value: formatEuros(indemnity.amountCents), sections };
  }

  const notice = noticeOf(form, atNotification.wholeMonths);
  const endOfNotice =
    notice.months > 0
      ? computeNoticeEndDate({ presentedOn: form.endDate, months: notice.months })
      : form.endDate;
  const noticeRules: ExplainedRule[] = [...notice.rules];
  if (notice.months > 0) {
    noticeRules.push({
      articles: ['L1234-3'],
      explanation:
        `Le préavis commence le jour de la première présentation de la lettre de licenciement, le ${formatDate(form.endDate)}, ` +
        `et prend fin le ${formatDate(endOfNotice)}. L’ancienneté qui compte pour le montant de l’indemnité est celle ` +
        'acquise à cette date, que le préavis soit effectué ou non.',
    });
  } else {
    noticeRules.push({
      articles: ['L1234-1'],
      explanation:
        'Sans préavis fixé par la loi, l’ancienneté est arrêtée à la notification ; si la convention collective ou les ' +
        'usages prévoient un préavis, indiquez sa durée à l’étape « Le préavis » : l’ancienneté court jusqu’à sa fin.',
    });
  }
  if (form.motive === 'non-professional-inaptitude') {
    noticeRules.push({
      articles: ['L1226-4'],
      explanation:
        'Inaptitude d’origine non professionnelle : le préavis n’est pas exécuté ni payé, mais sa durée compte pour ' +
        'calculer l’indemnité de licenciement.',
    });
  }
  sections.push({ title: 'Préavis', rules: noticeRules });

  const atEnd =
    endOfNotice === form.endDate
      ? atNotification
      : computeSeniority({ startDate: form.startDate, endDate: endOfNotice, absences });
  if (atEnd !== atNotification)
    sections.push({ title: 'Ancienneté au terme du préavis', rules: atEnd.rules });

  const reference = computeReferenceSalary(referenceSalaryInputOf(form, dismissalSalaryMonthCount(form)));
  sections.push({ title: 'Salaire de référence', rules: reference.rules });

  const indemnity = computeDismissalIndemnity({
    seniorityYears: atEnd.years,
    seniorityMonthsAtNotification: atNotification.wholeMonths,
    referenceSalaryCents: reference.referenceSalaryCents,
  });
  sections.push({ title: 'L’indemnité', rules: indemnity.rules });
  return {
    label,
    value: indemnity.eligible ? formatEuros(indemnity.amountCents) : 'Non due',
    sections,
  };
}
