import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { runtimeConfig } from '../config';

/** "<company> © <year>" under every screen but the login page. */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('shell.footer', { company: runtimeConfig().companyName, year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
