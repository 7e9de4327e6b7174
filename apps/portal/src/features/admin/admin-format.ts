import {
  ADMIN_ANSWER_PREVIEW_LENGTH,
  CONTACT_CLIENT_TYPE_LABELS,
  CONTACT_PACKAGE_LABELS,
  CONTACT_SUBMISSION_STATUS_LABELS,
} from '@dirigeo/schemas';

/** The label a table of ours gives `key`, or `key` itself when it has none. */
function labelOf(labels: Readonly<Record<string, string>>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('fr-FR');

/** '1 234': the back office's counts, grouped the French way. */
export function formatCount(count: number): string {
  return integer.format(count);
}

/** Spec 001 §2: under 1000 ms in milliseconds ('850 ms'), otherwise seconds with one decimal ('1,3 s'). */
export function formatResponseTime(ms: number): string {
  return ms < 1000 ? `${integer.format(ms)} ms` : `${oneDecimal.format(ms / 1000)} s`;
}

/** The elements whose text stands apart from the next one's. */
const BLOCKS = 'p, li, ul, ol, div, h1, h2, h3, h4, h5, h6, blockquote, tr, td, th';

/**
 * The text of the assistant's answer (sanitised HTML) cut to 200 characters plus an ellipsis
 * (spec 001 §2, §9), for the back office to show as text: tags dropped, entities decoded, spaces
 * collapsed. DOMParser builds an inert document: nothing in it runs or loads.
 */
export function answerPreview(html: string, length = ADMIN_ANSWER_PREVIEW_LENGTH): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // The answer's paragraphs and list items follow each other without spaces in its HTML: their
  // text would run together ('…nos outils.Pour une réponse…').
  for (const block of body.querySelectorAll(BLOCKS)) block.append(' ');
  for (const lineBreak of body.querySelectorAll('br')) lineBreak.replaceWith(' ');
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Spec 001 §4: 'Nouveau', 'Contacté', 'Fermé'; an unknown status is shown raw. */
export function statusLabel(status: string): string {
  return labelOf(CONTACT_SUBMISSION_STATUS_LABELS, status);
}

/** The package's name as the contact form offers it ('Premium'); an unknown one raw. */
export function packageLabel(packageType: string): string {
  return labelOf(CONTACT_PACKAGE_LABELS, packageType);
}

/** Who wrote, as the contact form asks it ('Expert-comptable'); an unknown value raw. */
export function clientTypeLabel(clientType: string): string {
  return labelOf(CONTACT_CLIENT_TYPE_LABELS, clientType);
}

/** « 732 829 320 00074 »: the SIREN's three groups, then the establishment's five digits. */
export function formatSiret(siret: string): string {
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1\u00a0$2\u00a0$3\u00a0$4');
}

/** The subject of the reply the back office prepares in the mail client. */
const REPLY_SUBJECT = 'Votre demande de contact sur Dirigeo';

/** 'Répondre': the mail client, on the contact's address, with a prepared subject and greeting. */
export function replyMailto(contact: { name: string; email: string }): string {
  const query = new URLSearchParams({ subject: REPLY_SUBJECT, body: `Bonjour ${contact.name},\n\n` });
  // URLSearchParams writes spaces as '+', which mail clients show as is: %20 instead.
  return `mailto:${encodeURIComponent(contact.email).replace('%40', '@')}?${query.toString().replaceAll('+', '%20')}`;
}

/** 'Et 3 autres articles...' (spec 001 §2) under the first 10. */
export function moreArticlesText(count: number): string {
  return count === 1 ? 'Et 1 autre article...' : `Et ${count} autres articles...`;
}

/**
 * The spec's count line was 'N articles dans le fichier JSON' when the articles lived in a file;
 * they live in the database now, so the line keeps its form and says so.
 */
export function articleCountText(total: number): string {
  return `${total} article${total > 1 ? 's' : ''} dans la base de données`;
}

/** The spec's 'Aucun article trouvé dans le fichier JSON', made true the same way. */
export const NO_ARTICLE_TEXT = 'Aucun article trouvé dans la base de données';
