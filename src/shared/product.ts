/** The product's name, used as the prefix of page titles. */
export const PRODUCT_NAME = 'Tactile Studio';
