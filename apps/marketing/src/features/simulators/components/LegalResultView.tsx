import type { AgreementRole, ExplainedRule, LegalResult } from '../legal-result.ts';
import * as styles from './simulators.css.ts';
import { paths } from '../../../lib/paths.ts';

/** The articles of a rule, each a link to our Code du travail. */
export function ArticleLinks({ articles }: { readonly articles: readonly string[] }) {
  if (articles.length === 0) return null;
  return (
    <span className={styles.ruleArticles}>
      {articles.length === 1 ? ' Article ' : ' Articles '}
      {articles.map((article, index) => (
        <span key={article}>
          {index > 0 ? ', ' : ''}
          <a className={styles.articleLink} href={paths.labourCodeArticle(article)}>
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
      <AgreementNotice role={result.agreement ?? 'minimum'} />
    </div>
  );
}

/** What each role says: a title and the sentence before the link to the agreement search. */
const AGREEMENT_NOTICES: Readonly<Record<AgreementRole, { title: string; text: string }>> = {
  minimum: {
    title: 'La convention collective peut prévoir mieux',
    text:
      'Ce résultat applique le Code du travail\u00a0: c’est un minimum. La convention collective de l’entreprise, ' +
      'un accord d’entreprise, le contrat de travail ou un usage peuvent prévoir plus favorable pour le salarié.',
  },
  'set-by-agreement': {
    title: 'C’est la convention collective qui fixe ce résultat',
    text:
      'Le Code du travail ne fixe pas lui-même ce résultat\u00a0: il renvoie à la convention collective, à un ' +
      'accord collectif ou aux usages de la profession, à défaut au contrat de travail.',
  },
  'may-lower': {
    title: 'La convention collective peut changer ce taux',
    text:
      'Une convention ou un accord collectif de branche étendu, ou un accord d’entreprise, peut limiter ce taux ' +
      'à 6\u00a0% en contrepartie d’un accès privilégié à la formation professionnelle (article L1243-9)\u00a0; ' +
      'il peut aussi prévoir plus, tout comme le contrat de travail.',
  },
};

/**
 * What the collective agreement can do to the answer (a minimum it may raise, a figure it alone
 * fixes, a rate it may lower), and the agreement search at hand.
 */
export function AgreementNotice({ role = 'minimum' }: { readonly role?: AgreementRole }) {
  const notice = AGREEMENT_NOTICES[role];
  return (
    <aside className={styles.notice} aria-label="Convention collective">
      <p className={styles.noticeTitle}>{notice.title}</p>
      <p>
        {notice.text}{' '}
        <a className={styles.articleLink} href={paths.collectiveAgreements}>
          Trouver la convention collective applicable
        </a>
        .
      </p>
    </aside>
  );
}
