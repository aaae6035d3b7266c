// `npm run bench -- <name> [options]` runs scripts/bench/<name>.ts; without a name, lists them.
import { readdirSync } from 'node:fs';

const benches = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.replace(/\.ts$/, ''));

const [name, ...args] = process.argv.slice(2);
if (!name || !benches.includes(name)) {
  console.log(`usage: npm run bench -- <${benches.join('|')}> [options]`);
  process.exit(name ? 1 : 0);
}
process.argv = [process.argv[0], name, ...args];
await import(`./${name}.ts`);
