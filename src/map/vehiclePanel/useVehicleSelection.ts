import { useCallback, useMemo, useState } from 'react';
import type { VehicleSelection } from './VehiclePanel';

/** Which asset the panel and the map show, and whether the map follows it; a new choice stops following. */
export function useVehicleSelection(): VehicleSelection {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [following, follow] = useState(false);
  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    follow(false);
  }, []);
  return useMemo(() => ({ selectedId, following, select, follow }), [selectedId, following, select]);
}
