import { describe, expect, it } from 'vitest';
import { categorizePracticalSheet, normalizeForMatching } from './practical-sheet-category.ts';

const sheet = (title: string, slug = '', description = '') => ({ title, slug, description });

describe('normalizeForMatching', () => {
  it('drops accents, case and typographic apostrophes', () => {
    expect(normalizeForMatching('L’arrêt de travail : Congé d’ADOPTION')).toBe(
      'l arret de travail conge d adoption',
    );
  });
});

describe('categorizePracticalSheet', () => {
  // Titles of the Ministry's sheets (@socialgouv/fiches-travail-data 4.1174.0).
  it.each([
    ['La période d’essai', 'contrat'],
    ['Le contrat à durée déterminée (CDD)', 'contrat'],
    ['Salariés détachés : vos droits', 'contrat'],
    ['Le SMIC (salaire minimum de croissance)', 'remuneration'],
    ['Le bulletin de paie', 'remuneration'],
    ['La rémunération de l’intérimaire', 'remuneration'],
    ['Les plans d’épargne salariale', 'remuneration'],
    ['Les heures supplémentaires : définition et limites', 'temps-de-travail'],
    ['Le compte épargne-temps (CET)', 'temps-de-travail'],
    ['Le travail à temps partiel : contrat et statut du salarié', 'temps-de-travail'],
    ['Le temps de travail des jeunes de moins de 18 ans', 'temps-de-travail'],
    ['Les congés payés', 'conges'],
    ['Le congé de maternité', 'conges'],
    ['Les jours fériés et les ponts', 'conges'],
    ['Le congé de reclassement', 'rupture'],
    ['La rupture conventionnelle du contrat de travail à durée indéterminée', 'rupture'],
    ['L’indemnité légale de licenciement', 'rupture'],
    ['La démission', 'rupture'],
    ['La prévention des risques liés à l’amiante', 'sante-securite'],
    ['Le harcèlement moral', 'sante-securite'],
    ['L’arrêt de travail pour accident du travail ou maladie professionnelle', 'sante-securite'],
    ['La protection de la santé des jeunes travailleurs', 'sante-securite'],
    ['Les délégués syndicaux', 'representation-du-personnel'],
    [
      'Les attributions du CSE en matière de santé, de sécurité et de conditions de travail',
      'representation-du-personnel',
    ],
    ['La grève', 'representation-du-personnel'],
    ['Le contrat de professionnalisation', 'formation'],
    ['Le compte personnel de formation (CPF)', 'formation'],
    ['L’allocation d’aide au retour à l’emploi (ARE)', 'emploi-insertion'],
    ['Le contrat unique d’insertion (CUI)', 'emploi-insertion'],
    ['L’obligation d’emploi des travailleurs handicapés (OETH)', 'emploi-insertion'],
    [
      'L’égalité de rémunération entre les femmes et les hommes et les obligations des employeurs',
      'egalite-discriminations',
    ],
    ['La protection contre les discriminations', 'egalite-discriminations'],
    ['Le chèque emploi-service universel (CESU) « déclaratif »', 'particulier-employeur'],
    [
      'Recruter une assistante maternelle ou un assistant maternel : les obligations à respecter',
      'particulier-employeur',
    ],
    ['Le règlement intérieur', 'droits-obligations'],
    ['Le conseil de prud’hommes', 'droits-obligations'],
    ['La sanction disciplinaire', 'droits-obligations'],
  ] as const)('files « %s » under %s', (title, category) => {
    expect(categorizePracticalSheet(sheet(title))).toBe(category);
  });

  it('reads the slug, then the description, when the title names no theme', () => {
    expect(categorizePracticalSheet(sheet('Questions-réponses', 'le-bulletin-de-paie'))).toBe('remuneration');
    expect(
      categorizePracticalSheet(
        sheet(
          'Les associations intermédiaires (AI)',
          'les-associations-intermediaires-ai',
          'Structures d’insertion par l’activité économique',
        ),
      ),
    ).toBe('emploi-insertion');
  });

  it('files a sheet naming no theme at all under « autres »', () => {
    expect(categorizePracticalSheet(sheet('Foire aux questions', 'faq', 'Diverses questions.'))).toBe(
      'autres',
    );
  });

  it('matches whole words: « sécurisée » is not « sécurité »', () => {
    expect(categorizePracticalSheet(sheet('La mobilité volontaire sécurisée'))).toBe('contrat');
  });
});
