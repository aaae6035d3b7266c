import { AssetGroupSelect } from '../../kit/AssetGroupSelect';

/** The group whose vehicles the panel lists; shown only when the tenant has groups. */
export function VehicleGroupFilter({ groupId, onChange }: { groupId: string; onChange: (groupId: string) => void }) {
  return <AssetGroupSelect groupId={groupId} onChange={onChange} fullWidth sx={{ mt: 1 }} />;
}
