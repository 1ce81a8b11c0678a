/**
 * Types of the Node modules of `@easyops-cn/docusaurus-search-local` (0.55.3)
 * that `src/plugins/searchIndex` calls; the plugin ships them without declarations.
 */
declare module '@easyops-cn/docusaurus-search-local' {
  import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

  export default function searchLocalPlugin(
    context: LoadContext,
    options: Record<string, unknown>,
  ): Plugin;
  export function validateOptions(
    context: OptionValidationContext<Record<string, unknown>, Record<string, unknown>>,
  ): Record<string, unknown>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions' {
  import type {LoadContext} from '@docusaurus/types';

  /** The options as the plugin's own build steps read them (arrays, resolved folders). */
  export function processPluginOptions(
    options: Record<string, unknown>,
    context: LoadContext,
  ): Record<string, unknown>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex' {
  /** One lunr index per kind of document, built with the plugin's languages and pipeline. */
  export function buildIndex(
    documents: unknown[][],
    config: Record<string, unknown>,
  ): {documents: unknown[]; index: {toJSON(): unknown}}[];
}
