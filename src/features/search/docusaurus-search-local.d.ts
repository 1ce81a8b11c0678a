/**
 * Types of the local search plugin's browser constants (its JavaScript ships
 * without declarations).
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  /** The index file's name under a language's base URL, `{dir}` for `-<search context>`. */
  export const searchIndexUrl: string;
}
