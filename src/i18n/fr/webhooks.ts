import type en from '../en/webhooks';
import type { Translation } from '../types';

const webhooks: Translation<typeof en> = {
  resources: {
    webhooks: {
      name: 'Webhook |||| Webhooks',
      fields: {
        name: 'Nom',
        url: 'URL',
        secret: 'Secret de signature',
        alertTypes: "Types d'alerte",
        enabled: 'Actif',
        createdAt: 'Créé le',
      },
      sections: { receiver: 'Destinataire', alerts: 'Alertes envoyées' },
      help: {
        url: 'Chaque alerte y est envoyée en JSON (POST).',
        url_https: 'Utilisez une URL https (http seulement vers cette machine).',
        url_invalid: 'Saisissez une URL complète, par exemple https://example.com/hooks/fleet.',
        secret_new:
          'Copiez-le maintenant pour le destinataire : il ne sera plus jamais affiché. Il signe chaque appel (X-Fleet-Signature).',
        secret_again: "Le secret n'est jamais affiché : saisissez celui du destinataire pour le garder, ou un nouveau.",
        enabled: "Désactivé : aucune alerte n'est envoyée.",
        alertTypes: "Aucun coché : tous les types d'alerte.",
      },
      action: { new_secret: 'Créer un nouveau secret' },
      all_types: "Tous les types d'alerte",
      deliveries: {
        title: 'Journal des envois',
        empty: 'Rien envoyé pour le moment.',
        columns: {
          time: 'Heure',
          alertType: "Type d'alerte",
          responseStatus: 'Code de statut',
          attempts: 'Tentatives',
          outcome: 'Résultat',
        },
        statuses: { pending: 'En attente', delivered: 'Livré', failed: 'Échec' },
      },
    },
  },
};

export default webhooks;
