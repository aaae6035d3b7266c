import type en from '../en/sharing';
import type { Translation } from '../types';

const sharing: Translation<typeof en> = {
  sharing: {
    title: 'Partager la position en direct',
    duration: 'Lien valable',
    create: 'Créer un lien',
    link: 'Lien partagé',
    link_once: 'Copiez le lien maintenant : il n’est affiché qu’une fois.',
    links: 'Liens partagés',
    revoke: 'Révoquer',
    revoked: 'Révoqué le %{time}',
    expires: 'Expire le %{time}',
    expired: 'Expiré le %{time}',
    durations: {
      '15': '15 minutes',
      '60': '1 heure',
      '480': '8 heures',
      '1440': '1 jour',
      '10080': '7 jours',
    },
    public: {
      title: 'Position partagée',
      loading: 'Chargement…',
      unavailable: 'Ce lien a expiré ou a été révoqué.',
      no_position: 'Pas encore de position.',
      updated: 'Mis à jour le %{time}',
      expires: 'Lien valable jusqu’au %{time}',
      unreachable: 'Le plan des rues est injoignable : affichage des contours hors ligne.',
    },
  },
};

export default sharing;
