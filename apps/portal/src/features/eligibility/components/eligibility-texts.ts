import type { FrenchGender } from '@dirigeo/schemas/french';
import type { ExtraQuestion, LegalForm, OfficerStatus, TnsReason } from '@dirigeo/payroll-calc';

/** Step 1's options: the code and the form's full name. */
export const LEGAL_FORM_LABELS: Record<LegalForm, string> = {
  SARL: 'SARL (Société à responsabilité limitée)',
  SAS: 'SAS (Société par actions simplifiée)',
  SASU: 'SASU (Société par actions simplifiée unipersonnelle)',
  EURL: 'EURL (Entreprise unipersonnelle à responsabilité limitée)',
  EI: 'EI (Entreprise individuelle)',
  AE: 'AE (Auto-entrepreneur)',
  SNC: 'SNC (Société en nom collectif)',
  SA: 'SA (Société anonyme)',
  SCS: 'SCS (Société en commandite simple)',
  SCA: 'SCA (Société en commandite par actions)',
  GIE: "GIE (Groupement d'intérêt économique)",
};

/** The grammatical gender of each form's noun (société, entreprise: f; groupement, auto-entrepreneur: m). */
export const LEGAL_FORM_GENDERS: Record<LegalForm, FrenchGender> = {
  SARL: 'f',
  SAS: 'f',
  SASU: 'f',
  EURL: 'f',
  EI: 'f',
  AE: 'm',
  SNC: 'f',
  SA: 'f',
  SCS: 'f',
  SCA: 'f',
  GIE: 'm',
};

/** Step 2's options. */
export const OFFICER_STATUS_LABELS: Record<OfficerStatus, string> = {
  gerant_majoritaire: 'Gérant majoritaire',
  gerant_minoritaire: 'Gérant minoritaire',
  gerant_non_associe: 'Gérant non associé',
  president_associe_majoritaire: 'Président associé majoritaire',
  president_associe_minoritaire: 'Président associé minoritaire',
  directeur_general: 'Directeur général',
  president_associe_unique: 'Président associé unique',
  gerant_associe_unique: 'Gérant associé unique',
  entrepreneur_individuel: 'Entrepreneur individuel',
  auto_entrepreneur: 'Auto-entrepreneur',
  associe_gerant: 'Associé gérant',
  associe: 'Associé',
  president_conseil: "Président du conseil d'administration",
  associe_commandite: 'Associé commandité',
  gerant_commandite: 'Gérant commandité',
  membre_conseil_surveillance: 'Membre du conseil de surveillance',
  controleur_gestion: 'Contrôleur de gestion',
  administrateur_membre: 'Administrateur membre',
  membre: 'Membre',
};

/** The extra questions (spec 000 §4), answered oui or non. */
export const EXTRA_QUESTION_LABELS: Record<ExtraQuestion, string> = {
  remunere: 'Percevez-vous une rémunération au titre de votre mandat ?',
  cumul_contrat: 'Cumulez-vous votre mandat avec un contrat de travail ?',
  taches_diff: 'Les fonctions de votre contrat de travail sont-elles distinctes de votre mandat social ?',
  subordination: 'Existe-t-il un lien de subordination réel entre vous et la société ?',
};

/**
 * Why each combination is not compatible: these officers are travailleurs non salariés, affiliated
 * to the self-employed scheme (Code de la sécurité sociale, art. L311-3 11° a contrario, L613-1).
 */
export const TNS_EXPLANATIONS: Record<TnsReason, string> = {
  'sarl-gerant-majoritaire':
    'Le gérant majoritaire de SARL (qui détient, seul ou avec son conjoint et ses enfants mineurs, plus de la moitié des parts) relève du régime des travailleurs non salariés. Sa rémunération de gérance ne donne pas lieu à un bulletin de paie.',
  'eurl-gerant-associe-unique':
    "Le gérant associé unique d'une EURL est travailleur non salarié : il cotise à la sécurité sociale des indépendants et sa rémunération ne donne pas lieu à un bulletin de paie.",
  ei: "L'entrepreneur individuel est travailleur non salarié : il ne se verse pas de salaire, sa rémunération est le bénéfice de son entreprise.",
  ae: "L'auto-entrepreneur (micro-entrepreneur) est travailleur non salarié : il déclare son chiffre d'affaires et paie ses cotisations à l'Urssaf, sans bulletin de paie.",
};
