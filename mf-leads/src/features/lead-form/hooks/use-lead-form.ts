import { useCallback, useRef, useState } from 'react';
import type { SiteConfig } from '@gagyeong/contracts';
import { leadFieldErrors, type LeadForm, type LeadInput } from '@gagyeong/contracts/leads';
import { newLeadId } from '../api/new-lead-id';
import { sendLead } from '../api/send-lead';

export interface LeadValues {
  readonly name: string;
  readonly phone: string;
  readonly message: string;
  readonly consent: boolean;
  /** Honeypot: bound to a field people never see, so it stays empty unless a bot fills it. */
  readonly _gotcha: string;
}

export const EMPTY_VALUES: LeadValues = { name: '', phone: '', message: '', consent: false, _gotcha: '' };

/** docs/product.md §4: editing → submitting → a result (success, non-ok answer, or no answer). */
export type LeadStatus = 'editing' | 'submitting' | 'success' | 'failure' | 'network';

export interface LeadFormState {
  readonly values: LeadValues;
  readonly status: LeadStatus;
  /** The server's reason for a refusal, when it gave one. */
  readonly detail: string | undefined;
  readonly setValue: <K extends keyof LeadValues>(field: K, value: LeadValues[K]) => void;
  /** Sends the values; `formElement`, the form sent, is reset after a success (see below). */
  readonly submit: (formElement?: HTMLFormElement) => Promise<void>;
  /** From a failure back to the form, with what the visitor typed. */
  readonly backToForm: () => void;
  /** From a success to an empty form. */
  readonly startOver: () => void;
}

function contentKey(values: LeadValues): string {
  return JSON.stringify([values.name, values.phone, values.message]);
}

/**
 * One lead form's state. Resending unchanged input after a failure reuses the submission id, so
 * a lead that reached the server before its answer was lost is stored once; changed input (a new
 * lead, as far as the visitor is concerned) gets a new id.
 */
export function useLeadForm({ config, form }: { config: SiteConfig; form: LeadForm }): LeadFormState {
  const [values, setValues] = useState<LeadValues>(EMPTY_VALUES);
  const [status, setStatus] = useState<LeadStatus>('editing');
  const [detail, setDetail] = useState<string | undefined>(undefined);
  const lastAttempt = useRef<{ key: string; id: string } | null>(null);
  const inFlight = useRef(false);

  const setValue = useCallback(<K extends keyof LeadValues>(field: K, value: LeadValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Typing a new lead after a success: the old "completed" message no longer applies.
    setStatus((previous) => (previous === 'success' ? 'editing' : previous));
  }, []);

  const submit = useCallback(
    async (formElement?: HTMLFormElement) => {
      if (inFlight.current) return; // a double click sends once
      inFlight.current = true;
      const key = contentKey(values);
      const id = lastAttempt.current?.key === key ? lastAttempt.current.id : newLeadId();
      lastAttempt.current = { key, id };
      const lead: LeadInput = {
        id,
        form,
        name: values.name,
        phone: values.phone,
        ...(values.message.trim() !== '' ? { message: values.message } : {}),
        consent: values.consent,
        _gotcha: values._gotcha,
      };
      // The server's rule, checked here first (invisible names, control characters…): the visitor
      // hears why at once, also when the form posts to a form-collection service that would not say.
      const problem = Object.values(leadFieldErrors(lead))[0];
      if (problem !== undefined) {
        inFlight.current = false;
        setDetail(problem);
        setStatus('failure');
        return;
      }
      setStatus('submitting');
      setDetail(undefined);
      try {
        const outcome = await sendLead(config, lead);
        if (outcome.kind === 'success') {
          lastAttempt.current = null;
          // The submit marked every field as interacted with, so the browser would paint the emptied
          // required fields as invalid (:user-invalid) beside the success message; a form's reset
          // clears that mark. Its values follow the state, which empties them just after.
          formElement?.reset();
          setValues(EMPTY_VALUES);
          setStatus('success');
        } else if (outcome.kind === 'failure') {
          setDetail(outcome.detail);
          setStatus('failure');
        } else {
          setStatus('network');
        }
      } finally {
        inFlight.current = false;
      }
    },
    [config, form, values],
  );

  const backToForm = useCallback(() => {
    setStatus('editing');
    setDetail(undefined);
  }, []);

  const startOver = useCallback(() => {
    setValues(EMPTY_VALUES);
    setStatus('editing');
    setDetail(undefined);
  }, []);

  return { values, status, detail, setValue, submit, backToForm, startOver };
}
