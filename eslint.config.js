import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks, formatjs },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
      // Components (React Aria's) may take autoFocus: we use it only for the
      // first control of a dialog the user just opened, as the APG advises.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Every string a user sees comes from the catalogues (locales/*.json).
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|aria-description|title|alt|placeholder|label)']] } },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    // Scripts the server sends to browsers with its own pages.
    files: ['src/server/**/assets/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'a11y-tests/**', 'src/web/testing/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
);
