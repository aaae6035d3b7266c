import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '../kit/lazyScreen';
import { ScreenLoader } from './ScreenLoader';

/**
 * The signed-in frame (app bar, menu, sidebar) in a chunk of its own: the login page does not load
 * it. Signing in and a start on a signed-in screen preload it, beside the screen's own code.
 */
const ShellLayout = lazyScreen(() => import('./ShellLayout'), 'ShellLayout');

export const preloadShellFrame = () => ShellLayout.preload().catch(() => undefined);

export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ScreenLoader />}>
      <ShellLayout>{children}</ShellLayout>
    </Suspense>
  );
}
