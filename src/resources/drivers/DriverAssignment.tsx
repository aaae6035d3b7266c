import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { apiClients } from '../../api/client';
import { messageOf } from '../../api/errors';
import type { components } from '../../api/schema';
import { unwrap, unwrapRequired } from '../../api/unwrap';

type Driver = components['schemas']['Driver'];

const listDrivers = () =>
  unwrapRequired(apiClients().api.GET('/drivers', { params: { query: { sort: 'name', order: 'asc', pageNumber: 1, pageSize: 1000 } } }));
const assign = (assetId: string, driverId: string) =>
  unwrapRequired(apiClients().assets.POST('/assets/{id}/driver/sessions', { params: { path: { id: assetId } }, body: { driverId } }));
const unassign = (assetId: string) =>
  unwrap(apiClients().assets.DELETE('/assets/{id}/driver/current', { params: { path: { id: assetId } } }));

/**
 * Assigning the asset's driver by hand from now, or taking them off (Admins and Operators; the
 * server's x-roles of assignDriver). Everything showing the asset reads it again afterwards.
 */
export function DriverAssignment({ assetId, driverId }: { assetId: string; driverId: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource: 'driverSessions', action: 'create' });
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<Driver | null>(null);
  const { data: drivers = [], isPending } = useQuery({ queryKey: ['drivers', 'assignable'], queryFn: listDrivers, enabled: picking });
  if (!canAccess) return null;

  const attempt = (work: Promise<unknown>) =>
    work.then(
      () => {
        setPicking(false);
        setChosen(null);
        // The vehicle card, the fleet's list and react-admin's asset page all show the driver.
        return queryClient.invalidateQueries();
      },
      (error: unknown) => notify(messageOf(error), { type: 'error' }),
    );

  if (!picking) {
    return (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setPicking(true)}>
          {translate('driverAssignment.assign')}
        </Button>
        {driverId && (
          <Button size="small" onClick={() => attempt(unassign(assetId))}>
            {translate('driverAssignment.unassign')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Autocomplete
        size="small"
        sx={{ minWidth: 220, flex: 1 }}
        options={drivers.filter((driver) => driver.id !== driverId)}
        loading={isPending}
        value={chosen}
        onChange={(_event, driver) => setChosen(driver)}
        getOptionLabel={(driver) => driver.name}
        renderInput={(params) => <TextField {...params} label={translate('driverAssignment.driver')} autoFocus />}
      />
      <Button size="small" variant="contained" disabled={!chosen} onClick={() => chosen && attempt(assign(assetId, chosen.id))}>
        {translate('driverAssignment.confirm')}
      </Button>
      <Button size="small" onClick={() => setPicking(false)}>
        {translate('ra.action.cancel')}
      </Button>
    </Stack>
  );
}
