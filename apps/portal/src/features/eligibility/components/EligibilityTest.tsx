import { withDefiniteArticle } from '@dirigeo/schemas/french';
import {
  decideEligibility,
  decideImmediateEligibility,
  type EligibilityAnswers,
  type EligibilityDecision,
  EXTRA_QUESTION_ANSWER_KEYS,
  type ExtraQuestion,
  extraQuestionsFor,
  isLegalForm,
  isOfficerStatusFor,
  LEGAL_FORMS,
  OFFICER_STATUSES_BY_FORM,
  type YesNo,
} from '@dirigeo/payroll-calc';
import { Button, Card, CardContent, Label, RadioGroup, RadioGroupItem } from '@dirigeo/ui';
import { useState } from 'react';
import { EligibilityResult } from './EligibilityResult.tsx';
import * as styles from './EligibilityTest.css.ts';
import {
  EXTRA_QUESTION_LABELS,
  LEGAL_FORM_GENDERS,
  LEGAL_FORM_LABELS,
  OFFICER_STATUS_LABELS,
} from './eligibility-texts.ts';

type Outcome = Exclude<EligibilityDecision, { kind: 'incomplete' }>;

const YES_NO: readonly { value: YesNo; label: string }[] = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
];

function isYesNo(value: string): value is YesNo {
  return value === 'oui' || value === 'non';
}

/**
 * The eligibility test (spec 000 §4): legal form, then status; some pairs decide at once, the others
 * lead to extra questions and 'Finaliser l'analyse'. The decision itself is `@dirigeo/payroll-calc`'s;
 * this screen only asks and words the answer.
 */
export function EligibilityTest() {
  const [answers, setAnswers] = useState<EligibilityAnswers>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [incomplete, setIncomplete] = useState(false);

  const form = answers.formJuridique ?? null;
  const extraQuestions = extraQuestionsFor(answers);

  const chooseForm = (value: string) => {
    if (!isLegalForm(value)) return;
    // A new legal form resets every later answer and the result (spec 000 §4).
    setAnswers({ formJuridique: value });
    setOutcome(null);
    setIncomplete(false);
  };

  const chooseStatus = (value: string) => {
    if (!form || !isOfficerStatusFor(form, value)) return;
    setAnswers({ formJuridique: form, statut: value });
    setIncomplete(false);
    const immediate = decideImmediateEligibility(form, value);
    if (immediate.kind !== 'needs-more-answers') setOutcome(immediate);
  };

  const answer = (question: ExtraQuestion, value: string) => {
    if (!isYesNo(value)) return;
    setAnswers((current) => {
      const next = { ...current, [EXTRA_QUESTION_ANSWER_KEYS[question]]: value };
      // The two follow-up questions only exist while there is an employment contract.
      if (question === 'cumul_contrat' && value === 'non') {
        next.tachesDiff = null;
        next.subordination = null;
      }
      return next;
    });
  };

  const finalize = () => {
    const decision = decideEligibility(answers);
    if (decision.kind === 'incomplete') {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setOutcome(decision);
  };

  const restart = () => {
    setAnswers({});
    setOutcome(null);
    setIncomplete(false);
  };

  if (outcome) return <EligibilityResult outcome={outcome} onRestart={restart} />;

  return (
    <Card>
      <CardContent>
        <form
          className={styles.form}
          aria-label="Test d'éligibilité"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            finalize();
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend id="eligibility-form-legend" className={styles.legend}>
              1. Quelle est la forme juridique de votre entreprise ?
            </legend>
            <RadioGroup
              className={styles.options}
              value={form ?? ''}
              onValueChange={chooseForm}
              aria-labelledby="eligibility-form-legend"
            >
              {LEGAL_FORMS.map((legalForm) => (
                <div key={legalForm} className={styles.option}>
                  <RadioGroupItem id={`eligibility-form-${legalForm}`} value={legalForm} />
                  <Label htmlFor={`eligibility-form-${legalForm}`}>{LEGAL_FORM_LABELS[legalForm]}</Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>

          {form ? (
            <fieldset className={styles.fieldset}>
              <legend id="eligibility-status-legend" className={styles.legend}>
                2. Quel est votre statut dans {withDefiniteArticle(form, LEGAL_FORM_GENDERS[form])}&nbsp;?
              </legend>
              <RadioGroup
                key={form}
                className={styles.options}
                value={answers.statut ?? ''}
                onValueChange={chooseStatus}
                aria-labelledby="eligibility-status-legend"
              >
                {OFFICER_STATUSES_BY_FORM[form].map((status) => (
                  <div key={status} className={styles.option}>
                    <RadioGroupItem id={`eligibility-status-${status}`} value={status} />
                    <Label htmlFor={`eligibility-status-${status}`}>{OFFICER_STATUS_LABELS[status]}</Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
          ) : null}

          {extraQuestions.length > 0 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>3. Précisez votre situation</legend>
              {extraQuestions.map((question) => {
                const key = EXTRA_QUESTION_ANSWER_KEYS[question];
                const labelId = `eligibility-question-${question}`;
                return (
                  <div key={question} className={styles.question}>
                    <span id={labelId} className={styles.questionText}>
                      {EXTRA_QUESTION_LABELS[question]}
                    </span>
                    <RadioGroup
                      className={styles.yesNo}
                      value={answers[key] ?? ''}
                      onValueChange={(value) => answer(question, value)}
                      aria-labelledby={labelId}
                    >
                      {YES_NO.map(({ value, label }) => (
                        <div key={value} className={styles.yesNoOption}>
                          <RadioGroupItem id={`${labelId}-${value}`} value={value} />
                          <Label htmlFor={`${labelId}-${value}`}>{label}</Label>
                        </div>
                      ))}
                    </RadioGroup>
                  </div>
                );
              })}
            </fieldset>
          ) : null}

          {incomplete ? (
            <p role="alert" className={styles.alert}>
              Veuillez remplir au moins la forme juridique et le statut.
            </p>
          ) : null}

          <div className={styles.actions}>
            <Button type="submit">Finaliser l'analyse</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
