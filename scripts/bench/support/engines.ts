/** The options of a bench that runs on both engines: `--pg postgres://...` and `--engine pglite|postgresql`. */
export const engineOptions = { pg: { type: 'string' }, engine: { type: 'string' } } as const;

/**
 * The engines to run on and the test server starter. PostgreSQL comes from --pg or
 * TEST_DATABASE_URL, which must be settled before tests/support/server is imported.
 */
export async function benchEngines(options: { pg?: string; engine?: string }) {
  if (options.pg) process.env.TEST_DATABASE_URL = options.pg;
  const { engines, startTestServer } = await import('../../../tests/support/server');
  return { engines: engines.filter((engine) => !options.engine || engine === options.engine), startTestServer };
}
