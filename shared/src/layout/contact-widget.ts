import { type ContactChannel, useLayoutStore } from '@codekade/shared/layout-store';

export type { ContactChannel };

/** Whether the shell's contact widget is open, and the channel a remote opened it for. */
export function useContactWidget(): { open: boolean; channel: ContactChannel | null } {
  const open = useLayoutStore((state) => state.widgetOpen);
  const channel = useLayoutStore((state) => state.widgetChannel);
  return { open, channel };
}

/**
 * Opens the shell's contact widget, with the option for `channel` in focus. Returns false when no
 * widget is on the page (a remote running on its own, or the widget failed), so the caller can fall
 * back to its own link.
 */
export function openContactWidget(channel?: ContactChannel): boolean {
  const { widgetMounted, openWidget } = useLayoutStore.getState();
  if (!widgetMounted) return false;
  openWidget(channel ?? null);
  return true;
}

export function closeContactWidget(): void {
  useLayoutStore.getState().setWidgetOpen(false);
}

export function toggleContactWidget(): void {
  useLayoutStore.getState().toggleWidget();
}
