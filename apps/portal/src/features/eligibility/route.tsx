import { PublicPage } from '../../lib/ui/PublicPage.tsx';

/** Placeholder route module: the eligibility test is built in this feature folder. */
export default function EligibilityRoute() {
  return (
    <PublicPage title="Détermination du Régime du Mandataire Social">
      <h1>Détermination du Régime du Mandataire Social</h1>
    </PublicPage>
  );
}
