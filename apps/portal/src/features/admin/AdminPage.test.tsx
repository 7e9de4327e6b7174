import { ADMIN_TEXTS } from '@dirigeo/schemas';
import type {
  AdminArticleList,
  AdminConversation,
  AdminSubmission,
  BlogImportReport,
  SiteAnalyticsDay,
} from '@dirigeo/schemas';
import { Toaster } from '@dirigeo/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import AdminPage from './AdminPage.tsx';

// A canvas cannot be drawn in jsdom: the chart's drawing is checked in the browser tests.
const drawTrafficChart = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('./components/traffic-chart.ts', () => ({ drawTrafficChart }));

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const conversation = (id: number, overrides: Partial<AdminConversation> = {}): AdminConversation => ({
  id,
  userMessage: `Question ${id}`,
  botResponse: `<p>Réponse ${id}</p>`,
  responseTime: 420,
  createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  ...overrides,
});

const submission: AdminSubmission = {
  id: 7,
  name: 'Camille Martin',
  email: 'camille@martin-conseil.fr',
  companyName: 'Martin Conseil',
  employeeCount: 4,
  packageType: 'premium',
  jobTitle: 'Présidente',
  clientType: 'company',
  siret: '73282932000074',
  message: 'Bonjour, <b>un devis</b> svp.',
  status: 'new',
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
};

const day = (date: string, overrides: Partial<SiteAnalyticsDay> = {}): SiteAnalyticsDay => ({
  date,
  pageViews: 0,
  uniqueVisitors: 0,
  chatInteractions: 0,
  formSubmissions: 0,
  averageSessionDuration: 0,
  bounceRate: 0,
  topPages: [],
  ...overrides,
});

interface Backend {
  open: boolean;
  signedIn: boolean;
  namedAccounts: boolean;
  conversations: AdminConversation[];
  submissions: AdminSubmission[];
  articles: AdminArticleList;
  importReport: BlogImportReport;
}

let backend: Backend;
let calls: Call[];

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

function handle(method: string, url: string, body: unknown): Response {
  const path = url.split('?')[0];
  if (path === '/api/admin/session')
    return answer(200, {
      open: backend.open,
      signedIn: backend.signedIn,
      namedAccounts: backend.namedAccounts,
    });
  if (path === '/api/admin/login') {
    if (!backend.open) return answer(403, { message: 'fermé' });
    const password = (body as { password?: string }).password;
    if (password !== 'le-bon-mot-de-passe') return answer(401, { message: 'Mot de passe incorrect' });
    backend.signedIn = true;
    return answer(200, { ok: true });
  }
  if (path === '/api/admin/logout') {
    backend.signedIn = false;
    return answer(200, { ok: true });
  }
  if (!backend.signedIn) return answer(401, { message: "Connectez-vous à l'espace d'administration." });
  if (path === '/api/admin/stats') return answer(200, { chatInteractions: 1234, formSubmissions: 56 });
  if (path === '/api/admin/analytics')
    return answer(200, {
      days: [
        day('2026-11-21', {
          pageViews: 30,
          uniqueVisitors: 12,
          averageSessionDuration: 65,
          bounceRate: 50,
          topPages: [{ path: '/blog', views: 20 }],
        }),
        day('2026-11-22', {
          pageViews: 10,
          uniqueVisitors: 4,
          chatInteractions: 3,
          formSubmissions: 1,
          topPages: [{ path: '/', views: 10 }],
        }),
      ],
    });
  if (path === '/api/admin/conversations') return answer(200, backend.conversations);
  if (path === '/api/admin/submissions') return answer(200, backend.submissions);
  if (path === '/api/admin/submissions/7' && method === 'PATCH')
    return answer(200, { ...submission, status: (body as { status: string }).status });
  if (path === '/api/admin/blog-articles') return answer(200, backend.articles);
  if (path === '/api/admin/blog-articles/import') return answer(200, backend.importReport);
  if (path === '/api/admin/audit-log') {
    const before = new URL(url, 'http://localhost').searchParams.get('before');
    if (before === null)
      return answer(200, {
        entries: [
          {
            id: 9,
            author: 'claire',
            description: 'Article de blog modifié (n° 12)',
            action: 'PUT /api/admin/blog-articles/:id',
            target: 'id=12',
            createdAt: new Date(Date.now() - 60_000).toISOString(),
          },
        ],
        nextBefore: 9,
      });
    return answer(200, {
      entries: [
        {
          id: 4,
          author: 'ADMIN_PASSWORD',
          description: 'Connexion à l’administration',
          action: 'sign-in',
          target: null,
          createdAt: new Date(Date.now() - 86_400_000).toISOString(),
        },
      ],
      nextBefore: null,
    });
  }
  return answer(404, { message: 'Ressource introuvable' });
}

beforeEach(() => {
  backend = {
    open: true,
    signedIn: false,
    namedAccounts: false,
    conversations: [],
    submissions: [],
    articles: { articles: [], total: 0 },
    importReport: { applied: false, created: [], updated: [], unchanged: [], rejected: [] },
  };
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      return handle(method, url, body);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signIn() {
  backend.signedIn = true;
  renderWithProviders(<AdminPage />);
  await screen.findByRole('heading', { name: 'Tableau de bord' });
}

describe('the gate', () => {
  it('asks for the password, says « Mot de passe incorrect » when the server refuses it, and opens with the right one', async () => {
    renderWithProviders(
      <>
        <AdminPage />
        <Toaster />
      </>,
    );
    const password = await screen.findByLabelText('Mot de passe');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez saisir le mot de passe')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/login')).toBe(false);

    await userEvent.type(password, 'un-mauvais-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Mot de passe incorrect')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // The wrong password is only that: no « Session expirée » toast comes with it.
    expect(screen.queryByText('Session expirée')).not.toBeInTheDocument();
    // Nothing of the back office was asked for.
    expect(calls.filter((call) => /stats|conversations|submissions|blog-articles/.test(call.url))).toEqual(
      [],
    );

    await userEvent.clear(password);
    await userEvent.type(password, 'le-bon-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/admin/login').at(-1)?.body).toEqual({
      password: 'le-bon-mot-de-passe',
    });
  });

  it('asks for the username, the password and the app’s code once named accounts exist', async () => {
    backend.namedAccounts = true;
    renderWithProviders(<AdminPage />);
    const username = await screen.findByLabelText('Identifiant');
    await userEvent.type(username, 'alice');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'le-bon-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(ADMIN_TEXTS.codeRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/login')).toBe(false);
    await userEvent.type(screen.getByLabelText("Code de l'application d'authentification"), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/admin/login').at(-1)?.body).toEqual({
      username: 'alice',
      password: 'le-bon-mot-de-passe',
      code: '123456',
    });
  });

  it('says the back office is closed when the server has no password', async () => {
    backend.open = false;
    renderWithProviders(<AdminPage />);
    expect(await screen.findByRole('heading', { name: "Espace d'administration fermé" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/pnpm admin:create/);
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
  });

  it('signs out, and goes back to the gate when the session has expired', async () => {
    await signIn();
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByLabelText('Mot de passe')).toBeInTheDocument();
    const loggedOut = calls.findIndex((call) => call.url === '/api/admin/logout' && call.method === 'POST');
    expect(loggedOut).toBeGreaterThanOrEqual(0);
    // Nothing the back office shows is read again once signed out (the server would refuse it, 401,
    // and the page would say the session expired).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const readsAfter = calls
      .slice(loggedOut + 1)
      .filter((call) => call.url.startsWith('/api/admin/') && call.url !== '/api/admin/session');
    expect(readsAfter).toEqual([]);
    expect(screen.queryByText('Session expirée')).not.toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('shows the two counters and the traffic of the last days, with its figures as text', async () => {
    await signIn();
    const messages = await screen.findByRole('heading', { name: 'Messages échangés' });
    expect(messages.closest('div[class]')?.parentElement).toHaveTextContent(/1\s234/);
    expect(
      screen.getByRole('heading', { name: 'Contacts reçus' }).closest('div[class]')?.parentElement,
    ).toHaveTextContent('56');
    await waitFor(() => expect(drawTrafficChart).toHaveBeenCalled());
    expect(
      screen.getByRole('img', {
        name: /^Graphique : 40 pages vues, 3 messages échangés et 1 contacts reçus/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pages les plus vues').nextElementSibling).toHaveTextContent(
      '/blog : 20 vues/ : 10 vues',
    );
    const table = screen.getByRole('table', { name: 'Fréquentation jour par jour' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('1 min 05 s')).toBeInTheDocument();
  });

  it('lists the conversations: response time, relative time, question, and the answer cut at 200 characters as text', async () => {
    backend.conversations = [
      conversation(1, { responseTime: 850, botResponse: `<p><strong>Le</strong> ${'x'.repeat(300)}</p>` }),
      conversation(2, { responseTime: 1349, userMessage: '<img src=x onerror=alert(1)>' }),
    ];
    await signIn();
    const list = await screen.findByRole('list', { name: "Les 10 dernières conversations avec l'assistant" });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Réponse en 850\sms/);
    expect(first).toHaveTextContent('il y a 1 heure');
    expect(first).toHaveTextContent(`Le ${'x'.repeat(197)}...`);
    expect(first?.querySelector('strong')).toBeNull();
    expect(second).toHaveTextContent(/Réponse en 1,3\ss/);
    // The visitor's words are text, never markup.
    expect(second).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(second?.querySelector('img')).toBeNull();
  });

  it('says so when there is no conversation, no request and no article', async () => {
    await signIn();
    expect(await screen.findByText('Aucune conversation trouvée.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Formulaires de contact' }));
    expect(await screen.findByText('Aucune soumission trouvée.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Gestion du blog' }));
    expect(await screen.findByText('Aucun article trouvé dans la base de données')).toBeInTheDocument();
  });

  it('shows the contact requests in the spec’s table, replies by e-mail and changes their status', async () => {
    backend.submissions = [
      submission,
      {
        ...submission,
        id: 8,
        name: 'Alex Petit',
        companyName: null,
        employeeCount: null,
        packageType: null,
        status: 'en attente',
      },
    ];
    await signIn();
    await userEvent.click(screen.getByRole('tab', { name: 'Formulaires de contact' }));
    const table = await screen.findByRole('table', { name: /^Demandes reçues/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Contact', 'Entreprise', 'Package', 'Statut', 'Date', 'Actions']);
    const [, camille, alex] = within(table).getAllByRole('row');
    if (!camille || !alex) throw new Error('rows missing');
    expect(camille).toHaveTextContent('Camille Martin');
    expect(camille).toHaveTextContent('camille@martin-conseil.fr');
    expect(camille).toHaveTextContent('Martin Conseil');
    expect(camille).toHaveTextContent('4 salariés');
    expect(camille).toHaveTextContent('Premium');
    // Staff see who wrote and for which company: the form requires both.
    expect(camille).toHaveTextContent('Entreprise');
    expect(camille).toHaveTextContent('SIRET 732 829 320 00074');
    expect(camille).toHaveTextContent('avant-hier');
    expect(within(alex).getAllByText('-')).toHaveLength(3);
    // An unknown status is shown raw.
    expect(
      within(alex).getByRole('combobox', { name: 'Statut de la demande d’Alex Petit' }),
    ).toHaveDisplayValue('en attente');

    const reply = within(camille).getByRole('link', { name: 'Répondre à Camille Martin' });
    const mailto = new URL(reply.getAttribute('href') ?? '');
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('camille@martin-conseil.fr');
    expect(mailto.searchParams.get('subject')).toBe('Votre demande de contact sur Dirigeo');

    const status = within(camille).getByRole('combobox', { name: 'Statut de la demande de Camille Martin' });
    expect(status).toHaveDisplayValue('Nouveau');
    await userEvent.selectOptions(status, 'Contacté');
    await waitFor(() => expect(status).toHaveDisplayValue('Contacté'));
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/submissions/7',
      body: { status: 'contacted' },
    });
  });

  it('lists the first 10 articles with their date and author, the ones beyond, and the count', async () => {
    backend.articles = {
      total: 13,
      articles: Array.from({ length: 10 }, (_, index) => ({
        id: index + 1,
        title: `Article ${index + 1}`,
        slug: `article-${index + 1}`,
        publication_date: index === 0 ? null : `2026-0${(index % 9) + 1}-12T08:00:00.000Z`,
        author: 'Équipe Dirigeo',
        status: index === 0 ? ('draft' as const) : ('published' as const),
      })),
    };
    await signIn();
    await userEvent.click(screen.getByRole('tab', { name: 'Gestion du blog' }));
    const list = await screen.findByRole('list', { name: 'Articles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Brouillon');
    expect(items[1]).toHaveTextContent('/blog/article-2');
    expect(items[1]).toHaveTextContent('12 février 2026');
    expect(items[1]).toHaveTextContent('Équipe Dirigeo');
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Modifier « Article 2 »' }),
    ).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Télécharger « Article 2 » en JSON' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Et 3 autres articles...')).toBeInTheDocument();
    expect(screen.getByText('13 articles dans la base de données')).toBeInTheDocument();
  });

  it('checks an import file first, shows each rejection with its reasons, and keeps Importer off until the file is clean', async () => {
    backend.articles = { total: 0, articles: [] };
    backend.importReport = {
      applied: false,
      created: [{ position: 1, slug: 'nouveau', title: 'Nouveau' }],
      updated: [],
      unchanged: [],
      rejected: [{ position: 2, slug: 'Mauvais', title: '', reasons: ['Titre : Veuillez saisir le titre.'] }],
    };
    await signIn();
    await userEvent.click(screen.getByRole('tab', { name: 'Gestion du blog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Importer un fichier JSON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer des articles' });
    const file = new File(
      [JSON.stringify({ format: 'dirigeo-blog-articles', version: 1, articles: [{}, {}] })],
      'articles.json',
      {
        type: 'application/json',
      },
    );
    await userEvent.upload(within(dialog).getByLabelText('Fichier JSON à importer'), file);
    expect(
      await within(dialog).findByText(/1 article à créer, 0 à mettre à jour, 0 inchangé, 1 rejeté\./),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Article n° 2 \(Mauvais\) : Titre : Veuillez saisir le titre\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
    expect(calls.filter((call) => call.url.startsWith('/api/admin/blog-articles/import'))).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/admin/blog-articles/import?dryRun=true' }),
    ]);
  });

  it('forgets the checked file when Fermer closes the dialog: reopened, it offers nothing to import', async () => {
    backend.importReport = {
      applied: false,
      created: [{ position: 1, slug: 'nouveau', title: 'Nouveau' }],
      updated: [],
      unchanged: [],
      rejected: [],
    };
    await signIn();
    await userEvent.click(screen.getByRole('tab', { name: 'Gestion du blog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Importer un fichier JSON' }));
    let dialog = await screen.findByRole('dialog', { name: 'Importer des articles' });
    await userEvent.upload(
      within(dialog).getByLabelText('Fichier JSON à importer'),
      new File([JSON.stringify({ format: 'dirigeo-blog-articles', version: 1, articles: [{}] })], 'a.json', {
        type: 'application/json',
      }),
    );
    expect(await within(dialog).findByText(/1 article à créer/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeEnabled();
    // The footer's button, not the corner's cross (which the dialog's own close already handled).
    await userEvent.click(within(dialog).getByText('Fermer', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Importer un fichier JSON' }));
    dialog = await screen.findByRole('dialog', { name: 'Importer des articles' });
    expect(within(dialog).queryByText(/1 article à créer/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeDisabled();
  });

  it('refuses a file that is not JSON before sending it', async () => {
    await signIn();
    await userEvent.click(screen.getByRole('tab', { name: 'Gestion du blog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Importer un fichier JSON' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer des articles' });
    await userEvent.upload(
      within(dialog).getByLabelText('Fichier JSON à importer'),
      new File(['pas du json'], 'notes.json', { type: 'application/json' }),
    );
    expect(
      await within(dialog).findByText("« notes.json » n'est pas un fichier JSON valide."),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/import'))).toBe(false);
  });

  it('opens the editor for a new article, makes the address from the title, and checks the fields with the shared schema', async () => {
    await signIn();
    await userEvent.click(screen.getByRole('tab', { name: 'Gestion du blog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvel article' }));
    const form = await screen.findByRole('form', { name: 'Nouvel article' });
    await userEvent.type(within(form).getByLabelText('Titre'), 'Président de SASU : la paie en 2026');
    expect(within(form).getByLabelText('Adresse (slug)')).toHaveValue('president-de-sasu-la-paie-en-2026');
    expect(within(form).getByLabelText('Auteur')).toHaveValue('Équipe Dirigeo');
    expect(within(form).getByRole('textbox', { name: "Texte de l'article" })).toHaveAttribute(
      'contenteditable',
      'true',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Veuillez saisir le résumé.')).toBeInTheDocument();
    expect(within(form).getByText(/^Veuillez choisir une catégorie/)).toBeInTheDocument();
    expect(within(form).getByText('Veuillez écrire le texte de l’article.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/blog-articles')).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(screen.getByRole('article', { name: "Aperçu de l'article" })).toHaveTextContent(
      'Président de SASU : la paie en 2026',
    );
  });
});

describe('the journal of the back office’s actions', () => {
  it('lists who did what, the newest first, and pages to the older ones and back', async () => {
    await signIn();
    await userEvent.click(screen.getByRole('tab', { name: 'Journal des actions' }));
    const log = await screen.findByRole('list', { name: /Journal des actions du back-office/ });
    expect(within(log).getByText('Article de blog modifié (n° 12)')).toBeInTheDocument();
    expect(within(log).getByText('claire')).toBeInTheDocument();
    expect(within(log).getByText('PUT /api/admin/blog-articles/:id · id=12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plus récentes' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Plus anciennes' }));
    expect(await screen.findByText('Connexion à l’administration')).toBeInTheDocument();
    expect(screen.getByText('ADMIN_PASSWORD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plus anciennes' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Plus récentes' }));
    expect(await screen.findByText('Article de blog modifié (n° 12)')).toBeInTheDocument();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/admin/audit-log'))).toEqual([
      '/api/admin/audit-log',
      '/api/admin/audit-log?before=9',
    ]);
  });
});
