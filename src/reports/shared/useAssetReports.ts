import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { messageOf } from '../../api/errors';
import type { OnProgress } from './paging';
import type { Period } from '../../kit/period';
import type { AssetRef } from './reportTypes';

export interface AssetResult<T> {
  asset: AssetRef;
  data: T;
}

export interface ReportProgress {
  assetName: string;
  /** 0-based position of the asset being loaded among `assetCount`. */
  assetIndex: number;
  assetCount: number;
  /** Records loaded of the current asset, when the report arrives in pages. */
  done: number;
  total: number | null;
}

export type ReportLoader<T> = (assetId: string, period: Period, signal: AbortSignal, onProgress: OnProgress) => Promise<T>;

/**
 * One report for each chosen asset, loaded asset after asset so progress is plain to show and the
 * server is not flooded. Cancelling aborts the request in flight; a failure shows the catalogue
 * message as a toast.
 */
export function useAssetReports<T>(kind: string, assets: AssetRef[], period: Period, load: ReportLoader<T>) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ReportProgress | null>(null);
  const queryKey = ['reports', kind, assets.map((asset) => asset.id), period.from ?? null, period.to ?? null];

  const query = useQuery({
    queryKey,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const results: AssetResult<T>[] = [];
      try {
        for (const [assetIndex, asset] of assets.entries()) {
          const at = { assetName: asset.name, assetIndex, assetCount: assets.length };
          setProgress({ ...at, done: 0, total: null });
          const data = await load(asset.id, period, signal, (done, total) => setProgress({ ...at, done, total }));
          results.push({ asset, data });
        }
        return results;
      } catch (error) {
        if (!signal.aborted) notify(messageOf(error), { type: 'error' });
        throw error;
      }
    },
  });

  return {
    results: query.data,
    loading: query.isFetching,
    progress,
    failed: query.isError && !query.isFetching,
    error: query.error,
    // Cancelled before any result: react-query puts the query back to pending and idle.
    cancelled: query.isPending && !query.isFetching,
    cancel: () => void queryClient.cancelQueries({ queryKey }),
    reload: () => void query.refetch(),
  };
}
