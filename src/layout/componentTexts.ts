import type { RaThemeOptions } from 'react-admin';

type Translate = (key: string) => string;

/**
 * MUI's own texts, which it writes in English unless told (the Autocomplete's "Open", "Clear" and
 * "Close" buttons, "Loading…", a table pager's "Go to next page"), from react-admin's catalogue of
 * the chosen language.
 */
export function withComponentTexts(options: RaThemeOptions, translate: Translate): RaThemeOptions {
  return {
    ...options,
    components: {
      ...options.components,
      MuiAutocomplete: {
        ...options.components?.MuiAutocomplete,
        defaultProps: {
          ...options.components?.MuiAutocomplete?.defaultProps,
          openText: translate('ra.action.open'),
          closeText: translate('ra.action.close'),
          clearText: translate('ra.action.clear_input_value'),
          loadingText: translate('ra.page.loading'),
        },
      },
      // Tables paged outside react-admin's lists (an asset's trips, for example) name their arrows in English.
      MuiTablePagination: {
        ...options.components?.MuiTablePagination,
        defaultProps: {
          ...options.components?.MuiTablePagination?.defaultProps,
          getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`),
        },
      },
    },
  };
}
