// PRODUCT-SPEC §9 limits that extraction results must respect (checked in article-check.ts).
// Kept free of imports so the extraction worker can use them without loading zod.

export const MAX_TITLE_CHARS = 500;
export const MAX_CONTENT_CHARS = 1_000_000;
export const MAX_TAGS = 20;
export const MAX_TAG_CHARS = 50;
