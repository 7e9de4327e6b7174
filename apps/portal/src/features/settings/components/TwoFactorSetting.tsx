import type { TwoFactorSetup } from '@dirigeo/schemas';
import { Button, Input, Label, Switch, toast } from '@dirigeo/ui';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor.ts';
import * as styles from './Settings.css.ts';
import * as twoFactorStyles from './TwoFactor.css.ts';

const ID = 'security-two-factor';

type Panel =
  | { kind: 'none' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: readonly string[] }
  | { kind: 'renew' }
  | { kind: 'disable' };

/** The message of a field from an API error (`issues`), or the whole message for the `code` field. */
function fieldError(error: unknown, path: 'code' | 'password'): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) {
    const issue = error.issues.find((candidate) => candidate.path === path);
    if (issue) return issue.message;
    return path === 'code' && !error.issues.some((candidate) => candidate.path === 'password')
      ? error.detail
      : undefined;
  }
  return path === 'code' ? errorMessage(error) : undefined;
}

/** « ABCD EFGH IJKL … »: the key in groups of four, as it is typed into an app by hand. */
function groupsOf(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [secret];
}

/**
 * « Authentification à deux facteurs » (TOTP, RFC 6238), in every plan: the switch turns it on
 * (QR code and key → a first code → the ten recovery codes, shown once) or off (password and code);
 * once on, new recovery codes can replace the old ones.
 */
export function TwoFactorSetting() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const enabled = status.data?.enabled ?? false;

  const onSwitch = (checked: boolean) => {
    if (checked && !enabled) {
      start.mutate(undefined, {
        onSuccess: (setup) => setPanel({ kind: 'setup', setup }),
        onError: (error) =>
          toast({
            title: 'Erreur',
            description: `Impossible de commencer l’activation\u00a0: ${errorMessage(error)}`,
            variant: 'destructive',
          }),
      });
    } else if (!checked && enabled) {
      setPanel({ kind: 'disable' });
    } else {
      setPanel({ kind: 'none' });
    }
  };

  const description = status.isError
    ? `Un code en plus du mot de passe à chaque connexion (état indisponible\u00a0: ${errorMessage(status.error)})`
    : enabled && status.data?.enabledAt
      ? `Activée depuis le ${formatDate(status.data.enabledAt)} · ${recoveryCodesLeftText(status.data.recoveryCodesLeft)}`
      : 'Un code de votre application d’authentification en plus du mot de passe à chaque connexion';

  return (
    <div>
      <div className={styles.settingRow}>
        <div className={styles.settingText}>
          <Label htmlFor={ID}>Authentification à deux facteurs</Label>
          <span id={`${ID}-description`} className={styles.muted}>
            {description}
          </span>
        </div>
        <Switch
          id={ID}
          checked={enabled ? panel.kind !== 'disable' : panel.kind === 'setup' || panel.kind === 'codes'}
          disabled={!status.data || start.isPending || panel.kind === 'codes'}
          aria-describedby={`${ID}-description`}
          onCheckedChange={onSwitch}
        />
      </div>
      {enabled && panel.kind === 'none' ? (
        <div className={styles.actions}>
          <Button type="button" variant="outline" size="sm" onClick={() => setPanel({ kind: 'renew' })}>
            Générer de nouveaux codes de secours
          </Button>
        </div>
      ) : null}
      {panel.kind === 'setup' ? (
        <SetupPanel
          setup={panel.setup}
          onEnabled={(codes) => setPanel({ kind: 'codes', codes })}
          onCancel={() => setPanel({ kind: 'none' })}
        />
      ) : null}
      {panel.kind === 'codes' ? (
        <RecoveryCodesPanel codes={panel.codes} onDone={() => setPanel({ kind: 'none' })} />
      ) : null}
      {panel.kind === 'renew' ? (
        <RenewPanel
          onRenewed={(codes) => setPanel({ kind: 'codes', codes })}
          onCancel={() => setPanel({ kind: 'none' })}
        />
      ) : null}
      {panel.kind === 'disable' ? (
        <DisablePanel onDone={() => setPanel({ kind: 'none' })} onCancel={() => setPanel({ kind: 'none' })} />
      ) : null}
    </div>
  );
}

function recoveryCodesLeftText(left: number): string {
  if (left === 0) return 'aucun code de secours restant';
  return left === 1 ? '1 code de secours restant' : `${left} codes de secours restants`;
}

/** A one-field form asking a code, with its own error. */
function CodeField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={twoFactorStyles.codeField}>
      <FormField id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={32}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

function SetupPanel({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: readonly string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes }) => {
        toast({ title: 'Authentification à deux facteurs activée', variant: 'success' });
        onEnabled(recoveryCodes);
      },
    });
  };
  return (
    <form
      className={twoFactorStyles.panel}
      onSubmit={onSubmit}
      noValidate
      aria-label="Activer la double authentification"
    >
      <ol className={twoFactorStyles.steps}>
        <li className={twoFactorStyles.step}>
          <span>
            Scannez ce QR code avec votre application d’authentification (Google Authenticator, Microsoft
            Authenticator, FreeOTP, 1Password…).
          </span>
          <img
            className={twoFactorStyles.qrCode}
            src={setup.qrCodeDataUrl}
            alt="QR code à scanner avec votre application d’authentification"
            width={192}
            height={192}
          />
        </li>
        <li className={twoFactorStyles.step}>
          <span>Ou saisissez cette clé dans l’application (type «&nbsp;basé sur l’heure&nbsp;»)&nbsp;:</span>
          <p id="two-factor-secret" className={twoFactorStyles.secret}>
            {groupsOf(setup.secret).map((group, index) => (
              <span key={index}>{group}</span>
            ))}
          </p>
        </li>
        <li className={twoFactorStyles.step}>
          <CodeField
            id="two-factor-enable-code"
            label="Code à 6 chiffres affiché par l’application"
            value={code}
            error={fieldError(enable.error, 'code')}
            onChange={(value) => {
              setCode(value);
              enable.reset();
            }}
          />
        </li>
      </ol>
      <div className={styles.actions}>
        <Button type="submit" disabled={enable.isPending || code.trim() === ''}>
          {enable.isPending ? 'Activation…' : 'Activer'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const text = `Codes de secours Dirigeo (chacun ne sert qu’une fois)\n\n${codes.join('\n')}\n`;
  return (
    <section className={twoFactorStyles.panel} aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Vos codes de secours</h3>
      <p className={styles.muted}>
        Chaque code permet une seule connexion si vous n’avez plus accès à votre application. Conservez-les en
        lieu sûr (gestionnaire de mots de passe, papier rangé)&nbsp;: ils ne seront plus affichés.
      </p>
      <ol className={twoFactorStyles.codes} aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'codes-de-secours-dirigeo.txt')
          }
        >
          Télécharger
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => toast({ title: 'Codes copiés', variant: 'success' }),
              () => toast({ title: 'Impossible de copier les codes', variant: 'destructive' }),
            )
          }
        >
          Copier
        </Button>
        <Button type="button" onClick={onDone}>
          J’ai conservé mes codes
        </Button>
      </div>
    </section>
  );
}

function RenewPanel({
  onRenewed,
  onCancel,
}: {
  onRenewed: (codes: readonly string[]) => void;
  onCancel: () => void;
}) {
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    renew.mutate(code, { onSuccess: ({ recoveryCodes }) => onRenewed(recoveryCodes) });
  };
  return (
    <form
      className={twoFactorStyles.panel}
      onSubmit={onSubmit}
      noValidate
      aria-label="Nouveaux codes de secours"
    >
      <p className={styles.muted}>Les codes de secours actuels cesseront de fonctionner.</p>
      <CodeField
        id="two-factor-renew-code"
        label="Code de vérification"
        hint="Le code à 6 chiffres de votre application, ou un code de secours."
        value={code}
        error={fieldError(renew.error, 'code')}
        onChange={(value) => {
          setCode(value);
          renew.reset();
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={renew.isPending || code.trim() === ''}>
          {renew.isPending ? 'Génération…' : 'Générer'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function DisablePanel({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          toast({ title: 'Authentification à deux facteurs désactivée', variant: 'success' });
          onDone();
        },
      },
    );
  };
  return (
    <form
      className={twoFactorStyles.panel}
      onSubmit={onSubmit}
      noValidate
      aria-label="Désactiver la double authentification"
    >
      <p className={styles.muted}>
        Pour désactiver l’authentification à deux facteurs, confirmez avec votre mot de passe et un code. Vos
        codes de secours ne seront plus valables.
      </p>
      <div className={twoFactorStyles.codeField}>
        <FormField
          id="two-factor-disable-password"
          label="Mot de passe"
          error={fieldError(disable.error, 'password')}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                disable.reset();
              }}
            />
          )}
        </FormField>
      </div>
      <CodeField
        id="two-factor-disable-code"
        label="Code de vérification"
        hint="Le code à 6 chiffres de votre application, ou un code de secours."
        value={code}
        error={fieldError(disable.error, 'code')}
        onChange={(value) => {
          setCode(value);
          disable.reset();
        }}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="destructive"
          disabled={disable.isPending || password === '' || code.trim() === ''}
        >
          {disable.isPending ? 'Désactivation…' : 'Désactiver'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
