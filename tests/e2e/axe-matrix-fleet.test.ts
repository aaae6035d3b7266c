// axe-core on every screen an Operator and a Viewer see, at 1440 and 390 px, light and dark, English and Arabic
// (dark and Arabic once a screen, under the first role that has it), in a tenant with an asset group: the screens
// with a group picker show it (the SysAdmin and the Admin, in the demo's tenant without one, where the groups list
// is empty: axe-matrix-admins.test.ts, run beside it). See axe-matrix-support.ts.
import { axeMatrixSuite } from './axe-matrix-support';
import { accounts } from './shell-support';

axeMatrixSuite(
  [
    ['Operator', accounts.operator],
    ['Viewer', accounts.viewer],
  ],
  { withGroup: true },
);
