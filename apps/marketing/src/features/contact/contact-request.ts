import {
  CONTACT_CLIENT_TYPES,
  CONTACT_EMPLOYEE_COUNT_MAX,
  CONTACT_FIELD_MESSAGES,
  CONTACT_HONEYPOT_FIELDS,
  CONTACT_MIN_FILL_MS,
  CONTACT_PACKAGES,
  CONTACT_TEXTS,
  type ContactClientType,
  type ContactPackage,
  SIMPLE_EMAIL_PATTERN,
  siretMessage,
  siretProblem,
} from '@dirigeo/schemas/constants';

/** The fields a visitor fills, by their names in the form (and in POST /api/contact). */
export const CONTACT_FIELDS = [
  'companyName',
  'name',
  'email',
  'jobTitle',
  'employeeCount',
  'package',
  'clientType',
  'siret',
  'message',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The request the form sends, before the token and the timing are added. */
export interface ContactFields {
  companyName: string;
  name: string;
  email: string;
  jobTitle: string;
  employeeCount: number;
  package: ContactPackage;
  clientType: ContactClientType;
  siret: string;
  message: string;
}

/** What the form decides before sending anything (spec 001 §5, in the order it checks). */
export type ContactCheck =
  /** A hidden field is filled: a robot. Show the fake success toast, send nothing. */
  | { kind: 'robot' }
  /** Sent less than 3 s after the form loaded. */
  | { kind: 'too-fast' }
  /** The SIRET is blank: the 'SIRET requis' toast. */
  | { kind: 'siret-missing' }
  /** Fields to fix, with their messages. */
  | { kind: 'invalid'; errors: Partial<Record<ContactField, string>> }
  | { kind: 'ready'; fields: ContactFields };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** Reads and checks the form as the browser holds it; `elapsedMs` since the form loaded. */
export function checkContactForm(form: FormData, elapsedMs: number): ContactCheck {
  if (CONTACT_HONEYPOT_FIELDS.some((name) => text(form, name) !== '')) return { kind: 'robot' };
  if (elapsedMs < CONTACT_MIN_FILL_MS) return { kind: 'too-fast' };
  const siret = text(form, 'siret');
  const problem = siretProblem(siret);
  if (problem === 'missing') return { kind: 'siret-missing' };

  const errors: Partial<Record<ContactField, string>> = {};
  const values = {
    companyName: text(form, 'companyName'),
    name: text(form, 'name'),
    email: text(form, 'email'),
    jobTitle: text(form, 'jobTitle'),
    message: text(form, 'message'),
  };
  for (const field of ['companyName', 'name', 'jobTitle', 'message'] as const) {
    if (values[field] === '') errors[field] = CONTACT_FIELD_MESSAGES[field];
  }
  if (values.email === '') errors.email = CONTACT_FIELD_MESSAGES.email;
  else if (!SIMPLE_EMAIL_PATTERN.test(values.email)) errors.email = CONTACT_FIELD_MESSAGES.emailInvalid;

  const countText = text(form, 'employeeCount');
  const employeeCount = Number(countText);
  if (countText === '') errors.employeeCount = CONTACT_FIELD_MESSAGES.employeeCount;
  else if (!Number.isInteger(employeeCount)) errors.employeeCount = CONTACT_FIELD_MESSAGES.employeeCountWhole;
  else if (employeeCount < 0) errors.employeeCount = CONTACT_FIELD_MESSAGES.employeeCountNegative;
  else if (employeeCount > CONTACT_EMPLOYEE_COUNT_MAX)
    errors.employeeCount = CONTACT_FIELD_MESSAGES.employeeCountTooLarge;

  const packageValue = text(form, 'package');
  const isPackage = (CONTACT_PACKAGES as readonly string[]).includes(packageValue);
  if (!isPackage) errors.package = CONTACT_FIELD_MESSAGES.package;
  const clientType = text(form, 'clientType');
  const isClientType = (CONTACT_CLIENT_TYPES as readonly string[]).includes(clientType);
  if (!isClientType) errors.clientType = CONTACT_FIELD_MESSAGES.clientType;
  if (problem) errors.siret = siretMessage(problem);

  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return {
    kind: 'ready',
    fields: {
      ...values,
      employeeCount,
      package: packageValue as ContactPackage,
      clientType: clientType as ContactClientType,
      siret,
    },
  };
}

/**
 * The message of an answer that is not a success (spec 001 §8): the server's `message`, or
 * « Une erreur s'est produite ». (The toast's other fallback, « …lors de l'envoi du message », is
 * for a sending that got no answer at all.)
 */
export function sendFailureMessage(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return CONTACT_TEXTS.genericError;
}

/** The fields a 400's issues point at, with their messages (the first per field). */
export function fieldErrorsOf(body: unknown): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (typeof body !== 'object' || body === null) return errors;
  const issues = (body as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof message !== 'string' || typeof path !== 'string') continue;
    const field = (CONTACT_FIELDS as readonly string[]).includes(path) ? (path as ContactField) : undefined;
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** A `?type=accountant` or `?formule=premium` of the page's address preselects the form's choice. */
export function preselectionOf(search: string): { clientType?: ContactClientType; package?: ContactPackage } {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const formule = params.get('formule');
  return {
    ...((CONTACT_CLIENT_TYPES as readonly (string | null)[]).includes(type)
      ? { clientType: type as ContactClientType }
      : {}),
    ...((CONTACT_PACKAGES as readonly (string | null)[]).includes(formule)
      ? { package: formule as ContactPackage }
      : {}),
  };
}
