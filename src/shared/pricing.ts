/** The professional PDF report: a one-off £6.99 including VAT (docs/product/constants.md). Money is pence everywhere but the edge. */
export const REPORT_PRICE_PENCE = 699
/** The same price in pounds, as the client sends it (`amount: 6.99`); the server checks it and never charges it. */
export const REPORT_PRICE_GBP = 6.99
export const REPORT_CURRENCY = 'gbp'
