import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface DashboardCardProps {
  title: string;
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  loading: boolean;
  empty: boolean;
  /** The list's items. */
  children: ReactNode;
  footer?: ReactNode;
}

/** A titled list on the dashboard, with its loading bar and its empty message. */
export default function DashboardCard({ title, emptyText, loading, empty, children, footer }: DashboardCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {translate(title)}
        </Typography>
        {loading && <LinearProgress aria-label={translate(title)} />}
        {empty && <Typography color="text.secondary">{translate(emptyText)}</Typography>}
        <List dense>{children}</List>
        {footer}
      </CardContent>
    </Card>
  );
}
