// zod-free, in a module of their own: the tools hub's list island names the categories, and the other
// islands, which share the official pages' paths, do not carry their labels.

/** Our categories of practical sheets, each sheet has exactly one (see the API's category rule). */
export const PRACTICAL_SHEET_CATEGORIES = [
  'contrat',
  'remuneration',
  'temps-de-travail',
  'conges',
  'rupture',
  'sante-securite',
  'representation-du-personnel',
  'formation',
  'emploi-insertion',
  'egalite-discriminations',
  'particulier-employeur',
  'droits-obligations',
  'autres',
] as const;
export type PracticalSheetCategory = (typeof PRACTICAL_SHEET_CATEGORIES)[number];
export const PRACTICAL_SHEET_CATEGORY_LABELS: Record<PracticalSheetCategory, string> = {
  contrat: 'Contrat de travail',
  remuneration: 'Rémunération',
  'temps-de-travail': 'Temps de travail',
  conges: 'Congés et absences',
  rupture: 'Rupture du contrat',
  'sante-securite': 'Santé et sécurité',
  'representation-du-personnel': 'Représentation du personnel',
  formation: 'Formation et alternance',
  'emploi-insertion': 'Emploi et insertion',
  'egalite-discriminations': 'Égalité et discriminations',
  'particulier-employeur': 'Particulier employeur',
  'droits-obligations': 'Droits, obligations et litiges',
  autres: 'Autres sujets',
};
