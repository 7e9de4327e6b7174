/**
 * The three notices: « Préavis de licenciement » (L1234-1), « Préavis de départ ou de mise à la retraite »
 * (L1237-6, L1237-10) and « Préavis de démission » (L1237-1; VRP and journalists by statute). Each asks
 * what happened, the dates and the absences (the seniority, L1234-8), and whether the employee is a
 * disabled worker (L5213-9). Their results are computed in `notices-result.ts`, loaded when asked for.
 */
import { chosen, type YesNo } from '../answers.ts';
import {
  type EmploymentAnswers,
  emptyEmploymentAnswers,
  validateAbsences,
  validateEmploymentDates,
} from '../employment-answers.ts';
import type { WizardStep } from '../wizard.ts';

// Préavis de licenciement ------------------------------------------------------------------------------

export interface DismissalNoticeForm extends EmploymentAnswers {
  readonly seriousMisconduct: YesNo;
  readonly disabledWorker: YesNo;
}

export const initialDismissalNoticeForm: DismissalNoticeForm = {
  ...emptyEmploymentAnswers,
  seriousMisconduct: '',
  disabledWorker: '',
};

const NOTIFICATION = { name: 'la date de notification' };
const notSerious = (form: DismissalNoticeForm) => form.seriousMisconduct === 'non';

export const dismissalNoticeSteps: readonly WizardStep<DismissalNoticeForm>[] = [
  {
    id: 'motif',
    title: 'Le salarié est-il licencié pour faute grave ou lourde ?',
    validate: (form) => chosen('seriousMisconduct', form.seriousMisconduct),
  },
  {
    id: 'dates',
    title: 'Depuis quand le salarié travaille-t-il dans l’entreprise ?',
    when: notSerious,
    validate: (form) => validateEmploymentDates(form, NOTIFICATION),
  },
  {
    id: 'absences',
    title: 'Le salarié a-t-il été absent pendant son contrat ?',
    when: notSerious,
    validate: (form) => validateAbsences(form, NOTIFICATION),
  },
  {
    id: 'situation',
    title: 'Le salarié est-il reconnu travailleur handicapé ?',
    when: notSerious,
    validate: (form) => chosen('disabledWorker', form.disabledWorker),
  },
];

// Préavis de départ ou de mise à la retraite ---------------------------------------------------------------

export interface RetirementNoticeForm extends EmploymentAnswers {
  readonly initiator: 'employer' | 'employee' | '';
  readonly disabledWorker: YesNo;
}

export const initialRetirementNoticeForm: RetirementNoticeForm = {
  ...emptyEmploymentAnswers,
  initiator: '',
  disabledWorker: '',
};

export const retirementInitiatorOptions = [
  {
    value: 'employee',
    label: 'Le salarié part à la retraite',
    hint: 'Départ volontaire : le salarié décide de quitter l’entreprise pour liquider sa pension.',
  },
  {
    value: 'employer',
    label: 'L’employeur met le salarié à la retraite',
    hint: 'Avec son accord dès l’âge du taux plein automatique (67 ans), sans son accord à partir de 70 ans (article L1237-5).',
  },
] as const;

const RETIREMENT_NOTIFICATION = { name: 'la date de notification' };

export const retirementNoticeSteps: readonly WizardStep<RetirementNoticeForm>[] = [
  {
    id: 'initiative',
    title: 'Qui est à l’initiative du départ ?',
    validate: (form) => chosen('initiator', form.initiator),
  },
  {
    id: 'dates',
    title: 'Depuis quand le salarié travaille-t-il dans l’entreprise ?',
    validate: (form) => validateEmploymentDates(form, RETIREMENT_NOTIFICATION),
  },
  {
    id: 'absences',
    title: 'Le salarié a-t-il été absent pendant son contrat ?',
    validate: (form) => validateAbsences(form, RETIREMENT_NOTIFICATION),
  },
  {
    id: 'situation',
    title: 'Le salarié est-il reconnu travailleur handicapé ?',
    validate: (form) => chosen('disabledWorker', form.disabledWorker),
  },
];

// Préavis de démission -------------------------------------------------------------------------------------

export type ResignationProfession = 'other' | 'vrp' | 'journaliste';

export interface ResignationNoticeForm extends EmploymentAnswers {
  readonly profession: ResignationProfession | '';
}

export const initialResignationNoticeForm: ResignationNoticeForm = {
  ...emptyEmploymentAnswers,
  profession: '',
};

export const resignationProfessionOptions = [
  {
    value: 'other',
    label: 'Un autre salarié',
    hint: 'La grande majorité des cas : employé, ouvrier, technicien, cadre…',
  },
  {
    value: 'vrp',
    label: 'Un VRP (voyageur, représentant ou placier)',
    hint: 'Sous le statut de VRP des articles L7311-1 et suivants du Code du travail.',
  },
  {
    value: 'journaliste',
    label: 'Un journaliste professionnel',
    hint: 'Au sens de l’article L7111-3 du Code du travail.',
  },
] as const;

const RESIGNATION = { name: 'la date de présentation de la démission' };
const statutory = (form: ResignationNoticeForm) =>
  form.profession === 'vrp' || form.profession === 'journaliste';

export const resignationNoticeSteps: readonly WizardStep<ResignationNoticeForm>[] = [
  {
    id: 'profession',
    title: 'Qui démissionne ?',
    validate: (form) => chosen('profession', form.profession),
  },
  {
    id: 'dates',
    title: 'Depuis quand le salarié travaille-t-il dans l’entreprise ?',
    when: statutory,
    validate: (form) => validateEmploymentDates(form, RESIGNATION),
  },
  {
    id: 'absences',
    title: 'Le salarié a-t-il été absent pendant son contrat ?',
    when: statutory,
    validate: (form) => validateAbsences(form, RESIGNATION),
  },
];
