// axe-core on every screen a SysAdmin and an Admin see, at 1440 and 390 px, light and dark, English and Arabic
// (dark and Arabic once a screen, under the first role that has it; the Operator and the Viewer:
// axe-matrix-fleet.test.ts, run beside it). See axe-matrix-support.ts.
import { axeMatrixSuite } from './axe-matrix-support';
import { accounts } from './shell-support';

axeMatrixSuite([
  ['SysAdmin', accounts.sysadmin],
  ['Admin', accounts.admin],
]);
