import { Card, CardContent, CardHeader, CardTitle } from '@dirigeo/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client.ts';
import { useDeclarations } from '../../lib/api/declarations/get-declarations.ts';
import { usePayslips } from '../../lib/api/payslips/get-payslips.ts';
import { paths } from '../../lib/paths.ts';
import { EmptyState } from '../../lib/ui/EmptyState.tsx';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import * as styles from './components/Declarations.css.ts';
import { MonthDeclaration } from './components/MonthDeclaration.tsx';

/** What Dirigeo does and does not do, and the manual deposit step by step (issue 23 §5). */
function HowToDeposit() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Dirigeo prépare, vous déposez</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className={styles.note}>
          Dirigeo prépare votre DSN mensuelle à partir de vos bulletins finalisés et la contrôle avec les
          règles publiques de la norme. Il ne la dépose pas à votre place : le dépôt automatique sur
          net-entreprises.fr passe par un canal réservé aux logiciels certifiés, auquel Dirigeo n’a pas accès.
          Le dépôt vous prend deux minutes :
        </p>
        <ol className={styles.steps}>
          <li>
            Préparez la déclaration du mois, corrigez les erreurs éventuelles, puis téléchargez le fichier
            .dsn.
          </li>
          <li>
            Connectez-vous à net-entreprises.fr, ouvrez « DSN – Déclaration sociale nominative », puis «
            Déposer une DSN » (dépôt de fichier) et choisissez le fichier.
          </li>
          <li>Notez le numéro de dépôt affiché et téléchargez l’accusé de réception.</li>
          <li>
            Revenez ici : enregistrez la date, ce numéro et l’accusé. Consultez ensuite sur net-entreprises.fr
            les comptes rendus des organismes (bilans d’anomalies) des jours suivants.
          </li>
        </ol>
        <p className={styles.note}>
          Les montants sont prélevés par chaque organisme à l’échéance, si vous avez signé leur mandat SEPA
          (URSSAF, institution Agirc-Arrco, DGFiP pour le prélèvement à la source).
        </p>
      </CardContent>
    </Card>
  );
}

/** /declarations: each month with a finalised payslip, its declaration's status and next step. */
export default function DeclarationsRoute() {
  const payslips = usePayslips();
  const declarations = useDeclarations();
  const months = useMemo(() => {
    const periods = new Set<string>();
    for (const payslip of payslips.data ?? []) {
      if (payslip.status !== 'draft')
        periods.add(`${payslip.year}-${String(payslip.month).padStart(2, '0')}`);
    }
    for (const declaration of declarations.data ?? []) periods.add(declaration.period);
    return [...periods].sort().reverse();
  }, [payslips.data, declarations.data]);

  return (
    <>
      <PageHeader
        title="Déclarations"
        description="Votre DSN mensuelle, préparée à partir de vos bulletins finalisés, contrôlée et prête à déposer."
      />
      <div className={styles.sections}>
        <HowToDeposit />
        {payslips.isPending || declarations.isPending ? (
          <PageSpinner label="Chargement des déclarations…" />
        ) : payslips.isError || declarations.isError ? (
          <p role="alert">
            Impossible de charger les déclarations : {errorMessage(payslips.error ?? declarations.error)}
          </p>
        ) : months.length === 0 ? (
          <EmptyState
            title="Aucun mois à déclarer"
            description="Une déclaration se prépare à partir du bulletin finalisé du mois."
            action={<Link to={paths.newPayslip}>Créer un bulletin</Link>}
          />
        ) : (
          months.map((period) => (
            <MonthDeclaration
              key={period}
              period={period}
              summary={declarations.data.find((declaration) => declaration.period === period)}
            />
          ))
        )}
      </div>
    </>
  );
}
