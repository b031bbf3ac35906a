import { type Kysely, type Migration, Migrator } from 'kysely';
import type { DatabaseKind } from './connect.ts';
import { identityTables } from './migrations/001-identity.ts';
import { storeTables } from './migrations/002-store.ts';
import { paymentTables } from './migrations/003-payments.ts';
import { oneReviewPerAccount } from './migrations/005-one-review-per-account.ts';
import { orderOwnership } from './migrations/005-order-ownership.ts';
import { catalogSpec } from './migrations/006-catalog-spec.ts';
import { purchaseOrders } from './migrations/007-purchase-orders.ts';
import { quotesAndDocuments } from './migrations/008-quotes-documents.ts';
import { quoteNumbers } from './migrations/009-quote-numbers.ts';
import { reorderPoint } from './migrations/010-reorder-point.ts';
import { images } from './migrations/011-images.ts';
import { companies } from './migrations/012-companies.ts';
import { units } from './migrations/013-units.ts';
import { listIndexes } from './migrations/014-list-indexes.ts';
import { outbox } from './migrations/015-outbox.ts';
import { builtDocuments } from './migrations/016-built-documents.ts';
import { uploadOwners } from './migrations/017-upload-owners.ts';
import { madeToOrderLines } from './migrations/018-made-to-order-lines.ts';
import { shipments } from './migrations/019-shipments.ts';
import { storeSettings } from './migrations/020-store-settings.ts';
import { structuredAddresses } from './migrations/021-structured-addresses.ts';
import { taxStanding } from './migrations/022-tax-standing.ts';
import { orderCosts } from './migrations/023-order-costs.ts';
import { currencies } from './migrations/024-currencies.ts';
import { exportCompliance } from './migrations/025-export-compliance.ts';
import { heatLots } from './migrations/026-heat-lots.ts';
import { requiredCertificates } from './migrations/027-required-certificates.ts';
import { certificatePortal } from './migrations/028-certificate-portal.ts';
import { barsAndRemnants } from './migrations/029-bars-remnants.ts';
import { remnantHolds } from './migrations/030-remnant-holds.ts';
import { search } from './migrations/031-search.ts';
import { dimensionFilters } from './migrations/032-dimension-filters.ts';
import { searchWords } from './migrations/034-search-words.ts';
import { profileLanguage } from './migrations/035-profile-language.ts';
import { productTranslations } from './migrations/036-product-translations.ts';
import { mailLanguage } from './migrations/037-mail-language.ts';
import { priceDescIndex } from './migrations/038-price-desc-index.ts';
import { searchTexts } from './migrations/039-search-texts.ts';

/**
 * Versioned migrations, applied in order at start-up on both engines. They are listed here rather
 * than read from a folder so that a build or a bundler cannot lose one. Never edit a released
 * migration: add the next number.
 */
export function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '001-identity': identityTables(kind),
    '002-store': storeTables(kind),
    '003-payments': paymentTables(kind),
    '005-order-ownership': orderOwnership(kind),
    '005-one-review-per-account': oneReviewPerAccount(),
    '006-catalog-spec': catalogSpec(kind),
    '007-purchase-orders': purchaseOrders(kind),
    '008-quotes-documents': quotesAndDocuments(kind),
    '009-quote-numbers': quoteNumbers(kind),
    '010-reorder-point': reorderPoint(kind),
    '011-images': images(kind),
    '012-companies': companies(kind),
    '013-units': units(kind),
    '014-list-indexes': listIndexes(kind),
    '015-outbox': outbox(kind),
    '016-built-documents': builtDocuments(kind),
    '017-upload-owners': uploadOwners(),
    '018-made-to-order-lines': madeToOrderLines(),
    '019-shipments': shipments(),
    '020-store-settings': storeSettings(),
    '021-structured-addresses': structuredAddresses(kind),
    '022-tax-standing': taxStanding(kind),
    '023-order-costs': orderCosts(kind),
    '024-currencies': currencies(),
    '025-export-compliance': exportCompliance(kind),
    '026-heat-lots': heatLots(kind),
    '027-required-certificates': requiredCertificates(),
    '028-certificate-portal': certificatePortal(),
    '029-bars-remnants': barsAndRemnants(kind),
    '030-remnant-holds': remnantHolds,
    '031-search': search(kind),
    '032-dimension-filters': dimensionFilters(kind),
    '034-search-words': searchWords(kind),
    '035-profile-language': profileLanguage,
    '036-product-translations': productTranslations(kind),
    '037-mail-language': mailLanguage(kind),
    '038-price-desc-index': priceDescIndex,
    '039-search-texts': searchTexts(kind),
  };
}

export async function migrateToLatest(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(kind) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
