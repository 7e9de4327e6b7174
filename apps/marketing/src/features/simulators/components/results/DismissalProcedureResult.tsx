import type { DismissalProcedureForm } from '../../calculators/dismissal-procedure.ts';
import { computeDismissalProcedureResult } from '../../calculators/dismissal-procedure-result.ts';
import { AgreementNotice, ArticleLinks, RuleList } from '../LegalResultView.tsx';
import * as styles from '../simulators.css.ts';

/** Loaded when asked for: the procedure that applies and its dated steps. */
export default function DismissalProcedureResult({ form }: { readonly form: DismissalProcedureForm }) {
  const result = computeDismissalProcedureResult(form);
  return (
    <div>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>Procédure applicable</span>
        <span className={styles.headlineValue}>{result.title}</span>
        <span>{result.start}</span>
      </p>
      {result.notes.length > 0 ? (
        <section aria-label="À savoir">
          <h3 className={styles.sectionTitle}>À savoir</h3>
          <RuleList rules={result.notes} />
        </section>
      ) : null}
      <section aria-label="Les étapes et leurs dates">
        <h3 className={styles.sectionTitle}>Les étapes et leurs dates</h3>
        <ol className={styles.timeline}>
          {result.steps.map((step) => (
            <li key={step.id} className={styles.timelineStep}>
              <p className={styles.timelineTitle}>{step.title}</p>
              <p className={styles.timelineWhen}>{step.when}</p>
              <p>
                {step.explanation}
                <ArticleLinks articles={step.articles} />
              </p>
            </li>
          ))}
        </ol>
      </section>
      <AgreementNotice />
    </div>
  );
}
