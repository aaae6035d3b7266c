// axe-core on every screen an Operator and a Viewer see, at 1440 and 390 px, in English light (the dark theme and
// Arabic: under the SysAdmin in axe-matrix-admins.test.ts, run beside it, whose screens hold theirs). In the demo's
// tenant, without asset groups: the groups list shows its empty state. See axe-matrix-support.ts.
import { axeMatrixSuite } from './axe-matrix-support';
import { accounts } from './shell-support';

axeMatrixSuite([
  ['Operator', accounts.operator],
  ['Viewer', accounts.viewer],
]);
