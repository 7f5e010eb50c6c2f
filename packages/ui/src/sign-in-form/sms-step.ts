/**
 * A step of the SMS second factor (firebase mode): the phone number to enrol (`phone`), or the
 * code sent to `sentTo` (`code`). `submit` sends what was typed and resolves with the next step,
 * or undefined once signed in; it rejects with a Korean message (SecondFactorError).
 */
export interface SmsStep {
  readonly kind: 'phone' | 'code';
  /** Where the code went, partly masked; '' for the phone step. */
  readonly sentTo: string;
  submit(value: string): Promise<SmsStep | undefined>;
}

/** The same steps, `done` called once the last one has signed in. */
export function thenOnSignedIn(step: SmsStep, done: () => Promise<void> | void): SmsStep {
  return {
    ...step,
    submit: async (value) => {
      const next = await step.submit(value);
      if (next) return thenOnSignedIn(next, done);
      await done();
      return undefined;
    },
  };
}
