import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { contactFormText } from '../content/contact-form';
import { stubBrowserForForm } from '../lib/browser-stubs.test-helper';
import { ContactForm } from './ContactForm';

// Counts when react-hot-toast's module is first asked for: not with the page's code (issue 43, point 7).
const asked = vi.hoisted(() => ({ times: 0 }));
vi.mock('react-hot-toast', async (importOriginal) => {
  asked.times += 1;
  return importOriginal();
});

beforeEach(() => {
  stubBrowserForForm();
});

it("loads the toasts' code with the first focus in the form, not with the page, and still shows a toast", async () => {
  const { Toaster } = await vi.importActual<typeof import('react-hot-toast')>('react-hot-toast');
  render(
    <MemoryRouter>
      <ContactForm send={vi.fn()} />
    </MemoryRouter>,
  );
  expect(asked.times).toBe(0);

  fireEvent.focusIn(screen.getByLabelText(contactFormText.labels.name));
  await waitFor(() => expect(asked.times).toBe(1));

  render(<Toaster />);
  fireEvent.click(screen.getByRole('button', { name: contactFormText.submit }));
  expect(await screen.findByText(contactFormText.toasts.missingRequired)).toBeTruthy();
});
