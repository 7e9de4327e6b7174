import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLetterTemplate } from './check-template.ts';
import { renderLetterDocx } from './docx/render-letter-docx.ts';
import { letterFileName } from './file-name.ts';
import { letterValuesSchema, REQUIRED_MESSAGE } from './letter-values-schema.ts';
import { renderLetterPdf } from './pdf/render-letter-pdf.ts';
import { type LetterDocument, renderLetter } from './render-letter.ts';
import { letterFormFields } from './standard-fields.ts';
import { findLetterTemplate, letterTemplates } from './templates/index.ts';
import { readDocx, readPdf, squash } from './testing/read-output.ts';
import { sampleLetterValues, sampleVariants } from './testing/sample-values.ts';
import { conditionHolds } from './conditions.ts';
import { LETTER_TYPES, type LetterTemplate } from './types.ts';

/** The articles of the Code du travail in force (scripts/extract-code-du-travail-articles.ts). */
const articlesInForce = new Set(
  readFileSync(new URL('./testing/code-du-travail-articles.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Every text of a letter, as one string. */
function letterText(letter: LetterDocument): string {
  return [
    ...letter.sender,
    ...letter.recipient,
    letter.placeAndDate,
    letter.delivery ?? '',
    letter.subject,
    letter.salutation,
    ...letter.paragraphs,
    letter.closing,
    ...letter.signature,
    letter.countersignature?.text ?? '',
    letter.countersignature?.name ?? '',
  ].join('\n');
}

/**
 * « article L. 1232-4 », « articles L. 1226-2 et L. 1226-2-1 » in a text: the Code du travail's
 * articles it cites, leaving out those followed by the name of another code.
 */
function citedArticles(text: string): string[] {
  const cited: string[] = [];
  for (const match of text.matchAll(/\b([LRD])\.\s?(\d{4}(?:-\d+)+)\b(.{0,45})/gs)) {
    const [, letter, number, after = ''] = match;
    const otherCode = /sécurité sociale|code civil|code de commerce|code pénal|code rural|éducation/i.test(
      after.split(/[.;)]\s/)[0] ?? '',
    );
    if (!otherCode) cited.push(`${letter}${number}`);
  }
  return cited;
}

describe('the list of templates', () => {
  it('has one template per slug, each found by its slug', () => {
    const slugs = letterTemplates.map((template) => template.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const template of letterTemplates) expect(findLetterTemplate(template.slug)).toBe(template);
    expect(findLetterTemplate('inconnu')).toBeUndefined();
  });

  it('is grouped by type, in the spec’s order of types', () => {
    const order = letterTemplates.map((template) => LETTER_TYPES.indexOf(template.type));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each(['licenciement', 'disciplinaire', 'contrat'] as const)('has letters of type %s', (type) => {
    expect(letterTemplates.filter((template) => template.type === type).length).toBeGreaterThanOrEqual(5);
  });
});

describe.each(letterTemplates.map((template) => [template.slug, template] as const))(
  '%s',
  (_slug, template) => {
    const schema = letterValuesSchema(template);
    const variants = sampleVariants(template);

    it('is a sound template', () => {
      expect(checkLetterTemplate(template)).toEqual([]);
    });

    it('cites articles of the Code du travail that are in force', () => {
      const texts = [
        ...template.guidance,
        template.subject,
        template.delivery ?? '',
        ...template.body.map((block) => block.text),
        template.closing,
        template.countersignature?.text ?? '',
        ...letterFormFields(template).flatMap((field) => [field.label, field.help ?? '']),
      ].join('\n');
      const missing = [...template.legalReferences, ...citedArticles(texts)].filter(
        (article) => !articlesInForce.has(article),
      );
      expect(missing).toEqual([]);
    });

    it('renders every variant of its values with no placeholder or hole left', () => {
      for (const values of variants) {
        expect(schema.safeParse(values).error?.issues ?? []).toEqual([]);
        const letter = renderLetter(template, schema.parse(values));
        expect(letter.missingFields).toEqual([]);
        const text = letterText(letter);
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text).not.toMatch(/\[[^\]]*\]/);
        // No doubled space, no space before a comma or a full stop, no doubled full stop in the
        // prose (a countersignature may have a dotted line to write on).
        const prose = [letter.subject, ...letter.paragraphs, letter.closing].join('\n');
        expect(prose).not.toMatch(/ {2}|\s[,.]|\.\./);
      }
    });

    it('prints every paragraph in some variant and uses every field it asks for', () => {
      const letters = variants.map((values) => renderLetter(template, values));
      const printed = new Set(letters.flatMap((letter) => letter.paragraphs));
      expect(printed.size).toBeGreaterThanOrEqual(new Set(template.body.map((block) => block.text)).size);
      const allText = letters.map(letterText).join('\n');
      for (const field of template.fields) {
        if (field.kind !== 'text' && field.kind !== 'textarea') continue;
        // Sample texts carry the field's name: each one must come out in some variant of the letter.
        expect(allText, field.name).toContain(`-${field.name}`);
      }
    });

    it('refuses a form left empty, with a French message on each required field', () => {
      const result = schema.safeParse({});
      expect(result.success).toBe(false);
      const required = letterFormFields(template).filter((field) => field.required);
      const messages = new Map(result.error?.issues.map((issue) => [String(issue.path[0]), issue.message]));
      for (const field of required) expect(messages.get(field.name), field.name).toBe(REQUIRED_MESSAGE);
    });

    it('downloads as a .docx and a PDF holding the letter', async () => {
      const letter = renderLetter(template, sampleLetterValues(template));
      const docx = squash(readDocx(await renderLetterDocx(letter)).text);
      expect(docx).toContain(squash(`Objet : ${letter.subject}`));
      expect(docx).toContain(squash(letter.paragraphs[0] ?? ''));
      const pdf = squash((await readPdf(await renderLetterPdf(letter))).text);
      expect(pdf).toContain(squash(`Objet : ${letter.subject}`));
      expect(pdf).toContain(squash(letter.recipient[0] ?? ''));
      expect(pdf).toContain('le 22 novembre 2026');
      expect(letterFileName(template.slug, letter.isoDate ?? '', 'pdf')).toBe(
        `modele-${template.slug}-2026-11-22.pdf`,
      );
    });
  },
);

it('names the files after the template and the letter’s date', () => {
  expect(letterFileName('avertissement', '2026-11-22', 'docx')).toBe('modele-avertissement-2026-11-22.docx');
  expect(() => letterFileName('avertissement', '22/11/2026', 'docx')).toThrow(RangeError);
  expect(() => letterFileName('../x', '2026-11-22', 'pdf')).toThrow(RangeError);
});

describe('the answer to a request for paid leave', () => {
  const template = findLetterTemplate('reponse-a-une-demande-de-conges-payes');
  if (!template) throw new Error('template missing');
  const reason = 'Deux des trois membres de l’équipe sont déjà en congé sur cette période.';

  it('gives no reason of refusal in a letter that agrees, even one typed before the answer changed', () => {
    const values = { ...sampleLetterValues(template), decision: 'accord', motifRefus: reason };
    const text = letterText(renderLetter(template, values));
    expect(text).toContain('Nous avons le plaisir de vous confirmer notre accord');
    expect(text).not.toContain(reason);
    expect(text).not.toContain('Cette décision tient à la raison suivante');
  });

  it.each(['refus', 'autres-dates'])('asks for the reason of a refusal (%s) and prints it', (decision) => {
    const values = { ...sampleLetterValues(template), decision, motifRefus: reason };
    expect(letterText(renderLetter(template, values))).toContain(reason);
    const withoutReason = letterValuesSchema(template).safeParse({ ...values, motifRefus: '' });
    expect(withoutReason.success).toBe(false);
  });
});

/** The template of `slug`, or a failed test. */
function templateOf(slug: string): LetterTemplate {
  const template = findLetterTemplate(slug);
  if (!template) throw new Error(`template ${slug} missing`);
  return template;
}

/** `template` without its checks whose message starts with `message`. */
function withoutCheck(template: LetterTemplate, message: string): LetterTemplate {
  const checks = (template.checks ?? []).filter((check) => !check.message.startsWith(message));
  expect(checks.length, `${template.slug}: a check « ${message}… »`).toBe((template.checks?.length ?? 0) - 1);
  return { ...template, checks };
}

/** The issues of `values` for `template`, as `field: message` with plain spaces. */
function issuesOf(template: LetterTemplate, values: Record<string, string>): string[] {
  const result = letterValuesSchema(template).safeParse(values);
  return (result.error?.issues ?? []).map(
    (issue) => `${String(issue.path[0])}: ${issue.message.replace(/[\u00a0\u202f]/g, ' ')}`,
  );
}

describe('the checks between the fields of a letter', () => {
  // Letters a visitor could have typed, each false in one way: the only issue is the one its check
  // reports, under the field named, and the same letter passes once that check is removed.
  it.each<[string, Record<string, string>, string]>([
    [
      'mise-a-pied-disciplinaire',
      {
        dateLettre: '2026-03-20',
        duree: '17',
        dateDebut: '2026-03-23',
        dateFin: '2026-03-28',
        dateReprise: '2026-04-02',
      },
      'duree: La durée dépasse les jours compris entre le premier et le dernier jour de mise à pied (6 jours du 23 mars 2026 au 28 mars 2026)',
    ],
    [
      'mise-a-pied-disciplinaire',
      {
        dateLettre: '2026-03-20',
        duree: '3',
        dateDebut: '2026-03-23',
        dateFin: '2026-03-25',
        dateReprise: '2026-03-25',
      },
      'dateReprise: Le travail reprend après le dernier jour de mise à pied (au plus tôt le 26 mars 2026)',
    ],
    [
      'mise-a-pied-disciplinaire',
      {
        dateLettre: '2026-03-20',
        duree: '3',
        dateDebut: '2026-03-23',
        dateFin: '2026-03-21',
        dateReprise: '2026-03-26',
      },
      'dateFin: Le dernier jour de mise à pied ne peut pas précéder le premier (au plus tôt le 23 mars 2026)',
    ],
    [
      'mise-a-pied-disciplinaire',
      {
        dateLettre: '2026-03-20',
        dateEntretien: '2026-03-24',
        duree: '1',
        dateDebut: '2026-03-30',
        dateFin: '2026-03-30',
        dateReprise: '2026-03-31',
      },
      'dateEntretien: La sanction est notifiée après l’entretien : la date de l’entretien précède celle de la lettre (au plus tard le 19 mars 2026)',
    ],
    [
      'licenciement-motif-personnel',
      {
        presenceEntretien: 'absent',
        dateLettre: '2026-03-20',
        dateEntretien: '2026-03-16',
        dateConvocation: '2026-03-17',
      },
      'dateConvocation: La lettre de convocation précède l’entretien (au plus tard le 15 mars 2026)',
    ],
    [
      'convocation-entretien-prealable-licenciement',
      // Presented on Monday 2 March at the earliest: five jours ouvrables end on Saturday 7 March,
      // run on to Monday 9 March; the interview can be held on Tuesday 10 March.
      { dateLettre: '2026-03-02', dateEntretien: '2026-03-09' },
      'dateEntretien: L’entretien a lieu au moins cinq jours ouvrables après la présentation de la lettre, ce jour-là non compté (articles L. 1232-2 et R. 1231-1) (au plus tôt le 10 mars 2026)',
    ],
    [
      'convocation-entretien-prealable-licenciement-economique',
      { dateLettre: '2026-03-04', dateEntretien: '2026-02-27' },
      'dateEntretien: L’entretien a lieu au moins cinq jours ouvrables après la présentation de la lettre, ce jour-là non compté (articles L. 1233-11 et R. 1231-1) (au plus tôt le 11 mars 2026)',
    ],
    [
      'convocation-entretien-prealable-sanction',
      { dateLettre: '2026-03-04', dateEntretien: '2026-03-04' },
      'dateEntretien: L’entretien suit la convocation : sa date suit celle de la lettre (au plus tôt le 5 mars 2026)',
    ],
    [
      'demande-de-conges-payes',
      { dateLettre: '2026-05-04', dateDebut: '2026-07-13', dateFin: '2026-07-03', nombreJours: '' },
      'dateFin: Le dernier jour de congé ne peut pas précéder le premier (au plus tôt le 13 juillet 2026)',
    ],
    [
      'demande-de-conges-payes',
      { dateLettre: '2026-05-04', dateDebut: '2026-07-13', dateFin: '2026-07-19', nombreJours: '7' },
      'nombreJours: Ce nombre dépasse les jours ouvrables compris entre le premier et le dernier jour de congé (6 jours hors dimanches du 13 juillet 2026 au 19 juillet 2026)',
    ],
    [
      'conge-pour-evenement-familial',
      { dateDebut: '2026-06-12', dateFin: '2026-06-15', nombreJours: '4' },
      'nombreJours: Ce nombre dépasse les jours ouvrables compris entre le premier et le dernier jour d’absence (3 jours hors dimanches du 12 juin 2026 au 15 juin 2026)',
    ],
    [
      'information-grossesse-et-conge-de-maternite',
      {
        duree: 'seize-semaines',
        dateAccouchement: '2026-09-10',
        dateDebut: '2026-07-30',
        dateFin: '2026-11-30',
      },
      'dateFin: Le congé dure exactement la durée choisie, à compter de son premier jour (dernier jour : le 18 novembre 2026)',
    ],
    [
      'demande-de-conge-parental-d-education',
      { dateEnfant: '2026-02-01', dateDebut: '2026-06-01', dateFin: '2027-06-01' },
      'dateFin: La durée initiale du congé parental est d’un an au plus (article L. 1225-48) (au plus tard le 31 mai 2027)',
    ],
    [
      'demande-de-conge-sabbatique',
      { dateLettre: '2026-03-02', dateDepart: '2026-02-01' },
      'dateDepart: Le départ suit la demande : sa date suit celle de la lettre (au plus tôt le 3 mars 2026)',
    ],
    [
      'envoi-de-l-avis-d-arret-de-travail',
      { dateDebut: '2026-03-10', dateFin: '2026-03-09' },
      'dateFin: Le dernier jour de l’arrêt ne peut pas précéder le premier (au plus tôt le 10 mars 2026)',
    ],
    [
      'mise-en-demeure-abandon-de-poste',
      { dateLettre: '2026-03-02', dateDebutAbsence: '2026-02-23', dateLimite: '2026-03-13' },
      'dateLimite: Le salarié dispose d’au moins quinze jours à compter de la présentation de la lettre (article R. 1237-13) (au plus tôt le 17 mars 2026)',
    ],
    [
      'modification-contrat-motif-economique',
      { procedureCollective: 'non', dateLettre: '2026-01-31', dateEffet: '2026-02-28' },
      'dateEffet: La modification prend effet après le délai de réflexion d’un mois, qui court de la réception de la lettre (article L. 1222-6) (au plus tôt le 1er mars 2026)',
    ],
    [
      'certificat-de-travail',
      { dateLettre: '2026-06-30', dateEntree: '2026-07-01', dateSortie: '2026-06-30' },
      'dateSortie: La date de sortie ne peut pas précéder la date d’entrée (au plus tôt le 1er juillet 2026)',
    ],
    [
      'renouvellement-periode-essai',
      {
        dateLettre: '2026-03-02',
        dateDebutContrat: '2026-01-05',
        dateFinInitiale: '2026-03-04',
        dateFinRenouvellement: '2026-03-04',
      },
      'dateFinRenouvellement: La période renouvelée finit après la période initiale (au plus tôt le 5 mars 2026)',
    ],
    [
      'licenciement-economique',
      {
        csp: 'reflexion',
        dateLettre: '2026-03-20',
        dateEntretien: '2026-03-10',
        dateRemiseCsp: '2026-03-10',
        dateFinReflexion: '2026-03-30',
      },
      'dateFinReflexion: Le délai de réflexion dure vingt et un jours à compter du lendemain de la remise du document (au plus tôt le 31 mars 2026)',
    ],
  ])('%s: %j is refused', (slug, patch, issue) => {
    const template = templateOf(slug);
    const values = { ...sampleLetterValues(template), ...patch };
    expect(issuesOf(template, values)).toEqual([issue]);
    const message = issue.slice(issue.indexOf(': ') + 2).replace(/ \([^()]*\)$/, '');
    expect(issuesOf(withoutCheck(template, message), values)).toEqual([]);
  });

  it.each<[string, Record<string, string>]>([
    [
      'mise-a-pied-disciplinaire',
      {
        dateLettre: '2026-03-20',
        duree: '3',
        dateDebut: '2026-03-23',
        dateFin: '2026-03-25',
        dateReprise: '2026-03-26',
      },
    ],
    [
      'mise-a-pied-disciplinaire',
      {
        dateLettre: '2026-03-20',
        duree: '5',
        dateDebut: '2026-03-26',
        dateFin: '2026-04-01',
        dateReprise: '2026-04-02',
      },
    ],
    [
      'convocation-entretien-prealable-licenciement',
      { dateLettre: '2026-03-02', dateEntretien: '2026-03-10' },
    ],
    [
      'convocation-entretien-prealable-licenciement',
      { dateLettre: '2026-03-04', dateEntretien: '2026-03-11' },
    ],
    [
      'demande-de-conges-payes',
      { dateLettre: '2026-05-04', dateDebut: '2026-07-13', dateFin: '2026-07-19', nombreJours: '6' },
    ],
    [
      'information-grossesse-et-conge-de-maternite',
      {
        duree: 'seize-semaines',
        dateAccouchement: '2026-09-10',
        dateDebut: '2026-07-30',
        dateFin: '2026-11-18',
      },
    ],
    [
      'demande-de-conge-parental-d-education',
      { dateEnfant: '2026-02-01', dateDebut: '2026-06-01', dateFin: '2027-05-31' },
    ],
    [
      'modification-contrat-motif-economique',
      { procedureCollective: 'non', dateLettre: '2026-01-31', dateEffet: '2026-03-01' },
    ],
    [
      'licenciement-economique',
      {
        csp: 'reflexion',
        dateLettre: '2026-03-20',
        dateEntretien: '2026-03-10',
        dateRemiseCsp: '2026-03-10',
        dateFinReflexion: '2026-03-31',
      },
    ],
  ])('%s: %j is accepted', (slug, patch) => {
    const template = templateOf(slug);
    expect(issuesOf(template, { ...sampleLetterValues(template), ...patch })).toEqual([]);
  });

  // Every check of every template, broken on its own in a letter otherwise valid: its message comes
  // under its field, and goes once the check is removed.
  const everyCheck = letterTemplates.flatMap((template) =>
    (template.checks ?? []).map((check, index) => [template.slug, index, template, check] as const),
  );
  it.each(everyCheck)('%s, check %i, refuses a letter that breaks it', (_slug, _index, template, check) => {
    const base = sampleVariants(template).find((values) => !check.when || conditionHolds(check.when, values));
    if (!base) throw new Error('no variant where the check applies');
    const fields = new Map(letterFormFields(template).map((field) => [field.name, field]));
    const broken: Record<string, string> = { ...base };
    switch (check.kind) {
      case 'date':
        broken[check.field] =
          check.relation === 'after' || check.relation === 'notBefore' ? '1900-01-01' : '2199-12-31';
        break;
      case 'workingDaysAfter':
        broken[check.field] = base[check.other] ?? '';
        break;
      case 'daysInPeriod': {
        const field = fields.get(check.field);
        broken[check.field] = String(field?.kind === 'number' ? field.max : 0);
        break;
      }
      case 'periodLength':
        broken[check.field] = '2199-12-31';
        break;
      case 'notBeforeDuration':
        broken[check.duration] = 'un mois';
        broken[check.field] = base[check.other] ?? '';
        break;
    }
    const issue = `${check.field}: ${check.message} (`;
    expect(issuesOf(template, broken).some((line) => line.startsWith(issue))).toBe(true);
    const rest = { ...template, checks: template.checks?.filter((other) => other !== check) };
    expect(issuesOf(rest, broken).some((line) => line.startsWith(issue))).toBe(false);
  });
});
