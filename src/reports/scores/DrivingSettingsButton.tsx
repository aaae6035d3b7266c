import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTenantSettings } from '../shared/useTenantSettings';
import { NO_PRINT } from '../shared/PrintStyles';
import { getDrivingSettings, setDrivingSettings, type DrivingSettings } from './drivingSettingsApi';

const CLASSES = ['car', 'van', 'truck', 'bus'] as const satisfies readonly (keyof DrivingSettings['thresholds'])[];
const HARSH_KINDS = ['harshAcceleration', 'harshBraking', 'harshCornering'] as const;
const WEIGHTS = [...HARSH_KINDS, 'speeding', 'idle'] as const satisfies readonly (keyof DrivingSettings['weights'])[];

/** A required number input; an emptied one holds NaN until it is filled again (the form will not submit it). */
function NumberInput({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <TextField
      type="number"
      required
      size="small"
      label={label}
      value={Number.isNaN(value) ? '' : value}
      slotProps={{ htmlInput: { step: 'any', min: 0 } }}
      onChange={(event) => onChange(event.target.value === '' ? NaN : Number(event.target.value))}
    />
  );
}

/** An Admin's way to the tenant's harsh-driving thresholds, score weights and session grace period, beside the ranking. */
export function DrivingSettingsButton() {
  const translate = useTranslate();
  const dialog = useTenantSettings('drivingSettings', getDrivingSettings, setDrivingSettings, 'reports.drivingScores.settings.saved');
  if (!dialog) return null;
  const { settings, setSettings, open, save } = dialog;
  const label = (key: string) => translate(`reports.drivingScores.settings.${key}`);
  return (
    <>
      <Button className={NO_PRINT} onClick={open}>
        {label('title')}
      </Button>
      <Dialog open={settings !== null} onClose={() => setSettings(null)}>
        {settings && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save(settings);
            }}
          >
            <DialogTitle>{label('title')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {CLASSES.map((vehicleClass) => (
                  <FormControl key={vehicleClass} component="fieldset">
                    <FormLabel component="legend">{label(`class.${vehicleClass}`)}</FormLabel>
                    <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
                      {HARSH_KINDS.map((kind) => (
                        <NumberInput
                          key={kind}
                          label={label(`threshold.${kind}`)}
                          value={settings.thresholds[vehicleClass][kind]}
                          onChange={(value) =>
                            setSettings({
                              ...settings,
                              thresholds: {
                                ...settings.thresholds,
                                [vehicleClass]: { ...settings.thresholds[vehicleClass], [kind]: value },
                              },
                            })
                          }
                        />
                      ))}
                    </Stack>
                  </FormControl>
                ))}
                <FormControl component="fieldset">
                  <FormLabel component="legend">{label('weights')}</FormLabel>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ pt: 1, flexWrap: 'wrap' }}>
                    {WEIGHTS.map((kind) => (
                      <NumberInput
                        key={kind}
                        label={translate(`reports.drivingScores.events.${kind}`)}
                        value={settings.weights[kind]}
                        onChange={(value) => setSettings({ ...settings, weights: { ...settings.weights, [kind]: value } })}
                      />
                    ))}
                  </Stack>
                </FormControl>
                <NumberInput
                  label={label('sessionGraceSeconds')}
                  value={settings.sessionGraceSeconds}
                  onChange={(value) => setSettings({ ...settings, sessionGraceSeconds: value })}
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
