import type { LetterTemplate } from '../../types.ts';

/** The employee asks for paid leave on given dates; the employer sets the order of departures (L3141-15, L3141-16). */
export const demandeDeCongesPayes: LetterTemplate = {
  slug: 'demande-de-conges-payes',
  nom: 'Demande de congés payés',
  type: 'conges',
  description: 'Le salarié demande à l’employeur de prendre ses congés payés aux dates qu’il souhaite.',
  author: 'employee',
  legalReferences: ['L3141-12', 'L3141-13', 'L3141-15', 'L3141-16', 'L3141-17', 'D3141-5'],
  guidance: [
    'C’est l’employeur qui fixe l’ordre et les dates des départs en congé, selon l’accord collectif applicable ou, à défaut, après avis du comité social et économique s’il existe (articles L. 3141-15 et L. 3141-16 du Code du travail). Ne partez pas sans son accord : une absence non autorisée peut être sanctionnée.',
    'Les congés peuvent être pris dès l’embauche (article L. 3141-12). La période de prise des congés comprend toujours la période du 1er mai au 31 octobre (article L. 3141-13) ; l’employeur la fait connaître au moins deux mois avant son ouverture (article D. 3141-5).',
    'Le congé pris en une seule fois ne peut dépasser 24 jours ouvrables, sauf contraintes géographiques particulières ou présence au foyer d’un enfant ou d’un adulte handicapé ou d’une personne âgée en perte d’autonomie (article L. 3141-17).',
    'Une fois les dates fixées, l’employeur ne peut plus les modifier moins d’un mois avant le départ, sauf circonstances exceptionnelles ou délai différent prévu par l’accord collectif (articles L. 3141-15 et L. 3141-16).',
    'Faites votre demande tôt, par écrit (courriel ou lettre), et gardez la réponse de l’employeur.',
  ],
  fields: [
    { name: 'dateDebut', kind: 'date', label: 'Premier jour de congé', required: true },
    { name: 'dateFin', kind: 'date', label: 'Dernier jour de congé', required: true },
    {
      name: 'nombreJours',
      kind: 'number',
      label: 'Nombre de jours de congés payés décomptés',
      required: false,
      min: 0.5,
      max: 60,
      unit: 'jours de congés payés',
      help: 'Facultatif : en jours ouvrables ou ouvrés, selon le décompte de l’entreprise.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDebut',
      relation: 'notBefore',
      other: 'dateLettre',
      message: 'Vous demandez des congés à venir : le premier jour ne peut pas précéder la date de la lettre',
    },
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'notBefore',
      other: 'dateDebut',
      message: 'Le dernier jour de congé ne peut pas précéder le premier',
    },
    {
      kind: 'daysInPeriod',
      field: 'nombreJours',
      start: 'dateDebut',
      end: 'dateFin',
      count: 'exceptSundays',
      message: 'Ce nombre dépasse les jours ouvrables compris entre le premier et le dernier jour de congé',
    },
  ],
  subject: 'Demande de congés payés du {{dateDebut}} au {{dateFin}}',
  salutation: 'Madame, Monsieur,',
  body: [
    { text: 'Je souhaite prendre des congés payés du {{dateDebut}} au {{dateFin}} inclus.' },
    { text: 'Cette demande porte sur {{nombreJours}}.', when: { field: 'nombreJours', filled: true } },
    { text: 'Je vous remercie de bien vouloir me confirmer votre accord sur ces dates.' },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
};
