import { PublicPage } from '../../lib/ui/PublicPage.tsx';
import { EligibilityTest } from './components/EligibilityTest.tsx';
import * as styles from './components/EligibilityTest.css.ts';

/** /eligibilite: the public eligibility test (spec 000 §2 and §4), without the sidebar. */
export default function EligibilityRoute() {
  return (
    <PublicPage title="Détermination du Régime du Mandataire Social">
      <div className={styles.page}>
        <div>
          <h1 className={styles.title}>Détermination du Régime du Mandataire Social</h1>
          <p className={styles.intro}>
            Répondez à quelques questions pour savoir si votre statut de dirigeant relève du régime de
            l'assimilé salarié, et donc si Dirigeo vous convient.
          </p>
        </div>
        <EligibilityTest />
      </div>
    </PublicPage>
  );
}
