import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const pl: ErrorTexts = { ...en, language: 'pl' };
