import { createContext } from 'react';

/** The name under which the enclosing map is probed (see testProbe). */
export const MapNameContext = createContext('map');
