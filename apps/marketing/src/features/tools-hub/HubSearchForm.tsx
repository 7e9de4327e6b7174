import { OFFICIAL_SEARCH_MAX_LENGTH } from '@dirigeo/schemas/constants';
import { Button } from '@dirigeo/ui/button';
import { Input } from '@dirigeo/ui/input';
import { Label } from '@dirigeo/ui/label';
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import * as styles from './tools-hub.css.ts';

export interface HubSearchFormProps {
  /** The page the form sends `?q=` to without JavaScript. */
  action: string;
  label: string;
  placeholder: string;
  hint: ReactNode;
  /** The field's value and its setter (`useAddressLocation`'s draft). */
  draft: string;
  onDraft: (draft: string) => void;
  input: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  minLength?: number;
  autoComplete?: 'off';
  /** Hidden fields sent with the search (the category chosen, for instance). */
  children?: ReactNode;
}

/** A tools hub panel's search: a labelled field with its hint, and « Rechercher ». */
export function HubSearchForm(props: HubSearchFormProps) {
  const searchId = useId();
  const hintId = useId();
  return (
    <search>
      <form className={styles.searchForm} action={props.action} method="get" onSubmit={props.onSubmit}>
        <div className={styles.searchField}>
          <Label htmlFor={searchId}>{props.label}</Label>
          <Input
            id={searchId}
            ref={props.input}
            type="search"
            name="q"
            minLength={props.minLength}
            maxLength={OFFICIAL_SEARCH_MAX_LENGTH}
            value={props.draft}
            onChange={(event) => props.onDraft(event.target.value)}
            placeholder={props.placeholder}
            aria-describedby={hintId}
            autoComplete={props.autoComplete}
          />
          <span id={hintId} className={styles.hint}>
            {props.hint}
          </span>
        </div>
        {props.children}
        <Button className={styles.searchButton} type="submit">
          Rechercher
        </Button>
      </form>
    </search>
  );
}
