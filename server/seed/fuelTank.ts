import sql from 'sql-template-tag';
import type { Queryable } from '../db/engine';
import { demoTankLitres } from '../simulation/fleetSimulation';

/**
 * The tank of the vehicle the simulator gives a fuel sensor (the first simulated device by id, as
 * demoSimulation.ts orders them), so its reported percentage becomes litres in the fuel report.
 */
export async function seedFuelTank(tx: Queryable): Promise<void> {
  await tx.query(sql`insert into asset_fuel_setups (asset_id, tenant_id, tank_litres)
    select a.id, a.tenant_id, ${demoTankLitres} from assets a join sensors s on s.id = a.sensor_id
    where s.simulated and s.protocol is null order by s.unique_id limit 1`);
}
