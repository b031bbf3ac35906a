import type { Translation } from '../../i18n/translation.ts';
import type { accountMails } from '../account-mails.ts';

export default {
  accountMails: {
    verifyEmailText:
      'Hallo {0},\n\nbitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, indem Sie diesen Link öffnen:\n\n{1}\n\nDer Link ist 24 Stunden gültig. Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail.\n',
    resetPasswordSubject: 'Setzen Sie Ihr Passwort für Rare Metals Store zurück',
    resetPasswordText:
      'Hallo {0},\n\njemand hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Um ein neues Passwort zu wählen, öffnen Sie:\n\n{1}\n\nDer Link ist eine Stunde gültig. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.\n',
  },
} satisfies { accountMails: Translation<typeof accountMails> };
