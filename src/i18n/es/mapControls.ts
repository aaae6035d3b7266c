import type { MessageTree } from '../types';

/** Spanish texts of the map controls MapLibre draws. */
const mapControls = {
  map_controls: {
    zoom_in: 'Acercar',
    zoom_out: 'Alejar',
    reset_bearing: 'Arrastre para girar el mapa, haga clic para volver al norte',
    toggle_attribution: 'Mostrar u ocultar las fuentes',
    map: 'Mapa',
    marker: 'Marcador del mapa',
    close_popup: 'Cerrar la ventana emergente',
    fullscreen_enter: 'Pantalla completa',
    fullscreen_exit: 'Salir de pantalla completa',
  },
} satisfies MessageTree;

export default mapControls;
