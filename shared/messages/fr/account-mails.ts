import type { Translation } from '../../i18n/translation.ts';
import type { accountMails } from '../account-mails.ts';

export default {
  accountMails: {
    verifyEmailText:
      'Bonjour {0},\n\nveuillez confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant :\n\n{1}\n\nLe lien est valable 24 heures. Si vous n’avez pas créé de compte, ignorez cet e-mail.\n',
    resetPasswordSubject: 'Réinitialisez votre mot de passe Rare Metals Store',
    resetPasswordText:
      'Bonjour {0},\n\nquelqu’un a demandé à réinitialiser le mot de passe de votre compte. Pour choisir un nouveau mot de passe, ouvrez :\n\n{1}\n\nLe lien est valable une heure. Si ce n’était pas vous, ignorez cet e-mail.\n',
  },
} satisfies { accountMails: Translation<typeof accountMails> };
