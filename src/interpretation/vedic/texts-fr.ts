/**
 * The Vedic texts in French, with the same content as the English ones (texts-en.ts): the
 * traditional facts of Brihat Parashara Hora Shastra and the common nakshatra tables, the
 * readings written for this service in the register of its French texts (vous), with French
 * typography (apostrophe ’, no-break space before ; and :). Sanskrit terms in the usual Latin
 * transliteration of French Jyotish books: le Lagna, le nakshatra, la mahadasha, l’antardasha.
 * The readings name no gender of the reader (no "curieux", "né").
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { signName } from '../names.ts';
import { VEDIC_TEXTS_EN } from './texts-en.ts';
import type { VedicTexts } from './types.ts';

export const VEDIC_TEXTS_FR: VedicTexts = {
  grahaNames: {
    sun: 'Soleil',
    moon: 'Lune',
    mars: 'Mars',
    mercury: 'Mercure',
    jupiter: 'Jupiter',
    venus: 'Vénus',
    saturn: 'Saturne',
    rahu: 'Rahu',
    ketu: 'Ketu',
    lagna: 'Lagna',
  },
  // The French sign names are the service's own (src/interpretation/names.ts).
  signNames: Object.fromEntries(SIGNS.map((sign) => [sign, signName(sign, 'fr')])) as Record<Sign, string>,
  // The nakshatras keep their Sanskrit names in French books, as in English.
  nakshatraNames: VEDIC_TEXTS_EN.nakshatraNames,
  lagna: {
    aries:
      'Avec Mesha à l’ascendant, Mars gouverne le thème et la vie s’aborde de front. Vous lancez les choses vite, agissez avant que le doute ne s’installe et vous relevez rapidement des revers. Ce Lagna apprend la patience, et la persévérance qui doit suivre un départ audacieux.',
    taurus:
      'Vrishabha à l’ascendant confie le thème à Vénus, et avec elle une nature stable et sensuelle. Vous construisez lentement et gardez ce que vous avez bâti\u00a0: le confort, la beauté et les personnes loyales comptent profondément pour vous. Une fois votre décision prise, vous en changez rarement, et c’est à la fois votre force et votre leçon.',
    gemini:
      'Le Lagna Mithuna, gouverné par Mercure, fait de l’intellect le premier instrument de la vie. Avec un esprit curieux et vif, vous apprenez en conversant, en lisant et en explorant plusieurs voies à la fois. Suivre un seul fil à la fois change cette polyvalence en véritable savoir-faire.',
    cancer:
      'Karka à l’ascendant place la Lune à la tête du thème\u00a0: le sentiment passe avant le raisonnement. Vous protégez les vôtres, vous vous souvenez d’une gentillesse pendant des années et il vous faut un foyer qui vous abrite vraiment. Vos humeurs suivent les marées\u00a0; un rythme de vie paisible préserve vos forces.',
    leo: 'Le Lagna Simha appartient au Soleil, et ceux qui le portent se conduisent avec dignité et chaleur. Vous aimez diriger, vous faire remarquer et donner largement, et votre seule présence redonne courage aux autres. La fierté devient une autorité véritable quand elle sert une cause plus grande que vous.',
    virgo:
      'Kanya à l’ascendant, autre signe de Mercure, apporte la précision et le désir de vous rendre utile. Vous remarquez le détail qui échappe aux autres, améliorez tout ce que vous touchez et prenez soin de la santé comme de l’ordre. Apprendre à accepter l’imparfait, à commencer par vous-même, libère une énergie considérable.',
    libra:
      'Avec Tula au Lagna, Vénus gouverne un second ascendant, cette fois par l’équité et l’association. Vous pesez le pour et le contre, cherchez l’harmonie et donnez le meilleur de vous-même aux côtés d’une autre personne. Décider par vous-même, même quand quelqu’un en sera mécontent, est la tâche discrète de cet ascendant.',
    scorpio:
      'Pour un ascendant Vrishchika, Mars gouverne de nouveau, mais vers l’intérieur\u00a0: intensité, profondeur et endurance marquent le caractère. Vous gardez vos pensées pour vous, ressentez les choses avec force et savez faire d’une crise un renouveau. La confiance, une fois accordée, est totale\u00a0; aussi l’accordez-vous avec prudence.',
    sagittarius:
      'Dhanu à l’ascendant, gouverné par Jupiter, donne un tempérament ouvert et plein d’espoir. Vous cherchez du sens, respectez les maîtres et la sagesse, et le bonheur vous vient quand un horizon s’ouvre devant vous. La franchise est votre don\u00a0; le tact aide les autres à la recevoir.',
    capricorn:
      'Saturne gouverne le Lagna Makara, et la vie se construit pas à pas. Vous avez le sens pratique et celui des responsabilités, et vous savez travailler longtemps pour un but que d’autres abandonneraient. Le succès vous arrive souvent plus tard qu’à vos pairs, et il dure plus longtemps.',
    aquarius:
      'Kumbha à l’ascendant, lui aussi gouverné par Saturne, unit la discipline aux idéaux. Vous pensez de façon indépendante, vous vous souciez de la société et de vos amis, et tout ce qui est neuf et utile vous attire. Montrer ouvertement votre chaleur aide les autres à voir la bonté qui se cache derrière votre réserve.',
    pisces:
      'Jupiter est le maître du Lagna Meena, qui donne un esprit doux et imaginatif. Vous ressentez ce que ressentent les autres, pardonnez volontiers, et l’art, la dévotion et le service vous appellent. Des limites claires protègent cette sensibilité pour que le monde ne l’épuise pas.',
  },
  moonSign: {
    aries:
      'Votre janma rashi est Mesha\u00a0: le mental est vif et impatient. Les sentiments s’enflamment et passent vite\u00a0; vous préférez agir sous le coup d’une émotion plutôt que de vous y attarder.',
    taurus:
      'Exaltée en Vrishabha, la Lune donne un mental calme, satisfait et stable. La sécurité, la bonne table et la compagnie de personnes de confiance vous ressourcent\u00a0; le changement, vous ne l’acceptez que lentement.',
    gemini:
      'Une Lune en Mithuna donne un mental mobile et plein d’esprit, qui a besoin de conversation et de variété. Vous apprivoisez vos sentiments en les nommant, et l’ennui vous pèse davantage que la difficulté.',
    cancer:
      'En Karka, son propre signe, la Lune est forte\u00a0: les émotions sont profondes et prendre soin des autres vous vient naturellement. Le foyer, la mère et la mémoire tiennent une grande place dans votre vie intérieure.',
    leo: 'Simha comme signe lunaire rend le cœur fier et généreux. Vous avez besoin de reconnaissance, y répondez par la loyauté et souffrez quand vos efforts passent inaperçus.',
    virgo:
      'Avec la Lune en Kanya, le mental analyse et range ce qu’il ressent. L’inquiétude est votre point faible et la serviabilité votre réconfort\u00a0; un travail utile vous apaise.',
    libra:
      'La Lune en Tula vous fait chercher l’équilibre et la beauté. Le manque d’harmonie autour de vous se vit comme une agitation intérieure, et une bonne relation de couple fait plus pour votre paix que toute autre chose.',
    scorpio:
      'Vrishchika est le signe de chute de la Lune, et les sentiments y sont intenses et secrets. Vous percevez les motifs cachés, gardez longtemps vos blessures et possédez un grand pouvoir de renouvellement.',
    sagittarius:
      'Sous une Lune en Dhanu, le mental est optimiste et fidèle à ses principes. La liberté, les voyages et l’étude vous remontent le moral, et vous retrouvez l’espoir plus vite que la plupart des gens.',
    capricorn:
      'Makara tient la Lune en réserve\u00a0: les émotions se vivent de façon pratique et discrète. Vous montrez votre amour par le devoir et la fiabilité, et vous vous sentez plus en sécurité quand votre vie est en ordre.',
    aquarius:
      'Kumbha comme signe lunaire donne un mental détaché et humaniste. Vous vous souciez des gens en général et de vos amis en particulier, et il vous faut de l’espace pour penser par vous-même.',
    pisces:
      'En Meena, la Lune est rêveuse, compatissante et réceptive. Vous absorbez l’atmosphère des lieux et des personnes\u00a0; aussi le silence, la musique et la prière vous régénèrent-ils.',
  },
  nakshatra: [
    'Ashwini, le premier nakshatra, est gouverné par Ketu et appartient aux Ashwini Kumaras, les médecins divins\u00a0; son symbole est une tête de cheval. Il donne la rapidité, un don de guérison et le courage de commencer.',
    'Bharani est le nakshatra de Yama, gouverné par Vénus, avec la yoni pour symbole. Ses natifs portent une grande puissance créatrice et nourricière, et apprennent à assumer la responsabilité et la retenue.',
    'Krittika, gouverné par le Soleil, est présidé par Agni, et son symbole est un rasoir ou une flamme. Il tranche dans la confusion, nourrit ceux qu’il protège et parle sans détour.',
    'Rohini, le favori de la Lune, est gouverné par la Lune et présidé par Prajapati\u00a0; son symbole est un char à bœufs. Il donne le charme, la fécondité des idées et l’amour de la beauté et de la croissance.',
    'Mrigashira, la tête de cerf, est gouverné par Mars, et Soma en est la divinité. Ses natifs cherchent et explorent, sont doux et curieux, et se contentent rarement de la première réponse.',
    'Ardra est gouverné par Rahu et appartient à Rudra, la tempête\u00a0; son symbole est une larme. Il apporte l’intensité, une intelligence aiguë et le renouveau qui suit le bouleversement.',
    'Punarvasu, gouverné par Jupiter, appartient à Aditi, mère des dieux\u00a0; son symbole est un carquois rempli de flèches. Il accorde le don du retour\u00a0: l’espoir, la générosité et la capacité de recommencer.',
    'Pushya, gouverné par Saturne et placé sous l’égide de Brihaspati, passe pour le plus favorable des nakshatras\u00a0; son symbole est le pis de la vache. Il nourrit, protège et donne une foi constante.',
    'Ashlesha, gouverné par Mercure, est présidé par les Nagas, et son symbole est un serpent enroulé. Il donne une perception pénétrante, une parole persuasive et un fort instinct de protection de soi.',
    'Magha est gouverné par Ketu et appartient aux Pitris, les ancêtres\u00a0; son symbole est un trône royal. Ses natifs honorent la tradition, inspirent le respect et portent en eux le sens de la lignée.',
    'Purva Phalguni, gouverné par Vénus, appartient à Bhaga, dieu du plaisir\u00a0; il a pour symbole les pieds avant d’un lit. Il donne la chaleur, la créativité et le goût du repos et des plaisirs.',
    'Uttara Phalguni, gouverné par le Soleil, est présidé par Aryaman, dieu des contrats et de l’amitié. Ses natifs sont fiables, généreux dans leurs alliances et tiennent parole.',
    'Hasta, la main, est gouverné par la Lune, et Savitar en est la divinité. Il donne l’habileté manuelle, l’ingéniosité, l’humour et la capacité de donner corps à une idée.',
    'Chitra est gouverné par Mars et présidé par Vishvakarma, l’architecte divin\u00a0; son symbole est un joyau étincelant. Ses natifs ont l’œil pour la forme et aiment embellir les choses.',
    'Swati, gouverné par Rahu, appartient à Vayu, le vent\u00a0; son symbole est une jeune pousse qui ploie sous la brise. Il donne l’indépendance, la faculté d’adaptation et un talent pour le commerce et la diplomatie.',
    'Vishakha, gouverné par Jupiter, est partagé entre Indra et Agni\u00a0; son symbole est un arc de triomphe. Ses natifs poursuivent leurs buts avec détermination et les atteignent à force de persévérance.',
    'Anuradha est gouverné par Saturne et appartient à Mitra, dieu de l’amitié\u00a0; son symbole est un lotus. Il donne la dévotion, la loyauté et la réussite par la coopération, souvent loin de chez soi.',
    'Jyeshtha, l’aîné, est gouverné par Mercure et présidé par Indra\u00a0; son symbole est une amulette circulaire. Ses natifs sont protecteurs, capables de diriger et sensibles au rang comme au respect.',
    'Mula, la racine, est gouverné par Ketu et appartient à Nirriti\u00a0; son symbole est une botte de racines. Il va au fond des choses, arrache ce qui est faux et cherche la vérité fondamentale.',
    'Purva Ashadha, gouverné par Vénus, appartient à Apas, les eaux\u00a0; son symbole est un éventail. Il donne la conviction, une énergie revigorante et l’assurance qu’il faut pour convaincre.',
    'Uttara Ashadha est gouverné par le Soleil et appartient aux Vishvadevas, les dieux universels\u00a0; son symbole est une défense d’éléphant. Ses natifs remportent des victoires durables grâce à leur intégrité.',
    'Shravana, gouverné par la Lune, est le nakshatra de Vishnu\u00a0; son symbole est une oreille. Il donne l’art d’écouter et d’apprendre, et le désir de relier les êtres et de préserver le savoir.',
    'Dhanishta est gouverné par Mars et présidé par les huit Vasus\u00a0; son symbole est un tambour. Ses natifs ont le sens du rythme, de l’ambition et un don pour la musique comme pour attirer la richesse.',
    'Shatabhisha, les cent médecins, est gouverné par Rahu et appartient à Varuna\u00a0; son symbole est un cercle vide. Il donne un esprit chercheur, guérisseur et indépendant.',
    'Purva Bhadrapada, gouverné par Jupiter, appartient à Aja Ekapada\u00a0; son symbole est une épée. Ses natifs sont intenses et idéalistes, capables de grands sacrifices pour une cause.',
    'Uttara Bhadrapada est gouverné par Saturne et présidé par Ahir Budhnya, le serpent des profondeurs\u00a0; il a pour symbole les pieds arrière d’un lit. Il donne la sagesse, la maîtrise de soi et un calme profond.',
    'Revati, le dernier nakshatra, est gouverné par Mercure et appartient à Pushan, protecteur des voyageurs\u00a0; son symbole est un poisson. Il donne la bonté, le soin des plus fragiles et un passage sûr à travers les changements.',
  ],
  mahadasha: {
    sun: 'Pendant la mahadasha du Soleil (six ans), les questions d’identité, d’autorité et de raison d’être passent au premier plan. La reconnaissance des supérieurs, les affaires avec l’administration et un sens plus net de la direction à suivre sont typiques de cette période\u00a0; il faut aussi surveiller l’orgueil et ménager votre vitalité.',
    moon: 'La mahadasha de la Lune (dix ans) tourne la vie vers les sentiments, le foyer et le public. La famille, la mère, les voyages près de l’eau et le soin des autres prennent plus de place, et le mental devient plus réceptif, pour le meilleur comme pour l’inquiétude.',
    mars: 'Durant les sept ans de la mahadasha de Mars, l’énergie, le courage et l’initiative montent. Les biens immobiliers, les frères et sœurs, le travail technique et la compétition passent au premier rang\u00a0; la colère et la précipitation sont ce qu’il faut tenir en bride.',
    mercury:
      'Mercure, dans sa mahadasha de dix-sept ans, favorise l’apprentissage, le commerce, l’écriture et la communication. Les amis et les jeunes apportent des occasions, et l’aisance avec les mots ou les chiffres est récompensée.',
    jupiter:
      'Jupiter gouverne une mahadasha de seize ans qui élargit la vie par la sagesse, les maîtres et le bon conseil. Les enfants, les études, la foi et l’accroissement de la fortune en sont les thèmes habituels, même si le confort peut inviter à la facilité.',
    venus:
      'Vingt ans de mahadasha de Vénus placent au centre les relations, le confort, l’art et la prospérité. Le mariage, les véhicules, la beauté et le plaisir sont mis en avant\u00a0; l’équilibre empêche la jouissance de tourner à l’excès.',
    saturn:
      'Dix-neuf années durant, la mahadasha de Saturne récompense l’effort patient. Elle demande le sens des responsabilités, un travail acharné et de l’endurance, et ce qui se construit pendant cette période, lentement et honnêtement, demeure.',
    rahu: 'Rahu, dans sa mahadasha de dix-huit ans, éveille l’ambition et le désir de ce qui est nouveau ou étranger. Des ouvertures soudaines, la technologie, les voyages à l’étranger et les chemins hors des sentiers battus apparaissent\u00a0; la clarté des motivations est le meilleur garde-fou.',
    ketu: 'Avec la mahadasha de Ketu (sept ans), l’attention se tourne vers l’intérieur. Le détachement, la recherche, la pratique spirituelle et l’art de laisser partir ce qui est achevé sont ses dons, même quand les projets extérieurs semblent marquer le pas.',
  },
  antardasha: {
    sun: 'À l’intérieur de celle-ci, l’antardasha du Soleil porte à leur point décisif les questions de statut, du père et de la confiance en soi.',
    moon: 'La sous-période de la Lune ajoute de la sensibilité émotionnelle et tourne l’attention vers le foyer et la famille.',
    mars: 'Une antardasha de Mars accélère le rythme et demande d’agir avec décision et de manier les conflits avec précaution.',
    mercury: 'Dans sa sous-période, Mercure favorise l’étude, le commerce, les documents et une communication claire.',
    jupiter: 'Avec l’antardasha de Jupiter arrivent le conseil, les bénédictions et les occasions de grandir.',
    venus: 'Dans la sous-période de Vénus, le temps s’adoucit d’affection, de confort et de plaisirs créatifs.',
    saturn: 'L’antardasha de Saturne ralentit les choses et demande de la discipline et des projets réalistes.',
    rahu: 'Pendant la sous-période de Rahu surviennent des tournants inattendus et des ambitions qui demandent la tête froide.',
    ketu: 'Ketu, dans son antardasha, invite à la réflexion, à la simplicité et au détachement vis-à-vis des résultats.',
  },
};
