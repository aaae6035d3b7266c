import { useTimeout } from 'react-admin';

/**
 * How long a loader waits before it spins, as react-admin's own do (Loading, DataTableLoading): a
 * screen ready within a second never flashes a spinner, and while the console starts the browser
 * does not spend its time drawing animation frames.
 */
export const SPINNER_DELAY_MS = 1000;

/** Whether a spinner that appeared with this component should show by now. */
export const useSpinnerDelay = () => useTimeout(SPINNER_DELAY_MS);
