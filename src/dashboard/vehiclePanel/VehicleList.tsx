import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { FleetState } from '../../fleet/fleetState';
import { timeAgo } from './relativeTime';
import { liveReading } from './liveReading';
import { useFleetMoves, useNow } from './useFleetStatus';
import { ROW_HEIGHT, VehicleRow } from './VehicleRow';
import type { PanelAsset } from './vehicleSearch';

interface VehicleListProps {
  assets: readonly PanelAsset[];
  fleet: FleetState;
  selectedId: string | null;
  onSelect: (id: string) => void;
  tenantNames?: ReadonlyMap<string, string>;
}

const PAGE_ROWS = 8;

/** Where each key moves the active row of the list. */
function nextIndex(key: string, index: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + PAGE_ROWS,
    PageUp: index - PAGE_ROWS,
    Home: 0,
    End: count - 1,
  };
  return key in moves ? Math.min(count - 1, Math.max(0, moves[key])) : null;
}

/**
 * The assets as a listbox that draws only the rows in view (TanStack Virtual), so that ten thousand
 * scroll as smoothly as ten. The arrow keys move the active row, Enter selects it.
 */
export function VehicleList({ assets, fleet, selectedId, onSelect, tenantNames }: VehicleListProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const now = useNow();
  // Every row reads the live fleet as the map does: re-drawn with each of its updates.
  useFleetMoves(fleet);
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(-1);
  // The rule guards the React Compiler's memoisation, which the build does not use; the virtualizer re-renders
  // this list itself as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: assets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });

  // A selection made on the map shows in the list too.
  useEffect(() => {
    const index = selectedId ? assets.findIndex((asset) => asset.id === selectedId) : -1;
    if (index < 0) return;
    setActive(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [selectedId, assets, virtualizer]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && assets[active]) {
      event.preventDefault();
      onSelect(assets[active].id);
      return;
    }
    const next = nextIndex(event.key, active, assets.length);
    if (next === null || assets.length === 0) return;
    event.preventDefault();
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const activeAsset = assets[active];
  return (
    <Box
      ref={scroller}
      role="listbox"
      tabIndex={0}
      aria-label={translate('vehiclePanel.list_label', { smart_count: assets.length })}
      aria-activedescendant={activeAsset ? `vehicle-option-${activeAsset.id}` : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => active < 0 && assets.length > 0 && setActive(0)}
      data-testid="vehicle-list"
      sx={{
        overflowY: 'auto',
        flex: 1,
        minHeight: 0,
        position: 'relative',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const asset = assets[row.index];
          const reading = liveReading(fleet, asset);
          return (
            <VehicleRow
              key={asset.id}
              asset={asset}
              status={reading.status}
              speedKmh={reading.speedKmh}
              ago={timeAgo(reading.lastPositionAt, now, locale)}
              tenantName={tenantNames?.get(asset.tenantId)}
              selected={asset.id === selectedId}
              active={row.index === active}
              top={row.start}
              onSelect={(id) => {
                setActive(row.index);
                onSelect(id);
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
