import type { MessageTree } from '../types';

/** Italian texts of the map controls MapLibre draws. */
const mapControls = {
  map_controls: {
    zoom_in: 'Ingrandisci',
    zoom_out: 'Riduci',
    reset_bearing: 'Trascina per ruotare la mappa, fai clic per tornare al nord',
    toggle_attribution: 'Mostra o nascondi le fonti',
    map: 'Mappa',
    marker: 'Indicatore sulla mappa',
    close_popup: 'Chiudi il popup',
    fullscreen_enter: 'Schermo intero',
    fullscreen_exit: 'Esci dallo schermo intero',
  },
} satisfies MessageTree;

export default mapControls;
