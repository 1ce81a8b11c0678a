/**
 * Whether the search dialog is open, kept outside React: the navbar that
 * renders the dialog is mounted again when a navigation changes the page's
 * layout (from the landing page to a doc), and a dialog opened during that
 * navigation stays open across it.
 */
let open = false;
const listeners = new Set<() => void>();

export const searchDialogStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen(): boolean {
    return open;
  },
  setOpen(next: boolean): void {
    if (next !== open) {
      open = next;
      listeners.forEach((listener) => listener());
    }
  },
};
