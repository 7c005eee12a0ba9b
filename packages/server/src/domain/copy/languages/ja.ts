/**
 * Japanese: every word the service writes in Japanese, for review in one place. Written as a
 * Japanese social media copywriter would: casual and playful tones talk like a friend (だね、〜かも),
 * professional and luxury ones use です・ます; no spaces between words; full-width 。、！？ and 「」.
 * Copy makes no claim a template cannot know (no numbers, ingredients or prices) and none the
 * caller did not vouch for (評価、口コミ、新発売、値段、在庫、人気: only from `claims`).
 */

import type { Platform, Tone } from '../../../ports/copy-engine.js';
import type { ProductCategory } from '../../products/product-categories.js';
import { claimText } from '../claims.js';
import type {
  BeatTemplates,
  ClaimSceneWords,
  CopyStyle,
  LanguagePack,
  Line,
  TemplateEntry,
} from './language-pack.js';

const WARM: readonly Tone[] = ['casual', 'playful'];
const POLISHED: readonly Tone[] = ['professional', 'luxury'];
const BIO_LINK: readonly Platform[] = ['instagram', 'tiktok'];
const TAGGING: readonly Platform[] = ['instagram', 'facebook', 'tiktok', 'threads'];
const SAVING: readonly Platform[] = ['instagram', 'tiktok', 'pinterest'];

/** Lines that do not name the product. */
const fixed = (...texts: string[]): Line[] => texts.map((text) => () => text);
const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.name}、もっと早く出会いたかった。`,
    (s) => `最近の定番入り、${s.name}。`,
    (s) => `ちょっと聞いて。${s.name}の話。`,
    (s) => `小さいけど大きな違い。${s.name}。`,
    (s) => `${s.name}、想像以上によかった。`,
    (s) => `毎日使いたくなるのが${s.name}。`,
    (s) => `今日は${s.name}のこと。`,
    (s) => `${s.name}のいいところ、まとめてみた。`,
    (s) => `気づけば毎日手に取ってる、${s.name}。`,
    (s) => `今週のお気に入りは${s.name}。`,
    (s) => `${s.name}、紹介させて。`,
    (s) => `ずっと気になってた${s.name}、試してみた。`,
    (s) => `暮らしにちょうどいい、${s.name}。`,
    (s) => `約束どおり、${s.name}をじっくり見ていくね。`,
    (s) => `${s.name}がある毎日、わりと最高。`,
    (s) => `${s.name}、これはいい。`,
    (s) => `今日のひとつ、${s.name}。`,
    (s) => `${s.name}のある暮らし、はじめました。`,
    (s) => `ひそかに推したい、${s.name}。`,
    (s) => `${s.name}について、ゆるっと語らせて。`,
    (s) => `手に取って納得した${s.name}。`,
    (s) => `ちょっといい毎日のための、${s.name}。`,
  ],
  professional: [
    (s) => `${s.name}。確かな仕事をするために設計しました。`,
    (s) => `${s.name}をご紹介します。`,
    (s) => `細部まで考え抜いた、${s.name}。`,
    (s) => `目的から設計した${s.name}です。`,
    (s) => `${s.name}を詳しくご覧ください。`,
    (s) => `${s.name}の特長を見ていきましょう。`,
    (s) => `飾らず、中身で選ぶ。${s.name}です。`,
    (s) => `大切なことを軸につくりました。${s.name}。`,
    (s) => `${s.name}の背景にあるこだわり。`,
    (s) => `${s.name}を選ぶ理由を、三つご紹介します。`,
    (s) => `品質をシンプルに。${s.name}です。`,
    (s) => `日々の仕事に寄り添う${s.name}。`,
  ],
  playful: [
    (s) => `まさかの展開。主役は${s.name}でした。`,
    (s) => `注意：${s.name}、テンション上がりすぎるかも。`,
    (s) => `${s.name}を見つけちゃった日のわたし。`,
    (s) => `${s.name}、完全に主人公。`,
    (s) => `ちょっと待って、${s.name}かわいすぎない？`,
    (s) => `${s.name}にハマり中。`,
    (s) => `${s.name}って、ちょっと反則じゃない？`,
    (s) => `これは${s.name}を試せというサイン。`,
    (s) => `うれしくて踊りたい。${s.name}が来た！`,
    (s) => `大げさじゃなく、${s.name}は気分を上げてくれる。`,
    (s) => `ただいまの推し、${s.name}。`,
    (s) => `ときめくものリストに${s.name}を追加。`,
  ],
  luxury: [
    (s) => `${s.name}。静かに、特別に。`,
    (s) => `細部を愛する方へ。${s.name}。`,
    (s) => `洗練されたひとときを、${s.name}とともに。`,
    (s) => `味わうべきものがあります。${s.name}もそのひとつです。`,
    (s) => `気負わない上質、${s.name}。`,
    (s) => `引き算の美しさ。${s.name}。`,
    (s) => `日常を格上げする、${s.name}。`,
    (s) => `控えめに、丁寧に。${s.name}。`,
    (s) => `すみずみまで考え抜かれた${s.name}。`,
    (s) => `確かな目を持つ方へ、${s.name}。`,
    (s) => `余白を楽しむ時間に、${s.name}を。`,
  ],
  urgent: [
    (s) => `試すなら今日。${s.name}です。`,
    (s) => `スクロールを止めて。${s.name}、見る価値ありです。`,
    (s) => `準備ができたら、${s.name}がお待ちしています。`,
    (s) => `今がそのタイミング。${s.name}。`,
    (s) => `${s.name}が気になっていたなら、今です。`,
    (s) => `${s.name}を試すサインは、今日。`,
    (s) => `今日から始める、${s.name}のある毎日。`,
    (s) => `迷っているなら、${s.name}から。`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `今週は${s.name}を試しています。` },
    { line: (s) => `${s.name}、試してみた第一印象。`, tones: ['casual', 'playful', 'urgent'] },
    { line: (s) => `${s.name}をじっくり試してみました。`, tones: POLISHED },
    { line: (s) => `${s.name}、正直な感想をそのまま。`, tones: ['casual', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `${s.name}、一緒に開けよう。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `届きました、${s.name}。` },
    { line: (s) => `うれしい荷物が来た！${s.name}。`, tones: WARM },
    { line: (s) => `箱の中をのぞいてみます。${s.name}です。`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `${s.name}を、ゆっくりと開けていきます。`, tones: ['luxury'] },
    { line: (s) => `${s.name}の開封を一緒にどうぞ。`, tones: ['professional'] },
  ],
  lifestyle: [
    { line: (s) => `${s.name}と、毎日の小さな習慣。`, tones: ['casual', 'luxury'] },
    { line: (s) => `のんびりした朝と、やわらかい光と、${s.name}。`, tones: [...WARM, 'luxury'] },
    { line: (s) => `いつもの場所に、${s.name}。` },
    { line: (s) => `${s.name}のある一日をのぞいてみて。`, tones: ['casual', 'professional', 'playful'] },
    { line: (s) => `${s.name}で、暮らしがちょっといい感じ。`, tones: [...WARM, 'urgent'] },
    {
      line: (s) => `窓辺の光と静かなテーブル、そして${s.name}。`,
      tones: ['casual', 'luxury', 'professional'],
    },
  ],
  'studio-hero': [
    { line: (s) => `スポットライトを浴びる${s.name}。` },
    { line: (s) => `どの角度から見ても美しい。${s.name}です。`, tones: POLISHED },
    { line: (s) => `すっきりとした線、ひとつの焦点。${s.name}。`, tones: POLISHED },
    { line: (s) => `センターは${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `見せるために生まれた、${s.name}。` },
    { line: (s) => `スタジオから、${s.name}をお届けします。`, tones: ['professional', 'urgent'] },
  ],
  'colour-hero': [
    { line: (s) => `色で魅せる、${s.name}。` },
    { line: (s) => `鮮やかな色で、${s.name}。` },
    { line: (s) => `カラーで遊ぼう、${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `${s.name}で気分も色づく。`, tones: WARM },
    { line: (s) => `存在感のある${s.name}です。`, tones: POLISHED },
    { line: (s) => `思わず指が止まる、${s.name}。`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `最後まで見てね。${s.name}の登場シーンがあるから。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `20秒で${s.name}のよさを伝えます。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `悩みと、その答え。${s.name}です。`, tones: POLISHED },
    { line: (s) => `${s.name}を実際に試してみた動画です。` },
  ],
  'product-video': [
    { line: (s) => `動きで見る${s.name}。` },
    { line: (s) => `${s.name}が動き出す瞬間をどうぞ。` },
    { line: (s) => `${s.name}のディテールを、ひとつの短い映像に。`, tones: POLISHED },
    { line: (s) => `音ありで見てほしい、${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `${s.name}を、ひとコマずつ。`, tones: POLISHED },
    { line: (s) => `一瞬も見逃さないで。${s.name}です。`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    ...fixed(
      '気づいたら、毎日手が伸びてる。',
      'シンプルで、そばにあるとうれしい存在。',
      '面倒なことはなし。ちゃんと頼れるのがいい。',
      '忙しい日にも、すっとなじんでくれる。',
      '小さな変化って、意外と積み重なるんだよね。',
      'なかったころには、もう戻れないかも。',
      '毎日気づく、ちょっとしたアップグレード。',
      '気軽に楽しめて、見た目もかわいいのがうれしい。',
      'いいものって、難しくなくていいんだよね。',
      '決め手は、細かいところの気配り。',
      '始めやすくて、好きになりやすい。',
      'つい人に話したくなる、そんな発見。',
      '写真映えだけじゃなく、ちゃんと暮らしに合う。',
      '難しいことはなし。ただ、いい。',
      '何気ない日に、ちいさなうれしさ。',
      'とっておきにせず、毎日楽しみたい。',
      '実用的で、かわいくて、暮らしになじむ。',
      'いつの間にか一日を少しよくしてくれる存在。',
      '一度試すと、自然と毎日の習慣になる。',
      '手に取るたびに感じる、いいデザイン。',
      '毎日のことだから、心地よさがいちばん。',
      '飾らないけど、ちゃんと頼れる。',
      '肩の力を抜いて楽しめるところが好き。',
      '気分が上がるものは、暮らしの味方。',
      'ちょっとしたことで、気分はけっこう変わる。',
      'シンプルだけど、ちゃんと考えられてる。',
      '忙しい人ほど、こういうのがうれしい。',
      '気取らないのに、きちんとしてる。',
      'ふとした瞬間に、あってよかったと思える。',
      '毎日がほんの少し軽くなる。',
    ),
  ],
  professional: fixed(
    '実際のニーズから考え、丁寧につくりました。',
    '細部まで検討を重ねているので、大切なことに集中できます。',
    '毎日変わらない品質をお届けすることを目指しています。',
    '品質を大切にし、妥協したくない方のために。',
    '信頼できて、必要なときにいつでもそばに。',
    '身の回りのものにこだわりたい方に、確かな選択肢を。',
    'はっきりしたメリットを、余計な飾りなしで。',
    '明確な基準でつくり、長く使えるように仕上げました。',
    'お客さまの時間を大切に考えています。',
    '日々の業務にも、無理なくなじみます。',
  ),
  playful: fixed(
    '副作用：会う人みんなにすすめたくなる。',
    '未来の自分から、もうお礼が届いてる。',
    'アップグレード感、ちゃんとある。',
    '気分の上がり方、ちょっとすごい。',
    '後悔ゼロ、いい気分だけ。',
    'かわいくて、賢くて、ちょっとクセになる。',
    'プロダクトになった主人公オーラ。',
    'にやけが止まらないの、なんで？',
    '毎日がちょっとだけ楽しくなるやつ。',
  ),
  luxury: fixed(
    'すみずみまで、意図をもって仕上げています。',
    '特別なひとときに、もう少しの豊かさを。',
    '必要なものだけを残した、静かな自信。',
    '何度でも戻りたくなる、ささやかな贅沢です。',
    '日常こそ、特別に感じられるように。',
    '時を超えて寄り添う、あなただけのもの。',
    '最初の瞬間から、つくり手の丁寧さが伝わります。',
    'どこをとっても、静かに美しい。',
    '上質とは、心地よさが続くことだと思うのです。',
  ),
  urgent: fixed(
    '試すなら、今がいちばんです。',
    'この瞬間を逃さないで。',
    'やる気を上げて、言い訳は置いていこう。',
    '準備はできています。あとはあなた次第。',
    'もう先延ばしにする理由はありません。',
    '今日から、いつもの毎日を少し変えてみませんか。',
    '思い立った日が始めどきです。',
  ),
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    {
      line: () => 'いちばん気に入ったのは、いつ試してもちゃんと期待に応えてくれるところ。',
      tones: [...WARM, 'urgent'],
    },
    { line: () => '試して感じたことを、そのままお伝えします。', tones: POLISHED },
    { line: () => 'フィルターなしで、率直にいきます。' },
  ],
  unboxing: [
    { line: () => '開ける瞬間から、ちょっとしたイベント気分。', tones: WARM },
    { line: () => '丁寧に包まれていて、実物はもっと素敵。' },
    { line: () => '必要なものは、ぜんぶ箱の中に。', tones: ['professional', 'urgent', 'casual'] },
    { line: () => '箱から出した最初の姿に、思わず見とれました。' },
    { line: () => 'ひとつずつ開けていく時間まで、贈り物のよう。', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    { line: () => 'ゆっくりした朝から忙しい午後まで、自然に暮らしになじみます。' },
    { line: () => 'いい光と片づいたテーブル、シンプルなことを丁寧に。' },
    { line: () => '引き出しにしまうより、出しておきたくなるもの。' },
    { line: () => '小さな習慣が、自分らしい一日をつくる。', tones: [...WARM, 'luxury'] },
    {
      line: () => 'リアルな暮らしと、いつものルーティンのために。',
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  'studio-hero': [
    { line: () => 'シンプルなのに、それだけで目を引く。' },
    { line: () => 'カーブも質感も、見てほしいところばかりです。', tones: POLISHED },
    { line: () => '近くで見て。ディテールがすべてを語ります。' },
    { line: () => '余計なものを置かない、純粋なかたち。' },
    { line: () => '最後の細部まで、意図をもってデザインしています。', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => '大胆な色と、もっと大胆な気分。', tones: [...WARM, 'urgent'] },
    { line: () => 'タイムラインでも実物でも、ぱっと目を引く。' },
    { line: () => 'まわりまで明るく見せてくれる、差し色の力。' },
    { line: () => '自信に満ちた明るさは、見逃せない。' },
  ],
  'ugc-video': [
    { line: () => '実際に使っている様子は、動画でぜひ。' },
    { line: () => 'フィルターも台本もなし。カメラの前で初めて試します。', tones: [...WARM, 'professional'] },
    { line: () => '使い始めから終わりまで、リアルにお見せします。' },
    { line: () => '最後まで見てね。いちばんいいところはラストだから。', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => '特別に感じる理由を、短い映像にまとめました。' },
    { line: () => 'あらゆる角度と質感を、動きの中で。' },
    { line: () => '再生して、全体をチェックしてね。', tones: [...WARM, 'urgent'] },
    { line: () => '違いがわかるよう、近くから撮影しました。', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: (s) => `${s.name}、試してみたい？コメントで教えてね。` },
    { line: (s) => `${s.name}が気になったら、プロフのリンクからどうぞ。`, platforms: BIO_LINK },
    { line: () => 'あとで見返せるように保存してね。', platforms: SAVING },
    { line: () => 'これが必要そうな友だちをタグ付けしてね。', platforms: TAGGING },
    { line: () => '試してみたら感想を聞かせてね。' },
    { line: () => '試す価値あり。ほんとに。' },
    { line: (s) => `${s.name}が好きそうな人にシェアしてね。` },
    { line: () => '質問はコメント欄でどうぞ。' },
    { line: (s) => `${s.name}、もう試してみた？教えてね。` },
    { line: () => '気になったら、のぞいてみて。' },
    { line: () => 'こういう発見をもっと見たい人はフォローしてね。' },
    { line: (s) => `${s.name}、あなたのルーティンに入れてみる？` },
    { line: () => '詳しくはページでチェックしてね。' },
    {
      line: () => '次のお買い物リスト用に保存しておいてね。',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => '聞きたいことがあれば、下に書いてね。' },
    { line: () => 'あなたならどう使う？教えてほしいな。' },
    { line: () => '好きそうな人に送ってあげて。' },
    { line: () => 'プロフィールのリンクから見られるよ。' },
    { line: () => '感想、コメントで待ってます。' },
    { line: () => '気になる人はコメントで教えてね。' },
    { line: () => 'こういうの好きな人、いる？' },
    { line: () => 'ピンときたら、チェックしてみてね。' },
    { line: () => '思い浮かんだ人がいたらシェアしてね。' },
  ],
  professional: [
    { line: () => '詳しくはプロフィールのリンクからご覧ください。', platforms: BIO_LINK },
    { line: () => '詳しい情報は、ぜひこちらから。' },
    { line: () => 'お気軽にお問い合わせください。' },
    {
      line: () => 'ご意見をコメントでお聞かせください。',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => '次に知りたいことがあれば、ぜひ教えてください。' },
    { line: (s) => `${s.name}の詳細をぜひご確認ください。` },
    { line: () => '最新情報はフォローしてチェックしてください。' },
    { line: () => '詳しい内容はウェブサイトでご覧いただけます。' },
    { line: () => 'ご質問はいつでもお寄せください。' },
    { line: () => '気になる点があれば、担当までご相談ください。' },
  ],
  playful: [
    { line: () => '好きだったらダブルタップしてね。', platforms: ['instagram'] },
    { line: () => 'ほら、自分へのごほうびに。' },
    { line: () => 'これが必要な人、タグ付けして！', platforms: TAGGING },
    { line: (s) => `${s.name}試してみたい人は🔥をコメントしてね。` },
    { line: () => 'カートに入れて、お礼はあとでいいよ。' },
    { line: () => 'ほんとは欲しいんでしょ？' },
    { line: () => '今ピンして、あとで自分に感謝しよ。', platforms: ['pinterest'] },
    { line: () => '次はあなたの番。' },
    { line: () => 'ちょっとだけ、のぞいてみて。' },
    { line: () => '気になったらコメントで合図してね。' },
  ],
  luxury: [
    { line: (s) => `${s.name}を、どうぞご堪能ください。` },
    { line: () => 'プロフィールのリンクから、その世界へ。', platforms: BIO_LINK },
    { line: (s) => `${s.name}を、あなたの習慣に。` },
    { line: (s) => `${s.name}の心地よさを、ぜひご自身で。` },
    { line: () => '特別なものを、ご自分のために。' },
    { line: () => 'たまには、思いきり自分を甘やかして。' },
    { line: () => '次のご褒美のために、保存しておいてください。', platforms: ['pinterest', 'instagram'] },
    { line: () => '詳しくはウェブサイトでご覧ください。' },
    { line: () => 'その上質を、手に取って確かめてください。' },
  ],
  urgent: [
    { line: () => '今日、手に入れてください。' },
    { line: () => '迷わず、今すぐどうぞ。' },
    { line: () => '今すぐプロフィールのリンクをタップ。', platforms: BIO_LINK },
    { line: () => '今注文して、あとで自分に感謝しよう。' },
    { line: (s) => `${s.name}を、今日からあなたのものに。` },
    { line: () => '今日から始めましょう。' },
    { line: () => 'タップして、ご自身の目で確かめて。' },
    { line: () => '思い立った今がチャンスです。' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'みなさんはどう考えますか。ぜひコメントでご意見をお聞かせください。' },
    { line: () => '最新情報はフォローで。チームの方にもぜひ共有してください。', tones: ['professional'] },
  ],
  pinterest: [
    { line: () => 'このピンを保存して、あとで見返してね。' },
    { line: () => 'アイデアボードにピンしておこう。' },
  ],
  x: [{ line: () => 'リプで感想を聞かせてください。' }],
  bluesky: [{ line: () => 'どう思う？リプライで教えてね。' }],
  threads: [{ line: () => '返信で教えてね。' }],
};

/** What each kind of product does for people; nothing a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: fixed(
    '朝晩のケアに、落ち着いたシンプルなひと手間を。',
    'いつものスキンケアに、無理なく重ねられます。',
    '使い心地がいいから、ちゃんと続けられるスキンケア。',
    '朝と夜、肌と向き合う数分間に。',
  ),
  haircare: fixed(
    'シャンプーの時間が、少しラクに。',
    '自分らしい髪に戻るための、毎日のケア。',
    '短くても長くても、どんなヘアケアにもなじみます。',
    'いい髪の日は、バスタイムから始まる。',
  ),
  makeup: fixed(
    'さっとなじんで、一日きれいが続くように。',
    '五分メイクにも、夜のお出かけにも。',
    'ポーチにいつも入れておきたい。',
  ),
  fragrance: fixed(
    'ほどよく残る、心地いい香り。',
    'ひと吹きで、一日が少し自分らしくなる。',
    '朝はやわらかく、夜までそっと寄り添う香り。',
  ),
  coffee: fixed(
    '朝の一杯を、きちんと楽しむ。',
    'ハンドドリップでもエスプレッソでも、好きな淹れ方で。',
    '最初のひと口が、朝いちばんのごほうび。',
    'ゆっくり味わいたくなる一杯。',
  ),
  tea: fixed(
    'お湯を注いで、深呼吸して、ひと息。',
    '忙しい一日の真ん中に、ほっとする一杯を。',
    'のんびりした午後と、おかわりの一杯のために。',
  ),
  food: fixed(
    '朝ごはんは、これで決まり。',
    '平日の夕食にもちょうどいい、おいしさ。',
    '毎日使いたくなる、食卓の定番。',
    'シンプルな素材を、丁寧に。',
    '大切な人と囲む食卓のために。',
    'まずは味から。それがいちばん大事。',
  ),
  snacks: fixed(
    '楽しみになる、おやつの時間。',
    'デスクの引き出しにも、ドライブにも、夕方のひと休みにも。',
    'まずはサクッと、ひと口どうぞ。',
  ),
  drinks: fixed(
    '冷たくて、すっきり。飲みたいときにすぐ。',
    'どの時間にも、おいしい一杯を。',
    '氷に注いで、ひと息ついて。',
  ),
  spirits: fixed(
    'ゆっくりした夜と、いい仲間のために。',
    'ストレートでも、ロックでも、お気に入りのカクテルでも。',
    '友だちと開けたい一本。お酒は二十歳になってから、ほどほどに。',
  ),
  footwear: fixed(
    '一歩目から最後の一歩まで、一日に寄り添う履き心地。',
    '通勤にも週末にも、歩くためにつくられた一足。',
    '紐を結んで、さあ出かけよう。',
  ),
  apparel: fixed(
    '着やすくて合わせやすい、何度でも着たくなる一着。',
    '手持ちのワードローブと、すっとなじむ。',
    'きれいめにも、カジュアルにも。',
  ),
  accessories: fixed(
    'いつものコーデに足りなかった、仕上げのひとつ。',
    '小さなディテールで、装いがぐっと変わる。',
    'どこへ行くにも、一緒に連れていきたい。',
  ),
  jewellery: fixed(
    '毎日に、ささやかな輝きを。',
    '重ねづけも、ひとつづけも楽しめる。',
    'つい外したくなくなる、そんな一点。',
  ),
  tech: fixed(
    '数分で準備完了。あとは存在を忘れるくらい自然に。',
    '邪魔をしないテクノロジー。',
    '毎日を、少しスムーズに。',
  ),
  audio: fixed(
    '再生ボタンを押せば、部屋じゅうに音楽が広がる。',
    'ポッドキャストもプレイリストも、クリアな音で。',
    'どこへ行っても、あなたのサウンドトラックを。',
    '音量を上げて、違いを自分の耳で。',
    '長く聴く日も、短い通勤時間にも。',
    '静かな時間を満たしてくれる音。',
  ),
  home: fixed(
    'ひとつ変えるだけで、部屋の空気が変わる。',
    'お気に入りの一角を、もっと好きに。',
    'おうち時間が、ちょっと心地よく。',
  ),
  candles: fixed(
    '火を灯して、照明を落として、ゆっくりと。',
    '静かな夜に、あたたかな灯りを。',
    '部屋をいちばん手軽に、わが家らしくする方法。',
  ),
  kitchen: fixed(
    '手早い朝ごはんから、週末のゆっくりディナーまで。',
    'まっ先に手に取る、頼れる道具。',
    'おうち料理を、もっとシンプルに。',
  ),
  fitness: fixed(
    'ひとつひとつの動きに、しっかり寄り添う。',
    '自分のトレーニングを、自分のペースで。',
    '自分のために頑張る日に。',
  ),
  pets: fixed(
    '大切な家族のことを考えてつくりました。',
    'うちの子がうれしいと、家じゅうがうれしい。',
    'あの子にも、いいものを。',
  ),
  baby: fixed(
    '小さな家族と、見守る大人のために。',
    '赤ちゃんとの忙しい毎日に、考えごとをひとつ減らして。',
    'やさしくて実用的、お手入れもかんたん。',
  ),
  books: fixed(
    'ページをめくる手が止まらない一冊。',
    '静かな夜のお供に。',
    '時間をつくってでも読みたい一冊。',
  ),
  services: fixed(
    'あなたの目標に合わせて、あなたのペースで。',
    '細かいことはお任せください。大切なことに集中できます。',
    'わかりやすいステップと、確かなサポート。',
  ),
  general: fixed(
    '毎日の暮らしのために、長く使えるように。',
    'シンプルで役に立つ、そばに置きたいもの。',
    '細かいところまで、丁寧にデザインしました。',
  ),
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['スキンケア', 'スキンケア好き', '美容液', '保湿ケア'],
  haircare: ['ヘアケア', '美髪ケア', 'シャンプー', 'ヘアケア好き'],
  makeup: ['メイク', 'コスメ', '今日のメイク', 'デイリーメイク'],
  fragrance: ['香水', 'フレグランス', '今日の香り'],
  coffee: ['コーヒー', 'コーヒー好き', 'コーヒーのある暮らし', 'おうちカフェ'],
  tea: ['お茶', 'ティータイム', 'お茶好き', 'お茶時間'],
  food: ['おうちごはん', '朝ごはん', '丁寧な暮らし', 'おいしいもの'],
  snacks: ['おやつ', 'おやつタイム', 'お菓子好き'],
  drinks: ['ドリンク', 'おうちドリンク', 'ひと息タイム'],
  spirits: ['お酒好き', '家飲み', 'カクテル', '晩酌'],
  footwear: ['スニーカー', '靴好き', '足元倶楽部', 'シューズ'],
  apparel: ['ファッション', '今日のコーデ', 'コーディネート', '大人カジュアル'],
  accessories: ['小物', 'ファッション小物', 'バッグ'],
  jewellery: ['アクセサリー', 'ジュエリー', '重ねづけ'],
  tech: ['ガジェット', 'ガジェット好き', 'デスク周り', 'テック'],
  audio: ['オーディオ', '音楽のある暮らし', '音楽好き', 'いい音'],
  home: ['インテリア', '暮らしを楽しむ', 'おうち時間', '部屋づくり'],
  candles: ['キャンドル', 'キャンドルのある暮らし', 'おうち時間', '癒し時間'],
  kitchen: ['キッチン', 'キッチン用品', 'おうちごはん', '料理好き'],
  fitness: ['フィットネス', '筋トレ', 'トレーニング', 'ワークアウト'],
  pets: ['ペットのいる暮らし', 'うちの子', '犬のいる暮らし', '猫のいる暮らし'],
  baby: ['ベビー用品', '子育て', '育児', '赤ちゃんのいる暮らし'],
  books: ['読書', '本好き', '読書記録', '本のある暮らし'],
  services: ['学び', 'スキルアップ', '暮らしのヒント'],
  general: ['暮らし', '日用品', 'ギフト'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['使ってみた', '試してみた', '第一印象'],
  unboxing: ['開封動画', '開封', '届きました'],
  lifestyle: ['丁寧な暮らし', '日々のこと', '暮らしの道具'],
  'studio-hero': ['プロダクトデザイン', 'デザイン', 'ミニマル'],
  'colour-hero': ['カラフル', '差し色', '色のある暮らし'],
  'ugc-video': ['使ってみた', '動画', 'おすすめ'],
  'product-video': ['プロダクト動画', '映像', 'ディテール'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['お気に入り', '毎日使い', '暮らしの道具'],
  professional: ['ものづくり', '品質', 'デザイン'],
  playful: ['推し', '自分へのご褒美', 'テンション上がる'],
  luxury: ['上質な暮らし', '大人の時間', 'ご褒美'],
  urgent: ['今日から', 'チェックしてね', '自分へのご褒美'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['インスタ映え'],
  linkedin: ['ビジネス', 'プロダクトデザイン'],
  pinterest: ['アイデア', 'インスピレーション'],
};

// Storyboards: a shot for the videographer, on-screen text of a few words and a voiceover line
// read at about five characters a second.

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) =>
          `腕を伸ばした自撮りのアップ。カメラを見つめ、${s.name}を画面に持ち上げながら素早く寄る。`,
        onScreenText: () => 'これは見てほしい',
        voiceover: (s) => `ちょっと待って、${s.name}の話をさせて。`,
      },
      {
        shot: () => '明るい部屋で、手持ちの自撮り。カメラに向かって歩き、商品は少しぼかして持つ。',
        onScreenText: () => '正直、予想外',
        voiceover: () => 'こんなに好きになるとは思わなかった。',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => '笑っている顔のアップから、テーブルの商品へ素早くパン。',
        onScreenText: () => 'ついに試した',
        voiceover: (s) => `ついに${s.name}を使ってみたよ。`,
      },
      {
        shot: () => 'レンズに顔を近づけて人差し指を立てる自撮り。素早く寄る。',
        onScreenText: () => '買う前に見て',
        voiceover: () => '何か買う前に、まずこれを見て。',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => 'ソファに沈み込んでカメラにため息をつくミディアムショット。手持ちで少し揺れる。',
        onScreenText: () => 'あるあるだよね',
        voiceover: () => '期待ばかりさせるものに、もう疲れてた。',
      },
      {
        shot: () => 'スマホで商品を眺めてスクロールする肩越しのショット。納得していない様子。',
        onScreenText: () => 'どれも続かない',
        voiceover: () => 'いろいろ試したけど、どれも続かなかったんだ。',
      },
      {
        shot: () => '眉を上げた顔のアップ。ゆっくりズームイン。',
        onScreenText: () => '地味に悩んでた',
        voiceover: () => '前に使っていたものは、正直物足りなかった。',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `下から${s.name}を画面に持ち上げる。顔から商品へピントを送る。`,
        onScreenText: (s) => `${s.name}登場`,
        voiceover: (s) => `そんなときに${s.name}に出会ったの。`,
      },
      {
        shot: (s) => `テーブルに${s.name}を置く手元を真上から。素早くズームイン。`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `それで${s.name}をちゃんと試してみた。`,
      },
      {
        shot: () => '顔の横に商品を持ち、カメラにうなずく。スナップズーム。',
        onScreenText: () => '救世主、現る',
        voiceover: (s) => `これが${s.name}。今のいちばんのお気に入り。`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () => '窓辺の自然光で、商品を使う手元のアップ。手持ちでゆっくり追う。',
        onScreenText: () => '使い方はこんな感じ',
        voiceover: () => '毎日こんなふうに使ってるよ。かんたんでしょ。',
      },
      {
        shot: () => '使っている様子を三つの角度から、テンポよくジャンプカット。',
        onScreenText: () => 'これだけ',
        voiceover: () => 'ほんの数秒で、毎日にすっとなじむの。',
      },
      {
        shot: () => 'リアルな場面で商品を使う肩越しのショット。ゆっくり寄る。',
        onScreenText: () => '見ててね',
        voiceover: () => '実際に使うと、どうなるか見てて。',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => '自撮りのアップ。笑顔で商品を顔の横に持ち、親指を立てる。',
        onScreenText: () => 'よかったところ',
        voiceover: () => 'まず驚いたのは、使いやすさ。',
      },
      {
        shot: () => '使う前と後を並べて見せる固定ショット。二つを素早く切り替える。',
        onScreenText: () => '自分の目で見て',
        voiceover: () => '近くで見て、自分で判断してみて。',
      },
      {
        shot: () => '手の中で商品をゆっくりレンズに向けるミディアムショット。',
        onScreenText: () => 'フィルターなし',
        voiceover: () => 'フィルターも台本もなしで、この近さ。',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => '自撮りの画角。商品を持ったまま、下のキャプションを指さす。',
        onScreenText: () => 'リンクはプロフから',
        voiceover: () => '気になったら、プロフのリンクからどうぞ。',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'テーブル中央の商品を指で軽くたたき、ストップモーション。',
        onScreenText: () => '今日から試そう',
        voiceover: () => '迷ってるなら、これが試すサインだよ。',
      },
      {
        shot: () => '商品を持ってカメラに歩み寄り、アップまで一気に寄る。',
        onScreenText: () => '次はあなたの番',
        voiceover: () => '次はあなたの番。試したら教えてね。',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () => 'やわらかな窓の光、リネンの上の商品にゆっくり寄る。人物は後ろでぼける。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}で、自分をいたわる時間を。`,
        tones: ['luxury', 'professional'],
      },
    ],
  },
];

const PRODUCT_SHOWCASE: readonly BeatTemplates[] = [
  {
    beat: 'tease',
    alternatives: [
      {
        shot: () => '影の中の商品の縁を超接写。光が差し込むなか、表面に沿ってゆっくりスライド。',
        onScreenText: () => 'もっと近くで',
        voiceover: () => 'もっと近くで見てください。その価値があります。',
      },
      {
        shot: () => '暗い背景に商品のシルエット。リムライトがゆっくり灯る。',
        onScreenText: () => 'よく見て',
        voiceover: () => 'いい物語は、ひとつのディテールから始まります。',
      },
      {
        shot: () => '台の上の覆われた形へ、ローアングルでドリーイン。やわらかな霞と逆光。',
        onScreenText: () => '準備はいい？',
        voiceover: () => '自信を持ってお見せしたいものがあります。',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `背景紙の中央に${s.name}。ゆっくり半周するヒーローショット。`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}。あなたの暮らしのためにつくりました。`,
      },
      {
        shot: () => '商品を覆う布がすっと外れ、カメラが中央のヒーローフレームへ寄る。',
        onScreenText: (s) => `${s.name}です`,
        voiceover: (s) => `${s.name}。ひと目で心をつかむデザインです。`,
      },
      {
        shot: () => 'ターンテーブルで商品がせり上がり、照明が灯る。カメラは固定。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `こちらが${s.name}。いよいよ出番です。`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => '質感と仕上げのマクロ。商品に沿ってゆっくりピントを送る。',
        onScreenText: () => '細部に宿るもの',
        voiceover: () => '表面も仕上げも、細部まで丁寧に考え抜きました。',
      },
      {
        shot: () => '真上からゆっくりパン。鋭いサイドライトが表面をなでる。',
        onScreenText: () => '丁寧なつくり',
        voiceover: () => 'よく見ると、すみずみまでの丁寧さがわかります。',
      },
      {
        shot: () => '別々の角度から二つのマクロを素早くつなぐ。浅い被写界深度。',
        onScreenText: () => '内側まで美しく',
        voiceover: () => '内側も外側も、小さな部分まで考えたデザインです。',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => '明るい日常の中で商品を使う様子。手持ちで追う自然光のショット。',
        onScreenText: () => '毎日のために',
        voiceover: () => '毎日にすっとなじんで、小さな時間をよくしてくれます。',
      },
      {
        shot: () => '日の当たるテーブルの商品に手が伸びる。やさしいスローモーション。',
        onScreenText: () => 'シンプルに、心地よく',
        voiceover: () => '使いやすくて、好きになりやすい。毎日の相棒に。',
      },
      {
        shot: () => '三つの日常シーンの商品を分割画面で。リズミカルにカット。',
        onScreenText: () => 'どんな一日にも',
        voiceover: () => '忙しい朝にも静かな夜にも、いつでもそばに。',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'ブランドカラーを背景に、中央の商品へゆっくり寄る最後のカット。上にタイトルの余白。',
        onScreenText: () => '詳しくはリンクから',
        voiceover: (s) => `${s.name}。詳しくはリンクからどうぞ。`,
      },
      {
        shot: () => '台の上の商品。光が落ち着くなか、カメラが引いてワイドに。',
        onScreenText: () => '今日から始めよう',
        voiceover: (s) => `${s.name}で、違いを感じてください。`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () => '固定のヒーローショット。ターンテーブルで商品がゆっくり回り、上にエンドカードの余白。',
        onScreenText: () => 'タップしてチェック',
        voiceover: () => 'リンクをタップして、ぜひ手に取ってください。',
      },
      {
        shot: () => 'やわらかなキーライトひとつで、商品からゆっくりドリーアウト。深い影、上に余白。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}。違いのわかる方へ。`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'レビューを表示したスマホの横に商品のアップ。クリエイターがカメラにうなずく。',
    onScreenText: 'お客さまの声',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer}さんの声` : 'お客さまの声'}です。「${quote}」`,
    rating: (stars) => `評価は5点中${stars}点です。`,
  },
  tease: {
    shot: '影の中の商品の縁を超接写。光が差し込むなか、表面に沿ってゆっくりスライド。',
    onScreenText: '新登場',
    voiceover: '新しく登場しました。お待たせしました。',
  },
  cta: {
    shot: '中央に商品を置いた最後のカット。上にオファーをすっきりと配置。',
    voiceover: (offer) => `${offer}。リンクをタップしてチェックしてください。`,
  },
};

/** Words naming each category, found anywhere in a Japanese subject (never a lone common character). */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  skincare: [
    '美容液',
    '化粧水',
    '乳液',
    '保湿クリーム',
    '洗顔',
    '日焼け止め',
    'スキンケア',
    'セラム',
    'クレンジング',
  ],
  haircare: ['シャンプー', 'コンディショナー', 'トリートメント', 'ヘアオイル', 'ヘアケア', 'ヘアミスト'],
  makeup: [
    '口紅',
    'リップ',
    'マスカラ',
    'ファンデーション',
    'アイライナー',
    'チーク',
    'コンシーラー',
    'アイシャドウ',
    'メイク',
  ],
  fragrance: ['香水', 'フレグランス', 'オードトワレ', 'オードパルファム', 'パルファム'],
  candles: ['キャンドル', 'ディフューザー', 'お香'],
  tea: [
    '紅茶',
    '緑茶',
    '抹茶',
    '煎茶',
    'ほうじ茶',
    'ウーロン茶',
    '烏龍茶',
    'ハーブティー',
    '日本茶',
    'ルイボス',
  ],
  coffee: ['コーヒー', '珈琲', 'エスプレッソ', 'カフェラテ', 'コールドブリュー'],
  fitness: ['ヨガ', 'ダンベル', 'プロテイン', 'ケトルベル'],
  kitchen: ['フライパン', '包丁', 'ケトル', 'マグカップ', '土鍋', 'ブレンダー', 'まな板', '両手鍋'],
  food: [
    'グラノーラ',
    'オリーブオイル',
    'はちみつ',
    '蜂蜜',
    'パスタ',
    'ジャム',
    '食パン',
    '調味料',
    'ドレッシング',
    'お米',
    'シリアル',
  ],
  snacks: [
    'ポテトチップス',
    'チップス',
    'クッキー',
    'チョコレート',
    'スナック',
    'おやつ',
    'せんべい',
    'グミ',
  ],
  drinks: ['ジュース', 'ソーダ', '炭酸水', 'ミネラルウォーター', 'コンブチャ', 'レモネード', 'ドリンク'],
  spirits: [
    'ウイスキー',
    'クラフトジン',
    'ウォッカ',
    'ラム酒',
    'テキーラ',
    'ワイン',
    'ビール',
    '日本酒',
    '焼酎',
  ],
  footwear: ['スニーカー', 'シューズ', 'ブーツ', 'サンダル', 'ローファー', 'パンプス'],
  apparel: [
    'シャツ',
    'パーカー',
    'ジャケット',
    'ワンピース',
    'ジーンズ',
    'デニム',
    'カーディガン',
    'セーター',
    'コート',
  ],
  accessories: ['バッグ', '財布', 'リュック', 'サングラス', 'ベルト', '帽子', 'トート'],
  jewellery: ['指輪', 'ネックレス', 'ブレスレット', 'ピアス', 'イヤリング', 'ジュエリー', 'アクセサリー'],
  audio: ['スピーカー', 'ヘッドホン', 'ヘッドフォン', 'イヤホン', 'サウンドバー'],
  tech: [
    'スマホ',
    'スマートフォン',
    '充電器',
    'パソコン',
    'キーボード',
    'マウス',
    'スマートウォッチ',
    'カメラ',
    'タブレット',
  ],
  home: ['花瓶', 'ランプ', 'クッション', 'ブランケット', 'ラグマット', '照明', 'インテリア'],
  pets: ['ペット', 'ドッグフード', 'キャットフード', '愛犬', '愛猫', '首輪', '猫用', '犬用'],
  baby: ['ベビー', '赤ちゃん', 'おむつ', '哺乳瓶'],
  books: ['書籍', '小説', 'レシピ本', '手帳', '絵本', 'エッセイ'],
  services: ['講座', 'レッスン', 'サブスク', '定期便', 'コンサル', 'サービス', '教室'],
};

/** Full-width "！" and "？" after Japanese text, where a template or a caller's words put ASCII ones. */
const finish = (text: string) =>
  text.replace(/(?<=[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}])([!?])/gu, (mark) =>
    mark === '!' ? '！' : '？',
  );

export const JAPANESE: LanguagePack = {
  language: 'ja',
  looksPlural: () => false,
  finish,
  hooks: HOOKS,
  styleHooks: STYLE_HOOKS,
  benefits: BENEFITS,
  toneBodies: TONE_BODIES,
  styleBodies: STYLE_BODIES,
  ctas: CTAS,
  platformCtas: PLATFORM_CTAS,
  claims: {
    newHooks: [
      (s) => `新登場、${s.name}。`,
      (s) => `${s.name}が新しく登場しました。`,
      (s) => `お待たせしました。${s.name}、新発売です。`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}。この機会をお見逃しなく。` : `ただいま${claimText(offer)}。`,
    review: (review, reviewer) =>
      reviewer !== undefined
        ? `${reviewer.trim()}さんの声：「${claimText(review)}」`
        : `お客さまの声：「${claimText(review)}」`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} 評価は5点中${stars}点です。`,
    limitedStock: (tone) =>
      tone === 'urgent' ? '在庫に限りがあります。お早めにどうぞ。' : '在庫に限りがあります。',
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: ['の', 'と', 'や', 'を', 'に', 'は', 'が', 'で', 'へ', '用', '新作', '新発売', '新商品'],
  weakWords: ['セット', 'ミニ', 'スーパー', 'ウルトラ', 'エクストラ', '限定', 'スマート'],
  plainWords: [
    ...['ゴールデン', 'レッド', 'ブルー', 'ブラック', 'ホワイト', 'ピンク', 'グリーン', 'イエロー'],
    ...['グレー', 'ベージュ', 'パープル', 'ブラウン', '金色'],
  ],
  lowersSentenceCaseNames: false,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `${name}、はじめまして`,
      (name) => `こんにちは、${name}`,
      (name) => `${name}。目を引く存在`,
    ],
    buttons: ['詳しく見る', 'チェックする', '近くで見る', 'もっと見る'],
    lifestyleCaptions: ['ゆっくりな朝', '毎日の小さな習慣', '日曜日のリセット', '今週のテーブル'],
    selfieNotes: [
      (name) => `${name}を試し中`,
      (name) => `はじめての${name}`,
      (name) => `今週は${name}`,
      (name) => `${name}一日目`,
    ],
    unboxingStickers: ['届いた！', '開封タイム', 'きたー！'],
    eyebrows: { hero: '注目', everyday: '毎日に', selfie: '試してみた', unboxing: '開封' },
    newBadge: '新登場',
  },
};
