import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerConfigs } from './eslint.layers.js';

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
  // The console's layers and the wall between server/ and src/ (eslint.layers.js).
  ...layerConfigs,
]);
