/**
 * Simplified Chinese, for mainland social feeds (the tone of 小红书 notes and 抖音 captions): every
 * word the service writes in Simplified Chinese, for review in one place. Full-width ，。！？：,
 * no spaces between words, “” only around a customer's own words. Copy makes no claim a template
 * cannot know and none the caller did not vouch for (评分、评价、新品、价格、库存、爆款: only from
 * `claims`), and no 亲测/回购 that would pass the service's words off as a customer's.
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
    (s) => `${s.name}，怎么没早点遇见你！`,
    (s) => `最近的日常必备：${s.name}。`,
    (s) => `来聊聊${s.name}吧。`,
    (s) => `小东西，大不同：${s.name}。`,
    (s) => `没想到会这么喜欢${s.name}。`,
    (s) => `最近每天都离不开的，是${s.name}。`,
    (s) => `今天想分享${s.name}。`,
    (s) => `说说${s.name}让我喜欢的地方。`,
    (s) => `回过神来，天天都离不开${s.name}。`,
    (s) => `本周心头好：${s.name}。`,
    (s) => `给大家看看${s.name}。`,
    (s) => `关注很久的${s.name}，终于试了。`,
    (s) => `刚刚好融入生活的${s.name}。`,
    (s) => `说好的，带你们细看${s.name}。`,
    (s) => `有${s.name}的日子，真的很舒服。`,
    (s) => `${s.name}，真的可以。`,
    (s) => `今日份小分享：${s.name}。`,
    (s) => `最近悄悄爱上了${s.name}。`,
    (s) => `随便聊聊${s.name}。`,
    (s) => `一眼就懂的好：${s.name}。`,
    (s) => `让日子好一点的${s.name}。`,
    (s) => `私心推荐：${s.name}。`,
  ],
  professional: [
    (s) => `${s.name}：为把事情做好而设计。`,
    (s) => `为您介绍${s.name}。`,
    (s) => `细节处处用心：${s.name}。`,
    (s) => `从需求出发设计的${s.name}。`,
    (s) => `带您深入了解${s.name}。`,
    (s) => `${s.name}有哪些不同？一起来看。`,
    (s) => `少一点噱头，多一点实在：${s.name}。`,
    (s) => `围绕真正重要的事打造：${s.name}。`,
    (s) => `${s.name}背后的设计考量。`,
    (s) => `值得关注${s.name}的三个理由。`,
    (s) => `品质，化繁为简：${s.name}。`,
    (s) => `为日常工作而生的${s.name}。`,
  ],
  playful: [
    (s) => `剧情反转：今天的主角是${s.name}！`,
    (s) => `前方高能：${s.name}可能让你快乐到飞起。`,
    (s) => `当你发现${s.name}的那一刻。`,
    (s) => `${s.name}，妥妥的主角光环。`,
    (s) => `等等，${s.name}是不是有点太可爱了？`,
    (s) => `最近沉迷${s.name}，无法自拔。`,
    (s) => `${s.name}这也太犯规了吧？`,
    (s) => `这是让你试试${s.name}的信号。`,
    (s) => `开心到转圈：${s.name}来啦！`,
    (s) => `不夸张地说，${s.name}真的很有氛围感。`,
    (s) => `当下的心头好：${s.name}。`,
    (s) => `把${s.name}加进快乐清单。`,
  ],
  luxury: [
    (s) => `${s.name}。低调，却不平凡。`,
    (s) => `致懂得细节的人：${s.name}。`,
    (s) => `精致的片刻，与${s.name}相伴。`,
    (s) => `有些美好值得细细品味，${s.name}便是其一。`,
    (s) => `从容的优雅：${s.name}。`,
    (s) => `少即是多，臻于完美：${s.name}。`,
    (s) => `让日常更有质感：${s.name}。`,
    (s) => `内敛，考究。${s.name}。`,
    (s) => `每一处都经过斟酌的${s.name}。`,
    (s) => `献给有眼光的你：${s.name}。`,
    (s) => `留白的时光，交给${s.name}。`,
  ],
  urgent: [
    (s) => `就是今天，试试${s.name}。`,
    (s) => `先别划走：${s.name}值得一看。`,
    (s) => `你准备好了，${s.name}也准备好了。`,
    (s) => `此刻就是${s.name}的时刻。`,
    (s) => `一直惦记${s.name}的话，就是现在。`,
    (s) => `试试${s.name}的信号，就在今天。`,
    (s) => `从今天开始，让${s.name}加入你的日常。`,
    (s) => `还在犹豫？从${s.name}开始吧。`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `这周在试${s.name}。` },
    { line: (s) => `${s.name}上手第一印象。`, tones: ['casual', 'playful', 'urgent'] },
    { line: (s) => `认真体验了一下${s.name}。`, tones: POLISHED },
    { line: (s) => `关于${s.name}，说说我的真实感受。`, tones: ['casual', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `一起拆${s.name}吧！`, tones: [...WARM, 'urgent'] },
    { line: (s) => `到货啦：${s.name}。` },
    { line: (s) => `快乐拆快递！${s.name}到了。`, tones: WARM },
    { line: (s) => `看看盒子里有什么：${s.name}。`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `慢慢打开${s.name}。`, tones: ['luxury'] },
    { line: (s) => `${s.name}开箱，一起来看。`, tones: ['professional'] },
  ],
  lifestyle: [
    { line: (s) => `和${s.name}一起的日常小仪式。`, tones: ['casual', 'luxury'] },
    { line: (s) => `慢悠悠的早晨，好光线，还有${s.name}。`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.name}，就该待在这里。` },
    { line: (s) => `看看${s.name}怎样融入我的一天。`, tones: ['casual', 'professional', 'playful'] },
    { line: (s) => `有了${s.name}，生活更好一点。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `窗边的光，安静的桌面，和${s.name}。`, tones: ['casual', 'luxury', 'professional'] },
  ],
  'studio-hero': [
    { line: (s) => `聚光灯下的${s.name}。` },
    { line: (s) => `每个角度，每处细节：${s.name}。`, tones: POLISHED },
    { line: (s) => `线条干净，焦点纯粹。${s.name}。`, tones: POLISHED },
    { line: (s) => `舞台中央，留给${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `生来就该被看见：${s.name}。` },
    { line: (s) => `来自摄影棚的${s.name}。`, tones: ['professional', 'urgent'] },
  ],
  'colour-hero': [
    { line: (s) => `用色彩说话：${s.name}。` },
    { line: (s) => `满满色彩的${s.name}。` },
    { line: (s) => `撞色出场：${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `${s.name}，让心情也跟着亮起来。`, tones: WARM },
    { line: (s) => `存在感十足的${s.name}。`, tones: POLISHED },
    { line: (s) => `让人忍不住停下来的${s.name}。`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `看到最后，${s.name}有惊喜登场。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `给我20秒，告诉你${s.name}好在哪。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `问题在哪，答案是什么：${s.name}。`, tones: POLISHED },
    { line: (s) => `镜头前真实试用${s.name}。` },
  ],
  'product-video': [
    { line: (s) => `动起来的${s.name}。` },
    { line: (s) => `看${s.name}的精彩瞬间。` },
    { line: (s) => `一支短片，看尽${s.name}的细节。`, tones: POLISHED },
    { line: (s) => `打开声音看${s.name}。`, tones: [...WARM, 'urgent'] },
    { line: (s) => `一帧一帧，看${s.name}。`, tones: POLISHED },
    { line: (s) => `眼睛别眨：${s.name}。`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: fixed(
    '现在几乎每天都会伸手拿它。',
    '简单、省心，放在身边就很开心。',
    '没有复杂步骤，靠谱就够了。',
    '忙碌的日子里，也能轻松融入。',
    '原来小小的升级，真的会积少成多。',
    '用过之后，就回不去了。',
    '每天都能感受到的小升级。',
    '好上手，颜值也在线。',
    '好东西，真的不用很复杂。',
    '打动我的，是那些小细节。',
    '容易上手，也容易爱上。',
    '忍不住想分享给身边人的发现。',
    '不只是拍照好看，更适合真实生活。',
    '没什么复杂的，就是好。',
    '平凡的一天里，一点小确幸。',
    '不用舍不得，就该天天用。',
    '实用、好看，又好相处。',
    '不知不觉，让每一天都好一点。',
    '试过一次，就自然成了日常。',
    '每次拿起来，都能感受到好设计。',
    '日常里的东西，舒心最重要。',
    '不花哨，但很靠得住。',
    '喜欢它轻松自在的感觉。',
    '能让心情变好的东西，都是生活的好伙伴。',
    '一点小改变，心情就不一样。',
    '简单，但看得出很用心。',
    '越忙的人，越需要这样的东西。',
    '不张扬，却很讲究。',
    '总有某个瞬间，庆幸有它在。',
    '每天都轻松了一点点。',
  ),
  professional: fixed(
    '从真实需求出发，用心设计，认真制作。',
    '每个细节都经过推敲，让您专注于真正重要的事。',
    '日复一日，稳定如一的品质。',
    '为重视品质、不愿妥协的您打造。',
    '可靠、周到，随时为您所用。',
    '对身边之物有要求的人，值得更好的选择。',
    '优势清晰，没有噱头。',
    '以明确标准制作，经久耐用。',
    '我们珍视您的每一分时间。',
    '轻松融入日常工作节奏。',
  ),
  playful: fixed(
    '副作用：忍不住安利给所有人。',
    '未来的你已经在说谢谢了。',
    '升级感拉满，我们爱了。',
    '快乐值，已到账。',
    '零后悔，满满好心情。',
    '可爱、聪明，还有点上头。',
    '主角光环，具象化了。',
    '嘴角压不住了，怎么回事？',
    '让每天都多一点乐趣的小东西。',
  ),
  luxury: fixed(
    '每处细节皆经斟酌，每道工序皆有用心。',
    '为值得多一分用心的时刻而生。',
    '安静的自信，不多一分，不少一分。',
    '一份让人一再回味的小奢侈。',
    '让寻常日子，也有不寻常的质感。',
    '经得起时间，只属于你。',
    '从第一眼起，就能感受到匠心。',
    '无论从哪里看，都安静而美好。',
    '真正的质感，是那份持久的舒适。',
  ),
  urgent: fixed(
    '想试的话，现在就是最好的时候。',
    '属于你的时刻，别让它溜走。',
    '动力拉满，借口清零。',
    '一切就绪，就等你了。',
    '没有理由再拖了。',
    '从今天起，给日常一点改变吧。',
    '想到就去做，就是最好的开始。',
  ),
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: () => '最喜欢的一点：每次都不让人失望。', tones: [...WARM, 'urgent'] },
    { line: () => '把体验中的感受，原原本本告诉您。', tones: POLISHED },
    { line: () => '不加滤镜，实话实说。' },
  ],
  unboxing: [
    { line: () => '拆开的那一刻，就像一场小小的仪式。', tones: WARM },
    { line: () => '包装很用心，实物更好看。' },
    { line: () => '需要的东西，盒子里都有。', tones: ['professional', 'urgent', 'casual'] },
    { line: () => '第一眼看到它的时候，忍不住多看了几眼。' },
    { line: () => '一层层打开，像在拆一份礼物。', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    { line: () => '从慢悠悠的早晨到忙碌的午后，自然融入生活。' },
    { line: () => '好光线，干净的桌面，把简单的事做好。' },
    { line: () => '不想收进抽屉，就想摆在外面。' },
    { line: () => '小小的仪式感，让一天更像自己的。', tones: [...WARM, 'luxury'] },
    { line: () => '为真实的家和真实的日常而做。', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => '简洁干净，本身就很吸睛。' },
    { line: () => '每一道弧线、每一处质感，都值得细看。', tones: POLISHED },
    { line: () => '凑近看看，细节会说话。' },
    { line: () => '纯粹的造型，没有多余的干扰。' },
    { line: () => '设计有讲究，直到最后一个细节。', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => '颜色够大胆，态度更大胆。', tones: [...WARM, 'urgent'] },
    { line: () => '在信息流里、在生活中，都一眼出挑。' },
    { line: () => '一抹亮色，让周围都跟着亮起来。' },
    { line: () => '自信明亮，让人无法忽视。' },
  ],
  'ugc-video': [
    { line: () => '真实使用的样子，看视频就知道。' },
    { line: () => '没滤镜，没脚本，镜头前第一次试。', tones: [...WARM, 'professional'] },
    { line: () => '从头到尾，真实记录。' },
    { line: () => '一定要看到最后，精华在结尾。', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => '一支短片，讲清它特别在哪里。' },
    { line: () => '每个角度、每处质感，都在镜头里。' },
    { line: () => '点开播放，完整揭晓。', tones: [...WARM, 'urgent'] },
    { line: () => '近距离拍摄，让您看清差别所在。', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: (s) => `你会想试试${s.name}吗？评论区告诉我。` },
    { line: (s) => `对${s.name}感兴趣的话，主页有链接。`, platforms: BIO_LINK },
    { line: () => '先收藏，以后慢慢看。', platforms: SAVING },
    { line: () => '@一个需要它的朋友吧。', platforms: TAGGING },
    { line: () => '试过之后，记得来说说感受。' },
    { line: () => '值得一试，相信我。' },
    { line: (s) => `分享给会喜欢${s.name}的人吧。` },
    { line: () => '有问题就在评论区问我。' },
    { line: (s) => `你试过${s.name}了吗？说说看。` },
    { line: () => '好奇的话，就来看看吧。' },
    { line: () => '想看更多这样的好物，记得关注。' },
    { line: (s) => `会把${s.name}加进你的日常吗？` },
    { line: () => '更多细节，主页见。' },
    {
      line: () => '收藏起来，下次购物清单用得上。',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => '想问什么，留言就好。' },
    { line: () => '你会怎么用它？告诉我吧。' },
    { line: () => '转给会喜欢它的人。' },
    { line: () => '链接在主页，自取。' },
    { line: () => '评论区等你来聊。' },
    { line: () => '感兴趣的话，评论区见。' },
    { line: () => '有同样喜欢这类东西的人吗？' },
    { line: () => '心动的话，去看看吧。' },
    { line: () => '想到谁就分享给谁吧。' },
  ],
  professional: [
    { line: () => '详情请见主页链接。', platforms: BIO_LINK },
    { line: () => '欢迎进一步了解。' },
    { line: () => '欢迎随时联系我们。' },
    {
      line: () => '欢迎在评论区分享您的看法。',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => '想了解哪些内容？欢迎告诉我们。' },
    { line: (s) => `欢迎了解${s.name}的更多信息。` },
    { line: () => '关注我们，获取最新动态。' },
    { line: () => '完整信息请访问我们的网站。' },
    { line: () => '有任何问题，我们的团队乐意解答。' },
    { line: () => '如有需要，欢迎私信咨询。' },
  ],
  playful: [
    { line: () => '喜欢就双击一下！', platforms: ['instagram'] },
    { line: () => '对自己好一点嘛。' },
    { line: () => '@那个最需要它的人！', platforms: TAGGING },
    { line: (s) => `想试${s.name}的，评论区扣个🔥。` },
    { line: () => '先加购物车，谢我以后再说。' },
    { line: () => '心动了吧？' },
    { line: () => '现在存图，以后感谢自己。', platforms: ['pinterest'] },
    { line: () => '轮到你了。' },
    { line: () => '就看一眼，好不好？' },
    { line: () => '心动的话，评论区举个手。' },
  ],
  luxury: [
    { line: (s) => `邀您细品${s.name}。` },
    { line: () => '主页链接，静候探索。', platforms: BIO_LINK },
    { line: (s) => `让${s.name}成为你的日常仪式。` },
    { line: (s) => `亲自感受${s.name}的质感。` },
    { line: () => '把特别的东西，留给自己。' },
    { line: () => '偶尔，也要好好宠爱自己。' },
    { line: () => '收藏起来，留给下一次犒赏。', platforms: ['pinterest', 'instagram'] },
    { line: () => '更多内容，请访问我们的网站。' },
    { line: () => '这份质感，值得亲手感受。' },
  ],
  urgent: [
    { line: () => '今天就带回家。' },
    { line: () => '别犹豫，现在就行动。' },
    { line: () => '现在就点主页链接。', platforms: BIO_LINK },
    { line: () => '现在下单，以后感谢自己。' },
    { line: (s) => `从今天起，让${s.name}属于你。` },
    { line: () => '今天就开始吧。' },
    { line: () => '点进来，亲眼看看。' },
    { line: () => '想到了，就是最好的时机。' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => '您怎么看？欢迎在评论区分享您的观点。' },
    { line: () => '关注我们获取更多产品动态，也欢迎转给您的团队。', tones: ['professional'] },
  ],
  pinterest: [{ line: () => '保存这个图钉，以后再看。' }, { line: () => '存进你的灵感图板吧。' }],
  x: [{ line: () => '回复说说你的看法。' }],
  bluesky: [{ line: () => '你怎么看？回复告诉我。' }],
  threads: [{ line: () => '回复里聊聊吧。' }],
};

const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: fixed(
    '早晚护肤里，安静又简单的一步。',
    '轻松叠加在日常护肤步骤里。',
    '用着舒服，才能真正坚持下来。',
    '早晚留给皮肤的几分钟。',
  ),
  haircare: fixed(
    '洗头这件事，变得轻松一点。',
    '让头发回到自己喜欢的状态。',
    '不管护发步骤多还是少，都能轻松加入。',
    '好发质，从洗头开始。',
  ),
  makeup: fixed('轻松上脸，妆感自然。', '五分钟快速妆也好，出门约会也好。', '现在化妆包里一定有它。'),
  fragrance: fixed('恰到好处的余香。', '轻轻一喷，一天都更像自己。', '清晨温柔，傍晚依然若有若无。'),
  coffee: fixed(
    '认真对待早上的第一杯。',
    '手冲、意式、法压，随你喜欢。',
    '第一口，是早晨最好的部分。',
    '值得慢下来喝的一杯。',
  ),
  tea: fixed('冲泡，深呼吸，慢慢享受。', '忙碌一天中，一杯安静的茶。', '为悠闲的午后和续杯而准备。'),
  food: fixed(
    '早餐，就这么定了。',
    '工作日的晚餐也能好好吃。',
    '每天都会用到的厨房常备。',
    '简单的食材，用心做好。',
    '为和家人朋友围坐的餐桌而准备。',
    '先论味道，其他都排在后面。',
  ),
  snacks: fixed('让人期待的零食时间。', '办公桌抽屉、自驾路上、下午犯困时都合适。', '先咔嚓一口再说。'),
  drinks: fixed('冰爽清冽，想喝随时有。', '一天中的任何时候，都来一杯好喝的。', '倒进冰块里，喘口气。'),
  spirits: fixed(
    '为慢下来的夜晚和好朋友而备。',
    '纯饮、加冰，或调进你喜欢的鸡尾酒。',
    '值得和朋友一起开的一瓶。理性饮酒。',
  ),
  footwear: fixed(
    '从第一步到最后一步，舒适陪你走完一天。',
    '通勤、周末，都是为走路而生。',
    '系好鞋带，出发吧。',
  ),
  apparel: fixed('好穿好搭，穿了还想再穿。', '和衣柜里的单品都能搭。', '正式休闲，怎么穿都行。'),
  accessories: fixed('日常造型缺的那一点点完成度。', '小细节，让整体造型大不同。', '去哪儿都想带着。'),
  jewellery: fixed('给每一天一点闪光。', '叠戴单戴都好看。', '戴上就不想摘的那一件。'),
  tech: fixed('几分钟就能设置好，然后几乎感觉不到它的存在。', '不打扰你的科技。', '让日常更顺一点。'),
  audio: fixed(
    '按下播放，让音乐填满房间。',
    '播客、歌单，都清清楚楚。',
    '无论去哪儿，都有你的背景音乐。',
    '调高音量，亲耳听听差别。',
    '长时间聆听，短途通勤，都合适。',
    '填满安静时光的声音。',
  ),
  home: fixed('只换一样，整个房间都不一样了。', '让你最爱的角落更可爱。', '家，多一点温馨。'),
  candles: fixed('点上它，调暗灯光，慢下来。', '安静夜晚的一抹暖光。', '让房间更有家的感觉，最简单的方法。'),
  kitchen: fixed('从快手早餐到周末慢慢做的晚餐。', '最先伸手去拿的那件工具。', '让在家做饭更简单。'),
  fitness: fixed('一次又一次，跟上你的训练节奏。', '你的训练，你的节奏。', '给为自己坚持的每一天。'),
  pets: fixed('为你最好的伙伴用心准备。', '毛孩子开心，全家都开心。', '它们也值得更好的。'),
  baby: fixed('为小宝贝和照顾他们的大人而做。', '带娃忙碌的日子里，少操一份心。', '温和、实用，清洁也方便。'),
  books: fixed('一翻开就放不下。', '安静夜晚最好的陪伴。', '值得专门留出时间读的一本。'),
  services: fixed('围绕你的目标，按你的节奏来。', '细节交给我们，你专注于重要的事。', '步骤清晰，支持到位。'),
  general: fixed('为日常生活而做，经久耐用。', '简单实用，放在身边刚刚好。', '用心设计，细节到位。'),
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['护肤', '护肤日常', '护肤分享', '精华'],
  haircare: ['护发', '洗护', '头发护理', '护发日常'],
  makeup: ['化妆', '彩妆', '日常妆容', '妆容分享'],
  fragrance: ['香水', '香氛', '今日香气'],
  coffee: ['咖啡', '咖啡日常', '早餐咖啡', '咖啡控'],
  tea: ['喝茶', '下午茶', '茶生活', '一杯茶'],
  food: ['美食', '早餐', '居家做饭', '好物分享'],
  snacks: ['零食', '解馋小零食', '下午茶点心'],
  drinks: ['饮品', '夏日饮品', '来一杯'],
  spirits: ['微醺', '调酒', '小酌'],
  footwear: ['球鞋', '鞋子', '今日穿搭', '鞋控'],
  apparel: ['穿搭', '日常穿搭', '衣橱', '今日穿搭'],
  accessories: ['配饰', '包包', '穿搭配饰'],
  jewellery: ['首饰', '饰品', '日常首饰'],
  tech: ['数码', '数码好物', '桌面好物', '科技'],
  audio: ['音乐', '听音乐', '音乐日常', '数码好物'],
  home: ['家居', '家居好物', '居家生活', '软装'],
  candles: ['香薰蜡烛', '香薰', '氛围感', '居家生活'],
  kitchen: ['厨房好物', '居家做饭', '厨房', '做饭日常'],
  fitness: ['健身', '运动', '训练日常', '自律生活'],
  pets: ['萌宠', '宠物日常', '铲屎官', '养宠好物'],
  baby: ['母婴好物', '育儿', '带娃日常', '宝宝'],
  books: ['读书', '阅读', '书单', '读书笔记'],
  services: ['学习', '自我提升', '成长'],
  general: ['好物分享', '生活好物', '日常'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['上手体验', '第一印象', '试用'],
  unboxing: ['开箱', '拆快递', '到货'],
  lifestyle: ['生活方式', '日常仪式感', '慢生活'],
  'studio-hero': ['产品设计', '设计感', '极简'],
  'colour-hero': ['撞色', '色彩', '高饱和'],
  'ugc-video': ['上手体验', '视频分享', '好物推荐'],
  'product-video': ['产品视频', '细节', '质感'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['日常', '心头好', '生活记录'],
  professional: ['品质', '设计', '匠心'],
  playful: ['快乐源泉', '犒劳自己', '好心情'],
  luxury: ['质感生活', '精致生活', '轻奢'],
  urgent: ['今天就试', '行动起来', '犒劳自己'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  linkedin: ['商业', '产品设计'],
  pinterest: ['灵感', '创意'],
};

// Storyboards: a shot for the videographer, on-screen text of a few words and a voiceover line
// read at about four characters a second.

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) => `伸直手臂自拍特写，看着镜头，把${s.name}举进画面，快速推近。`,
        onScreenText: () => '一定要看',
        voiceover: (s) => `先别划走，聊聊${s.name}。`,
      },
      {
        shot: () => '明亮的房间里手持自拍，走向镜头，产品略微虚焦。',
        onScreenText: () => '真没想到',
        voiceover: () => '没想到我会这么喜欢它。',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => '笑着的脸部特写，快速甩镜到桌上的产品。',
        onScreenText: () => '终于试了',
        voiceover: (s) => `我终于试了${s.name}。`,
      },
      {
        shot: () => '凑近镜头竖起一根手指，快速推近。',
        onScreenText: () => '先别急着买',
        voiceover: () => '买别的之前，先看完这个。',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => '中景，瘫在沙发上对镜头叹气，手持轻微晃动。',
        onScreenText: () => '是不是很熟悉',
        voiceover: () => '那些只会画大饼的东西，我真的受够了。',
      },
      {
        shot: () => '过肩拍手机上划着各种产品，一脸不买账。',
        onScreenText: () => '试了都不行',
        voiceover: () => '试过好多种，都没坚持下来。',
      },
      {
        shot: () => '挑眉的脸部特写，慢慢推近。',
        onScreenText: () => '之前真的头疼',
        voiceover: () => '说实话，之前用的总差点意思。',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `从画面下方举起${s.name}，焦点从脸转到产品。`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `后来遇到了${s.name}。`,
      },
      {
        shot: (s) => `俯拍双手把${s.name}放在桌上，快速推近。`,
        onScreenText: (s) => `就是${s.name}`,
        voiceover: (s) => `于是我好好试了试${s.name}。`,
      },
      {
        shot: () => '产品举在脸旁，对镜头点头，快速变焦。',
        onScreenText: () => '救星来了',
        voiceover: (s) => `这就是${s.name}，我的心头好。`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () => '窗边自然光下，手部使用产品的特写，手持慢慢跟拍。',
        onScreenText: () => '这样用',
        voiceover: () => '我每天都这样用，超简单。',
      },
      {
        shot: () => '三个不同角度的使用画面，快速跳剪。',
        onScreenText: () => '就这么简单',
        voiceover: () => '几秒钟搞定，轻松融入日常。',
      },
      {
        shot: () => '真实场景中过肩拍使用过程，稳稳推近。',
        onScreenText: () => '看好了',
        voiceover: () => '看看实际用起来是什么样。',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => '自拍特写，微笑着把产品举在脸旁，竖起大拇指。',
        onScreenText: () => '最打动我的',
        voiceover: () => '最打动我的，是它用起来很顺手。',
      },
      {
        shot: () => '使用前后并排对比，固定机位，两边快速切换。',
        onScreenText: () => '自己看',
        voiceover: () => '凑近看看，你自己判断。',
      },
      {
        shot: () => '中景，双手慢慢把产品转向镜头。',
        onScreenText: () => '无滤镜',
        voiceover: () => '近距离，无滤镜，无脚本。',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => '自拍构图，拿着产品指向下方的文案。',
        onScreenText: () => '链接在主页',
        voiceover: () => '感兴趣的话，链接在主页。',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => '产品放在桌子中央，手指轻点，画面定格。',
        onScreenText: () => '今天试试',
        voiceover: () => '还在犹豫的话，这就是信号。',
      },
      {
        shot: () => '拿着产品走向镜头，快速推到特写。',
        onScreenText: () => '轮到你了',
        voiceover: () => '轮到你了，试完告诉我。',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () => '柔和窗光下，亚麻布上的产品缓缓推近，人物在后方虚化。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `用${s.name}，好好犒劳自己。`,
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
        shot: () => '阴影中产品一角的微距特写，光线扫入时沿表面缓缓滑过。',
        onScreenText: () => '凑近一点',
        voiceover: () => '凑近一点看，它值得。',
      },
      {
        shot: () => '深色无缝背景，产品剪影，轮廓光慢慢亮起。',
        onScreenText: () => '细看',
        voiceover: () => '每个好故事，都从一个细节开始。',
      },
      {
        shot: () => '低角度推向展台上被遮住的轮廓，柔雾与暖色逆光。',
        onScreenText: () => '准备好了吗',
        voiceover: () => '想给你看一样我们很骄傲的东西。',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `${s.name}居中置于无缝背景上，缓慢环绕半圈，柔和投影。`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `这是${s.name}，为你的生活而做。`,
      },
      {
        shot: () => '遮布一下滑落，镜头推近到居中的主视觉。',
        onScreenText: (s) => `你好，${s.name}`,
        voiceover: (s) => `${s.name}，第一眼就让人心动。`,
      },
      {
        shot: () => '产品随转台升入画面，灯光亮起，固定机位。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}，准备登场。`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => '质感与表面的微距特写，沿产品缓缓移焦。',
        onScreenText: () => '藏在细节里',
        voiceover: () => '每个表面、每处细节，都经过推敲。',
      },
      {
        shot: () => '俯拍缓慢平移，侧光掠过表面。',
        onScreenText: () => '用心制作',
        voiceover: () => '仔细看，每个部分都很用心。',
      },
      {
        shot: () => '两个不同角度的微距快切，浅景深。',
        onScreenText: () => '里外都讲究',
        voiceover: () => '从里到外，连小地方都有讲究。',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => '明亮的日常场景中使用产品，手持跟拍，自然光。',
        onScreenText: () => '为每一天',
        voiceover: () => '自然融入日常，让小时刻更美好。',
      },
      {
        shot: () => '阳光照着的桌上，一只手伸向产品，轻柔慢动作。',
        onScreenText: () => '简单，自在',
        voiceover: () => '简单好用，容易爱上，一直陪着你。',
      },
      {
        shot: () => '分屏展示三个日常场景里的产品，节奏感剪辑。',
        onScreenText: () => '随时随地',
        voiceover: () => '忙碌的早晨，安静的夜晚，它都在。',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => '最后的主视觉，产品居中于品牌色前，缓慢推近，上方留出标题空间。',
        onScreenText: () => '点链接了解',
        voiceover: (s) => `${s.name}，点链接了解更多。`,
      },
      {
        shot: () => '展台上的产品，光线落定，镜头拉远到全景。',
        onScreenText: () => '今天就开始',
        voiceover: (s) => `今天就用${s.name}，感受不同。`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () => '固定主视觉，产品在转台上缓缓旋转，上方留出片尾空间。',
        onScreenText: () => '点击查看',
        voiceover: () => '点开链接，把它带回家。',
      },
      {
        shot: () => '一盏柔和主光下，从产品缓缓拉远，阴影深沉，上方留白。',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}，献给懂得分辨的人。`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: '产品旁放着显示评价的手机，特写，创作者对镜头点头。',
    onScreenText: '真实评价',
    review: (quote, reviewer) => `${reviewer !== undefined ? `${reviewer}的评价` : '顾客评价'}：“${quote}。”`,
    rating: (stars) => `评分${stars}分，满分5分。`,
  },
  tease: {
    shot: '阴影中产品一角的微距特写，光线扫入时沿表面缓缓滑过。',
    onScreenText: '新品登场',
    voiceover: '新品来了，久等了。',
  },
  cta: {
    shot: '最后的主视觉，产品居中，上方用简洁字体写出优惠。',
    voiceover: (offer) => `${offer}，点链接了解。`,
  },
};

/** Words naming each category, found anywhere in a Chinese subject (never a lone common character). */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  haircare: ['洗发水', '洗发露', '护发素', '发膜', '护发', '洗发'],
  skincare: ['精华', '面霜', '乳液', '爽肤水', '化妆水', '洁面', '洗面奶', '防晒', '护肤', '面膜', '眼霜'],
  makeup: ['口红', '唇釉', '睫毛膏', '粉底', '眼线', '腮红', '遮瑕', '眼影', '彩妆', '气垫'],
  candles: ['蜡烛', '香薰', '扩香'],
  fragrance: ['香水', '香氛', '淡香'],
  tea: ['茶叶', '绿茶', '红茶', '抹茶', '乌龙', '普洱', '花茶', '白茶', '茶包', '龙井'],
  coffee: ['咖啡', '浓缩', '冷萃', '拿铁', '挂耳'],
  fitness: ['瑜伽', '哑铃', '蛋白粉', '壶铃', '健身'],
  kitchen: ['平底锅', '炒锅', '菜刀', '刀具', '水壶', '马克杯', '杯子', '搅拌机', '锅具', '砧板', '保温杯'],
  food: ['燕麦', '格兰诺拉', '麦片', '橄榄油', '蜂蜜', '酱料', '意面', '果酱', '面包', '大米'],
  snacks: ['薯片', '饼干', '巧克力', '零食', '坚果', '果干'],
  drinks: ['果汁', '汽水', '气泡水', '矿泉水', '饮料', '柠檬水', '康普茶', '饮品'],
  spirits: ['威士忌', '金酒', '伏特加', '朗姆', '龙舌兰', '葡萄酒', '红酒', '啤酒', '白酒', '清酒', '精酿'],
  footwear: ['运动鞋', '跑鞋', '鞋子', '靴子', '凉鞋', '球鞋', '帆布鞋', '皮鞋', '板鞋'],
  apparel: ['衬衫', 't恤', '卫衣', '夹克', '连衣裙', '牛仔裤', '毛衣', '外套', '大衣', '针织衫'],
  accessories: ['包包', '背包', '双肩包', '钱包', '墨镜', '太阳镜', '腰带', '帽子', '托特包', '手提包'],
  jewellery: ['戒指', '项链', '手链', '耳环', '耳钉', '首饰', '珠宝'],
  audio: ['音箱', '音响', '耳机', '回音壁'],
  tech: ['手机', '充电器', '笔记本电脑', '键盘', '鼠标', '智能手表', '相机', '平板', '充电宝'],
  home: ['花瓶', '台灯', '抱枕', '毯子', '地毯', '靠垫', '家居'],
  pets: ['狗粮', '猫粮', '宠物', '狗狗', '猫咪', '牵引绳', '猫砂', '犬用', '猫用'],
  baby: ['婴儿', '宝宝', '尿布', '纸尿裤', '奶瓶', '母婴'],
  books: ['书籍', '小说', '食谱', '手账', '绘本', '图书', '笔记本'],
  services: ['课程', '订阅', '咨询', '服务', '私教', '培训'],
};

const FULL_WIDTH: Readonly<Record<string, string>> = { '!': '！', '?': '？', ',': '，', ':': '：' };
/** Full-width ，！？： between Chinese words, where a template or a caller's words put ASCII ones. */
const finish = (text: string) =>
  text.replace(/(?<=\p{scx=Han})[!?,:](?=$|\p{scx=Han})/gu, (mark) => FULL_WIDTH[mark] ?? mark);

export const SIMPLIFIED_CHINESE: LanguagePack = {
  language: 'zh-Hans',
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
      (s) => `${s.name}，全新登场。`,
      (s) => `久等了，${s.name}新品来了。`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}，别错过。` : `优惠：${claimText(offer)}。`,
    review: (review, reviewer) =>
      reviewer !== undefined
        ? `${reviewer.trim()}的评价：“${claimText(review)}。”`
        : `顾客评价：“${claimText(review)}。”`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} 评分${stars}分，满分5分。`,
    limitedStock: (tone) => (tone === 'urgent' ? '库存有限，手慢无。' : '库存有限。'),
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: ['的', '和', '与', '及', '款', '新品', '新款'],
  weakWords: ['套装', '迷你', '超级', '加强版', '礼盒'],
  plainWords: [
    ...['金色', '金黄', '红色', '黑色', '白色', '蓝色', '绿色', '粉色', '黄色', '灰色', '紫色'],
    ...['大号', '小号'],
  ],
  lowersSentenceCaseNames: false,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [(name) => `你好，${name}`, (name) => `认识一下${name}`, (name) => `${name}，一眼心动`],
    buttons: ['立即了解', '查看详情', '走近看看', '了解更多'],
    lifestyleCaptions: ['慢悠悠的早晨', '日常小仪式', '周日重启', '本周桌面'],
    selfieNotes: [
      (name) => `在试${name}`,
      (name) => `初见${name}`,
      (name) => `本周在用${name}`,
      (name) => `${name}第一天`,
    ],
    unboxingStickers: ['到货啦！', '开箱时间', '终于到了！'],
    eyebrows: { hero: '焦点', everyday: '日常', selfie: '上手试试', unboxing: '开箱' },
    newBadge: '新品',
  },
};
