/**
 * html-validate's recommended rules for every built page (`npm run validate:html`).
 * Each rule changed here flags only markup that Docusaurus renders itself or the
 * build's HTML minifier writes, which no wrap of ours can change; nothing the
 * site's own components render is excused.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // The minifier of Docusaurus' build leaves out optional quotes, end tags and
    // void-element slashes and lowercases the doctype: valid HTML, smaller files.
    'attr-quotes': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    'no-implicit-close': 'off',
    // HTML allows any id without spaces; React's useId ids (`_R_1ab_`) and
    // Docusaurus' `__docusaurus` start with an underscore.
    'valid-id': ['error', {relaxed: true}],
    // HTML allows a bare `&` that starts no character reference; the minifier
    // writes `a && b` in code that way.
    'no-raw-characters': ['error', {relaxed: true}],
    // Docusaurus renders `role="button"` on its sidebar category links and
    // navbar dropdown link, and `role="region"` on its skip-to-content wrapper.
    'prefer-native-element': ['error', {exclude: ['button', 'region']}],
    // Docusaurus' mobile navbar backdrop carries `role="presentation"`.
    'presentation-role-style': 'off',
  },
};
