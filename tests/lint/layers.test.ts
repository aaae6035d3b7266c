import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules (eslint.layers.js) on deliberate imports, right way and wrong way: a rule that stopped
 * matching would let the layers knot again without anyone noticing.
 */
describe('the lint rules of the layers', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
    return result.messages.filter((message) => message.ruleId?.startsWith('no-restricted-')).map((message) => message.message);
  };

  it.each([
    [
      'the map kit importing a feature',
      'src/map/Example.tsx',
      "import { value } from '../resources/assets/asset';",
      /kit layer imports only from the layers below/,
    ],
    ['a kit subfolder importing the shell', 'src/map/layers/example.ts', "import { value } from '../../layout/ShellFrame';", /kit layer/],
    [
      'the contract importing the kit',
      'src/api/example.ts',
      "import { value } from '../providers/dataProvider';",
      /domain and contract layer/,
    ],
    [
      'a domain module importing a feature',
      'src/domain/example.ts',
      "import { value } from '../dashboard/Dashboard';",
      /domain and contract layer/,
    ],
    [
      'a feature importing the app',
      'src/resources/assets/example.tsx',
      "import { value } from '../../startup/firstScreen';",
      /features layer imports only/,
    ],
    ['a feature importing the start-up entry', 'src/dashboard/example.ts', "import { value } from '../boot';", /features layer/],
    [
      'a feature importing a piece of another that is not one of its compositions',
      'src/dashboard/example.ts',
      "import { value } from '../resources/assets/asset';",
      /imports another feature only where/,
    ],
    [
      'a feature importing another lazily',
      'src/resources/drivers/example.tsx',
      "const value = () => import('../../reports/fuel/FuelReport');",
      /imports another feature only where/,
    ],
    ['a root module of the base importing the app', 'src/routePaths.ts', "import { value } from './App';", /domain and contract layer/],
    ['the kit importing a feature lazily', 'src/map/Example.tsx', "const value = () => import('../reports/ReportsPage');", /kit layer/],
    [
      'the console importing the server',
      'src/kit/example.ts',
      "import { value } from '../../server/contract';",
      /does not import the server/,
    ],
    [
      'the server importing a console screen',
      'server/routes/example.ts',
      "import { value } from '../../src/resources/assets/asset';",
      /imports nothing from src/,
    ],
  ])('refuses %s', async (_, filePath, code, message) => {
    const found = await problems(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it.each([
    [
      'a feature importing the kit and the contract',
      'src/resources/assets/example.tsx',
      "import { value } from '../../map/FleetMap';\nimport { other } from '../../api/client';",
    ],
    [
      'a feature showing another where the compositions say',
      'src/dashboard/example.ts',
      "import { value } from '../reports/scores/scoresApi';",
    ],
    [
      'a feature importing its own pieces and the kit',
      'src/resources/drivers/example.tsx',
      "import { value } from '../assets/asset';\nimport { other } from '../../kit/csv';",
    ],
    ['the app importing a feature', 'src/layout/example.ts', "import { value } from '../dashboard/DashboardPage';"],
    [
      'the kit importing the route paths and the fleet',
      'src/map/example.ts',
      "import { value } from '../routePaths';\nimport { other } from '../fleet/status';",
    ],
    ['a kit folder named like nothing above', 'src/map/layers/example.ts', "import { value } from '../trips/TripRoute';"],
    [
      'the server importing the domain and the generated contract',
      'server/repos/example.ts',
      "import { value } from '../../src/domain/geometry';\nimport type { other } from '../../src/api/schema';",
    ],
    ['a test checking one layer against another', 'src/api/example.test.ts', "import { value } from '../i18n/en/shell';"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
