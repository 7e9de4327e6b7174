import type { EligibilityDecision } from '@dirigeo/payroll-calc';
import { Button, Card, CardContent, CardFooter, CardHeader } from '@dirigeo/ui';
import { CircleCheck, CircleX, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import * as styles from './EligibilityTest.css.ts';
import { TNS_EXPLANATIONS } from './eligibility-texts.ts';

/** The marketing site's contact form, for the personalised assessment of a complex situation. */
const CONTACT_FORM = '/#contact';

type Outcome = Exclude<EligibilityDecision, { kind: 'incomplete' }>;

interface EligibilityResultProps {
  outcome: Outcome;
  onRestart: () => void;
}

/** The outcome of the test (spec 000 §4), with its links; focus moves to its heading when it appears. */
export function EligibilityResult({ outcome, onRestart }: EligibilityResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card>
      <CardHeader>
        <div className={styles.resultHeader}>
          {outcome.kind === 'eligible' ? (
            <CircleCheck aria-hidden="true" className={styles.eligibleIcon} />
          ) : outcome.kind === 'not-compatible' ? (
            <CircleX aria-hidden="true" className={styles.notEligibleIcon} />
          ) : (
            <Info aria-hidden="true" className={styles.complexIcon} />
          )}
          <h2 ref={headingRef} tabIndex={-1} className={styles.resultHeading}>
            {outcome.kind === 'eligible'
              ? 'Vous êtes éligible à Dirigeo !'
              : outcome.kind === 'not-compatible'
                ? "Votre statut n'est pas compatible avec Dirigeo"
                : 'Situation complexe'}
          </h2>
        </div>
      </CardHeader>
      <CardContent className={styles.resultBody}>
        {outcome.kind === 'eligible' ? (
          <>
            <p>
              Régime : <span className={styles.regime}>Assimilé Salarié</span>
            </p>
            <p>
              En tant que mandataire social assimilé salarié, vous relevez du régime général de la sécurité
              sociale : vous pouvez établir vos bulletins de paie avec Dirigeo.
            </p>
          </>
        ) : outcome.kind === 'not-compatible' ? (
          <>
            <p>
              Régime : <span className={styles.regime}>Travailleur Non Salarié (TNS)</span>
            </p>
            <p>{TNS_EXPLANATIONS[outcome.reason]}</p>
            <p>
              Dirigeo établit les bulletins de paie des mandataires assimilés salariés. Nous vous recommandons
              plutôt une solution dédiée aux travailleurs non salariés.
            </p>
          </>
        ) : (
          <>
            <p>
              Votre situation ne permet pas de conclure à l'éligibilité à Dirigeo sans une analyse approfondie
              : le régime social dépend ici de votre mandat et, le cas échéant, de votre contrat de travail.
            </p>
            <p>
              Contactez-nous pour une évaluation personnalisée de votre situation.{' '}
              <a href={CONTACT_FORM}>Nous contacter</a>
            </p>
          </>
        )}
      </CardContent>
      <CardFooter className={styles.actions}>
        {outcome.kind === 'eligible' ? (
          <Button asChild>
            <Link to={paths.auth}>Demander un accès</Link>
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onRestart}>
          Recommencer
        </Button>
        {/* The home page is the marketing site, another app: a plain link. */}
        <Button asChild variant="ghost">
          <a href={paths.home}>Retour à l'accueil</a>
        </Button>
      </CardFooter>
    </Card>
  );
}
