import type { Translation } from '../../i18n/translation.ts';
import type { orderLines } from '../order-lines.ts';

export default {
  orderLines: {
    // The metal comes as its English label (metalLabels), the form as its key (tube, plate, …).
    itemName:
      '{1, select, tube {Rohr} plate {Blech} bar {Stange} wire {Draht} fitting {Fitting} other {{1}}} aus {0, select, Titanium {Titan} Nickel {Nickel} Tungsten {Wolfram} Molybdenum {Molybdän} Tantalum {Tantal} Niobium {Niob} Nitinol {Nitinol} other {{0}}}',
    madeToOrder: 'Sonderanfertigung',
    leadTime: 'Lieferzeit {0, plural, one {# Tag} other {# Tage}}',
    madeToOrderFacts: (days) =>
      days === null ? 'Sonderanfertigung' : `Sonderanfertigung, Lieferzeit ${days} ${days === 1 ? 'Tag' : 'Tage'}`,
    drawing: 'Zeichnung',
    certificateLabel: 'Erforderliches Zeugnis',
    noCertificate: 'Keines',
    supplyLabel: 'Lieferung',
    fromStock: 'Das Katalogprodukt wie angeboten',
    downloadDrawing: 'Zeichnung zu {0} herunterladen',
    certificateRequired: 'Erforderliches Zeugnis: {0}',
    fromQuote: 'Angebot {0}',
  },
} satisfies { orderLines: Translation<typeof orderLines> };
