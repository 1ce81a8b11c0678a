import {createContext, useContext} from 'react';

/** The build-time HTML of the code block being rendered (src/plugins/codeHighlight), if it has one. */
export const CodeHtmlContext = createContext<string | null>(null);

/** The current block's build-time HTML, or null: then the block is highlighted in the browser. */
export function useCodeHtml(): string | null {
  return useContext(CodeHtmlContext);
}
