import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@dirigeo/ui';
import type { Ref } from 'react';
import type { FieldControlProps } from '../../ui/FormField.tsx';

interface ChoiceSelectProps<Choice extends string> extends FieldControlProps {
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  placeholder: string;
  /** From react-hook-form's Controller, so that a refused choice gets the focus. */
  field: {
    value: Choice | undefined;
    onChange: (value: Choice) => void;
    onBlur: () => void;
    ref: Ref<HTMLButtonElement>;
  };
}

/** A Select over a fixed list of choices, bound to a form field, with its label's id and error state. */
export function ChoiceSelect<Choice extends string>({
  choices,
  labels,
  placeholder,
  field: { value, onChange, onBlur, ref },
  ...control
}: ChoiceSelectProps<Choice>) {
  return (
    <Select
      value={value ?? ''}
      onValueChange={(selected) => {
        const choice = choices.find((candidate) => candidate === selected);
        if (choice !== undefined) onChange(choice);
      }}
    >
      <SelectTrigger {...control} ref={ref} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice} value={choice}>
            {labels[choice]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
