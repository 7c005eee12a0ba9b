/**
 * Traditional Chinese, written for Taiwan (and read in Hong Kong): every word the service writes in
 * Traditional Chinese, for review in one place. Taiwanese usage, not converted characters: 影片
 * (not 視頻), 質感, 療癒, 按讚, 個人簡介的連結, 筆電, 喇叭; full-width ，。！？：and 「」quotes; no spaces
 * between words. Copy makes no claim a template cannot know and none the caller did not vouch for
 * (評分、評價、新品、價格、庫存、熱銷: only from `claims`), and no 親測/回購 that would pass the service's
 * words off as a customer's.
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
    (s) => `${s.name}，怎麼沒有早點遇到你！`,
    (s) => `最近的日常必備：${s.name}。`,
    (s) => `來聊聊${s.name}吧。`,
    (s) => `小東西，大不同：${s.name}。`,
    (s) => `沒想到會這麼喜歡${s.name}。`,
    (s) => `最近每天都少不了的，是${s.name}。`,
    (s) => `今天想跟大家分享${s.name}。`,
    (s) => `說說我喜歡${s.name}的地方。`,
    (s) => `回過神來，每天都會拿起${s.name}。`,
    (s) => `這週的心頭好：${s.name}。`,
    (s) => `跟大家介紹一下${s.name}。`,
    (s) => `觀望很久的${s.name}，終於試了。`,
    (s) => `剛剛好融入生活的${s.name}。`,
    (s) => `說好的，帶大家仔細看看${s.name}。`,
    (s) => `有${s.name}的日子，真的很舒服。`,
    (s) => `${s.name}，真的可以。`,
    (s) => `今日份小分享：${s.name}。`,
    (s) => `最近偷偷愛上了${s.name}。`,
    (s) => `隨興聊聊${s.name}。`,
    (s) => `一看就懂的好：${s.name}。`,
    (s) => `讓日子好一點的${s.name}。`,
    (s) => `私心推薦：${s.name}。`,
  ],
  professional: [
    (s) => `${s.name}：為了把事情做好而設計。`,
    (s) => `為您介紹${s.name}。`,
    (s) => `每個細節都用心：${s.name}。`,
    (s) => `從需求出發設計的${s.name}。`,
    (s) => `帶您深入了解${s.name}。`,
    (s) => `${s.name}有什麼不一樣？一起來看看。`,
    (s) => `少一點噱頭，多一點實在：${s.name}。`,
    (s) => `圍繞真正重要的事打造：${s.name}。`,
    (s) => `${s.name}背後的設計思考。`,
    (s) => `值得關注${s.name}的三個理由。`,
    (s) => `品質，化繁為簡：${s.name}。`,
    (s) => `為日常工作而生的${s.name}。`,
  ],
  playful: [
    (s) => `劇情大逆轉：今天的主角是${s.name}！`,
    (s) => `注意：${s.name}可能會讓你開心到飛起來。`,
    (s) => `發現${s.name}的那一刻。`,
    (s) => `${s.name}，完全是主角等級。`,
    (s) => `等一下，${s.name}是不是太可愛了？`,
    (s) => `最近被${s.name}圈粉了。`,
    (s) => `${s.name}這樣也太犯規了吧？`,
    (s) => `這是叫你試試${s.name}的訊號。`,
    (s) => `開心到轉圈圈：${s.name}來了！`,
    (s) => `不誇張，${s.name}真的超療癒。`,
    (s) => `目前的心頭好：${s.name}。`,
    (s) => `把${s.name}加進快樂清單。`,
  ],
  luxury: [
    (s) => `${s.name}。低調，卻不平凡。`,
    (s) => `獻給在意細節的人：${s.name}。`,
    (s) => `精緻的片刻，有${s.name}相伴。`,
    (s) => `有些美好值得細細品味，${s.name}就是其中之一。`,
    (s) => `從容的優雅：${s.name}。`,
    (s) => `少即是多，臻於完美：${s.name}。`,
    (s) => `讓日常更有質感：${s.name}。`,
    (s) => `內斂，講究。${s.name}。`,
    (s) => `每一處都經過斟酌的${s.name}。`,
    (s) => `獻給有眼光的你：${s.name}。`,
    (s) => `留白的時光，交給${s.name}。`,
  ],
  urgent: [
    (s) => `就是今天，試試${s.name}。`,
    (s) => `先別滑走：${s.name}值得一看。`,
    (s) => `你準備好了，${s.name}也準備好了。`,
    (s) => `現在就是${s.name}的時刻。`,
    (s) => `一直想試${s.name}的話，就是現在。`,
    (s) => `試試${s.name}的訊號，就在今天。`,
    (s) => `從今天開始，讓${s.name}加入你的日常。`,
    (s) => `還在猶豫？從${s.name}開始吧。`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `這週在試${s.name}。` },
    { line: (s) => `${s.name}的第一印象。`, tones: ['casual', 'playful', 'urgent'] },
    { line: (s) => `認真體驗了${s.name}。`, tones: POLISHED },
    { line: (s) => `關於${s.name}，說說我的真心話。`, tones: ['casual', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `一起來開箱${s.name}！`, tones: [...WARM, 'urgent'] },
    { line: (s) => `到貨囉：${s.name}。` },
    { line: (s) => `收到包裹好開心！${s.name}到了。`, tones: WARM },
    { line: (s) => `看看盒子裡有什麼：${s.name}。`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `慢慢打開${s.name}。`, tones: ['luxury'] },
    { line: (s) => `${s.name}開箱，一起來看。`, tones: ['professional'] },
  ],
  lifestyle: [
    { line: (s) => `和${s.name}一起的日常小儀式。`, tones: ['casual', 'luxury'] },
    { line: (s) => `慢慢來的早晨，好光線，還有${s.name}。`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.name}，就該待在這裡。` },
    { line: (s) => `看看${s.name}怎麼融入我的一天。`, tones: ['casual', 'professional', 'playful'] },
    { line: (s) => `有了${s.name}，生活更好一點。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `窗邊的光，安靜的桌面，和${s.name}。`, tones: ['casual', 'luxury', 'professional'] },
  ],
  'studio-hero': [
    { line: (s) => `聚光燈下的${s.name}。` },
    { line: (s) => `每個角度，每個細節：${s.name}。`, tones: POLISHED },
    { line: (s) => `線條俐落，焦點純粹。${s.name}。`, tones: POLISHED },
    { line: (s) => `舞台正中央，留給${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `天生就該被看見：${s.name}。` },
    { line: (s) => `攝影棚直送：${s.name}。`, tones: ['professional', 'urgent'] },
  ],
  'colour-hero': [
    { line: (s) => `用色彩說話：${s.name}。` },
    { line: (s) => `滿滿色彩的${s.name}。` },
    { line: (s) => `撞色登場：${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `${s.name}，讓心情也跟著亮起來。`, tones: WARM },
    { line: (s) => `存在感十足的${s.name}。`, tones: POLISHED },
    { line: (s) => `讓人忍不住停下來的${s.name}。`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `看到最後，${s.name}有驚喜登場。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `給我20秒，告訴你${s.name}好在哪。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `問題在哪，解方是什麼：${s.name}。`, tones: POLISHED },
    { line: (s) => `鏡頭前實際試用${s.name}。` },
  ],
  'product-video': [
    { line: (s) => `動起來的${s.name}。` },
    { line: (s) => `看${s.name}的精彩瞬間。` },
    { line: (s) => `一支短片，看盡${s.name}的細節。`, tones: POLISHED },
    { line: (s) => `打開聲音看${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `一格一格，看${s.name}。`, tones: POLISHED },
    { line: (s) => `眼睛別眨：${s.name}。`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: fixed(
    '現在幾乎每天都會伸手拿它。',
    '簡單、省心，放在身邊就很開心。',
    '沒有複雜步驟，靠得住就夠了。',
    '再忙的日子，也能輕鬆融入。',
    '原來小小的升級，真的會慢慢累積。',
    '習慣之後，就回不去了。',
    '每天都感受得到的小升級。',
    '好上手，顏值也很在線。',
    '好東西，真的不用太複雜。',
    '打動我的，是那些小細節。',
    '容易上手，也容易愛上。',
    '會忍不住想分享給朋友的發現。',
    '不只拍照好看，也很適合真實生活。',
    '沒什麼複雜的，就是好。',
    '平凡的一天裡，一點小確幸。',
    '不用捨不得，就該天天享受。',
    '實用、好看，又很好相處。',
    '不知不覺，讓每一天都好一點。',
    '試過一次，就自然變成日常。',
    '每次拿起來，都感受得到好設計。',
    '日常裡的東西，順心最重要。',
    '不花俏，但很可靠。',
    '喜歡它輕鬆自在的感覺。',
    '能讓心情變好的東西，都是生活的好夥伴。',
    '一點小改變，心情就不一樣。',
    '簡單，但看得出很用心。',
    '越忙的人，越需要這樣的東西。',
    '不張揚，卻很講究。',
    '總有某個瞬間，慶幸有它在。',
    '每天都輕鬆了一點點。',
  ),
  professional: fixed(
    '從真實需求出發，用心設計，認真製作。',
    '每個細節都經過推敲，讓您專注在真正重要的事。',
    '日復一日，始終如一的品質。',
    '為重視品質、不願妥協的您打造。',
    '可靠、周到，隨時為您所用。',
    '對身邊事物有要求的人，值得更好的選擇。',
    '優點清楚，沒有噱頭。',
    '以明確標準製作，經久耐用。',
    '我們珍惜您的每一分時間。',
    '輕鬆融入日常的工作節奏。',
  ),
  playful: fixed(
    '副作用：忍不住推坑身邊所有人。',
    '未來的你已經在說謝謝了。',
    '升級感直接拉滿，我們愛了。',
    '快樂值，已入帳。',
    '零後悔，滿滿好心情。',
    '可愛、聰明，還有點上癮。',
    '主角光環，具體化了。',
    '嘴角完全失控，怎麼辦？',
    '讓每天都多一點樂趣的小東西。',
  ),
  luxury: fixed(
    '每個細節都經過斟酌，每道工序都有用心。',
    '為值得多一分用心的時刻而生。',
    '安靜的自信，不多也不少。',
    '一份讓人一再回味的小奢侈。',
    '讓平凡的日子，也有不平凡的質感。',
    '經得起時間，只屬於你。',
    '從第一眼起，就感受得到職人精神。',
    '無論從哪裡看，都安靜而美好。',
    '真正的質感，是那份持久的舒適。',
  ),
  urgent: fixed(
    '想試的話，現在就是最好的時候。',
    '屬於你的時刻，別讓它溜走。',
    '動力全開，藉口歸零。',
    '一切就緒，就等你了。',
    '沒有理由再拖了。',
    '從今天起，給日常一點改變吧。',
    '想到就去做，就是最好的開始。',
  ),
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: () => '最喜歡的一點：每次都不讓人失望。', tones: [...WARM, 'urgent'] },
    { line: () => '把體驗中的感受，原原本本告訴您。', tones: POLISHED },
    { line: () => '不加濾鏡，實話實說。' },
  ],
  unboxing: [
    { line: () => '打開的那一刻，就像一場小小的儀式。', tones: WARM },
    { line: () => '包裝很用心，實品更好看。' },
    { line: () => '需要的東西，盒子裡都有。', tones: ['professional', 'urgent', 'casual'] },
    { line: () => '第一眼看到它的時候，忍不住多看了幾眼。' },
    { line: () => '一層層打開，像在拆一份禮物。', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    { line: () => '從慢慢來的早晨到忙碌的午後，自然融入生活。' },
    { line: () => '好光線，乾淨的桌面，把簡單的事做好。' },
    { line: () => '不想收進抽屜，就想擺在外面。' },
    { line: () => '小小的儀式感，讓一天更像自己的。', tones: [...WARM, 'luxury'] },
    { line: () => '為真實的家和真實的日常而做。', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => '簡潔俐落，本身就很吸睛。' },
    { line: () => '每一道弧線、每一處質感，都值得細看。', tones: POLISHED },
    { line: () => '靠近一點看，細節會說話。' },
    { line: () => '純粹的造型，沒有多餘的干擾。' },
    { line: () => '設計很講究，直到最後一個細節。', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => '顏色夠大膽，態度更大膽。', tones: [...WARM, 'urgent'] },
    { line: () => '在動態牆上、在生活中，都一眼就看到。' },
    { line: () => '一抹亮色，讓周圍都跟著亮起來。' },
    { line: () => '自信明亮，讓人無法忽視。' },
  ],
  'ugc-video': [
    { line: () => '實際使用的樣子，看影片就知道。' },
    { line: () => '沒濾鏡，沒腳本，鏡頭前第一次試。', tones: [...WARM, 'professional'] },
    { line: () => '從頭到尾，真實記錄。' },
    { line: () => '一定要看到最後，精華在結尾。', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => '一支短片，說清楚它特別在哪裡。' },
    { line: () => '每個角度、每處質感，都在鏡頭裡。' },
    { line: () => '按下播放，完整揭曉。', tones: [...WARM, 'urgent'] },
    { line: () => '近距離拍攝，讓您看清差別所在。', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: (s) => `你會想試試${s.name}嗎？留言告訴我。` },
    { line: (s) => `對${s.name}有興趣的話，連結在個人簡介。`, platforms: BIO_LINK },
    { line: () => '先收藏起來，之後慢慢看。', platforms: SAVING },
    { line: () => '標記一個需要它的朋友吧。', platforms: TAGGING },
    { line: () => '試過之後，記得回來分享心得。' },
    { line: () => '值得一試，相信我。' },
    { line: (s) => `分享給會喜歡${s.name}的人吧。` },
    { line: () => '有問題歡迎留言問我。' },
    { line: (s) => `你試過${s.name}了嗎？說說看。` },
    { line: () => '好奇的話，就來看看吧。' },
    { line: () => '想看更多這類好物，記得追蹤。' },
    { line: (s) => `會把${s.name}加進你的日常嗎？` },
    { line: () => '更多細節，請看我們的頁面。' },
    {
      line: () => '先收藏，下次購物清單用得到。',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => '想問什麼，留言就好。' },
    { line: () => '你會怎麼用它？告訴我吧。' },
    { line: () => '傳給會喜歡它的人。' },
    { line: () => '連結放在個人頁面，歡迎自取。' },
    { line: () => '留言區等你來聊。' },
    { line: () => '有興趣的話，留言區見。' },
    { line: () => '有人也喜歡這類東西嗎？' },
    { line: () => '心動的話，去看看吧。' },
    { line: () => '想到誰就分享給誰吧。' },
  ],
  professional: [
    { line: () => '詳情請見個人簡介中的連結。', platforms: BIO_LINK },
    { line: () => '歡迎進一步了解。' },
    { line: () => '歡迎隨時與我們聯繫。' },
    {
      line: () => '歡迎在留言分享您的看法。',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => '想了解哪些內容？歡迎告訴我們。' },
    { line: (s) => `歡迎了解${s.name}的更多資訊。` },
    { line: () => '追蹤我們，掌握最新消息。' },
    { line: () => '完整資訊請見我們的網站。' },
    { line: () => '有任何問題，我們的團隊很樂意為您解答。' },
    { line: () => '如有需要，歡迎私訊洽詢。' },
  ],
  playful: [
    { line: () => '喜歡就點兩下愛心！', platforms: ['instagram'] },
    { line: () => '對自己好一點嘛。' },
    { line: () => '標記那個最需要它的人！', platforms: TAGGING },
    { line: (s) => `想試${s.name}的，留言區丟個🔥。` },
    { line: () => '先加入購物車，謝謝我之後再說。' },
    { line: () => '心動了吧？' },
    { line: () => '現在先存起來，之後感謝自己。', platforms: ['pinterest'] },
    { line: () => '換你了。' },
    { line: () => '看一眼就好，好不好？' },
    { line: () => '心動的話，留言區舉個手。' },
  ],
  luxury: [
    { line: (s) => `邀您細細品味${s.name}。` },
    { line: () => '個人簡介的連結，靜候您探索。', platforms: BIO_LINK },
    { line: (s) => `讓${s.name}成為你的日常儀式。` },
    { line: (s) => `親自感受${s.name}的質感。` },
    { line: () => '把特別的東西，留給自己。' },
    { line: () => '偶爾，也要好好寵愛自己。' },
    { line: () => '收藏起來，留給下一次犒賞。', platforms: ['pinterest', 'instagram'] },
    { line: () => '更多內容，請見我們的網站。' },
    { line: () => '這份質感，值得親手感受。' },
  ],
  urgent: [
    { line: () => '今天就帶回家。' },
    { line: () => '別猶豫，現在就行動。' },
    { line: () => '現在就點個人簡介的連結。', platforms: BIO_LINK },
    { line: () => '現在下單，之後感謝自己。' },
    { line: (s) => `從今天起，讓${s.name}屬於你。` },
    { line: () => '今天就開始吧。' },
    { line: () => '點進來，親眼看看。' },
    { line: () => '想到了，就是最好的時機。' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => '您怎麼看？歡迎在留言分享您的觀點。' },
    { line: () => '追蹤我們掌握更多產品消息，也歡迎轉給您的團隊。', tones: ['professional'] },
  ],
  pinterest: [{ line: () => '儲存這個釘圖，之後再看。' }, { line: () => '釘到你的靈感圖板吧。' }],
  x: [{ line: () => '回覆說說你的看法。' }],
  bluesky: [{ line: () => '你怎麼看？回覆告訴我。' }],
  threads: [{ line: () => '在回覆裡聊聊吧。' }],
};

const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: fixed(
    '早晚保養裡，安靜又簡單的一步。',
    '輕鬆疊加在日常保養步驟裡。',
    '用起來舒服，才能真正持續下去。',
    '早晚留給肌膚的幾分鐘。',
  ),
  haircare: fixed(
    '洗頭這件事，變得輕鬆一點。',
    '讓頭髮回到自己喜歡的狀態。',
    '不管護髮步驟多還是少，都能輕鬆加入。',
    '好髮質，從洗頭開始。',
  ),
  makeup: fixed('輕鬆上妝，妝感自然。', '五分鐘快速妝也好，晚上出門也好。', '現在化妝包裡一定有它。'),
  fragrance: fixed('恰到好處的餘香。', '輕輕一噴，一整天都更像自己。', '清晨溫柔，傍晚依然若有似無。'),
  coffee: fixed(
    '認真對待早上的第一杯。',
    '手沖、義式、法壓，隨你喜歡。',
    '第一口，是早晨最美好的部分。',
    '值得慢下來喝的一杯。',
  ),
  tea: fixed('沖泡，深呼吸，慢慢享受。', '忙碌一天裡，一杯安靜的茶。', '為悠閒的午後和再來一杯而準備。'),
  food: fixed(
    '早餐，就這麼決定了。',
    '平日的晚餐也能好好吃。',
    '每天都會用到的廚房常備品。',
    '簡單的食材，用心做好。',
    '為和家人朋友圍坐的餐桌而準備。',
    '先講味道，其他都排在後面。',
  ),
  snacks: fixed('讓人期待的點心時間。', '辦公桌抽屜、開車出遊、下午想睡的時候都適合。', '先咬一口再說。'),
  drinks: fixed('冰涼清爽，想喝隨時都有。', '一天中的任何時候，都來一杯好喝的。', '倒進冰塊裡，喘口氣。'),
  spirits: fixed(
    '為慢下來的夜晚和好朋友而準備。',
    '純飲、加冰，或調成你喜歡的調酒。',
    '值得和朋友一起開的一瓶。禁止酒駕，未成年請勿飲酒。',
  ),
  footwear: fixed(
    '從第一步到最後一步，舒適陪你走完一天。',
    '通勤、週末，都是為走路而生。',
    '綁好鞋帶，出發吧。',
  ),
  apparel: fixed('好穿好搭，穿了還想再穿。', '和衣櫃裡的單品都能搭。', '正式休閒，怎麼穿都行。'),
  accessories: fixed('日常造型少的那一點完成度。', '小細節，讓整體造型大不同。', '去哪裡都想帶著。'),
  jewellery: fixed('給每一天一點閃耀。', '疊戴單戴都好看。', '戴上就不想拿下來的那一件。'),
  tech: fixed('幾分鐘就能設定好，之後幾乎感覺不到它的存在。', '不打擾你的科技。', '讓日常更順一點。'),
  audio: fixed(
    '按下播放，讓音樂充滿整個房間。',
    '廣播節目、歌單，都清清楚楚。',
    '不管去哪裡，都有你的背景音樂。',
    '把音量調大，親耳聽聽差別。',
    '長時間聆聽、短短的通勤，都適合。',
    '填滿安靜時光的聲音。',
  ),
  home: fixed('只換一樣，整個房間都不一樣了。', '讓你最愛的角落更可愛。', '家，多一點溫馨。'),
  candles: fixed('點上它，調暗燈光，慢下來。', '安靜夜晚的一抹暖光。', '讓房間更有家的感覺，最簡單的方法。'),
  kitchen: fixed('從快速早餐到週末慢慢煮的晚餐。', '最先伸手拿的那件工具。', '讓在家下廚更簡單。'),
  fitness: fixed('一次又一次，跟上你的訓練節奏。', '你的訓練，你的節奏。', '獻給為自己堅持的每一天。'),
  pets: fixed('為你最好的夥伴用心準備。', '毛孩開心，全家都開心。', '牠們也值得更好的。'),
  baby: fixed(
    '為小寶貝和照顧他們的大人而做。',
    '帶小孩的忙碌日子裡，少操一份心。',
    '溫和、實用，清潔也方便。',
  ),
  books: fixed('一翻開就放不下。', '安靜夜晚最好的陪伴。', '值得特地留時間讀的一本。'),
  services: fixed('圍繞你的目標，照你的節奏來。', '細節交給我們，你專心在重要的事。', '步驟清楚，支援到位。'),
  general: fixed('為日常生活而做，經久耐用。', '簡單實用，放在身邊剛剛好。', '用心設計，細節到位。'),
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['保養', '保養日常', '保養分享', '精華液'],
  haircare: ['護髮', '洗髮', '頭髮保養', '護髮日常'],
  makeup: ['化妝', '彩妝', '日常妝容', '妝容分享'],
  fragrance: ['香水', '香氛', '今日香氣'],
  coffee: ['咖啡', '咖啡日常', '早晨咖啡', '咖啡控'],
  tea: ['喝茶', '下午茶', '茶生活', '台灣茶'],
  food: ['美食', '早餐', '在家煮', '好物分享'],
  snacks: ['零食', '點心時間', '小點心'],
  drinks: ['飲品', '消暑飲品', '來一杯'],
  spirits: ['微醺', '調酒', '小酌'],
  footwear: ['球鞋', '鞋子', '今日穿搭', '鞋控'],
  apparel: ['穿搭', '日常穿搭', '衣櫃', '今日穿搭'],
  accessories: ['配件', '包包', '穿搭配件'],
  jewellery: ['飾品', '首飾', '日常飾品'],
  tech: ['數位好物', '桌面佈置', '科技', '科技生活'],
  audio: ['音樂', '聽音樂', '音樂日常', '數位好物'],
  home: ['居家', '居家佈置', '居家生活', '室內設計'],
  candles: ['香氛蠟燭', '蠟燭', '療癒', '居家生活'],
  kitchen: ['廚房好物', '在家煮', '廚房', '下廚日常'],
  fitness: ['健身', '運動', '訓練日常', '自律生活'],
  pets: ['毛孩', '寵物日常', '毛小孩', '寵物好物'],
  baby: ['育兒', '寶寶', '育兒好物', '新手爸媽'],
  books: ['閱讀', '讀書', '書單', '閱讀筆記'],
  services: ['學習', '自我成長', '進修'],
  general: ['好物分享', '生活好物', '日常'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['使用心得', '第一印象', '試用'],
  unboxing: ['開箱', '拆包裹', '到貨'],
  lifestyle: ['生活風格', '日常儀式感', '慢生活'],
  'studio-hero': ['產品設計', '設計感', '極簡'],
  'colour-hero': ['撞色', '色彩', '配色'],
  'ugc-video': ['使用心得', '影片分享', '好物推薦'],
  'product-video': ['產品影片', '細節', '質感'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['日常', '心頭好', '生活紀錄'],
  professional: ['品質', '設計', '職人精神'],
  playful: ['快樂來源', '犒賞自己', '好心情'],
  luxury: ['質感生活', '精緻生活', '輕奢'],
  urgent: ['今天就試', '行動起來', '犒賞自己'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  linkedin: ['商業', '產品設計'],
  pinterest: ['靈感', '創意'],
};

// Storyboards: a shot for the videographer, on-screen text of a few words and a voiceover line
// read at about four characters a second.

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) => `手臂伸直自拍特寫，看著鏡頭，把${s.name}舉進畫面，快速推近。`,
        onScreenText: () => '一定要看',
        voiceover: (s) => `先別滑走，聊聊${s.name}。`,
      },
      {
        shot: () => '明亮的房間裡手持自拍，走向鏡頭，產品稍微失焦。',
        onScreenText: () => '真的沒想到',
        voiceover: () => '沒想到我會這麼喜歡它。',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => '笑著的臉部特寫，快速甩鏡到桌上的產品。',
        onScreenText: () => '終於試了',
        voiceover: (s) => `我終於試了${s.name}。`,
      },
      {
        shot: () => '靠近鏡頭比出一根手指，快速推近。',
        onScreenText: () => '先別急著買',
        voiceover: () => '買別的之前，先看完這支。',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => '中景，癱在沙發上對鏡頭嘆氣，手持微微晃動。',
        onScreenText: () => '是不是很熟悉',
        voiceover: () => '那些只會說得好聽的東西，我真的受夠了。',
      },
      {
        shot: () => '過肩拍手機上滑過各種產品，一臉不買單。',
        onScreenText: () => '試了都不行',
        voiceover: () => '試過好多種，都沒辦法持續。',
      },
      {
        shot: () => '挑眉的臉部特寫，慢慢推近。',
        onScreenText: () => '之前真的很困擾',
        voiceover: () => '老實說，之前用的總是差一點。',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `從畫面下方舉起${s.name}，焦點從臉轉到產品。`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `後來遇到了${s.name}。`,
      },
      {
        shot: (s) => `俯拍雙手把${s.name}放在桌上，快速推近。`,
        onScreenText: (s) => `就是${s.name}`,
        voiceover: (s) => `所以我好好試了${s.name}。`,
      },
      {
        shot: () => '產品拿在臉旁，對鏡頭點頭，快速變焦。',
        onScreenText: () => '救星出現',
        voiceover: (s) => `這就是${s.name}，我的心頭好。`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () => '窗邊自然光下，手部使用產品的特寫，手持慢慢跟拍。',
        onScreenText: () => '這樣用',
        voiceover: () => '我每天都這樣用，超簡單。',
      },
      {
        shot: () => '三個不同角度的使用畫面，快速跳接。',
        onScreenText: () => '就這麼簡單',
        voiceover: () => '幾秒鐘搞定，輕鬆融入日常。',
      },
      {
        shot: () => '真實場景中過肩拍使用過程，穩穩推近。',
        onScreenText: () => '看好囉',
        voiceover: () => '看看實際用起來是什麼樣子。',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => '自拍特寫，微笑著把產品拿在臉旁，比讚。',
        onScreenText: () => '最打動我的',
        voiceover: () => '最打動我的，是它用起來很順手。',
      },
      {
        shot: () => '使用前後並排對比，固定機位，兩邊快速切換。',
        onScreenText: () => '自己看',
        voiceover: () => '靠近看看，你自己判斷。',
      },
      {
        shot: () => '中景，雙手慢慢把產品轉向鏡頭。',
        onScreenText: () => '無濾鏡',
        voiceover: () => '近距離，無濾鏡，無腳本。',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => '自拍構圖，拿著產品指向下方的文字。',
        onScreenText: () => '連結在簡介',
        voiceover: () => '有興趣的話，連結在個人簡介。',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => '產品放在桌子中央，手指輕點，畫面定格。',
        onScreenText: () => '今天試試看',
        voiceover: () => '還在猶豫的話，這就是訊號。',
      },
      {
        shot: () => '拿著產品走向鏡頭，快速推到特寫。',
        onScreenText: () => '換你了',
        voiceover: () => '換你了，試完跟我說。',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () => '柔和窗光下，亞麻布上的產品緩緩推近，人物在後方失焦。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `用${s.name}，好好犒賞自己。`,
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
        shot: () => '陰影中產品一角的微距特寫，光線掃入時沿著表面緩緩滑過。',
        onScreenText: () => '靠近一點',
        voiceover: () => '靠近一點看，它值得。',
      },
      {
        shot: () => '深色無縫背景，產品剪影，輪廓光慢慢亮起。',
        onScreenText: () => '仔細看',
        voiceover: () => '每個好故事，都從一個細節開始。',
      },
      {
        shot: () => '低角度推向展台上被蓋住的輪廓，柔霧與暖色逆光。',
        onScreenText: () => '準備好了嗎',
        voiceover: () => '想給你看一樣我們很自豪的東西。',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `${s.name}置中於無縫背景上，緩慢環繞半圈，柔和陰影。`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `這是${s.name}，為你的生活而做。`,
      },
      {
        shot: () => '遮布一下滑落，鏡頭推近到置中的主視覺。',
        onScreenText: (s) => `你好，${s.name}`,
        voiceover: (s) => `${s.name}，第一眼就讓人心動。`,
      },
      {
        shot: () => '產品隨轉台升入畫面，燈光亮起，固定機位。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}，準備登場。`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => '質感與表面的微距特寫，沿產品緩緩移焦。',
        onScreenText: () => '藏在細節裡',
        voiceover: () => '每個表面、每處細節，都經過推敲。',
      },
      {
        shot: () => '俯拍緩慢橫移，側光掠過表面。',
        onScreenText: () => '用心製作',
        voiceover: () => '仔細看，每個部分都很用心。',
      },
      {
        shot: () => '兩個不同角度的微距快切，淺景深。',
        onScreenText: () => '裡外都講究',
        voiceover: () => '從裡到外，連小地方都很講究。',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => '明亮的日常場景中使用產品，手持跟拍，自然光。',
        onScreenText: () => '為每一天',
        voiceover: () => '自然融入日常，讓小時刻更美好。',
      },
      {
        shot: () => '陽光灑落的桌上，一隻手伸向產品，輕柔慢動作。',
        onScreenText: () => '簡單，自在',
        voiceover: () => '簡單好用，容易愛上，一直陪著你。',
      },
      {
        shot: () => '分割畫面呈現三個日常場景裡的產品，有節奏地剪接。',
        onScreenText: () => '隨時隨地',
        voiceover: () => '忙碌的早晨，安靜的夜晚，它都在。',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => '最後的主視覺，產品置中於品牌色前，緩慢推近，上方留出標題空間。',
        onScreenText: () => '點連結看更多',
        voiceover: (s) => `${s.name}，點連結看更多。`,
      },
      {
        shot: () => '展台上的產品，光線落定，鏡頭拉遠到全景。',
        onScreenText: () => '今天就開始',
        voiceover: (s) => `今天就用${s.name}，感受不同。`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () => '固定主視覺，產品在轉台上緩緩旋轉，上方留出片尾空間。',
        onScreenText: () => '點擊查看',
        voiceover: () => '點開連結，把它帶回家。',
      },
      {
        shot: () => '一盞柔和主光下，從產品緩緩拉遠，陰影深沉，上方留白。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}，獻給懂得分辨的人。`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: '產品旁放著顯示評價的手機，特寫，創作者對鏡頭點頭。',
    onScreenText: '真實評價',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer}的評價` : '顧客評價'}：「${quote}。」`,
    rating: (stars) => `評分${stars}分，滿分5分。`,
  },
  tease: {
    shot: '陰影中產品一角的微距特寫，光線掃入時沿著表面緩緩滑過。',
    onScreenText: '新品登場',
    voiceover: '新品來了，久等了。',
  },
  cta: {
    shot: '最後的主視覺，產品置中，上方用簡潔字體寫出優惠。',
    voiceover: (offer) => `${offer}，點連結了解。`,
  },
};

/** Words naming each category, found anywhere in a Chinese subject (never a lone common character). */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  haircare: ['洗髮精', '洗髮乳', '潤髮乳', '護髮', '髮膜', '洗髮'],
  skincare: ['精華', '面霜', '乳液', '化妝水', '洗面乳', '洗顏', '卸妝', '防曬', '保養', '面膜', '眼霜'],
  makeup: ['口紅', '唇釉', '睫毛膏', '粉底', '眼線', '腮紅', '遮瑕', '眼影', '彩妝', '氣墊'],
  candles: ['蠟燭', '擴香', '香氛蠟燭'],
  fragrance: ['香水', '香氛', '淡香精'],
  tea: ['茶葉', '綠茶', '紅茶', '抹茶', '烏龍', '普洱', '東方美人', '茶包', '高山茶', '包種'],
  coffee: ['咖啡', '濃縮', '冷萃', '拿鐵', '耳掛'],
  fitness: ['瑜珈', '瑜伽', '啞鈴', '乳清', '高蛋白', '壺鈴', '健身'],
  kitchen: [
    '平底鍋',
    '炒鍋',
    '菜刀',
    '刀具',
    '水壺',
    '快煮壺',
    '馬克杯',
    '杯子',
    '調理機',
    '砧板',
    '鍋具',
    '保溫瓶',
  ],
  food: ['燕麥', '穀麥', '麥片', '橄欖油', '蜂蜜', '果醬', '義大利麵', '麵包', '醬料', '白米'],
  snacks: ['洋芋片', '餅乾', '巧克力', '零食', '堅果', '果乾'],
  drinks: ['果汁', '汽水', '氣泡水', '礦泉水', '飲料', '檸檬水', '康普茶', '飲品'],
  spirits: ['威士忌', '琴酒', '伏特加', '蘭姆酒', '龍舌蘭', '葡萄酒', '紅酒', '啤酒', '清酒', '高粱'],
  footwear: ['球鞋', '運動鞋', '跑鞋', '靴子', '涼鞋', '鞋子', '帆布鞋', '皮鞋', '慢跑鞋'],
  apparel: ['襯衫', 't恤', '帽t', '連帽', '外套', '夾克', '洋裝', '牛仔褲', '毛衣', '針織'],
  accessories: ['包包', '後背包', '皮夾', '錢包', '太陽眼鏡', '墨鏡', '皮帶', '帽子', '托特包'],
  jewellery: ['戒指', '項鍊', '手鍊', '耳環', '飾品', '珠寶'],
  audio: ['喇叭', '音響', '耳機', '聲霸'],
  tech: ['手機', '充電器', '筆電', '鍵盤', '滑鼠', '智慧手錶', '相機', '平板', '行動電源'],
  home: ['花瓶', '檯燈', '抱枕', '毯子', '地毯', '居家'],
  pets: ['狗糧', '飼料', '貓砂', '寵物', '毛孩', '狗狗', '貓咪', '牽繩', '犬用', '貓用'],
  baby: ['嬰兒', '寶寶', '尿布', '嬰兒車', '奶瓶'],
  books: ['書籍', '小說', '食譜', '手帳', '繪本', '散文'],
  services: ['課程', '訂閱', '諮詢', '服務', '家教'],
};

const FULL_WIDTH: Readonly<Record<string, string>> = { '!': '！', '?': '？', ',': '，', ':': '：' };
/** Full-width ，！？： between Chinese words, where a template or a caller's words put ASCII ones. */
const finish = (text: string) =>
  text.replace(/(?<=\p{scx=Han})[!?,:](?=$|\p{scx=Han})/gu, (mark) => FULL_WIDTH[mark] ?? mark);

export const TRADITIONAL_CHINESE: LanguagePack = {
  language: 'zh-Hant',
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
      (s) => `新品上市：${s.name}。`,
      (s) => `${s.name}，全新登場。`,
      (s) => `久等了，${s.name}新品來了。`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}，別錯過。` : `優惠：${claimText(offer)}。`,
    review: (review, reviewer) =>
      reviewer !== undefined
        ? `${reviewer.trim()}的評價：「${claimText(review)}。」`
        : `顧客評價：「${claimText(review)}。」`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} 評分${stars}分，滿分5分。`,
    limitedStock: (tone) => (tone === 'urgent' ? '庫存有限，要買要快。' : '庫存有限。'),
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: ['的', '和', '與', '及', '款', '新品', '新款'],
  weakWords: ['套組', '迷你', '超級', '加強版', '禮盒'],
  plainWords: [
    ...['金黃', '金色', '紅色', '黑色', '白色', '藍色', '綠色', '粉色', '黃色', '灰色', '紫色'],
    ...['大號', '小號'],
  ],
  lowersSentenceCaseNames: false,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [(name) => `你好，${name}`, (name) => `認識一下${name}`, (name) => `${name}，一眼心動`],
    buttons: ['立即了解', '查看詳情', '靠近看看', '了解更多'],
    lifestyleCaptions: ['慢慢來的早晨', '日常小儀式', '週日重新開機', '本週桌面'],
    selfieNotes: [
      (name) => `正在試${name}`,
      (name) => `初見${name}`,
      (name) => `本週在用${name}`,
      (name) => `${name}第一天`,
    ],
    unboxingStickers: ['到貨囉！', '開箱時間', '終於到了！'],
    eyebrows: { hero: '焦點', everyday: '日常', selfie: '試用中', unboxing: '開箱' },
    newBadge: '新品',
  },
};
