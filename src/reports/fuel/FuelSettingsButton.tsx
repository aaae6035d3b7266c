import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTenantSettings } from '../shared/useTenantSettings';
import { NO_PRINT } from '../shared/PrintStyles';
import { getFuelSettings, setFuelSettings, type FuelSettings } from './fuelSettingsApi';

/** The rules' number fields in the order a manager reads them (what counts as a fill, a drain, then cost). */
const NUMBER_FIELDS = [
  'medianReadings',
  'fillMinLitres',
  'fillMinTankPercent',
  'drainMinLitres',
  'drainMinStopSeconds',
  'ignoreAfterMovingOffSeconds',
  'mergeMinutes',
  'idleLitresPerHour',
  'drivingLitresPer100Km',
] as const satisfies readonly (keyof FuelSettings)[];

/** An Admin's way to the tenant's rules for fills and drains and its price of a litre, beside the fuel report. */
export function FuelSettingsButton() {
  const translate = useTranslate();
  const dialog = useTenantSettings('fuelSettings', getFuelSettings, setFuelSettings, 'reports.fuel.settings.saved');
  if (!dialog) return null;
  const { settings, setSettings, open, save } = dialog;
  const number = (value: string) => (value === '' ? NaN : Number(value));
  return (
    <>
      <Button className={NO_PRINT} onClick={open}>
        {translate('reports.fuel.settings.title')}
      </Button>
      <Dialog open={settings !== null} onClose={() => setSettings(null)}>
        {settings && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save(settings);
            }}
          >
            <DialogTitle>{translate('reports.fuel.settings.title')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {NUMBER_FIELDS.map((name) => (
                  <TextField
                    key={name}
                    type="number"
                    required
                    label={translate(`reports.fuel.settings.${name}`)}
                    value={Number.isNaN(settings[name]) ? '' : settings[name]}
                    slotProps={{ htmlInput: { step: 'any', min: 0 } }}
                    onChange={(event) => setSettings({ ...settings, [name]: number(event.target.value) })}
                  />
                ))}
                <FormControlLabel
                  control={
                    <Switch
                      checked={settings.drainsWhileMoving}
                      onChange={(event) => setSettings({ ...settings, drainsWhileMoving: event.target.checked })}
                    />
                  }
                  label={translate('reports.fuel.settings.drainsWhileMoving')}
                />
                <TextField
                  type="number"
                  label={translate('reports.fuel.settings.pricePerLitre')}
                  value={settings.pricePerLitre ?? ''}
                  slotProps={{ htmlInput: { step: 'any', min: 0 } }}
                  onChange={(event) =>
                    setSettings({ ...settings, pricePerLitre: event.target.value === '' ? null : Number(event.target.value) })
                  }
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setSettings(null)}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained">
                {translate('ra.action.save')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </>
  );
}
