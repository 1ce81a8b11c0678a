/**
 * The tslib helpers that Docusaurus' packages call (`__importDefault` from the
 * browser, through @docusaurus/utils-common; the other two on the server), as
 * named ES exports: a CommonJS `require('tslib')` takes the module whole, so
 * tslib itself would bring all its helpers (11 KB) to every page.
 */
export {__awaiter, __importDefault, __importStar} from 'tslib/tslib.es6.mjs';
