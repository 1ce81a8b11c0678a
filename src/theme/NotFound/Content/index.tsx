/** The 404 page's content, in the language of the path that was not found. */
export {default} from '@site/src/features/notFound/NotFoundContent';
