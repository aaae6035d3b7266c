import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState, type ReactNode } from 'react';

interface BottomSheetProps {
  title: string;
  /** Opens the sheet when it becomes true (an asset selected on the map). */
  openWhen: boolean;
  children: ReactNode;
}

/** The panel on a phone: a sheet along the bottom of the screen, folded to its title until opened. */
export function BottomSheet({ title, openWhen, children }: BottomSheetProps) {
  const [open, setOpen] = useState(false);
  // Opened as the selection arrives (during render, as React advises for state that follows a prop).
  const [opening, setOpening] = useState(openWhen);
  if (opening !== openWhen) {
    setOpening(openWhen);
    if (openWhen) setOpen(true);
  }
  return (
    <Paper
      elevation={8}
      data-testid="vehicle-sheet"
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        height: open ? '60vh' : 48,
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '12px 12px 0 0',
        transition: 'height 200ms',
      }}
    >
      <Button
        fullWidth
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        endIcon={open ? <ExpandMore /> : <ExpandLess />}
        sx={{ height: 48, flex: 'none', justifyContent: 'space-between', px: 2 }}
      >
        {title}
      </Button>
      {open && <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</div>}
    </Paper>
  );
}
