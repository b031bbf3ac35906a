import type { Translation } from '../../i18n/translation.ts';
import type { companyMembers } from '../company-members.ts';

export default {
  companyMembers: {
    alreadyInCompany: 'Votre compte appartient déjà à une entreprise : quittez-la d’abord.',
    notInCompany: 'Votre compte n’appartient à aucune entreprise.',
    notFound: 'Entreprise introuvable.',
    companyAdminOnly: 'Seul un administrateur de l’entreprise peut effectuer cette action.',
    storeSets: 'Ces champs sont fixés par la boutique ({0}) : demandez-lui de les modifier.',
    oneDefaultAddress: 'Marquez au plus une adresse comme adresse par défaut.',
    memberNotFound: 'Ce membre ne fait pas partie de votre entreprise.',
    lastAdmin: 'L’entreprise doit avoir au moins un administrateur : nommez d’abord un autre membre administrateur.',
    invitedIsMember: '{0} appartient déjà à une entreprise.',
    invitationNotFound: 'Invitation introuvable.',
    invitationGone: {
      accepted: 'Cette invitation a déjà été utilisée.',
      revoked: 'Cette invitation a été retirée par l’entreprise.',
      expired: 'Cette invitation a expiré : demandez-en une nouvelle à l’entreprise.',
    },
    invitationForAnother: 'Cette invitation est destinée à {0} : connectez-vous avec cette adresse pour l’accepter.',
    emailNotVerified:
      'Vérifiez d’abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé, puis acceptez l’invitation.',
    invitationMail: {
      subject: 'Invitation à rejoindre {0}',
      heading: 'Rejoignez votre entreprise',
      // Both roles begin with a vowel: « en tant qu’administrateur », « en tant qu’acheteur ».
      intro: '{0} vous invite à rejoindre {1} sur notre boutique en tant qu’{2}.',
      roles: { admin: 'administrateur de l’entreprise', buyer: 'acheteur' },
      expires:
        'Le lien n’est utilisable qu’une fois, jusqu’au {0}. Connectez-vous (ou inscrivez-vous) avec cette adresse pour accepter l’invitation.',
      action: 'Accepter l’invitation',
      footer: '{0} · Vous recevez cet e-mail parce qu’une entreprise a invité cette adresse.',
    },
  },
} satisfies { companyMembers: Translation<typeof companyMembers> };
