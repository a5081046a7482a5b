import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const tr: ErrorTexts = { ...en, language: 'tr' };
