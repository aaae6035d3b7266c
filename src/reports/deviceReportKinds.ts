import { isFleetWide, REPORT_KINDS, type ReportKind } from './reportKinds';

/** The reports that only one family of device sends, by the protocol of the device's model. */
const FAMILY_KINDS: Partial<Record<ReportKind, (protocol: string) => boolean>> = {
  suntechObd: (protocol) => protocol === 'suntech',
  suntechStatus: (protocol) => protocol === 'suntech',
  rutx: (protocol) => protocol === 'rutx',
};

/** What any device sends (its latest values and its messages). */
const DEVICE_KINDS: readonly ReportKind[] = ['sensorsState', 'sensorsLogs'];

/**
 * The report tabs of one asset: the driving reports always, the device reports only when it has a
 * device, and a device family's reports only when the device's model speaks that family's protocol;
 * never the fleet's rankings.
 */
export function assetReportKinds(hasDevice: boolean, protocol: string | null): ReportKind[] {
  return REPORT_KINDS.filter((kind) => {
    if (isFleetWide(kind)) return false;
    const family = FAMILY_KINDS[kind];
    if (family) return hasDevice && protocol !== null && family(protocol.toLowerCase());
    return DEVICE_KINDS.includes(kind) ? hasDevice : true;
  });
}
