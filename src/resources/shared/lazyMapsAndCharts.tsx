import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';

// The map module's parts, each loaded on first use in its own chunk: map libraries stay out of
// the resource screens' code.
export const AssetLiveMap = lazy(() => import('../../map/AssetLiveMap'));
export const AssetTripsPanel = lazy(() => import('../assets/AssetTripsPanel'));
export const AlertLocationMap = lazy(() => import('../../map/AlertLocationMap'));
export const GeofenceShapeInput = lazy(() => import('../geofences/GeofenceShapeInput'));
export const ReplayPanel = lazy(() => import('../../replay/ReplayPanel'));
// The report tabs load the chart library: also kept out until the detail page is opened.
export const AssetReportTabs = lazy(() => import('../../reports/AssetReportTabs'));

/** Holds a map part's place, at its height, while its code loads. */
export const MapSlot = ({ height, children }: { height: number; children: ReactNode }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>
);
