/**
 * Tokenizing with Prism, for the build-time highlighter (src/plugins/codeHighlight)
 * and for the browser's fallback (code that came without tokens). Kept apart
 * from codeTokensUtils: importing it brings in Prism.
 */
import {normalizeTokens, type PrismLib} from 'prism-react-renderer';
import type {CodeLine} from './codeTokensUtils';

/** The lines of `code` in `language`, as prism-react-renderer 2.4's `Highlight` makes them. */
export function tokenizeCode(prism: PrismLib, code: string, languageName: string): CodeLine[] {
  const language = languageName.toLowerCase();
  const grammar = prism.languages[language];
  if (grammar == null) {
    return normalizeTokens([code]);
  }
  const environment: {
    code: string;
    grammar: typeof grammar;
    language: string;
    tokens: ReturnType<PrismLib['tokenize']>;
  } = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', environment);
  environment.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(environment.tokens);
}
