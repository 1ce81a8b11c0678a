/**
 * Keeps three things in step with Docusaurus' colour mode: the `dark` class on
 * <html> (for styles written against it), the choice stored under the original
 * site's key, and choices made in other browser tabs under that key.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import {
  APPEARANCE_STORAGE_KEY,
  fromDocusaurusChoice,
  parseAppearance,
  toDocusaurusChoice,
  type AppearanceGlobalData,
} from './appearanceUtils';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage unavailable (private mode, blocked): the choice lasts for this page only.
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const {docusaurusKey, darkMode} = globalData.appearance!.default as AppearanceGlobalData;
  const root = document.documentElement;

  const syncFromDocusaurus = () => {
    const dark = root.getAttribute('data-theme') === 'dark';
    // Checked first: toggling unconditionally would re-trigger the observer.
    if (root.classList.contains('dark') !== dark) {
      root.classList.toggle('dark', dark);
    }
    if (darkMode) {
      const appearance = fromDocusaurusChoice(root.getAttribute('data-theme-choice'));
      if (readStorage(APPEARANCE_STORAGE_KEY) !== appearance) {
        writeStorage(APPEARANCE_STORAGE_KEY, appearance);
      }
    }
  };
  new MutationObserver(syncFromDocusaurus).observe(root, {
    attributes: true,
    // `class` too: the page's own <html> classes are rewritten on every
    // navigation (react-helmet), which drops `dark` with them.
    attributeFilter: ['class', 'data-theme', 'data-theme-choice'],
  });
  syncFromDocusaurus();

  // Another tab wrote only our key: hand the choice to Docusaurus as if its own
  // key had changed, so its colour-mode state follows.
  window.addEventListener('storage', (event) => {
    if (!darkMode || event.key !== APPEARANCE_STORAGE_KEY) {
      return;
    }
    const choice = toDocusaurusChoice(parseAppearance(event.newValue));
    const current = readStorage(docusaurusKey);
    if (current === choice) {
      return;
    }
    writeStorage(docusaurusKey, choice);
    window.dispatchEvent(
      new StorageEvent('storage', {key: docusaurusKey, oldValue: current, newValue: choice}),
    );
  });
}
