import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { ChevronDownIcon } from './icons.tsx';

/** One choice of a SelectField: its key, what it says, and its language when that is not the interface's. */
export interface SelectOption {
  readonly id: string;
  readonly name: string;
  readonly lang?: string;
}

export interface SelectFieldProps {
  readonly label: string;
  /** The chosen option's id; null shows the placeholder. */
  readonly value: string | null;
  readonly options: readonly SelectOption[];
  readonly onChange: (id: string) => void;
  readonly placeholder?: string;
  /** Shown under the field, and marks it invalid. */
  readonly errorMessage?: string | undefined;
  readonly autoFocus?: boolean;
  /** Read with the field (its description) and shown under it. */
  readonly description?: string;
  readonly isDisabled?: boolean;
  readonly className?: string;
  readonly labelClassName?: string;
}

/**
 * A labelled drop-down choice (React Aria's Select: a button that opens a
 * list box, arrow keys and type-ahead, the choice announced): every select of
 * the app, in one look.
 */
export function SelectField({ label, value, options, onChange, placeholder, errorMessage, autoFocus, description, isDisabled, className = 'field', labelClassName = 'field-label' }: SelectFieldProps) {
  return (
    <Select
      className={className}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isInvalid={errorMessage !== undefined}
      {...(placeholder === undefined ? {} : { placeholder })}
      {...(autoFocus === undefined ? {} : { autoFocus })}
      {...(isDisabled === undefined ? {} : { isDisabled })}
    >
      <Label className={labelClassName}>{label}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      {description !== undefined && (
        <Text slot="description" className="field-note">
          {description}
        </Text>
      )}
      {errorMessage !== undefined && (
        <Text slot="errorMessage" className="field-error">
          {errorMessage}
        </Text>
      )}
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} {...(option.lang === undefined ? {} : { lang: option.lang })} className="listbox-item">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
