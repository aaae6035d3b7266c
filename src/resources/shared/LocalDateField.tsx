import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** A date (or, with showTime, a date and time) written the way the chosen language writes it. */
export function LocalDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField locales={locale} {...props} />;
}
