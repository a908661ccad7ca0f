import { paths } from '@codekade/shared/routes';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFormText, validationText } from '../content/contact-form';
import { stubBrowserForForm } from '../lib/browser-stubs.test-helper';
import { CONTACT_FIELD_NAMES, contactField } from '../lib/contact-fields.mjs';
import { everyField } from '../lib/contact-fields.test-helper';
import type { ContactMessage } from '../lib/contact-form-validation';
import { ContactForm } from './ContactForm';

// The real toasts are shown; the wrapper lets the tests check the options they were shown with.
vi.mock('react-hot-toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-hot-toast')>();
  const spiedToast = Object.assign(vi.fn(actual.default), actual.default);
  return { ...actual, default: spiedToast, toast: spiedToast };
});

const { success: SUCCESS, failure: FAILURE, missingRequired: MISSING } = contactFormText.toasts;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

function renderForm(
  send = vi.fn<(message: ContactMessage, messageId: string) => Promise<void>>().mockResolvedValue(undefined),
) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter>
      <ContactForm send={send} />
      <Toaster />
    </MemoryRouter>,
  );
  const fields = {
    name: screen.getByLabelText(contactFormText.labels.name),
    email: screen.getByLabelText(contactFormText.labels.email),
    phone: screen.getByLabelText(contactFormText.labels.phone),
    message: screen.getByLabelText(contactFormText.labels.message),
  };
  const fillIn = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      await user.type(fields[field as keyof typeof fields], value);
    }
  };
  return { user, send, fields, fillIn, view };
}

const complete = { name: 'Jan Jansen', email: 'jan@example.nl', phone: '06 12345678', message: 'Graag een offerte.' };

beforeEach(() => {
  stubBrowserForForm();
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('has a heading, four labelled fields and the submit button', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: contactFormText.heading })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: contactFormText.labels.name }).getAttribute('autocomplete')).toBe(
      'name',
    );
    expect(screen.getByRole('textbox', { name: contactFormText.labels.email }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: contactFormText.labels.phone }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('textbox', { name: contactFormText.labels.message }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: contactFormText.submit })).toBeTruthy();
  });

  it('has a labelled control for every declared field, and sends every field typed in', async () => {
    const { user, send } = renderForm();
    const typed = everyField();
    for (const field of CONTACT_FIELD_NAMES) {
      const control = screen.getByLabelText(contactFormText.labels[field]);
      expect(control.getAttribute('name')).toBe(field);
      expect(control.hasAttribute('required')).toBe(contactField(field).required);
      fireEvent.change(control, { target: { value: typed[field] } });
    }
    await user.click(screen.getByRole('button', { name: contactFormText.submit }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(typed, expect.any(String)));
  });

  it('shows the error toast for empty required fields, marks them and sends nothing', async () => {
    const { user, send, fields, fillIn } = renderForm();
    await fillIn({ email: 'jan@example.nl' });
    await user.click(screen.getByRole('button', { name: contactFormText.submit }));

    expect(await screen.findByText(MISSING)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(fields.name.getAttribute('aria-invalid')).toBe('true');
    expect(fields.message.getAttribute('aria-invalid')).toBe('true');
    expect(fields.email.hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(fields.name);
  });

  it('names a too long field in a toast and next to the field, and clears it on editing', async () => {
    const { user, send, fields, fillIn } = renderForm();
    await fillIn({ email: 'jan@example.nl', message: 'Hallo' });
    fireEvent.change(fields.name, { target: { value: 'n'.repeat(101) } });
    await user.click(screen.getByRole('button', { name: contactFormText.submit }));

    const error = validationText.tooLong('name', 100);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', error);
    const describedBy = fields.name.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(error);
    expect(fields.name.getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();

    await user.type(fields.name, '{Backspace}');
    expect(fields.name.hasAttribute('aria-invalid')).toBe(false);
    expect(fields.name.hasAttribute('aria-describedby')).toBe(false);
  });

  it.each([
    ['zero-width spaces only', '\u200b\u200b', validationText.invisibleOnly('name')],
    ['an escape character', 'Jan\u001b[2J', validationText.controlCharacter('name')],
  ])('explains a name of %s in Dutch, sends nothing and keeps what was typed', async (_case, name, error) => {
    const { user, send, fields, fillIn } = renderForm();
    await fillIn({ email: 'jan@example.nl', message: 'Hallo' });
    fireEvent.change(fields.name, { target: { value: name } });
    await user.click(screen.getByRole('button', { name: contactFormText.submit }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', error);
    const describedBy = fields.name.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(error);
    expect(send).not.toHaveBeenCalled();
    expect(fields.name).toHaveProperty('value', name);
    expect(fields.email).toHaveProperty('value', 'jan@example.nl');
    expect(fields.message).toHaveProperty('value', 'Hallo');
  });

  it('shows the sending state, then thanks at the bottom centre for 3.5 s and in the form’s place, focused', async () => {
    const sending = deferred();
    const { user, send, fields, fillIn } = renderForm(vi.fn().mockReturnValue(sending.promise));
    await fillIn(complete);
    await user.click(screen.getByRole('button', { name: contactFormText.submit }));

    const busyButton = screen.getByRole('button', { name: contactFormText.sending });
    expect(busyButton).toHaveProperty('disabled', true);
    expect(send).toHaveBeenCalledWith(complete, expect.stringMatching(/^[A-Za-z0-9]{20}$/));

    await act(async () => sending.resolve());
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(SUCCESS, { duration: 3500 });
    const confirmation = screen.getByText(contactFormText.sent.title).closest('[role="status"]') as HTMLElement;
    expect(confirmation.textContent).toContain(contactFormText.sent.body(complete.email));
    expect(document.activeElement).toBe(confirmation);
    expect(confirmation.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    // The form waits, cleared, behind the confirmation.
    expect(screen.queryByRole('button', { name: contactFormText.submit })).toBeNull();
    for (const field of Object.values(fields)) expect(field).toHaveProperty('value', '');

    await user.click(screen.getByRole('button', { name: contactFormText.sent.sendAnother }));
    expect(screen.queryByText(contactFormText.sent.title)).toBeNull();
    expect(document.activeElement).toBe(fields.name);
    expect(screen.getByRole('button', { name: contactFormText.submit })).toHaveProperty('disabled', false);
  });

  it('keeps every value, shows the failure toast and logs the error when sending fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('store unreachable');
    const { user, fields, fillIn } = renderForm(vi.fn().mockRejectedValue(failure));
    await fillIn(complete);
    await user.click(screen.getByRole('button', { name: contactFormText.submit }));

    expect(await screen.findByText(FAILURE)).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/contact message failed/), failure);
    expect(fields.name).toHaveProperty('value', complete.name);
    expect(fields.email).toHaveProperty('value', complete.email);
    expect(fields.phone).toHaveProperty('value', complete.phone);
    expect(fields.message).toHaveProperty('value', complete.message);
    const button = screen.getByRole('button', { name: contactFormText.submit });
    expect(button).toHaveProperty('disabled', false);
    // In view, where the failure toast then covers none of the fields (e2e/tests/design-grid.spec.ts).
    expect(button.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(screen.queryByText(contactFormText.sent.title)).toBeNull();
  });

  it('sends a retry of the same message with the same id, and an edited message with a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn<(message: ContactMessage, messageId: string) => Promise<void>>();
    send.mockRejectedValueOnce(new Error('answer lost')).mockResolvedValue(undefined);
    const { fields, view } = renderForm(send);
    for (const [field, value] of Object.entries(complete)) {
      fireEvent.change(fields[field as keyof typeof fields], { target: { value } });
    }
    const form = view.container.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await screen.findByText(FAILURE)).toBeTruthy();
    send.mockRejectedValueOnce(new Error('answer lost again'));
    fireEvent.submit(form);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);

    await vi.waitFor(() => expect(screen.getByRole('button', { name: contactFormText.submit })).toBeTruthy());
    fireEvent.change(fields.message, { target: { value: `${complete.message}!` } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]?.[1]).not.toBe(send.mock.calls[0]?.[1]);
  });

  it('sends once when submitted twice in a row', async () => {
    const sending = deferred();
    const { send, fillIn, view } = renderForm(vi.fn().mockReturnValue(sending.promise));
    await fillIn(complete);
    const form = view.container.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    // The write starts in a task after the tap's frame.
    await waitFor(() => expect(send).toHaveBeenCalled());
    await act(async () => sending.resolve());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a bot that fills the hidden field: it looks like success, nothing is sent', async () => {
    const { user, send, fields, fillIn, view } = renderForm();
    const honeypot = view.container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

    await fillIn(complete);
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: contactFormText.submit }));

    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(screen.getByText(contactFormText.sent.body(''))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(fields.name).toHaveProperty('value', '');
  });

  it('says under the button what happens with the data, linking to the privacy statement', () => {
    renderForm();
    const link = screen.getByRole('link', { name: contactFormText.privacyNotice.link });
    expect(link.getAttribute('href')).toBe(paths.privacy);
    expect(link.closest('p')?.textContent).toBe(
      `${contactFormText.privacyNotice.before}${contactFormText.privacyNotice.link}${contactFormText.privacyNotice.after}`,
    );
  });

  it('sends what was typed into the server’s form before its code ran', async () => {
    const send = vi.fn<(message: ContactMessage, messageId: string) => Promise<void>>().mockResolvedValue(undefined);
    const form = (
      <MemoryRouter>
        <ContactForm send={send} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    for (const [field, value] of Object.entries(complete)) {
      (container.querySelector(`[name="${field}"]`) as HTMLInputElement).value = value;
    }

    await act(async () => {
      hydrateRoot(container, form);
    });
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);

    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(complete, expect.any(String)));
    container.remove();
  });
});
