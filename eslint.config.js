import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Non-type-checked presets only, so lint stays fast; tsc does the type checks.
export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'src/api/schema.d.ts', '.data/', '.tmp*', 'test-results/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    ignores: ['src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
]);
