/**
 * Response header of a search that read a misspelt word as a catalog word: the query as it was
 * searched ("nitnol" → "nitinol"; PRODUCT.md §23, docs/decisions/034-search.md), percent-encoded (a
 * header holds no character beyond Latin-1). Absent when the query was searched as typed. Its own
 * module, not product-query.ts: that one is in the first load, and only the products page reads this.
 */
export const didYouMeanHeader = 'x-did-you-mean';

/**
 * Response header (`1`) of a search whose products hold some of its words, none of them all
 * (docs/decisions/034-search.md: then the products holding more of them come first). Absent otherwise.
 */
export const searchPartialHeader = 'x-search-partial';
