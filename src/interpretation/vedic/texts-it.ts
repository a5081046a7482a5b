/**
 * The Vedic texts in Italian, with the same content as the English ones (texts-en.ts): the
 * traditional facts of Brihat Parashara Hora Shastra and the common nakshatra tables, the
 * readings written for this service in the register of its Italian texts (tu). Sanskrit terms in
 * the usual Latin transliteration of Italian Jyotish books: il Lagna, il nakshatra (plural i
 * nakshatra), la mahadasha, l'antardasha. The readings name no gender of the reader.
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_IT: VedicTexts = {
  grahaNames: {
    sun: 'Sole',
    moon: 'Luna',
    mars: 'Marte',
    mercury: 'Mercurio',
    jupiter: 'Giove',
    venus: 'Venere',
    saturn: 'Saturno',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The Italian sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'it')])) as Record<Sign, string>,
  // The nakshatras keep their Sanskrit names in Italian books, as in English.
  nakshatraNames: VEDIC_TEXTS_EN.nakshatraNames,
  lagna: {
    aries:
      "Con Mesha all'ascendente, Marte governa il tema e la vita si affronta di petto. Avvii le cose in fretta, agisci prima che arrivi il dubbio e ti riprendi presto dalle sconfitte. Questo Lagna impara la pazienza, e la costanza che deve seguire un inizio audace.",
    taurus:
      "Vrishabha all'ascendente affida il tema a Venere, e con lei una natura stabile e sensuale. Costruisci lentamente e conservi ciò che hai costruito: la comodità, la bellezza e le persone leali contano profondamente per te. Quando hai preso una decisione di rado la cambi, e in questo stanno insieme la tua forza e la tua lezione.",
    gemini:
      'Il Lagna Mithuna, governato da Mercurio, fa della mente il primo strumento della vita. Con uno spirito curioso e agile impari conversando, leggendo e provando più strade alla volta. Seguire un solo filo per volta trasforma questa versatilità in vera maestria.',
    cancer:
      "Karka all'ascendente mette la Luna alla guida del tema: il sentimento viene prima del ragionamento. Proteggi i tuoi, ricordi un gesto gentile per anni e hai bisogno di una casa che ti ripari davvero. I tuoi stati d'animo seguono le maree, perciò un ritmo di vita sereno ti mantiene in forze.",
    leo: "Il Lagna Simha appartiene al Sole, e chi lo possiede si comporta con dignità e calore. Ami guidare, farti notare e donare con larghezza, e con la sola presenza dai coraggio agli altri. L'orgoglio diventa autorità autentica quando serve una causa più grande di te.",
    virgo:
      "Kanya all'ascendente, altro segno di Mercurio, porta precisione e il desiderio di renderti utile. Noti il dettaglio che agli altri sfugge, migliori tutto ciò che tocchi e hai cura della salute e dell'ordine. Imparare ad accettare l'imperfezione, a cominciare dalla tua, libera moltissima energia.",
    libra:
      "Con Tula al Lagna, Venere governa un secondo ascendente, questa volta attraverso l'equità e la vita di coppia. Soppesi le due parti, cerchi l'armonia e dai il meglio accanto a un'altra persona. Decidere da te, anche quando qualcuno resterà scontento, è il compito silenzioso di questo ascendente.",
    scorpio:
      "In un ascendente Vrishchika governa di nuovo Marte, ma verso l'interno: intensità, profondità e resistenza segnano il carattere. Tieni i pensieri per te, senti le cose con forza e sai trasformare una crisi in rinnovamento. La fiducia, una volta data, è totale, per questo la concedi con cautela.",
    sagittarius:
      "Dhanu all'ascendente, governato da Giove, dona un temperamento aperto e fiducioso. Cerchi un senso, rispetti i maestri e la saggezza, e la felicità arriva quando hai davanti un orizzonte verso cui camminare. La sincerità è il tuo dono; il tatto aiuta gli altri ad accoglierla.",
    capricorn:
      'Saturno governa il Lagna Makara, e la vita si costruisce passo dopo passo. Hai senso pratico e senso di responsabilità, e sai lavorare a lungo per una meta che altri abbandonerebbero. Il successo spesso ti arriva più tardi che ai tuoi coetanei, e dura di più.',
    aquarius:
      "Kumbha all'ascendente, anch'esso governato da Saturno, unisce la disciplina agli ideali. Pensi con la tua testa, ti stanno a cuore la società e gli amici, e ti attira tutto ciò che è nuovo e utile. Mostrare apertamente il tuo calore aiuta gli altri a vedere la bontà dietro il tuo riserbo.",
    pisces:
      "Giove è il signore del Lagna Meena, che dona uno spirito dolce e fantasioso. Senti ciò che sentono gli altri, perdoni con facilità e ti chiamano l'arte, la devozione e il servizio. Confini chiari proteggono questa sensibilità, perché il mondo non la prosciughi.",
  },
  moonSign: {
    aries:
      "Il tuo janma rashi è Mesha, quindi la mente è vivace e impaziente. I sentimenti divampano e passano in fretta; preferisci agire sull'onda di un'emozione piuttosto che rimuginarci sopra.",
    taurus:
      'Esaltata in Vrishabha, la Luna dà una mente calma, appagata e stabile. La sicurezza, la buona tavola e la compagnia di persone fidate ti ristorano; i cambiamenti li accetti lentamente.',
    gemini:
      'Una Luna in Mithuna dà una mente irrequieta e arguta, che ha bisogno di conversazione e di varietà. Elabori i sentimenti dando loro un nome, e la noia ti pesa più della difficoltà.',
    cancer:
      'In Karka, il suo segno, la Luna è forte: le emozioni sono profonde e prenderti cura degli altri ti viene spontaneo. La casa, la madre e la memoria occupano un grande posto nella tua vita interiore.',
    leo: 'Simha come segno lunare rende il cuore fiero e generoso. Hai bisogno di apprezzamento, ricambi con lealtà e soffri quando i tuoi sforzi passano inosservati.',
    virgo:
      "Con la Luna in Kanya la mente analizza e mette in ordine ciò che prova. La preoccupazione è il tuo punto debole e l'essere d'aiuto il tuo conforto; un lavoro utile ti rasserena.",
    libra:
      'La Luna in Tula ti fa cercare equilibrio e bellezza. La disarmonia intorno a te la vivi come inquietudine interiore, e una buona relazione di coppia fa per la tua pace più di qualunque altra cosa.',
    scorpio:
      'Vrishchika è il segno di caduta della Luna, e qui i sentimenti sono intensi e riservati. Percepisci i motivi nascosti, ti aggrappi alle ferite e hai una grande capacità di rinnovarti.',
    sagittarius:
      'Sotto una Luna in Dhanu la mente è ottimista e fedele ai propri principi. La libertà, i viaggi e lo studio ti sollevano il morale, e ritrovi la speranza prima della maggior parte delle persone.',
    capricorn:
      "In Makara la Luna si fa riservata: le emozioni si vivono in modo pratico e discreto. Dimostri l'amore con il dovere e l'affidabilità, e ti senti più al sicuro quando la tua vita è in ordine.",
    aquarius:
      'Kumbha come segno lunare dà una mente distaccata e umanitaria. Ti importano le persone in generale e gli amici in particolare, e hai bisogno di spazio per i tuoi pensieri.',
    pisces:
      'In Meena la Luna è sognante, compassionevole e ricettiva. Assorbi gli umori dei luoghi e delle persone, perciò il silenzio, la musica e la preghiera ti ricaricano.',
  },
  nakshatra: [
    'Ashwini, il primo nakshatra, è governato da Ketu e appartiene agli Ashwini Kumara, i medici divini; il suo simbolo è una testa di cavallo. Dona rapidità, un tocco guaritore e il coraggio di cominciare.',
    'Bharani è il nakshatra di Yama, governato da Venere, e ha per simbolo la yoni. I suoi nativi possiedono una grande forza creativa e di sostegno, e imparano a gestire la responsabilità e la misura.',
    'Krittika, governato dal Sole, è presieduto da Agni, e il suo simbolo è un rasoio o una fiamma. Fa chiarezza nella confusione, nutre chi protegge e parla con franchezza.',
    'Rohini, il prediletto della Luna, è governato dalla Luna e presieduto da Prajapati; il suo simbolo è un carro trainato da buoi. Dona fascino, fertilità di idee e amore per la bellezza e la crescita.',
    'Mrigashira, la testa di cervo, è governato da Marte, e Soma ne è la divinità. I suoi nativi cercano ed esplorano, sono gentili e curiosi, e di rado si accontentano della prima risposta.',
    'Ardra è governato da Rahu e appartiene a Rudra, la tempesta; il suo simbolo è una lacrima. Porta intensità, un intelletto acuto e il rinnovamento che segue lo sconvolgimento.',
    'Punarvasu, governato da Giove, appartiene ad Aditi, madre degli dèi; il suo simbolo è una faretra colma di frecce. Concede il dono del ritorno: speranza, generosità e la capacità di ricominciare.',
    'Pushya, governato da Saturno e con Brihaspati come divinità, è considerato il più propizio dei nakshatra; il suo simbolo è la mammella della mucca. Nutre, protegge e dà una fede costante.',
    'Ashlesha, governato da Mercurio, è presieduto dai Naga, e il suo simbolo è un serpente attorcigliato. Dona una percezione penetrante, una parola persuasiva e un forte istinto di autoprotezione.',
    'Magha è governato da Ketu e appartiene ai Pitri, gli antenati; il suo simbolo è un trono regale. I suoi nativi onorano la tradizione, ispirano rispetto e portano con sé il senso della stirpe.',
    'Purva Phalguni, governato da Venere, appartiene a Bhaga, dio del piacere; ha per simbolo le gambe anteriori di un letto. Dona calore, creatività e il gusto per il riposo e i piaceri.',
    "Uttara Phalguni, governato dal Sole, è presieduto da Aryaman, dio dei patti e dell'amicizia. I suoi nativi sono affidabili, generosi nelle alleanze e mantengono la parola data.",
    "Hasta, la mano, è governato dalla Luna, e Savitar ne è la divinità. Dona abilità manuale, ingegno, umorismo e la capacità di trasformare un'idea in qualcosa di concreto.",
    "Chitra è governato da Marte e presieduto da Vishvakarma, l'architetto divino; il suo simbolo è un gioiello splendente. I suoi nativi hanno occhio per la forma e amano rendere belle le cose.",
    'Swati, governato da Rahu, appartiene a Vayu, il vento; il suo simbolo è un giovane germoglio mosso dalla brezza. Dona indipendenza, adattabilità e talento per il commercio e la diplomazia.',
    'Vishakha, governato da Giove, è condiviso da Indra e Agni; il suo simbolo è un arco di trionfo. I suoi nativi inseguono i propri obiettivi con determinazione e li raggiungono grazie alla perseveranza.',
    "Anuradha è governato da Saturno e appartiene a Mitra, dio dell'amicizia; il suo simbolo è un loto. Dona devozione, lealtà e successo attraverso la collaborazione, spesso lontano da casa.",
    'Jyeshtha, il maggiore, è governato da Mercurio e presieduto da Indra; il suo simbolo è un amuleto circolare. I suoi nativi sono protettivi, capaci di comando e sensibili al rango e al rispetto.',
    'Mula, la radice, è governato da Ketu e appartiene a Nirriti; il suo simbolo è un fascio di radici. Va al fondo delle cose, sradica ciò che è falso e cerca la verità fondamentale.',
    "Purva Ashadha, governato da Venere, appartiene ad Apas, le acque; il suo simbolo è un ventaglio. Dona convinzione, un'energia vivificante e la sicurezza necessaria per persuadere.",
    "Uttara Ashadha è governato dal Sole e appartiene ai Vishvadeva, gli dèi universali; il suo simbolo è una zanna d'elefante. I suoi nativi ottengono vittorie durature grazie alla loro integrità.",
    "Shravana, governato dalla Luna, è il nakshatra di Vishnu; il suo simbolo è un orecchio. Concede l'arte di ascoltare e di imparare, e il desiderio di unire le persone e di custodire il sapere.",
    'Dhanishta è governato da Marte e presieduto dagli otto Vasu; il suo simbolo è un tamburo. I suoi nativi hanno ritmo, ambizione e un talento per la musica e per attirare ricchezza.',
    'Shatabhisha, i cento medici, è governato da Rahu e appartiene a Varuna; il suo simbolo è un cerchio vuoto. Dona una mente indagatrice, guaritrice e indipendente.',
    'Purva Bhadrapada, governato da Giove, appartiene ad Aja Ekapada; il suo simbolo è una spada. I suoi nativi sono intensi e idealisti, capaci di grandi sacrifici per una causa.',
    'Uttara Bhadrapada è governato da Saturno e presieduto da Ahir Budhnya, il serpente degli abissi; ha per simbolo le gambe posteriori di un letto. Dona saggezza, padronanza di sé e una calma profonda.',
    "Revati, l'ultimo nakshatra, è governato da Mercurio e appartiene a Pushan, protettore dei viaggiatori; il suo simbolo è un pesce. Dona bontà, cura per i più fragili e un passaggio sicuro attraverso i cambiamenti.",
  ],
  mahadasha: {
    sun: "Durante la mahadasha del Sole (sei anni) passano in primo piano le questioni di identità, autorità e scopo. Sono tipici il riconoscimento dei superiori, i rapporti con la pubblica amministrazione e un senso più chiaro della direzione, ma occorre anche tenere a bada l'orgoglio e avere cura della propria vitalità.",
    moon: "La mahadasha della Luna (dieci anni) orienta la vita verso i sentimenti, la casa e il pubblico. La famiglia, la madre, i viaggi vicino all'acqua e la cura degli altri prendono più spazio, e la mente diventa più ricettiva, nel bene ma anche nelle preoccupazioni.",
    mars: "Nei sette anni della mahadasha di Marte crescono l'energia, il coraggio e l'iniziativa. Spiccano le proprietà, i fratelli, il lavoro tecnico e la competizione; l'irascibilità e la fretta sono ciò che conviene tenere a freno.",
    mercury:
      "Mercurio, nella sua mahadasha di diciassette anni, favorisce l'apprendimento, il commercio, la scrittura e la comunicazione. Gli amici e i giovani portano occasioni, e l'abilità con le parole o con i numeri viene ricompensata.",
    jupiter:
      'Giove regge una mahadasha di sedici anni che allarga la vita attraverso la saggezza, i maestri e il buon consiglio. I figli, lo studio, la fede e la crescita della fortuna ne sono i temi abituali, anche se la comodità può indurre ad adagiarsi.',
    venus:
      "Vent'anni di mahadasha di Venere portano al centro le relazioni, le comodità, l'arte e la prosperità. Risaltano il matrimonio, i veicoli, la bellezza e il piacere; l'equilibrio impedisce che il godimento diventi eccesso.",
    saturn:
      'Diciannove anni dura la mahadasha di Saturno, che premia lo sforzo paziente. Chiede responsabilità, duro lavoro e tenacia, e ciò che si costruisce in questo periodo, lentamente e con onestà, resta nel tempo.',
    rahu: "Rahu, nella sua mahadasha di diciotto anni, risveglia l'ambizione e il desiderio di ciò che è nuovo o straniero. Compaiono aperture improvvise, la tecnologia, i viaggi all'estero e le strade fuori dal comune; la chiarezza delle intenzioni è la migliore salvaguardia.",
    ketu: "Con la mahadasha di Ketu (sette anni) l'attenzione si volge verso l'interno. Il distacco, la ricerca, la pratica spirituale e il lasciar andare ciò che è concluso sono i suoi doni, anche quando i progetti esterni sembrano fermarsi.",
  },
  antardasha: {
    sun: "Al suo interno, l'antardasha del Sole porta al punto decisivo le questioni della posizione sociale, del padre e dell'autostima.",
    moon: "Il sottoperiodo della Luna aggiunge sensibilità emotiva e volge l'attenzione alla casa e alla famiglia.",
    mars: "Un'antardasha di Marte accelera il ritmo e chiede di agire con decisione e di gestire i conflitti con cura.",
    mercury: 'Nel suo sottoperiodo Mercurio favorisce lo studio, il commercio, i documenti e una comunicazione chiara.',
    jupiter: "Con l'antardasha di Giove arrivano consigli, benedizioni e occasioni di crescita.",
    venus: 'Nel sottoperiodo di Venere il tempo si addolcisce di affetto, comodità e piaceri creativi.',
    saturn: "L'antardasha di Saturno rallenta le cose e chiede disciplina e progetti realistici.",
    rahu: 'Durante il sottoperiodo di Rahu arrivano svolte inattese e ambizioni che richiedono sangue freddo.',
    ketu: 'Ketu, nella sua antardasha, invita alla riflessione, alla semplicità e al distacco dai risultati.',
  },
};
