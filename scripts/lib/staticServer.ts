// The static server lives with the rest of the hosting code, in scripts/hosting/.
// This path stays for scripts/bench-search.ts, which is being rewritten on its own:
// it is to import from './hosting/staticServer' and this file to go.
export {createStaticServer} from '../hosting/staticServer';
