import type { MessageTree } from '../types';

/** English texts of the map controls MapLibre draws (source of keys for the other languages). */
const mapControls = {
  map_controls: {
    zoom_in: 'Zoom in',
    zoom_out: 'Zoom out',
    reset_bearing: 'Drag to rotate map, click to reset north',
    toggle_attribution: 'Toggle attribution',
    map: 'Map',
    marker: 'Map marker',
    close_popup: 'Close popup',
    fullscreen_enter: 'Enter fullscreen',
    fullscreen_exit: 'Exit fullscreen',
  },
} satisfies MessageTree;

export default mapControls;
