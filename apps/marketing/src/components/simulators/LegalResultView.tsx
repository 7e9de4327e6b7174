import { articleHref, type ExplainedRule, type LegalResult } from '../../lib/simulators/legal-result.ts';
import * as styles from './simulators.css.ts';

/** The articles of a rule, each a link to our Code du travail. */
export function ArticleLinks({ articles }: { readonly articles: readonly string[] }) {
  if (articles.length === 0) return null;
  return (
    <span className={styles.ruleArticles}>
      {articles.length === 1 ? ' Article ' : ' Articles '}
      {articles.map((article, index) => (
        <span key={article}>
          {index > 0 ? ', ' : ''}
          <a className={styles.articleLink} href={articleHref(article)}>
            {article}
          </a>
        </span>
      ))}
      .
    </span>
  );
}

/** A list of rules: each sentence, then its articles. */
export function RuleList({ rules }: { readonly rules: readonly ExplainedRule[] }) {
  return (
    <ul className={styles.rules}>
      {rules.map((rule) => (
        <li key={rule.explanation}>
          {rule.explanation}
          <ArticleLinks articles={rule.articles} />
        </li>
      ))}
    </ul>
  );
}

/** The answer, then the reasoning section by section. */
export function LegalResultView({ result }: { readonly result: LegalResult }) {
  return (
    <div>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{result.label}</span>
        <span className={styles.headlineValue}>{result.value}</span>
        {result.detail ? <span>{result.detail}</span> : null}
      </p>
      {result.sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h3 className={styles.sectionTitle}>{section.title}</h3>
          <RuleList rules={section.rules} />
        </section>
      ))}
      <AgreementNotice />
    </div>
  );
}

/** Every legal answer is a minimum: the agreement may give more, and the agreement search is at hand. */
export function AgreementNotice() {
  return (
    <aside className={styles.notice} aria-label="Convention collective">
      <p className={styles.noticeTitle}>La convention collective peut prévoir mieux</p>
      <p>
        Ce résultat applique le Code du travail : c’est un minimum. La convention collective de l’entreprise,
        un accord d’entreprise, le contrat de travail ou un usage peuvent prévoir plus favorable pour le
        salarié.{' '}
        <a className={styles.articleLink} href="/outils/conventions-collectives">
          Trouver la convention collective applicable
        </a>
        .
      </p>
    </aside>
  );
}
