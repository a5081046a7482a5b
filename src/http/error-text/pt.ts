import { en } from './en.ts';
import type { ErrorTexts } from './texts.ts';

export const pt: ErrorTexts = { ...en, language: 'pt' };
