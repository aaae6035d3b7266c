import type en from '../en/webhooks';
import type { Translation } from '../types';

const webhooks: Translation<typeof en> = {
  resources: {
    webhooks: {
      name: 'Webhook |||| Webhook',
      fields: {
        name: 'Nome',
        url: 'URL',
        secret: 'Segreto di firma',
        alertTypes: 'Tipi di avviso',
        enabled: 'Attivo',
        createdAt: 'Creato il',
      },
      sections: { receiver: 'Destinatario', alerts: 'Avvisi inviati' },
      help: {
        url: 'Ogni avviso viene inviato qui come JSON (POST).',
        url_https: 'Usa un URL https (http solo verso questa macchina).',
        url_invalid: 'Inserisci un URL completo, ad esempio https://example.com/hooks/fleet.',
        secret_new: 'Copialo ora per il destinatario: non verrà più mostrato. Firma ogni chiamata (X-Fleet-Signature).',
        secret_again: 'Il segreto non viene mai mostrato: inserisci quello attuale del destinatario per mantenerlo, o uno nuovo.',
        enabled: 'Disattivato: nessun avviso viene inviato.',
        alertTypes: 'Nessuno selezionato: tutti i tipi di avviso.',
      },
      action: { new_secret: 'Crea un nuovo segreto' },
      all_types: 'Tutti i tipi di avviso',
      deliveries: {
        title: 'Registro degli invii',
        empty: 'Ancora nessun invio.',
        columns: { time: 'Ora', alertType: 'Tipo di avviso', responseStatus: 'Codice di stato', attempts: 'Tentativi', outcome: 'Esito' },
        statuses: { pending: 'In attesa', delivered: 'Consegnato', failed: 'Non riuscito' },
      },
    },
  },
};

export default webhooks;
