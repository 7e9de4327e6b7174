import { conditionImplies } from './conditions.ts';
import { hasMalformedPlaceholder, placeholdersOf, templateTexts } from './placeholders.ts';
import { STANDARD_FIELD_NAMES, standardLetterFields } from './standard-fields.ts';
import {
  LETTER_TYPES,
  type LetterCheck,
  type LetterCondition,
  type LetterField,
  type LetterTemplate,
} from './types.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIELD_NAME = /^[a-z][A-Za-z0-9]*$/;
/** An article of the Code du travail as Légifrance numbers it: L1232-2, R1232-13, D1232-5, L1226-2-1. */
const ARTICLE = /^[LRD]\d{4}-\d+(?:-\d+)*$/;

/**
 * The mistakes a template can hold that TypeScript cannot see, as a list of messages (empty when the
 * template is sound): a placeholder or condition naming no field, a condition on a select value that
 * does not exist, a field the letter never uses, an optional field printed where it may be empty, a
 * malformed slug, name or article number, a check (`checks`) on fields that do not exist or are not
 * of its kind. The test suite runs it on every template.
 */
export function checkLetterTemplate(template: LetterTemplate): string[] {
  const problems: string[] = [];
  const standard = new Map(standardLetterFields(template.author).map((field) => [field.name, field]));
  const own = new Map(template.fields.map((field) => [field.name, field]));
  const all = new Map([...standard, ...own]);

  if (!SLUG.test(template.slug)) problems.push(`slug « ${template.slug} » n'est pas en kebab-case`);
  if (!LETTER_TYPES.includes(template.type)) problems.push(`type « ${template.type} » inconnu`);
  if (template.nom.trim() === '') problems.push('nom vide');
  if (template.description.trim() === '') problems.push('description vide');
  if (template.guidance.length === 0) problems.push('aucun conseil (guidance)');
  if (template.legalReferences.length === 0) problems.push('aucune référence légale');
  for (const reference of template.legalReferences) {
    if (!ARTICLE.test(reference)) problems.push(`référence « ${reference} » mal écrite (ex. L1232-2)`);
  }
  if (new Set(template.legalReferences).size !== template.legalReferences.length) {
    problems.push('référence légale en double');
  }
  if (template.body.length === 0) problems.push('corps vide');

  const seen = new Set<string>();
  for (const field of template.fields) {
    if (!FIELD_NAME.test(field.name)) problems.push(`champ « ${field.name} » : nom pas en camelCase`);
    if (seen.has(field.name)) problems.push(`champ « ${field.name} » déclaré deux fois`);
    seen.add(field.name);
    if ((STANDARD_FIELD_NAMES as readonly string[]).includes(field.name)) {
      problems.push(`champ « ${field.name} » : c'est un champ standard, ajouté par le paquet`);
    }
    if (field.label.trim() === '') problems.push(`champ « ${field.name} » sans libellé`);
    if (field.requiredWhen) {
      if (field.required)
        problems.push(`champ « ${field.name} » : requiredWhen sur un champ déjà obligatoire`);
      if (field.requiredWhen.field === field.name)
        problems.push(`champ « ${field.name} » : requiredWhen sur lui-même`);
      problems.push(...conditionProblems(`champ « ${field.name} », requiredWhen`, field.requiredWhen, all));
    }
    if (field.kind === 'select') {
      if (field.options.length < 2) problems.push(`champ « ${field.name} » : moins de deux options`);
      if (new Set(field.options.map((option) => option.value)).size !== field.options.length) {
        problems.push(`champ « ${field.name} » : option en double`);
      }
    }
  }

  for (const [index, check] of (template.checks ?? []).entries()) {
    problems.push(...checkProblems(`checks[${index}]`, check, all));
  }

  const used = new Set<string>();
  const conditions = [
    ...template.body.map((block, index) => ({ where: `body[${index}]`, when: block.when })),
    { where: 'countersignature', when: template.countersignature?.when },
  ];
  for (const { where, when } of conditions) {
    if (!when) continue;
    used.add(when.field);
    problems.push(...conditionProblems(where, when, all));
  }

  const whenOf = new Map<string, LetterTemplate['body'][number]['when']>(
    template.body.map((block, index) => [`body[${index}]`, block.when]),
  );
  if (template.countersignature) whenOf.set('countersignature', template.countersignature.when);
  for (const { where, text } of templateTexts(template)) {
    if (hasMalformedPlaceholder(text)) problems.push(`${where} : accolades mal formées`);
    for (const name of placeholdersOf(text)) {
      used.add(name);
      const field = all.get(name);
      if (!field) {
        problems.push(`${where} : {{${name}}} ne correspond à aucun champ`);
        continue;
      }
      // An optional field may be empty: it is printed only in a paragraph that requires it, either
      // filled in, or under a condition that makes it required.
      const when = whenOf.get(where);
      const printable =
        field.required ||
        (when !== undefined && 'filled' in when && when.field === name) ||
        conditionImplies(when, field.requiredWhen);
      if (!printable) {
        problems.push(
          `${where} : {{${name}}} est facultatif, le paragraphe doit avoir when: { field: '${name}', filled: true }` +
            (field.requiredWhen ? ' ou la condition de son requiredWhen' : ''),
        );
      }
    }
  }

  for (const field of template.fields) {
    if (!used.has(field.name)) problems.push(`champ « ${field.name} » jamais utilisé dans la lettre`);
  }
  return problems;
}

/** What is wrong with a condition: an unknown field, a value no option has, a test that cannot fail. */
function conditionProblems(
  where: string,
  condition: LetterCondition,
  fields: ReadonlyMap<string, LetterField>,
): string[] {
  const field = fields.get(condition.field);
  if (!field) return [`${where} : la condition porte sur le champ inconnu « ${condition.field} »`];
  if ('filled' in condition) {
    return field.required
      ? [`${where} : « filled » sur « ${condition.field} », qui est obligatoire et donc toujours rempli`]
      : [];
  }
  if (field.kind !== 'select')
    return [`${where} : condition sur « ${condition.field} », qui n'est pas une liste`];
  const values = 'equals' in condition ? [condition.equals] : condition.oneOf;
  const problems = values
    .filter((value) => !field.options.some((option) => option.value === value))
    .map((value) => `${where} : « ${condition.field} » n'a pas d'option « ${value} »`);
  if ('oneOf' in condition && condition.oneOf.length < 2)
    problems.push(`${where} : « oneOf » avec moins de deux valeurs`);
  return problems;
}

/** What is wrong with a check: a field unknown or of the wrong kind, a length for no option. */
function checkProblems(
  where: string,
  check: LetterCheck,
  fields: ReadonlyMap<string, LetterField>,
): string[] {
  const problems: string[] = [];
  const expect = (name: string, kind: LetterField['kind']) => {
    const field = fields.get(name);
    if (!field) problems.push(`${where} : le champ « ${name} » n'existe pas`);
    else if (field.kind !== kind) problems.push(`${where} : « ${name} » n'est pas un champ ${kind}`);
  };
  if (check.message.trim() === '') problems.push(`${where} : message vide`);
  if (check.when) problems.push(...conditionProblems(`${where}, when`, check.when, fields));
  switch (check.kind) {
    case 'date':
    case 'workingDaysAfter':
      expect(check.field, 'date');
      expect(check.other, 'date');
      if (check.field === check.other) problems.push(`${where} : « ${check.field} » comparé à lui-même`);
      break;
    case 'notBeforeDuration':
      expect(check.field, 'date');
      expect(check.other, 'date');
      expect(check.duration, 'text');
      break;
    case 'daysInPeriod':
      expect(check.field, 'number');
      expect(check.start, 'date');
      expect(check.end, 'date');
      break;
    case 'periodLength': {
      expect(check.field, 'date');
      expect(check.start, 'date');
      expect(check.length, 'select');
      const length = fields.get(check.length);
      if (length?.kind === 'select') {
        const options = length.options.map((option) => option.value).sort();
        if (JSON.stringify(options) !== JSON.stringify(Object.keys(check.days).sort()))
          problems.push(`${where} : « days » doit donner une durée par option de « ${check.length} »`);
      }
      break;
    }
  }
  return problems;
}
