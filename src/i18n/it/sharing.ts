import type en from '../en/sharing';
import type { Translation } from '../types';

const sharing: Translation<typeof en> = {
  sharing: {
    title: 'Condividi la posizione in diretta',
    duration: 'Link valido per',
    create: 'Crea link',
    link: 'Link condiviso',
    link_once: 'Copia il link ora: viene mostrato una sola volta.',
    links: 'Link condivisi',
    revoke: 'Revoca',
    revoked: 'Revocato %{time}',
    expires: 'Scade %{time}',
    expired: 'Scaduto %{time}',
    durations: {
      '15': '15 minuti',
      '60': '1 ora',
      '480': '8 ore',
      '1440': '1 giorno',
      '10080': '7 giorni',
    },
    public: {
      title: 'Posizione condivisa',
      loading: 'Caricamento…',
      unavailable: 'Questo link è scaduto o è stato revocato.',
      no_position: 'Nessuna posizione ancora.',
      updated: 'Aggiornato %{time}',
      expires: 'Link valido fino a %{time}',
      unreachable: 'Impossibile raggiungere la mappa stradale: vengono mostrati i contorni offline.',
    },
  },
};

export default sharing;
