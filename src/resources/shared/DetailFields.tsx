import { Labeled, NumberField, TextField, useLocaleState } from 'react-admin';
import { LocalDateField } from './LocalDateField';

const EMPTY = '—';

/** A labelled text of a detail page; a dash when empty. */
export const DetailText = ({ source }: { source: string }) => (
  <Labeled source={source}>
    <TextField source={source} emptyText={EMPTY} />
  </Labeled>
);

/** A labelled number, written the chosen language's way. */
export function DetailNumber({ source, options }: { source: string; options?: Intl.NumberFormatOptions }) {
  const [locale] = useLocaleState();
  return (
    <Labeled source={source}>
      <NumberField source={source} options={options} locales={locale} emptyText={EMPTY} />
    </Labeled>
  );
}

/** A labelled date (a calendar day unless showTime). */
export const DetailDate = ({ source, showTime = false }: { source: string; showTime?: boolean }) => (
  <Labeled source={source}>
    {/* A calendar day is read in UTC, so that no time zone moves it by one. */}
    <LocalDateField source={source} showTime={showTime} options={showTime ? undefined : { timeZone: 'UTC' }} emptyText={EMPTY} />
  </Labeled>
);
