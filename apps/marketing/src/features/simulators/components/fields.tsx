import { FieldError } from '@dirigeo/ui/field-error';
import { Input } from '@dirigeo/ui/input';
import { NativeSelect } from '@dirigeo/ui/native-select';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './simulators.css.ts';

/** The ids of a field's help and error, for `aria-describedby`. */
function describedBy(id: string, help: ReactNode, error: string | undefined): string | undefined {
  const ids = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter((value) => value !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly help?: ReactNode;
  readonly error?: string | undefined;
}

interface TextFieldProps extends FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'date';
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly narrow?: boolean;
  readonly placeholder?: string;
}

/** A labelled input, its help under the label, its error under the input. */
export function TextField({
  id,
  label,
  help,
  error,
  value,
  onChange,
  type = 'text',
  inputMode,
  narrow = false,
  placeholder,
}: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      <Input
        id={id}
        type={type}
        value={value}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete="off"
        className={narrow ? styles.narrowInput : undefined}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, help, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** An amount in euros, typed as a French visitor types it. */
export function EurosField(props: Omit<TextFieldProps, 'inputMode' | 'type'>) {
  return <TextField {...props} inputMode="decimal" narrow placeholder={props.placeholder ?? '0,00'} />;
}

/** A date, as the browser's date picker gives it. */
export function DateField(props: Omit<TextFieldProps, 'inputMode' | 'type' | 'narrow'>) {
  return <TextField {...props} type="date" narrow />;
}

export interface ChoiceOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
  readonly hint?: string;
}

interface ChoiceFieldProps<Value extends string> extends Omit<FieldProps, 'label'> {
  readonly legend: string;
  readonly value: Value | '';
  readonly options: readonly ChoiceOption<Value>[];
  readonly onChange: (value: Value) => void;
  /** Short answers (oui, non) side by side. */
  readonly inline?: boolean;
}

/**
 * One answer among a few, as the browser's own radio buttons in a fieldset: the first radio carries
 * `id`, so that « Suivant » can focus an unanswered question.
 */
export function ChoiceField<Value extends string>({
  id,
  legend,
  help,
  error,
  value,
  options,
  onChange,
  inline = false,
}: ChoiceFieldProps<Value>) {
  return (
    <fieldset className={styles.choices} aria-describedby={describedBy(id, help, error)}>
      <legend className={styles.legend}>{legend}</legend>
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      <div className={inline ? styles.inlineChoices : styles.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={inline ? styles.inlineChoice : styles.choice}>
            <input
              id={index === 0 ? id : `${id}-${option.value}`}
              className={styles.choiceInput}
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{option.label}</span>
              {option.hint ? <span className={styles.help}>{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

const yesNo = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
] as const;

/** A yes/no question. */
export function YesNoField(
  props: Omit<ChoiceFieldProps<'oui' | 'non'>, 'options' | 'inline'> & { readonly value: '' | 'oui' | 'non' },
) {
  return <ChoiceField {...props} options={yesNo} inline />;
}

interface SelectFieldProps extends FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The first, empty option (« Choisissez »). */
  readonly placeholder: string;
}

/** A labelled list of options, the browser's own. */
export function SelectField({
  id,
  label,
  help,
  error,
  value,
  onChange,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      <NativeSelect
        id={id}
        value={value}
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, help, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
