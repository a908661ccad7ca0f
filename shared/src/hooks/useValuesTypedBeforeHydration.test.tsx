import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  carryTypedValues,
  type TypedValues,
  useValuesTypedBeforeHydration,
  valuesTypedInto,
} from './useValuesTypedBeforeHydration';

/** A controlled form of every kind of control, showing its state so a test can read it. */
function Form() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TypedValues>({ name: '', note: '', size: 's', agree: false, color: 'red' });
  useValuesTypedBeforeHydration(formRef, (typed) => setValues((current) => ({ ...current, ...typed })));
  const set = (name: string) => (value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <form ref={formRef}>
      <input name="name" value={String(values.name)} onChange={(event) => set('name')(event.target.value)} />
      <textarea name="note" value={String(values.note)} onChange={(event) => set('note')(event.target.value)} />
      <select name="size" value={String(values.size)} onChange={(event) => set('size')(event.target.value)}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <input
        name="agree"
        type="checkbox"
        checked={values.agree === true}
        onChange={(event) => set('agree')(event.target.checked)}
      />
      {['red', 'blue'].map((color) => (
        <input
          key={color}
          name="color"
          type="radio"
          value={color}
          checked={values.color === color}
          onChange={() => set('color')(color)}
        />
      ))}
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

const control = <T extends Element>(selector: string) => document.querySelector(selector) as T;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('values typed before hydration', () => {
  it('reads nothing from a form as the page rendered it', () => {
    document.body.innerHTML = renderToString(<Form />);
    expect(valuesTypedInto(control<HTMLFormElement>('form'))).toEqual({});
  });

  it('become the state as the server form hydrates, and stay on screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    // The visitor, before the code runs: types, chooses, ticks.
    control<HTMLInputElement>('input[name="name"]').value = 'Sanne';
    control<HTMLTextAreaElement>('textarea').value = 'Een webshop, graag.';
    control<HTMLSelectElement>('select').value = 'm';
    control<HTMLInputElement>('input[type="checkbox"]').checked = true;
    control<HTMLInputElement>('input[value="blue"]').checked = true;

    await act(async () => {
      hydrateRoot(container, <Form />);
    });

    expect(JSON.parse(control<HTMLOutputElement>('output').textContent ?? '')).toEqual({
      name: 'Sanne',
      note: 'Een webshop, graag.',
      size: 'm',
      agree: true,
      color: 'blue',
    });
    expect(control<HTMLInputElement>('input[name="name"]').value).toBe('Sanne');
    expect(control<HTMLTextAreaElement>('textarea').value).toBe('Een webshop, graag.');
    expect(control<HTMLInputElement>('input[value="blue"]').checked).toBe(true);
  });
});

describe('values carried to a form rendered afresh', () => {
  it('start the new form in the same place from what the replaced one held, once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    control<HTMLInputElement>('input[name="name"]').value = 'Sanne';
    control<HTMLInputElement>('input[type="checkbox"]').checked = true;

    // Another release's code renders the part in the browser instead of hydrating it.
    carryTypedValues(container);
    container.innerHTML = '';
    const root = createRoot(container);
    await act(async () => root.render(<Form key="fresh" />));
    expect(JSON.parse(control<HTMLOutputElement>('output').textContent ?? '')).toMatchObject({
      name: 'Sanne',
      agree: true,
    });
    expect(control<HTMLInputElement>('input[name="name"]').value).toBe('Sanne');

    await act(async () => root.render(<Form key="again" />));
    expect(control<HTMLInputElement>('input[name="name"]').value).toBe('');
    await act(async () => root.unmount());
  });
});

describe('values typed into a server form that React throws away', () => {
  /** The form of another release: the same fields under a text the server HTML does not have. */
  function NewerForm() {
    return (
      <>
        <p>Nieuwe tekst</p>
        <Form />
      </>
    );
  }

  it('start the form React renders in its place, as typed up to that moment', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<p>Oude tekst</p>${renderToString(<Form />)}`;
    document.body.append(container);
    // The visitor types as a browser reports it: the value changes, then an input event.
    const name = control<HTMLInputElement>('input[name="name"]');
    name.value = 'Sanne';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const note = control<HTMLTextAreaElement>('textarea');
    note.value = 'Een webshop, graag.';
    note.dispatchEvent(new Event('input', { bubbles: true }));

    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <NewerForm />, { onRecoverableError: (error) => recovered.push(error) });
    });

    // React did not hydrate this HTML: it rendered a new form, which starts from the typing.
    expect(recovered).not.toEqual([]);
    expect(container.querySelector('p')?.textContent).toBe('Nieuwe tekst');
    expect(JSON.parse(control<HTMLOutputElement>('output').textContent ?? '')).toMatchObject({
      name: 'Sanne',
      note: 'Een webshop, graag.',
    });
    expect(control<HTMLInputElement>('input[name="name"]').value).toBe('Sanne');
  });
});
