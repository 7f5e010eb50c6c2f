import { useId, useRef, useState, type FormEvent } from 'react';
import { AUTH_LIMITS } from '@gagyeong/contracts/auth';
import { SMS_SECOND_FACTOR_ERRORS, SMS_SECOND_FACTOR_TEXT as TEXT } from '@gagyeong/contracts/second-factor-sms';
import { useHydratedValue } from '../hydrated-field/use-hydrated-field';
import type { SignInFormClassNames } from './sign-in-form';
import type { SmsStep } from './sms-step';

function messageOf(error: unknown): string {
  // SecondFactorError carries its Korean message; anything else is not fit to show.
  return error instanceof Error && error.name === 'SecondFactorError'
    ? error.message
    : SMS_SECOND_FACTOR_ERRORS.unexpected;
}

/**
 * The SMS steps of firebase mode, after the password was accepted: the phone number to enrol, then
 * the code sent to it. A failure is announced and keeps what was typed; "처음부터 다시" returns to
 * the email and password. Fetched with the first step (sign-in-form.tsx), never on a first load.
 */
export function SmsStepForm({
  step: first,
  classNames: cn = {},
  onRestart,
}: {
  readonly step: SmsStep;
  readonly classNames?: SignInFormClassNames;
  readonly onRestart: () => void;
}) {
  const [step, setStep] = useState(first);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pendingRef = useRef(false);
  const valueRef = useHydratedValue(value, setValue);
  const id = useId();
  const phone = step.kind === 'phone';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setError(null);
    try {
      const next = await step.submit(value.trim());
      if (next) {
        setStep(next);
        setValue('');
      }
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const describedBy = [`${id}-hint`, error === null ? '' : `${id}-error`].filter(Boolean).join(' ');
  return (
    <form className={cn.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={cn.heading}>
        {phone ? TEXT.enrolTitle : TEXT.codeTitle}
      </h2>
      <p className={cn.intro}>{phone ? TEXT.enrolIntro : TEXT.codeIntro(step.sentTo)}</p>
      <div className={cn.fields}>
        <div className={cn.field}>
          <label className={cn.label} htmlFor={`${id}-value`}>
            {phone ? TEXT.phone : TEXT.code}
          </label>
          <input
            // A new step is a new field: nothing of the phone number stays in the code field.
            key={step.kind}
            ref={valueRef}
            id={`${id}-value`}
            className={cn.input}
            type={phone ? 'tel' : 'text'}
            name={phone ? 'phone' : 'code'}
            inputMode={phone ? 'tel' : 'numeric'}
            autoComplete={phone ? 'tel' : 'one-time-code'}
            required
            maxLength={AUTH_LIMITS.code}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={describedBy}
          />
          <small id={`${id}-hint`} className={cn.hint}>
            {phone ? TEXT.phoneHint : TEXT.codeHint}
          </small>
        </div>
        <button type="submit" className={cn.submit} aria-disabled={pending} aria-busy={pending}>
          {pending ? TEXT.working : phone ? TEXT.sendCode : TEXT.confirm}
        </button>
        <button type="button" className={cn.secondary ?? cn.submit} onClick={onRestart}>
          {TEXT.restart}
        </button>
      </div>
      {error === null ? null : (
        <p id={`${id}-error`} className={cn.error} role="alert">
          {TEXT.failedPrefix}
          {error}
        </p>
      )}
    </form>
  );
}
