import type { CollectiveAgreement } from '@dirigeo/schemas';
import {
  NEWSLETTER_PRENOM_MAX_LENGTH,
  NEWSLETTER_TEXTS,
  OFFICIAL_SEARCH_MAX_LENGTH,
  SIMPLE_EMAIL_PATTERN,
  TEXT_MAX_LENGTH,
} from '@dirigeo/schemas/constants';
import { Button } from '@dirigeo/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@dirigeo/ui/dialog';
import { Input } from '@dirigeo/ui/input';
import { Label } from '@dirigeo/ui/label';
import { toast } from '@dirigeo/ui/toast';
import { Toaster } from '@dirigeo/ui/toaster';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { agreementSearchOf, fetchAgreements } from '../../lib/collective-agreements-client.ts';
import { fetchJson } from '../../lib/fetch-json.ts';
import { mayAutoOpen, NEWSLETTER_DELAY_MS, rememberShown } from './newsletter-schedule.ts';
import * as styles from './newsletter.css.ts';

/** Spec 001 §2: the first 10 without a search, at most 20 with one. */
function searchAgreements(query: string, signal: AbortSignal): Promise<CollectiveAgreement[]> {
  return fetchAgreements(agreementSearchOf(new URLSearchParams({ q: query })), signal);
}

function useAgreementSearch(query: string, enabled: boolean) {
  const [results, setResults] = useState<CollectiveAgreement[]>([]);
  /** The search `results` answer (they lag the typed query by the debounce and the call). */
  const [answered, setAnswered] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchAgreements(query, controller.signal)
        .then((found) => {
          setResults(found);
          setAnswered(query.trim());
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.warn('Recherche de conventions collectives impossible', error);
            setFailed(true);
          }
        });
    }, 200);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, enabled]);
  return { results, answered, failed };
}

/**
 * The newsletter dialog (spec 001 §2): prénom, e-mail and the collective agreements of interest. It
 * opens by itself 60 seconds after a blog page is shown, unless it was shown less than 24 hours ago,
 * and whenever a `[data-newsletter-open]` button of the page is pressed.
 */
export default function NewsletterDialog({ autoOpen = true }: { autoOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  const [prenom, setPrenom] = useState('');
  const [email, setEmail] = useState('');
  const [agreementQuery, setAgreementQuery] = useState('');
  const [chosen, setChosen] = useState<CollectiveAgreement[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ids = { prenom: useId(), email: useId(), agreements: useId(), error: useId() };
  const searchRef = useRef<HTMLInputElement>(null);
  const { results, answered, failed } = useAgreementSearch(agreementQuery, open);

  const show = useCallback(() => {
    rememberShown(window.localStorage, Date.now());
    setOpen(true);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-newsletter-open]')) show();
    };
    document.addEventListener('click', onClick);
    let timer: number | undefined;
    if (autoOpen && mayAutoOpen(window.localStorage, Date.now())) {
      // 60 s after the page was shown, not after this island woke up (it hydrates when idle).
      timer = window.setTimeout(
        () => {
          if (mayAutoOpen(window.localStorage, Date.now())) show();
        },
        Math.max(0, NEWSLETTER_DELAY_MS - performance.now()),
      );
    }
    return () => {
      document.removeEventListener('click', onClick);
      window.clearTimeout(timer);
    };
  }, [autoOpen, show]);

  const choose = (agreement: CollectiveAgreement) => {
    setChosen((current) =>
      current.some((item) => item.idcc === agreement.idcc) ? current : [...current, agreement],
    );
  };
  const remove = (idcc: string) => setChosen((current) => current.filter((item) => item.idcc !== idcc));

  const reset = () => {
    setPrenom('');
    setEmail('');
    setAgreementQuery('');
    setChosen([]);
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!prenom.trim() || !email.trim()) {
      setError(NEWSLETTER_TEXTS.required);
      return;
    }
    if (!SIMPLE_EMAIL_PATTERN.test(email.trim())) {
      setError(NEWSLETTER_TEXTS.badEmail);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await fetchJson('/api/newsletter-subscription', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          prenom: prenom.trim(),
          email: email.trim(),
          conventionsCollectives: chosen.map((agreement) => agreement.idcc),
        }),
      });
      // The API answers the same for a new address and one already subscribed (nobody learns from the
      // form who subscribes): the spec's toast, and a sentence that is true in both cases. Double
      // opt-in: nothing is subscribed before the address follows its link.
      toast({
        title: 'Inscription réussie !',
        description:
          'Plus qu’une étape : confirmez votre inscription avec le lien que nous venons d’envoyer à cette adresse (valable 7 jours). ' +
          'Si elle était déjà inscrite, vos nouveaux choix s’appliqueront une fois le lien ouvert.',
        variant: 'success',
      });
      reset();
      setOpen(false);
    } catch {
      toast({
        title: 'Erreur',
        description: "Une erreur s'est produite lors de l'inscription. Veuillez réessayer.",
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className={styles.dialog}>
          <DialogHeader>
            <DialogTitle>Recevez nos conseils de paie</DialogTitle>
            <DialogDescription>
              Chaque semaine, les changements de taux, les échéances et nos nouveaux articles pour les
              dirigeants.
            </DialogDescription>
          </DialogHeader>
          <form
            className={styles.form}
            onSubmit={onSubmit}
            noValidate
            aria-describedby={error ? ids.error : undefined}
          >
            <div className={styles.field}>
              <Label htmlFor={ids.prenom}>Prénom</Label>
              <Input
                id={ids.prenom}
                name="prenom"
                autoComplete="given-name"
                maxLength={NEWSLETTER_PRENOM_MAX_LENGTH}
                required
                value={prenom}
                onChange={(event) => setPrenom(event.target.value)}
              />
            </div>
            <div className={styles.field}>
              <Label htmlFor={ids.email}>E-mail</Label>
              <Input
                id={ids.email}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={TEXT_MAX_LENGTH}
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <fieldset className={styles.agreements}>
              <legend className={styles.legend}>Conventions collectives (facultatif)</legend>
              {chosen.length > 0 && (
                <ul className={styles.chips} aria-label="Conventions choisies">
                  {chosen.map((agreement) => (
                    <li key={agreement.idcc} className={styles.chip}>
                      <span>
                        {agreement.idcc} · {agreement.titreCourt}
                      </span>
                      <button
                        type="button"
                        className={styles.chipRemove}
                        onClick={() => remove(agreement.idcc)}
                        aria-label={`Retirer la convention ${agreement.idcc} ${agreement.titreCourt}`}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <Label htmlFor={ids.agreements}>Rechercher par intitulé ou par IDCC</Label>
              <Input
                ref={searchRef}
                id={ids.agreements}
                type="search"
                maxLength={OFFICIAL_SEARCH_MAX_LENGTH}
                value={agreementQuery}
                onChange={(event) => setAgreementQuery(event.target.value)}
                placeholder="1486, métallurgie, boulangerie…"
              />
              {failed ? (
                <p className={styles.hint}>La recherche de conventions est momentanément indisponible.</p>
              ) : answered !== null &&
                answered !== '' &&
                answered === agreementQuery.trim() &&
                results.length === 0 ? (
                <p className={styles.hint} role="status">
                  Aucune convention collective trouvée pour « {answered} ».
                </p>
              ) : (
                <ul className={styles.results} aria-label="Conventions collectives trouvées">
                  {results.map((agreement) => {
                    const selected = chosen.some((item) => item.idcc === agreement.idcc);
                    return (
                      <li key={agreement.idcc}>
                        <button
                          type="button"
                          className={styles.result}
                          disabled={selected}
                          onClick={() => choose(agreement)}
                        >
                          <span className={styles.idcc}>{agreement.idcc}</span>
                          <span className={styles.resultTitle}>{agreement.titreCourt}</span>
                          {selected && <span className={styles.selected}>Sélectionnée</span>}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </fieldset>
            {error && (
              <p id={ids.error} className={styles.error} role="alert">
                {error}
              </p>
            )}
            <p className={styles.consent}>
              Vos données servent uniquement à vous envoyer la newsletter. Chaque envoi contient un lien de
              désinscription ; voir notre{' '}
              <a href="/politique-de-confidentialite">politique de confidentialité</a>.
            </p>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Inscription en cours...' : "S'inscrire"}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}
