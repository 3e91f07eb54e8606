import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * One zone per feature folder: src/<side>/features/X may import nothing from another feature. Features meet only
 * in the composition root (src/server/compose.ts, src/client/app/), docs/decisions/013-composition-root.md.
 */
const featureZones = (side) => {
  const root = `./src/${side}/features`
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`],
      message: `features/${name} must not import another feature: declare a port and let the composition root wire it`,
    }))
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'screenshots/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Imports name the emitted .js; resolve them to the .ts/.tsx source so the path rules see real files.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          // The #server/#shared/#client/#tests aliases (tsconfig.json "paths"), so the zone rules see where they lead.
          tsconfig: { configFile: './tsconfig.json' },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // STYLE.md §1: shared imports nothing from client or server; the browser never imports server code.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/client', message: 'shared must not import client code' },
            { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
            { target: './src/client', from: './src/server', message: 'the browser bundle must not import server code' },
            ...featureZones('server'),
            ...featureZones('client'),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One import-path style: relative imports name the module without an extension (tsconfig "Bundler"; tsx and
      // Vite resolve them alike).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/^\\.{1,2}\\/.*\\.js$/], ExportNamedDeclaration[source.value=/^\\.{1,2}\\/.*\\.js$/], ExportAllDeclaration[source.value=/^\\.{1,2}\\/.*\\.js$/]',
          message: "Import relative modules without an extension ('./reports.service', not './reports.service.js').",
        },
        {
          // One way to reach a module that is not a near neighbour (issue 27): an alias, never climbing folders.
          selector:
            'ImportDeclaration[source.value=/^(\\.\\.\\/){2,}/], ExportNamedDeclaration[source.value=/^(\\.\\.\\/){2,}/], ExportAllDeclaration[source.value=/^(\\.\\.\\/){2,}/], ImportExpression[source.value=/^(\\.\\.\\/){2,}/]',
          message:
            "Import a module two or more folders away by its alias ('#server/…', '#shared/…', '#client/…', '#tests/…'), not '../../'.",
        },
      ],
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'no node:* here' }] }],
    },
  },
  {
    files: [
      'src/server/**',
      'tests/**',
      'scripts/**',
      'bench/**',
      '*.config.{ts,js}',
      'eslint.config.js',
      'import-aliases.ts',
    ],
    rules: { 'no-restricted-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Small files and short functions (issue 11): no file in src over 400 lines except data tables, no function over
    // 80 lines without a reason written beside it (an eslint-disable-next-line comment with the reason after --).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/cost-engine/data/**', 'src/shared/smart-questions/driver-rules.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A test file's describe blocks are as long as the behaviour they cover; the 400-line file limit still applies.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': 'off' },
  },
)
