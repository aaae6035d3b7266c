import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract } from '../../server/app';

/**
 * A validator of one of the contract's component schemas, for answers the server writes
 * without fastify's serializer (PostgreSQL writes assets as JSON): they must still be exactly
 * what the contract says, every property present and no other.
 */
export function contractValidator(component: string) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const contract = loadContract() as { components: { schemas: Record<string, { properties?: object }> } };
  ajv.addSchema({ $id: 'fleet', components: contract.components });
  const validate = ajv.compile({ $ref: `fleet#/components/schemas/${component}` });
  const properties = Object.keys(contract.components.schemas[component].properties ?? {}).sort();
  return (value: unknown) => {
    const problems = validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    const keys = Object.keys(value as object).sort();
    if (keys.join() !== properties.join()) problems.push(`properties ${keys.join()} instead of ${properties.join()}`);
    return problems;
  };
}
