import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const de: ErrorTexts = { ...en, language: 'de' };
