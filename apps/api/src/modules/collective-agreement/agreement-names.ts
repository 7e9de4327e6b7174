/**
 * The names people use for the most common collective agreements, which their official titles do
 * not contain (« Syntec » is the employers' federation of IDCC 1486, « HCR » the initials of
 * « Hôtels, cafés, restaurants »), each with the IDCC it names, the main one first. Keys are folded
 * (lower case, no accents). A longer name is listed before a shorter one it contains (« restauration
 * collective » before « restauration »): the first found wins. Checked against the agreements the
 * official data holds by `test/agreement-names.test.ts`.
 */
export const AGREEMENT_NAMES: Readonly<Record<string, readonly string[]>> = {
  syntec: ['1486'],
  bet: ['1486'],
  cinov: ['1486'],
  hcr: ['1979'],
  chr: ['1979'],
  btp: ['1596', '1597', '2609', '2420', '1702', '2614', '3212'],
  batiment: ['1596', '1597', '2609', '2420'],
  'travaux publics': ['1702', '2614', '3212'],
  metallurgie: ['3248'],
  metallo: ['3248'],
  uimm: ['3248'],
  'experts-comptables': ['0787'],
  'expert-comptable': ['0787'],
  'expert comptable': ['0787'],
  'experts comptables': ['0787'],
  'grande distribution': ['2216'],
  'commerce alimentaire': ['2216'],
  'restauration rapide': ['1501'],
  fehap: ['0029'],
  'aide a domicile': ['2941'],
  bad: ['2941'],
  'services a la personne': ['3127'],
  proprete: ['3043'],
  securite: ['1351'],
  'prevention et securite': ['1351'],
  garages: ['1090'],
  automobile: ['1090'],
  boulangerie: ['0843'],
  banque: ['2120'],
  'commerce de gros': ['0573'],
  'commerces de gros': ['0573'],
  'industries chimiques': ['0044'],
  chimie: ['0044'],
  plasturgie: ['0292'],
  publicite: ['0086'],
  animation: ['1518'],
  sport: ['2511'],
  journalistes: ['1480'],
  "centres d'appels": ['2098'],
  transports: ['0016'],
  'transport routier': ['0016'],
  'restauration collective': ['1266'],
  restaurant: ['1979'],
  restaurants: ['1979'],
  hotel: ['1979'],
  hotels: ['1979'],
  hotellerie: ['1979'],
  cafe: ['1979'],
  cafes: ['1979'],
  'commerce de detail non alimentaire': ['1517'],
  'commerces de detail non alimentaires': ['1517'],
  'commerce non alimentaire': ['1517'],
  coiffure: ['2596'],
  coiffeur: ['2596'],
  coiffeurs: ['2596'],
  'salon de coiffure': ['2596'],
  pharmacie: ['1996'],
  officine: ['1996'],
  immobilier: ['1527'],
  'agence immobiliere': ['1527'],
  gardien: ['1043'],
  gardiens: ['1043'],
  concierge: ['1043'],
  optique: ['1431'],
  opticien: ['1431'],
  fleuriste: ['1978'],
  notaire: ['2205'],
  notariat: ['2205'],
  avocat: ['1000', '1850'],
  avocats: ['1000', '1850'],
  'cabinet medical': ['1147'],
  'cabinets medicaux': ['1147'],
  architecte: ['2332'],
  architectes: ['2332'],
  architecture: ['2332'],
  archi: ['2332'],
  // The home employer's agreement (IDCC 3239, since 2022): a cleaner, a childminder, paid by CESU.
  'particulier employeur': ['3239'],
  'particuliers employeurs': ['3239'],
  'femme de menage': ['3239'],
  'employe de maison': ['3239'],
  'employee de maison': ['3239'],
  'assistante maternelle': ['3239'],
  'assistant maternel': ['3239'],
  nounou: ['3239'],
  cesu: ['3239'],
  boucherie: ['0992'],
  charcuterie: ['0953'],
  patisserie: ['1267'],
};

/** The IDCCs a search names by a common name (« syntec », « convention HCR »), main one first, or []. */
export function agreementsNamedIn(foldedText: string): readonly string[] {
  // « cabinet d'archi »: an elided article is a word of its own.
  const words = ` ${foldedText
    .replace(/'/g, "' ")
    .replace(/[^a-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')} `;
  for (const [name, idccs] of Object.entries(AGREEMENT_NAMES)) {
    if (words.includes(` ${name} `)) return idccs;
  }
  return [];
}
