import { PublicPage } from '../../lib/ui/PublicPage.tsx';
import { EligibilityTest } from './components/EligibilityTest.tsx';

/** /eligibilite: the public eligibility test (spec 000 §2 and §4), without the sidebar. */
export default function EligibilityRoute() {
  return (
    <PublicPage
      title="Détermination du Régime du Mandataire Social"
      heading={{
        title: 'Détermination du Régime du Mandataire Social',
        intro:
          "Répondez à quelques questions pour savoir si votre statut de dirigeant relève du régime de l'assimilé salarié, et donc si Dirigeo vous convient.",
      }}
    >
      <EligibilityTest />
    </PublicPage>
  );
}
