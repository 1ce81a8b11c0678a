import {describeEveryPage} from './pageSuite';

// One file per language, so the two run in parallel.
describeEveryPage('en');
