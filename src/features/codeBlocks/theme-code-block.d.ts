/**
 * The prop our CodeBlock (src/theme/CodeBlock) adds to theme-classic's: lines
 * tokenized at build time (src/plugins/codeHighlight), in codeTokensUtils'
 * encoding. Merged into the theme's Props, so every caller may pass it.
 */
declare module '@theme/CodeBlock' {
  export interface Props {
    readonly tokens?: string;
  }
}
