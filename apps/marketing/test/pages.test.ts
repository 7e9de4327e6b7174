/// <reference types="astro/client" />
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPANY_SIZES, SIMULATOR_CONTRACT_TYPES } from '@dirigeo/payroll-calc';
import { CONTACT_TEXTS } from '@dirigeo/schemas/constants';
import {
  comparisonCategories,
  companySizeLabels,
  contractTypeLabels,
  detailedPlans,
  faqEntries,
  faqGroups,
  formatShareCapital,
  freeTrial,
  adminSessionLifetime,
  accountDeletion,
  dataRetention,
  provider,
  salesTerms,
  sessionLifetime,
  sitePages,
} from '@dirigeo/site-content';
import { getContainerRenderer } from '@astrojs/react';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAreaLink, headerLinks, legalLinks, signedInLinks } from '../src/lib/navigation.ts';
import { SIGNED_IN_HINT_COOKIE } from '@dirigeo/schemas/constants';
import { NEWSLETTER_SHOWN_KEY } from '../src/features/newsletter/newsletter-schedule.ts';
import { SIGNED_OUT_NOTICE_KEY } from '../src/lib/signed-out-notice.ts';
import { staticSitemapEntries } from '../src/lib/sitemap.ts';
import { TOOLS_HUB_SITEMAP_TABS, toolsSitemapPaths } from '../src/features/tools-hub/sitemap.ts';
import Hero from '../src/features/home/Hero.astro';
import NotFoundPage from '../src/pages/404.astro';
import CguPage from '../src/pages/cgu.astro';
import CgvPage from '../src/pages/cgv.astro';
import HomePage from '../src/pages/index.astro';
import LegalNoticePage from '../src/pages/mentions-legales.astro';
import PrivacyPage from '../src/pages/politique-de-confidentialite.astro';
import ChargesSimulatorPage from '../src/pages/simulators/charges-sociales.astro';
import SimulatorsPage from '../src/pages/simulators/index.astro';
import PricingDetailsPage from '../src/pages/tarifs-details.astro';

// Rendered on the server side as Astro builds it (React islands included), then read as a browser would.
const renderers = await loadRenderers([getContainerRenderer()]);

async function renderPage(page: typeof HomePage, pathname: string): Promise<Document> {
  const container = await AstroContainer.create({ renderers });
  const html = await container.renderToString(page, {
    partial: false,
    request: new Request(`http://localhost${pathname}`),
  });
  return new JSDOM(html).window.document;
}

function hrefs(links: Iterable<Element>): string[] {
  return [...links].map((link) => link.getAttribute('href') ?? '');
}

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** The text of a document's section: its `h2` with this id, and what follows up to the next `h2`. */
function sectionText(page: Document, id: string): string {
  const parts: string[] = [];
  for (let node: Element | null = page.getElementById(id); node; node = node.nextElementSibling) {
    if (parts.length > 0 && node.tagName === 'H2') break;
    parts.push(text(node));
  }
  return parts.join(' ');
}

function jsonLdOf(page: Document): Record<string, unknown>[] {
  return [...page.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? '{}'),
  );
}

/** What every page of the site must carry to be indexed (issue 9, "Indexable"). */
function expectIndexable(page: Document, path: string): void {
  expect(page.documentElement.lang).toBe('fr');
  expect(text(page.querySelector('title'))).not.toBe('');
  expect(page.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(50);
  expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${path}$`));
  expect(page.querySelector('meta[property="og:title"]')).not.toBeNull();
  expect(page.querySelectorAll('h1')).toHaveLength(1);
}

describe('home page', () => {
  let page: Document;
  beforeAll(async () => {
    page = await renderPage(HomePage, '/');
  });

  it('is in French, indexable, and lets keyboard users skip to the content', () => {
    expectIndexable(page, '/');
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
    expect(text(sections[0]?.querySelector('h1'))).toContain('bulletins de paie');
    expect(text(sections[3]?.querySelector('h2'))).toBe('Plus de 100 dirigeants font leur paie avec Dirigeo');
    expect(page.querySelector('#contact #contact-form astro-island')).not.toBeNull();
  });

  it('states the claims of spec 001 §1 where the spec puts them', () => {
    const hero = text(page.querySelector('main > section'));
    expect(hero).toContain('Réserver un entretien découverte gratuit');
    expect(hero).toContain('30 minutes');
    expect(hero).toContain('Devis sous 24 h');
    expect(hero).toContain('24 h/24, 7 j/7');
    const expertise = text(page.querySelector('#expertise'));
    expect(expertise).toContain('Plus de 15 ans');
    expect(expertise).toContain('Plus de 500');
  });

  it('books the discovery interview at the contact form while no booking service is configured', () => {
    const booking = [...page.querySelectorAll('main a')].find((link) =>
      text(link).startsWith('Réserver un entretien découverte gratuit'),
    );
    expect(booking?.getAttribute('href')).toBe('/#contact');
  });

  it('books the discovery interview in a new tab when PUBLIC_BOOKING_URL names a scheduling service', async () => {
    const container = await AstroContainer.create({ renderers });
    const html = await container.renderToString(Hero, {
      props: { booking: { href: 'https://rendez-vous.example/dirigeo/decouverte', external: true } },
    });
    const hero = new JSDOM(html).window.document;
    const booking = [...hero.querySelectorAll('a')].find((link) =>
      text(link).startsWith('Réserver un entretien découverte gratuit'),
    );
    expect(booking?.getAttribute('href')).toBe('https://rendez-vous.example/dirigeo/decouverte');
    expect(booking?.getAttribute('target')).toBe('_blank');
    expect(booking?.getAttribute('rel')).toBe('noopener');
    expect(text(booking)).toContain('(nouvel onglet)');
  });

  it('links the header, the mobile menu and the footer as the spec lists them', () => {
    const header = page.querySelector('header');
    const visitorLinks = header?.querySelector(
      'nav[aria-label="Navigation principale"] [data-audience="visitor"]',
    );
    expect(hrefs(visitorLinks?.querySelectorAll('a') ?? [])).toEqual([
      '/',
      '/outils',
      '/blog',
      '/#tarifs',
      '/#contact',
    ]);
    const mobileNav = header?.querySelector('dialog nav [data-audience="visitor"]');
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

  it('holds the client area links, hidden until the signed-in hint is there', () => {
    for (const list of page.querySelectorAll('header [data-audience="signed-in"]')) {
      expect(list.hasAttribute('hidden')).toBe(true);
    }
    const signedIn = page.querySelector(
      'nav[aria-label="Navigation principale"] [data-audience="signed-in"]',
    );
    expect(hrefs(signedIn?.querySelectorAll('a') ?? [])).toEqual(signedInLinks.map((link) => link.href));
  });

  it('opens the mobile menu as a modal dialog without script', () => {
    const toggle = page.querySelector('button[commandfor="menu-mobile"][command="show-modal"]');
    expect(text(toggle)).toBe('Menu');
    const dialog = page.querySelector('dialog#menu-mobile');
    expect(dialog?.getAttribute('closedby')).toBe('any');
    expect(dialog?.querySelector('button[command="close"]')?.getAttribute('aria-label')).toBe(
      'Fermer le menu',
    );
  });

  it('marks the home link as the current page, and only it', () => {
    const current = page.querySelectorAll('nav[aria-label="Navigation principale"] [aria-current="page"]');
    expect(hrefs(current)).toEqual(['/']);
  });

  it('shows the one price grid (the plans billing charges), monthly and annual at −15 %, with a keyboard switch', () => {
    const pricing = text(page.querySelector('#tarifs'));
    for (const price of ['0,00 €', '9,00 €', '19,00 €', '91,80 €', '193,80 €']) {
      expect(pricing).toContain(price);
    }
    for (const plan of detailedPlans) expect(pricing).toContain(plan.name);
    expect(pricing).toContain(`−${salesTerms.annualDiscountPercent} %`);
    // One set of claims: no « 2 mois offerts » (that is 16,7 %, not 15 %), no per-payslip grid.
    expect(pricing).not.toContain('2 mois offerts');
    expect(pricing).not.toContain('bulletin/mois');
    // The plan and period chosen go to the subscription page.
    const links = hrefs(page.querySelectorAll('#tarifs a[href^="/souscription"]'));
    expect(links).toContain('/souscription?formule=essentielle&periode=mensuelle');
    expect(links).toContain('/souscription?formule=complete&periode=annuelle');
    const toggle = page.querySelector<HTMLInputElement>('#tarifs input[role="switch"]');
    expect(toggle?.type).toBe('checkbox');
    // Monthly by default.
    expect(toggle?.checked).toBe(false);
    // Both words choose their billing; the switch is named by the annual one.
    const labels = [...page.querySelectorAll(`label[for="${toggle?.id}"]`)].map((label) => text(label));
    expect(labels).toEqual([expect.stringContaining('Mensuel'), expect.stringContaining('Annuelle')]);
    expect(toggle?.getAttribute('aria-labelledby')).toBe('facturation-annuelle-nom');
  });

  it('shows 12 client logos, our own files, each named', () => {
    const logos = [...page.querySelectorAll('[data-client-logos] img')];
    expect(logos).toHaveLength(12);
    for (const logo of logos) {
      expect(logo.getAttribute('src')).toMatch(/^\/logos\/clients\/[a-z-]+\.svg$/);
      expect(logo.getAttribute('alt')).not.toBe('');
    }
    expect(page.querySelector('[data-client-logos]')?.getAttribute('data-state')).toBe('pending');
  });

  it('rates the three testimonials 5, 5 and 4.5 for screen readers too', () => {
    const ratings = [...page.querySelectorAll('#temoignages li')].map(
      (card) => text(card).match(/Note : [\d,]+ sur 5/)?.[0],
    );
    expect(ratings).toEqual(['Note : 5 sur 5', 'Note : 5 sur 5', 'Note : 4,5 sur 5']);
  });

  it('asks every question of the FAQ, by theme, in an accordion that keeps one open at a time', () => {
    const questions = [...page.querySelectorAll('#faq details')];
    expect(questions.map((question) => text(question.querySelector('summary')))).toEqual(
      faqEntries.map((entry) => entry.question),
    );
    expect([...page.querySelectorAll('#faq h3')].map(text)).toEqual(faqGroups.map((group) => group.title));
    // Same `name`: the browser closes the open question when another one opens.
    expect(new Set(questions.map((question) => question.getAttribute('name'))).size).toBe(1);
    expect(questions[0]?.getAttribute('name')).toBeTruthy();
    expect(questions.filter((question) => question.hasAttribute('open'))).toHaveLength(0);
  });

  it('renders the contact form with every field of spec 001 §3 and the SIRET hint', () => {
    const form = page.querySelector('#contact-form form');
    const names = [...(form?.querySelectorAll('input, select, textarea') ?? [])].map((field) =>
      field.getAttribute('name'),
    );
    expect(names).toEqual([
      'companyName',
      'name',
      'email',
      'jobTitle',
      'employeeCount',
      'package',
      'clientType',
      'siret',
      'message',
      'website',
      'newsletter',
    ]);
    expect(text(form)).toContain(CONTACT_TEXTS.siretHint);
    // The honeypots are out of sight and out of the tab order.
    for (const name of ['website', 'newsletter']) {
      const field = form?.querySelector(`[name="${name}"]`);
      expect(field?.getAttribute('tabindex')).toBe('-1');
      expect(field?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('says what it offers in its title, not only our name', () => {
    expect(page.title).toBe('Bulletins de paie des dirigeants assimilés salariés | Dirigeo');
  });

  it('describes the publisher and the FAQ as structured data', () => {
    const [organization, faq] = jsonLdOf(page);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Dirigeo',
      email: provider.contactEmail,
    });
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    expect(faq?.mainEntity).toHaveLength(faqEntries.length);
  });

  it('has a back-to-top link with an accessible name, working without script', () => {
    const link = page.querySelector('a[data-scroll-to-top]');
    expect(link?.getAttribute('aria-label')).toBe('Retour en haut de page');
    expect(link?.getAttribute('href')).toBe('#contenu');
  });
});

describe('pricing details page', () => {
  let page: Document;
  beforeAll(async () => {
    page = await renderPage(PricingDetailsPage, '/tarifs-details');
  });

  it('leads back to the pricing and is indexable', () => {
    expectIndexable(page, '/tarifs-details');
    const back = page.querySelector('main a');
    expect(back?.getAttribute('href')).toBe('/#tarifs');
  });

  it('has four tabs, the comparison selected, each controlling its panel', () => {
    const tabs = [...page.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => text(tab))).toEqual(['Comparatif', 'Freemium', 'Essentielle', 'Complète']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    for (const [index, tab] of tabs.entries()) {
      const panel = page.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.hasAttribute('hidden')).toBe(index !== 0);
    }
  });

  it('compares the categories of features the product has, each ticked or not per plan', () => {
    const table = page.querySelector('#comparatif table');
    const categories = [...(table?.querySelectorAll('th[scope="colgroup"]') ?? [])].map((cell) => text(cell));
    expect(categories).toEqual(comparisonCategories.map((category) => category.name));
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].filter((row) =>
      row.querySelector('th[scope="row"]'),
    );
    expect(rows).toHaveLength(comparisonCategories.flatMap((category) => category.features).length);
    for (const row of rows) {
      expect([...row.querySelectorAll('td')].map((cell) => text(cell))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(Inclus|Non inclus)$/)]),
      );
    }
  });

  it('offers the three plans at their monthly price, to the subscription page with the plan chosen', () => {
    const buttons = [...page.querySelectorAll('#comparatif > div:last-child a')];
    expect(buttons.map((button) => [button.getAttribute('href'), text(button)])).toEqual([
      ['/souscription?formule=freemium&periode=mensuelle', 'Commencer gratuitement — 0 € / mois'],
      ['/souscription?formule=essentielle&periode=mensuelle', 'Choisir Essentielle — 9 € / mois'],
      ['/souscription?formule=complete&periode=mensuelle', 'Choisir Complète — 19 € / mois'],
    ]);
  });

  it('shows each plan with its price, description, included and not-included features', () => {
    // The page sets French typography (no-break spaces before « : » and inside « »): compared as words.
    const words = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
    for (const plan of detailedPlans) {
      const panel = words(text(page.getElementById(plan.id)));
      expect(panel).toContain(words(plan.description));
      for (const feature of plan.features) expect(panel).toContain(words(feature.name));
      expect(panel).toContain(plan.buttonText);
    }
    expect(text(page.getElementById('freemium'))).toContain('Non inclus');
  });

  it('offers a custom plan by e-mail and the accountants a partnership', () => {
    const mail = page.querySelector('a[href^="mailto:"]');
    expect(mail?.getAttribute('href')).toBe(`mailto:${provider.contactEmail}?subject=Formule%20sur%20mesure`);
    const partnership = [...page.querySelectorAll('a')].find((link) => text(link) === 'Devenir partenaire');
    expect(partnership?.getAttribute('href')).toBe('/?type=accountant#contact');
  });
});

describe('simulators catalogue', () => {
  let page: Document;
  beforeAll(async () => {
    page = await renderPage(SimulatorsPage, '/simulators');
  });

  it('shows the six simulators with category, complexity, duration and benefits', () => {
    expectIndexable(page, '/simulators');
    const cards = [...page.querySelectorAll('li[data-category]')];
    expect(cards).toHaveLength(6);
    expect(text(cards[0])).toContain('Paie & Charges');
    expect(text(cards[0])).toContain('Complexité : Simple');
    expect(text(cards[0])).toContain('Durée : 2 min');
  });

  it('filters with radio chips that need no script, Tous chosen first', () => {
    const chips = [...page.querySelectorAll<HTMLInputElement>('fieldset input[type="radio"]')];
    expect(chips.map((chip) => text(page.querySelector(`label[for="${chip.id}"]`)))).toEqual([
      'Tous',
      'Paie & Charges',
      'Ressources Humaines',
      'Tarification',
      'Planification',
      'Aides & Subventions',
      'Déclarations',
    ]);
    expect(chips[0]?.checked).toBe(true);
    // Every chip but 'Tous' names the category of at least one card.
    const categories = new Set(
      [...page.querySelectorAll('li[data-category]')].map((card) => card.getAttribute('data-category')),
    );
    for (const chip of chips.slice(1)) expect(categories.has(chip.value)).toBe(true);
  });

  it('links the simulator that exists and says the others are coming', () => {
    const cards = [...page.querySelectorAll('li[data-category]')];
    expect(hrefs(cards[0]?.querySelectorAll('a') ?? [])).toEqual(['/simulators/charges-sociales']);
    for (const card of cards.slice(1)) {
      expect(card.querySelectorAll('a')).toHaveLength(0);
      expect(text(card)).toContain('Bientôt disponible');
    }
  });
});

describe('social-charges simulator page', () => {
  let page: Document;
  beforeAll(async () => {
    page = await renderPage(ChargesSimulatorPage, '/simulators/charges-sociales');
  });

  it('asks the gross, the contract type and the company size of the spec', () => {
    expectIndexable(page, '/simulators/charges-sociales');
    const contract = [...page.querySelectorAll('select[name="contractType"] option[value]:not([value=""])')];
    expect(contract.map((option) => option.getAttribute('value'))).toEqual([...SIMULATOR_CONTRACT_TYPES]);
    expect(contract.map((option) => text(option))).toEqual(
      SIMULATOR_CONTRACT_TYPES.map((type) => contractTypeLabels[type]),
    );
    const sizes = [...page.querySelectorAll('select[name="companySize"] option[value]:not([value=""])')];
    expect(sizes.map((option) => option.getAttribute('value'))).toEqual([...COMPANY_SIZES]);
    expect(sizes.map((option) => text(option))).toEqual(COMPANY_SIZES.map((size) => companySizeLabels[size]));
  });

  it("shows no result and keeps 'Calculer' disabled until the form is complete", () => {
    expect(page.querySelector('[data-results]')?.hasAttribute('hidden')).toBe(true);
    const calculate = page.querySelector<HTMLButtonElement>('button[data-calculate]');
    expect(text(calculate)).toBe('Calculer');
    expect(calculate?.disabled).toBe(true);
  });

  it("has the spec's two buttons and the exact computation beside the estimate", () => {
    const results = page.querySelector('[data-results]');
    const links = [...(results?.querySelectorAll('a') ?? [])].map((link) => [
      text(link),
      link.getAttribute('href'),
    ]);
    expect(text(results?.querySelector('button[data-pdf]'))).toBe('Télécharger PDF');
    expect(links).toContainEqual(['Obtenir un devis', '/#contact']);
    expect(text(results)).toContain('Calcul exact : Président de SAS ou de SASU');
    expect(text(results)).toContain('ne cotise ni à l');
  });
});

describe('legal pages', () => {
  const pages = [
    ['/mentions-legales', LegalNoticePage, 'Mentions légales', '27 novembre 2026'],
    ['/politique-de-confidentialite', PrivacyPage, 'Politique de confidentialité', '28 novembre 2026'],
    ['/cgu', CguPage, "Conditions générales d'utilisation", '28 novembre 2026'],
    ['/cgv', CgvPage, 'Conditions générales de vente', '22 novembre 2026'],
  ] as const;

  it.each(pages)('%s is a dated document without any script', async (path, component, title, date) => {
    const page = await renderPage(component, path);
    expectIndexable(page, path);
    expect(text(page.querySelector('h1'))).toBe(title);
    expect(text(page.querySelector('main time'))).toBe(date);
    // No script of the page's own: only JSON data, and the site-wide script every page has: the
    // loader of the search and the assistant (issue 12), which loads nothing until they are used,
    // and the audience beacon (issue 15).
    const scripts = [...page.querySelectorAll('script:not([type="application/ld+json"])')];
    expect(scripts.map((script) => script.getAttribute('src') ?? script.textContent)).toEqual([
      expect.stringContaining('SiteWidgetsScript'),
    ]);
    // No placeholder left: the provider's identity is filled in.
    expect(text(page.body)).not.toMatch(/\[|XXX|lorem|à compléter/i);
  });

  it('describe the cookie-less audience measure: what is sent, how a visitor is counted, what is kept, how to refuse it', async () => {
    const page = await renderPage(PrivacyPage, '/politique-de-confidentialite');
    const section = text(page.body);
    expect(page.querySelector('h2#audience')?.textContent).toBe("Mesure d'audience");
    for (const fact of [
      'sans cookie',
      "l'adresse de cette page (sans ses paramètres)",
      'SHA-256',
      'sel',
      'Ni votre adresse IP ni votre navigateur ne sont enregistrés',
      'le lendemain, vous êtes compté comme un nouveau visiteur',
      'Do Not Track',
      'Global Privacy Control',
      'intérêt légitime à connaître la fréquentation du site (art. 6.1.f)',
    ]) {
      expect(section).toContain(fact);
    }
    const legalNotice = await renderPage(LegalNoticePage, '/mentions-legales');
    expect(legalNotice.querySelector('a[href="/politique-de-confidentialite#audience"]')).not.toBeNull();
  });

  it('list every cookie the API sets, with the session lifetime it enforces, and what the pages keep in the browser', async () => {
    const legalNotice = await renderPage(LegalNoticePage, '/mentions-legales');
    const cookies = sectionText(legalNotice, 'cookies');
    const privacy = text((await renderPage(PrivacyPage, '/politique-de-confidentialite')).body);
    for (const page of [cookies, privacy]) {
      for (const cookie of ['dirigeo.sid', SIGNED_IN_HINT_COOKIE, 'dirigeo_assistant']) {
        expect(page).toContain(cookie);
      }
      expect(page).toContain(
        `au plus tard ${sessionLifetime.idleMinutes} minutes après votre dernière activité et, dans tous les cas, ${sessionLifetime.absoluteHours} heures après votre connexion`,
      );
      expect(page).toContain(`après ${adminSessionLifetime.idleMinutes} minutes sans activité`);
      expect(page).not.toMatch(/7 jours/);
      // The back office's session has no cookie of its own any more (one session mechanism).
      expect(page).not.toContain('dirigeo.admin');
    }
    expect(cookies).toContain(NEWSLETTER_SHOWN_KEY);
    expect(cookies).toContain(SIGNED_OUT_NOTICE_KEY);
  });

  it('describe the newsletter and the assistant: data, purpose, legal basis, retention enforced by the server', async () => {
    const privacy = text((await renderPage(PrivacyPage, '/politique-de-confidentialite')).body);
    for (const fact of [
      "les conventions collectives que vous avez choisies, la date, l'heure et l'adresse IP de votre consentement",
      'chaque question que vous lui posez et la réponse donnée',
      "n'écrivez dans vos questions rien qui permette de vous identifier",
      'retirable à tout moment par le lien de désinscription de chaque envoi (art. 6.1.a)',
      'intérêt légitime à offrir des réponses utiles et à protéger le service (art. 6.1.f)',
      'Vous pouvez vous opposer à la conservation de vos échanges (RGPD, art. 21)',
      `la preuve de votre consentement (sa date, son heure et son adresse IP) sont gardées ${dataRetention.newsletterYearsAfterUnsubscribing} ans`,
      `${dataRetention.chatConversationMonths} mois après la question`,
      `${dataRetention.prospectYears} ans après notre dernier échange`,
      'notre serveur efface chaque heure',
    ]) {
      expect(privacy).toContain(fact);
    }
    const legalNotice = text((await renderPage(LegalNoticePage, '/mentions-legales')).body);
    expect(legalNotice).toContain(`échanges avec l'assistant : ${dataRetention.chatConversationMonths} mois`);
  });

  it("describe the account's deletion exactly as the API does it, on both pages, from one definition", async () => {
    for (const page of [
      text((await renderPage(PrivacyPage, '/politique-de-confidentialite')).body),
      text((await renderPage(LegalNoticePage, '/mentions-legales')).body),
    ]) {
      for (const erased of accountDeletion.erasedAtOnce)
        expect(page).toContain(erased.replace(/\u00a0/g, ' '));
      for (const kept of accountDeletion.kept) {
        expect(page).toContain(`${kept.what} : ${kept.years} ans à compter de ${kept.from} (${kept.law})`);
      }
      expect(page).toContain(`${dataRetention.activityLogMonths} mois après chaque événement`);
      expect(page).toContain(`effacés ${accountDeletion.purgeSchedule}`);
      // The former promise of 3 years after closing is gone: the code erases the account at once.
      expect(page).not.toMatch(/tant que le compte est actif, puis/);
    }
  });

  it('name the publisher, its capital, its director and its host', async () => {
    const page = text((await renderPage(LegalNoticePage, '/mentions-legales')).body);
    for (const fact of [
      provider.legalName,
      formatShareCapital().replace(/\u00a0/g, ' '),
      provider.publicationDirector,
      provider.host.name,
      provider.contactEmail,
      '5 ans',
      '13 mois',
    ]) {
      expect(page).toContain(fact);
    }
  });

  it('give one free trial of 14 days and the CGV notice periods in the CGU', async () => {
    const cgu = text((await renderPage(CguPage, '/cgu')).body);
    expect(cgu).toContain(`pendant ${freeTrial.days} jours`);
    expect(cgu).toContain(`${salesTerms.monthlyNoticeDays} jours pour la formule mensuelle`);
    expect(cgu).toContain(`${salesTerms.annualNoticeMonths} mois pour la formule annuelle`);
    expect(cgu).not.toMatch(/7 jours|30 jours de préavis/);
  });

  it('put the late-payment terms of spec 001 §9 in the CGV', async () => {
    const cgv = text((await renderPage(CgvPage, '/cgv')).body);
    expect(cgv).toContain('40 €');
    expect(cgv).toContain('majoré de 10 points');
    expect(cgv).toContain('3 mois');
    expect(cgv).toContain('du lundi au vendredi, de 9 h à 18 h');
  });
});

describe('not-found page', () => {
  it('says the page cannot be found, leads back home, and is kept out of search engines', async () => {
    const page = await renderPage(NotFoundPage, '/404');
    expect(text(page.querySelector('h1'))).toBe('Page introuvable');
    const back = [...page.querySelectorAll('main a')].find((link) => link.getAttribute('href') === '/');
    expect(text(back)).toBe("Retour à l'accueil");
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('the sitemap', () => {
  it('lists every static page of src/pages (on-demand pages list themselves)', () => {
    const pagesDir = fileURLToPath(new URL('../src/pages/', import.meta.url));
    const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.astro'),
    );
    // The unsubscribe page is a confirmation (noindex), not a page to list.
    const notListed = new Set([
      '404.astro',
      join('blog', '[slug].astro'),
      join('newsletter', 'desabonnement.astro'),
      join('newsletter', 'confirmation.astro'),
    ]);
    // The tools hub's tabs and items are listed by their own modules (its official items through
    // the API): a page of one item (`[slug].astro`) is listed by its items, not by itself.
    const listed = new Set([
      ...staticSitemapEntries.map((entry) => entry.path),
      ...TOOLS_HUB_SITEMAP_TABS,
      ...toolsSitemapPaths(),
    ]);
    for (const file of files) {
      if (notListed.has(file) || /\[[^\]]+\]\.astro$/.test(file)) continue;
      const path = `/${relative('.', file)
        .replace(/(^|\/)index\.astro$/, '')
        .replace(/\.astro$/, '')}`;
      expect(listed, file).toContain(path.replace(/\/$/, '') || '/');
    }
  });

  it('knows the pages the site search lists', () => {
    const listed = new Set(staticSitemapEntries.map((entry) => entry.path));
    const portal = ['/eligibilite', '/souscription', '/auth'];
    // The tools hub arrives with its own issue.
    const toolsHub = ['/outils'];
    for (const { url } of sitePages) {
      const path = url.split('#')[0] || '/';
      if (portal.includes(path) || toolsHub.includes(path)) continue;
      expect(listed, url).toContain(path);
    }
  });
});
