/**
 * Japanese phrases for the points, in the polite です・ます style. Clauses are written in the
 * plain form and conjugated by grammar.ts (masu, please, te), so that one phrase serves as a
 * main clause, a joined clause or a request. The field comments state each phrase's role.
 */
import type { Nature, SynastryPoint, TextPoint, TransitingPoint } from '../catalogue.ts';

/** Japanese names of the text points (Japanese names take no article). */
export const JA_POINT_NAMES: Record<TextPoint, string> = {
  sun: '太陽',
  moon: '月',
  mercury: '水星',
  venus: '金星',
  mars: '火星',
  jupiter: '木星',
  saturn: '土星',
  uranus: '天王星',
  neptune: '海王星',
  pluto: '冥王星',
  chiron: 'キロン',
  'north-node': 'ノースノード',
  'south-node': 'サウスノード',
  'mean-lilith': 'リリス',
  ascendant: 'アセンダント',
  midheaven: 'MC（天頂）',
};

/** What a transiting point brings, in Japanese. */
export interface JaTransiting {
  /** Noun phrase put before the name with の: "行動と欲望の星" → "行動と欲望の星、火星". */
  epithet: string[];
  /** Noun phrase: what the transit brings, by nature. */
  brings: Record<Nature, string>;
  /** Plain-form verb phrases (advice to the reader), by nature. */
  advice: Record<Nature, string[]>;
}

/** Japanese phrases of every transiting point. */
export const JA_TRANSITING: Record<TransitingPoint, JaTransiting> = {
  sun: {
    epithet: ['光と活力の源', '意志と目的を照らす光'],
    brings: {
      fusion: '注目を浴びる機会と、新しくなった活力',
      hard: '意志のぶつかり合いと、エネルギーの低下',
      soft: '自信と、周囲からの好意的なまなざし',
    },
    advice: {
      fusion: ['一歩前に出て、自分の姿を見せる', 'これから始まる一年やひと月の目標を決める'],
      hard: ['戦う場面を慎重に選び、必要なときは休む', '小さなことでは譲る'],
      soft: ['自分の仕事を見せ、望むものを言葉にする', '自信をもって人前に立つ'],
    },
  },
  moon: {
    epithet: ['感情と日々のリズムをつかさどる天体', '気分の番人'],
    brings: {
      fusion: 'あふれるような感情と、安心できる場所への欲求',
      hard: '気分の揺れと、傷つきやすい反応',
      soft: '心の落ち着きと、確かな直感',
    },
    advice: {
      fusion: ['動く前に、自分の気持ちに耳を傾ける', '家で静かな時間を一時間つくる'],
      hard: ['一時の気分で大きな決断をしない', '反応する前に、食べて、眠って、ペースを落とす'],
      soft: ['元気をくれる人と過ごす', '日々の選択では自分の直感を信じる'],
    },
  },
  mercury: {
    epithet: ['神々の使者', '思考とことばの星'],
    brings: {
      fusion: '新しい考えと、大切な会話',
      hard: '誤解や行き違い、そして落ち着かない思考',
      soft: '明快な考えと、実りある話し合い',
    },
    advice: {
      fusion: ['ひらめいた考えを書き留める', '大事な話を切り出す'],
      hard: ['送信する前にもう一度読み返す', '大切な書類は二度確かめる'],
      soft: ['話し合い、交渉し、学ぶ', '考えを形にして人に伝える'],
    },
  },
  venus: {
    epithet: ['愛と美の星', '喜びと価値をつかさどる星'],
    brings: {
      fusion: '愛情と、人を惹きつける魅力',
      hard: '人間関係の小さな摩擦と、ぜいたくへの誘惑',
      soft: '調和と、ささやかな楽しみ',
    },
    advice: {
      fusion: ['大切な人に気持ちを伝える', '美しいものに時間を使う'],
      hard: ['衝動買いを控える', '不満は責めずに穏やかに伝える'],
      soft: ['人と会い、楽しむ', '身の回りを心地よく整える'],
    },
  },
  mars: {
    epithet: ['行動と欲望の星', '情熱と勇気の星'],
    brings: {
      fusion: '行動する力と、始めたくてたまらない気持ち',
      hard: '苛立ちと衝突、そして急ぎすぎによる失敗',
      soft: '粘り強さと、前向きな競争心',
    },
    advice: {
      fusion: ['その力をひとつの目標に注ぐ', '体を動かして勢いを生かす'],
      hard: ['怒りを言葉にする前に深呼吸する', '体を動かして余分な熱を逃がす'],
      soft: ['後回しにしていた仕事に取りかかる', '自分のために行動を起こす'],
    },
  },
  jupiter: {
    epithet: ['拡大と幸運の星', '成長と信頼の星'],
    brings: {
      fusion: 'チャンスと、広がっていく可能性',
      hard: '大きすぎる約束と、行き過ぎへの誘惑',
      soft: '周囲の支えと、幸運な巡り合わせ',
    },
    advice: {
      fusion: ['扉が開いたら、ためらわずに入っていく', '学びや旅の計画を立てる'],
      hard: ['守れる約束だけをする', '楽観と現実のあいだで釣り合いを取る'],
      soft: ['助けの手を素直に受け取る', '広い視野で次の一歩を考える'],
    },
  },
  saturn: {
    epithet: ['試練と構築の星', '時間と責任の星'],
    brings: {
      fusion: '成熟を求める試練と、責任を引き受ける必要',
      hard: '厳しい制限と疲れ、そして待ってくれない義務',
      soft: '忍耐と秩序、そして努力が報われる手応え',
    },
    advice: {
      fusion: ['自分の人生の主導権を握る', '長く続く土台をひとつ築く'],
      hard: ['できないことを認め、優先順位を決める', '一度に全部を背負おうとしない'],
      soft: ['長期的な計画に取り組む', '地道な努力を続ける'],
    },
  },
  uranus: {
    epithet: ['変化と目覚めの星', '自由と独創の星'],
    brings: {
      fusion: '突然の目覚めと、自由への強い欲求',
      hard: '予期せぬ断絶と、神経の張りつめ',
      soft: '独創的な解決策と、幸運な方向転換',
    },
    advice: {
      fusion: ['新しいやり方を試す', '古い習慣から一歩外に出る'],
      hard: ['変化に逆らわず、大切なものだけを守る', '衝動的に関係を断ち切らない'],
      soft: ['直感的なひらめきを行動に移す', '新しい仲間や技術を取り入れる'],
    },
  },
  neptune: {
    epithet: ['夢と霊感の星', '境界を溶かす星'],
    brings: {
      fusion: '夢と霊感、そして確かだったものが溶けていく感覚',
      hard: '霧のような迷いと、現実から逃げたい誘惑',
      soft: '想像力と共感、そして穏やかな恵み',
    },
    advice: {
      fusion: ['芸術や祈り、静かな時間に心を開く', '夢を書き留めておく'],
      hard: ['大事な契約は事実を確かめてから結ぶ', '疲れたときはお酒や逃避に頼らずに休む'],
      soft: ['創作や奉仕に時間を使う', '目に見えないつながりを大切にする'],
    },
  },
  pluto: {
    epithet: ['死と再生の星', '深い変容の星'],
    brings: {
      fusion: '終わりと再生、そして力との出会い',
      hard: '支配をめぐる葛藤と、土台を揺るがす危機',
      soft: '決意と洞察、そして自分を新しくする力',
    },
    advice: {
      fusion: ['役目を終えたものを手放す', '心の奥にある本当の望みを見つめる'],
      hard: ['人を思いどおりにしようとしない', '恐れの正体を正直に見つめる'],
      soft: ['深く集中して根本から取り組む', '自分の力を静かに使う'],
    },
  },
  chiron: {
    epithet: ['傷ついた癒し手', '癒しと教えの小天体'],
    brings: {
      fusion: '敏感な部分への刺激と、それをいたわる機会',
      hard: '古い痛みのうずきと、自分を守りたい気持ち',
      soft: '理解と回復、そして人の癒しを助けたい思い',
    },
    advice: {
      fusion: ['痛む場所にやさしく目を向ける', '信頼できる人に打ち明ける'],
      hard: ['自分を責めずに、いたわる', '必要なら専門家の助けを借りる'],
      soft: ['自分の経験を誰かの役に立てる', '癒しにつながる習慣を始める'],
    },
  },
  'north-node': {
    epithet: ['魂の進む方向を示す点', '成長の方角を指す点'],
    brings: {
      fusion: '学ぶべきものとの出会い',
      hard: '古い習慣と新しい目標とのあいだの綱引き',
      soft: 'あなたの道に沿った仲間と機会',
    },
    advice: {
      fusion: ['慣れない道でも一歩踏み出す', '心を引かれる出会いを大切にする'],
      hard: ['楽な古いパターンに戻りそうなときは立ち止まる', '成長のための居心地の悪さを受け入れる'],
      soft: ['差し出された縁を受け取る', '自分の方向に合う選択を重ねる'],
    },
  },
};

/** What a natal point stands for, in Japanese. */
export interface JaNatal {
  /** Noun phrases ("あなたの…"): what the point stands for. */
  domain: string[];
  /** Plain-form clause, by nature: how the reader lives a contact to the point. */
  feels: Record<Nature, string>;
  /** Bare noun phrase for "…については": "愛と喜び". */
  area: string;
}

/** Japanese phrases of every natal point. */
export const JA_NATAL: Record<TextPoint, JaNatal> = {
  sun: {
    domain: ['あなたの自己表現と生きる目的', 'あなたの意志と自分らしさ'],
    feels: {
      fusion: '自分が何者なのかが、はっきりと浮かび上がる',
      hard: '自分らしさが試され、押し返される感覚がある',
      soft: '自然体のままで力を発揮できる',
    },
    area: '自分らしさと生きる目的',
  },
  moon: {
    domain: ['あなたの感情と心の安らぎ', 'あなたの気分と、守られていたいという欲求'],
    feels: {
      fusion: '感情が表に出やすくなり、心が敏感になる',
      hard: '心が揺れやすく、小さなことで動揺しやすくなる',
      soft: '気持ちが穏やかに満たされる',
    },
    area: '感情',
  },
  mercury: {
    domain: ['あなたの考え方と伝え方', 'あなたの学び方と決め方'],
    feels: {
      fusion: '頭がよく回り、言葉に重みが出る',
      hard: '考えが先走り、言葉がうまく出てこないことがある',
      soft: '考えがすんなりまとまり、ふさわしい言葉が見つかる',
    },
    area: '思考とコミュニケーション',
  },
  venus: {
    domain: ['あなたの人間関係と好みと価値観', 'あなたの愛情生活と楽しみとお金'],
    feels: {
      fusion: '愛やお金、楽しみのことが頭から離れなくなる',
      hard: '大切にしているものや愛する人を疑いたくなることがある',
      soft: '愛情や感謝が素直に行き交う',
    },
    area: '愛と喜び',
  },
  mars: {
    domain: ['あなたの行動力と自己主張', 'あなたの野心と欲求と勇気'],
    feels: {
      fusion: 'やる気に火がつく',
      hard: 'いつもより早く怒りがこみ上げる',
      soft: '自信をもって、よいタイミングで動ける',
    },
    area: '行動と意欲',
  },
  jupiter: {
    domain: ['あなたの信念と成長への意欲', 'あなたの楽観性と、広がりを求める心'],
    feels: {
      fusion: '希望がふくらみ、視野が大きく広がる',
      hard: '期待がふくらみすぎて、やりすぎてしまうことがある',
      soft: '信じる気持ちが自然に実を結ぶ',
    },
    area: '成長と信念',
  },
  saturn: {
    domain: ['あなたの責任感と人生の骨組み', 'あなたの目標と、自分に課した決まりごと'],
    feels: {
      fusion: '自分が背負うものの重さをはっきり感じる',
      hard: '壁や遅れにぶつかり、忍耐を試される',
      soft: '積み重ねてきた努力が形になる',
    },
    area: '責任と仕事の土台',
  },
  uranus: {
    domain: ['あなたの独自性と自由への欲求', 'あなたの変化への感覚と独創性'],
    feels: {
      fusion: '型を破りたい気持ちが強くなる',
      hard: '落ち着かず、何もかも変えたくなることがある',
      soft: '新しい発想が自然に湧いてくる',
    },
    area: '自由と変化',
  },
  neptune: {
    domain: ['あなたの夢と想像力', 'あなたの理想と、目に見えないものへの感受性'],
    feels: {
      fusion: '感受性が高まり、現実と夢の境目が薄くなる',
      hard: '何が本当なのかわからなくなることがある',
      soft: 'インスピレーションがやさしく流れ込む',
    },
    area: '夢と理想',
  },
  pluto: {
    domain: ['あなたの心の深みと変容する力', 'あなたの情熱と、手放し生まれ変わる力'],
    feels: {
      fusion: '心の奥深くで何かが大きく動き出す',
      hard: '支配や執着の問題が表に出てくる',
      soft: '深いところから静かな力が湧いてくる',
    },
    area: '変容と深い感情',
  },
  chiron: {
    domain: ['あなたの心の古い傷と癒す力', 'あなたの弱さと、そこから生まれる知恵'],
    feels: {
      fusion: '古い痛みに触れ、それを見つめ直す機会が訪れる',
      hard: '忘れていた痛みがうずくことがある',
      soft: '傷を受け入れ、人を思いやる力が深まる',
    },
    area: '癒し',
  },
  'north-node': {
    domain: ['あなたの人生の方向と成長の課題', 'あなたがこれから育てていく資質'],
    feels: {
      fusion: '進むべき道がはっきりと見えてくる',
      hard: '慣れ親しんだものと新しい道とのあいだで迷う',
      soft: '出会いや機会が、あなたを前へと運ぶ',
    },
    area: '人生の方向',
  },
  'south-node': {
    domain: ['あなたが生まれつき持っている慣れた力', 'あなたがすでに身につけている習慣と才能'],
    feels: {
      fusion: '昔からのやり方や人が、ふたたび目の前に現れる',
      hard: '古いパターンに引き戻されそうになる',
      soft: '慣れた力を、自然に役立てられる',
    },
    area: '過去から受け継いだ力',
  },
  'mean-lilith': {
    domain: ['あなたの抑えられてきた本能と反骨心', 'あなたの飼いならされない部分'],
    feels: {
      fusion: '押し込めていた欲求や怒りが表に出てくる',
      hard: '拒まれる不安や、激しい反発心がわき上がる',
      soft: 'ありのままの自分を認める強さが育つ',
    },
    area: '本能と自立',
  },
  ascendant: {
    domain: ['あなたの第一印象と世界への向き合い方', 'あなたの見た目とふるまい'],
    feels: {
      fusion: '人から見たあなたの印象が変わり始める',
      hard: 'まわりの反応に身構えたくなる',
      soft: '自然にふるまうだけで、よい印象を残せる',
    },
    area: '印象とふるまい',
  },
  midheaven: {
    domain: ['あなたの仕事と社会的な立場', 'あなたの天職と、世の中での評判'],
    feels: {
      fusion: '仕事や将来の目標に注目が集まる',
      hard: '仕事での立場や方向が問われる',
      soft: '仕事での努力が認められやすくなる',
    },
    area: '仕事と評判',
  },
};

/** How a point acts between two people, in Japanese. */
export interface JaRelating {
  /** Noun naming the point's role in a relationship ("自己表現"). */
  role: string;
  /** Plain-form clause with the reader as subject (the other person as 相手), by nature. */
  gives: Record<Nature, string>;
  /** Plain-form clause whose subject is the other person (相手), by nature. */
  receives: Record<Nature, string>;
}

/** Japanese synastry phrases of every synastry point. */
export const JA_RELATING: Record<SynastryPoint, JaRelating> = {
  sun: {
    role: '自己表現',
    gives: {
      fusion: 'あなたは相手の生き方を明るく照らす',
      hard: 'あなたの意志が相手の意志とぶつかることがある',
      soft: 'あなたは相手の自信を自然に支える',
    },
    receives: {
      fusion: 'ありのままの自分を見てもらえたと感じる',
      hard: 'ときどき自分が脇に追いやられたように思う',
      soft: 'あなたのそばで伸び伸びとできる',
    },
  },
  moon: {
    role: '心の欲求',
    gives: {
      fusion: 'あなたは相手の気持ちを自分のことのように感じ取る',
      hard: 'あなたの気分が相手の心を揺らすことがある',
      soft: 'あなたは相手に安心感を与える',
    },
    receives: {
      fusion: '深いところで理解されていると感じる',
      hard: '気持ちを取り違えられて寂しくなることがある',
      soft: 'あなたのそばで心からくつろげる',
    },
  },
  mercury: {
    role: '考え方',
    gives: {
      fusion: 'あなたは相手と同じ速さで考え、話す',
      hard: 'あなたの言葉が相手には鋭く響くことがある',
      soft: 'あなたは相手の考えを上手に言葉にする',
    },
    receives: {
      fusion: '話が尽きないと感じる',
      hard: '話を聞いてもらえないもどかしさを覚える',
      soft: 'あなたとの会話で頭がすっきりする',
    },
  },
  venus: {
    role: '愛し方',
    gives: {
      fusion: 'あなたは相手に素直な愛情と好意を向ける',
      hard: 'あなたの好みや価値観が相手とずれることがある',
      soft: 'あなたは相手に心地よさと喜びを届ける',
    },
    receives: {
      fusion: '大切にされ、魅力を認められていると感じる',
      hard: '愛され方が自分の望みとずれていると感じる',
      soft: 'あなたといると自分を好きになれる',
    },
  },
  mars: {
    role: '情熱',
    gives: {
      fusion: 'あなたは相手の情熱と行動力に火をつける',
      hard: 'あなたの勢いが相手を急き立てることがある',
      soft: 'あなたは相手の挑戦を力強く後押しする',
    },
    receives: {
      fusion: '強い刺激と惹かれる気持ちを感じる',
      hard: '押しつけられている、挑まれていると受け取りがちになる',
      soft: 'あなたに背中を押されて動き出せる',
    },
  },
  jupiter: {
    role: '寛大さ',
    gives: {
      fusion: 'あなたは相手の可能性を信じ、広げる',
      hard: 'あなたの期待や助言が相手には大きすぎることがある',
      soft: 'あなたは相手に希望と励ましを与える',
    },
    receives: {
      fusion: '守られ、祝福されていると感じる',
      hard: '甘やかされすぎるか、説教されているように思うことがある',
      soft: 'あなたのそばで前向きになれる',
    },
  },
  saturn: {
    role: '責任感',
    gives: {
      fusion: 'あなたは相手に安定と枠組みを与える',
      hard: 'あなたの慎重さが相手には重荷に感じられることがある',
      soft: 'あなたは相手の努力を長い目で支える',
    },
    receives: {
      fusion: '頼れる存在だと感じ、同時に少し緊張する',
      hard: '評価されている、縛られているという窮屈さを覚える',
      soft: 'あなたとなら長く続く何かを築けると感じる',
    },
  },
  uranus: {
    role: '自由さ',
    gives: {
      fusion: 'あなたは相手の日常に新しい風を吹き込む',
      hard: 'あなたの気まぐれが相手を落ち着かなくさせることがある',
      soft: 'あなたは相手の個性をそのまま認める',
    },
    receives: {
      fusion: '目が覚めるような刺激を受ける',
      hard: 'いつ離れていくのかと不安になることがある',
      soft: 'あなたのそばで自分らしくいられる',
    },
  },
  neptune: {
    role: '理想',
    gives: {
      fusion: 'あなたは相手をロマンチックな理想のレンズを通して見る',
      hard: 'あなたは相手の中に、こうあってほしい姿を見てしまうことがある',
      soft: 'あなたは相手に思いやりと霊感を届ける',
    },
    receives: {
      fusion: '魅了されると同時に、ときに戸惑う',
      hard: '本当の自分を見てもらえていないと寂しく思うことがある',
      soft: '深いところで理解されていると感じる',
    },
  },
  pluto: {
    role: '深い情念',
    gives: {
      fusion: 'あなたは相手に強く、変容を促す影響を与える',
      hard: 'あなたは相手を思いどおりにしよう、変えようとすることがある',
      soft: 'あなたは相手が深く誠実に成長するのを助ける',
    },
    receives: {
      fusion: '抗いがたいほど深く惹きつけられる',
      hard: '圧力や独占欲を重く感じる',
      soft: 'この絆によって生まれ変わるように感じる',
    },
  },
  ascendant: {
    role: 'ふるまい',
    gives: {
      fusion: 'あなたの存在そのものが相手と響き合う',
      hard: 'あなたの振る舞い方が相手の気に障ることがある',
      soft: 'あなたがいるだけで相手は落ち着く',
    },
    receives: {
      fusion: '世界への向き合い方を映してもらえていると感じる',
      hard: 'あなたの態度をどう受け取ればよいか迷うことがある',
      soft: 'あなたの振る舞い方に好感を抱く',
    },
  },
};
