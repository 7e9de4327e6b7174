import { frenchTypography } from '@dirigeo/schemas/french';
import sanitize from 'sanitize-html';

/**
 * The one sanitiser every HTML we serve from content goes through: blog articles (on every write),
 * the official practical sheets and Code du travail articles (when loaded), the chat assistant's
 * answers. An allow-list of tags and attributes: no `style`, no event handler, no `class`, links
 * to `http(s)` or relative URLs only (no `javascript:`, `data:`, `mailto:`), images to `https` or
 * our own paths. What it removes is removed, never escaped into visible text.
 *
 * - `content`: long-form pages (headings, lists, tables, quotes, images, code);
 * - `chat`: the assistant's short answers (paragraphs, lists, emphasis, links).
 */
export type SanitizeProfile = 'content' | 'chat';

const linkAttributes = ['href', 'title', 'rel', 'target'];

const profiles: Record<SanitizeProfile, sanitize.IOptions> = {
  content: {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'dl',
      'dt',
      'dd',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'small',
      'mark',
      'abbr',
      'cite',
      'q',
      'blockquote',
      'code',
      'pre',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'caption',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'span',
      'div',
    ],
    allowedAttributes: {
      a: linkAttributes,
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      abbr: ['title'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'type'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
  },
  chat: {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a'],
    allowedAttributes: { a: linkAttributes },
    allowedSchemes: ['https'],
    allowProtocolRelative: false,
  },
};

for (const options of Object.values(profiles)) {
  const absoluteAllowed = new RegExp(`^(${(options.allowedSchemes as string[]).join('|')}):`, 'i');
  Object.assign(options, {
    // Text of dropped tags such as <script> or <style> is dropped with them.
    disallowedTagsMode: 'discard',
    // Every text we serve gets French typography: no-break spaces before « : ; ! ? », inside « »,
    // in « 1 803 € »; no space before a full stop (the one filter, `@dirigeo/schemas/french`).
    textFilter: (text: string) => frenchTypography(text),
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    transformTags: {
      // A link that leaves the site opens in a new tab without giving the page a handle on ours
      // (`noopener`) nor our address (`noreferrer`); our own links stay as they are. A link whose
      // scheme the profile refuses loses its `href` afterwards, and gets nothing here.
      a: (tagName: string, attribs: sanitize.Attributes) => {
        const { target: _target, rel: _rel, ...rest } = attribs;
        if (absoluteAllowed.test(attribs.href ?? '')) {
          return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
        }
        return { tagName, attribs: rest };
      },
    },
  } satisfies sanitize.IOptions);
}

/** The HTML with everything outside the profile's allow-list removed. */
export function sanitizeHtml(html: string, profile: SanitizeProfile = 'content'): string {
  return sanitize(html, profiles[profile]);
}
