import { describe, expect, it } from 'vitest';
import {
  canUseFeature,
  cheapestPlanWith,
  comparisonCategories,
  DETAILED_PLAN_IDS,
  detailedPlans,
  FEATURE_KEYS,
  FEATURES,
  lockedFeatureMessage,
  planFeatureKeys,
  planById,
  yearlyPriceOf,
  yearlyPricePerMonthOf,
  planHasFeature,
  subscriptionUrl,
  withVat,
} from './plans.ts';
import { faqEntries, faqGroups } from './faq.ts';
import {
  dataRetention,
  freeTrial,
  formatLegalDate,
  legalDocuments,
  salesTerms,
  sessionLifetime,
} from './legal.ts';
import { heroClaims, marketingClaims } from './marketing-claims.ts';
import { formatShareCapital, provider } from './provider.ts';
import { sitePages } from './pages.ts';
import {
  ALL_SIMULATORS_CHIP,
  SIMULATOR_CATEGORIES,
  SIMULATOR_COMPLEXITIES,
  simulatorCatalogue,
} from './simulators.ts';

describe('the detailed plans (spec 001 §9)', () => {
  it('are Freemium 0 €, Essentielle 9 € (most popular) and Complète 19 € a month', () => {
    expect(detailedPlans.map((plan) => [plan.id, plan.name, plan.monthlyPriceCents, plan.popular])).toEqual([
      ['freemium', 'Freemium', 0, false],
      ['essentielle', 'Essentielle', 900, true],
      ['complete', 'Complète', 1900, false],
    ]);
  });

  it('cost 12 months at −15 % a year, rounded to the cent (CGV)', () => {
    expect(detailedPlans.map((plan) => plan.yearlyPriceCents)).toEqual([0, 9180, 19380]);
    expect(withVat(900)).toEqual({ exclTax: 900, vat: 180, inclTax: 1080 });
    expect(withVat(9180)).toEqual({ exclTax: 9180, vat: 1836, inclTax: 11016 });
  });

  it('list included and not-included features, Freemium without a definitive payslip nor support', () => {
    const freemium = detailedPlans.find((plan) => plan.id === 'freemium');
    const excluded = freemium?.features.filter((feature) => !feature.included).map((feature) => feature.name);
    expect(excluded).toContain('Bulletin de paie définitif');
    expect(excluded).toContain('Support par e-mail');
    for (const plan of detailedPlans) expect(plan.features.some((feature) => feature.included)).toBe(true);
  });

  it('never list a line of a feature the product does not have yet', () => {
    const lines = [
      ...detailedPlans.flatMap((plan) => plan.features),
      ...comparisonCategories.flatMap((category) => category.features),
    ];
    for (const line of lines) if (line.feature) expect(FEATURES[line.feature].onSale, line.name).toBe(true);
  });

  it('tick, for a gated row, exactly the plans the server lets use it', () => {
    for (const row of comparisonCategories.flatMap((category) => category.features)) {
      if (!row.feature) continue;
      for (const id of DETAILED_PLAN_IDS)
        expect(row.plans[id], row.name).toBe(planHasFeature(id, row.feature));
    }
    for (const plan of detailedPlans) {
      for (const line of plan.features) {
        if (line.feature) expect(line.included, line.name).toBe(planHasFeature(plan.id, line.feature));
      }
    }
  });

  it('give every feature to Complète, and Essentielle’s to no cheaper plan', () => {
    expect([...planFeatureKeys.complete].sort()).toEqual([...FEATURE_KEYS].sort());
    expect(planFeatureKeys.freemium).toEqual(['twoFactor']);
    expect(cheapestPlanWith('finalPayslip')).toBe('essentielle');
  });

  it('give two-factor sign-in to every plan, and say so on every card and row', () => {
    for (const id of DETAILED_PLAN_IDS) expect(planHasFeature(id, 'twoFactor'), id).toBe(true);
    const row = comparisonCategories
      .flatMap((category) => category.features)
      .find((line) => line.feature === 'twoFactor');
    expect(row?.plans).toEqual({ freemium: true, essentielle: true, complete: true });
    for (const id of ['freemium', 'essentielle'] as const) {
      expect(planById(id).features.find((line) => line.feature === 'twoFactor')?.included, id).toBe(true);
    }
  });

  it('withhold in demo mode what the CGU withholds, and say which plan unlocks it', () => {
    expect(canUseFeature({ plan: 'essentielle', demo: true }, 'finalPayslip')).toBe(false);
    expect(canUseFeature({ plan: 'essentielle', demo: true }, 'dsn')).toBe(true);
    expect(canUseFeature({ plan: 'essentielle', demo: false }, 'finalPayslip')).toBe(true);
    expect(canUseFeature({ plan: 'freemium', demo: false }, 'finalPayslip')).toBe(false);
    expect(lockedFeatureMessage({ plan: 'freemium', demo: false }, 'finalPayslip')).toBe(
      'Fonctionnalité réservée à la formule Essentielle ou Complète (le bulletin de paie définitif). Changez de formule pour en bénéficier.',
    );
    expect(lockedFeatureMessage({ plan: 'essentielle', demo: true }, 'finalPayslip')).toContain(
      'Essai gratuit en mode démonstration',
    );
  });

  it('carry the plan and period chosen into the subscription page', () => {
    expect(subscriptionUrl('essentielle', 'year')).toBe('/souscription?formule=essentielle&periode=annuelle');
  });

  it('never gives a cheaper plan a feature a dearer one lacks', () => {
    for (const feature of comparisonCategories.flatMap((category) => category.features)) {
      const { freemium, essentielle, complete } = feature.plans;
      expect(!freemium || essentielle, feature.name).toBe(true);
      expect(!essentielle || complete, feature.name).toBe(true);
    }
  });

  it('agree with the comparison: no support ticked for Freemium, everything for Complète', () => {
    const rows = comparisonCategories.flatMap((category) => category.features);
    expect(rows.find((feature) => feature.name === 'Support par e-mail')?.plans.freemium).toBe(false);
    expect(rows.every((feature) => feature.plans.complete)).toBe(true);
  });
});

describe('the simulators catalogue (spec 001 §2)', () => {
  it('has the six simulators with the spec durations', () => {
    expect(simulatorCatalogue.map((item) => [item.id, item.time])).toEqual([
      ['charges-sociales', '2 min'],
      ['cout-salarie', '3 min'],
      ['taux-horaire', '2 min'],
      ['budget-masse-salariale', '5 min'],
      ['aide-embauche', '3 min'],
      ['declaration-urssaf', '10 min'],
    ]);
  });

  it('files each under a chip of the spec, with a complexity and benefits', () => {
    expect([ALL_SIMULATORS_CHIP, ...SIMULATOR_CATEGORIES]).toEqual([
      'Tous',
      'Paie & Charges',
      'Ressources Humaines',
      'Tarification',
      'Planification',
      'Aides & Subventions',
      'Déclarations',
    ]);
    for (const item of simulatorCatalogue) {
      expect(SIMULATOR_CATEGORIES).toContain(item.category);
      expect(SIMULATOR_COMPLEXITIES).toContain(item.complexity);
      expect(item.benefits.length).toBeGreaterThan(0);
    }
    // Every chip but 'Tous' shows at least one card.
    for (const category of SIMULATOR_CATEGORIES) {
      expect(
        simulatorCatalogue.some((item) => item.category === category),
        category,
      ).toBe(true);
    }
  });

  it('links only the simulator that exists', () => {
    expect(simulatorCatalogue.filter((item) => item.href).map((item) => item.href)).toEqual([
      '/simulators/charges-sociales',
    ]);
  });
});

describe('the legal figures', () => {
  it('give one free trial of 14 days everywhere', () => {
    expect(freeTrial.days).toBe(14);
    expect(marketingClaims.freeTrialDays).toBe(14);
    const cgu = sitePages.find((page) => page.url === '/cgu');
    expect(cgu?.description).toContain('14 jours');
  });

  it('keep the CGV notice periods (15 days monthly, 1 month annual)', () => {
    expect(salesTerms.monthlyNoticeDays).toBe(15);
    expect(salesTerms.annualNoticeMonths).toBe(1);
  });

  it('date the legal pages by their version: the DSN prepared and checked, its file deposited by the client', () => {
    expect(formatLegalDate(legalDocuments.legalNotice.updatedOn)).toBe('27 novembre 2026');
    expect(formatLegalDate(legalDocuments.privacyPolicy.updatedOn)).toBe('28 novembre 2026');
    expect(formatLegalDate(legalDocuments.termsOfUse.updatedOn)).toBe('28 novembre 2026');
    expect(() => formatLegalDate('hier')).toThrow(RangeError);
  });

  it('end a session after 30 minutes without a request, 12 hours after sign-in at most (issue 17)', () => {
    expect(sessionLifetime).toEqual({ idleMinutes: 30, absoluteHours: 12 });
  });

  it('print the share capital of 5 000 €', () => {
    expect(formatShareCapital()).toBe('5\u00a0000\u00a0€');
  });
});

describe('the claims', () => {
  it('say the spec figures: 30-minute call, quote within 24 h (working hours, as every page promises it), assistance at any hour', () => {
    expect(heroClaims.map((claim) => claim.value)).toEqual([
      '30 minutes',
      'Devis sous 24 h ouvrées',
      '24 h/24, 7 j/7',
    ]);
  });

  it('agree with the FAQ and the pricing page’s summary on the annual plan (spec 001 §9: 12 months, 15 %)', () => {
    const annual = faqEntries.find((entry) => entry.question.includes('formule annuelle'));
    expect(annual?.answer).toContain('vous engage pour 12 mois');
    expect(annual?.answer).toContain('une réduction de 15 %');
    expect(sitePages.find((page) => page.url === '/#tarifs')?.description).toBe(
      'Freemium 0\u00a0€, Essentielle 9\u00a0€ et Complète 19\u00a0€ HT par mois en facturation mensuelle, sans engagement ; ' +
        '91,80\u00a0€ et 193,80\u00a0€ HT par an en facturation annuelle (12 mois, 15 % de réduction).',
    );
  });
});

describe('the site pages the search knows', () => {
  it('have unique addresses on this site', () => {
    const urls = sitePages.map((page) => page.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^\/[a-z0-9\-/#]*$/);
  });
});

describe('the FAQ', () => {
  const answerTo = (question: string) =>
    faqEntries.find((entry) => entry.question === question)?.answer ?? '';

  it('lists its groups’ questions in their order, each once', () => {
    expect(faqEntries).toEqual(faqGroups.flatMap((group) => group.entries));
    for (const group of faqGroups) expect(group.entries.length, group.title).toBeGreaterThan(0);
    const questions = faqEntries.map((entry) => entry.question);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('keeps the questions the assistant quotes by their wording', () => {
    for (const question of [
      'Qui peut utiliser Dirigeo ?',
      'Je suis gérant majoritaire de SARL : Dirigeo est-il fait pour moi ?',
      'Comment puis-je payer ?',
    ]) {
      expect(answerTo(question), question).not.toBe('');
    }
  });

  it('links only pages the site has', () => {
    const pages = new Set(sitePages.map((page) => page.url));
    for (const { link, question } of faqEntries) {
      if (!link) continue;
      const page = link.href.startsWith('/#') ? link.href : link.href.replace(/#.*$/, '');
      expect(pages.has(page), question).toBe(true);
    }
  });

  it('says the trial asks no card, how one pays, and that a transfer is not offered', () => {
    expect(answerTo("Faut-il une carte bancaire pour l'essai gratuit ?")).toContain(
      `L'essai gratuit de ${freeTrial.days} jours ne demande ni carte bancaire`,
    );
    const payment = answerTo('Comment puis-je payer ?');
    expect(payment).toContain('par carte bancaire ou par prélèvement SEPA');
    expect(payment).toContain('le virement et le chèque ne sont pas acceptés');
  });

  it('quotes the prices, notices and periods from their constants', () => {
    expect(answerTo('Recevrai-je une facture ?')).toContain('9\u00a0€ HT, soit 10,80\u00a0€ TTC par mois');
    expect(answerTo('Puis-je changer de formule ou résilier en ligne ?')).toContain(
      `préavis de ${salesTerms.monthlyNoticeDays} jours en formule mensuelle ou de ${salesTerms.annualNoticeMonths} mois`,
    );
    expect(answerTo("Si j'arrête, gardez-vous mes bulletins et mes données ?")).toContain(
      `vos factures pendant ${dataRetention.invoiceYears} ans`,
    );
    const security = answerTo('Dirigeo est-il sécurisé ? Où sont hébergées mes données ?');
    expect(security).toContain(`confié à ${provider.host.name}`);
    expect(security).toContain(`après ${sessionLifetime.idleMinutes} minutes sans activité`);
    expect(security).toContain('proposée dans toutes les formules');
    expect(answerTo('Sous quel délai le support répond-il ?')).toContain(provider.supportHours);
  });

  it('says honestly that Dirigeo is no chartered accountant and imports no former payslips', () => {
    expect(answerTo('Êtes-vous expert-comptable ?')).toMatch(
      /^Non\. Dirigeo n'est pas un cabinet d'expertise comptable/,
    );
    expect(answerTo('Puis-je importer mes anciens bulletins de paie ?')).toMatch(/^Dirigeo n'importe pas/);
  });
});

describe('the annual price per month (the pricing cards, the assistant)', () => {
  it('is the annual price over the 12 months of commitment, to the cent', () => {
    expect(yearlyPricePerMonthOf(yearlyPriceOf(900))).toBe(765);
    expect(yearlyPricePerMonthOf(yearlyPriceOf(1900))).toBe(1615);
  });
});
