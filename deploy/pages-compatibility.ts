/** The newest date the workerd of wrangler 4.86 supports: a later one stops it at start. */
export const pagesCompatibilityDate = '2026-05-01'
