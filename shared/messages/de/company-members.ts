import type { Translation } from '../../i18n/translation.ts';
import type { companyMembers } from '../company-members.ts';

export default {
  companyMembers: {
    alreadyInCompany: 'Ihr Konto gehört bereits zu einer Firma: Verlassen Sie diese zuerst.',
    notInCompany: 'Ihr Konto gehört zu keiner Firma.',
    notFound: 'Firma nicht gefunden.',
    companyAdminOnly: 'Nur ein Firmenadministrator kann dies tun.',
    storeSets: 'Diese Angaben legt der Shop fest ({0}): Wenden Sie sich für Änderungen an den Shop.',
    oneDefaultAddress: 'Markieren Sie höchstens eine Adresse als Standard.',
    memberNotFound: 'Dieses Mitglied gibt es in Ihrer Firma nicht.',
    lastAdmin:
      'Die Firma braucht mindestens einen Administrator: Machen Sie zuerst ein anderes Mitglied zum Administrator.',
    invitedIsMember: '{0} gehört bereits zu einer Firma.',
    invitationNotFound: 'Einladung nicht gefunden.',
    invitationGone: {
      accepted: 'Diese Einladung wurde bereits verwendet.',
      revoked: 'Diese Einladung wurde von der Firma zurückgezogen.',
      expired: 'Diese Einladung ist abgelaufen: Bitten Sie die Firma um eine neue.',
    },
    invitationForAnother: 'Diese Einladung gilt für {0}: Melden Sie sich mit dieser Adresse an, um sie anzunehmen.',
    emailNotVerified:
      'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Öffnen Sie den Link, den wir Ihnen gesendet haben, und nehmen Sie dann die Einladung an.',
    invitationMail: {
      subject: 'Sie wurden eingeladen, {0} beizutreten',
      heading: 'Treten Sie Ihrer Firma bei',
      intro: '{0} lädt Sie ein, {1} in unserem Shop als {2} beizutreten.',
      roles: { admin: 'Firmenadministrator', buyer: 'Einkäufer' },
      expires:
        'Der Link kann einmal verwendet werden und ist gültig bis {0}. Melden Sie sich mit dieser Adresse an (oder registrieren Sie sich), um die Einladung anzunehmen.',
      action: 'Einladung annehmen',
      footer: '{0} · Sie erhalten diese E-Mail, weil eine Firma diese Adresse eingeladen hat.',
    },
  },
} satisfies { companyMembers: Translation<typeof companyMembers> };
