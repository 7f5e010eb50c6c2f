import { useRef, useState, type FormEvent } from 'react';

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
