import { Button, List, ListItem, ListItemText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../api/errors';
import type { components } from '../api/schema';
import { apiClients } from '../api/client';
import { unwrapRequired } from '../api/unwrap';

/** Links sharing one asset's live position (Admins and Operators). */
const listShares = (assetId: string) =>
  unwrapRequired(
    apiClients().api.GET('/locationShares', {
      params: { query: { assetId, sort: 'createdAt', order: 'desc', pageNumber: 1, pageSize: 20 } },
    }),
  );
const createShare = (assetId: string, expiresInMinutes: number) =>
  unwrapRequired(apiClients().api.POST('/locationShares', { body: { assetId, expiresInMinutes } }));
const revokeShare = (id: string) => unwrapRequired(apiClients().api.DELETE('/locationShares/{id}', { params: { path: { id } } }));

/** The public page of a link: outside the signed-in console. */
const sharedPageUrl = (token: string) => `${window.location.origin}/shared/${token}`;

type LocationShare = components['schemas']['LocationShare'];

/** Durations offered, in minutes: the contract allows 5 minutes to 7 days. */
const durations = [15, 60, 480, 1440, 10080];

const isLive = (share: LocationShare) => !share.revokedAt && Date.parse(share.expiresAt) > Date.now();

/** Sharing the asset's live position through a link that expires; links listed and revoked here. */
export function ShareLocationPanel({ assetId }: { assetId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { canAccess } = useCanAccess({ resource: 'assets', action: 'edit' });
  const [minutes, setMinutes] = useState(60);
  const [shares, setShares] = useState<LocationShare[]>([]);
  const [link, setLink] = useState<string | null>(null);
  const load = useCallback(() => {
    listShares(assetId).then(setShares, () => setShares([]));
  }, [assetId]);
  useEffect(() => {
    if (canAccess) load();
  }, [canAccess, load]);
  if (!canAccess) return null;

  const attempt = (work: () => Promise<void>) => work().then(load, (error) => notify(messageOf(error), { type: 'error' }));
  const create = () => attempt(async () => setLink(sharedPageUrl((await createShare(assetId, minutes)).token)));
  const revoke = (id: string) => attempt(async () => void (await revokeShare(id)));
  const time = (iso: string) => new Date(iso).toLocaleString(locale);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="share-location-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id="share-location-title">
          {translate('sharing.title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            label={translate('sharing.duration')}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
            sx={{ minWidth: 200 }}
          >
            {durations.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`sharing.durations.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={create}>
            {translate('sharing.create')}
          </Button>
        </Stack>
        {link && (
          <TextField
            label={translate('sharing.link')}
            value={link}
            helperText={translate('sharing.link_once')}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'shared-link' } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
        )}
        <List dense aria-label={translate('sharing.links')}>
          {shares.map((share) => (
            <ListItem
              key={share.id}
              secondaryAction={
                isLive(share) && (
                  <Button color="error" onClick={() => revoke(share.id)}>
                    {translate('sharing.revoke')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={translate(share.revokedAt ? 'sharing.revoked' : isLive(share) ? 'sharing.expires' : 'sharing.expired', {
                  time: time(share.revokedAt ?? share.expiresAt),
                })}
                secondary={share.createdBy}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
