import type { LetterAuthor, LetterField, LetterTemplate } from './types.ts';

/**
 * The fields every letter has, added by the package according to who writes it: the two parties,
 * the signatory, the place and date. Templates use them in their text as `{{employeurNom}}`,
 * `{{salarieNom}}`… and never declare them again.
 */
export const STANDARD_FIELD_NAMES = [
  'employeurNom',
  'employeurAdresse',
  'employeurSiret',
  'employeurDestinataire',
  'signataireNom',
  'signataireQualite',
  'salarieCivilite',
  'salarieNom',
  'salarieAdresse',
  'lieu',
  'dateLettre',
] as const;
export type StandardFieldName = (typeof STANDARD_FIELD_NAMES)[number];

const employeurNom: LetterField = {
  name: 'employeurNom',
  kind: 'text',
  label: 'Raison sociale de l’employeur',
  required: true,
  maxLength: 120,
  help: 'Le nom de l’entreprise tel qu’il figure sur l’extrait Kbis ou l’avis de situation au répertoire SIRENE.',
  placeholder: 'Atelier Martin SAS',
};

const employeurAdresse: LetterField = {
  name: 'employeurAdresse',
  kind: 'textarea',
  label: 'Adresse de l’employeur',
  required: true,
  maxLength: 300,
  help: 'L’adresse de l’établissement qui emploie le salarié, sur deux ou trois lignes.',
  placeholder: '12 rue des Lilas\n69003 Lyon',
};

const employeurSiret: LetterField = {
  name: 'employeurSiret',
  kind: 'text',
  label: 'SIRET',
  required: false,
  maxLength: 17,
  help: 'Facultatif : les 14 chiffres du numéro SIRET de l’établissement.',
  placeholder: '123 456 789 00012',
};

const employeurDestinataire: LetterField = {
  name: 'employeurDestinataire',
  kind: 'text',
  label: 'À l’attention de',
  required: false,
  maxLength: 120,
  help: 'Facultatif : le nom et la fonction de la personne à qui la lettre est adressée.',
  placeholder: 'Madame Sophie Bernard, directrice des ressources humaines',
};

const signataireNom: LetterField = {
  name: 'signataireNom',
  kind: 'text',
  label: 'Nom du signataire',
  required: true,
  maxLength: 120,
  help: 'La personne qui signe pour l’employeur : le dirigeant ou une personne à qui il a délégué ce pouvoir.',
  placeholder: 'Paul Martin',
};

const signataireQualite: LetterField = {
  name: 'signataireQualite',
  kind: 'text',
  label: 'Qualité du signataire',
  required: true,
  maxLength: 120,
  help: 'Sa fonction dans l’entreprise.',
  placeholder: 'Président',
};

const salarieCivilite: LetterField = {
  name: 'salarieCivilite',
  kind: 'select',
  label: 'Civilité du salarié',
  required: true,
  options: [
    { value: 'madame', label: 'Madame' },
    { value: 'monsieur', label: 'Monsieur' },
  ],
};

const salarieNom: LetterField = {
  name: 'salarieNom',
  kind: 'text',
  label: 'Prénom et nom du salarié',
  required: true,
  maxLength: 120,
  placeholder: 'Claire Dupont',
};

const salarieAdresse: LetterField = {
  name: 'salarieAdresse',
  kind: 'textarea',
  label: 'Adresse du salarié',
  required: true,
  maxLength: 300,
  placeholder: '5 avenue Jean Jaurès\n69007 Lyon',
};

const lieu: LetterField = {
  name: 'lieu',
  kind: 'text',
  label: 'Fait à',
  required: true,
  maxLength: 80,
  help: 'La ville où la lettre est écrite.',
  placeholder: 'Lyon',
};

const dateLettre: LetterField = {
  name: 'dateLettre',
  kind: 'date',
  label: 'Date de la lettre',
  required: true,
};

/**
 * The standard fields of a letter written by `author`, in the order the form shows them: the
 * author's party first. An employer's letter goes to a named employee (civilité for the salutation);
 * an employee's letter goes to the employer, optionally to someone's attention.
 */
export function standardLetterFields(author: LetterAuthor): readonly LetterField[] {
  return author === 'employer'
    ? [
        employeurNom,
        employeurAdresse,
        employeurSiret,
        signataireNom,
        signataireQualite,
        salarieCivilite,
        salarieNom,
        salarieAdresse,
        lieu,
        dateLettre,
      ]
    : [salarieNom, salarieAdresse, employeurNom, employeurAdresse, employeurDestinataire, lieu, dateLettre];
}

/** Everything the form of `template` asks: the standard fields, then the template's own. */
export function letterFormFields(template: LetterTemplate): readonly LetterField[] {
  return [...standardLetterFields(template.author), ...template.fields];
}
