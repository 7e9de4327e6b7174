/**
 * A question on the premium of a week's extra hours (issue 28 §1): « salarié à 35h qui a fait 45h
 * cette semaine, les heures sup sont majorées de combien ? », « à temps partiel, 30h dans son
 * contrat, elle a fait 33h, quelle majoration ? », « 46h à 15 € de l'heure, je lui dois combien ? ».
 * The premiums are computed by `@dirigeo/labour-law` (L3121-36, L3123-29). Read from the folded
 * question; the annual quota, rest in lieu, flat-rate contracts, night or Sunday work are other rules.
 */
import { centsOf } from './question-figures.ts';

export interface OvertimeQuestion {
  /** The hours worked in the week, or null when none is stated (the answer gives the rule). */
  weeklyHours: number | null;
  /** A part-timer's contract hours (« 30h par semaine dans son contrat », « mi-temps »: 17,5), or null. */
  contractWeeklyHours: number | null;
  /** Whether the employee works part time (complementary hours). */
  partTime: boolean;
  /** The gross hourly rate stated, in cents, or null. */
  hourlyRateCents: number | null;
  /** A Saturday's hours told on top of a full week (« ses 35h du lundi au vendredi… samedi 4h »), or null. */
  saturdayHours: number | null;
}

const EXTRA_HOURS =
  /\bheures? (?:sup\w*|supplementaires?|complementaires?|en plus|en trop)\b|\b(?:heures sup|hs)\b/;
const PREMIUM_ASKED = /\b(?:major\w*|combien|taux|pay\w*|pai\w*|remuner\w*|dois|calcul\w*|pourcentage|%)\b/;
/**
 * The rules these premiums do not answer.
 */
const OTHER_RULES =
  /\b(?:contingent|repos compensateur|contrepartie obligatoire|forfait|cadres? dirigeants?|dimanches?|nuits?|feries?|astreintes?|solde de tout compte|defiscalis\w*|exonera\w*|impots?|cotisations?|president|dirigeant|gerant|prescri\w*|remonter|en arriere|jusqu'? ?a quand|combien d'annees)\b/;
/**
 * Rules a story may only mention (« tout est pointé à la badgeuse », « il dit que ça sera récupéré »):
 * other questions when asked, the case's background when the week's hours and the hourly rate are told
 * and their pay is asked (« combien on aurait dû me payer en plus pour ces 10h avec les majorations ? »).
 */
const MENTIONED_RULES = /\b(?:recuper\w*|badgeuse|logiciel|contester)\b/;
const PART_TIME = /\b(?:temps partiel|partiel|mi[- ]temps)\b/;

/** « 45h », « 46 heures », « 33 h », « 37h30 ». */
const HOURS = /\b(\d{2})(?:[.,](\d{1,2}) ?(?:h\b|heures?\b)|h(\d{2})\b| ?(?:h\b|heures?\b))/g;

function hoursOf(match: RegExpMatchArray): number {
  const whole = Number(match[1]);
  if (match[2]) return whole + Number(`0.${match[2]}`);
  if (match[3]) return whole + Number(match[3]) / 60;
  return whole;
}

/**
 * « 15 € de l'heure », « 12,50 €/h », « taux horaire de 14 € », « 13,50 brut de l'heure », « taux
 * 12,50 de l'heure », « 14 e de l'heure » (a rate without its euro sign only before « de l'heure » or
 * « brut »).
 */
const HOURLY_RATE =
  /\b(\d{1,3}(?:[.,]\d{1,2})?) ?(?:(?:€|euros?|e) ?(?:bruts? )?(?:de l'heure|\/ ?h(?:eure)?\b|par heure|l'heure)|(?:bruts? )?(?:de l'heure|par heure))|\btaux (?:horaire )?(?:brut )?(?:de |a )?(\d{1,3}(?:[.,]\d{1,2})?) ?(?:€|euros?|(?=(?: bruts?)? (?:de l'heure|par heure)))|\btaux horaire (?:brut )?(?:de |a |: ?)?(\d{1,3}(?:[.,]\d{1,2})?)(?![\d%])/;

/**
 * A full week then a Saturday's hours on top (« il fait ses 35h du lundi au vendredi et je le fais
 * venir samedi matin 4h », « 35h dans la semaine + 5h le samedi »): the week's hours are their sum.
 */
const SATURDAY_HOURS =
  /\bsamedi\b(?: (?:matin|apres-midi|aprem|aussi))?,? (?:pendant |pour |a faire |faire )?(\d(?:[.,]5)?) ?h(?:eures?)?\b(?! ?(?:a|-|jusqu'a) ?\d)|(?<!\bdont )\b(\d(?:[.,]5)?) ?h(?:eures?)? (?:le |ce |du |un )?samedi\b/;

function weekThenSaturday(folded: string): { week: number; saturday: number } | null {
  const week =
    /\b(3[5-9]|4[0-4]) ?h(?:eures?)?\b(?=[^.?!]{0,40}?\b(?:du lundi au vendredi|en semaine|dans la semaine)\b)/.exec(
      folded,
    );
  if (!week) return null;
  const after = folded.slice((week.index ?? 0) + week[0].length);
  // Not Saturday hours already in a week's total (« 42h cette semaine dont 4h le samedi »), nor at
  // another employer's (« le samedi 4h dans une autre boîte »).
  if (
    /\bdont\b[^.?!]{0,15}\bsamedi\b|\bautres? (?:boite|entreprise|employeur|societe|job|patron)\b/.test(after)
  )
    return null;
  if ([...after.matchAll(HOURS)].some((match) => hoursOf(match) > Number(week[1]))) return null;
  const saturday = SATURDAY_HOURS.exec(after);
  const hours = saturday ? numberOfHours(saturday[1] ?? saturday[2] ?? '') : Number.NaN;
  if (!(hours > 0 && hours <= 12)) return null;
  return { week: Number(week[1]), saturday: hours };
}

function numberOfHours(text: string): number {
  return Number(text.replace(',', '.'));
}

export function readOvertimeQuestion(question: string): OvertimeQuestion | null {
  // « payée 2 500 € brut, sans prime ni heures sup »: overtime denied is no fact of the case.
  const folded = question.replace(
    /\b(?:sans|ni|pas d'|aucune?s?|jamais d')(?: (?:de |d'|des ))? ?(?:primes? ni )?heures? sup\w*(?: ni primes?)?/g,
    ' ',
  );
  // « à temps partiel, 24h au contrat, elle a fait 27h, quelle majoration ? »: complementary hours unnamed.
  // « il a fait 52h cette semaine, combien de majoration ? »: more than 35 hours in a week, unnamed.
  const weekBeyond =
    /\bsemaines?\b/.test(folded) &&
    [...folded.matchAll(HOURS)].some((match) => hoursOf(match) > 35 && hoursOf(match) <= 80);
  // « elle est à 24 heures par semaine… elle a fait 28 heures, avec les majorations ? »: part time unnamed.
  const statedContract = /\b(?:est|suis|travaille) a (\d{1,2}) ?(?:h|heures?)\b/.exec(folded);
  const partTimeStated = statedContract !== null && Number(statedContract[1]) < 35;
  const extraNamed =
    EXTRA_HOURS.test(folded) ||
    ((PART_TIME.test(folded) || partTimeStated || weekBeyond) && /\bmajor\w*/.test(folded));
  if (!extraNamed || !PREMIUM_ASKED.test(folded) || OTHER_RULES.test(folded)) return null;
  // …unless replacing the pay by rest is asked itself (« me faire récupérer au lieu de payer, c'est légal ? »).
  const payOfTheCaseAsked =
    weekBeyond &&
    HOURLY_RATE.test(folded) &&
    /\bcombien\b[^.?!]*\b(?:pay\w*|pai\w*|major\w*|dois|doit|toucher)\b/.test(folded) &&
    !/\bau lieu de\b|\blegal\w*|\ba (?:le )?droit\b|\brecuperees? ou\b|\bou (?:les )?payees?\b/.test(folded);
  if (MENTIONED_RULES.test(folded) && !payOfTheCaseAsked) return null;
  // « rupture conventionnelle… avec les heures sup mes 3 derniers mois ça a fait… combien au minimum ? »:
  // the indemnity asked, the overtime only in its pay.
  if (
    /\bruptures? conventionnelles?\b|\bindemnite (?:de |legale de )?licenciement\b/.test(folded) &&
    /\b(?:indemnite|minimum)\b/.test(folded) &&
    !/\bmajor\w*|\btaux\b/.test(folded)
  )
    return null;
  // « à partir de combien d'heures c'est des heures sup ? »: what they are, the definition's sheet.
  if (/\ba partir de (?:combien|quand|quel)\b|\bdefini\w*|\bc'est quoi (?:des|les) heures\b/.test(folded))
    return null;
  const partTime = PART_TIME.test(folded) || partTimeStated || /\bheures? complementaires?\b/.test(folded);
  const mentions = [...folded.matchAll(HOURS)]
    .map((match) => ({
      hours: hoursOf(match),
      // « 30h par semaine dans son contrat », « contrat de 24h », « à 35h »: the contract's hours.
      contract:
        /(?:\b(?:contrat|prevu\w*|a temps partiel)\b[^.?!,]{0,12}|\b(?:salariee?|employee?|est|suis) a )$/.test(
          folded.slice(Math.max(0, (match.index ?? 0) - 24), match.index ?? 0),
        ) ||
        /^[^.?!,]{0,30}\b(?:dans son contrat|au contrat|prevues?|contractuel\w*)\b/.test(
          folded.slice((match.index ?? 0) + match[0].length),
        ),
    }))
    .filter((mention) => mention.hours >= 5 && mention.hours <= 80);
  const contract =
    mentions.find((mention) => mention.contract && mention.hours < 35)?.hours ??
    (/\bmi[- ]temps\b/.test(folded) ? 17.5 : null);
  const worked = mentions
    .filter((mention) => !mention.contract || mention.hours >= 35)
    .map((mention) => mention.hours)
    .filter((hours) => hours !== contract);
  const withSaturday = weekThenSaturday(folded);
  const weeklyHours = withSaturday
    ? withSaturday.week + withSaturday.saturday
    : worked.length > 0
      ? Math.max(...worked)
      : null;
  const rate = HOURLY_RATE.exec(folded);
  const rateText = rate?.[1] ?? rate?.[2] ?? rate?.[3];
  const hourlyRateCents = rateText ? centsOf(rateText) : null;
  const isPartTime = partTime && contract !== null;
  // A week's hours below the contract's or 35 is no extra hour: the rule is what is asked.
  const extra =
    weeklyHours !== null && weeklyHours > (isPartTime ? (contract ?? 35) : 35) ? weeklyHours : null;
  return {
    weeklyHours: extra,
    contractWeeklyHours: isPartTime ? contract : null,
    partTime,
    hourlyRateCents:
      hourlyRateCents !== null && hourlyRateCents > 0 && hourlyRateCents < 100_000 ? hourlyRateCents : null,
    saturdayHours: withSaturday && extra !== null ? withSaturday.saturday : null,
  };
}
