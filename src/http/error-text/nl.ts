import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const nl: ErrorTexts = { ...en, language: 'nl' };
