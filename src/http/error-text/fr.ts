import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const fr: ErrorTexts = { ...en, language: 'fr' };
