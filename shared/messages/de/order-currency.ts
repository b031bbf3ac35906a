import type { Translation } from '../../i18n/translation.ts';
import type { orderCurrency } from '../order-currency.ts';

export default {
  orderCurrency: {
    cartCurrencyChanged:
      'Ihr Warenkorb wurde in {0} kalkuliert, Sie bestellen jetzt aber in {1}. Prüfen Sie Ihren Warenkorb, um die Preise in {1} zu übernehmen, und geben Sie die Bestellung dann erneut auf.',
    currencyNotOffered: 'Der Shop verkauft nicht mehr in {0}.',
    companyCurrencyNotOffered:
      'Der Shop bietet {0} nicht an: Wählen Sie eine der Währungen {1} oder null für die Basiswährung des Shops.',
    wrongCurrency: 'Diese Bestellung wird in {1} bezahlt, nicht in {0}.',
    labels: { freightAmount: 'Der Frachtbetrag', unitPrice: 'Der Stückpreis' },
    tooManyDecimals:
      '{2, plural, =0 {{0} muss ein ganzzahliger Betrag in {1} sein ({1} hat keine Untereinheit)} =1 {{0} darf in {1} höchstens eine Dezimalstelle haben} other {{0} darf in {1} höchstens # Dezimalstellen haben}}',
    notChargeableByCard: '{0} kann in dieser Währung nicht per Karte belastet werden. Zahlen Sie per Überweisung.',
    quotePriceIn: 'Stückpreis ({0})',
    totalsIn: 'Summen in {0}',
    staleRatesTitle: 'Wechselkurse müssen aktualisiert werden',
    staleRate: '{0}: Der Kurs stammt vom {1}, vor {2, plural, one {# Tag} other {# Tagen}}.',
    staleRatesHint:
      'Neue Bestellungen werden zu diesen Kursen berechnet. Aktualisieren Sie sie unter Einstellungen › Währungen, wenn sie älter als {0, plural, one {# Tag} other {# Tage}} sind.',
    staleRatesLink: 'Kurse aktualisieren',
  },
} satisfies { orderCurrency: Translation<typeof orderCurrency> };
