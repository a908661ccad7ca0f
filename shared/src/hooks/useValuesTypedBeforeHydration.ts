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
/** Forms whose state React holds: what is typed into them is theirs, not kept here. */
const liveForms = new WeakSet<HTMLFormElement>();

const placeOf = (form: HTMLFormElement) => Array.prototype.indexOf.call(document.forms, form);

/** Keeps what a server form holds now, until the form in its place goes live. */
function keepTyping(form: HTMLFormElement | null | undefined): void {
  if (!form || liveForms.has(form)) return;
  const typed = valuesTypedInto(form);
  if (Object.keys(typed).length > 0) carried.set(placeOf(form), typed);
}

/**
 * React may throw a server form away instead of hydrating it (HTML that does not match the code, as
 * after a release): it renders a new, empty one in its place. So what is typed into a server form is
 * kept as it is typed, from the moment this code loads (what was typed before is read then), and the
 * form that goes live in that place starts from it, whichever way it was rendered.
 */
if (typeof document !== 'undefined') {
  for (const form of Array.from(document.forms)) keepTyping(form);
  const onTyping = (event: Event) => {
    const target = event.target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    )
      keepTyping(target.form);
  };
  document.addEventListener('input', onTyping, true);
  document.addEventListener('change', onTyping, true);
}

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
 * rendered afresh in the place of one that held typing (`carryTypedValues`, or a server form React
 * threw away) starts from that; any other form rendered in the browser has nothing typed yet, and
 * `adopt` is not called.
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
    if (!form) return;
    const typed = { ...takeCarriedValues(form), ...valuesTypedInto(form) };
    liveForms.add(form);
    if (Object.keys(typed).length > 0) adoptTyped.current(typed);
  }, [formRef]);
}
