import type en from '../en/twoFactor';
import type { Translation } from '../types';

const twoFactor: Translation<typeof en> = {
  twoFactor: {
    menu: 'Accesso a due fattori',
    title: 'Accesso a due fattori',
    is_on: 'L’accesso a due fattori è attivo. Codici di recupero rimasti: %{count}.',
    is_off: 'L’accesso a due fattori non è attivo.',
    required_by_tenant: 'La tua organizzazione lo richiede.',
    turn_on: 'Attiva l’accesso a due fattori',
    scan: 'Scansiona questo codice QR con un’app di autenticazione, oppure inserisci la chiave a mano.',
    secret: 'Chiave:',
    qr_alt: 'Codice QR della chiave a due fattori',
    code: 'Codice dell’app',
    code_or_recovery: 'Codice dell’app o codice di recupero',
    code_or_password: 'Codice attuale o la tua password',
    confirm: 'Conferma',
    verify: 'Verifica',
    done: 'Fatto',
    recovery_title: 'Codici di recupero',
    recovery_intro:
      'Conserva questi codici di recupero in un posto sicuro. Ognuno consente un accesso senza l’app; sono mostrati solo ora.',
    turn_off: 'Disattiva',
    turned_off: 'L’accesso a due fattori non è attivo.',
    code_intro: 'Inserisci il codice della tua app di autenticazione, o un codice di recupero.',
    enrol_required:
      'La tua organizzazione richiede l’accesso a due fattori. Aggiungi questa chiave a un’app di autenticazione, poi inserisci il suo codice.',
    tenant_required: 'Richiedi l’accesso a due fattori a tutti gli utenti della mia organizzazione',
  },
};

export default twoFactor;
