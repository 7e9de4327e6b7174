/**
 * The names a visitor's story gives (« ma salariée Julie », « mon apprenti kevin », « une boulangerie
 * à Villeurbanne », « partir en Asie »): details of the story, not its subject. Our texts never write
 * them, and a question whose every other word they hold is answered as if the name were not there.
 * A name is read only where French puts one: after a person it names, or capitalised after « à »
 * or « près de » (a town, not one abroad); a continent after « en »; a laugh, a social network, a diploma. A country
 * is not one: « le préavis au Japon » asks that country's law, which we do not hold; nor a brand
 * (« Qonto », « Swile »), which nothing here places after such a word.
 */

/** Words naming a person, after which a visitor writes their first name. */
const PERSON =
  /\b(?:salariee?s?|employee?s?|apprentie?s?|stagiaires?|vendeur|vendeuse|serveur|serveuse|cuisiniere?|secretaire|assistante?|collegues?|associee?s?|ouvriere?|comptable|coiffeuse|coiffeur|caissiere?|livreur|chauffeur|monsieur|madame|mme|mr|m|fils|fille|femme|mari|s'appelle|nomme)\.?[ ]+([a-z]{3,})\b/g;

/** A town, capitalised after « à », « sur », « près de », « vers ». */
const TOWN =
  /(?:^|(?<!(?:il|elle|on|qui|salariée?|salariee?|employée?|employee?|apprentie?))[\s,(])(?:à|a|près de|pres de|vers)\s+(\p{Lu}[\p{Ll}]+(?:-\p{Lu}[\p{Ll}]+)*)/gu;

/** Towns abroad, whose law we do not hold either (the countries are the runtime's). */
const TOWNS_ABROAD =
  /^(?:geneve|lausanne|bruxelles|liege|londres|montreal|quebec|dubai|papeete|noumea|tahiti|casablanca|tunis|alger|dakar|abidjan|luxembourg|monaco|barcelone|madrid|milan|rome|berlin|lisbonne|porto)$/;

/**
 * A chat box's laughs and the social networks a story happens on (« il poste des photos de ski sur
 * insta lol »): what the question is about is elsewhere.
 */
const CHAT_WORDS =
  /\b(?:lol|mdr|ptdr|xd|insta|instagram|facebook|fb|whatsapp|linkedin|tiktok|snapchat|snap|twitter|youtube)\b/g;

/** The diplomas an apprentice or a student prepares (« il prépare un BTS »). */
const DIPLOMAS = /\b(?:bts|dut|but|cap|bep|bac|licence|master|mba|bachelor)\b/g;

/** A continent after « en », « d' » or « l' » (« un tour d'Amérique du Sud »). */
const CONTINENT = /(?:\ben |\bd['’]|\bl['’])(asie|afrique|amerique(?: du (?:sud|nord)| latine)?|oceanie)\b/g;

/** The countries' names in French (« monaco », « japon », « royaume-uni »), folded, as the runtime's ICU names them. */
let countries: Set<string> | undefined;
function isCountry(name: string): boolean {
  if (!countries) {
    const regions = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    countries = new Set();
    for (const first of letters)
      for (const second of letters) {
        const country = regions.of(first + second);
        if (country) countries.add(folded(country));
      }
  }
  return countries.has(name);
}

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The story's names in `question` (as typed), folded, one word each (« villeurbanne », « julie »). */
export function namesInStory(question: string): Set<string> {
  const names = new Set<string>();
  const lower = folded(question);
  for (const [, name = ''] of lower.matchAll(PERSON)) names.add(name);
  for (const [, town = ''] of question.matchAll(TOWN))
    if (!isCountry(folded(town)) && !TOWNS_ABROAD.test(folded(town)))
      for (const part of folded(town).split('-')) names.add(part);
  for (const [word] of lower.matchAll(CHAT_WORDS)) names.add(word);
  for (const [word] of lower.matchAll(DIPLOMAS)) names.add(word);
  for (const [, continent = ''] of lower.matchAll(CONTINENT))
    for (const part of continent.split(' ')) names.add(part);
  return names;
}
