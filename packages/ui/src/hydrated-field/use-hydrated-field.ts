import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';

/** A form control a page may render on the server. */
export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor typed, ticked or chose in a server-rendered control before the page's script took
 * it over is in the DOM, not in the component's state: React hydrates a controlled field without
 * touching what it shows, so the state still holds the server's value, the next render writes that
 * back over the visitor's input and a submit sends it. When the control mounts (in the commit that
 * hydrates it, before anything renders again) this compares what it shows with what was rendered
 * and hands a difference to `adopt`, so the state takes it. After that, `onChange` keeps them
 * together as usual. In a page rendered by the browser the two never differ, and nothing happens.
 */
function useShownAtMount<E extends FormControl, V>(
  rendered: V,
  read: (control: E) => V,
  adopt: (shown: V) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const adoptShown = useEffectEvent(() => {
    const control = ref.current;
    if (!control) return;
    const shown = read(control);
    if (shown !== rendered) adopt(shown);
  });
  // Once, at mount: later input reaches the state through the control's onChange.
  useLayoutEffect(() => adoptShown(), []);
  return ref;
}

const readValue = (control: FormControl): string => control.value;
const readChecked = (control: HTMLInputElement): boolean => control.checked;

/**
 * For a controlled text field, text area or select: pass the ref it returns to the control, the
 * value it renders and the setter its onChange calls (docs/architecture.md §3, "Before
 * hydration").
 */
export function useHydratedValue<E extends FormControl = HTMLInputElement>(
  value: string,
  onValue: (shown: string) => void,
): RefObject<E | null> {
  return useShownAtMount<E, string>(value, readValue, onValue);
}

/** For a controlled checkbox or radio button: as useHydratedValue, with whether it is ticked. */
export function useHydratedChecked(
  checked: boolean,
  onChecked: (shown: boolean) => void,
): RefObject<HTMLInputElement | null> {
  return useShownAtMount<HTMLInputElement, boolean>(checked, readChecked, onChecked);
}
