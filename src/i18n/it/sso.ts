import type en from '../en/sso';
import type { Translation } from '../types';

const sso: Translation<typeof en> = {
  sso: {
    title: 'Accesso unico',
    manage: 'Accesso unico',
    intro: 'Gli utenti di questa organizzazione accedono con il suo provider OpenID Connect.',
    none: "L'accesso unico non è configurato per questa organizzazione.",
    callback: 'Registra questo URI di reindirizzamento presso il provider: %{url}',
    display_name: 'Nome del provider (sul pulsante di accesso)',
    issuer: "URL dell'emittente",
    client_id: 'ID client',
    client_secret: 'Segreto client',
    client_secret_kept: 'Lascia vuoto per mantenere il segreto salvato.',
    scopes: 'Ambiti',
    groups_claim: 'Attestazione dei gruppi',
    rules: 'Regole da gruppo a ruolo (vince la prima corrispondenza)',
    group: 'Gruppo',
    role: 'Ruolo',
    move_up: 'Sposta su',
    remove_rule: 'Rimuovi regola',
    add_rule: 'Aggiungi regola',
    default_role: 'Utenti senza regola corrispondente',
    refuse: "Rifiuta l'accesso",
    email_domains: 'Domini e-mail a cui proporre questo provider (separati da virgole)',
    create_accounts: 'Crea gli account al primo accesso',
    require_sso: "Richiedi l'accesso unico (nessun accesso con password)",
    save: 'Salva',
    remove: "Rimuovi l'accesso unico",
    saved: 'Impostazioni di accesso unico salvate.',
    removed: 'Accesso unico rimosso.',
    sign_in_with: 'Accedi con %{provider}',
  },
};

export default sso;
