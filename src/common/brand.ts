/** Product name shown in the app and in emails. */
export const PRODUCT_NAME = 'CreditFix AI';
