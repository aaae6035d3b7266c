import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface DrawerState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const DrawerContext = createContext<DrawerState>({ open: false, setOpen: () => undefined });

export const useDrawer = () => useContext(DrawerContext);

/**
 * Whether the temporary drawer is open. Kept apart from react-admin's persisted sidebar state,
 * so that a narrow screen never starts with the drawer open over the page.
 */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}
