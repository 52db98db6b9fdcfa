import { Select } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { ADD_USER_COUNTRY_OPTIONS, NO_COUNTRY_LABEL } from './addUserForm';

export interface CountrySelectProps {
  /** A country code, or '' for no country. */
  value: string;
  onChange: (code: string) => void;
}

/**
 * The user form's country (rules §25): typing filters the countries (the search starts empty, never after the
 * chosen label), the first match is highlighted, and Enter picks it; Enter never submits the form from here.
 * No country is the empty field (its placeholder), reached with the clear button.
 */
export function CountrySelect({ value, onChange }: CountrySelectProps) {
  return (
    <Select
      label="Country"
      placeholder={NO_COUNTRY_LABEL}
      data={ADD_USER_COUNTRY_OPTIONS}
      value={value === '' ? null : value}
      onChange={(code) => onChange(code ?? '')}
      searchable
      clearable
      selectFirstOptionOnChange
      nothingFoundMessage="No country found"
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': 'Clear the country' }}
      // Typing replaces the chosen country instead of appending to its name.
      onFocus={(event) => event.currentTarget.select()}
      // The list picks the highlighted country on Enter (Mantine); a closed list must not submit the form.
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
