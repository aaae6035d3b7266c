import type { MessageTree } from '../types';

/** The audit log and API keys screens (Admins). */
const auditLog = {
  resources: {
    auditLog: {
      name: 'Entrée d’audit |||| Journal d’audit',
      fields: {
        at: 'Heure',
        actorEmail: 'Qui',
        actorRole: 'Rôle',
        signInMethod: 'Connecté par',
        action: 'Action',
        objectType: 'Type d’enregistrement',
        objectId: 'Identifiant',
        objectName: 'Enregistrement',
        address: 'Adresse',
        actor: 'E-mail de l’auteur',
        from: 'Du',
        to: 'Jusqu’au',
      },
      no_changes: 'Aucun champ modifié.',
      changes: 'Modifications',
      field: 'Champ',
      before: 'Avant',
      after: 'Après',
    },
    myApiKeys: { name: 'Clé d’API personnelle |||| Clés d’API personnelles' },
    apiKeys: {
      name: 'Clé d’API |||| Clés d’API',
      fields: {
        name: 'Nom',
        role: 'Rôle',
        prefix: 'Commence par',
        expiresAt: 'Expire le',
        allowedAddresses: 'Adresses autorisées',
        lastUsedAt: 'Dernière utilisation',
        lastUsedAddress: 'Utilisée depuis',
        revokedAt: 'Révoquée le',
        suspendedAt: 'Suspendue depuis',
        createdBy: 'Créée par',
        createdAt: 'Créée le',
        owner: 'Appartient à',
      },
      sections: { key: 'Clé' },
      help: {
        role: 'Pas plus élevé que votre propre rôle.',
        expiresAt: 'Au plus deux ans à l’avance.',
        allowedAddresses: 'Une adresse IP ou une plage CIDR par ligne ; vide : depuis partout.',
        personalRole: 'Pas plus élevé que votre propre rôle ; elle n’agit jamais au-delà du rôle que vous avez lorsqu’elle est utilisée.',
        personalExpiresAt: 'Au plus 90 jours à l’avance.',
      },
      created: {
        title: 'Clé d’API créée',
        intro: 'Donnez cette clé au système « %{email} ». Elle n’est affichée qu’une fois : enregistrez-la maintenant.',
        password: 'Clé',
        copy: 'Copier',
        copied: 'Clé copiée',
        copy_failed: 'Copie impossible : sélectionnez la clé et copiez-la à la main.',
        done: 'Terminé',
      },
    },
  },
} satisfies MessageTree;

export default auditLog;
