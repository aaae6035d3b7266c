import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The landing page after sign-in. */
export default function DashboardPage() {
  const translate = useTranslate();
  return (
    <>
      <Title title="shell.dashboard.title" />
      <Typography variant="h4" component="h1" sx={{ my: 2 }}>
        {translate('shell.dashboard.title')}
      </Typography>
    </>
  );
}
