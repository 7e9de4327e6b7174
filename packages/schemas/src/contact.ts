import { TEXT_MAX_LENGTH } from './constants/text.ts';
import {
  CONTACT_CLIENT_TYPES,
  CONTACT_EMPLOYEE_COUNT_MAX,
  CONTACT_FIELD_MESSAGES as M,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_PACKAGES,
  normalizeSiret,
  siretMessage,
  siretProblem,
} from './constants/contact.ts';
import { z } from './zod-fr.ts';

function required(message: string, max = TEXT_MAX_LENGTH) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${max} caractères au maximum` });
}

/** POST /api/contact (spec 001 §3, "Contact form payload"); the honeypot fields are never sent. */
export const contactBodySchema = z.object({
  /** Nom complet. */
  name: required(M.name),
  /** E-mail professionnel. */
  email: z
    .string({ error: M.email })
    .trim()
    .max(TEXT_MAX_LENGTH, { error: `${TEXT_MAX_LENGTH} caractères au maximum` })
    .pipe(z.email({ error: M.emailInvalid })),
  /** Nom de l'entreprise. */
  companyName: required(M.companyName),
  /** Fonction. */
  jobTitle: required(M.jobTitle),
  /** Nombre de salariés (0 or more). */
  employeeCount: z
    .number({ error: M.employeeCount })
    .int({ error: M.employeeCountWhole })
    .min(0, { error: M.employeeCountNegative })
    .max(CONTACT_EMPLOYEE_COUNT_MAX, { error: M.employeeCountTooLarge }),
  /** Formule qui intéresse le visiteur. */
  package: z.enum(CONTACT_PACKAGES, { error: M.package }),
  /** Type de contact. */
  clientType: z.enum(CONTACT_CLIENT_TYPES, { error: M.clientType }),
  /** SIRET: 14 digits whose key is valid (spaces allowed between groups); stored without spaces. */
  siret: z
    .string({ error: siretMessage('missing') })
    .max(32, { error: siretMessage('format') })
    .superRefine((value, ctx) => {
      const problem = siretProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: siretMessage(problem) });
    })
    .transform(normalizeSiret),
  /** Message. */
  message: required(M.message, CONTACT_MESSAGE_MAX_LENGTH),
  /** Milliseconds between the form's loading and its sending, as the browser measured them (not trusted). */
  submissionTime: z
    .number({ error: 'Le temps de saisie doit être un nombre' })
    .int({ error: 'Le temps de saisie doit être un nombre entier' })
    .min(0, { error: 'Le temps de saisie ne peut pas être négatif' }),
  /** The token `GET /api/contact/token` gave the form when it loaded: how the server times the form. */
  formToken: z.string({ error: 'Jeton de formulaire manquant' }).max(200),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
/** What the browser sends, before the server's transforms. */
export type ContactBodyInput = z.input<typeof contactBodySchema>;

/** GET /api/contact/token's answer. */
export const contactFormTokenSchema = z.object({
  /** Opaque; sent back with the form. */
  token: z.string(),
});
export type ContactFormToken = z.infer<typeof contactFormTokenSchema>;

/** POST /api/contact's answer, the same whether the message was kept or a robot's was dropped. */
export const contactAcceptedSchema = z.object({ ok: z.literal(true) });
