import { useState } from 'react';
import { parseAddUser, type AddUserValues } from './addUserForm';

/** The state of Add User and Edit User: values, touched fields and their errors, parsed with the shared schema. */
export function useUserForm(initial: AddUserValues, emptyRacetime: 'keep' | 'unlink', onChange: () => void) {
  const [values, setValues] = useState<AddUserValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof AddUserValues, boolean>>>({});
  const parsed = parseAddUser(values, emptyRacetime);
  const errorFor = (field: keyof AddUserValues) => (!parsed.ok && touched[field] ? parsed.errors[field] : undefined);
  const set = <K extends keyof AddUserValues>(field: K, value: AddUserValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    onChange();
  };
  const touch = (field: keyof AddUserValues) => () => setTouched((current) => ({ ...current, [field]: true }));
  const reset = (next: AddUserValues) => {
    setValues(next);
    setTouched({});
  };
  return { values, parsed, errorFor, set, touch, reset };
}
