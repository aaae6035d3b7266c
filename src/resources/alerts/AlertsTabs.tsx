import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';

const tabs = [
  { to: '/alerts', label: 'resources.alerts.tabs.triggered' },
  { to: '/alertRules', label: 'resources.alerts.tabs.rules' },
];

/** The alerts screen's two halves: what fired, and the rules that fire. */
export function AlertsTabs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(tab.to))?.to ?? false;
  return (
    <Tabs value={current} aria-label={translate('shell.menu.alerts')} sx={{ px: 2 }}>
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={translate(tab.label)} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
