// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-analysis/',
      '.docusaurus*/',
      'node_modules/',
      'coverage/',
      'static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Docusaurus' `plugin:@docusaurus/all`, as errors: every visible string is translated.
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['Rslib', 'Rstack', '404', '·', '→', '⌘', 'K', 'Ctrl', '/']},
      ],
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      'react/prop-types': 'off',
    },
  },
  {
    files: ['**/__tests__/**', 'tests/**', 'scripts/**', '*.config.{ts,js,mjs}'],
    rules: {
      '@docusaurus/no-untranslated-text': 'off',
      '@docusaurus/no-html-links': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
