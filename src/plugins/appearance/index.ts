import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  APPEARANCE_STORAGE_KEY,
  bootstrapAppearanceScript,
  type AppearanceGlobalData,
} from '../../features/appearance/appearanceUtils';

export interface AppearancePluginOptions {
  /** False forces the light appearance, whatever the reader stored or the system prefers. */
  darkMode: boolean;
}

/**
 * The original site's appearance storage on top of Docusaurus' colour mode:
 * an inline head script applies the stored choice before the page paints, and
 * a client module keeps the `dark` class and both storage keys in step.
 */
export default function appearancePlugin(
  context: LoadContext,
  options: AppearancePluginOptions,
): Plugin {
  // Docusaurus' own key, namespaced per site (see theme-common's colorMode context).
  const docusaurusKey = `theme${context.siteStorage.namespace}`;
  return {
    name: 'appearance',
    getClientModules() {
      return [path.resolve(__dirname, '../../features/appearance/client')];
    },
    async contentLoaded({actions}) {
      const data: AppearanceGlobalData = {docusaurusKey, darkMode: options.darkMode};
      actions.setGlobalData(data);
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: bootstrapAppearanceScript({
              storageKey: APPEARANCE_STORAGE_KEY,
              docusaurusKey,
              darkMode: options.darkMode,
            }),
          },
        ],
      };
    },
  };
}
