// The page of all results is the search feature's own (it searches both index files).
export {default} from '@site/src/features/search/SearchPage';
