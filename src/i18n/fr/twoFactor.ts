import type en from '../en/twoFactor';
import type { Translation } from '../types';

const twoFactor: Translation<typeof en> = {
  twoFactor: {
    menu: 'Connexion à deux facteurs',
    title: 'Connexion à deux facteurs',
    is_on: 'La connexion à deux facteurs est activée. Codes de secours restants : %{count}.',
    is_off: 'La connexion à deux facteurs est désactivée.',
    required_by_tenant: 'Votre organisation l’exige.',
    turn_on: 'Activer la connexion à deux facteurs',
    scan: 'Scannez ce QR code avec une application d’authentification, ou saisissez la clé à la main.',
    secret: 'Clé :',
    qr_alt: 'QR code de la clé à deux facteurs',
    code: 'Code de l’application',
    code_or_recovery: 'Code de l’application ou code de secours',
    code_or_password: 'Code actuel ou votre mot de passe',
    confirm: 'Confirmer',
    verify: 'Vérifier',
    done: 'Terminé',
    recovery_title: 'Codes de secours',
    recovery_intro:
      'Conservez ces codes de secours en lieu sûr. Chacun permet une connexion sans l’application ; ils ne sont affichés qu’une fois.',
    turn_off: 'Désactiver',
    turned_off: 'La connexion à deux facteurs est désactivée.',
    code_intro: 'Saisissez le code de votre application d’authentification, ou un code de secours.',
    enrol_required:
      'Votre organisation exige la connexion à deux facteurs. Ajoutez cette clé à une application d’authentification, puis saisissez son code.',
    tenant_required: 'Exiger la connexion à deux facteurs pour tous les utilisateurs de mon organisation',
  },
};

export default twoFactor;
