import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAreaLink, headerLinks, legalLinks } from '../src/lib/navigation.ts';
import NotFoundPage from '../src/pages/404.astro';
import HomePage from '../src/pages/index.astro';

// Rendered on the server side as Astro builds it, then read as a browser would.
async function renderPage(page: typeof HomePage, pathname: string): Promise<Document> {
  const container = await AstroContainer.create();
  const html = await container.renderToString(page, {
    partial: false,
    request: new Request(`http://localhost${pathname}`),
  });
  return new JSDOM(html).window.document;
}

function hrefs(links: Iterable<Element>): string[] {
  return [...links].map((link) => link.getAttribute('href') ?? '');
}

function text(element: Element | null): string {
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

describe('home page', () => {
  let page: Document;
  beforeAll(async () => {
    page = await renderPage(HomePage, '/');
  });

  it('is in French and lets keyboard users skip to the content', () => {
    expect(page.documentElement.lang).toBe('fr');
    const skipLink = page.querySelector('body > a');
    expect(text(skipLink)).toBe('Aller au contenu');
    expect(page.querySelector(skipLink?.getAttribute('href') ?? '')?.tagName).toBe('MAIN');
  });

  it('has the sections of spec 001 in order, with their anchors', () => {
    const sections = [...page.querySelectorAll('main > section')];
    expect(sections.map((section) => section.id)).toEqual([
      '',
      'expertise',
      'tarifs',
      '',
      'temoignages',
      'faq',
      'contact',
    ]);
    expect(text(sections[0]?.querySelector('h1') ?? null)).toContain('bulletins de paie');
    expect(text(sections[3]?.querySelector('h2') ?? null)).toBe('Plus de 100 dirigeants nous font confiance');
    expect(page.querySelector('#contact #contact-form')).not.toBeNull();
  });

  it('links the header, the mobile menu and the footer as the spec lists them', () => {
    const header = page.querySelector('header');
    const desktopNav = header?.querySelector('nav[aria-label="Navigation principale"]');
    expect(hrefs(desktopNav?.querySelectorAll('a') ?? [])).toEqual([
      '/',
      '/outils',
      '/blog',
      '/#tarifs',
      '/#contact',
    ]);
    const mobileNav = header?.querySelector('details nav');
    expect(hrefs(mobileNav?.querySelectorAll('a') ?? [])).toEqual([
      ...headerLinks.map((link) => link.href),
      clientAreaLink.href,
    ]);
    const clientArea = header?.querySelector('a[aria-label="Espace client"]');
    expect(clientArea?.getAttribute('href')).toBe('/auth');
    const footer = page.querySelector('footer');
    expect(hrefs(footer?.querySelectorAll('a') ?? [])).toEqual(
      expect.arrayContaining(legalLinks.map((link) => link.href)),
    );
    expect(text(footer)).toMatch(/© \d{4} Dirigeo/);
  });

  it('marks the home link as the current page, and only it', () => {
    const current = page.querySelectorAll('nav[aria-label="Navigation principale"] [aria-current="page"]');
    expect(hrefs(current)).toEqual(['/']);
  });

  it('offers the eligibility test and the subscription', () => {
    const actions = [...page.querySelectorAll('main a')].map((link) => [
      link.getAttribute('href'),
      text(link),
    ]);
    expect(actions).toContainEqual(['/eligibilite', 'Tester mon éligibilité']);
    expect(actions).toContainEqual(['/souscription', 'Souscrire']);
  });

  it('shows the landing prices of spec 001 §9, monthly and annual', () => {
    const pricing = text(page.querySelector('#tarifs')).replace(/[\u00a0\u202f]/g, ' ');
    for (const price of ['3,00 €', '19,00 €', '30,00 €', '2,50 €', '16,00 €', '25,00 €']) {
      expect(pricing).toContain(price);
    }
    expect(pricing).toContain('bulletin/mois');
    expect(pricing).toContain('2 mois offerts + audit gratuit');
  });

  it('rates the three testimonials 5, 5 and 4.5 for screen readers too', () => {
    const ratings = [...page.querySelectorAll('#temoignages li')].map(
      (card) => text(card).match(/Note : [\d,]+ sur 5/)?.[0],
    );
    expect(ratings.map((rating) => rating?.replace(/\u00a0/g, ' '))).toEqual([
      'Note : 5 sur 5',
      'Note : 5 sur 5',
      'Note : 4,5 sur 5',
    ]);
  });

  it('asks 12 questions in an accordion that keeps one open at a time', () => {
    const questions = [...page.querySelectorAll('#faq details')];
    expect(questions).toHaveLength(12);
    // Same `name`: the browser closes the open question when another one opens.
    expect(new Set(questions.map((question) => question.getAttribute('name'))).size).toBe(1);
    expect(questions[0]?.getAttribute('name')).toBeTruthy();
    expect(questions.filter((question) => question.hasAttribute('open'))).toHaveLength(0);
  });

  it('has a back-to-top button with an accessible name', () => {
    const button = page.querySelector('button[data-scroll-to-top]');
    expect(button?.getAttribute('aria-label')).toBe('Retour en haut de page');
  });
});

describe('not-found page', () => {
  it('says the page cannot be found and leads back home', async () => {
    const page = await renderPage(NotFoundPage, '/404');
    expect(text(page.querySelector('h1'))).toBe('Page introuvable');
    const back = [...page.querySelectorAll('main a')].find((link) => link.getAttribute('href') === '/');
    expect(text(back ?? null)).toBe("Retour à l'accueil");
  });
});
