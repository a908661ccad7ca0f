/**
 * react-hot-toast for the contact form, loaded at the form's first use rather than with the page: its
 * toasts only answer a send, and the shell's toaster that draws them loads with the first interaction
 * too. It is the shared singleton the shell's toaster uses; a failed load is asked for again next time.
 */
type Toast = typeof import('react-hot-toast').default;

let loading: Promise<Toast> | undefined;

export function loadToast(): Promise<Toast> {
  loading ??= import('react-hot-toast').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
