import {
  type LetterDocument,
  type LetterField,
  type LetterTemplate,
  renderLetter,
} from '@dirigeo/letter-templates';
import { Button } from '@dirigeo/ui/button';
import { FieldError } from '@dirigeo/ui/field-error';
import { Input } from '@dirigeo/ui/input';
import { NativeSelect } from '@dirigeo/ui/native-select';
import { Textarea } from '@dirigeo/ui/textarea';
import { type FormEvent, Fragment, useEffect, useId, useMemo, useState } from 'react';
import {
  type ApiIssue,
  datedToday,
  fieldErrorsOf,
  fileNameOf,
  initialLetterValues,
  LETTER_FORMATS,
  type LetterFormState,
  letterFieldGroups,
  previewSegments,
} from './letter-form.ts';
import * as styles from './letters.css.ts';

export interface LetterTemplateFormProps {
  /** The template of the page, given by the server (only its data: the page loads no other template). */
  readonly template: LetterTemplate;
}

type Download =
  | { readonly state: 'idle' }
  | { readonly state: 'pending'; readonly format: string }
  | {
      readonly state: 'done' | 'failed';
      readonly message: string;
    };

function describedBy(id: string, field: LetterField, error: string | undefined): string | undefined {
  const ids = [field.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(
    (value) => value !== null,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Control({
  id,
  field,
  value,
  error,
  onChange,
}: {
  readonly id: string;
  readonly field: LetterField;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const common = {
    id,
    name: field.name,
    value,
    required: field.required,
    invalid: Boolean(error),
    'aria-describedby': describedBy(id, field, error),
  };
  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={4}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
      return (
        <NativeSelect {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choisissez</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      );
    default:
      return (
        <Input
          {...common}
          type={
            field.kind === 'date'
              ? 'date'
              : field.kind === 'time'
                ? 'time'
                : field.kind === 'email'
                  ? 'email'
                  : 'text'
          }
          inputMode={field.kind === 'money' ? 'decimal' : field.kind === 'number' ? 'numeric' : undefined}
          maxLength={field.kind === 'text' || field.kind === 'email' ? field.maxLength : undefined}
          placeholder={field.placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** A text of the preview, its holes (« [Libellé] ») marked. */
function Filled({ text, missing }: { readonly text: string; readonly missing: readonly string[] }) {
  return (
    <>
      {previewSegments(text, missing).map((segment, index) =>
        segment.hole ? (
          <mark key={index} className={styles.hole}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The letter as the files will print it. */
function Preview({
  letter,
  missing,
}: {
  readonly letter: LetterDocument;
  readonly missing: readonly string[];
}) {
  const block = (lines: readonly string[]) => <Filled text={lines.join('\n')} missing={missing} />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the sheet scrolls on a wide screen: the keyboard must reach it (axe scrollable-region-focusable).
    <article className={styles.sheet} aria-label={`Aperçu : ${letter.title}`} tabIndex={0}>
      <p className={styles.lines}>{block(letter.sender)}</p>
      <p className={styles.recipient}>{block(letter.recipient)}</p>
      <p className={styles.right}>
        <Filled text={letter.placeAndDate} missing={missing} />
      </p>
      {letter.delivery ? (
        <p className={styles.strong}>
          <Filled text={letter.delivery} missing={missing} />
        </p>
      ) : null}
      <p className={styles.strong}>
        Objet&nbsp;: <Filled text={letter.subject} missing={missing} />
      </p>
      <p className={styles.paragraph}>
        <Filled text={letter.salutation} missing={missing} />
      </p>
      {letter.paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          <Filled text={paragraph} missing={missing} />
        </p>
      ))}
      <p className={styles.paragraph}>
        <Filled text={letter.closing} missing={missing} />
      </p>
      <p className={styles.signature}>{block(letter.signature)}</p>
      {letter.countersignature ? (
        <p className={styles.paragraph}>
          <Filled
            text={`${letter.countersignature.text}\n${letter.countersignature.name}`}
            missing={missing}
          />
        </p>
      ) : null}
    </article>
  );
}

/**
 * The form of a letter template, its live preview, and its downloads: the files are made by the API
 * (`POST /api/modeles/{slug}/docx|pdf`) from the same values, checked by the template's schema there;
 * its French messages come back on their fields.
 */
export default function LetterTemplateForm({ template }: LetterTemplateFormProps) {
  const baseId = useId();
  const groups = useMemo(() => letterFieldGroups(template), [template]);
  const [values, setValues] = useState<LetterFormState>(() => initialLetterValues(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const [live, setLive] = useState(false);

  useEffect(() => {
    setValues((current) => datedToday(current, new Date()));
    setLive(true);
  }, []);

  const letter = renderLetter(template, values);
  const labels = new Map([...groups.standard, ...groups.own].map((field) => [field.name, field.label]));
  const missing = letter.missingFields.map((name) => labels.get(name) ?? name);
  const id = (name: string) => `${baseId}-${name}`;

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const save = async (format: 'docx' | 'pdf') => {
    setDownload({ state: 'pending', format });
    try {
      const response = await fetch(`/api/modeles/${encodeURIComponent(template.slug)}/${format}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (response.ok) {
        const fileName = fileNameOf(
          response.headers.get('content-disposition'),
          `modele-${template.slug}.${format}`,
        );
        const url = URL.createObjectURL(await response.blob());
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        setErrors({});
        setDownload({ state: 'done', message: `Le fichier ${fileName} est téléchargé.` });
        return;
      }
      const body: { message?: string; issues?: ApiIssue[] } = await response.json().catch(() => ({}));
      if (response.status === 400 && body.issues) {
        const found = fieldErrorsOf(body.issues);
        setErrors(found);
        setDownload({
          state: 'failed',
          message: 'La lettre n’est pas complète : vérifiez les champs signalés.',
        });
        const first = [...groups.standard, ...groups.own].find((field) => found[field.name]);
        if (first) document.getElementById(id(first.name))?.focus();
        return;
      }
      setDownload({
        state: 'failed',
        message: body.message ?? 'Le fichier n’a pas pu être préparé. Veuillez réessayer.',
      });
    } catch {
      setDownload({
        state: 'failed',
        message: 'Le fichier n’a pas pu être préparé : vérifiez votre connexion.',
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save('docx');
  };

  const renderField = (field: LetterField) => {
    const fieldId = id(field.name);
    const error = errors[field.name];
    return (
      <div key={field.name} className={styles.field}>
        <label className={styles.label} htmlFor={fieldId}>
          {field.label}
          {field.required ? (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {field.help ? (
          <p id={`${fieldId}-help`} className={styles.help}>
            {field.help}
          </p>
        ) : null}
        <Control
          id={fieldId}
          field={field}
          value={values[field.name] ?? ''}
          error={error}
          onChange={(value) => change(field.name, value)}
        />
        <FieldError id={`${fieldId}-error`}>{error}</FieldError>
      </div>
    );
  };

  const pending = download.state === 'pending';
  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={`Remplir : ${template.nom}`}>
        <p className={styles.help}>
          Les champs marqués d’un astérisque (<span className={styles.required}>*</span>) sont obligatoires.
          Rien de ce que vous saisissez n’est conservé.
        </p>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            {template.author === 'employer'
              ? 'L’employeur, le salarié, le lieu et la date'
              : 'Le salarié, l’employeur, le lieu et la date'}
          </legend>
          {groups.standard.map(renderField)}
        </fieldset>
        {groups.own.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Le contenu de la lettre</legend>
            {groups.own.map(renderField)}
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          {LETTER_FORMATS.map(({ format, label }) => (
            <Button
              key={format}
              type={format === 'docx' ? 'submit' : 'button'}
              variant={format === 'docx' ? 'primary' : 'secondary'}
              disabled={!live || pending}
              onClick={format === 'docx' ? undefined : () => void save(format)}
            >
              {pending && download.format === format ? 'Préparation…' : label}
            </Button>
          ))}
        </div>
        <div aria-live="polite">
          {download.state === 'done' ? <p className={styles.status}>{download.message}</p> : null}
          {download.state === 'failed' ? <p className={styles.errorText}>{download.message}</p> : null}
        </div>
      </form>
      <section className={styles.previewBox} aria-labelledby={`${baseId}-preview`}>
        <h2 id={`${baseId}-preview`} className={styles.previewTitle}>
          Aperçu de la lettre
        </h2>
        <Preview letter={letter} missing={missing} />
      </section>
    </div>
  );
}
