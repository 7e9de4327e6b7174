import {
  BILLING_INTERVAL_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
  type SubscriptionStatus,
} from '@dirigeo/schemas';
import {
  type BillingInterval,
  detailedPlans,
  freeTrial,
  type PaidPlanId,
  planById,
  planPriceCents,
  salesTerms,
  trialDaysLeft,
  withVat,
} from '@dirigeo/site-content';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  type BadgeVariant,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  toast,
  VisuallyHidden,
} from '@dirigeo/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSubscription } from '../../../lib/api/subscription/get-subscription.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { useDownloadInvoice, useInvoices } from '../api/invoices.ts';
import {
  useCancelSubscription,
  useOpenBillingPortal,
  useResumeSubscription,
  useStartCheckout,
} from '../api/subscription-actions.ts';
import * as styles from './Settings.css.ts';

const STATUS_BADGES: Record<SubscriptionStatus, BadgeVariant> = {
  trialing: 'warning',
  active: 'success',
  past_due: 'destructive',
  canceled: 'neutral',
  freemium: 'outline',
  complimentary: 'success',
};

const PAID_PLANS = detailedPlans.filter(
  (plan): plan is (typeof detailedPlans)[number] & { id: PaidPlanId } => plan.monthlyPriceCents > 0,
);

/** « 9,00 € HT (10,80 € TTC) par mois ». */
function priceLabel(plan: PaidPlanId, interval: BillingInterval): string {
  const cents = planPriceCents(plan, interval);
  return `${formatCents(cents)} HT (${formatCents(withVat(cents).inclTax)} TTC) par ${interval === 'month' ? 'mois' : 'an'}`;
}

/** What the account's state means, in a sentence or two. */
function StateDescription({ subscription }: { subscription: Subscription }) {
  const plan = planById(subscription.plan).name;
  const { status } = subscription;
  if (status === 'complimentary' && !subscription.billingEnabled) {
    return (
      <p>
        La facturation en ligne n'est pas activée sur ce serveur : aucun paiement n'est demandé ni enregistré,
        et votre compte dispose de la formule {plan} que vous avez choisie.
      </p>
    );
  }
  if (status === 'complimentary') return <p>La formule {plan} vous est offerte, sans paiement.</p>;
  if (status === 'trialing' && subscription.trialEndsAt) {
    const days = trialDaysLeft(new Date(subscription.trialEndsAt), new Date());
    return (
      <>
        <p>
          Essai gratuit jusqu'au {formatDate(subscription.trialEndsAt)} ({days} jour{days > 1 ? 's' : ''}{' '}
          restant
          {days > 1 ? 's' : ''}) : les fonctions de la formule Essentielle, en mode démonstration. Pendant
          l'essai :
        </p>
        <ul className={styles.list}>
          {freeTrial.limits.map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>
        <p>
          À la fin de l'essai, votre compte passe à la formule gratuite Freemium si vous n'avez pas souscrit.
        </p>
      </>
    );
  }
  if (status === 'active' && subscription.currentPeriodEnd && subscription.interval) {
    return (
      <p>
        Formule {plan}, facturation {BILLING_INTERVAL_LABELS[subscription.interval]}. Prochain paiement le{' '}
        {formatDate(subscription.currentPeriodEnd)} :{' '}
        {priceLabel(subscription.plan === 'complete' ? 'complete' : 'essentielle', subscription.interval)}.
      </p>
    );
  }
  if (status === 'canceled' && subscription.cancelAt) {
    return (
      <p>
        Abonnement résilié : la formule {plan} reste active jusqu'au {formatDate(subscription.cancelAt)}, puis
        votre compte passe à la formule gratuite. Vous gardez l'accès en lecture à vos bulletins, documents et
        factures.
      </p>
    );
  }
  if (status === 'past_due') {
    return (
      <p>
        Le dernier paiement a échoué. Il sera présenté de nouveau ; mettez à jour votre moyen de paiement
        avant le {subscription.graceEndsAt ? formatDate(subscription.graceEndsAt) : 'terme du délai de grâce'}{' '}
        ({salesTerms.paymentGraceDays} jours), faute de quoi votre compte passera à la formule gratuite.
      </p>
    );
  }
  return (
    <p>
      Formule gratuite : vous établissez des bulletins de test (filigrane « Bulletin de test »), sans bulletin
      définitif. Vous gardez l'accès en lecture à tout ce que vous avez établi.
    </p>
  );
}

function PlanChoiceCard({ subscription }: { subscription: Subscription }) {
  const [interval, setInterval] = useState<BillingInterval>(subscription.interval ?? 'month');
  const checkout = useStartCheckout();
  const paying = ['active', 'past_due'].includes(subscription.status);
  const choose = (plan: PaidPlanId) =>
    checkout.mutate(
      { plan, interval },
      { onError: (error) => toast({ variant: 'destructive', title: errorMessage(error) }) },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{paying ? 'Changer de formule' : 'Souscrire'}</h2>
        </CardTitle>
        <CardDescription>
          Paiement en ligne par carte bancaire ou prélèvement SEPA. Facturation mensuelle sans engagement, ou
          annuelle ({salesTerms.annualCommitmentMonths} mois, −{salesTerms.annualDiscountPercent} %).
          {paying ? ' Un changement en cours de période est facturé ou crédité au prorata.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.stack}>
        <fieldset className={styles.intervals}>
          <legend className={styles.muted}>Facturation</legend>
          {(['month', 'year'] as const).map((value) => (
            <label key={value} className={styles.interval}>
              <input
                type="radio"
                name="billing-interval"
                value={value}
                checked={interval === value}
                onChange={() => setInterval(value)}
              />
              {value === 'month' ? 'Mensuelle' : `Annuelle (−${salesTerms.annualDiscountPercent} %)`}
            </label>
          ))}
        </fieldset>
        <ul className={styles.planGrid}>
          {PAID_PLANS.map((plan) => {
            const current = paying && subscription.plan === plan.id && subscription.interval === interval;
            return (
              <li key={plan.id} className={styles.planCard}>
                <h3 className={styles.planTitle}>{plan.name}</h3>
                <p className={styles.muted}>{priceLabel(plan.id, interval)}</p>
                <ul className={styles.list}>
                  {plan.features
                    .filter((feature) => feature.included)
                    .map((feature) => (
                      <li key={feature.name}>{feature.name}</li>
                    ))}
                </ul>
                {current ? (
                  <p className={styles.muted}>Votre formule actuelle</p>
                ) : (
                  <Button type="button" onClick={() => choose(plan.id)} disabled={checkout.isPending}>
                    {checkout.isPending && checkout.variables?.plan === plan.id
                      ? 'Redirection…'
                      : `Choisir ${plan.name}`}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function ManageCard({ subscription }: { subscription: Subscription }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const onError = (error: unknown) => toast({ variant: 'destructive', title: errorMessage(error) });
  const canCancel = subscription.status === 'active' || subscription.status === 'past_due';
  if (!canCancel && subscription.status !== 'canceled' && !subscription.hasPaymentAccount) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Gérer l'abonnement</h2>
        </CardTitle>
        <CardDescription>
          Résiliation avec le préavis des CGV ({salesTerms.monthlyNoticeDays} jours en mensuel,{' '}
          {salesTerms.annualNoticeMonths} mois en annuel), effective à l'échéance.
        </CardDescription>
      </CardHeader>
      <CardContent className={styles.actions}>
        {subscription.hasPaymentAccount ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => portal.mutate(undefined, { onError })}
            disabled={portal.isPending}
          >
            Moyen de paiement et coordonnées
          </Button>
        ) : null}
        {subscription.status === 'canceled' ? (
          <Button
            type="button"
            onClick={() =>
              resume.mutate(undefined, {
                onError,
                onSuccess: () => toast({ title: 'Reprise demandée : votre abonnement continue.' }),
              })
            }
            disabled={resume.isPending}
          >
            Reprendre l'abonnement
          </Button>
        ) : null}
        {canCancel ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="destructive">
                Résilier
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Résilier votre abonnement ?</AlertDialogTitle>
                <AlertDialogDescription>
                  Votre formule reste active jusqu'à l'échéance qui respecte le préavis, puis votre compte
                  passe à la formule gratuite. Vous gardez l'accès en lecture à vos bulletins, documents et
                  factures.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Garder mon abonnement</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() =>
                    cancel.mutate(undefined, {
                      onError,
                      onSuccess: ({ cancelAt }) =>
                        toast({ title: `Résiliation enregistrée : fin le ${formatDate(cancelAt)}.` }),
                    })
                  }
                >
                  Résilier
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}
      </CardContent>
    </Card>
  );
}

function InvoicesCard() {
  const invoices = useInvoices();
  const download = useDownloadInvoice();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Factures</h2>
        </CardTitle>
        <CardDescription>Une facture par paiement, aussi rangée dans vos documents.</CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? <Skeleton className={styles.skeleton} /> : null}
        {invoices.isError ? <p role="alert">{errorMessage(invoices.error)}</p> : null}
        {invoices.data?.length === 0 ? <p className={styles.muted}>Aucune facture pour l'instant.</p> : null}
        {invoices.data && invoices.data.length > 0 ? (
          <ul className={styles.invoiceList}>
            {invoices.data.map((invoice) => (
              <li key={invoice.id} className={styles.settingRow}>
                <span className={styles.settingText}>
                  <strong>Facture {invoice.number}</strong>
                  <span className={styles.muted}>
                    {formatDate(invoice.issuedOn)} · {formatCents(invoice.amountInclTaxCents)} TTC
                  </span>
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    download.mutate(invoice, {
                      onError: (error) => toast({ variant: 'destructive', title: errorMessage(error) }),
                    })
                  }
                >
                  Télécharger<VisuallyHidden> la facture {invoice.number}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Settings › Abonnement (issue 26): the plan, its state, the next payment, change/cancel/resume, invoices. */
export function SubscriptionTab({ returnedFrom }: { returnedFrom: string | null }) {
  const subscription = useSubscription();
  if (subscription.isPending) return <Skeleton className={styles.skeleton} />;
  if (subscription.isError) return <p role="alert">{errorMessage(subscription.error)}</p>;
  const current = subscription.data;
  const payable = current.billingEnabled && current.status !== 'complimentary';
  return (
    <div className={styles.stack}>
      {returnedFrom === 'paiement-confirme' ? (
        <p role="status" className={styles.notice}>
          Paiement transmis. Votre abonnement s'active dès que notre prestataire de paiement le confirme :
          quelques secondes par carte, quelques jours ouvrés pour un prélèvement SEPA.
        </p>
      ) : null}
      {returnedFrom === 'paiement-annule' ? (
        <p role="status" className={styles.notice}>
          Paiement abandonné : rien n'a été débité.
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className={styles.planHeading}>
              Formule {planById(current.plan).name}
              <Badge variant={STATUS_BADGES[current.status]}>
                {SUBSCRIPTION_STATUS_LABELS[current.status]}
              </Badge>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className={styles.stateText}>
          <StateDescription subscription={current} />
          <p>
            <a className={styles.inlineLink} href="/tarifs-details">
              Comparer le détail des formules
            </a>
          </p>
        </CardContent>
      </Card>
      {payable ? <PlanChoiceCard subscription={current} /> : null}
      {payable ? <ManageCard subscription={current} /> : null}
      {current.billingEnabled ? <InvoicesCard /> : null}
    </div>
  );
}
