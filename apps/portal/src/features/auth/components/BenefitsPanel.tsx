import { BenefitIcon, type BenefitIconName } from './BenefitIcon.tsx';
import * as styles from './BenefitsPanel.css.ts';

const benefits = [
  {
    icon: 'payslip',
    title: 'Bulletins de paie automatisés',
    text: 'Générez chaque mois votre bulletin de mandataire social en quelques minutes.',
  },
  {
    icon: 'compliance',
    title: 'Conformité légale',
    text: 'Des bulletins conformes aux règles en vigueur, avec les taux officiels à jour.',
  },
  {
    icon: 'declarations',
    title: 'Déclarations sociales simplifiées',
    text: 'Vos déclarations préparées à partir de vos bulletins, sans ressaisie.',
  },
  {
    icon: 'support',
    title: 'Accompagnement personnalisé',
    text: "Un suivi à vos côtés, pour un coût inférieur à celui d'un cabinet comptable.",
  },
] as const satisfies readonly { icon: BenefitIconName; title: string; text: string }[];

/** The marketing panel of /auth: the product's four benefits (spec 000 §1 and §2). */
export function BenefitsPanel() {
  return (
    <section className={styles.panel} aria-labelledby="auth-benefits-title">
      <h2 id="auth-benefits-title" className={styles.title}>
        La paie des dirigeants, simplement
      </h2>
      <p className={styles.lead}>
        Dirigeo accompagne les présidents de SAS et de SASU, les gérants minoritaires de SARL et les
        directeurs généraux dans l'édition de leur propre paie.
      </p>
      <ul className={styles.list}>
        {benefits.map(({ icon, title, text }) => (
          <li key={title} className={styles.item}>
            <span className={styles.iconBox}>
              <BenefitIcon name={icon} className={styles.icon} />
            </span>
            <span>
              <strong className={styles.itemTitle}>{title}</strong>
              <span className={styles.itemText}>{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
