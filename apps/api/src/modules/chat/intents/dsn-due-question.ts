/**
 * A question on when a month's DSN is due (issue 28 §1): « la DSN de la paie de mars 2026 c'est
 * pour quand dernier délai ? », « date limite DSN ce mois-ci, on est 60 salariés payés dans le
 * mois ». The date is `@dirigeo/dsn`'s, the one the client area shows. Read from the folded question;
 * whether a DSN is owed at all (« je ne me paie pas, je dois quand même faire une DSN ? ») is not asked.
 */
import { MONTH_NAMES } from './question-figures.ts';

export interface DsnDueQuestion {
  /** The month declared, when named (« mars 2026 », « ce mois-ci »); null otherwise. */
  year: number | null;
  month: number | null;
  /** « le mois dernier », « ce mois-ci »: a month counted from today. */
  fromToday: -1 | 0 | null;
  /** The company's staff, when stated (« on est 60 salariés »). */
  headcount: number | null;
  /** « payés dans le mois » (the 5th from 50 staff), « payés le mois suivant ». */
  payTiming: 'same-month' | 'following-month' | null;
}

const WHEN_ASKED =
  /\b(?:quand|date limite|dernier delai|echeances?|au plus tard|jusqu'a quand|pour quand|deadline|quel jour|avant (?:le|quelle date)|a deposer (?:le|avant))\b/;

export function readDsnDueQuestion(folded: string): DsnDueQuestion | null {
  if (!/\bdsn\b/.test(folded)) return null;
  // « je dois quand même faire une DSN ? » asks whether, not when; another DSN than the monthly one.
  const asked = folded.replace(/\bquand (?:meme|bien meme)\b/g, ' ');
  if (!WHEN_ASKED.test(asked)) return null;
  if (
    /\b(?:evenementielle|neant|arret|fin de contrat|signalement|rectif\w*|annule et remplace|corrig\w*|oubli\w*|retard|penalit\w*|majoration)\b/.test(
      folded,
    )
  )
    return null;
  const named = new RegExp(`\\b(${MONTH_NAMES.join('|')})(?: (20\\d\\d))?\\b`).exec(folded);
  const month = named ? MONTH_NAMES.indexOf(named[1] ?? '') + 1 : null;
  const headcount = /\b(\d{1,5}) (?:salaries|employes|personnes)\b/.exec(folded);
  return {
    year: named?.[2] ? Number(named[2]) : null,
    month,
    fromToday:
      month !== null
        ? null
        : /\bmois (?:dernier|precedent)\b/.test(folded)
          ? -1
          : /\bce mois\b/.test(folded)
            ? 0
            : null,
    headcount: headcount ? Number(headcount[1]) : null,
    payTiming: /\b(?:dans le mois|fin de mois|le mois travaille|meme mois)\b/.test(folded)
      ? 'same-month'
      : /\b(?:mois suivant|decalage de paie|debut du mois suivant)\b/.test(folded)
        ? 'following-month'
        : null,
  };
}

/**
 * « je vais arrêter de me payer quelques mois, je dois quand même faire la DSN ? », « pas de salaire
 * ce trimestre, une DSN tous les mois alors qu'il n'y a rien ? »: the DSN of months without pay,
 * which our article on the président's DSN answers (a « DSN néant » while the employer account is open).
 */
export function readDsnWithoutPayQuestion(folded: string): boolean {
  return (
    /\bdsn\b/.test(folded) &&
    // The officers' own pay stopped, not an employee on leave, a rejected DSN or a micro-entrepreneur.
    /\b(?:me|nous|se) (?:payer|paye|paie|verser|verse)|\b(?:president|dirigeant|gerant|dg|mandataire)s?\b|\bpour moi\b|\bma remuneration\b/.test(
      folded,
    ) &&
    !/(?<!\b(?:aucun|pas de|sans|zero) )\b(?:salarie|salariee|employe)s?\b|\b(?:conges?|sabbatique|parental|rejet\w*|micro|auto[- ]?entrepreneur)\b/.test(
      folded,
    ) &&
    /\b(?:sans (?:aucun |aucune )?(?:salaire|remuneration|versement|paie|paye)s?|pas de (?:salaire|remuneration|paie|paye)|aucun (?:salaire|versement)|rien (?:a declarer|de declare|deduit|verse)|il n'y a rien|(?:arret\w*|suspend\w*) (?:de (?:me|nous|se) (?:payer|verser)|ma remuneration|mon salaire)|(?:me|nous|se) verse (?:plus|rien)|(?:me|nous|se) (?:paie|paye|payer) (?:plus|pas)|neant|zero salaire)\b/.test(
      folded,
    ) &&
    /\b(?:faut|dois|doit|devons|obligatoire|oblige\w*|quand meme|toujours|encore|continuer|tous les mois|chaque mois)\b/.test(
      folded,
    )
  );
}
