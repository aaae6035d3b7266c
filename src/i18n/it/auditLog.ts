import type { MessageTree } from '../types';

/** The audit log and API keys screens (Admins). */
const auditLog = {
  resources: {
    auditLog: {
      name: 'Voce di audit |||| Registro di audit',
      fields: {
        at: 'Ora',
        actorEmail: 'Chi',
        actorRole: 'Ruolo',
        signInMethod: 'Accesso con',
        action: 'Azione',
        objectType: 'Tipo di record',
        objectId: 'Id del record',
        objectName: 'Record',
        address: 'Indirizzo',
        actor: 'E-mail di chi',
        from: 'Dal',
        to: 'Fino al',
      },
      no_changes: 'Nessun campo modificato.',
      changes: 'Cosa è cambiato',
      field: 'Campo',
      before: 'Prima',
      after: 'Dopo',
    },
    myApiKeys: { name: 'Chiave API personale |||| Chiavi API personali' },
    apiKeys: {
      name: 'Chiave API |||| Chiavi API',
      fields: {
        name: 'Nome',
        role: 'Ruolo',
        prefix: 'Inizia con',
        expiresAt: 'Scade',
        allowedAddresses: 'Indirizzi consentiti',
        lastUsedAt: 'Ultimo uso',
        lastUsedAddress: 'Ultimo uso da',
        revokedAt: 'Revocata',
        suspendedAt: 'Sospesa dal',
        createdBy: 'Creata da',
        createdAt: 'Creata',
        owner: 'Appartiene a',
      },
      sections: { key: 'Chiave' },
      help: {
        role: 'Non superiore al tuo ruolo.',
        expiresAt: 'Al massimo fra due anni.',
        allowedAddresses: 'Un indirizzo IP o intervallo CIDR per riga; vuoto: da ovunque.',
        personalRole: 'Non superiore al proprio ruolo; non agisce mai oltre il ruolo che si ha quando viene usata.',
        personalExpiresAt: 'Al massimo 90 giorni avanti.',
      },
      created: {
        title: 'Chiave API creata',
        intro: 'Consegna questa chiave al sistema «%{email}». Viene mostrata una sola volta: salvala ora.',
        password: 'Chiave',
        copy: 'Copia',
        copied: 'Chiave copiata',
        copy_failed: 'Impossibile copiare: seleziona la chiave e copiala a mano.',
        done: 'Fatto',
      },
    },
  },
} satisfies MessageTree;

export default auditLog;
