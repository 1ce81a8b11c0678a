/**
 * The APIs this site takes from `@docusaurus/theme-common/internal`, the theme's
 * private entry point, which may change in any minor release. Every import of
 * it goes through this module; `tests/unit/upstream.test.ts` pins the files
 * behind these APIs, so an upgrade that changes them names what to re-check.
 */
export {
  CodeBlockContextProvider,
  // Given to every page by Docusaurus' layout; rendered by the tests of the components that scroll.
  ScrollControllerProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
  useNavbarMobileSidebar,
  useScrollPosition,
  useScrollPositionBlocker,
} from '@docusaurus/theme-common/internal';
export type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
