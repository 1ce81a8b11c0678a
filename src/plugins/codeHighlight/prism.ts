import {createRequire} from 'node:module';
import {Prism, type PrismLib} from 'prism-react-renderer';

const requireModule = createRequire(__filename);

/**
 * prism-react-renderer's Prism with the site's additional languages, loaded
 * the way theme-classic's `prism-include-languages` does in the browser:
 * Prism's language files register on the global `Prism`.
 */
export function prismWithLanguages(additionalLanguages: readonly string[]): PrismLib {
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of additionalLanguages) {
      requireModule(`prismjs/components/prism-${language}`);
    }
  } finally {
    if (before === undefined) {
      delete scope.Prism;
    } else {
      scope.Prism = before;
    }
  }
  return Prism;
}
