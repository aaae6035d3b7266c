// axe-core on every screen a SysAdmin and an Admin see, at 1440 and 390 px, in English light, and each screen once
// in the dark theme and in Arabic, under the first role that has it: the SysAdmin, who sees every screen and every
// control, so the other roles' screens are checked in these variants here too (the Operator and the Viewer:
// axe-matrix-fleet.test.ts, run beside it). In a tenant with an asset group: the screens with a group picker show
// it. See axe-matrix-support.ts.
import { axeMatrixSuite } from './axe-matrix-support';
import { accounts } from './shell-support';

axeMatrixSuite(
  [
    ['SysAdmin', accounts.sysadmin],
    ['Admin', accounts.admin],
  ],
  { withGroup: true, otherVariants: true },
);
