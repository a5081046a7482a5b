/** The fixed words of the numerology report, in every language of the texts. */
import type { Language } from '../interpretation/index.ts';

export interface NumerologyReportWords {
  title: string;
  fullName: string;
  birthDate: string;
  forecastYear: string;
  /** Section headings (the template's wheel, positions, houses, aspects and interpretation sections). */
  grid: string;
  numbers: string;
  cycles: string;
  digits: string;
  interpretation: string;
  /** Parts of the interpretation. */
  parts: { profile: string; numbers: string; grid: string; forecast: string };
  number: string;
  value: string;
  calculation: string;
  year: string;
  personalYear: string;
  digit: string;
  count: string;
  master: string;
  karmicDebt: (n: number) => string;
  missing: string;
}

export const NUMEROLOGY_REPORT_WORDS: Record<Language, NumerologyReportWords> = {
  en: {
    title: 'Numerology Report',
    fullName: 'Full name',
    birthDate: 'Birth date',
    forecastYear: 'Forecast year',
    grid: 'Number grid',
    numbers: 'Core numbers',
    cycles: 'Personal years',
    digits: 'Digits of the birth date',
    interpretation: 'Interpretation',
    parts: {
      profile: 'The profile as a whole',
      numbers: 'The core numbers',
      grid: 'The grid',
      forecast: 'The year ahead',
    },
    number: 'Number',
    value: 'Value',
    calculation: 'Calculation',
    year: 'Year',
    personalYear: 'Personal year',
    digit: 'Digit',
    count: 'Times',
    master: 'master number',
    karmicDebt: (n) => `karmic debt ${n}`,
    missing: 'missing',
  },
  de: {
    title: 'Numerologie-Report',
    fullName: 'Voller Name',
    birthDate: 'Geburtsdatum',
    forecastYear: 'Prognosejahr',
    grid: 'Zahlengitter',
    numbers: 'Kernzahlen',
    cycles: 'Persönliche Jahre',
    digits: 'Ziffern des Geburtsdatums',
    interpretation: 'Deutung',
    parts: {
      profile: 'Das Profil als Ganzes',
      numbers: 'Die Kernzahlen',
      grid: 'Das Gitter',
      forecast: 'Das kommende Jahr',
    },
    number: 'Zahl',
    value: 'Wert',
    calculation: 'Berechnung',
    year: 'Jahr',
    personalYear: 'Persönliches Jahr',
    digit: 'Ziffer',
    count: 'Anzahl',
    master: 'Meisterzahl',
    karmicDebt: (n) => `Karmische Schuld ${n}`,
    missing: 'fehlt',
  },
  es: {
    title: 'Informe de numerología',
    fullName: 'Nombre completo',
    birthDate: 'Fecha de nacimiento',
    forecastYear: 'Año de previsión',
    grid: 'Cuadrícula numérica',
    numbers: 'Números principales',
    cycles: 'Años personales',
    digits: 'Cifras de la fecha de nacimiento',
    interpretation: 'Interpretación',
    parts: {
      profile: 'El perfil en conjunto',
      numbers: 'Los números principales',
      grid: 'La cuadrícula',
      forecast: 'El año que viene',
    },
    number: 'Número',
    value: 'Valor',
    calculation: 'Cálculo',
    year: 'Año',
    personalYear: 'Año personal',
    digit: 'Cifra',
    count: 'Veces',
    master: 'número maestro',
    karmicDebt: (n) => `deuda kármica ${n}`,
    missing: 'falta',
  },
  fr: {
    title: 'Rapport de numérologie',
    fullName: 'Nom complet',
    birthDate: 'Date de naissance',
    forecastYear: 'Année de prévision',
    grid: 'Grille numérique',
    numbers: 'Nombres principaux',
    cycles: 'Années personnelles',
    digits: 'Chiffres de la date de naissance',
    interpretation: 'Interprétation',
    parts: {
      profile: 'Le profil dans son ensemble',
      numbers: 'Les nombres principaux',
      grid: 'La grille',
      forecast: 'L’année qui vient',
    },
    number: 'Nombre',
    value: 'Valeur',
    calculation: 'Calcul',
    year: 'Année',
    personalYear: 'Année personnelle',
    digit: 'Chiffre',
    count: 'Occurrences',
    master: 'nombre maître',
    karmicDebt: (n) => `dette karmique ${n}`,
    missing: 'absent',
  },
  it: {
    title: 'Rapporto di numerologia',
    fullName: 'Nome completo',
    birthDate: 'Data di nascita',
    forecastYear: 'Anno di previsione',
    grid: 'Griglia numerica',
    numbers: 'Numeri principali',
    cycles: 'Anni personali',
    digits: 'Cifre della data di nascita',
    interpretation: 'Interpretazione',
    parts: {
      profile: 'Il profilo nel suo insieme',
      numbers: 'I numeri principali',
      grid: 'La griglia',
      forecast: "L'anno che viene",
    },
    number: 'Numero',
    value: 'Valore',
    calculation: 'Calcolo',
    year: 'Anno',
    personalYear: 'Anno personale',
    digit: 'Cifra',
    count: 'Volte',
    master: 'numero maestro',
    karmicDebt: (n) => `debito karmico ${n}`,
    missing: 'assente',
  },
  pl: {
    title: 'Raport numerologiczny',
    fullName: 'Imię i nazwisko',
    birthDate: 'Data urodzenia',
    forecastYear: 'Rok prognozy',
    grid: 'Siatka liczb',
    numbers: 'Liczby główne',
    cycles: 'Lata osobiste',
    digits: 'Cyfry daty urodzenia',
    interpretation: 'Interpretacja',
    parts: {
      profile: 'Profil jako całość',
      numbers: 'Liczby główne',
      grid: 'Siatka',
      forecast: 'Nadchodzący rok',
    },
    number: 'Liczba',
    value: 'Wartość',
    calculation: 'Obliczenie',
    year: 'Rok',
    personalYear: 'Rok osobisty',
    digit: 'Cyfra',
    count: 'Liczba wystąpień',
    master: 'liczba mistrzowska',
    karmicDebt: (n) => `dług karmiczny ${n}`,
    missing: 'brak',
  },
};
