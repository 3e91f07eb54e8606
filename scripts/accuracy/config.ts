/** Price date for rows that give no year (fixed, so the stored accuracy figures are reproducible). */
export const ACCURACY_PRICE_DATE = '2025-06-30'
