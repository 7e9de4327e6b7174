import sanitize from 'sanitize-html';

export interface LinkRewriting {
  /** What relative links are relative to (the site the HTML comes from). */
  base: string;
  /** Our own address for a link (an article, a section, a sheet we serve), or null to keep it. */
  resolve(url: URL): string | null;
  /** Drop `<img>` (the sheets' only images are decorative thumbnails on the Ministry's host). */
  dropImages?: boolean;
}

/**
 * The HTML with every link made absolute on its site, or pointed at our own page when we serve
 * what it links to. Only `href`s and images change; what is allowed is decided afterwards by the
 * project's sanitiser, which this does not replace.
 */
export function rewriteLinks(html: string, rewriting: LinkRewriting): string {
  return sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        if (!href) return { tagName, attribs };
        const target = publicHrefOf(href, rewriting.base);
        // Not a public address (a sentence pasted as a link, a private document): the text stays, unlinked.
        if (target === null) return { tagName: 'span', attribs: {} };
        const ours = ourHref(target, rewriting);
        if (ours === null) return { tagName, attribs: { ...attribs, href: target } };
        // Our own page opens in the same tab: the Ministry's « - nouvelle fenêtre » no longer holds.
        const { target: _target, rel: _rel, title, ...rest } = attribs;
        const ownTitle = title?.replace(/\s*-\s*nouvelle fen[êe]tre\s*$/i, '').trim();
        return { tagName, attribs: { ...rest, ...(ownTitle ? { title: ownTitle } : {}), href: ours } };
      },
    },
    exclusiveFilter: rewriting.dropImages ? (frame) => frame.tag === 'img' : undefined,
  });
}

/**
 * Copies of the Ministry's site that are not public (its staging host): same paths as the public
 * site, whose origin replaces theirs.
 */
const STAGING_MIRRORS: ReadonlyMap<string, string> = new Map([
  ['travail-production.cegedim.cloud', 'https://travail-emploi.gouv.fr'],
]);
/** Hosts no visitor can open: private documents, private wikis, the editor's own machine. */
const PRIVATE_HOST = /(^|\.)(docs\.live\.net|atlassian\.net|sharepoint\.com|localhost)$/i;
/** A public host name: letters, digits and hyphens, at least one dot, a top-level domain of letters. */
const PUBLIC_HOST = /^([a-z0-9-]+\.)+[a-z]{2,}$/i;

/**
 * The address a link of the Ministry's HTML should have on our pages, or null when it is not a
 * public address (the link is then dropped, its text kept). Fragments, e-mail addresses and phone
 * numbers stay as they are; other links are made absolute on `base`; a link wrapped by a mail
 * filter (urldefense) is unwrapped; the Ministry's staging host becomes its public site; sentences
 * pasted as an address (`https://Par décret n° 2025- 552 …`) and private hosts give null.
 */
export function publicHrefOf(href: string, base: string): string | null {
  if (href.startsWith('#') || /^(mailto|tel):/i.test(href)) return href;
  // A space, or an entity left over, in what would be the host: a sentence, not an address.
  if (/^https?:\/\/[^/]*(\s|&)/i.test(href)) return null;
  const url = URL.parse(href, base);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (!PUBLIC_HOST.test(url.hostname) || PRIVATE_HOST.test(url.hostname)) return null;
  if (url.hostname === 'urldefense.com') {
    const wrapped = /^\/v3\/__(.+?)__;/.exec(decodeURIComponent(url.pathname + url.search))?.[1];
    return wrapped ? publicHrefOf(wrapped.replace(/^(https?):\/(?!\/)/i, '$1://'), base) : null;
  }
  const mirrored = STAGING_MIRRORS.get(url.hostname);
  if (mirrored) return new URL(url.pathname + url.search + url.hash, mirrored).href;
  return url.href;
}

/** Our own page for the link, or null. */
function ourHref(href: string, rewriting: LinkRewriting): string | null {
  if (href.startsWith('#') || /^(mailto|tel):/i.test(href)) return null;
  const url = URL.parse(href, rewriting.base);
  return url ? rewriting.resolve(url) : null;
}

const LEGIFRANCE_HOSTS = new Set(['www.legifrance.gouv.fr', 'legifrance.gouv.fr']);
const CODE_DU_TRAVAIL = 'LEGITEXT000006072050';

/**
 * The Légifrance id (LEGIARTI… or LEGISCTA…) a Légifrance link to the Code du travail points at,
 * in any of the forms found in the data: `/codes/article_lc/LEGIARTI…`, `/codes/id/LEGIARTI…`,
 * `/codes/section_lc/LEGITEXT…/LEGISCTA…`, `/affichCodeArticle.do?cidTexte=…&idArticle=LEGIARTI…`,
 * `/affichCode.do?cidTexte=…&idSectionTA=LEGISCTA…`. Null for another host or another text.
 */
export function legifranceCodeTarget(url: URL): { kind: 'article' | 'section'; id: string } | null {
  if (!LEGIFRANCE_HOSTS.has(url.hostname)) return null;
  const text = url.searchParams.get('cidTexte');
  if (text !== null && text !== CODE_DU_TRAVAIL) return null;
  if (/^\/(loda|jorf|juri|conv_coll)\//.test(url.pathname)) return null;
  const article = /LEGIARTI\d{12}/.exec(url.pathname + url.search);
  if (article) return { kind: 'article', id: article[0] };
  const section = /LEGISCTA\d{12}/.exec(url.pathname + url.search);
  if (section) return { kind: 'section', id: section[0] };
  return null;
}
