import { letterTemplates, LETTER_TYPE_LABELS } from '@dirigeo/letter-templates';
import { faqEntries, simulatorCatalogue, sitePages, toolSimulators } from '@dirigeo/site-content';
import type { EntityManager } from '@mikro-orm/core';
import { replaceSearchDocuments } from './index-documents.ts';

/**
 * The site's own pages, the questions of its FAQ and its tools (the hub's calculators and letter
 * templates), from the packages that hold them, into the site search: run at start-up (cheap,
 * idempotent: unchanged rows are not rewritten).
 */
export async function indexSiteContent(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    await replaceSearchDocuments(
      tx,
      'page',
      sitePages.map((page) => ({
        sourceId: page.url,
        type: 'page',
        title: page.title,
        description: page.description,
        body: page.keywords,
        category: 'Pages du site',
        url: page.url,
        boost: 1.5,
      })),
    );
    await replaceSearchDocuments(
      tx,
      'faq',
      faqEntries.map((entry, index) => ({
        sourceId: String(index + 1),
        type: 'page',
        title: entry.question,
        description: entry.answer,
        body: entry.link?.label ?? '',
        category: 'Questions fréquentes',
        url: '/#faq',
      })),
    );
    await replaceSearchDocuments(tx, 'tool', [
      // The simulators catalogue's simulators that have a page (the others are announced only).
      ...simulatorCatalogue.flatMap((simulator) =>
        simulator.href
          ? [
              {
                sourceId: `catalogue:${simulator.id}`,
                type: 'tool' as const,
                title: simulator.title,
                description: simulator.description,
                body: `${simulator.category} ${simulator.benefits.join(' ')}`,
                category: 'Simulateurs',
                url: simulator.href,
                boost: 2,
              },
            ]
          : [],
      ),
      ...toolSimulators.map((tool) => ({
        sourceId: `simulateur:${tool.id}`,
        type: 'tool' as const,
        title: tool.nom,
        description: tool.description,
        // Each is a calculator of a salarié's rights: how a visitor asks for it (« calculer
        // l'indemnité d'un salarié ») even when its name and description do not say so.
        body: `Calculateur en ligne : calculer pour un salarié et son employeur. ${tool.type} ${tool.keywords}`,
        category: 'Simulateurs',
        url: `/outils/simulateur/${tool.id}`,
        boost: 2,
      })),
      ...letterTemplates.map((template) => ({
        sourceId: `modele:${template.slug}`,
        type: 'tool' as const,
        title: template.nom,
        description: template.description,
        body: `modèle de lettre courrier ${LETTER_TYPE_LABELS[template.type]} ${template.legalReferences.join(' ')}`,
        category: 'Modèles de documents',
        url: `/outils/modele/${template.slug}`,
        boost: 1.5,
      })),
    ]);
  });
}
