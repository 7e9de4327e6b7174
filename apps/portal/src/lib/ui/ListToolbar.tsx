import { Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@dirigeo/ui';
import * as styles from './ListToolbar.css.ts';

/** One choice of the toolbar's filter; `value` is what the list filters on, `label` what the menu shows. */
export interface ListFilterOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ListToolbarProps<Value extends string> {
  /** The text search: its field's id, label and example, and the text typed. */
  search: { id: string; label: string; placeholder: string; value: string; onChange: (text: string) => void };
  /** The one filter beside it (a year, a category), « all » included among its options. */
  filter: {
    id: string;
    label: string;
    value: Value;
    options: readonly ListFilterOption<Value>[];
    onChange: (value: Value) => void;
  };
  /** Where the toolbar sits in its page (a margin), when the page's own layout does not space it. */
  className?: string;
}

/** A list's search landmark: a text search and one filter, side by side from the small breakpoint. */
export function ListToolbar<Value extends string>({ search, filter, className }: ListToolbarProps<Value>) {
  const choose = (value: string) => {
    const option = filter.options.find((candidate) => candidate.value === value);
    if (option) filter.onChange(option.value);
  };
  return (
    <search className={className ? `${styles.toolbar} ${className}` : styles.toolbar}>
      <div className={styles.searchField}>
        <Label htmlFor={search.id}>{search.label}</Label>
        <Input
          id={search.id}
          type="search"
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
      </div>
      <div className={styles.filterField}>
        <Label htmlFor={filter.id}>{filter.label}</Label>
        <Select value={filter.value} onValueChange={choose}>
          <SelectTrigger id={filter.id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {filter.options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
