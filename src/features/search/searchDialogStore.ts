/**
 * Whether the search dialog is open, kept outside React: the navbar that
 * renders the dialog is mounted again when a navigation changes the page's
 * layout (from the landing page to a doc), and a dialog opened during that
 * navigation stays open across it.
 *
 * Each opening has a number of its own, so that a dialog closed and opened
 * again before React renders (Escape, then Ctrl+K on a busy page) is a new
 * dialog, shown anew, and not the closed one kept.
 */
let opening = 0;
let openings = 0;
const listeners = new Set<() => void>();

export const searchDialogStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** 0 while the dialog is closed, otherwise the number of its opening. */
  opening(): number {
    return opening;
  },
  isOpen(): boolean {
    return opening !== 0;
  },
  setOpen(next: boolean): void {
    if (next !== searchDialogStore.isOpen()) {
      opening = next ? (openings += 1) : 0;
      listeners.forEach((listener) => listener());
    }
  },
};
