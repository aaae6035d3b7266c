import type { MessageTree } from '../types';

/** French texts of the map controls MapLibre draws. */
const mapControls = {
  map_controls: {
    zoom_in: 'Zoom avant',
    zoom_out: 'Zoom arrière',
    reset_bearing: 'Faire glisser pour pivoter la carte, cliquer pour revenir au nord',
    toggle_attribution: 'Afficher ou masquer les sources',
    map: 'Carte',
    marker: 'Repère sur la carte',
    close_popup: 'Fermer la bulle',
    fullscreen_enter: 'Plein écran',
    fullscreen_exit: 'Quitter le plein écran',
  },
} satisfies MessageTree;

export default mapControls;
