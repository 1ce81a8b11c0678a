/**
 * Scripts bench:search evaluates in the page to time a search as a reader
 * meets it. Strings, not functions: the page must not depend on how the bench
 * is compiled.
 */

/**
 * Records, in the page, the time from the last keystroke to the first answer
 * (a result list or the no-results message) for `window.__benchExpect`.
 */
export const LAST_KEYSTROKE_PROBE = `(() => {
  let last;
  window.__benchLastKeystrokeMs = undefined;
  // Chinese arrives as text input without a key event (an IME's, or Playwright's insertText).
  for (const type of ['keydown', 'beforeinput']) {
    document.addEventListener(type, () => { last = performance.now(); }, {capture: true});
  }
  const observer = new MutationObserver(() => {
    const dialog = document.querySelector('dialog[open]');
    const status = dialog?.getAttribute('data-search-status');
    if (window.__benchLastKeystrokeMs === undefined && last !== undefined &&
        (status === 'partial' || status === 'done') &&
        dialog.getAttribute('data-search-query') === window.__benchExpect) {
      window.__benchLastKeystrokeMs = performance.now() - last;
    }
  });
  observer.observe(document.body, {childList: true, subtree: true, attributes: true});
})()`;

/** Records, in the page, the time from the next keystroke (or text input) to the first result option. */
export const FIRST_RESULT_PROBE = `(() => {
  let started;
  window.__benchFirstResultMs = undefined;
  for (const type of ['keydown', 'beforeinput']) {
    document.addEventListener(type, () => { started ??= performance.now(); }, {capture: true});
  }
  const observer = new MutationObserver(() => {
    if (started !== undefined && document.querySelector('[role="listbox"] [role="option"]')) {
      window.__benchFirstResultMs = performance.now() - started;
      observer.disconnect();
    }
  });
  observer.observe(document.body, {childList: true, subtree: true, attributes: true});
})()`;
