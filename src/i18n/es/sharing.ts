import type en from '../en/sharing';
import type { Translation } from '../types';

const sharing: Translation<typeof en> = {
  sharing: {
    title: 'Compartir la ubicación en directo',
    duration: 'Enlace válido durante',
    create: 'Crear enlace',
    link: 'Enlace compartido',
    link_once: 'Copie el enlace ahora: solo se muestra una vez.',
    links: 'Enlaces compartidos',
    revoke: 'Revocar',
    revoked: 'Revocado %{time}',
    expires: 'Caduca %{time}',
    expired: 'Caducó %{time}',
    durations: {
      '15': '15 minutos',
      '60': '1 hora',
      '480': '8 horas',
      '1440': '1 día',
      '10080': '7 días',
    },
    public: {
      title: 'Ubicación compartida',
      loading: 'Cargando…',
      unavailable: 'Este enlace ha caducado o fue revocado.',
      no_position: 'Aún no hay posición.',
      updated: 'Actualizado %{time}',
      expires: 'Enlace válido hasta %{time}',
      unreachable: 'No se pudo acceder al mapa de calles: se muestran los contornos sin conexión.',
    },
  },
};

export default sharing;
