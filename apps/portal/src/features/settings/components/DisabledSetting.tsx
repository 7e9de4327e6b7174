import { Label, Switch } from '@dirigeo/ui';
import * as styles from './Settings.css.ts';

interface DisabledSettingProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
}

/**
 * A switch shown as the spec describes it (spec 000 §2) but not yet active: disabled, and saying
 * why, so that nobody takes it for a setting that applies.
 */
export function DisabledSetting({ id, label, description, checked }: DisabledSettingProps) {
  return (
    <div className={styles.settingRow}>
      <div className={styles.settingText}>
        <Label htmlFor={id}>{label}</Label>
        <span id={`${id}-description`} className={styles.muted}>
          {description} — Bientôt disponible
        </span>
      </div>
      <Switch id={id} checked={checked} disabled aria-describedby={`${id}-description`} />
    </div>
  );
}
