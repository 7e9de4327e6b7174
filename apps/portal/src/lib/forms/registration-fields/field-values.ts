import type { RegisterForm } from '@dirigeo/schemas';

/**
 * The values each field group edits, read from the form around it (react-hook-form's FormProvider):
 * picks of the registration form, whose fields are the profile's own schemas, so that the profile
 * form (a subset) uses the same groups. A form's Control cannot be passed down typed as a subset.
 */
export type PersonalInfoValues = Pick<RegisterForm, 'firstName' | 'lastName' | 'email' | 'phone'>;
export type AccountValues = Pick<RegisterForm, 'username' | 'password' | 'confirmPassword'>;
export type ProfessionalValues = Pick<RegisterForm, 'company' | 'position' | 'status'>;
export type CompanyDetailsValues = Pick<
  RegisterForm,
  | 'companyType'
  | 'siret'
  | 'previousPayrollSystem'
  | 'hasEmployees'
  | 'numberOfEmployees'
  | 'eligibilityTested'
>;
export type PlanChoiceValues = Pick<RegisterForm, 'subscriptionType' | 'plan'>;
export type TermsValues = Pick<RegisterForm, 'termsAccepted'>;
