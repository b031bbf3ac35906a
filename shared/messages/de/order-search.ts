import type { Translation } from '../../i18n/translation.ts';
import type { orderScope, orderSearch } from '../order-search.ts';

export default {
  orderSearch: {
    from: 'Aufgegeben ab',
    to: 'Aufgegeben bis',
    rangeBackwards: 'Das Datum „Aufgegeben bis“ darf nicht vor dem Datum „Aufgegeben ab“ liegen',
    searchHint: 'Auftragsnummer, Bestellnummer oder Produkt',
    clearFilters: 'Filter zurücksetzen',
  },
  orderScope: {
    label: 'Bestellungen',
    mine: 'Meine',
    company: 'Meiner Firma',
  },
} satisfies { orderSearch: Translation<typeof orderSearch>; orderScope: Translation<typeof orderScope> };
