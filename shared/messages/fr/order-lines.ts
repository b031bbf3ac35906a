import type { Translation } from '../../i18n/translation.ts';
import type { orderLines } from '../order-lines.ts';

export default {
  orderLines: {
    // The metal comes as its English label (metalLabels), the form as its key (tube, plate, …).
    itemName:
      '{1, select, tube {Tube} plate {Tôle} bar {Barre} wire {Fil} fitting {Raccord} other {{1}}} en {0, select, Titanium {titane} Nickel {nickel} Tungsten {tungstène} Molybdenum {molybdène} Tantalum {tantale} Niobium {niobium} Nitinol {nitinol} other {{0}}}',
    madeToOrder: 'Fabrication sur commande',
    leadTime: 'Délai de livraison de {0, plural, one {# jour} other {# jours}}',
    madeToOrderFacts: (days) =>
      days === null
        ? 'Fabrication sur commande'
        : `Fabrication sur commande, délai de livraison de ${days} ${days < 2 ? 'jour' : 'jours'}`,
    drawing: 'Plan',
    certificateLabel: 'Certificat requis',
    noCertificate: 'Aucun',
    supplyLabel: 'Fourniture',
    fromStock: 'Le produit du catalogue tel que vendu',
    downloadDrawing: 'Télécharger le plan de {0}',
    certificateRequired: 'Certificat requis : {0}',
    fromQuote: 'Devis {0}',
  },
} satisfies { orderLines: Translation<typeof orderLines> };
