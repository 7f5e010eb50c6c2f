import { useState } from 'react';

/** What a field needs to show one value of a draft and change it. */
export interface FieldBinding<V> {
  readonly value: V;
  readonly onValue: (value: V) => void;
}

/**
 * A filter form's values as typed, before they are applied: `bind(key)` wires a field
 * (InputField, SelectField, PeriodFields) to one of them.
 */
export function useDraft<T extends object>(initial: T | (() => T)) {
  const [draft, setDraft] = useState(initial);
  const bind = <K extends keyof T>(key: K): FieldBinding<T[K]> => ({
    value: draft[key],
    onValue: (value) => setDraft((previous) => ({ ...previous, [key]: value })),
  });
  return { draft, setDraft, bind };
}
