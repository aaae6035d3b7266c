import type en from '../en/shell';
import type { Translation } from '../types';

const shell: Translation<typeof en> = {
  shell: {
    loading: 'Caricamento…',
    menu: {
      label: 'Menu principale',
      dashboard: 'Cruscotto',
      assets: 'Mezzi',
      geofences: 'Geofence',
      places: 'Luoghi',
      alerts: 'Allarmi',
      reports: 'Report',
      devices: 'Gestione dispositivi',
      pendingDevices: 'Dispositivi in attesa',
      drivers: 'Autisti',
      users: 'Gestione utenti',
      webhooks: 'Webhook',
      apiKeys: 'Chiavi API',
      auditLog: 'Registro di audit',
      tenants: 'Gestione organizzazioni',
      models: 'Gestione modelli',
      admin: 'Amministrazione',
    },
    login: {
      title: 'Accedi al tuo account',
      email: 'E-mail',
      password: 'Password',
      submit: 'Accedi',
      forgot: 'Password dimenticata?',
    },
    password: {
      change_title: 'Cambia password',
      forgot_title: 'Password dimenticata',
      new_intro: "Scegli una nuova password per completare l'accesso.",
      forgot_intro: 'Inserisci il tuo indirizzo e-mail per ricevere un codice di ripristino monouso.',
      email: 'E-mail',
      old: 'Vecchia password',
      code: 'Codice ricevuto via e-mail',
      new: 'Nuova password',
      confirm: 'Conferma nuova password',
      send_code: 'Invia codice',
      submit: 'Conferma',
      cancel: 'Annulla',
      required_old: 'Inserisci la vecchia password!',
      required_code: 'Inserisci il codice ricevuto via e-mail',
      required_new: 'Inserisci la nuova password!',
      required_confirm: 'Inserisci la conferma della nuova password!',
      mismatch: 'Le password non corrispondono!',
      code_sent: 'Un codice di ripristino monouso è stato inviato alla tua e-mail',
      changed: 'La tua password è stata cambiata.',
    },
    user: {
      menu: 'Menu utente',
      change_password: 'Cambia password',
      sign_out: 'Esci',
    },
    footer: '%{company} © %{year}',
    errors: {
      default: 'Si è verificato un errore.',
      no_routes: 'Nessun percorso trovato!',
      not_found: 'Ops, si è verificato un errore. Pagina non trovata!',
      server: 'Spiacenti, il server ha avuto un problema.',
      back: 'Torna al cruscotto',
      retry: 'Riprova',
    },
    dashboard: {
      title: 'Cruscotto',
    },
  },
};

export default shell;
