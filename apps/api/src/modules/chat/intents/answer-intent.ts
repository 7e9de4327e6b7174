/**
 * The answer to a recognised intent (`recognise-intent.ts`), or null when the retrieval answers:
 * an identifier that names nothing we hold, or no intent at all.
 */
import type { EntityManager } from '@mikro-orm/core';
import { agreementsTitled } from '../../collective-agreement/agreements-titled.ts';
import { type BookingLink, composeAnswer } from '../compose-answer.ts';
import { answerCalculation } from './answer-calculation.ts';
import { answerAgreement, answerArticle } from './answer-identifier.ts';
import { answerPaidLeave, answerPaidLeaveAtDeparture } from './answer-paid-leave.ts';
import { answerProductQuestion } from './answer-product-question.ts';
import type { Intent } from './recognise-intent.ts';
import { answerPartTimeSmic, answerSmic } from './answer-smic.ts';
import { answerHolidays } from './answer-holidays.ts';
import { answerPayBenefit } from './answer-pay-benefits.ts';
import { answerSickPay } from './answer-sick-pay.ts';
import { answerApprenticePay, answerYoungWorker } from './answer-minimum-pay.ts';
import { answerTrialLength } from './answer-trial-length.ts';
import { answerTrialNotice } from './answer-trial-notice.ts';
import { answerDisciplinary } from './answer-disciplinary.ts';
import { answerTools } from './answer-tools.ts';
import { answerTelework } from './answer-telework.ts';
import { answerSolidarityDay } from './answer-solidarity-day.ts';
import { answerMayDay } from './answer-may-day.ts';
import { answerPregnancy } from './answer-pregnancy.ts';
import { answerInterviewAssistance } from './answer-interview-assistance.ts';
import { answerMayorSunday } from './answer-mayor-sunday.ts';
import { answerTransportPass } from './answer-transport-pass.ts';
import { answerLegalDelay } from './answer-legal-delay.ts';
import { answerLeaveCarryOver } from './answer-leave-carry-over.ts';
import { answerSplitLeave } from './answer-split-leave.ts';
import { answerFamilyLeave } from './answer-family-leave.ts';
import { answerPayRule } from './answer-pay-rule.ts';
import { answerFixedTerm } from './answer-fixed-term.ts';
import { answerWorkingTime } from './answer-working-time.ts';
import { answerOvertime } from './answer-overtime.ts';
import { answerDsnDue, answerDsnWithoutPay } from './answer-dsn-due.ts';
import { answerBirthLeave } from './answer-birth-leave.ts';
import { answerWorkAccidentDeclaration } from './answer-work-accident.ts';

const NBSP = '\u00a0';

function greeting(thanks: boolean): string {
  return thanks
    ? `<p>Avec plaisir${NBSP}! D’autres questions${NBSP}? Je suis là.</p>`
    : `<p>Bonjour${NBSP}! Je réponds à vos questions sur la paie du dirigeant, le droit du travail et nos formules. Par exemple${NBSP}:</p>` +
        '<ul><li>Quelle est la durée du préavis de licenciement pour 3 ans d’ancienneté ?</li>' +
        '<li>Quelles sont les charges d’un président de SASU à 4 000 € brut ?</li>' +
        '<li>Combien coûte la formule Essentiel ?</li></ul>';
}

export async function answerIntent(
  em: EntityManager,
  intent: Intent,
  { booking, today }: { booking: BookingLink; today: Date },
): Promise<string | null> {
  switch (intent.kind) {
    case 'greeting':
      return greeting(intent.thanks);
    case 'product':
      return answerProductQuestion(intent.topic, intent.plan, booking);
    case 'calculation':
      return answerCalculation(intent, today).html;
    case 'paid-leave':
      return answerPaidLeave(intent);
    case 'agreement':
      return answerAgreement(
        em,
        intent.idccs.length > 0 ? intent.idccs : await agreementsTitled(em, intent.titleWords ?? []),
      );
    case 'article':
      return answerArticle(em, intent.number);
    case 'smic':
      return answerSmic(intent.year, today, intent.month);
    case 'part-time-smic':
      return answerPartTimeSmic(intent.weeklyHours, intent.year, intent.month, today);
    case 'holidays':
      return answerHolidays(intent, today);
    case 'birth-leave':
      return answerBirthLeave(intent.question);
    case 'dsn-without-pay':
      return answerDsnWithoutPay();
    case 'dsn-due':
      return answerDsnDue(intent, today);
    case 'overtime':
      return answerOvertime(intent);
    case 'trial-notice':
      return answerTrialNotice(intent);
    case 'trial-length':
      return answerTrialLength(intent);
    case 'apprentice-pay':
      return answerApprenticePay(intent, today);
    case 'young-worker':
      return answerYoungWorker(intent, today);
    case 'legal-delay':
      return answerLegalDelay(intent.delays);
    case 'leave-carry-over':
      return answerLeaveCarryOver(intent);
    case 'split-leave':
      return answerSplitLeave(intent);
    case 'family-leave':
      return answerFamilyLeave(intent.leaves);
    case 'pay-rule':
      return answerPayRule(intent.rules, intent.articleAsked);
    case 'solidarity-day':
      return answerSolidarityDay(intent.question);
    case 'may-day':
      return answerMayDay(intent.question);
    case 'pregnancy':
      return answerPregnancy(intent.question);
    case 'interview-assistance':
      return answerInterviewAssistance();
    case 'mayor-sunday':
      return answerMayorSunday(intent.question);
    case 'transport-pass':
      return answerTransportPass(intent.question);
    case 'telework':
      return answerTelework(intent.rules);
    case 'paid-leave-departure':
      return answerPaidLeaveAtDeparture(intent.referenceGrossCents ?? null);
    case 'fixed-term':
      return answerFixedTerm(intent.question);
    case 'working-time':
      return answerWorkingTime(intent.limits);
    case 'tools':
      return answerTools(intent.first);
    case 'disciplinary':
      return answerDisciplinary(intent.question, today);
    case 'sick-pay':
      return answerSickPay(intent);
    case 'pay-benefit':
      return answerPayBenefit(intent.question, today);
    case 'work-accident':
      return answerWorkAccidentDeclaration(em);
    case 'outside':
      return composeAnswer([], booking);
    case 'retrieval':
      return null;
  }
}
