/**
 * theme-common's internal entry point in jsdom tests: the real scroll hooks,
 * from their own module (the entry point as a whole needs a built site). The
 * components under test use nothing else of it.
 */
export {
  ScrollControllerProvider,
  useScrollPosition,
  useScrollPositionBlocker,
} from '../../../../node_modules/@docusaurus/theme-common/lib/utils/scrollUtils';
