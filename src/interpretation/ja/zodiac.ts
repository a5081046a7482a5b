/** Japanese phrases for the signs and houses. */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Element, Modality } from '../sign-qualities.ts';

/** The phrases of one sign in Japanese. */
export interface JaSign {
  /** Attributive phrase before a noun (ends in な or い): "率直で勇敢、少しせっかちな". */
  traits: string;
  /** Plain-form clause with the reader as subject: how the sign goes about things. */
  style: string;
  /** Noun phrase: what the sign needs. */
  needs: string;
  /** Noun phrase: the sign's shadow. */
  shadow: string;
  /** Noun: the sign's gift. */
  gift: string;
  /** Attributive phrase for a mood ("大胆で衝動的な"). */
  mood: string;
}

/** Japanese phrases for the twelve signs. */
export const JA_SIGNS: Record<Sign, JaSign> = {
  aries: {
    traits: '率直で勇敢、少しせっかちな',
    style: 'まず動いてから、あとで考える',
    needs: '挑戦と、先頭に立てる場',
    shadow: '短気と、かっとなりやすさ',
    gift: '勇気',
    mood: '大胆で衝動的な',
  },
  taurus: {
    traits: '着実で五感が豊か、辛抱強い',
    style: '時間をかけ、手で触れられるものを信頼する',
    needs: '安定と心地よさ',
    shadow: '頑固さと所有欲',
    gift: '揺るがない粘り強さ',
    mood: '穏やかで官能的な',
  },
  gemini: {
    traits: '好奇心旺盛で身軽、器用な',
    style: '変化を求め、次々と考えを結びつける',
    needs: '刺激と会話',
    shadow: '気の散りやすさと落ち着きのなさ',
    gift: '機知',
    mood: 'おしゃべりで好奇心に満ちた',
  },
  cancer: {
    traits: '面倒見がよく情が深い、繊細な',
    style: '愛するものを守り、気持ちに導かれて進む',
    needs: '居場所と心の安心',
    shadow: '気分の波と、過去へのこだわり',
    gift: '人を育むやさしさ',
    mood: 'やさしく家庭的な',
  },
  leo: {
    traits: '温かく誇り高い、表現力豊かな',
    style: '創り、輝き、認められることを望む',
    needs: '評価と、心からの自己表現',
    shadow: 'プライドと、称賛を求める気持ち',
    gift: '気前のよさ',
    mood: '陽気で堂々とした',
  },
  virgo: {
    traits: '几帳面で思慮深い、控えめな',
    style: '細部を観察し、役に立つ形に整える',
    needs: '秩序と、役に立っている実感',
    shadow: '心配性と、自分への厳しすぎる批判',
    gift: '細やかな気配り',
    mood: '落ち着いて几帳面な',
  },
  libra: {
    traits: '優雅で公平、人当たりのよい',
    style: '釣り合いを探り、相手との調和を大切にする',
    needs: '調和とパートナーシップ',
    shadow: '優柔不断と、人に合わせすぎる癖',
    gift: '公正さ',
    mood: '和やかで社交的な',
  },
  scorpio: {
    traits: '情熱的で洞察力があり、秘密めいた',
    style: '表面の下を探り、すべてか無かで関わる',
    needs: '深い信頼と、本物の親密さ',
    shadow: '嫉妬と、支配したい気持ち',
    gift: '再生する力',
    mood: '濃密で内にこもった',
  },
  sagittarius: {
    traits: 'おおらかで率直、冒険好きな',
    style: '意味と自由を求めて、遠くを目指す',
    needs: '自由と、信じられる理想',
    shadow: '無計画さと、約束しすぎる癖',
    gift: '希望を灯す楽観',
    mood: '朗らかで落ち着かない',
  },
  capricorn: {
    traits: '真面目で野心的、忍耐強い',
    style: '長い目で計画し、一段ずつ積み上げる',
    needs: '目標と、認められる実績',
    shadow: '堅苦しさと、働きすぎ',
    gift: '責任を果たす力',
    mood: '落ち着いて控えめな',
  },
  aquarius: {
    traits: '独立心が強く独創的、少し距離をおいた',
    style: '自分の考えで判断し、未来を見すえる',
    needs: '自由と、志を同じくする仲間',
    shadow: 'よそよそしさと、意固地な反抗',
    gift: '先を見通す目',
    mood: '自由で型破りな',
  },
  pisces: {
    traits: '共感力が高く想像力豊か、夢見がちな',
    style: '流れに身をまかせ、直感と感受性で感じ取る',
    needs: '静けさと、心のよりどころ',
    shadow: '現実逃避と、境界のあいまいさ',
    gift: '思いやり',
    mood: '夢見るように柔らかな',
  },
};

/** Element names as they stand in a sentence ("火のサイン"). */
export const JA_ELEMENT_NAME: Record<Element, string> = { fire: '火', earth: '地', air: '風', water: '水' };

/** What each element adds, as a plain-form clause. */
export const JA_ELEMENT: Record<Element, string> = {
  fire: '情熱と行動に火をつける',
  earth: '現実に根ざした確かさを与える',
  air: '考えと人とのつながりに息を吹き込む',
  water: '感情の深さと直感をもたらす',
};

/** Modality names ("活動宮"). */
export const JA_MODALITY: Record<Modality, string> = { cardinal: '活動宮', fixed: '不動宮', mutable: '柔軟宮' };

/** How each modality goes about things, as a plain-form clause. */
export const JA_MODALITY_WAY: Record<Modality, string> = {
  cardinal: '物事を始め、流れをつくる',
  fixed: '一度決めたことを守り抜く',
  mutable: '状況に合わせて柔軟に形を変える',
};

/** The phrases of one house in Japanese. */
export interface JaHouse {
  /** Noun phrases: the areas of life of the house. */
  areas: string[];
  /** Plain-form verb phrases: something to do there. */
  actions: string[];
}

/** Japanese phrases for houses 1..12. */
export const JA_HOUSES: Record<number, JaHouse> = {
  1: {
    areas: ['自己イメージ、からだ、そして主体性', '外見と新しい始まり'],
    actions: ['自分のことは自分から先に動いて決める', '見た目を新しくするか、自分だけの計画を始める'],
  },
  2: {
    areas: ['お金、持ち物、そして自己評価', '収入と、あなたが価値を置くもの'],
    actions: ['家計を見直す', '長く価値の続くものに投資する'],
  },
  3: {
    areas: ['コミュニケーション、学び、そして身近な環境', 'きょうだい、小旅行、日々のやりとり'],
    actions: ['手紙を書いたり電話をかけたりして、何か新しいことを学ぶ', 'きょうだいや近所の人と連絡を取り合う'],
  },
  4: {
    areas: ['家、家族、そしてルーツ', '私生活と、心の土台'],
    actions: ['家と家族の世話をする', '心からくつろげる場所で静かに過ごす'],
  },
  5: {
    areas: ['創造性、恋愛、そして遊び', '子ども、楽しみ、自己表現'],
    actions: ['純粋な楽しみのために何かを創る', 'デートや遊びの一日を計画する'],
  },
  6: {
    areas: ['日々の仕事、習慣、そして健康', '毎日の決まりごと、務め、体調'],
    actions: ['予定と習慣を整理する', '体と仕事量をいたわる'],
  },
  7: {
    areas: ['パートナーシップと親しい関係', '結婚、契約、そして表立った競争相手'],
    actions: ['パートナーと歩み寄れる点を探す', '共通の取り決めについて率直に話し合う'],
  },
  8: {
    areas: ['共有の資源、親密さ、そして変容', '借り入れ、遺産、人との深い結びつき'],
    actions: ['共有しているお金のことを整理する', '役目を終えたものを手放す'],
  },
  9: {
    areas: ['旅、高等教育、そして信念', '遠い世界、法律、出版'],
    actions: ['旅や講座の計画を立てる', '新しい視点で見方を広げる'],
  },
  10: {
    areas: ['キャリア、地位、そして社会での顔', '野心と評判'],
    actions: ['キャリアで一歩前に出る', '上の立場の人に自分の力を見せる'],
  },
  11: {
    areas: ['友人、仲間、そして未来への希望', 'ネットワーク、社会的な活動、共通の目標'],
    actions: ['友人や味方に声をかける', '長年の願いのために仲間と力を合わせる'],
  },
  12: {
    areas: ['ひとりの時間、無意識、そして隠れた事柄', '休息、夢、静かな終わり'],
    actions: ['少し休んで引きこもる', '新しいことが始まる前に、やり残しを片づける'],
  },
};
