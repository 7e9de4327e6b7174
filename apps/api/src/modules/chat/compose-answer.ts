import { type Passage, STORY_QUESTION_WORDS } from '../search/retrieve-passages.ts';

/** The free discovery interview's booking page, and whether it is another site. */
export interface BookingLink {
  href: string;
  external: boolean;
}

/**
 * Whether a passage answers: it holds every meaningful word of a question of one or two words
 * (« capitale du Pérou » is not answered by an article on the share capital), and at least 60 % of
 * them beyond; and its title or summary names one of them at least, two when it lacks more than a
 * quarter of them (« assurance auto pas chère » is not answered by a sheet whose text says
 * « assurance » and « auto » and whose title says « assurance »); an article of the Code, whose
 * heading is its number and its first lines, holds every word. A text that only mentions the
 * words in passing is not about the question (« meilleur restaurant à Paris » is not answered
 * by a sheet on transport costs whose body names a restaurant and Paris). A page whose title the
 * question names whole, in two words or more (« Le travail du dimanche » for « je peux faire
 * travailler mes vendeurs le dimanche dans ma boutique ? »), answers whatever else the question
 * adds of the visitor's own case. A question of `STORY_QUESTION_WORDS` words or more tells a story (« mon
 * gars s'est blessé sur le chantier hier, je déclare l'accident du travail sous combien de
 * temps ? »): a passage whose heading holds three of its words and whose text holds two in five
 * answers it, the rest being the story's details (measured on the tuning part, stop 39), and so
 * does one whose heading holds two and whose text holds half of them (stop 40: 794 → 798 of 866).
 * A title of one word the question names (« La démission ») counts as a heading holding two.
 */
export function answers(
  passage: Pick<Passage, 'questionWords' | 'coverage' | 'headWords'> &
    Partial<Pick<Passage, 'titleNamed' | 'titleWhole' | 'source'>>,
): boolean {
  const words = passage.questionWords;
  const matched = Math.round(passage.coverage * words);
  return (
    words > 0 &&
    passage.headWords > 0 &&
    (passage.source !== 'code' || matched === words) &&
    (matched >= words * 0.75 ||
      passage.headWords >= 2 ||
      passage.titleNamed === true ||
      passage.titleWhole === true) &&
    (words <= 2
      ? matched === words
      : matched >= Math.ceil(words * 0.6) ||
        (passage.titleNamed === true && matched >= 2) ||
        (words >= STORY_QUESTION_WORDS &&
          ((passage.headWords >= 3 && matched >= Math.ceil(words * 0.4)) ||
            (passage.headWords >= 2 && matched >= Math.ceil(words * 0.5)))))
  );
}

/** The longest excerpt quoted. */
const EXCERPT_MAX_LENGTH = 320;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function link(href: string, text: string, external = false): string {
  const target = external ? ' target="_blank" rel="noopener"' : '';
  return `<a href="${escapeHtml(href)}"${target}>${escapeHtml(text)}</a>`;
}

export function bookingSentence(booking: BookingLink): string {
  return `${link(booking.href, 'Réserver un entretien découverte gratuit', booking.external)} de 30 minutes avec un expert`;
}

/** What the passage says, verbatim: its summary, then the sentences around the question's words. */
function quote(passage: Passage): string[] {
  const description = passage.description.trim();
  const excerpt = passage.excerpt.trim();
  const paragraphs = description ? [escapeHtml(description)] : [];
  if (excerpt && passage.source !== 'faq' && passage.source !== 'page' && passage.source !== 'tool') {
    const cut =
      excerpt.length > EXCERPT_MAX_LENGTH
        ? `${excerpt.slice(0, excerpt.lastIndexOf(' ', EXCERPT_MAX_LENGTH))} …`
        : excerpt;
    paragraphs.push(`Extrait : <em>« ${escapeHtml(cut)} »</em>`);
  }
  return paragraphs;
}

/**
 * The assistant's answer, composed from our own passages only (no figure of its own): the best
 * passage first, then up to two more, each with a link to the page it comes from; when nothing
 * answers, it says so and offers the free discovery call. The HTML it returns still goes through
 * the sanitiser before it leaves the server.
 */
export function composeAnswer(passages: readonly Passage[], booking: BookingLink): string {
  const relevant = passages.filter(answers);
  if (relevant.length === 0) {
    return [
      "<p>Je n'ai pas trouvé de réponse à cette question dans nos articles, nos fiches et nos outils.</p>",
      `<p>Pour une réponse adaptée à votre situation : ${bookingSentence(booking)}.</p>`,
    ].join('');
  }
  const [best, ...others] = relevant;
  if (!best) return '';
  const parts = [
    ...quote(best).map((text) => `<p>${text}</p>`),
    `<p>Source : ${link(best.url, best.title)}</p>`,
  ];
  if (others.length > 0) {
    parts.push(
      '<p>À lire aussi :</p>',
      `<ul>${others.map((passage) => `<li>${link(passage.url, passage.title)}</li>`).join('')}</ul>`,
    );
  }
  parts.push(`<p>Pour un conseil sur votre cas : ${bookingSentence(booking)}.</p>`);
  return parts.join('');
}
