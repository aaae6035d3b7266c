import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import type { Asset } from './asset';

/** Dates that fall due for the asset (insurance, inspection...), soonest first. */
export function ImportantDatesField() {
  const asset = useRecordContext<Asset>();
  const [locale] = useLocaleState();
  const dates = [...(asset?.importantDates ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  if (!dates.length) return <Typography variant="body2">—</Typography>;
  // Dates are calendar days: read them as UTC so no time zone shifts them by one.
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <List dense disablePadding>
      {dates.map(({ date, title, note }) => (
        <ListItem key={`${date}-${title}`} disableGutters>
          <ListItemText primary={`${format.format(new Date(date))} — ${title}`} secondary={note} />
        </ListItem>
      ))}
    </List>
  );
}
