import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../api/errors';
import { NO_PRINT } from '../shared/PrintStyles';
import type { FuelEvent } from '../shared/reportTypes';
import { setFillPrice } from './fuelSettingsApi';

/**
 * An Operator's or Admin's way to enter what a litre cost on one fill (empty: the tenant's price again);
 * `onSaved` reads the report again, whose costs count the fill's litres at it.
 */
export function FillPriceButton({ assetId, fill, onSaved }: { assetId: string; fill: FuelEvent; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'fuelFillPrices' });
  const [price, setPrice] = useState<string | null>(null);
  if (!canAccess || fill.kind !== 'fill') return null;

  const save = async (text: string) => {
    try {
      await setFillPrice(assetId, { time: fill.startTime, pricePerLitre: text.trim() === '' ? null : Number(text) });
      setPrice(null);
      notify('reports.fuel.fill_price.saved', { type: 'success' });
      onSaved();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" className={NO_PRINT} onClick={() => setPrice(fill.pricePerLitre === null ? '' : String(fill.pricePerLitre))}>
        {translate('reports.fuel.fill_price.action')}
      </Button>
      <Dialog open={price !== null} onClose={() => setPrice(null)}>
        {price !== null && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save(price);
            }}
          >
            <DialogTitle>{translate('reports.fuel.fill_price.title')}</DialogTitle>
            <DialogContent>
              <TextField
                autoFocus
                type="number"
                sx={{ mt: 1 }}
                label={translate('reports.fuel.price_per_litre')}
                helperText={translate('reports.fuel.fill_price.help')}
                value={price}
                slotProps={{ htmlInput: { step: 'any', min: 0, max: 1000 } }}
                onChange={(event) => setPrice(event.target.value)}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPrice(null)}>{translate('ra.action.cancel')}</Button>
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
