/** The navbar's search: our button and dialog on the local search plugin's index. */
export {default} from '@site/src/features/search/SearchBar';
