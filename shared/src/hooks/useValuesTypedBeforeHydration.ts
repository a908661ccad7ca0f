import { type RefObject, useLayoutEffect, useRef } from 'react';

/** What a visitor changed in a form's named controls: text as typed, a checkbox as ticked, a choice as made. */
export type TypedValues = Record<string, string | boolean>;

function changedValue(control: Element): string | boolean | undefined {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox') return control.checked === control.defaultChecked ? undefined : control.checked;
    // A radio group reports its newly checked member.
    if (control.type === 'radio') return control.checked && !control.defaultChecked ? control.value : undefined;
    if (['button', 'submit', 'reset', 'image', 'file', 'hidden'].includes(control.type)) return undefined;
    return control.value === control.defaultValue ? undefined : control.value;
  }
  if (control instanceof HTMLTextAreaElement) return control.value === control.defaultValue ? undefined : control.value;
  if (control instanceof HTMLSelectElement) {
    const changed = Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
    return changed ? control.value : undefined;
  }
  return undefined;
}

/** Every named control of `form` whose value differs from what the page rendered into it. */
export function valuesTypedInto(form: HTMLFormElement): TypedValues {
  const typed: TypedValues = {};
  for (const control of Array.from(form.elements)) {
    const name = control.getAttribute('name');
    const value = changedValue(control);
    if (name && value !== undefined) typed[name] = value;
  }
  return typed;
}

/** What the forms held when their HTML was about to be replaced, by their place among the document's forms. */
const carried = new Map<number, TypedValues>();

const placeOf = (form: HTMLFormElement) => Array.prototype.indexOf.call(document.forms, form);

/**
 * Keeps what was typed into the forms inside `part` before the part is rendered afresh (its server
 * HTML replaced by another release's render): the new forms in the same places start from it.
 */
export function carryTypedValues(part: Element): void {
  for (const form of part.querySelectorAll('form')) {
    const typed = valuesTypedInto(form);
    if (Object.keys(typed).length > 0) carried.set(placeOf(form), typed);
  }
}

/** What was carried over to the form in this place, once. */
function takeCarriedValues(form: HTMLFormElement): TypedValues {
  const place = placeOf(form);
  const typed = carried.get(place) ?? {};
  carried.delete(place);
  return typed;
}

/**
 * A server-rendered form takes typing before its code runs: the browser keeps what was typed, but React
 * hydrates with the state the server rendered (empty fields), and its next render would write that
 * back over them. As the form goes live (before the browser paints or handles the next input), hands
 * what the visitor typed, ticked or chose to `adopt`, so the form's state starts from it. A form
 * rendered afresh in the place of one that held typing (`carryTypedValues`) starts from that; any
 * other form rendered in the browser has nothing typed yet, and `adopt` is not called.
 */
export function useValuesTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: TypedValues) => void,
): void {
  // Read once, at the hand-over; a ref so the first render's callback need not be the one kept.
  const adoptTyped = useRef(adopt);
  adoptTyped.current = adopt;
  useLayoutEffect(() => {
    const form = formRef.current;
    const typed = form ? { ...takeCarriedValues(form), ...valuesTypedInto(form) } : {};
    if (Object.keys(typed).length > 0) adoptTyped.current(typed);
  }, [formRef]);
}
