/**
 * The prop our CodeBlock (src/theme/CodeBlock) adds to theme-classic's: the
 * block's lines as HTML, highlighted at build time (src/plugins/codeHighlight,
 * codeHtmlUtils' `codeBlockHtml`). A block that has it comes without children.
 * Merged into the theme's Props, so every caller may pass it.
 */
declare module '@theme/CodeBlock' {
  export interface Props {
    readonly html?: string;
  }
}
