import type { RegisterForm } from '@dirigeo/schemas';

/** The wizard's steps and the fields each one validates before moving on (spec 000 §4). */
export const WIZARD_STEPS = [
  {
    title: 'Informations personnelles',
    fields: ['firstName', 'lastName', 'email', 'phone', 'username', 'password', 'confirmPassword'],
  },
  {
    title: "Informations de l'entreprise",
    // The optional company fields are checked too, but only a wrong value blocks, never an empty one.
    fields: [
      'company',
      'position',
      'status',
      'companyType',
      'siret',
      'previousPayrollSystem',
      'hasEmployees',
      'numberOfEmployees',
      'eligibilityTested',
    ],
  },
  { title: 'Options de souscription', fields: ['subscriptionType', 'termsAccepted'] },
] as const satisfies readonly { title: string; fields: readonly (keyof RegisterForm)[] }[];

/** The first step that holds one of the fields in error, to go back to it. */
export function firstStepWithError(fieldsInError: readonly string[]): number | undefined {
  const index = WIZARD_STEPS.findIndex((step) =>
    step.fields.some((field: string) => fieldsInError.includes(field)),
  );
  return index === -1 ? undefined : index;
}
