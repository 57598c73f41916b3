/** The card photo's rendered width per grid layout (1, 2 or 3 columns), for `sizes`. */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
