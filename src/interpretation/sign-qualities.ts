/** The signs' elements, modalities and the points' dignities live with the engine (src/astro); re-exported for the texts. */
export * from '../astro/sign-qualities.ts';
