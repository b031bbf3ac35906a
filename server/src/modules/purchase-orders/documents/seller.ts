import type { Config } from '../../../config.ts';

/** Who issues the invoice: the store's legal identity (SELLER_NAME, SELLER_ADDRESS, SELLER_EMAIL). */
export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  email: string;
}

/** The invoice's seller from the configuration (README "Configuration"). */
export function sellerFromConfig(config: Pick<Config, 'seller'>): InvoiceSeller {
  return { name: config.seller.name, addressLines: [...config.seller.addressLines], email: config.seller.email };
}
