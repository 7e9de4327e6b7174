import {
  CONTACT_CLIENT_TYPE_LABELS,
  CONTACT_CLIENT_TYPES,
  CONTACT_EMPLOYEE_COUNT_MAX,
  CONTACT_FORM_TOKEN_MAX_AGE_MS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MIN_FILL_MS,
  CONTACT_PACKAGE_LABELS,
  CONTACT_PACKAGES,
  CONTACT_SUCCESS_RESET_MS,
  CONTACT_TEXTS,
  TEXT_MAX_LENGTH,
} from '@dirigeo/schemas/constants';
import { Button } from '@dirigeo/ui/button';
import { Input } from '@dirigeo/ui/input';
import { Label } from '@dirigeo/ui/label';
import { Textarea } from '@dirigeo/ui/textarea';
import { toast } from '@dirigeo/ui/toast';
import { Toaster } from '@dirigeo/ui/toaster';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  type ContactField,
  checkContactForm,
  fieldErrorsOf,
  preselectionOf,
  sendFailureMessage,
} from './contact-request.ts';
import * as styles from './ContactForm.css.ts';

/** The server's token for this form, and when (this page's clock) it was issued. */
interface FormToken {
  value: string;
  receivedAt: number;
}

async function fetchFormToken(): Promise<FormToken> {
  const response = await fetch('/api/contact/token', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const body: unknown = await response.json();
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error('jeton de formulaire illisible');
  return { value: token, receivedAt: Date.now() };
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type Status = 'idle' | 'submitting' | 'success';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
  wide?: boolean;
}

/** A label, its control, an optional hint and the field's error, linked for screen readers. */
function Field({ id, label, error, hint, children, wide = false }: FieldProps) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? styles.wideField : styles.field}>
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The home page's contact form (spec 001 §2, §5, §8): every field of §3, the two hidden honeypot
 * fields, the 3 s speed check, the 'SIRET requis' toast, 'Envoi en cours...' while sending, the
 * confirmation panel that gives way to a blank form after 5 s, and the server's message on failure.
 * The server checks all of it again (`POST /api/contact`).
 */
export interface ContactFormProps {
  /** The quote's promised delay (`marketingClaims.quoteWithinHours`), passed in to keep the island small. */
  quoteWithinHours: number;
}

export default function ContactForm({ quoteWithinHours }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const panelTitleRef = useRef<HTMLHeadingElement>(null);
  const loadedAt = useRef(Date.now());
  const token = useRef<Promise<FormToken> | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [preselection, setPreselection] = useState<ReturnType<typeof preselectionOf>>({});
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;

  const renewToken = useCallback(() => {
    const request = fetchFormToken();
    // A failed request is retried at sending time.
    request.catch(() => {
      if (token.current === request) token.current = null;
    });
    token.current = request;
  }, []);

  useEffect(() => {
    loadedAt.current = Date.now();
    renewToken();
    setPreselection(preselectionOf(window.location.search));
  }, [renewToken]);

  // Spec 001 §2: the confirmation panel gives way to a blank form after 5 s.
  useEffect(() => {
    if (status !== 'success') return;
    panelTitleRef.current?.focus();
    const timer = window.setTimeout(() => {
      formRef.current?.reset();
      setErrors({});
      loadedAt.current = Date.now();
      renewToken();
      setStatus('idle');
    }, CONTACT_SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status, renewToken]);

  /** A token at least 3 s old and under a day old, fetching a new one when needed. */
  const usableToken = async (): Promise<string> => {
    let current = token.current ? await token.current.catch(() => null) : null;
    if (!current || Date.now() - current.receivedAt > CONTACT_FORM_TOKEN_MAX_AGE_MS - 60_000) {
      token.current = fetchFormToken();
      current = await token.current;
    }
    const age = Date.now() - current.receivedAt;
    // The visitor did spend 3 s on the form (checked above); only the token is younger.
    if (age < CONTACT_MIN_FILL_MS) await wait(CONTACT_MIN_FILL_MS - age + 100);
    return current.value;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    const elapsedMs = Date.now() - loadedAt.current;
    const check = checkContactForm(new FormData(form), elapsedMs);
    switch (check.kind) {
      case 'robot':
        // Spec 001 §5: the robot is told it worked; nothing is sent.
        toast({ title: CONTACT_TEXTS.sent, variant: 'success' });
        return;
      case 'too-fast':
        toast({
          title: CONTACT_TEXTS.tooFastTitle,
          description: CONTACT_TEXTS.tooFast,
          variant: 'destructive',
        });
        return;
      case 'siret-missing':
        setErrors({ siret: CONTACT_TEXTS.siretRequired });
        toast({
          title: CONTACT_TEXTS.siretRequiredTitle,
          description: CONTACT_TEXTS.siretRequired,
          variant: 'destructive',
        });
        form.querySelector<HTMLElement>('[name="siret"]')?.focus();
        return;
      case 'invalid': {
        setErrors(check.errors);
        const first = Object.keys(check.errors)[0];
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      case 'ready':
        break;
    }

    setErrors({});
    setStatus('submitting');
    try {
      const formToken = await usableToken();
      const response = await fetch('/api/contact', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...check.fields, submissionTime: elapsedMs, formToken }),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        setErrors(fieldErrorsOf(body));
        toast({
          title: CONTACT_TEXTS.errorTitle,
          description: sendFailureMessage(body),
          variant: 'destructive',
        });
        setStatus('idle');
        return;
      }
      toast({
        title: CONTACT_TEXTS.sent,
        description: `Nous vous répondons sous ${quoteWithinHours}\u00a0heures ouvrées.`,
        variant: 'success',
      });
      setStatus('success');
    } catch {
      toast({
        title: CONTACT_TEXTS.errorTitle,
        description: CONTACT_TEXTS.sendFailed,
        variant: 'destructive',
      });
      setStatus('idle');
    }
  };

  const submitting = status === 'submitting';

  return (
    <>
      <section
        className={styles.confirmation}
        hidden={status !== 'success'}
        aria-labelledby={id('confirmation')}
        aria-live="polite"
      >
        <h3 id={id('confirmation')} className={styles.confirmationTitle} ref={panelTitleRef} tabIndex={-1}>
          Merci, votre demande est envoyée&nbsp;!
        </h3>
        <p>
          Nous vous répondons sous {quoteWithinHours}&nbsp;heures ouvrées avec une proposition adaptée à votre
          situation. Le formulaire se réaffiche dans quelques secondes.
        </p>
      </section>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        hidden={status === 'success'}
        aria-busy={submitting}
      >
        <p className={styles.required}>Tous les champs sont obligatoires.</p>
        <div className={styles.grid}>
          <Field id={id('companyName')} label="Nom de l'entreprise" error={errors.companyName}>
            {(describedBy) => (
              <Input
                id={id('companyName')}
                name="companyName"
                autoComplete="organization"
                maxLength={TEXT_MAX_LENGTH}
                aria-required
                aria-describedby={describedBy}
                invalid={Boolean(errors.companyName)}
              />
            )}
          </Field>
          <Field id={id('name')} label="Nom complet" error={errors.name}>
            {(describedBy) => (
              <Input
                id={id('name')}
                name="name"
                autoComplete="name"
                maxLength={TEXT_MAX_LENGTH}
                aria-required
                aria-describedby={describedBy}
                invalid={Boolean(errors.name)}
              />
            )}
          </Field>
          <Field id={id('email')} label="Email professionnel" error={errors.email}>
            {(describedBy) => (
              <Input
                id={id('email')}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={TEXT_MAX_LENGTH}
                aria-required
                aria-describedby={describedBy}
                invalid={Boolean(errors.email)}
              />
            )}
          </Field>
          <Field id={id('jobTitle')} label="Fonction" error={errors.jobTitle}>
            {(describedBy) => (
              <Input
                id={id('jobTitle')}
                name="jobTitle"
                autoComplete="organization-title"
                maxLength={TEXT_MAX_LENGTH}
                aria-required
                aria-describedby={describedBy}
                invalid={Boolean(errors.jobTitle)}
              />
            )}
          </Field>
          <Field id={id('employeeCount')} label="Nombre de salariés" error={errors.employeeCount}>
            {(describedBy) => (
              <Input
                id={id('employeeCount')}
                name="employeeCount"
                type="number"
                inputMode="numeric"
                min={0}
                max={CONTACT_EMPLOYEE_COUNT_MAX}
                step={1}
                aria-required
                aria-describedby={describedBy}
                invalid={Boolean(errors.employeeCount)}
              />
            )}
          </Field>
          <Field id={id('package')} label="Formule souhaitée" error={errors.package}>
            {(describedBy) => (
              <select
                id={id('package')}
                name="package"
                className={styles.select}
                aria-required
                aria-describedby={describedBy}
                aria-invalid={errors.package ? true : undefined}
                key={`package-${preselection.package ?? ''}`}
                defaultValue={preselection.package ?? ''}
              >
                <option value="" disabled>
                  Choisissez une formule
                </option>
                {CONTACT_PACKAGES.map((value) => (
                  <option key={value} value={value}>
                    {CONTACT_PACKAGE_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={id('clientType')} label="Vous êtes" error={errors.clientType}>
            {(describedBy) => (
              <select
                id={id('clientType')}
                name="clientType"
                className={styles.select}
                aria-required
                aria-describedby={describedBy}
                aria-invalid={errors.clientType ? true : undefined}
                key={`type-${preselection.clientType ?? ''}`}
                defaultValue={preselection.clientType ?? ''}
              >
                <option value="" disabled>
                  Choisissez votre profil
                </option>
                {CONTACT_CLIENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {CONTACT_CLIENT_TYPE_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={id('siret')} label="SIRET" error={errors.siret} hint={CONTACT_TEXTS.siretHint}>
            {(describedBy) => (
              <Input
                id={id('siret')}
                name="siret"
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                aria-required
                aria-describedby={describedBy}
                invalid={Boolean(errors.siret)}
              />
            )}
          </Field>
          <Field id={id('message')} label="Message" error={errors.message} wide>
            {(describedBy) => (
              <Textarea
                id={id('message')}
                name="message"
                rows={5}
                maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                aria-required
                aria-describedby={describedBy}
                invalid={Boolean(errors.message)}
              />
            )}
          </Field>
        </div>
        {/* Spec 001 §3: two fields a person never sees, so never fills. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={id('website')}>Site web</label>
          <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
          <label htmlFor={id('newsletter')}>Newsletter</label>
          <input id={id('newsletter')} name="newsletter" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting} size="lg">
            {submitting ? CONTACT_TEXTS.sending : 'Envoyer ma demande'}
          </Button>
          <p className={styles.privacy}>
            Vos données servent uniquement à répondre à votre demande&nbsp;:{' '}
            <a href="/politique-de-confidentialite">politique de confidentialité</a>.
          </p>
        </div>
      </form>
      <Toaster />
    </>
  );
}
