/**
 * The theme already shows nprogress on slow navigations (after 200 ms), in
 * `--docusaurus-progress-bar-color` (our brand colour); this pins its constants.
 */
import nprogress from 'nprogress';
import {PROGRESS_BAR} from './docInteractionsUtils';

nprogress.configure(PROGRESS_BAR);
