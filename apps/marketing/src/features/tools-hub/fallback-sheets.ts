import { formatEuros, type SmicInForce, smicInForce } from '@dirigeo/payroll-calc';
import type { PracticalSheetSummary } from '@dirigeo/schemas';
import { PRACTICAL_SHEET_CATEGORY_LABELS } from '@dirigeo/schemas/constants';
import { paths } from '../../lib/paths.ts';

/*
 * The practical sheets the tools hub shows when the list cannot be read (spec 001 §3 and §7: « on
 * failure the embedded set is used »): the subjects of spec 001 §3 (union delegates, the CSE,
 * economic dismissal, overtime, paid leave, the minimum wage) with the figures of §9, summarised by
 * us from the Code du travail. Each has the slug of the Ministry's sheet on the same subject, so its
 * link leads to the whole official sheet once the list is back. The SMIC comes from
 * @dirigeo/payroll-calc's rates files, the one figure our payslips use.
 */

/** When these summaries were last checked against the articles they cite, dd/mm/yyyy. */
export const FALLBACK_SHEETS_CHECKED_ON = '22/11/2026';

/** An embedded sheet; its category's label comes from `PRACTICAL_SHEET_CATEGORY_LABELS`, as the API's do. */
type FallbackSheet = Omit<PracticalSheetSummary, 'categorieLibelle'>;

/** A link to our page of a Code du travail article. */
function article(numero: string): string {
  return `<a href="${paths.labourCodeArticle(numero)}">article ${numero}</a>`;
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** « 1er juin 2026 ». */
function firstOfMonth({ year, month }: { year: number; month: number }): string {
  return `1er ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** The year and month of a day in Paris. */
function parisYearMonth(day: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(day);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month') };
}

/** dd/mm/yyyy of the later of two such dates. */
function laterDate(a: string, b: string): string {
  const key = (date: string) => date.split('/').reverse().join('');
  return key(a) >= key(b) ? a : b;
}

function smicSentence(smic: SmicInForce): string {
  const when = firstOfMonth(smic.since);
  const amounts = `${formatEuros(smic.hourlyCents)} brut de l’heure, soit ${formatEuros(smic.monthlyCents)} brut par mois pour 35&nbsp;heures par semaine (151,67&nbsp;heures)`;
  return smic.sinceIsRaise
    ? `Depuis le ${when}, le SMIC est de ${amounts}.`
    : `Au ${when}, le SMIC est de ${amounts}.`;
}

/** The embedded sheets, with the SMIC in force on `today` (Paris time). */
export function fallbackPracticalSheets(today: Date = new Date()): PracticalSheetSummary[] {
  const smic = smicInForce(parisYearMonth(today));
  const smicDate = `01/${String(smic.since.month).padStart(2, '0')}/${smic.since.year}`;
  const sheets: FallbackSheet[] = [
    {
      id: 'les-delegues-syndicaux',
      titre: 'Les délégués syndicaux',
      description:
        'Dans une entreprise ou un établissement d’au moins 50 salariés, chaque syndicat représentatif qui y constitue une section syndicale peut désigner un délégué syndical : il le représente auprès de l’employeur et négocie les accords d’entreprise.',
      categorie: 'representation-du-personnel',
      date: FALLBACK_SHEETS_CHECKED_ON,
      contenu: [
        `<p>Chaque syndicat représentatif dans une entreprise ou un établissement d’au moins 50&nbsp;salariés, qui y constitue une section syndicale, désigne un ou plusieurs délégués syndicaux parmi les candidats aux élections du comité social et économique ayant recueilli au moins 10&nbsp;% des suffrages exprimés au premier tour (${article('L2143-3')}).</p>`,
        '<ul>',
        `<li><strong>Conditions</strong> : avoir 18&nbsp;ans révolus et travailler dans l’entreprise depuis au moins un an, quatre mois en cas de création d’entreprise ou d’ouverture d’établissement (${article('L2143-1')}).</li>`,
        `<li><strong>Nombre</strong> : un délégué de 50 à 999&nbsp;salariés, deux de 1&nbsp;000 à 1&nbsp;999, trois de 2&nbsp;000 à 3&nbsp;999, quatre de 4&nbsp;000 à 9&nbsp;999, cinq au-delà (${article('R2143-2')}).</li>`,
        `<li><strong>Heures de délégation</strong> : au moins 12&nbsp;heures par mois de 50 à 150&nbsp;salariés, 18&nbsp;heures de 151 à 499&nbsp;salariés, 24&nbsp;heures à partir de 500&nbsp;salariés (${article('L2143-13')}).</li>`,
        `<li><strong>Protection</strong> : son licenciement exige l’autorisation de l’inspecteur du travail, et encore pendant les douze mois qui suivent la fin de son mandat s’il l’a exercé au moins un an (${article('L2411-3')}).</li>`,
        '</ul>',
      ].join(''),
    },
    {
      id: 'la-definition-du-cse-et-cadre-de-mise-en-place',
      titre: 'Le comité social et économique (CSE)',
      description:
        'Le CSE est obligatoire dans les entreprises d’au moins 11 salariés lorsque cet effectif est atteint pendant 12 mois consécutifs ; ses membres sont élus pour quatre ans et ses attributions s’étendent à partir de 50 salariés.',
      categorie: 'representation-du-personnel',
      date: FALLBACK_SHEETS_CHECKED_ON,
      contenu: [
        `<p>Un comité social et économique est mis en place dans les entreprises d’au moins 11&nbsp;salariés ; il n’est obligatoire que si cet effectif est atteint pendant 12&nbsp;mois consécutifs (${article('L2311-2')}). L’employeur informe alors le personnel de l’organisation des élections, dont le premier tour a lieu au plus tard 90&nbsp;jours après (${article('L2314-4')}).</p>`,
        '<ul>',
        `<li><strong>Composition</strong> : l’employeur et une délégation élue du personnel, avec autant de titulaires que de suppléants, dont le nombre dépend de l’effectif (${article('L2314-1')} et ${article('R2314-1')}).</li>`,
        `<li><strong>Mandat</strong> : quatre ans (${article('L2314-33')}), ou entre deux et quatre ans si un accord de branche, de groupe ou d’entreprise le prévoit (${article('L2314-34')}).</li>`,
        `<li><strong>Attributions</strong> : à partir de 50&nbsp;salariés, le comité est informé et consulté sur l’organisation, la gestion et la marche générale de l’entreprise (${article('L2312-8')}).</li>`,
        `<li><strong>Établissements</strong> : une entreprise d’au moins 50&nbsp;salariés qui compte au moins deux établissements distincts a des CSE d’établissement et un CSE central (${article('L2313-1')}).</li>`,
        '</ul>',
      ].join(''),
    },
    {
      id: 'la-definition-du-licenciement-pour-motif-economique',
      titre: 'Le licenciement pour motif économique',
      description:
        'Un licenciement pour un motif non inhérent à la personne du salarié : suppression ou transformation d’emploi, ou modification refusée d’un élément essentiel du contrat, consécutives notamment à des difficultés économiques ou à des mutations technologiques.',
      categorie: 'rupture',
      date: FALLBACK_SHEETS_CHECKED_ON,
      contenu: [
        `<p>Le motif économique tient à une suppression ou une transformation d’emploi, ou à une modification d’un élément essentiel du contrat de travail refusée par le salarié, consécutives notamment à des difficultés économiques, à des mutations technologiques, à une réorganisation nécessaire à la sauvegarde de la compétitivité ou à la cessation d’activité de l’entreprise (${article('L1233-3')}).</p>`,
        '<ul>',
        `<li><strong>Difficultés économiques</strong> : une baisse des commandes ou du chiffre d’affaires, par rapport à la même période de l’année précédente, d’au moins un trimestre sous 11&nbsp;salariés, deux trimestres consécutifs de 11 à 49, trois de 50 à 299 et quatre à partir de 300 (${article('L1233-3')}).</li>`,
        `<li><strong>Reclassement</strong> : le licenciement n’est possible que si les efforts de formation et d’adaptation ont été faits et que le salarié ne peut être reclassé sur un emploi disponible (${article('L1233-4')}).</li>`,
        `<li><strong>Ordre des licenciements</strong> : à défaut d’accord, l’employeur fixe les critères après consultation du CSE : charges de famille, ancienneté, situation sociale, qualités professionnelles (${article('L1233-5')}).</li>`,
        `<li><strong>Contrat de sécurisation professionnelle</strong> : dans les entreprises qui ne sont pas tenues de proposer un congé de reclassement (celui-ci concerne celles d’au moins 1&nbsp;000&nbsp;salariés, ${article('L1233-71')}), l’employeur le propose à chaque salarié dont il envisage le licenciement (${article('L1233-66')}).</li>`,
        `<li><strong>Plan de sauvegarde de l’emploi</strong> : obligatoire dans les entreprises d’au moins 50&nbsp;salariés quand le projet concerne au moins 10&nbsp;salariés sur 30&nbsp;jours (${article('L1233-61')}).</li>`,
        '</ul>',
      ].join(''),
    },
    {
      id: 'les-heures-supplementaires-definition-et-limites',
      titre: 'Les heures supplémentaires',
      description:
        'Toute heure accomplie au-delà de 35 heures par semaine est une heure supplémentaire : à défaut d’accord, majorée de 25 % de la 36e à la 43e heure et de 50 % à partir de la 44e, dans un contingent de 220 heures par an.',
      categorie: 'temps-de-travail',
      date: FALLBACK_SHEETS_CHECKED_ON,
      contenu: [
        `<p>La durée légale du travail est de 35&nbsp;heures par semaine (${article('L3121-27')}) ; toute heure accomplie au-delà est une heure supplémentaire, qui ouvre droit à une majoration de salaire ou à un repos compensateur équivalent (${article('L3121-28')}).</p>`,
        '<ul>',
        `<li><strong>Majorations</strong> : un accord d’entreprise ou, à défaut, de branche fixe le taux, au moins 10&nbsp;% (${article('L3121-33')}). À défaut d’accord : 25&nbsp;% pour chacune des huit premières heures, de la 36<sup>e</sup> à la 43<sup>e</sup>, puis 50&nbsp;% à partir de la 44<sup>e</sup> (${article('L3121-36')}).</li>`,
        `<li><strong>Contingent annuel</strong> : à défaut d’accord, 220&nbsp;heures par salarié et par an (${article('D3121-24')}). Chaque heure au-delà ouvre droit, en plus de sa majoration, à une contrepartie obligatoire en repos (${article('L3121-30')}) : 50&nbsp;% dans les entreprises de 20&nbsp;salariés au plus, 100&nbsp;% au-delà, à défaut d’accord (${article('L3121-38')}).</li>`,
        `<li><strong>Durées maximales</strong> : 10&nbsp;heures par jour (${article('L3121-18')}), 48&nbsp;heures sur une même semaine (${article('L3121-20')}) et 44&nbsp;heures en moyenne sur 12&nbsp;semaines consécutives (${article('L3121-22')}).</li>`,
        '</ul>',
      ].join(''),
    },
    {
      id: 'les-conges-payes',
      titre: 'Les congés payés',
      description:
        'Chaque salarié acquiert 2,5 jours ouvrables de congé par mois de travail effectif chez le même employeur, soit 30 jours ouvrables (cinq semaines) par an.',
      categorie: 'conges',
      date: FALLBACK_SHEETS_CHECKED_ON,
      contenu: [
        `<p>Le salarié a droit à deux jours et demi ouvrables de congé par mois de travail effectif chez le même employeur, dans la limite de 30&nbsp;jours ouvrables par an (${article('L3141-3')}).</p>`,
        '<ul>',
        `<li><strong>Période de référence</strong> : à défaut d’accord, du 1<sup>er</sup>&nbsp;juin au 31&nbsp;mai (${article('R3141-4')}).</li>`,
        `<li><strong>Arrêt maladie non professionnel</strong> : il ouvre droit à deux jours ouvrables par mois, dans la limite de 24&nbsp;jours par période de référence (${article('L3141-5-1')}).</li>`,
        `<li><strong>Prise des congés</strong> : la période de prise comprend toujours celle du 1<sup>er</sup>&nbsp;mai au 31&nbsp;octobre (${article('L3141-13')}). Un congé principal fractionné garde une fraction d’au moins 12&nbsp;jours ouvrables continus (${article('L3141-19')}), prise dans cette période à défaut d’accord (${article('L3141-23')}).</li>`,
        `<li><strong>Indemnité</strong> : un dixième de la rémunération brute de la période de référence, ou le salaire que le salarié aurait perçu s’il avait travaillé, si c’est plus favorable (${article('L3141-24')}).</li>`,
        '</ul>',
      ].join(''),
    },
    {
      id: 'le-smic-salaire-minimum-de-croissance',
      titre: 'Le SMIC (salaire minimum de croissance)',
      description: `${smicSentence(smic).replaceAll('&nbsp;', '\u00a0')} C’est le salaire horaire minimum de tout salarié du secteur privé, sauf les exceptions prévues par la loi.`,
      categorie: 'remuneration',
      date: laterDate(FALLBACK_SHEETS_CHECKED_ON, smicDate),
      contenu: [
        `<p>${smicSentence(smic)} Le SMIC garantit aux salariés les moins payés leur pouvoir d’achat et une participation au développement économique de la nation (${article('L3231-2')}).</p>`,
        '<ul>',
        `<li><strong>Revalorisation</strong> : chaque 1<sup>er</sup>&nbsp;janvier (${article('L3231-6')}), et en cours d’année dès que les prix à la consommation ont augmenté d’au moins 2&nbsp;% depuis le dernier relèvement (${article('L3231-5')}).</li>`,
        `<li><strong>Jeunes salariés</strong> : un abattement de 20&nbsp;% avant 17&nbsp;ans et de 10&nbsp;% entre 17 et 18&nbsp;ans, supprimé après six mois de pratique professionnelle dans la branche (${article('D3231-3')}).</li>`,
        `<li><strong>Sanction</strong> : payer moins que le SMIC est puni de l’amende des contraventions de la cinquième classe, appliquée autant de fois qu’il y a de salariés concernés (${article('R3233-1')}).</li>`,
        '</ul>',
      ].join(''),
    },
  ];
  return sheets.map((sheet) => ({
    ...sheet,
    categorieLibelle: PRACTICAL_SHEET_CATEGORY_LABELS[sheet.categorie],
  }));
}
