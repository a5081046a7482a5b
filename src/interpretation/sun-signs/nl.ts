/** Compatibiliteitsteksten per zonneteken, in het Nederlands. */
import type { SunSignTexts } from './keys.ts';

export const NL_SUN_SIGN_TEXTS: SunSignTexts = {
  elements: {
    'fire-fire': {
      title: 'Twee vuren',
      body: 'Jullie steken elkaar aan. Plannen worden meteen avonturen en een beetje drama schrikt geen van jullie af. Neem om beurten het voortouw, anders vliegen de vonken waar ze niet horen.',
    },
    'earth-earth': {
      title: 'Vaste grond',
      body: 'Jullie delen de liefde voor wat blijft: gewoontes, nagekomen beloftes, een huis dat werkt. Het risico is dat comfort sleur wordt; bereid af en toe een verrassing voor.',
    },
    'air-air': {
      title: 'Een eindeloos gesprek',
      body: 'Vanaf de eerste ontmoeting gaan de ideeën over en weer. Jullie laten elkaar makkelijk vrij; zorg wel dat al dat praten ook uitmondt in besluiten die jullie afmaken.',
    },
    'water-water': {
      title: 'Diep water',
      body: 'Jullie begrijpen elkaar zonder veel woorden en voelen de stemming van de ander meteen aan. Koester die nabijheid en laat gedeelde zorgen niet ongemerkt groeien.',
    },
    'fire-earth': {
      title: 'Vonk en volharding',
      body: 'De een wil meteen beginnen, de ander wil eerst zekerheid. Als jullie dat verschil respecteren, wordt het een taakverdeling: ideeën met een plan erachter.',
    },
    'fire-air': {
      title: 'Wind voor de vlam',
      body: 'Lucht voedt vuur: nieuwsgierigheid ontmoet enthousiasme en samen vervelen jullie je zelden. Jullie sporen elkaar aan tot de gewaagdste plannen; toch moet iemand de rekeningen betalen.',
    },
    'fire-water': {
      title: 'Stoom',
      body: 'Passie en gevoel botsen frontaal. Openhartigheid kan een gevoelige partner kwetsen, en gevoeligheid kan op een vuurteken overkomen als chagrijn. Met geduld wordt de stoom warmte.',
    },
    'earth-air': {
      title: 'Feiten en theorieën',
      body: 'Aarde wil bewijs, lucht wil mogelijkheden. Jullie kunnen iets bijzonders bouwen als de praktische van de twee naar ideeën luistert en de dromer het budget respecteert.',
    },
    'earth-water': {
      title: 'Een tuin',
      body: 'Water maakt aarde zacht en aarde geeft water vorm. Samen vinden jullie meestal zekerheid, trouw en aandacht; zeg hardop wat je nodig hebt in plaats van het als vanzelfsprekend te beschouwen.',
    },
    'air-water': {
      title: 'Hoofd en hart',
      body: 'De een denkt wat er gevoeld wordt, de ander voelt wat er gedacht wordt. Dat kan boeiend of frustrerend zijn; het werkt als het hoofd ruimte maakt voor het hart en het hart een beetje afstand accepteert.',
    },
  },
  aspects: {
    conjunction: {
      title: 'Verenigde zonnen',
      body: 'Jullie zonnen staan naast elkaar: jullie willen soortgelijke dingen van het leven en herkennen je in elkaar. Let erop dat twee sterke willen niet om hetzelfde podium vechten.',
    },
    sextile: {
      title: 'Bevriende zonnen',
      body: 'Jullie zonnen vormen een sextiel, een makkelijke en behulpzame band. Jullie genieten van elkaars gezelschap en zijn goede bondgenoten; de relatie groeit met gedeelde projecten.',
    },
    square: {
      title: 'Zonnen onder spanning',
      body: 'Jullie zonnen vormen een vierkant: verschillende doelen en ritmes schuren tegen elkaar. Die wrijving is ook energie, en stellen met dit aspect bereiken veel zodra ze ophouden elkaar te willen veranderen.',
    },
    trine: {
      title: 'Zonnen in harmonie',
      body: 'Jullie zonnen vormen een driehoek, het soepelste contact tussen twee identiteiten. Jullie steunen elkaar vanzelf en vergeven snel; laat dat gemak er niet toe leiden dat je de ander als vanzelfsprekend gaat zien.',
    },
    opposition: {
      title: 'Tegenover elkaar',
      body: 'Jullie zonnen kijken elkaar aan vanaf tegenovergestelde kanten van de dierenriem: je voelt je aangetrokken tot wat de ander heeft en jij mist. De uitdaging is evenwicht, de beloning een stel dat jullie allebei aanvult.',
    },
    none: {
      title: 'Onafhankelijke zonnen',
      body: 'Jullie zonnen vormen geen groot aspect: jullie kerndrijfveren gaan elk hun eigen weg. Dat laat ieder de ruimte om zichzelf te zijn; de raakvlakken liggen in de rest van jullie horoscopen.',
    },
  },
};
