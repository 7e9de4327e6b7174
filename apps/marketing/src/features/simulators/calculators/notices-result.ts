/**
 * The results of the three notices: the package's notice (`computeDismissalNotice`,
 * `computeRetirementNotice`, `computeResignationNotice`) on the seniority of the dates given, with its
 * last day (`computeNoticeEndDate`).
 */
import {
  computeDismissalNotice,
  computeNoticeEndDate,
  computeResignationNotice,
  computeRetirementNotice,
  computeSeniority,
  type Notice,
  type Seniority,
} from '@dirigeo/labour-law';
import { formatDate } from '../dates.ts';
import { absencesOf } from '../employment-answers.ts';
import type { ExplainedRule, LegalResult, ResultSection } from '../legal-result.ts';
import type { DismissalNoticeForm, ResignationNoticeForm, RetirementNoticeForm } from './notices.ts';

/** « 1 mois », « 3 mois ». */
function monthsText(months: number): string {
  return `${months} mois`;
}

/** The notice's answer, its last day and its reasoning, from the seniority and the notice computed. */
function noticeResult(
  label: string,
  seniority: Seniority | null,
  notice: Notice,
  presentedOn: string | null,
  start: { readonly sentence: string; readonly articles: readonly string[] },
): LegalResult {
  const sections: ResultSection[] = [];
  if (seniority !== null) sections.push({ title: 'Ancienneté', rules: seniority.rules });
  const noticeRules: ExplainedRule[] = [...notice.rules];
  let detail: string | undefined;
  if (notice.months !== null && notice.months > 0 && presentedOn !== null) {
    const end = computeNoticeEndDate({ presentedOn, months: notice.months });
    detail = `Du ${formatDate(presentedOn)} au ${formatDate(end)} inclus.`;
    noticeRules.push({
      articles: start.articles,
      explanation: `${start.sentence}, le ${formatDate(presentedOn)} : il prend fin le ${formatDate(end)}.`,
    });
  }
  sections.push({ title: 'Préavis', rules: noticeRules });
  const value =
    notice.months === null
      ? 'Fixé par la convention collective ou les usages'
      : notice.months === 0
        ? 'Aucun préavis'
        : monthsText(notice.months);
  // No figure in the Code: the agreement or usage fixes it, it does not « do better » than nothing.
  const agreement = notice.months === null ? ('set-by-agreement' as const) : ('minimum' as const);
  return detail === undefined
    ? { label, value, sections, agreement }
    : { label, value, detail, sections, agreement };
}

const DISMISSAL_NOTICE_STARTS = {
  sentence: 'Le préavis commence le jour de la première présentation de la lettre de licenciement',
  articles: ['L1234-3'],
};
/** Where no article names the first day, the sentence cites none. */
const NO_START = { sentence: '', articles: [] };

export function computeDismissalNoticeResult(form: DismissalNoticeForm): LegalResult {
  const label = 'Préavis de licenciement';
  if (form.seriousMisconduct === 'oui') {
    return noticeResult(
      label,
      null,
      computeDismissalNotice({ seniorityMonths: 0, seriousMisconduct: true }),
      null,
      NO_START,
    );
  }
  const seniority = computeSeniority({
    startDate: form.startDate,
    endDate: form.endDate,
    absences: absencesOf(form),
  });
  const notice = computeDismissalNotice({
    seniorityMonths: seniority.wholeMonths,
    disabledWorker: form.disabledWorker === 'oui',
  });
  return noticeResult(label, seniority, notice, form.endDate, DISMISSAL_NOTICE_STARTS);
}

export function computeRetirementNoticeResult(form: RetirementNoticeForm): LegalResult {
  const initiator = form.initiator === 'employer' ? 'employer' : 'employee';
  const seniority = computeSeniority({
    startDate: form.startDate,
    endDate: form.endDate,
    absences: absencesOf(form),
  });
  const notice = computeRetirementNotice({
    initiator,
    seniorityMonths: seniority.wholeMonths,
    disabledWorker: form.disabledWorker === 'oui',
  });
  return noticeResult(
    initiator === 'employer' ? 'Préavis de mise à la retraite' : 'Préavis de départ à la retraite',
    seniority,
    notice,
    form.endDate,
    {
      sentence:
        initiator === 'employer'
          ? 'Le préavis court à partir de la notification de la mise à la retraite au salarié'
          : 'Le préavis court à partir de la notification du départ à l’employeur',
      articles: [],
    },
  );
}

export function computeResignationNoticeResult(form: ResignationNoticeForm): LegalResult {
  const label = 'Préavis de démission';
  if (form.profession !== 'vrp' && form.profession !== 'journaliste') {
    return noticeResult(label, null, computeResignationNotice(), null, NO_START);
  }
  const seniority = computeSeniority({
    startDate: form.startDate,
    endDate: form.endDate,
    absences: absencesOf(form),
  });
  const notice = computeResignationNotice({
    profession: form.profession,
    seniorityMonths: seniority.wholeMonths,
  });
  return noticeResult(label, seniority, notice, form.endDate, {
    sentence: 'Le préavis court à partir de la présentation de la lettre de démission',
    articles: [],
  });
}
