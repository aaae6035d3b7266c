import type en from '../en/shell';
import type { Translation } from '../types';

const shell: Translation<typeof en> = {
  shell: {
    loading: 'Chargement…',
    menu: {
      label: 'Menu principal',
      dashboard: 'Tableau de bord',
      assets: 'Véhicules',
      geofences: 'Géorepérages',
      places: 'Lieux',
      alerts: 'Alertes',
      reports: 'Rapports',
      devices: 'Gestion des boîtiers',
      pendingDevices: 'Boîtiers en attente',
      drivers: 'Conducteurs',
      users: 'Gestion des utilisateurs',
      webhooks: 'Webhooks',
      apiKeys: 'Clés d’API',
      auditLog: 'Journal d’audit',
      tenants: 'Gestion des organisations',
      models: 'Gestion des modèles',
      admin: 'Administration',
    },
    login: {
      title: 'Connectez-vous à votre compte',
      email: 'E-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgot: 'Mot de passe oublié ?',
    },
    password: {
      change_title: 'Changer le mot de passe',
      forgot_title: 'Mot de passe oublié',
      new_intro: 'Choisissez un nouveau mot de passe pour terminer la connexion.',
      forgot_intro: 'Saisissez votre adresse e-mail pour recevoir un code de réinitialisation à usage unique.',
      email: 'E-mail',
      old: 'Ancien mot de passe',
      code: 'Code reçu par e-mail',
      new: 'Nouveau mot de passe',
      confirm: 'Confirmer le nouveau mot de passe',
      send_code: 'Envoyer le code',
      submit: 'Confirmer',
      cancel: 'Annuler',
      required_old: 'Veuillez saisir votre ancien mot de passe !',
      required_code: 'Veuillez saisir le code reçu par e-mail',
      required_new: 'Veuillez saisir votre nouveau mot de passe !',
      required_confirm: 'Veuillez confirmer le nouveau mot de passe !',
      mismatch: 'Les mots de passe ne correspondent pas !',
      code_sent: 'Un code de réinitialisation à usage unique a été envoyé sur votre e-mail',
      changed: 'Votre mot de passe a été changé.',
    },
    user: {
      menu: 'Menu utilisateur',
      change_password: 'Changer le mot de passe',
      sign_out: 'Se déconnecter',
    },
    footer: '%{company} © %{year}',
    errors: {
      default: 'Une erreur est survenue.',
      no_routes: 'Aucun itinéraire trouvé !',
      not_found: 'Oups, une erreur est survenue. Page introuvable !',
      server: 'Désolé, le serveur a rencontré un problème.',
      back: 'Retour au tableau de bord',
      retry: 'Réessayer',
    },
    dashboard: {
      title: 'Tableau de bord',
    },
  },
};

export default shell;
