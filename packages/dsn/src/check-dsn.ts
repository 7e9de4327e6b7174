/**
 * Checks a DSN mensuelle file against every rule the public sources let us state (research §1–§4): syntax and
 * encoding, block tree (order, parents, cardinalities), required rubrics, formats, SIREN/SIRET/NIR/IBAN keys,
 * dates and periods, the norm's numbered controls we hold (CT24 CCH/CSL/SIG), and the sums that tie the file
 * together (bordereau, payments, PAS, individual ↔ aggregated). Each finding names its rule, the rubric, its
 * source, and says in French what to fix.
 *
 * It is a pre-check, not DSN-VAL: the 2025/2026 control workbooks, the « tableau des usages » and the external
 * referentials (SIRENE, RNIAM, Hexaposte, CTP table) are not available offline, so a file with no finding can
 * still be rejected by net-entreprises (research §9).
 */
import { ctpOf, ctpRatePercent } from './contributions.ts';
import {
  centsFromDsnAmount,
  decodeLatin1,
  isIsoDate,
  isLatin1,
  isoFromDsnDate,
  monthBounds,
  roundToEuroCents,
} from './format.ts';
import { isValidIban, isValidSiren, luhnValid, NIR13_PATTERN } from './identifiers.ts';
import { BLOCK_BY_ID, BLOCK_ORDER, normVersionFor, RUBRICS, type RubricSpec } from './norm.ts';

/** One finding of `checkDsn`. */
export interface DsnFinding {
  /** 'error': the file would be wrong or rejected; 'warning': to look at, the file may still be accepted. */
  severity: 'error' | 'warning';
  /** Stable identifier of the rule, e.g. 'pas.amount'. */
  rule: string;
  /** What is wrong and what to do, in French. */
  message: string;
  /** Where the rule comes from (control id of the cahier technique, or the document). */
  source: string;
  /** The rubric concerned, e.g. 'S21.G00.50.009', when there is one. */
  rubric?: string;
  /** 1-based line number in the file, when there is one. */
  line?: number;
}

/** The rubric specs of each block, for the required-rubric rule. */
const RUBRICS_BY_BLOCK = new Map<string, [string, RubricSpec][]>();
for (const [id, spec] of Object.entries(RUBRICS)) {
  const block = id.slice(0, 10);
  RUBRICS_BY_BLOCK.set(block, [...(RUBRICS_BY_BLOCK.get(block) ?? []), [id, spec]]);
}

const CT = 'Cahier technique DSN (NEODeS), classeur des types de données et contrôles CT2024';
const CT_DESC = 'Cahier technique DSN (NEODeS), description de la rubrique';
const PRACTICE = 'Générateurs validés par DSN-VAL 2026 (voir docs/dsn/README.md)';

interface Rubric {
  readonly id: string;
  readonly number: number;
  readonly value: string;
  readonly line: number;
}

interface Occurrence {
  readonly block: string;
  readonly line: number;
  readonly rubrics: Rubric[];
  readonly children: Occurrence[];
  readonly parent: Occurrence | null;
}

function value(occurrence: Occurrence | undefined, number: string): string | undefined {
  const n = Number(number);
  return occurrence?.rubrics.find((rubric) => rubric.number === n)?.value;
}

function rubricOf(occurrence: Occurrence, number: string): Rubric | undefined {
  const n = Number(number);
  return occurrence.rubrics.find((rubric) => rubric.number === n);
}

function children(occurrence: Occurrence | undefined, block: string): Occurrence[] {
  return occurrence ? occurrence.children.filter((child) => child.block === block) : [];
}

function euros(cents: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A JJMMAAAA date as ISO, or null when not a calendar date. */
function dateOf(text: string | undefined): string | null {
  if (text === undefined || !/^[0-9]{8}$/.test(text)) return null;
  const isoDate = isoFromDsnDate(text);
  return isIsoDate(isoDate) ? isoDate : null;
}

/** Checks a DSN file given as text or as ISO-8859-1 bytes. */
export function checkDsn(file: string | Uint8Array): DsnFinding[] {
  const findings: DsnFinding[] = [];
  const add = (
    severity: DsnFinding['severity'],
    rule: string,
    message: string,
    source: string,
    at?: { rubric?: string | undefined; line?: number | undefined },
  ) => {
    const finding: DsnFinding = { severity, rule, message, source };
    if (at?.rubric !== undefined) finding.rubric = at.rubric;
    if (at?.line !== undefined) finding.line = at.line;
    findings.push(finding);
  };

  let text: string;
  if (typeof file === 'string') {
    text = file;
    if (!isLatin1(text)) {
      add(
        'error',
        'syntax.encoding',
        'Le fichier contient des caractères hors du jeu ISO-8859-1 (Latin-1) : net-entreprises rejette un fichier encodé autrement. Enregistrez-le en ISO-8859-1.',
        'Générateurs validés par DSN-VAL (ACA, RHP) ; research §1',
      );
    }
  } else {
    text = decodeLatin1(file);
    if (/\u00c3[\u0080-\u00bf]/.test(text)) {
      add(
        'warning',
        'syntax.encoding',
        'Le fichier semble encodé en UTF-8 (« Ã© » à la place de « é ») : net-entreprises attend de l’ISO-8859-1.',
        'Générateurs validés par DSN-VAL (ACA, RHP) ; research §1',
      );
    }
  }

  // --- Syntax and tree ---
  const rawLines = text.split(/\r?\n/);
  if (rawLines[rawLines.length - 1] === '') rawLines.pop();
  const root: Occurrence[] = [];
  const path: Occurrence[] = [];
  const all: Occurrence[] = [];
  let rubricLines = 0;
  const warnedUnknown = new Set<string>();
  const linePattern = /^(S[0-9]{2}\.G[0-9]{2}\.[0-9]{2})\.([0-9]{3}),'(.*)'$/;

  rawLines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const match = linePattern.exec(raw);
    if (!match) {
      add(
        'error',
        'syntax.line',
        `Ligne ${lineNumber} illisible : chaque ligne doit avoir la forme Sxx.Gyy.zz.nnn,'valeur'.`,
        'Format de fichier DSN ; research §1',
        {
          line: lineNumber,
        },
      );
      return;
    }
    rubricLines++;
    const [, block = '', numberText = '', rawValue = ''] = match;
    const id = `${block}.${numberText}`;
    const number = Number(numberText);
    if (rawValue === '') {
      add(
        'error',
        'syntax.empty-value',
        `La rubrique ${id} est vide (ligne ${lineNumber}) : une rubrique sans valeur ne doit pas être écrite.`,
        `${CT} (longueur minimale de chaque type)`,
        {
          rubric: id,
          line: lineNumber,
        },
      );
    }
    const spec = BLOCK_BY_ID.get(block);
    if (!spec) {
      if (!warnedUnknown.has(block)) {
        warnedUnknown.add(block);
        add(
          'warning',
          'norm.unknown-block',
          `Le bloc ${block} n’est pas contrôlé ici (il n’appartient pas au modèle de la DSN mensuelle que Dirigeo connaît).`,
          CT,
          {
            rubric: id,
            line: lineNumber,
          },
        );
      }
      return;
    }
    const current = path[path.length - 1];
    const last = current?.rubrics[current.rubrics.length - 1];
    if (current && current.block === block && last && number > last.number) {
      current.rubrics.push({ id, number, value: rawValue, line: lineNumber });
      return;
    }
    // A new occurrence of the block: find its parent occurrence on the path.
    let parent: Occurrence | null = null;
    if (spec.parent !== null) {
      while (path.length > 0 && path[path.length - 1]?.block !== spec.parent) path.pop();
      parent = path[path.length - 1] ?? null;
      if (parent === null) {
        add(
          'error',
          'structure.block-parent',
          `Le bloc ${block} (ligne ${lineNumber}) n’est pas à sa place : il doit suivre un bloc ${spec.parent}.`,
          `${CT}, feuille « Blocks »`,
          {
            rubric: id,
            line: lineNumber,
          },
        );
        return;
      }
      const previous = parent.children[parent.children.length - 1];
      if (previous && (BLOCK_ORDER.get(previous.block) ?? 0) > (BLOCK_ORDER.get(block) ?? 0)) {
        add(
          'error',
          'structure.block-order',
          `Le bloc ${block} (ligne ${lineNumber}) arrive après le bloc ${previous.block} : la norme impose l’ordre inverse.`,
          `${CT}, feuille « Blocks »`,
          {
            rubric: id,
            line: lineNumber,
          },
        );
      }
    } else {
      path.length = 0;
    }
    const occurrence: Occurrence = {
      block,
      line: lineNumber,
      rubrics: [{ id, number, value: rawValue, line: lineNumber }],
      children: [],
      parent,
    };
    if (parent) parent.children.push(occurrence);
    else root.push(occurrence);
    path.push(occurrence);
    all.push(occurrence);
  });

  if (root.length !== 1 || root[0]?.block !== 'S10.G00.00') {
    add(
      'error',
      'structure.envoi',
      'Le fichier doit commencer par un et un seul bloc S10.G00.00 (Envoi).',
      `${CT}, feuille « Blocks »`,
    );
  }

  // --- Cardinalities ---
  for (const occurrence of all) {
    for (const spec of BLOCK_BY_ID.values()) {
      if (spec.parent !== occurrence.block) continue;
      const count = children(occurrence, spec.id).length;
      if (count < spec.min) {
        add(
          'error',
          'structure.cardinality',
          `Le bloc ${spec.id} (${spec.label}) est absent sous le bloc ${occurrence.block} de la ligne ${occurrence.line} : il y est obligatoire.`,
          `${CT}, feuille « Blocks »`,
          {
            rubric: `${spec.id}.001`,
            line: occurrence.line,
          },
        );
      } else if (count > spec.max) {
        add(
          'error',
          'structure.cardinality',
          `Le bloc ${spec.id} (${spec.label}) apparaît ${count} fois sous le bloc ${occurrence.block} de la ligne ${occurrence.line} : ${spec.max} au plus.`,
          `${CT}, feuille « Blocks »`,
          {
            rubric: `${spec.id}.001`,
            line: occurrence.line,
          },
        );
      }
    }
  }

  // --- Rubrics: required, formats, dates ---
  for (const occurrence of all) {
    for (const [id, spec] of RUBRICS_BY_BLOCK.get(occurrence.block) ?? []) {
      if (spec.usage === 'conditional') continue;
      if (!rubricOf(occurrence, id.slice(-3))) {
        add(
          spec.usage === 'required' ? 'error' : 'warning',
          'rubric.required',
          `La rubrique ${id} (${spec.label}) manque dans le bloc de la ligne ${occurrence.line}.`,
          spec.usage === 'required' ? `${CT} ; verdicts DSN-VAL cités par les générateurs validés` : PRACTICE,
          { rubric: id, line: occurrence.line },
        );
      }
    }
    for (const rubric of occurrence.rubrics) {
      const spec = RUBRICS[rubric.id];
      if (!spec) continue;
      if (rubric.value !== '' && !spec.pattern.test(rubric.value)) {
        add(
          'error',
          'rubric.format',
          `La valeur « ${rubric.value} » de la rubrique ${rubric.id} (${spec.label}, ligne ${rubric.line}) n’a pas le format attendu.`,
          `${CT}, feuille « Data Types »`,
          {
            rubric: rubric.id,
            line: rubric.line,
          },
        );
      } else if (
        /^Date/.test(spec.label) &&
        /^[0-9]{8}$/.test(rubric.value) &&
        !/99/.test(rubric.value.slice(0, 4)) &&
        dateOf(rubric.value) === null
      ) {
        add(
          'error',
          'rubric.date',
          `La date « ${rubric.value} » de la rubrique ${rubric.id} (ligne ${rubric.line}) n’existe pas au calendrier.`,
          `${CT}, types Date_JJMMAAAA`,
          {
            rubric: rubric.id,
            line: rubric.line,
          },
        );
      }
    }
  }

  const envoi = root[0];
  const declarations = children(envoi, 'S20.G00.05');

  // --- Envoi, totals ---
  const total = children(envoi, 'S90.G00.90')[0];
  if (total) {
    const declaredLines = value(total, '001');
    if (declaredLines !== undefined && Number(declaredLines) !== rubricLines) {
      add(
        'error',
        'totals.lines',
        `Le nombre total de rubriques déclaré (${declaredLines}) ne correspond pas au fichier (${rubricLines} lignes, les deux du bloc S90 comprises).`,
        `${CT_DESC} S90.G00.90.001`,
        {
          rubric: 'S90.G00.90.001',
          line: rubricOf(total, '001')?.line,
        },
      );
    }
    const declaredCount = value(total, '002');
    if (declaredCount !== undefined && Number(declaredCount) !== declarations.length) {
      add(
        'error',
        'totals.declarations',
        `Le nombre de DSN déclaré (${declaredCount}) ne correspond pas aux ${declarations.length} blocs S20.G00.05 du fichier.`,
        `${CT_DESC} S90.G00.90.002`,
        {
          rubric: 'S90.G00.90.002',
          line: rubricOf(total, '002')?.line,
        },
      );
    }
  }
  const emitter = children(envoi, 'S10.G00.01')[0];
  checkSiren(value(emitter, '001'), 'S10.G00.01.001', emitter, add);
  const emitterNic = value(emitter, '002');
  if (emitter && emitterNic && value(emitter, '001') && !luhnValid(`${value(emitter, '001')}${emitterNic}`)) {
    add(
      'error',
      'id.siret',
      `Le SIRET de l’émetteur (${value(emitter, '001')}${emitterNic}) a une clé de contrôle invalide.`,
      `${CT}, contrôle CCH-11 de S10.G00.01.002`,
      {
        rubric: 'S10.G00.01.002',
        line: rubricOf(emitter, '002')?.line,
      },
    );
  }

  for (const declaration of declarations) checkDeclaration(declaration, value(envoi, '006'), add);
  return findings;
}

type Add = (
  severity: DsnFinding['severity'],
  rule: string,
  message: string,
  source: string,
  at?: { rubric?: string | undefined; line?: number | undefined },
) => void;

function checkSiren(siren: string | undefined, rubric: string, occurrence: Occurrence | undefined, add: Add) {
  if (siren && /^[0-9]{9}$/.test(siren) && !isValidSiren(siren)) {
    add(
      'error',
      'id.siren',
      `Le SIREN ${siren} a une clé de contrôle invalide : vérifiez-le sur votre extrait Kbis ou l’avis de situation Insee.`,
      `${CT}, contrôle CSL-11 de ${rubric}`,
      {
        rubric,
        line: occurrence ? rubricOf(occurrence, rubric.slice(-3))?.line : undefined,
      },
    );
  }
}

function checkDeclaration(declaration: Occurrence, normVersion: string | undefined, add: Add) {
  const nature = value(declaration, '001');
  if (nature !== undefined && nature !== '01') {
    add(
      'warning',
      'declaration.nature',
      `Seule la DSN mensuelle (nature 01) est contrôlée ici ; cette déclaration est de nature ${nature}.`,
      'Périmètre de ce contrôle (research §9.8)',
      {
        rubric: 'S20.G00.05.001',
        line: rubricOf(declaration, '001')?.line,
      },
    );
  }
  checkDeclarationType(declaration, add);
  const monthText = value(declaration, '005');
  const monthStart = dateOf(monthText);
  if (monthStart === null) return;
  const year = Number(monthStart.slice(0, 4));
  const month = Number(monthStart.slice(5, 7));
  const { first, last } = monthBounds(year, month);
  const expectedNorm = normVersionFor(year);
  if (normVersion !== undefined && expectedNorm !== null && normVersion !== expectedNorm) {
    add(
      'error',
      'envoi.norm-version',
      `La norme déclarée (${normVersion}) n’est pas celle des périodes ${year} (${expectedNorm}).`,
      'Cahier technique de l’année (P25V01 pour 2025, P26V01 pour 2026)',
      {
        rubric: 'S10.G00.00.006',
      },
    );
  } else if (expectedNorm === null) {
    add(
      'warning',
      'envoi.norm-version',
      `La norme des périodes ${year} n’est pas connue de ce contrôle : seules 2025 et 2026 le sont.`,
      'Périmètre de ce contrôle',
      {
        rubric: 'S10.G00.00.006',
      },
    );
  }
  const created = dateOf(value(declaration, '007'));
  if (created !== null && created < first) {
    add(
      'error',
      'declaration.created',
      'La date de constitution du fichier précède le mois déclaré.',
      `${CT}, contrôles de S20.G00.05.007`,
      {
        rubric: 'S20.G00.05.007',
        line: rubricOf(declaration, '007')?.line,
      },
    );
  }

  const company = children(declaration, 'S21.G00.06')[0];
  if (!company) return;
  const siren = value(company, '001');
  checkSiren(siren, 'S21.G00.06.001', company, add);
  const establishment = children(company, 'S21.G00.11')[0];
  if (!establishment) return;
  const nic = value(establishment, '001');
  const siret = siren && nic ? `${siren}${nic}` : undefined;
  if (siret && /^[0-9]{14}$/.test(siret) && !luhnValid(siret)) {
    add(
      'error',
      'id.siret',
      `Le SIRET de l’établissement (${siret}) a une clé de contrôle invalide : vérifiez le NIC.`,
      `${CT}, contrôle CSL-12 de S21.G00.11.001`,
      {
        rubric: 'S21.G00.11.001',
        line: rubricOf(establishment, '001')?.line,
      },
    );
  }

  const inMonth = (
    occurrence: Occurrence,
    startNumber: string,
    endNumber: string,
    exact: boolean,
    source: string,
  ) => {
    const start = dateOf(value(occurrence, startNumber));
    const end = dateOf(value(occurrence, endNumber));
    const ok = exact
      ? start === first && end === last
      : start !== null && end !== null && start >= first && end <= last && start <= end;
    if ((start !== null || end !== null) && !ok) {
      add(
        'error',
        'period.month',
        exact
          ? `Les dates du bloc ${occurrence.block} (ligne ${occurrence.line}) doivent couvrir exactement le mois déclaré, du ${first.split('-').reverse().join('/')} au ${last.split('-').reverse().join('/')}.`
          : `Les dates du bloc ${occurrence.block} (ligne ${occurrence.line}) doivent se situer dans le mois déclaré.`,
        source,
        { rubric: `${occurrence.block}.${startNumber}`, line: occurrence.line },
      );
    }
  };

  // --- Payments and bordereau ---
  const payments = children(establishment, 'S21.G00.20');
  const bordereaux = children(establishment, 'S21.G00.22');
  for (const payment of payments) {
    inMonth(payment, '006', '007', false, `${CT}, contrôles CCH-11 et CCH-13 de S21.G00.20.006/007`);
    const iban = value(payment, '004');
    if (iban && !isValidIban(iban)) {
      add(
        'error',
        'id.iban',
        `L’IBAN ${iban} a une clé de contrôle invalide : recopiez-le depuis votre RIB.`,
        `${CT}, contrôle CSL-11 de S21.G00.20.004`,
        {
          rubric: 'S21.G00.20.004',
          line: rubricOf(payment, '004')?.line,
        },
      );
    }
    if (value(payment, '010') === '05' && (!iban || !value(payment, '003'))) {
      add(
        'error',
        'payment.sepa',
        'Un versement par prélèvement SEPA (mode 05) doit porter l’IBAN et le BIC du compte prélevé.',
        `${CT}, contrôles CCH-12 de S21.G00.20.004 et SIG-13 de S21.G00.20.003`,
        {
          rubric: 'S21.G00.20.004',
          line: payment.line,
        },
      );
    }
    if (value(payment, '001') === 'DGFIP' && value(payment, '002') !== 'DGFIP_PAS') {
      add(
        'error',
        'payment.dgfip',
        'Le versement du prélèvement à la source à la DGFiP doit porter l’entité d’affectation DGFIP_PAS.',
        `${CT}, contrôle CCH-11 de S21.G00.20.002`,
        {
          rubric: 'S21.G00.20.002',
          line: payment.line,
        },
      );
    }
  }
  for (const bordereau of bordereaux)
    inMonth(
      bordereau,
      '003',
      '004',
      true,
      `${CT}, contrôles CCH-11 de S21.G00.22.003 et CCH-12 de S21.G00.22.004`,
    );

  // --- Individuals ---
  const individuals = children(establishment, 'S21.G00.30');
  const seenNirs = new Map<string, number>();
  /** Per individual, officer or not, and its contributions. */
  const nominative: {
    officer: boolean;
    contributions: {
      code: string;
      base: string;
      ops?: string;
      assiette: number | null;
      amount: number | null;
      rate: number | null;
    }[];
  }[] = [];
  let pasTotal = 0;
  const atRates = new Set<string>();
  const mobilityRates = new Set<number>();
  for (const individual of individuals) {
    const nirRubric = rubricOf(individual, '001');
    const nir = nirRubric?.value;
    if (nir && NIR13_PATTERN.test(nir)) {
      const previous = seenNirs.get(nir);
      if (previous !== undefined) {
        add(
          'error',
          'id.nir-duplicate',
          `Le NIR ${nir} est déclaré deux fois (lignes ${previous} et ${nirRubric.line}).`,
          `${CT}, contrôle CCH-14 de S21.G00.30.001`,
          {
            rubric: 'S21.G00.30.001',
            line: nirRubric.line,
          },
        );
      }
      seenNirs.set(nir, nirRubric.line);
      checkNir(individual, nir, add);
    }

    const contracts = children(individual, 'S21.G00.40');
    const versements = children(individual, 'S21.G00.50');
    const remunerationContracts = new Map<string, Set<string>>();
    for (const versement of versements) {
      const paid = dateOf(value(versement, '001'));
      const nextMonth = monthBounds(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1);
      if (paid !== null && paid > nextMonth.last) {
        add(
          'error',
          'period.payment-date',
          `La date de versement (ligne ${versement.line}) dépasse la fin du mois qui suit le mois déclaré.`,
          `${CT}, contrôle CCH-13 de S21.G00.50.001`,
          {
            rubric: 'S21.G00.50.001',
            line: versement.line,
          },
        );
      }
      // PAS = montant soumis × taux, to one euro (CCH-11 of S21.G00.50.009).
      const base = centsFromDsnAmount(value(versement, '013') ?? value(versement, '002') ?? '');
      const rate = value(versement, '006');
      const pas = centsFromDsnAmount(value(versement, '009') ?? '');
      if (pas !== null) pasTotal += pas;
      if (base !== null && rate !== undefined && /^[0-9]{1,2}\.[0-9]{2}$/.test(rate) && pas !== null) {
        const expected = Math.round((base * Number(rate)) / 100);
        if (Math.abs(expected - pas) > 100) {
          add(
            'error',
            'pas.amount',
            `Le prélèvement à la source déclaré (${euros(pas)}) ne correspond pas au montant soumis multiplié par le taux de ${rate.replace('.', ',')} % (${euros(expected)}) : vérifiez le taux appliqué sur la fiche de paie.`,
            `${CT}, contrôle CCH-11 de S21.G00.50.009`,
            {
              rubric: 'S21.G00.50.009',
              line: rubricOf(versement, '009')?.line,
            },
          );
        }
      }
      if (value(versement, '007') === '01' && value(versement, '008') === undefined) {
        add(
          'error',
          'pas.rate-id',
          'Un taux de prélèvement à la source transmis par la DGFiP (type 01) doit être accompagné de son identifiant (S21.G00.50.008), lu dans le compte rendu de net-entreprises.',
          `${CT}, contrôle CCH-11 de S21.G00.50.008`,
          {
            rubric: 'S21.G00.50.008',
            line: versement.line,
          },
        );
      }
      if (!children(versement, 'S21.G00.58').some((element) => value(element, '003') === '03')) {
        add(
          'error',
          'net-social.required',
          `Le versement de la ligne ${versement.line} n’a pas de montant net social (bloc S21.G00.58 de type 03).`,
          `${CT}, contrôle CCH-14 de S21.G00.50.001`,
          {
            rubric: 'S21.G00.58.003',
            line: versement.line,
          },
        );
      }
      for (const remuneration of children(versement, 'S21.G00.51')) {
        inMonth(
          remuneration,
          '001',
          '002',
          false,
          `${CT}, contrôles CCH-11 de S21.G00.51.001 et CCH-13 de S21.G00.51.002`,
        );
        const number = value(remuneration, '010') ?? '';
        const types = remunerationContracts.get(number) ?? new Set<string>();
        types.add(value(remuneration, '011') ?? '');
        remunerationContracts.set(number, types);
      }
      const contributions: (typeof nominative)[number]['contributions'] = [];
      const bases = children(versement, 'S21.G00.78');
      const baseCodes = new Set(bases.map((base) => value(base, '001')));
      if (baseCodes.has('02') !== baseCodes.has('03')) {
        add(
          'warning',
          'base.02-03',
          'Une base plafonnée (02) est déclarée sans base déplafonnée (03), ou l’inverse : les deux vont ensemble.',
          `${CT}, contrôle SIG-19 de S21.G00.78.001`,
          {
            rubric: 'S21.G00.78.001',
            line: versement.line,
          },
        );
      }
      for (const base of bases) {
        inMonth(base, '002', '003', false, `${CT}, contrôles CCH-15 et CCH-16 de S21.G00.78.003`);
        const baseCode = value(base, '001') ?? '';
        const hasSmic = children(base, 'S21.G00.79').some((component) => value(component, '001') === '01');
        for (const contribution of children(base, 'S21.G00.81')) {
          const code = value(contribution, '001') ?? '';
          const assiette = centsFromDsnAmount(value(contribution, '003') ?? '');
          const amount = centsFromDsnAmount(value(contribution, '004') ?? '');
          const rateText = value(contribution, '007');
          const ratePercent = rateText !== undefined && /^[0-9.]+$/.test(rateText) ? Number(rateText) : null;
          const ops = value(contribution, '002');
          contributions.push({
            code,
            base: baseCode,
            ...(ops === undefined ? {} : { ops }),
            assiette,
            amount,
            rate: ratePercent,
          });
          if (
            (code === '018' || code === '106') &&
            (assiette === null || amount === null || baseCode !== '03' || !hasSmic)
          ) {
            add(
              'error',
              'reduction.smic',
              `La réduction générale (code ${code}, ligne ${contribution.line}) doit porter une assiette et un montant, sous la base 03, avec le SMIC retenu (bloc S21.G00.79 de type 01).`,
              'Cahier technique DSN 2026 (CT2026.1.2), contrôles CCH-16 et CCH-17 de S21.G00.81.001',
              {
                rubric: 'S21.G00.81.001',
                line: contribution.line,
              },
            );
          }
          if ((code === '081' || code === '082') && value(contribution, '005') === undefined) {
            add(
              'error',
              'mobility.commune',
              `Le versement mobilité (code ${code}, ligne ${contribution.line}) doit porter le code INSEE de la commune de l’établissement (S21.G00.81.005).`,
              `${CT_DESC} S21.G00.81.005 (Urssaf : « code INSEE commune à renseigner en cas de versement mobilité »)`,
              { rubric: 'S21.G00.81.005', line: contribution.line },
            );
          }
          if (code === '081' && ratePercent !== null) mobilityRates.add(ratePercent);
          if ((code === '131' || code === '132') && amount === null) {
            add(
              'error',
              'contribution.amount',
              `La cotisation Agirc-Arrco (code ${code}, ligne ${contribution.line}) doit porter son montant.`,
              `${CT}, contrôle CCH-12 de S21.G00.81.004`,
              {
                rubric: 'S21.G00.81.004',
                line: contribution.line,
              },
            );
          }
          if (assiette !== null && amount !== null && ratePercent !== null) {
            const expected = (assiette * ratePercent) / 100;
            if (Math.abs(expected - amount) > 2.5) {
              add(
                'warning',
                'contribution.rate',
                `La cotisation ${code} (ligne ${contribution.line}) vaut ${euros(amount)} alors que son assiette multipliée par son taux donne ${euros(Math.round(expected))}.`,
                'Arithmétique de S21.G00.81 (assiette × taux) ; research §4',
                {
                  rubric: 'S21.G00.81.004',
                  line: contribution.line,
                },
              );
            }
          }
        }
      }
      nominative.push({ officer: false, contributions });
    }

    for (const contract of contracts) {
      const number = value(contract, '009') ?? '';
      const officer = value(contract, '007') === '80';
      const current = nominative[nominative.length - 1];
      if (current && officer) current.officer = true;
      const at = value(contract, '043');
      if (at !== undefined) atRates.add(at);
      const types = remunerationContracts.get(number);
      if (!types) {
        add(
          'error',
          'contract.remuneration',
          `Le contrat ${number} (ligne ${contract.line}) n’a aucune rémunération (bloc S21.G00.51 portant son numéro).`,
          `${CT}, contrôle CCH-13 de S21.G00.40.009`,
          {
            rubric: 'S21.G00.40.009',
            line: contract.line,
          },
        );
      } else {
        const missing = ['001', '002', '003', '010'].filter((type) => !types.has(type));
        if (missing.length > 0) {
          add(
            'error',
            'remuneration.types',
            `Le contrat ${number} doit déclarer les rémunérations de types 001, 002, 003 et 010 ; il manque ${missing.join(', ')}.`,
            `${CT}, contrôle CCH-11 de S21.G00.51.011`,
            {
              rubric: 'S21.G00.51.011',
              line: contract.line,
            },
          );
        }
      }
      const unit = value(contract, '011');
      if (
        (unit === '10' || unit === '12') &&
        !versements.some((v) => children(v, 'S21.G00.51').some((r) => children(r, 'S21.G00.53').length > 0))
      ) {
        add(
          'error',
          'activity.required',
          `Le contrat ${number} est décompté en heures ou en jours : le temps rémunéré doit être déclaré (bloc S21.G00.53).`,
          `${CT}, contrôle CCH-15 de S21.G00.40.011`,
          {
            rubric: 'S21.G00.53.001',
            line: contract.line,
          },
        );
      }
      checkContractTerm(contract, number, add);
      // CCH-11 of S21.G00.51.001: a pay period of the month with a gross (001/002 ≠ 0) starts at the earliest the
      // avant-veille of the contract's start.
      const contractStart = dateOf(value(contract, '001'));
      if (contractStart !== null) {
        const earliest = new Date(`${contractStart}T00:00:00Z`);
        earliest.setUTCDate(earliest.getUTCDate() - 2);
        const limit = earliest.toISOString().slice(0, 10);
        for (const remuneration of versements.flatMap((v) => children(v, 'S21.G00.51'))) {
          const start = dateOf(value(remuneration, '001'));
          if (
            value(remuneration, '010') === number &&
            ['001', '002'].includes(value(remuneration, '011') ?? '') &&
            (centsFromDsnAmount(value(remuneration, '013') ?? '') ?? 0) !== 0 &&
            start !== null &&
            start >= first &&
            start < limit
          ) {
            add(
              'error',
              'remuneration.period-start',
              `La période de paie de la ligne ${remuneration.line} commence avant le début du contrat ${number} : elle doit commencer au plus tôt l’avant-veille de ce début.`,
              `${CT}, contrôle CCH-11 de S21.G00.51.001`,
              { rubric: 'S21.G00.51.001', line: remuneration.line },
            );
          }
        }
      }
      const categorical = value(contract, '003');
      if (categorical === '01' && !['03', '04', '08'].includes(value(contract, '002') ?? '')) {
        add(
          'error',
          'contract.cadre-status',
          `Le contrat ${number} est « cadre » pour la retraite complémentaire : son statut conventionnel doit être 03, 04 ou 08.`,
          `${CT}, contrôle CCH-11 de S21.G00.40.003`,
          {
            rubric: 'S21.G00.40.002',
            line: contract.line,
          },
        );
      }
      const regimes = children(contract, 'S21.G00.71').map((regime) => value(regime, '002'));
      if (categorical === '01' && !regimes.some((r) => r === 'RETC' || r === 'RUAA' || r === 'CNBF')) {
        add(
          'error',
          'contract.retirement-regime',
          `Le contrat cadre ${number} doit être affilié au régime RUAA (Agirc-Arrco).`,
          `${CT}, contrôle CCH-16 de S21.G00.40.003`,
          { rubric: 'S21.G00.71.002', line: contract.line },
        );
      }
      if (categorical === '04' && !regimes.some((r) => r === 'RETA' || r === 'RUAA')) {
        add(
          'error',
          'contract.retirement-regime',
          `Le contrat non cadre ${number} doit être affilié au régime RUAA (Agirc-Arrco).`,
          `${CT}, contrôle CCH-17 de S21.G00.40.003`,
          { rubric: 'S21.G00.71.002', line: contract.line },
        );
      }
      if (value(contract, '040') !== '999ZZ' && at === undefined) {
        add(
          'warning',
          'contract.at-rate',
          `Le contrat ${number} n’indique pas de taux AT/MP (S21.G00.40.043).`,
          `${CT}, contrôle SIG-11 de S21.G00.40.043`,
          { rubric: 'S21.G00.40.043', line: contract.line },
        );
      }
      if (
        ['01', '02', '03', '07', '08', '82', '91', '92'].includes(value(contract, '007') ?? '') &&
        !children(individual, 'S21.G00.86').some((s) => value(s, '001') === '07')
      ) {
        add(
          'error',
          'seniority.required',
          `Le contrat ${number} doit déclarer l’ancienneté dans l’entreprise (bloc S21.G00.86 de type 07).`,
          `${CT}, contrôle CCH-14 de S21.G00.86.001`,
          { rubric: 'S21.G00.86.001', line: contract.line },
        );
      }
      if (officer) {
        const forbidden = (nominative[nominative.length - 1]?.contributions ?? []).filter(
          (c) => ['040', '048', '018', '106'].includes(c.code) || c.base === '07',
        );
        if (forbidden.length > 0) {
          add(
            'error',
            'contract.officer-profile',
            `Le mandat social ${number} porte des cotisations d’assurance chômage ou une réduction générale (${[...new Set(forbidden.map((c) => c.code))].join(', ')}) : un mandataire social n’y est pas soumis.`,
            'Code du travail art. L5422-13 ; CSS art. L241-13 ; research §5',
            {
              rubric: 'S21.G00.81.001',
              line: contract.line,
            },
          );
        }
        const remunerations = versements
          .flatMap((v) => children(v, 'S21.G00.51'))
          .filter((r) => value(r, '010') === number && value(r, '011') === '002');
        if (remunerations.some((r) => (centsFromDsnAmount(value(r, '013') ?? '') ?? 0) !== 0)) {
          add(
            'error',
            'contract.officer-profile',
            `Le mandat social ${number} déclare une rémunération soumise à l’assurance chômage (type 002) non nulle : elle doit valoir 0.00.`,
            'Générateurs validés par DSN-VAL (ACA) ; research §5',
            {
              rubric: 'S21.G00.51.013',
              line: contract.line,
            },
          );
        }
      }
    }
  }

  // --- Sums ---
  const urssafIds = new Set(
    bordereaux.map((b) => value(b, '001')).filter((id): id is string => id !== undefined),
  );
  const paymentOf = (id: string | undefined) => payments.find((payment) => value(payment, '001') === id);

  // PAS payment = Σ 50.009 rounded to the euro.
  const dgfip = paymentOf('DGFIP');
  const pasExpected = roundToEuroCents(pasTotal);
  const dgfipAmount = dgfip ? centsFromDsnAmount(value(dgfip, '005') ?? '') : 0;
  if (dgfipAmount !== null && dgfipAmount !== pasExpected) {
    add(
      'error',
      'pas.payment',
      `Le versement à la DGFiP (${euros(dgfipAmount)}) doit égaler la somme des prélèvements à la source des salariés arrondie à l’euro (${euros(pasExpected)}).`,
      `${CT_DESC} S21.G00.20.005 ; research §4`,
      {
        rubric: 'S21.G00.20.005',
        line: dgfip?.line,
      },
    );
  }

  for (const bordereau of bordereaux) {
    const ops = value(bordereau, '001');
    const total = centsFromDsnAmount(value(bordereau, '005') ?? '');
    if (total === null) continue;
    // Bordereau = Σ nominative URSSAF contributions of this organism (control codes 142/146 excluded), to the euro.
    const nominativeSum = nominative
      .flatMap((n) => n.contributions)
      .filter((c) => c.ops === ops && c.code !== '142' && c.code !== '146')
      .reduce((sum, c) => sum + (c.amount ?? 0), 0);
    if (Math.abs(total - nominativeSum) > 100) {
      add(
        'error',
        'urssaf.bordereau-nominative',
        `Le bordereau Urssaf (${euros(total)}) ne correspond pas à la somme des cotisations individuelles Urssaf (${euros(nominativeSum)}) : une cotisation manque ou est en trop.`,
        `${CT_DESC} S21.G00.22.005 ; research §4`,
        {
          rubric: 'S21.G00.22.005',
          line: rubricOf(bordereau, '005')?.line,
        },
      );
    }
    // Bordereau ≈ what the URSSAF computes from the CTP lines (assiette × rate + AT rate − reductions).
    let rebuilt = 0;
    let known = true;
    const lines = children(bordereau, 'S21.G00.23');
    for (const line of lines) {
      const code = value(line, '001') ?? '';
      const qualifier = value(line, '002') ?? '';
      const assiette = centsFromDsnAmount(value(line, '004') ?? '');
      const amount = centsFromDsnAmount(value(line, '005') ?? '');
      if (code === '668' && amount !== null) {
        rebuilt -= amount;
        continue;
      }
      const rate = ctpRatePercent(code, qualifier, year, month);
      if (rate === null || assiette === null) {
        known = false;
        continue;
      }
      rebuilt += (assiette * (rate + Number(value(line, '003') ?? 0))) / 100;
    }
    const tolerance = 100 + 50 * lines.length;
    if (known && Math.abs(rebuilt - total) > tolerance) {
      add(
        'warning',
        'urssaf.bordereau-ctp',
        `Le bordereau Urssaf (${euros(total)}) s’écarte de ce que l’Urssaf calculera à partir des lignes par CTP (${euros(Math.round(rebuilt))}) : vérifiez les taux de la fiche de paie et le taux AT/MP.`,
        'Table des CTP de l’Urssaf (taux datés) ; research §4',
        {
          rubric: 'S21.G00.22.005',
          line: rubricOf(bordereau, '005')?.line,
        },
      );
    }
    const payment = paymentOf(ops);
    const paid = payment ? centsFromDsnAmount(value(payment, '005') ?? '') : null;
    if (paid === null || paid !== total) {
      add(
        'error',
        'urssaf.payment',
        payment
          ? `Le versement à l’Urssaf (${euros(paid ?? 0)}) doit égaler le bordereau (${euros(total)}).`
          : `Aucun versement (bloc S21.G00.20) ne règle le bordereau Urssaf de ${euros(total)}.`,
        `${CT_DESC} S21.G00.20.005 ; research §4`,
        {
          rubric: 'S21.G00.20.005',
          line: payment?.line ?? bordereau.line,
        },
      );
    }

    // Individual ↔ aggregated, per CTP: Σ of each individual's assiette (once per individual) or amounts.
    const expected = new Map<string, number>();
    for (const person of nominative) {
      const seen = new Set<string>();
      for (const c of person.contributions) {
        if (c.ops !== ops) continue;
        const key = ctpOf(c.code, c.base, person.officer, c.rate);
        if (key === null) continue;
        const id = `${key.code}/${key.qualifier}`;
        if (key.kind === 'amount') expected.set(id, (expected.get(id) ?? 0) - (c.amount ?? 0));
        else if (!seen.has(id)) expected.set(id, (expected.get(id) ?? 0) + (c.assiette ?? 0));
        seen.add(id);
      }
    }
    const declared = new Map<string, { cents: number | null; line: number }>();
    for (const line of lines) {
      const id = `${value(line, '001')}/${value(line, '002')}`;
      const cents = centsFromDsnAmount(value(line, id.startsWith('668/') ? '005' : '004') ?? '');
      const previous = declared.get(id);
      declared.set(id, { cents: cents === null ? null : (previous?.cents ?? 0) + cents, line: line.line });
      const at = value(line, '003');
      if (MOBILITY_CTPS.includes(value(line, '001') ?? '') && value(line, '006') === undefined) {
        add(
          'error',
          'mobility.commune',
          `La ligne CTP ${id.replace('/', ' (qualifiant ')}) du versement mobilité doit porter le code INSEE de la commune (S21.G00.23.006).`,
          `${CT}, contrôle CCH-11 de S21.G00.23.006`,
          { rubric: 'S21.G00.23.006', line: line.line },
        );
      }
      if (id === '900/920' && at !== undefined && mobilityRates.size > 0 && !mobilityRates.has(Number(at))) {
        add(
          'error',
          'mobility.rate',
          `Le taux de la ligne CTP 900 (${at.replace('.', ',')} %) diffère de celui des cotisations individuelles de versement mobilité (${[...mobilityRates].join(', ').replace(/\./g, ',')} %).`,
          'Équivalence DIDA de l’Urssaf (CTP ↔ codes individuels) ; PUBC ; research §4',
          { rubric: 'S21.G00.23.003', line: line.line },
        );
      }
      if (
        (id === '100/920' || id === '863/920') &&
        at !== undefined &&
        atRates.size > 0 &&
        !atRates.has(at)
      ) {
        add(
          'error',
          'aggregate.at-rate',
          `Le taux AT/MP de la ligne CTP ${id} (${at} %) diffère de celui des contrats (${[...atRates].join(', ')} %).`,
          'Règles de rapprochement Urssaf (DSNR) ; research §4',
          {
            rubric: 'S21.G00.23.003',
            line: line.line,
          },
        );
      }
    }
    for (const [id, cents] of expected) {
      const found = declared.get(id);
      if (!found) {
        add(
          'error',
          'aggregate.missing-ctp',
          `Des cotisations individuelles relèvent du CTP ${id.replace('/', ' (qualifiant ')}) mais le bordereau n’a pas cette ligne.`,
          'Équivalence DIDA de l’Urssaf (CTP ↔ codes individuels) ; research §4',
          {
            rubric: 'S21.G00.23.001',
            line: bordereau.line,
          },
        );
      } else if (found.cents !== null && Math.abs(found.cents - roundToEuroCents(cents)) > 100) {
        add(
          'error',
          'aggregate.individual',
          `La ligne CTP ${id.replace('/', ' (qualifiant ')}) déclare ${euros(found.cents)} alors que les cotisations individuelles donnent ${euros(roundToEuroCents(cents))}.`,
          'Équivalence DIDA de l’Urssaf (CTP ↔ codes individuels) ; research §4',
          {
            rubric: id.startsWith('668/') ? 'S21.G00.23.005' : 'S21.G00.23.004',
            line: found.line,
          },
        );
      }
    }
    for (const [id, found] of declared) {
      if (!expected.has(id) && ctpRatePercent(id.slice(0, 3), id.slice(4), year, month) !== null) {
        add(
          'warning',
          'aggregate.unmatched-ctp',
          `La ligne CTP ${id.replace('/', ' (qualifiant ')}) n’a aucune cotisation individuelle correspondante.`,
          'Équivalence DIDA de l’Urssaf (CTP ↔ codes individuels) ; research §4',
          {
            rubric: 'S21.G00.23.001',
            line: found.line,
          },
        );
      }
    }
  }

  // Mutuelle and prévoyance: adhésions, affiliations, base 31, payments to their organisms.
  const welfareOrganisms = checkWelfare(establishment, year, month, add);

  // Agirc-Arrco payment = Σ 131 + 132 + 106 (ACA's rule), for the payment that is neither URSSAF, DGFiP nor a
  // welfare organism.
  const retirement = payments.filter((payment) => {
    const id = value(payment, '001');
    return (
      id !== 'DGFIP' &&
      id !== undefined &&
      !urssafIds.has(id) &&
      !welfareOrganisms.has(id) &&
      children(payment, 'S21.G00.55').length === 0
    );
  });
  const retirementSum = nominative
    .flatMap((n) => n.contributions)
    .filter((c) => c.code === '131' || c.code === '132' || c.code === '106')
    .reduce((sum, c) => sum + (c.amount ?? 0), 0);
  if (retirementSum !== 0 && retirement.length === 0) {
    add(
      'error',
      'agirc-arrco.payment',
      `Aucun versement à l’institution Agirc-Arrco ne règle les ${euros(retirementSum)} de cotisations de retraite complémentaire déclarées.`,
      'Générateurs validés par DSN-VAL (ACA) ; research §4',
      { rubric: 'S21.G00.20.005' },
    );
  }
  for (const payment of retirement) {
    const paid = centsFromDsnAmount(value(payment, '005') ?? '');
    if (paid !== null && Math.abs(paid - retirementSum) > 1) {
      add(
        'error',
        'agirc-arrco.payment',
        `Le versement à l’institution Agirc-Arrco (${euros(paid)}) doit égaler la somme des cotisations de retraite complémentaire déclarées (${euros(retirementSum)}).`,
        'Générateurs validés par DSN-VAL (ACA) ; research §4',
        {
          rubric: 'S21.G00.20.005',
          line: payment.line,
        },
      );
    }
  }
}

/** NEODeS controls of the NIR that the file allows (its key is not in the file). */
function checkNir(individual: Occurrence, nir: string, add: Add) {
  const line = rubricOf(individual, '001')?.line;
  const department = nir.slice(5, 7);
  const birth = value(individual, '006');
  const birthYear = birth && /^[0-9]{8}$/.test(birth) ? Number(birth.slice(4, 8)) : null;
  if (nir === '1999999999999' || nir === '2999999999999') {
    add(
      'error',
      'id.nir',
      'Ce NIR est un numéro d’attente : déclarez le NIR de la personne (carte Vitale, attestation de droits).',
      `${CT}, contrôle CCH-13 de S21.G00.30.001`,
      { rubric: 'S21.G00.30.001', line },
    );
  }
  if (/9{6}$/.test(nir)) {
    add(
      'error',
      'id.nir',
      'Ce NIR finit par plus de cinq 9 : ce n’est pas un numéro attribué.',
      `${CT}, contrôle CCH-16 de S21.G00.30.001`,
      { rubric: 'S21.G00.30.001', line },
    );
  }
  if (birthYear !== null) {
    if ((department === '2A' || department === '2B') && birthYear < 1976) {
      add(
        'error',
        'id.nir',
        'Un NIR porte le département 2A ou 2B seulement pour une naissance depuis 1976 (20 avant) : vérifiez le NIR et la date de naissance.',
        `${CT}, contrôle CCH-11 de S21.G00.30.001`,
        { rubric: 'S21.G00.30.001', line },
      );
    }
    if (department === '20' && birthYear >= 1976) {
      add(
        'error',
        'id.nir',
        'Un NIR porte le département 20 seulement pour une naissance avant 1976 (2A ou 2B depuis) : vérifiez le NIR et la date de naissance.',
        `${CT}, contrôle CCH-11 de S21.G00.30.001`,
        { rubric: 'S21.G00.30.001', line },
      );
    }
    if (String(birthYear).slice(2) !== nir.slice(1, 3) && birth?.slice(4, 6) !== '99') {
      add(
        'error',
        'id.nir-birth',
        `L’année de naissance (${birthYear}) ne correspond pas à celle du NIR (${nir.slice(1, 3)}).`,
        `${CT}, contrôle CCH-11 de S21.G00.30.006`,
        { rubric: 'S21.G00.30.006', line: rubricOf(individual, '006')?.line },
      );
    }
  }
  const sex = value(individual, '005');
  const nirSex = ['1', '3', '7'].includes(nir[0] ?? '') ? '01' : '02';
  if (sex !== undefined && sex !== nirSex) {
    add(
      'error',
      'id.nir-sex',
      'Le sexe déclaré ne correspond pas au premier chiffre du NIR (1 homme, 2 femme).',
      `${CT}, contrôles de cohérence NIR / sexe de S21.G00.30.005`,
      { rubric: 'S21.G00.30.005', line: rubricOf(individual, '005')?.line },
    );
  }
  const birthDepartment = value(individual, '014');
  if (
    birthDepartment !== undefined &&
    birthDepartment !== '99' &&
    department !== '99' &&
    birthDepartment !== department &&
    !(department === '20' && (birthDepartment === '2A' || birthDepartment === '2B'))
  ) {
    add(
      'warning',
      'id.nir-department',
      `Le département de naissance (${birthDepartment}) ne correspond pas à celui du NIR (${department}).`,
      'Structure du NIR (INSEE)',
      { rubric: 'S21.G00.30.014', line: rubricOf(individual, '014')?.line },
    );
  }
}

/** CTP of the versement mobilité, which carry their commune (CT24 CCH-11 of S21.G00.23.006). */
const MOBILITY_CTPS = ['900', '901', '911', '917', '921', '927'];

/** The declaration's type (S20.G00.05.002) and the identity of the one it replaces (S20.G00.05.006). */
function checkDeclarationType(declaration: Occurrence, add: Add) {
  const type = value(declaration, '002');
  const replaced = rubricOf(declaration, '006');
  if (replaced && type !== '03' && type !== '04') {
    add(
      'error',
      'declaration.replaced-id',
      'Seule une déclaration « annule et remplace » (type 03) ou « annule » (type 04) peut porter l’identifiant d’une déclaration remplacée.',
      `${CT}, contrôle CCH-12 de S20.G00.05.006`,
      { rubric: 'S20.G00.05.006', line: replaced.line },
    );
  }
  if ((type === '03' || type === '04' || type === '05') && !replaced) {
    add(
      'error',
      'declaration.replaced-id',
      'Une déclaration « annule et remplace » doit porter l’identifiant de la déclaration déposée qu’elle remplace : sa date de constitution et son numéro d’ordre (S20.G00.05.006).',
      `${CT}, contrôle CID-11 de S20.G00.05.006`,
      { rubric: 'S20.G00.05.002', line: rubricOf(declaration, '002')?.line },
    );
  }
  if (replaced && /^[0-9]{9,}$/.test(replaced.value)) {
    const replacedOn = dateOf(replaced.value.slice(0, 8));
    const createdOn = dateOf(value(declaration, '007'));
    const own = `${value(declaration, '007')}${value(declaration, '004')}`;
    if (replaced.value === own || (replacedOn && createdOn && replacedOn > createdOn)) {
      add(
        'error',
        'declaration.replaced-id',
        'La déclaration remplacée doit être une déclaration antérieure, distincte de celle-ci (date de constitution et numéro d’ordre).',
        `${CT_DESC} S20.G00.05.006`,
        { rubric: 'S20.G00.05.006', line: replaced.line },
      );
    }
  }
  if (
    (type === '01' || type === '03') &&
    !children(children(children(declaration, 'S21.G00.06')[0], 'S21.G00.11')[0], 'S21.G00.30').length
  ) {
    add(
      'error',
      'declaration.individuals',
      'Une déclaration normale ou « annule et remplace intégral » doit déclarer au moins un individu.',
      `${CT}, contrôle CCH-16 de S20.G00.05.002`,
      { rubric: 'S20.G00.05.002', line: rubricOf(declaration, '002')?.line },
    );
  }
}

/** A fixed-term contract's planned end and motif de recours (S21.G00.40.010 and 021). */
function checkContractTerm(contract: Occurrence, number: string, add: Add) {
  const nature = value(contract, '007') ?? '';
  const start = dateOf(value(contract, '001'));
  const end = dateOf(value(contract, '010'));
  if (start !== null && end !== null && end < start) {
    add(
      'error',
      'contract.end-date',
      `La date de fin prévisionnelle du contrat ${number} précède sa date de début.`,
      `${CT}, contrôle CCH-11 de S21.G00.40.010`,
      { rubric: 'S21.G00.40.010', line: rubricOf(contract, '010')?.line },
    );
  }
  if (['02', '03', '10', '29', '70', '92'].includes(nature) && value(contract, '010') === undefined) {
    add(
      'error',
      'contract.end-date',
      `Le contrat ${number} est à durée déterminée (nature ${nature}) : sa date de fin prévisionnelle (S21.G00.40.010) est obligatoire.`,
      `${CT}, contrôle CCH-12 de S21.G00.40.010`,
      { rubric: 'S21.G00.40.010', line: contract.line },
    );
  }
  const reason = value(contract, '021');
  if (['02', '03', '92'].includes(nature) && value(contract, '008') === '99' && reason === undefined) {
    add(
      'warning',
      'contract.recourse-reason',
      `Le contrat ${number} est un CDD ou une mission : indiquez le motif de recours (S21.G00.40.021).`,
      `${CT}, contrôle SIG-11 de S21.G00.40.021`,
      { rubric: 'S21.G00.40.021', line: contract.line },
    );
  }
  if (
    (reason === '11' && nature !== '03' && !['64', '65', '81'].includes(value(contract, '008') ?? '')) ||
    (reason === '14' && nature !== '92')
  ) {
    add(
      'error',
      'contract.recourse-reason',
      `Le motif de recours ${reason} du contrat ${number} n’est pas admis pour cette nature de contrat.`,
      `${CT}, contrôles CCH-12 et CCH-13 de S21.G00.40.021`,
      { rubric: 'S21.G00.40.021', line: rubricOf(contract, '021')?.line },
    );
  }
}

/**
 * Mutuelle and prévoyance (CT24 controls of S21.G00.15, 20, 55, 70, 78, 79, 81): every adhésion referenced by
 * the affiliations it covers, every affiliation by one base 31 carrying exactly one 059, every payment to a
 * welfare organism made of components naming its contracts. Returns the organisms' codes.
 */
function checkWelfare(establishment: Occurrence, year: number, month: number, add: Add): Set<string> {
  const adhesions = children(establishment, 'S21.G00.15');
  const adhesionIds = new Map<string, Occurrence>();
  const contractKeys = new Set<string>();
  for (const adhesion of adhesions) {
    const id = value(adhesion, '005') ?? '';
    if (adhesionIds.has(id)) {
      add(
        'error',
        'welfare.adhesion-id',
        `L’identifiant technique d’adhésion ${id} est utilisé par deux contrats de prévoyance ou de mutuelle.`,
        `${CT}, contrôle CCH-11 de S21.G00.15.005`,
        { rubric: 'S21.G00.15.005', line: adhesion.line },
      );
    }
    adhesionIds.set(id, adhesion);
    const key = `${value(adhesion, '001')}/${value(adhesion, '002')}`;
    if (contractKeys.has(key)) {
      add(
        'error',
        'welfare.adhesion-duplicate',
        `Le contrat ${value(adhesion, '001')} de l’organisme ${value(adhesion, '002')} est déclaré deux fois.`,
        `${CT}, contrôle CCH-11 de S21.G00.15.001`,
        { rubric: 'S21.G00.15.001', line: adhesion.line },
      );
    }
    contractKeys.add(key);
  }

  // Affiliations, bases 31 and their 059, individual by individual.
  const referenced = new Set<string>();
  const dueByAdhesion = new Map<string, number>();
  for (const individual of children(establishment, 'S21.G00.30')) {
    const affiliations = new Map<string, string>(); // 70.012 → 70.013
    for (const contract of children(individual, 'S21.G00.40')) {
      for (const affiliation of children(contract, 'S21.G00.70')) {
        const id = value(affiliation, '012') ?? '';
        const adhesion = value(affiliation, '013') ?? '';
        if (affiliations.has(id)) {
          add(
            'error',
            'welfare.affiliation-id',
            `L’identifiant technique d’affiliation ${id} est utilisé deux fois pour le même individu (ligne ${affiliation.line}).`,
            `${CT}, contrôle CCH-11 de S21.G00.70.012`,
            { rubric: 'S21.G00.70.012', line: affiliation.line },
          );
        }
        affiliations.set(id, adhesion);
        referenced.add(adhesion);
        if (!adhesionIds.has(adhesion)) {
          add(
            'error',
            'welfare.affiliation-adhesion',
            `L’affiliation de la ligne ${affiliation.line} renvoie à l’adhésion ${adhesion}, qu’aucun bloc S21.G00.15 ne déclare.`,
            `${CT}, contrôle CCH-11 de S21.G00.70.013`,
            { rubric: 'S21.G00.70.013', line: affiliation.line },
          );
        }
      }
    }
    const based = new Set<string>();
    for (const versement of children(individual, 'S21.G00.50')) {
      for (const base of children(versement, 'S21.G00.78')) {
        const code = value(base, '001');
        const affiliation = rubricOf(base, '005');
        const contributions = children(base, 'S21.G00.81');
        if (code !== '31') {
          if (affiliation) {
            add(
              'error',
              'welfare.base',
              `La base ${code} (ligne ${base.line}) porte un identifiant d’affiliation réservé à la base 31.`,
              `${CT}, contrôle CCH-11 de S21.G00.78.005`,
              { rubric: 'S21.G00.78.005', line: affiliation.line },
            );
          }
          for (const contribution of contributions) {
            if (value(contribution, '001') === '059') {
              add(
                'error',
                'welfare.contribution',
                `La cotisation de prévoyance ou de mutuelle (code 059, ligne ${contribution.line}) doit être déclarée sous une base 31.`,
                `${CT}, contrôle CCH-13 de S21.G00.81.001`,
                { rubric: 'S21.G00.81.001', line: contribution.line },
              );
            }
          }
          continue;
        }
        const affiliationId = affiliation?.value;
        if (affiliationId === undefined || !affiliations.has(affiliationId)) {
          add(
            'error',
            'welfare.base',
            `La base 31 de la ligne ${base.line} doit porter l’identifiant d’une affiliation (S21.G00.70.012) de cet individu.`,
            `${CT}, contrôle CCH-11 de S21.G00.78.005`,
            { rubric: 'S21.G00.78.005', line: base.line },
          );
        } else based.add(affiliationId);
        if ((centsFromDsnAmount(value(base, '004') ?? '') ?? 0) !== 0) {
          add(
            'error',
            'welfare.base',
            `Le montant de la base 31 (ligne ${base.line}) doit valoir 0.00 : la cotisation est portée par le code 059.`,
            `${CT}, contrôle CCH-11 de S21.G00.78.004`,
            { rubric: 'S21.G00.78.004', line: base.line },
          );
        }
        const components = children(base, 'S21.G00.79');
        if (components.length === 0) {
          add(
            'error',
            'welfare.component',
            `La base 31 de la ligne ${base.line} doit porter au moins un composant (bloc S21.G00.79 : tranche A, montant forfaitaire…).`,
            `${CT}, contrôle CCH-11 de S21.G00.79.001`,
            { rubric: 'S21.G00.79.001', line: base.line },
          );
        }
        for (const component of components) {
          const type = Number(value(component, '001'));
          if (!((type >= 10 && type <= 21) || type === 23 || type === 24)) {
            add(
              'error',
              'welfare.component',
              `Le composant de la ligne ${component.line} n’est pas un composant de prévoyance (types 10 à 21, 23 ou 24).`,
              `${CT}, contrôle CCH-12 de S21.G00.79.001`,
              { rubric: 'S21.G00.79.001', line: component.line },
            );
          }
        }
        const welfare = contributions.filter((c) => value(c, '001') === '059');
        if (welfare.length !== 1 || contributions.length !== 1) {
          add(
            'error',
            'welfare.contribution',
            `La base 31 de la ligne ${base.line} doit porter une et une seule cotisation, de code 059.`,
            `${CT}, contrôle CCH-15 de S21.G00.81.001`,
            { rubric: 'S21.G00.81.001', line: base.line },
          );
        }
        for (const contribution of welfare) {
          for (const [number, control] of [
            ['002', 'CCH-11 de S21.G00.81.002'],
            ['003', 'CCH-12 de S21.G00.81.003'],
            ['005', 'CCH-11 de S21.G00.81.005'],
          ] as const) {
            const forbidden = rubricOf(contribution, number);
            if (forbidden) {
              add(
                'error',
                'welfare.contribution',
                `La cotisation 059 (ligne ${contribution.line}) ne porte ni organisme, ni assiette, ni commune : retirez la rubrique S21.G00.81.${number}.`,
                `${CT}, contrôle ${control}`,
                { rubric: `S21.G00.81.${number}`, line: forbidden.line },
              );
            }
          }
          const amount = centsFromDsnAmount(value(contribution, '004') ?? '');
          if (amount === null) {
            add(
              'error',
              'welfare.contribution',
              `La cotisation 059 (ligne ${contribution.line}) doit porter son montant (S21.G00.81.004).`,
              `${CT}, contrôle CCH-11 de S21.G00.81.004`,
              { rubric: 'S21.G00.81.004', line: contribution.line },
            );
          } else if (affiliationId !== undefined) {
            const adhesion = affiliations.get(affiliationId);
            if (adhesion !== undefined)
              dueByAdhesion.set(adhesion, (dueByAdhesion.get(adhesion) ?? 0) + amount);
          }
        }
      }
    }
    for (const id of affiliations.keys()) {
      if (!based.has(id)) {
        add(
          'error',
          'welfare.base',
          `L’affiliation ${id} de l’individu de la ligne ${individual.line} n’a pas de base 31 qui porte sa cotisation.`,
          `${CT}, contrôle CCH-13 de S21.G00.78.001`,
          { rubric: 'S21.G00.78.005', line: individual.line },
        );
      }
    }
  }

  for (const [id, adhesion] of adhesionIds) {
    const covered = value(adhesion, '004');
    if (covered === '01' && !referenced.has(id)) {
      add(
        'error',
        'welfare.covered',
        `Le contrat ${value(adhesion, '001')} est déclaré avec du personnel couvert, mais aucune affiliation (bloc S21.G00.70) n’y renvoie.`,
        `${CT}, contrôle CCH-13 de S21.G00.15.001`,
        { rubric: 'S21.G00.15.004', line: adhesion.line },
      );
    }
    if (covered === '02' && referenced.has(id)) {
      add(
        'error',
        'welfare.covered',
        `Le contrat ${value(adhesion, '001')} est déclaré sans personnel couvert alors qu’une affiliation y renvoie : indiquez 01.`,
        `${CT}, contrôle CCH-14 de S21.G00.15.001`,
        { rubric: 'S21.G00.15.004', line: adhesion.line },
      );
    }
  }

  // Payments to the welfare organisms: made of components naming a declared contract, adding up.
  const organisms = new Set(
    adhesions.map((a) => value(a, '002')).filter((code): code is string => code !== undefined),
  );
  const next = month === 12 ? `${year + 1}M01` : `${year}M${String(month + 1).padStart(2, '0')}`;
  for (const payment of children(establishment, 'S21.G00.20')) {
    const organism = value(payment, '001') ?? '';
    const components = children(payment, 'S21.G00.55');
    if (!organisms.has(organism) && components.length === 0) continue;
    const paid = centsFromDsnAmount(value(payment, '005') ?? '');
    if (paid !== null && paid !== 0 && components.length === 0 && value(payment, '012') === undefined) {
      add(
        'error',
        'welfare.payment',
        `Le versement à l’organisme ${organism} doit détailler les contrats qu’il règle (blocs S21.G00.55).`,
        `${CT}, contrôle CCH-12 de S21.G00.20.001`,
        { rubric: 'S21.G00.55.001', line: payment.line },
      );
    }
    const sum = components.reduce((total, c) => total + (centsFromDsnAmount(value(c, '001') ?? '') ?? 0), 0);
    if (components.length > 0 && paid !== null && paid !== Math.max(sum, 0)) {
      add(
        'error',
        'welfare.payment',
        `Le versement à l’organisme ${organism} (${euros(paid)}) doit égaler la somme de ses composants (${euros(Math.max(sum, 0))}).`,
        `${CT}, contrôle CCH-12 de S21.G00.20.005`,
        { rubric: 'S21.G00.20.005', line: rubricOf(payment, '005')?.line },
      );
    }
    for (const component of components) {
      const reference = value(component, '003');
      const adhesion =
        reference === undefined
          ? undefined
          : adhesions.find(
              (a) =>
                value(a, '001') === reference &&
                value(a, '002') === organism &&
                value(a, '003') === value(payment, '008'),
            );
      if (reference !== undefined && !adhesion) {
        add(
          'error',
          'welfare.payment',
          `Le composant de versement de la ligne ${component.line} règle le contrat ${reference}, qu’aucune adhésion de l’organisme ${organism} ne déclare.`,
          `${CT}, contrôle CCH-11 de S21.G00.55.003`,
          { rubric: 'S21.G00.55.003', line: rubricOf(component, '003')?.line },
        );
      }
      const periodText = value(component, '004') ?? '';
      if (/^20[0-9]{2}M[0-9]{2}$/.test(periodText) && periodText > next) {
        add(
          'error',
          'welfare.payment',
          `La période d’affectation ${periodText} (ligne ${component.line}) est postérieure à celle qui suit le mois déclaré.`,
          `${CT}, contrôle CCH-11 de S21.G00.55.004`,
          { rubric: 'S21.G00.55.004', line: component.line },
        );
      }
      // Our own reconciliation: a contract's component of the month = Σ of the 059 of its affiliations.
      const id = adhesion ? value(adhesion, '005') : undefined;
      const due = id === undefined ? undefined : dueByAdhesion.get(id);
      const amount = centsFromDsnAmount(value(component, '001') ?? '');
      if (
        due !== undefined &&
        amount !== null &&
        periodText === `${year}M${String(month).padStart(2, '0')}` &&
        amount !== due
      ) {
        add(
          'warning',
          'welfare.payment-individual',
          `Le versement du contrat ${reference} (${euros(amount)}) diffère de la somme des cotisations individuelles 059 de ses affiliés (${euros(due)}) : vérifiez-le s’il ne s’agit pas d’un paiement partiel ou d’une régularisation.`,
          `${CT_DESC} S21.G00.20.005 (organisme complémentaire)`,
          { rubric: 'S21.G00.55.001', line: component.line },
        );
      }
    }
  }
  return organisms;
}
