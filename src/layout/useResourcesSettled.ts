import { useEffect, useState } from 'react';
import { useResourceDefinitions } from 'react-admin';

/**
 * Whether react-admin's resource definitions have settled. It registers them in an effect after
 * its first render, and again after the next one (useConfigureAdminRouterFromChildren), each time
 * changing what every screen reads (labels, record names, links); a frame drawn meanwhile would
 * draw a second time.
 */
export function useResourcesSettled(): boolean {
  const registered = Object.keys(useResourceDefinitions()).length > 0;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // The render this causes is the point: it comes after react-admin's second registration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (registered) setSettled(true);
  }, [registered]);
  return settled;
}
