import type en from '../en/sso';
import type { Translation } from '../types';

const sso: Translation<typeof en> = {
  sso: {
    title: 'Authentification unique',
    manage: 'Authentification unique',
    intro: 'Les utilisateurs de cette organisation se connectent avec son fournisseur OpenID Connect.',
    none: "L'authentification unique n'est pas configurée pour cette organisation.",
    callback: 'Enregistrez cette URI de redirection auprès du fournisseur : %{url}',
    display_name: 'Nom du fournisseur (sur le bouton de connexion)',
    issuer: "URL de l'émetteur",
    client_id: 'Identifiant client',
    client_secret: 'Secret client',
    client_secret_kept: 'Laissez vide pour conserver le secret enregistré.',
    scopes: 'Portées',
    groups_claim: 'Revendication des groupes',
    rules: "Règles groupe vers rôle (la première correspondance l'emporte)",
    group: 'Groupe',
    role: 'Rôle',
    move_up: 'Monter',
    remove_rule: 'Supprimer la règle',
    add_rule: 'Ajouter une règle',
    default_role: 'Utilisateurs sans règle correspondante',
    refuse: 'Refuser la connexion',
    email_domains: 'Domaines e-mail auxquels proposer ce fournisseur (séparés par des virgules)',
    create_accounts: 'Créer les comptes à la première connexion',
    require_sso: "Exiger l'authentification unique (pas de connexion par mot de passe)",
    save: 'Enregistrer',
    remove: "Supprimer l'authentification unique",
    saved: "Paramètres d'authentification unique enregistrés.",
    removed: 'Authentification unique supprimée.',
    sign_in_with: 'Se connecter avec %{provider}',
  },
};

export default sso;
