/**
 * The contact form's rules and texts without zod (spec 001 §2, §3, §5, §8, §9), for the form's island
 * and the API alike; `contact.ts` builds the request schema from them.
 */

/** Spec 001 §3: the `package` values, with the labels the form shows. */
export const CONTACT_PACKAGES = ['software', 'essential', 'premium', 'custom'] as const;
export type ContactPackage = (typeof CONTACT_PACKAGES)[number];
export const CONTACT_PACKAGE_LABELS: Readonly<Record<ContactPackage, string>> = {
  software: 'Logiciel',
  essential: 'Essentiel',
  premium: 'Premium',
  custom: 'Formule sur mesure',
};

/** Spec 001 §3: the `clientType` values, with the labels the form shows. */
export const CONTACT_CLIENT_TYPES = ['company', 'accountant', 'other'] as const;
export type ContactClientType = (typeof CONTACT_CLIENT_TYPES)[number];
export const CONTACT_CLIENT_TYPE_LABELS: Readonly<Record<ContactClientType, string>> = {
  company: 'Entreprise',
  accountant: 'Expert-comptable',
  other: 'Autre',
};

/** Spec 001 §9: a form sent less than 3 s after it loaded is a robot's. */
export const CONTACT_MIN_FILL_MS = 3000;
/** Spec 001 §9: the confirmation panel gives way to a blank form after 5 s. */
export const CONTACT_SUCCESS_RESET_MS = 5000;
/** A form token older than this is refused: the visitor reloads the page (the form fetches a new one). */
export const CONTACT_FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Spec 001 §9: SIRET 14 characters. */
export const SIRET_LENGTH = 14;
/** Longest message accepted. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Most employees a company may declare (the form's number field goes no further). */
export const CONTACT_EMPLOYEE_COUNT_MAX = 1_000_000;

/** The hidden fields a visitor never sees, so never fills (spec 001 §3): filled means a robot. */
export const CONTACT_HONEYPOT_FIELDS = ['website', 'newsletter'] as const;

/** Every text of the form's toasts and errors, verbatim from spec 001 §5 and §8 where it gives them. */
export const CONTACT_TEXTS = {
  siretHint: '14 chiffres - Obligatoire pour valider votre demande',
  sending: 'Envoi en cours...',
  /** Spec 001 §5: the toast of a filled honeypot, also the title of a real success. */
  sent: 'Message envoyé',
  siretRequiredTitle: 'SIRET requis',
  siretRequired: 'Veuillez saisir le SIRET de votre entreprise',
  siretFormat: 'Le SIRET doit contenir 14 chiffres',
  siretChecksum:
    "Ce SIRET n'est pas valide : vérifiez ses 14 chiffres, la clé de contrôle ne correspond pas.",
  tooFastTitle: 'Erreur de validation',
  tooFast: 'Veuillez prendre le temps de bien remplir le formulaire.',
  errorTitle: 'Erreur',
  /** Spec 001 §8: what the form shows when the server gave no message. */
  sendFailed: "Une erreur s'est produite lors de l'envoi du message",
  /** Spec 001 §8: the error thrown for a non-ok answer without a message. */
  genericError: "Une erreur s'est produite",
  formExpired: 'Le formulaire a expiré : rechargez la page, puis envoyez à nouveau votre message.',
} as const;

/** The message of each field when it is missing or wrong, the same in the form and the API's 400. */
export const CONTACT_FIELD_MESSAGES = {
  name: 'Veuillez saisir votre nom complet',
  email: 'Veuillez saisir votre email professionnel',
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  companyName: 'Veuillez saisir le nom de votre entreprise',
  jobTitle: 'Veuillez saisir votre fonction',
  employeeCount: 'Veuillez indiquer le nombre de salariés',
  employeeCountWhole: 'Le nombre de salariés doit être un nombre entier',
  employeeCountNegative: 'Le nombre de salariés ne peut pas être négatif',
  employeeCountTooLarge: 'Le nombre de salariés est trop grand',
  package: 'Veuillez choisir une formule',
  clientType: 'Veuillez choisir votre profil',
  message: 'Veuillez écrire votre message',
} as const;

/** What is wrong with a SIRET as typed, or null when it is valid. */
export type SiretProblem = 'missing' | 'format' | 'checksum';

/** The SIRET without the spaces (or dots) a visitor types between its groups of digits. */
export function normalizeSiret(value: string): string {
  return value.replace(/[\s.\u00a0\u202f]/g, '');
}

/** Luhn's check (the key of every SIREN and of most SIRET numbers, INSEE). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * La Poste's establishments (SIREN 356 000 000) are numbered by their own rule: the sum of the
 * fourteen digits is a multiple of 5. Its head office, 356 000 000 00048, keeps Luhn's key.
 */
const LA_POSTE_SIREN = '356000000';
const LA_POSTE_HEAD_OFFICE = '35600000000048';

/** Why `value` is not a valid SIRET (14 digits, SIREN and SIRET keys), or null when it is. */
export function siretProblem(value: string): SiretProblem | null {
  const siret = normalizeSiret(value);
  if (siret === '') return 'missing';
  if (!/^\d{14}$/.test(siret)) return 'format';
  if (!passesLuhn(siret.slice(0, 9))) return 'checksum';
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== LA_POSTE_HEAD_OFFICE) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0 ? null : 'checksum';
  }
  return passesLuhn(siret) ? null : 'checksum';
}

/** The message for a SIRET problem (the form's toast, the API's 400). */
export function siretMessage(problem: SiretProblem): string {
  switch (problem) {
    case 'missing':
      return CONTACT_TEXTS.siretRequired;
    case 'format':
      return CONTACT_TEXTS.siretFormat;
    case 'checksum':
      return CONTACT_TEXTS.siretChecksum;
  }
}

/**
 * Spec 001 §4: the statuses a contact request goes through in the back office, with their labels.
 * The column is free text (50 characters): a status written by something else is shown raw.
 */
export const CONTACT_SUBMISSION_STATUSES = ['new', 'contacted', 'closed'] as const;
export type ContactSubmissionStatus = (typeof CONTACT_SUBMISSION_STATUSES)[number];
export const CONTACT_SUBMISSION_STATUS_LABELS: Readonly<Record<ContactSubmissionStatus, string>> = {
  new: 'Nouveau',
  contacted: 'Contacté',
  closed: 'Fermé',
};
