import { lazy } from 'react';
import {
  asksCadrePrevoyance,
  asksVersementMobilite,
  type GrossToNetForm,
  grossToNetSteps,
  initialGrossToNetForm,
  payrollYears,
} from '../calculators/gross-to-net.ts';
import { monthName } from '../dates.ts';
import { ChoiceField, EurosField, SelectField, TextField, YesNoField } from './fields.tsx';
import { Simulator, type StepContext } from './Simulator.tsx';

const loadResult = () => import('./results/GrossToNetResult.tsx');
const Result = lazy(loadResult);
import * as styles from './simulators.css.ts';

const regimeOptions = [
  {
    value: 'officer',
    label: 'Un président de SAS ou de SASU',
    hint: 'Mandataire social assimilé salarié, rémunéré pour son mandat, sans contrat de travail.',
  },
  {
    value: 'employee',
    label: 'Un salarié',
    hint: 'Salarié du régime général sous contrat de travail (CDI ou CDD).',
  },
] as const;

const statusOptions = [
  { value: 'non-cadre', label: 'Non-cadre' },
  { value: 'cadre', label: 'Cadre', hint: 'Ou assimilé cadre, affilié comme cadre à l’Agirc-Arrco.' },
] as const;

const monthOptions = Array.from({ length: 12 }, (_, index) => {
  const name = monthName(index + 1);
  return { value: String(index + 1), label: name.charAt(0).toUpperCase() + name.slice(1) };
});

function Step(stepId: string, context: StepContext<GrossToNetForm>) {
  const { form, update, errors, id } = context;
  const employee = form.regime === 'employee';
  switch (stepId) {
    case 'regime':
      return (
        <div className={styles.fields}>
          <ChoiceField
            id={id('regime')}
            legend="Régime"
            options={regimeOptions}
            value={form.regime}
            error={errors.regime}
            onChange={(regime) => update({ regime })}
          />
          {employee ? (
            <ChoiceField
              id={id('status')}
              legend="Statut du salarié"
              options={statusOptions}
              value={form.status}
              error={errors.status}
              inline
              onChange={(status) => update({ status })}
            />
          ) : null}
        </div>
      );
    case 'periode':
      return (
        <div className={styles.fields}>
          <div className={styles.fieldRow}>
            <SelectField
              id={id('month')}
              label="Mois"
              placeholder="Choisissez le mois"
              options={monthOptions}
              value={form.month}
              error={errors.month}
              onChange={(month) => update({ month })}
            />
            <SelectField
              id={id('year')}
              label="Année"
              help="Les taux et plafonds de l’année s’appliquent."
              placeholder="Choisissez l’année"
              options={payrollYears.map((year) => ({ value: year, label: year }))}
              value={form.year}
              error={errors.year}
              onChange={(year) => update({ year })}
            />
          </div>
          <TextField
            id={id('headcount')}
            label="Effectif de l’entreprise"
            help={
              employee
                ? 'Le nombre de salariés, ce salarié compris : il fixe les taux de certaines contributions (Fnal, formation, versement mobilité…).'
                : 'Le nombre de salariés (0 si le président est seul) : il fixe les taux de certaines contributions (Fnal, formation, versement mobilité…).'
            }
            inputMode="numeric"
            narrow
            value={form.headcount}
            error={errors.headcount}
            onChange={(headcount) => update({ headcount })}
          />
        </div>
      );
    case 'remuneration':
      return (
        <div className={styles.fields}>
          <EurosField
            id={id('gross')}
            label="Rémunération brute du mois (en euros)"
            help="Le salaire brut du mois, primes comprises."
            value={form.gross}
            error={errors.gross}
            onChange={(gross) => update({ gross })}
          />
          {employee ? (
            <>
              <YesNoField
                id={id('fullTime')}
                legend="Le salarié travaille-t-il à temps plein (35 heures par semaine) ?"
                value={form.fullTime}
                error={errors.fullTime}
                onChange={(fullTime) => update({ fullTime })}
              />
              {form.fullTime === 'non' ? (
                <TextField
                  id={id('weeklyHours')}
                  label="Durée de travail hebdomadaire prévue au contrat (en heures)"
                  help="Par exemple 24 ou 28,5 : le plafond de la sécurité sociale et le SMIC de la réduction générale sont proratisés."
                  inputMode="decimal"
                  narrow
                  value={form.weeklyHours}
                  error={errors.weeklyHours}
                  onChange={(weeklyHours) => update({ weeklyHours })}
                />
              ) : null}
            </>
          ) : null}
        </div>
      );
    case 'options':
      return (
        <div className={styles.fields}>
          <YesNoField
            id={id('healthInsurance')}
            legend={
              employee
                ? 'L’entreprise a-t-elle une complémentaire santé (mutuelle) ?'
                : 'Le président est-il couvert par la complémentaire santé (mutuelle) de l’entreprise ?'
            }
            value={form.healthInsurance}
            error={errors.healthInsurance}
            onChange={(healthInsurance) => update({ healthInsurance })}
          />
          {form.healthInsurance === 'oui' ? (
            <div className={styles.fieldRow}>
              <EurosField
                id={id('healthMonthly')}
                label="Cotisation mensuelle totale (en euros)"
                help="Parts salariale et patronale ensemble."
                value={form.healthMonthly}
                error={errors.healthMonthly}
                onChange={(healthMonthly) => update({ healthMonthly })}
              />
              <TextField
                id={id('healthEmployerShare')}
                label="Part payée par l’entreprise (en %)"
                help={employee ? 'Au moins 50 % pour un salarié.' : undefined}
                inputMode="decimal"
                narrow
                value={form.healthEmployerShare}
                error={errors.healthEmployerShare}
                onChange={(healthEmployerShare) => update({ healthEmployerShare })}
              />
            </div>
          ) : null}
          {asksCadrePrevoyance(form) ? (
            <YesNoField
              id={id('cadrePrevoyance')}
              legend={
                employee
                  ? 'L’entreprise paie-t-elle la prévoyance des cadres (1,50 % de la tranche 1) ?'
                  : 'L’entreprise paie-t-elle pour le président la prévoyance des cadres (1,50 % de la tranche 1) ?'
              }
              help={
                employee
                  ? 'Obligatoire pour un cadre (accord national interprofessionnel du 17 novembre 2017).'
                  : 'Seulement si le contrat de prévoyance de l’entreprise couvre le président.'
              }
              value={form.cadrePrevoyance}
              error={errors.cadrePrevoyance}
              onChange={(cadrePrevoyance) => update({ cadrePrevoyance })}
            />
          ) : null}
          <TextField
            id={id('pasRate')}
            label="Taux de prélèvement à la source (en %, facultatif)"
            help="Le taux personnalisé de l’avis d’impôt ou de l’espace particulier impots.gouv.fr ; vide : 0 %."
            inputMode="decimal"
            narrow
            value={form.pasRate}
            error={errors.pasRate}
            onChange={(pasRate) => update({ pasRate })}
          />
          <TextField
            id={id('atmpRate')}
            label="Taux accidents du travail (AT/MP) de l’entreprise (en %, facultatif)"
            help="Le taux notifié par la Carsat sur net-entreprises.fr ; vide : le taux moyen de l’année."
            inputMode="decimal"
            narrow
            value={form.atmpRate}
            error={errors.atmpRate}
            onChange={(atmpRate) => update({ atmpRate })}
          />
          {asksVersementMobilite(form) ? (
            <TextField
              id={id('versementMobilite')}
              label="Taux du versement mobilité (en %, facultatif)"
              help="Dû à partir de 11 salariés, selon la commune de l’établissement (taux publiés par l’Urssaf) ; vide : 0 %."
              inputMode="decimal"
              narrow
              value={form.versementMobilite}
              error={errors.versementMobilite}
              onChange={(versementMobilite) => update({ versementMobilite })}
            />
          ) : null}
        </div>
      );
    default:
      return null;
  }
}

export default function GrossToNetSimulator() {
  return (
    <Simulator
      name="Calcul du salaire brut en net"
      steps={grossToNetSteps}
      initialForm={initialGrossToNetForm}
      renderStep={Step}
      renderResult={(form) => <Result form={form} />}
      prefetchResult={loadResult}
    />
  );
}
