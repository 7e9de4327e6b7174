import type { PasswordStrength } from '@dirigeo/schemas/password-strength';
import { useEffect, useState } from 'react';
import * as styles from './PasswordStrengthHint.css.ts';

interface PasswordStrengthHintProps {
  id: string;
  password: string;
  /** The account's own words (username, names, company): guessable too. */
  userInputs?: readonly string[];
}

/**
 * The strength of the password being typed, by the API's own rule (`estimatePasswordStrength`):
 * five bars and a word, and the API's refusal before the form is sent. Its dictionaries (≈ 1 MB)
 * load with the first character typed.
 */
export function PasswordStrengthHint({ id, password, userInputs = [] }: PasswordStrengthHintProps) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\u0000');
  useEffect(() => {
    if (password === '') {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void import('@dirigeo/schemas/password-strength').then(({ estimatePasswordStrength }) => {
        if (current) setStrength(estimatePasswordStrength(password, inputsKey.split('\u0000')));
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!strength) {
    return (
      <p id={id} className={styles.text}>
        8 caractères au minimum. Une phrase de plusieurs mots est plus sûre et plus facile à retenir.
      </p>
    );
  }
  const tone = strength.tooGuessable ? 'weak' : strength.score >= 3 ? 'strong' : 'fair';
  return (
    <div id={id} className={styles.hint} aria-live="polite">
      <div className={styles.meter} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((level) => (
          <span
            key={level}
            className={`${styles.segment} ${level <= strength.score ? styles.filled[tone] : ''}`}
          />
        ))}
      </div>
      {strength.tooGuessable ? (
        <p className={styles.refused}>
          Robustesse : {strength.label.toLowerCase()}. Ce mot de passe est trop courant ou trop facile à
          deviner
          {strength.warning ? ` (${strength.warning.replace(/\.$/, '')})` : ''}.
        </p>
      ) : (
        <p className={styles.text}>Robustesse : {strength.label.toLowerCase()}.</p>
      )}
    </div>
  );
}
