/** Italian texts of the solar return chart read as a whole. */
import { polish, the } from '../../it/grammar.ts';
import type { ReturnChartWords } from './types.ts';

const ANGLE_NAMES = {
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
  descendant: 'Discendente',
  'imum-coeli': 'Fondo Cielo',
} as const;

export const IT_RETURN_CHART: ReturnChartWords = {
  ascendantTitle: (sign) => `L'Ascendente della rivoluzione in ${sign}`,
  ascendant: {
    aries: "Quest'anno affronti la vita di petto: parti veloce, dici ciò che vuoi e fai tu il primo passo.",
    taurus:
      "Quest'anno chiede un ritmo costante: costruisci piano, curi le tue risorse e gli altri ti vedono affidabile.",
    gemini:
      "Quest'anno si apre con la conversazione e la curiosità: messaggi, commissioni e brevi viaggi riempiono l'agenda.",
    cancer:
      "Quest'anno ti guida il sentimento: la casa, la famiglia e le persone che proteggi segnano il modo in cui ti mostri.",
    leo: "Quest'anno ti vuole visibile: agisci con calore e un po' d'orgoglio, e ciò che crei si nota.",
    virgo: "Quest'anno tratti le cose come un mestiere: abitudini, salute e dettagli utili vengono prima.",
    libra:
      "Quest'anno ti apri agli altri: la coppia, la giustizia e i buoni modi ti portano più lontano che andare per conto tuo.",
    scorpio:
      "Quest'anno conta la profondità: tieni le carte coperte, ti impegni fino in fondo e lasci andare ciò che è finito.",
    sagittarius: "Quest'anno guardi oltre il noto: viaggi, studi e una visione ampia ti mettono in movimento.",
    capricorn:
      "Quest'anno ti prendi sul serio: fissi obiettivi, ti assumi responsabilità e ciò che consegni parla per te.",
    aquarius:
      "Quest'anno esci dall'abituale: amici, gruppi e un'aria indipendente cambiano il modo in cui ti presenti.",
    pisces: "Quest'anno ti muovi d'intuito: la tua ricettività cresce e a volte i confini si fanno incerti.",
  },
  midheavenTitle: (sign) => `Il Medio Cielo della rivoluzione in ${sign}`,
  midheaven: {
    aries: "La meta dell'anno è prendere l'iniziativa nel lavoro e avviare qualcosa a tuo nome.",
    taurus: "La meta dell'anno sono risultati duraturi: un'entrata più stabile e una posizione solida.",
    gemini:
      "La meta dell'anno passa per la comunicazione: scrivere, insegnare, vendere o mettere in contatto le persone.",
    cancer: "La meta dell'anno è legata alla casa e alla cura: una questione privata diventa un compito pubblico.",
    leo: "La meta dell'anno è il riconoscimento: dirigere, esibirti o essere il volto di qualcosa che ti rende orgoglio.",
    virgo: "La meta dell'anno è la competenza: padroneggiare un'abilità ed essere chi fa le cose per bene.",
    libra:
      "La meta dell'anno si raggiunge con gli altri: contratti, collaborazioni e il tuo senso dell'equilibrio aprono porte.",
    scorpio:
      "La meta dell'anno è farti carico di qualcosa di impegnativo: una crisi, risorse condivise, un'influenza reale.",
    sagittarius: "La meta dell'anno è allargare il tuo campo: formazione, pubblicazioni, contatti all'estero.",
    capricorn: "La meta dell'anno è chiaramente la carriera: cresce la responsabilità e con essa l'autorità.",
    aquarius: "La meta dell'anno sta nelle reti e nelle idee nuove: una squadra, una comunità, un ruolo insolito.",
    pisces:
      "La meta dell'anno è difficile da definire: il servizio, l'arte o l'aiuto agli altri contano più dello status.",
  },
  sunHouse: {
    1: "Con il Sole della rivoluzione in prima casa, l'anno parla di te: la tua salute, la tua immagine e un nuovo inizio.",
    2: "Con il Sole della rivoluzione in seconda casa, il denaro, i beni e i tuoi valori sono al centro dell'anno.",
    3: "Con il Sole della rivoluzione in terza casa, l'anno ruota intorno all'apprendimento, ai vicini e ai fratelli.",
    4: "Con il Sole della rivoluzione in quarta casa, l'energia dell'anno va alla casa e alla famiglia; è possibile un trasloco.",
    5: "Con il Sole della rivoluzione in quinta casa, l'anno favorisce il piacere, l'amore, i figli e la creatività.",
    6: "Con il Sole della rivoluzione in sesta casa, il lavoro quotidiano, le abitudini e la salute sono il progetto dell'anno.",
    7: "Con il Sole della rivoluzione in settima casa, un partner o una persona importante è al centro dell'anno.",
    8: "Con il Sole della rivoluzione in ottava casa, l'anno parla di denaro condiviso, intimità e di una fine necessaria.",
    9: "Con il Sole della rivoluzione in nona casa, i viaggi, gli studi e le domande di senso illuminano l'anno.",
    10: 'Con il Sole della rivoluzione in decima casa, la carriera e la posizione pubblica sono sotto i riflettori.',
    11: "Con il Sole della rivoluzione in undicesima casa, gli amici, i gruppi e i progetti per il futuro guidano l'anno.",
    12: "Con il Sole della rivoluzione in dodicesima casa, l'anno si volge all'interno: riposo, riflessione, lavoro discreto.",
  },
  moonHouse: {
    1: "La Luna della rivoluzione in prima casa lascia trasparire i tuoi stati d'animo; i tuoi bisogni si notano subito.",
    2: 'La Luna della rivoluzione in seconda casa lega la tua sicurezza al denaro; le spese seguono le emozioni.',
    3: 'La Luna della rivoluzione in terza casa tiene la mente occupata: hai bisogno di parlare e di restare in contatto.',
    4: "La Luna della rivoluzione in quarta casa fa della casa l'àncora dell'anno; la famiglia ha bisogno di te.",
    5: 'La Luna della rivoluzione in quinta casa chiede gioco, affetto e qualcosa da godere per il puro piacere.',
    6: 'La Luna della rivoluzione in sesta casa lega il tuo benessere alla routine; una giornata ordinata ti calma.',
    7: 'La Luna della rivoluzione in settima casa porta i tuoi sentimenti verso gli altri; hai bisogno di una risposta.',
    8: 'La Luna della rivoluzione in ottava casa smuove emozioni profonde; la fiducia viene messa alla prova.',
    9: 'La Luna della rivoluzione in nona casa risveglia la voglia di distanza, di viaggiare o di vedere le cose in un altro modo.',
    10: 'La Luna della rivoluzione in decima casa mostra le tue emozioni sul lavoro; la reputazione pesa sul tuo umore.',
    11: 'La Luna della rivoluzione in undicesima casa trova conforto tra amici e persone affini.',
    12: 'La Luna della rivoluzione in dodicesima casa ha bisogno di calma e di ritiro; le emozioni lavorano dentro.',
  },
  onAngleTitle: (planet, angle, orb) =>
    polish(`${planet} su ${the(ANGLE_NAMES[angle], 'm')} della rivoluzione (entro ${orb}°)`),
  angle: {
    ascendant:
      "Un pianeta così vicino all'Ascendente della rivoluzione colora per tutto l'anno il tuo modo di agire e di mostrarti.",
    midheaven: "Un pianeta così vicino al Medio Cielo della rivoluzione segna il lavoro e la vita pubblica dell'anno.",
    descendant:
      'Un pianeta così vicino al Discendente della rivoluzione arriva attraverso gli altri: partner, clienti, rivali.',
    'imum-coeli':
      'Un pianeta così vicino al Fondo Cielo della rivoluzione agisce sulle radici: casa, famiglia e base interiore.',
  },
  planet: {
    sun: 'Il Sole porta vitalità e la voglia di essere te senza chiedere scusa.',
    moon: "La Luna porta sbalzi d'umore e un grande bisogno di sentirti al sicuro.",
    mercury: 'Mercurio porta progetti, pratiche e molte conversazioni.',
    venus: 'Venere porta affetto, piacere e un rapporto più facile con la gente.',
    mars: 'Marte porta slancio e impazienza; mettili nello sforzo e non nella discussione.',
    jupiter: 'Giove porta crescita e occasioni, e la tentazione di fare troppo.',
    saturn: 'Saturno porta doveri e limiti; ciò che costruisci con lui dura.',
    uranus: 'Urano porta cambiamenti improvvisi e desiderio di libertà.',
    neptune: "Nettuno porta ispirazione e un po' di confusione; verifica i dati prima di impegnarti.",
    pluto: 'Plutone spinge a trasformare qualcosa che non funziona più.',
  },
};
