/** Testi di compatibilità per segno solare, in italiano. */
import type { SunSignTexts } from './keys.ts';

export const IT_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'Due fuochi',
      body: "Vi accendete a vicenda. I progetti diventano subito avventure e a nessuno dei due fa paura un po' di dramma. Alternatevi al comando, o le scintille voleranno dove non devono.",
    },
    'earth-earth': {
      title: 'Terreno solido',
      body: 'Condividete il gusto per ciò che dura: abitudini, promesse mantenute, una casa che funziona. Il rischio è che la comodità diventi monotonia; ogni tanto preparate una sorpresa.',
    },
    'air-air': {
      title: 'Conversazione senza fine',
      body: 'Le idee vanno e vengono tra voi fin dal primo incontro. Vi lasciate liberi con facilità; assicuratevi che tante chiacchiere diventino anche decisioni portate a termine.',
    },
    'water-water': {
      title: 'Acque profonde',
      body: "Vi capite senza tante parole e cogliete all'istante l'umore dell'altro. Custodite questa vicinanza e non lasciate che le preoccupazioni condivise crescano senza controllo.",
    },
    'fire-earth': {
      title: 'Scintilla e costanza',
      body: "Uno vuole cominciare subito, l'altro preferisce prima assicurarsi. Se rispettate questa differenza, diventa una divisione dei compiti: idee con un piano alle spalle.",
    },
    'fire-air': {
      title: 'Vento per la fiamma',
      body: "L'aria alimenta il fuoco: la curiosità si unisce all'entusiasmo e la vita insieme raramente annoia. Vi spronate nei progetti più audaci; eppure qualcuno deve pagare le bollette.",
    },
    'fire-water': {
      title: 'Vapore',
      body: 'Passione e sentimento si scontrano di petto. La franchezza può ferire un partner sensibile, e la sensibilità può sembrare malumore a chi è di fuoco. Con pazienza, il vapore diventa calore.',
    },
    'earth-air': {
      title: 'Fatti e teorie',
      body: "La terra vuole prove, l'aria vuole possibilità. Potete costruire qualcosa di notevole se chi è pratico ascolta le idee e chi sogna rispetta il bilancio.",
    },
    'earth-water': {
      title: 'Un giardino',
      body: "L'acqua ammorbidisce la terra e la terra dà forma all'acqua. Insieme di solito trovate sicurezza, lealtà e attenzione; dite ad alta voce ciò di cui avete bisogno invece di darlo per scontato.",
    },
    'air-water': {
      title: 'Mente e cuore',
      body: "Uno pensa ciò che sente, l'altro sente ciò che pensa. Può essere affascinante o frustrante; funziona quando la testa fa spazio al cuore e il cuore accetta un po' di distanza.",
    },
  },
  aspects: {
    conjunction: {
      title: 'Soli uniti',
      body: "I vostri Soli stanno uno accanto all'altro: volete dalla vita cose simili e vi riconoscete l'uno nell'altro. Badate che due volontà forti non si contendano la stessa ribalta.",
    },
    sextile: {
      title: 'Soli amici',
      body: 'I vostri Soli formano un sestile, un legame facile e collaborativo. Vi godete la reciproca compagnia e siete buoni alleati; la relazione cresce con progetti condivisi.',
    },
    square: {
      title: 'Soli in tensione',
      body: "I vostri Soli formano una quadratura: obiettivi e ritmi diversi sfregano tra loro. Quell'attrito è anche energia, e le coppie con questo aspetto ottengono molto quando smettono di cercare di cambiarsi.",
    },
    trine: {
      title: 'Soli in armonia',
      body: "I vostri Soli formano un trigono, il contatto più scorrevole tra due identità. Vi sostenete con naturalezza e perdonate presto; non lasciate che la facilità vi porti a dare l'altro per scontato.",
    },
    opposition: {
      title: 'Soli opposti',
      body: "I vostri Soli si guardano da lati opposti dello zodiaco: vi attira ciò che l'altro ha e a voi manca. La sfida è l'equilibrio, e il premio una coppia che completa entrambi.",
    },
    none: {
      title: 'Soli indipendenti',
      body: "I vostri Soli non formano alcun aspetto maggiore: le vostre spinte centrali seguono strade separate. Questo lascia a ciascuno lo spazio per essere ciò che è; i punti d'incontro stanno nel resto dei temi.",
    },
  },
};
