import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const es: ErrorTexts = { ...en, language: 'es' };
