/** The hero's dashboard picture and the placeholder that replaces it when it cannot load (spec 000 §8). */
export const PREVIEW_SRC = '/dashboard-preview.svg';
export const PREVIEW_PLACEHOLDER_SRC = '/dashboard-placeholder.svg';
