import { useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { SignInFormClassNames } from './sign-in-form';

/**
 * A form's submit, once at a time: a second press while `run` is under way is ignored (the state
 * is a render behind a fast second press, the ref is not); a failure becomes `describe`'s message.
 */
export function useSubmitOnce(run: () => Promise<void>, describe: (error: unknown) => string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pendingRef = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setError(null);
    try {
      await run();
    } catch (caught) {
      setError(describe(caught));
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };
  return { pending, error, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}

/**
 * A labelled input with an optional hint; the hint and `describedBy` (the form's error, when
 * shown) describe it.
 */
export function Field({
  cn,
  id,
  label,
  hint,
  describedBy,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  readonly cn: SignInFormClassNames;
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly describedBy?: string;
}) {
  const hintId = `${id}-hint`;
  const description = [hint === undefined ? '' : hintId, describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className={cn.field}>
      <label className={cn.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={cn.input} {...input} aria-describedby={description || undefined} />
      {hint === undefined ? null : (
        <small id={hintId} className={cn.hint}>
          {hint}
        </small>
      )}
    </div>
  );
}

/** The form's failure, announced, after its prefix ("로그인 실패: "). */
export function FormError({
  cn,
  id,
  prefix,
  error,
}: {
  readonly cn: SignInFormClassNames;
  readonly id: string;
  readonly prefix: string;
  readonly error: string | null;
}) {
  return error === null ? null : (
    <p id={id} className={cn.error} role="alert">
      {prefix}
      {error}
    </p>
  );
}
