/**
 * Korean: every word the service writes in Korean, for review in one place. Casual, playful and
 * urgent tones speak 해요체 as Korean brand accounts do (playful slips into 반말 the way posts do);
 * professional uses 합니다체; spaces between words and Latin punctuation. Particles after the
 * product's name follow its last sound (세럼을, 스피커를) through `josa`; after a name that ends in
 * a Latin letter, whose sound a template cannot know, the particle is left out where Korean allows
 * it (Nocta 써 봤어요) or one that fits every sound is used (하고). Copy makes no claim a template
 * cannot know and none the caller did not vouch for (별점, 후기, 신제품, 가격, 재고, 인기: only from
 * `claims`).
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

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
/** The final consonant (받침) index of ㄹ in a Hangul syllable. */
const RIEUL = 8;

/** How each digit is read (영, 일, 이, 삼 …): whether it ends in a vowel, ㄹ or another consonant. */
const DIGIT_ENDINGS: Readonly<Record<string, 'vowel' | 'rieul' | 'consonant'>> = {
  '0': 'consonant',
  '1': 'rieul',
  '2': 'vowel',
  '3': 'consonant',
  '4': 'vowel',
  '5': 'vowel',
  '6': 'consonant',
  '7': 'rieul',
  '8': 'rieul',
  '9': 'vowel',
};

/**
 * How `name` ends when read aloud: in a vowel, in ㄹ or in another consonant (받침); undefined when
 * it cannot be told from the writing (a Latin letter, a symbol, an ellipsis).
 */
export function finalSound(name: string): 'vowel' | 'rieul' | 'consonant' | undefined {
  // Filled names carry an invisible marker where they end; white space is no sound either.
  const last = [...name.replace(/[\p{Cc}\s]+$/u, '')].at(-1);
  if (last === undefined) return undefined;
  const code = last.codePointAt(0)!;
  if (code >= FIRST_SYLLABLE && code <= LAST_SYLLABLE) {
    const coda = (code - FIRST_SYLLABLE) % 28;
    return coda === 0 ? 'vowel' : coda === RIEUL ? 'rieul' : 'consonant';
  }
  return DIGIT_ENDINGS[last];
}

/** The particles templates put after a name: after a consonant / after a vowel. */
export type Particle = '을/를' | '이/가' | '은/는' | '과/와' | '이랑/랑' | '으로/로';

/** What stands after a name whose sound cannot be told: nothing where Korean may drop it. */
const WITHOUT_SOUND: Readonly<Record<Particle, string>> = {
  '을/를': '',
  '이/가': '',
  '은/는': '',
  '과/와': '하고',
  '이랑/랑': '하고',
  '으로/로': '(으)로',
};

/**
 * `name` followed by the particle its last sound takes: 세럼을, 스피커를, 세럼이, 스피커가; 으로 after a
 * consonant other than ㄹ. A name ending in a Latin letter or a symbol gets the particle-free form.
 */
export function josa(name: string, particle: Particle): string {
  const sound = finalSound(name);
  if (sound === undefined) return name + WITHOUT_SOUND[particle];
  const [afterConsonant, afterVowel] = particle.split('/') as [string, string];
  if (particle === '으로/로') return name + (sound === 'consonant' ? afterConsonant : afterVowel);
  return name + (sound === 'vowel' ? afterVowel : afterConsonant);
}

/** Slots for templates: the name with its object, subject or topic particle, or "and". */
const obj = (name: string) => josa(name, '을/를');
const subj = (name: string) => josa(name, '이/가');
const topic = (name: string) => josa(name, '은/는');
const withIt = (name: string) => josa(name, '과/와');

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.name}, 왜 이제야 만났을까요?`,
    (s) => `요즘 데일리 아이템: ${s.name}.`,
    (s) => `${s.name} 이야기, 잠깐 해도 될까요?`,
    (s) => `작지만 확실한 차이, ${s.name}.`,
    (s) => `${obj(s.name)} 이렇게 좋아하게 될 줄 몰랐어요.`,
    (s) => `요즘 매일 손이 가는 건 ${s.name}.`,
    (s) => `오늘은 ${s.name} 이야기예요.`,
    (s) => `${s.name}, 제가 좋아하는 이유를 정리해 봤어요.`,
    (s) => `어느새 매일 찾게 되는 ${s.name}.`,
    (s) => `이번 주 최애템은 ${s.name}.`,
    (s) => `${obj(s.name)} 소개할게요.`,
    (s) => `계속 궁금했던 ${s.name}, 드디어 만나 봤어요.`,
    (s) => `일상에 딱 맞는 ${s.name}.`,
    (s) => `약속대로 ${obj(s.name)} 자세히 보여 드릴게요.`,
    (s) => `${withIt(s.name)} 함께하는 하루, 꽤 괜찮아요.`,
    (s) => `${s.name}, 이거 물건이에요.`,
    (s) => `오늘의 한 가지, ${s.name}.`,
    (s) => `요즘 제 일상에 들어온 ${s.name}.`,
    (s) => `몰래 아끼고 싶은 ${s.name}.`,
    (s) => `${s.name} 이야기, 편하게 풀어 볼게요.`,
    (s) => `직접 보고 고개가 끄덕여진 ${s.name}.`,
    (s) => `조금 더 좋은 하루를 위한 ${s.name}.`,
  ],
  professional: [
    (s) => `${s.name}: 제 역할을 제대로 하도록 설계했습니다.`,
    (s) => `${obj(s.name)} 소개합니다.`,
    (s) => `디테일까지 고민한 ${s.name}.`,
    (s) => `목적에서 출발한 설계, ${s.name}.`,
    (s) => `${obj(s.name)} 자세히 살펴보겠습니다.`,
    (s) => `${s.name}, 무엇이 다를까요? 함께 보시죠.`,
    (s) => `과장 없이, 본질에 집중한 ${s.name}.`,
    (s) => `중요한 것에 집중해 만들었습니다. ${s.name}.`,
    (s) => `${s.name}에 담긴 고민을 소개합니다.`,
    (s) => `${s.name}, 주목할 세 가지 이유.`,
    (s) => `품질을 단순하게, ${s.name}.`,
    (s) => `매일의 업무에 어울리는 ${s.name}.`,
  ],
  playful: [
    (s) => `반전 주의: 오늘의 주인공은 ${s.name}!`,
    (s) => `경고: ${s.name}, 기분 너무 좋아질 수 있음.`,
    (s) => `${obj(s.name)} 발견한 순간의 나.`,
    (s) => `${s.name}, 완전 주인공 느낌.`,
    (s) => `잠깐, ${s.name} 너무 귀엽지 않아요?`,
    (s) => `요즘 ${s.name}에 푹 빠졌어요.`,
    (s) => `${s.name}, 이건 반칙 아닌가요?`,
    (s) => `${obj(s.name)} 써 보라는 신호예요.`,
    (s) => `신나서 춤출 뻔! ${s.name} 왔어요.`,
    (s) => `과장 조금도 없이, ${topic(s.name)} 기분 전환템이에요.`,
    (s) => `지금 제 최애: ${s.name}.`,
    (s) => `설레는 것 리스트에 ${s.name} 추가.`,
  ],
  luxury: [
    (s) => `${s.name}. 조용히, 특별하게.`,
    (s) => `디테일을 아는 분께, ${s.name}.`,
    (s) => `세련된 순간을 ${withIt(s.name)} 함께.`,
    (s) => `천천히 음미할 가치가 있는 것들이 있습니다. ${s.name}처럼요.`,
    (s) => `힘을 뺀 우아함, ${s.name}.`,
    (s) => `덜어 내어 완성한 아름다움, ${s.name}.`,
    (s) => `일상을 한층 높여 주는 ${s.name}.`,
    (s) => `절제된, 그리고 섬세한. ${s.name}.`,
    (s) => `구석구석 세심하게 완성한 ${s.name}.`,
    (s) => `안목 있는 분을 위한 ${s.name}.`,
    (s) => `여백을 즐기는 시간, ${withIt(s.name)} 함께.`,
  ],
  urgent: [
    (s) => `써 보기 딱 좋은 날, 오늘이에요. ${s.name}.`,
    (s) => `스크롤 멈추세요: ${s.name}, 볼 만해요.`,
    (s) => `준비되셨다면, ${subj(s.name)} 기다리고 있어요.`,
    (s) => `지금이 바로 그 타이밍, ${s.name}.`,
    (s) => `${s.name}, 계속 고민했다면 지금이에요.`,
    (s) => `${obj(s.name)} 시작할 신호, 바로 오늘.`,
    (s) => `오늘부터 ${withIt(s.name)} 함께하는 일상.`,
    (s) => `망설여진다면 ${s.name}부터.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `이번 주는 ${obj(s.name)} 써 보는 중이에요.` },
    { line: (s) => `${s.name}, 써 본 첫인상.`, tones: ['casual', 'playful', 'urgent'] },
    { line: (s) => `${obj(s.name)} 꼼꼼히 써 보았습니다.`, tones: POLISHED },
    { line: (s) => `${s.name}, 솔직한 느낌 그대로.`, tones: ['casual', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `${s.name}, 같이 열어 봐요.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `도착했어요, ${s.name}.` },
    { line: (s) => `택배 왔다! ${s.name} 도착.`, tones: WARM },
    { line: (s) => `상자 안을 살펴볼게요. ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `${obj(s.name)} 천천히 열어 봅니다.`, tones: ['luxury'] },
    { line: (s) => `${s.name} 언박싱, 함께 보시죠.`, tones: ['professional'] },
  ],
  lifestyle: [
    { line: (s) => `${withIt(s.name)} 함께하는 작은 일상 루틴.`, tones: ['casual', 'luxury'] },
    { line: (s) => `느긋한 아침, 좋은 햇살, 그리고 ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `늘 그 자리에, ${s.name}.` },
    { line: (s) => `${s.name}, 제 하루에 이렇게 스며들어요.`, tones: ['casual', 'professional', 'playful'] },
    { line: (s) => `${s.name} 덕분에 일상이 조금 더 좋아졌어요.`, tones: [...WARM, 'urgent'] },
    {
      line: (s) => `창가의 빛, 조용한 테이블, 그리고 ${s.name}.`,
      tones: ['casual', 'luxury', 'professional'],
    },
  ],
  'studio-hero': [
    { line: (s) => `스포트라이트 속 ${s.name}.` },
    { line: (s) => `어느 각도에서 봐도, ${s.name}.`, tones: POLISHED },
    { line: (s) => `깔끔한 선, 하나의 초점. ${s.name}.`, tones: POLISHED },
    { line: (s) => `오늘의 센터는 ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `보여지기 위해 태어난 ${s.name}.` },
    { line: (s) => `스튜디오에서 담은 ${s.name}.`, tones: ['professional', 'urgent'] },
  ],
  'colour-hero': [
    { line: (s) => `컬러로 말하는 ${s.name}.` },
    { line: (s) => `선명한 컬러로 만나는 ${s.name}.` },
    { line: (s) => `컬러 블록으로 완성, ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `${s.name} 하나로 기분까지 화사하게.`, tones: WARM },
    { line: (s) => `존재감 있는 ${s.name}.`, tones: POLISHED },
    { line: (s) => `그냥 지나칠 수 없는 ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `끝까지 봐 주세요. ${s.name} 등장 장면이 있어요.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `20초 안에 ${s.name} 매력 알려 드릴게요.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `고민, 그리고 해답: ${s.name}.`, tones: POLISHED },
    { line: (s) => `${obj(s.name)} 직접 써 본 영상이에요.` },
  ],
  'product-video': [
    { line: (s) => `움직임으로 보는 ${s.name}.` },
    { line: (s) => `${subj(s.name)} 살아 움직이는 순간.` },
    { line: (s) => `${s.name}의 디테일을 짧은 영상에 담았습니다.`, tones: POLISHED },
    { line: (s) => `소리 켜고 보세요, ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `한 장면씩 담은 ${s.name}.`, tones: POLISHED },
    { line: (s) => `눈 깜빡하면 지나가요: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: fixed(
    '이제는 생각하기도 전에 손이 가요.',
    '간단하고 편해서, 곁에 두면 기분이 좋아요.',
    '복잡한 단계 없이, 제 몫을 해 주는 게 좋아요.',
    '바쁜 하루에도 자연스럽게 어울려요.',
    '작은 변화가 정말 쌓이더라고요.',
    '한번 익숙해지면 예전으로 못 돌아가요.',
    '매일 느끼는 작은 업그레이드.',
    '부담 없고 보기에도 예뻐요.',
    '좋은 건 복잡할 필요가 없어요.',
    '결국 마음을 움직이는 건 작은 디테일이에요.',
    '시작하기 쉽고, 좋아하기도 쉬워요.',
    '주변에 자꾸 말하고 싶어지는 발견.',
    '사진용이 아니라 진짜 일상을 위한 물건.',
    '어려운 거 없이, 그냥 좋아요.',
    '평범한 하루의 작은 기쁨.',
    '아껴 두지 말고 매일 즐기세요.',
    '실용적이고 예쁘고, 함께 지내기 편해요.',
    '어느새 하루를 조금 더 좋게 만들어 줘요.',
    '한번 경험하면 자연스럽게 루틴이 돼요.',
    '손에 들 때마다 좋은 디자인이 느껴져요.',
    '매일 곁에 두는 거니까, 편한 게 최고예요.',
    '꾸미지 않았는데 든든해요.',
    '힘 빼고 즐길 수 있는 점이 좋아요.',
    '기분 좋아지는 물건은 일상의 든든한 친구예요.',
    '작은 것 하나로 기분이 꽤 달라져요.',
    '심플한데 꼼꼼하게 고민한 게 느껴져요.',
    '바쁜 사람일수록 이런 게 반가워요.',
    '꾸밈없는데 제대로예요.',
    '문득 있어서 다행이다 싶은 순간이 와요.',
    '매일이 아주 조금 가벼워져요.',
  ),
  professional: fixed(
    '실제 필요에서 출발해 꼼꼼하게 설계하고 만들었습니다.',
    '세부까지 검토했기에, 중요한 일에 집중하실 수 있습니다.',
    '매일 한결같은 품질을 목표로 합니다.',
    '품질을 중시하고 타협하지 않는 분들을 위해 만들었습니다.',
    '믿을 수 있고, 필요할 때 언제든 곁에 있습니다.',
    '쓰는 물건에 기준이 있는 분께 드리는 확실한 선택지.',
    '분명한 장점, 불필요한 장식 없이.',
    '명확한 기준으로 만들어 오래 쓰도록 완성했습니다.',
    '고객의 시간을 소중히 생각합니다.',
    '일상 업무에도 무리 없이 어우러집니다.',
  ),
  playful: fixed(
    '부작용: 모르는 사람한테도 추천하고 싶어짐.',
    '미래의 내가 벌써 고맙다고 하는 중.',
    '업그레이드 느낌 제대로, 이거 완전 찬성.',
    '기분 충전, 완료.',
    '후회는 제로, 좋은 기분만 가득.',
    '귀엽고 똑똑하고, 살짝 중독성 있음.',
    '주인공 아우라가 물건이 된다면 이런 느낌.',
    '입꼬리가 자꾸 올라가요, 왜죠?',
    '매일을 조금 더 재밌게 만드는 아이.',
  ),
  luxury: fixed(
    '모든 디테일을 고민하고, 모든 마감에 의도를 담았습니다.',
    '조금 더 특별해야 할 순간을 위해.',
    '필요한 것만 남긴 조용한 자신감.',
    '몇 번이고 다시 찾게 되는 작은 사치.',
    '평범한 하루도 특별하게 느껴지도록.',
    '시간이 지나도 변함없는, 오롯이 당신의 것.',
    '첫 순간부터 느껴지는 정성.',
    '어느 쪽에서 보아도 고요하게 아름답습니다.',
    '진정한 품격은 오래가는 편안함이라고 믿습니다.',
  ),
  urgent: fixed(
    '써 볼 거라면 지금이 가장 좋은 때예요.',
    '이 순간을 그냥 보내지 마세요.',
    '의욕은 올리고, 핑계는 내려놓고.',
    '준비는 끝났어요. 이제 당신 차례예요.',
    '더 미룰 이유가 없어요.',
    '오늘부터 일상을 조금 바꿔 보세요.',
    '마음먹은 날이 시작하기 좋은 날이에요.',
  ),
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: () => '가장 마음에 든 점은 매번 기대만큼 해 준다는 거예요.', tones: [...WARM, 'urgent'] },
    { line: () => '직접 써 보며 느낀 점을 그대로 전해 드립니다.', tones: POLISHED },
    { line: () => '필터 없이 솔직하게 말해 볼게요.' },
  ],
  unboxing: [
    { line: () => '여는 순간부터 작은 이벤트 같았어요.', tones: WARM },
    { line: () => '포장도 정성스럽고, 실물은 더 예뻐요.' },
    { line: () => '필요한 건 상자 안에 다 들어 있어요.', tones: ['professional', 'urgent', 'casual'] },
    { line: () => '상자에서 꺼낸 첫 모습에 한참 바라봤어요.' },
    { line: () => '하나씩 여는 시간까지 선물 같았어요.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    { line: () => '느긋한 아침부터 바쁜 오후까지, 일상에 자연스럽게 녹아들어요.' },
    { line: () => '좋은 빛, 깔끔한 테이블, 단순한 것을 잘하는 하루.' },
    { line: () => '서랍에 넣어 두기보다 꺼내 두고 싶은 물건.' },
    { line: () => '작은 루틴이 나다운 하루를 만들어요.', tones: [...WARM, 'luxury'] },
    { line: () => '진짜 집, 진짜 일상을 위해 만들었어요.', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => '단정하고 심플한데, 그 자체로 눈에 띄어요.' },
    { line: () => '곡선 하나, 질감 하나까지 눈여겨볼 만합니다.', tones: POLISHED },
    { line: () => '가까이서 보세요. 디테일이 모든 걸 말해 줘요.' },
    { line: () => '군더더기 없는 순수한 형태.' },
    { line: () => '마지막 디테일까지 의도를 담아 디자인했습니다.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => '과감한 컬러, 더 과감한 애티튜드.', tones: [...WARM, 'urgent'] },
    { line: () => '피드에서도, 실제로도 눈길을 끌어요.' },
    { line: () => '주변까지 환하게 만드는 포인트 컬러.' },
    { line: () => '자신감 있는 밝음, 지나칠 수 없어요.' },
  ],
  'ugc-video': [
    { line: () => '실제로 쓰는 모습은 영상으로 확인하세요.' },
    { line: () => '필터도 대본도 없이, 카메라 앞에서 처음 써 봐요.', tones: [...WARM, 'professional'] },
    { line: () => '처음부터 끝까지 있는 그대로 보여 드려요.' },
    { line: () => '제일 좋은 장면은 마지막에 있어요. 놓치지 마세요.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => '특별한 이유를 짧은 영상에 담았어요.' },
    { line: () => '모든 각도와 질감을 움직임 속에서.' },
    { line: () => '재생 버튼 누르고 전체를 확인하세요.', tones: [...WARM, 'urgent'] },
    { line: () => '차이가 보이도록 가까이에서 촬영했습니다.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: (s) => `${s.name}, 써 보고 싶나요? 댓글로 알려 주세요.` },
    { line: (s) => `${subj(s.name)} 궁금하다면 프로필 링크에서 확인하세요.`, platforms: BIO_LINK },
    { line: () => '나중에 다시 보게 저장해 두세요.', platforms: SAVING },
    { line: () => '이거 필요한 친구를 태그해 주세요.', platforms: TAGGING },
    { line: () => '직접 경험해 보고 느낌을 들려주세요.' },
    { line: () => '한번 써 볼 만해요. 진짜로요.' },
    { line: (s) => `${obj(s.name)} 좋아할 만한 사람에게 공유해 주세요.` },
    { line: () => '궁금한 건 댓글로 물어봐 주세요.' },
    { line: (s) => `${s.name}, 벌써 써 보셨나요? 알려 주세요.` },
    { line: () => '궁금하다면 한번 구경해 보세요.' },
    { line: () => '이런 발견 더 보고 싶다면 팔로우해 주세요.' },
    { line: (s) => `${s.name}, 여러분 루틴에 넣어 볼래요?` },
    { line: () => '자세한 내용은 페이지에서 확인하세요.' },
    {
      line: () => '다음 쇼핑 리스트를 위해 저장해 두세요.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => '궁금한 점은 아래에 남겨 주세요.' },
    { line: () => '여러분이라면 어떻게 쓸 것 같아요?' },
    { line: () => '좋아할 것 같은 사람에게 보내 주세요.' },
    { line: () => '프로필 링크에서 볼 수 있어요.' },
    { line: () => '여러분 생각, 댓글로 기다릴게요.' },
    { line: () => '관심 있다면 댓글로 알려 주세요.' },
    { line: () => '이런 거 좋아하는 분 계신가요?' },
    { line: () => '마음에 들면 한번 살펴보세요.' },
    { line: () => '생각나는 사람이 있다면 공유해 주세요.' },
  ],
  professional: [
    { line: () => '자세한 내용은 프로필 링크에서 확인하세요.', platforms: BIO_LINK },
    { line: () => '더 자세한 정보를 확인해 보세요.' },
    { line: () => '궁금한 점은 언제든 문의해 주세요.' },
    {
      line: () => '의견을 댓글로 남겨 주세요.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => '다음에 어떤 내용을 보고 싶으신가요? 알려 주세요.' },
    { line: (s) => `${s.name}에 대해 더 알아보세요.` },
    { line: () => '팔로우하고 소식을 받아 보세요.' },
    { line: () => '전체 내용은 웹사이트에서 확인하실 수 있습니다.' },
    { line: () => '문의 사항은 저희 팀이 기꺼이 도와드리겠습니다.' },
    { line: () => '필요하시면 메시지로 상담해 주세요.' },
  ],
  playful: [
    { line: () => '마음에 들면 더블 탭!', platforms: ['instagram'] },
    { line: () => '자, 나에게 주는 선물로.' },
    { line: () => '이거 꼭 필요한 사람 태그!', platforms: TAGGING },
    { line: (s) => `${obj(s.name)} 써 보고 싶으면 🔥 남겨 주세요.` },
    { line: () => '일단 장바구니에 담고, 고마움은 나중에.' },
    { line: () => '사실 갖고 싶잖아요.' },
    { line: () => '지금 핀 해 두고, 나중에 스스로에게 고마워하기.', platforms: ['pinterest'] },
    { line: () => '이제 당신 차례.' },
    { line: () => '살짝만 구경해 봐요.' },
    { line: () => '끌린다면 댓글로 손 들어 주세요.' },
  ],
  luxury: [
    { line: (s) => `${obj(s.name)} 만나 보세요.` },
    { line: () => '프로필 링크에서 그 세계를 만나 보세요.', platforms: BIO_LINK },
    { line: (s) => `${s.name}, 당신의 일상 속 리추얼로.` },
    { line: (s) => `${s.name}의 매력을 직접 느껴 보세요.` },
    { line: () => '특별한 것을, 나 자신에게.' },
    { line: () => '가끔은 마음껏 나를 아껴 주세요.' },
    { line: () => '다음 선물을 위해 저장해 두세요.', platforms: ['pinterest', 'instagram'] },
    { line: () => '더 많은 이야기는 웹사이트에서 만나 보세요.' },
    { line: () => '그 품격을 직접 확인해 보세요.' },
  ],
  urgent: [
    { line: () => '오늘 바로 만나 보세요.' },
    { line: () => '망설이지 말고 지금 시작하세요.' },
    { line: () => '지금 프로필 링크를 탭하세요.', platforms: BIO_LINK },
    { line: () => '지금 주문하고, 나중에 스스로에게 고마워하세요.' },
    { line: (s) => `오늘부터 ${s.name}, 당신의 것으로.` },
    { line: () => '오늘부터 시작해요.' },
    { line: () => '탭해서 직접 확인해 보세요.' },
    { line: () => '마음먹은 지금이 기회예요.' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => '여러분은 어떻게 생각하시나요? 댓글로 의견을 들려주세요.' },
    { line: () => '팔로우하고 제품 소식을 받아 보세요. 팀과도 공유해 주세요.', tones: ['professional'] },
  ],
  pinterest: [
    { line: () => '이 핀을 저장해 두고 나중에 보세요.' },
    { line: () => '아이디어 보드에 핀 해 두세요.' },
  ],
  x: [{ line: () => '답글로 생각을 들려주세요.' }],
  bluesky: [{ line: () => '어떻게 생각해요? 답글로 알려 주세요.' }],
  threads: [{ line: () => '답글로 이야기해 주세요.' }],
};

const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: fixed(
    '아침저녁 루틴에 차분하고 간단한 한 단계.',
    '평소 스킨케어 위에 부담 없이 더할 수 있어요.',
    '쓰는 느낌이 좋아서 꾸준히 하게 되는 스킨케어.',
    '아침과 밤, 피부를 위한 몇 분.',
  ),
  haircare: fixed(
    '샴푸하는 시간이 조금 더 편해져요.',
    '내 머릿결로 돌아가기 위한 매일의 케어.',
    '짧은 루틴에도 긴 루틴에도 잘 어울려요.',
    '좋은 머릿결은 욕실에서 시작돼요.',
  ),
  makeup: fixed(
    '금방 스며들고 하루 종일 편안하게.',
    '5분 메이크업에도, 저녁 약속에도.',
    '요즘 파우치에 꼭 들어 있어요.',
  ),
  fragrance: fixed(
    '적당히 남는 기분 좋은 잔향.',
    '한 번 뿌리면 하루가 조금 더 나다워져요.',
    '아침엔 부드럽게, 저녁까지 은은하게.',
  ),
  coffee: fixed(
    '아침 한 잔을 제대로 즐기는 법.',
    '핸드드립도, 에스프레소도, 프렌치프레스도 취향대로.',
    '첫 모금이 아침의 가장 좋은 순간이에요.',
    '천천히 마시고 싶은 한 잔.',
  ),
  tea: fixed(
    '우려내고, 숨 고르고, 즐기기.',
    '바쁜 하루 한가운데, 차분한 한 잔.',
    '느긋한 오후와 두 번째 잔을 위해.',
  ),
  food: fixed(
    '아침은 이걸로 해결.',
    '평일 저녁에도 딱 좋은 맛.',
    '매일 손이 가는 식탁의 기본.',
    '단순한 재료를 정성껏.',
    '사랑하는 사람들과 함께하는 식탁을 위해.',
    '무엇보다 맛이 먼저.',
  ),
  snacks: fixed(
    '기다려지는 간식 시간.',
    '책상 서랍에도, 드라이브에도, 오후 4시의 나른함에도.',
    '일단 한 입 먼저.',
  ),
  drinks: fixed(
    '시원하고 깔끔하게, 마시고 싶을 때 바로.',
    '하루 중 언제든 맛있는 한 잔.',
    '얼음 위에 따르고 한숨 돌려요.',
  ),
  spirits: fixed(
    '느긋한 저녁과 좋은 사람들을 위해.',
    '스트레이트로, 온더록으로, 좋아하는 칵테일로.',
    '친구들과 함께 열고 싶은 한 병. 지나친 음주는 삼가 주세요.',
  ),
  footwear: fixed(
    '첫걸음부터 마지막 걸음까지 편안하게.',
    '출퇴근에도 주말에도, 걷기 위해 만든 신발.',
    '끈 묶고 나가 볼까요.',
  ),
  apparel: fixed(
    '입기 편하고 코디하기 쉬워서 자꾸 손이 가요.',
    '옷장 속 아이템들과 두루 잘 어울려요.',
    '차려입어도, 편하게 입어도.',
  ),
  accessories: fixed(
    '데일리룩에 부족했던 마지막 한 끗.',
    '작은 디테일로 스타일이 확 달라져요.',
    '어디든 함께 가고 싶어요.',
  ),
  jewellery: fixed(
    '매일에 작은 반짝임을.',
    '레이어드해도, 하나만 해도 예뻐요.',
    '한번 하면 빼기 싫은 아이템.',
  ),
  tech: fixed(
    '몇 분이면 설정 끝, 그다음엔 있는 줄도 모르게.',
    '방해하지 않는 기술.',
    '일상을 조금 더 매끄럽게.',
  ),
  audio: fixed(
    '재생을 누르면 방 안 가득 음악이 퍼져요.',
    '팟캐스트도 플레이리스트도 선명하게.',
    '어디를 가든 나만의 사운드트랙.',
    '볼륨을 올리고 차이를 직접 들어 보세요.',
    '오래 듣는 날에도, 짧은 출근길에도.',
    '조용한 시간을 채워 주는 소리.',
  ),
  home: fixed(
    '하나만 바꿔도 방 분위기가 달라져요.',
    '가장 좋아하는 공간을 더 좋아지게.',
    '집이 조금 더 아늑해져요.',
  ),
  candles: fixed(
    '불을 켜고, 조명을 낮추고, 천천히.',
    '조용한 밤을 위한 따뜻한 불빛.',
    '방을 가장 쉽게 우리 집답게 만드는 방법.',
  ),
  kitchen: fixed('간단한 아침부터 느긋한 주말 저녁까지.', '가장 먼저 손이 가는 도구.', '집밥이 더 쉬워져요.'),
  fitness: fixed(
    '한 번 한 번, 운동 흐름에 맞춰 함께해요.',
    '내 운동, 내 페이스대로.',
    '나를 위해 움직이는 날을 위해.',
  ),
  pets: fixed(
    '소중한 가족을 생각하며 만들었어요.',
    '아이가 행복하면 온 집안이 행복해요.',
    '우리 아이도 좋은 걸 누려야죠.',
  ),
  baby: fixed(
    '작은 아이와 돌보는 어른을 위해.',
    '아기와 보내는 바쁜 날, 신경 쓸 일 하나 덜기.',
    '순하고 실용적이고, 관리도 쉬워요.',
  ),
  books: fixed(
    '한번 펼치면 내려놓기 어려운 책.',
    '조용한 저녁의 좋은 친구.',
    '시간을 내서라도 읽고 싶은 한 권.',
  ),
  services: fixed(
    '당신의 목표에 맞춰, 당신의 속도로.',
    '세세한 건 저희가 챙길게요. 중요한 일에 집중하세요.',
    '명확한 단계, 든든한 지원.',
  ),
  general: fixed(
    '매일의 생활을 위해, 오래 쓰도록.',
    '단순하고 쓸모 있어서 곁에 두기 좋아요.',
    '작은 부분까지 정성껏 디자인했어요.',
  ),
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['스킨케어', '피부관리', '스킨케어루틴', '기초케어'],
  haircare: ['헤어케어', '두피케어', '머릿결관리', '헤어루틴'],
  makeup: ['메이크업', '데일리메이크업', '화장품', '뷰티'],
  fragrance: ['향수', '데일리향수', '향기', '오늘의향기'],
  coffee: ['커피', '홈카페', '커피스타그램', '모닝커피'],
  tea: ['티타임', '차스타그램', '차한잔', '홈카페'],
  food: ['집밥', '아침식사', '맛스타그램', '건강한식단'],
  snacks: ['간식', '간식타임', '주전부리'],
  drinks: ['음료', '음료스타그램', '홈카페'],
  spirits: ['홈술', '칵테일', '술스타그램', '혼술'],
  footwear: ['신발', '운동화', '스니커즈', '데일리슈즈'],
  apparel: ['데일리룩', '오오티디', '코디', '패션'],
  accessories: ['패션소품', '가방', '데일리백'],
  jewellery: ['주얼리', '데일리주얼리', '액세서리'],
  tech: ['테크', '전자기기', '데스크테리어', '가젯'],
  audio: ['음악', '오디오', '플레이리스트', '음악추천'],
  home: ['인테리어', '홈스타그램', '집꾸미기', '온라인집들이'],
  candles: ['캔들', '캔들스타그램', '향초', '홈스타그램'],
  kitchen: ['주방용품', '집밥', '주방템', '요리스타그램'],
  fitness: ['운동', '헬스', '홈트', '오운완'],
  pets: ['반려동물', '멍스타그램', '냥스타그램', '댕댕이'],
  baby: ['육아', '육아템', '아기용품', '육아스타그램'],
  books: ['책스타그램', '독서', '북스타그램', '책추천'],
  services: ['자기계발', '배움', '성장'],
  general: ['일상', '데일리템', '선물추천'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['써보는중', '첫인상', '솔직한느낌'],
  unboxing: ['언박싱', '택배왔다', '개봉기'],
  lifestyle: ['일상기록', '데일리루틴', '슬로우라이프'],
  'studio-hero': ['제품디자인', '디자인', '미니멀'],
  'colour-hero': ['컬러포인트', '컬러감', '컬러블록'],
  'ugc-video': ['써보는중', '영상', '첫인상'],
  'product-video': ['제품영상', '디테일', '무드'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['일상', '최애템', '데일리템'],
  professional: ['품질', '디자인', '브랜드'],
  playful: ['기분전환', '나를위한선물', '소확행'],
  luxury: ['프리미엄', '취향저격', '나를위한시간'],
  urgent: ['오늘부터', '지금시작', '나를위한선물'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['인스타그램'],
  linkedin: ['비즈니스', '제품디자인'],
  pinterest: ['아이디어', '영감'],
};

// Storyboards: a shot for the videographer, on-screen text of a few words and a voiceover line
// read at about six syllables a second.

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) =>
          `팔을 뻗은 셀카 클로즈업, 렌즈를 바라보며 ${obj(s.name)} 화면으로 들어 올리고 빠르게 푸시인.`,
        onScreenText: () => '이거 꼭 보세요',
        voiceover: (s) => `잠깐만요, ${s.name} 얘기 좀 할게요.`,
      },
      {
        shot: () => '밝은 방에서 핸드헬드 셀카, 카메라 쪽으로 걸어오며 제품은 살짝 흐리게.',
        onScreenText: () => '솔직히 의외',
        voiceover: () => '이렇게까지 좋아하게 될 줄 몰랐어요.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => '웃는 얼굴 클로즈업에서 테이블 위 제품으로 빠른 휩 팬.',
        onScreenText: () => '드디어 써 봤어요',
        voiceover: (s) => `드디어 ${obj(s.name)} 써 봤어요.`,
      },
      {
        shot: () => '렌즈 가까이 다가와 검지를 세우는 셀카, 빠르게 푸시인.',
        onScreenText: () => '사기 전에 보세요',
        voiceover: () => '다른 거 사기 전에 이것부터 보세요.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => '소파에 털썩 앉아 카메라를 보며 한숨 쉬는 미디엄 숏, 약간 흔들리는 핸드헬드.',
        onScreenText: () => '이런 적 있죠?',
        voiceover: () => '말만 거창한 물건들에 지쳐 있었어요.',
      },
      {
        shot: () => '휴대폰으로 제품들을 넘겨 보는 어깨너머 숏, 별로 내키지 않는 표정.',
        onScreenText: () => '뭘 써도 그저 그랬죠',
        voiceover: () => '이것저것 써 봤는데 오래 가는 게 없었어요.',
      },
      {
        shot: () => '눈썹을 치켜올린 얼굴 클로즈업, 천천히 줌인.',
        onScreenText: () => '진짜 고민이었어요',
        voiceover: () => '솔직히 전에 쓰던 건 좀 아쉬웠어요.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `아래에서 ${obj(s.name)} 화면으로 들어 올리고, 얼굴에서 제품으로 초점 이동.`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `그러다 ${obj(s.name)} 만났어요.`,
      },
      {
        shot: (s) => `${obj(s.name)} 테이블에 올려놓는 손을 위에서 찍고 빠르게 줌인.`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `그래서 ${obj(s.name)} 제대로 써 봤죠.`,
      },
      {
        shot: () => '얼굴 옆에 제품을 들고 카메라를 향해 고개를 끄덕이며 스냅 줌.',
        onScreenText: () => '구세주 등장',
        voiceover: (s) => `이게 바로 ${s.name}, 요즘 제 최애예요.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () => '창가 자연광 아래 제품을 쓰는 손 클로즈업, 핸드헬드로 천천히 따라감.',
        onScreenText: () => '이렇게 써요',
        voiceover: () => '저는 매일 이렇게 써요. 정말 간단해요.',
      },
      {
        shot: () => '세 가지 각도에서 쓰는 모습을 빠르게 점프 컷.',
        onScreenText: () => '이게 끝',
        voiceover: () => '몇 초면 끝나고, 하루에 자연스럽게 녹아들어요.',
      },
      {
        shot: () => '실제 공간에서 제품을 쓰는 어깨너머 숏, 천천히 푸시인.',
        onScreenText: () => '잘 보세요',
        voiceover: () => '실제로 써 보면 어떤지 한번 보세요.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => '셀카 클로즈업, 웃으며 제품을 얼굴 옆에 들고 엄지척.',
        onScreenText: () => '좋았던 점',
        voiceover: () => '바로 느낀 건, 쓰기가 정말 편하다는 거예요.',
      },
      {
        shot: () => '사용 전후를 나란히 보여 주는 고정 숏, 두 장면을 빠르게 전환.',
        onScreenText: () => '직접 보세요',
        voiceover: () => '가까이서 보고 직접 판단해 보세요.',
      },
      {
        shot: () => '미디엄 숏, 손에 든 제품을 천천히 렌즈 쪽으로 돌림.',
        onScreenText: () => '필터 없이',
        voiceover: () => '필터도 대본도 없이, 이만큼 가까이.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => '셀카 구도, 제품을 든 채 아래 캡션을 가리킴.',
        onScreenText: () => '링크는 프로필에',
        voiceover: () => '궁금하면 프로필 링크에서 확인하세요.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => '테이블 가운데 제품을 손가락으로 톡 치고 정지 화면.',
        onScreenText: () => '오늘 써 보세요',
        voiceover: () => '고민 중이라면, 이게 바로 신호예요.',
      },
      {
        shot: () => '제품을 들고 카메라로 걸어오며 클로즈업까지 빠르게 푸시인.',
        onScreenText: () => '이제 당신 차례',
        voiceover: () => '이제 당신 차례예요. 써 보고 알려 주세요.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () => '부드러운 창가 빛, 리넨 위 제품으로 천천히 푸시인, 인물은 뒤에서 흐리게.',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${withIt(s.name)} 함께 나를 위한 시간을.`,
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
        shot: () => '그림자 속 제품 가장자리 익스트림 매크로, 빛이 스며들며 표면을 따라 천천히 슬라이드.',
        onScreenText: () => '더 가까이',
        voiceover: () => '조금 더 가까이 보세요. 그럴 만한 가치가 있어요.',
      },
      {
        shot: () => '어두운 배경 속 제품 실루엣, 림 라이트가 천천히 밝아짐.',
        onScreenText: () => '자세히 보면',
        voiceover: () => '좋은 이야기는 늘 작은 디테일 하나에서 시작돼요.',
      },
      {
        shot: () => '받침대 위 가려진 형태를 향한 로앵글 돌리, 부드러운 연무와 따뜻한 역광.',
        onScreenText: () => '준비됐나요?',
        voiceover: () => '자신 있게 보여 드리고 싶은 것이 있어요.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `배경지 중앙의 ${s.name}, 천천히 반 바퀴 도는 히어로 숏, 부드러운 그림자.`,
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}, 당신의 일상을 위해 만들었습니다.`,
      },
      {
        shot: () => '제품을 덮은 천이 한 번에 걷히고, 카메라가 중앙 히어로 프레임으로 다가감.',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}, 첫눈에 마음을 사로잡는 디자인.`,
      },
      {
        shot: () => '턴테이블 위로 제품이 떠오르고 조명이 켜짐, 고정 카메라.',
        onScreenText: (s) => s.name,
        voiceover: (s) => `이것이 ${s.name}, 이제 무대에 오를 시간이에요.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => '질감과 마감의 매크로 클로즈업, 제품을 따라 천천히 초점 이동.',
        onScreenText: () => '디테일 속에',
        voiceover: () => '표면도 마감도, 모든 디테일을 세심하게 고민했어요.',
      },
      {
        shot: () => '위에서 천천히 패닝, 선명한 측광이 표면을 스침.',
        onScreenText: () => '정성을 담아',
        voiceover: () => '가까이 보면 구석구석 담긴 정성이 보여요.',
      },
      {
        shot: () => '다른 각도의 매크로 두 컷을 빠르게 연결, 얕은 심도.',
        onScreenText: () => '안팎으로 섬세하게',
        voiceover: () => '안과 밖, 작은 부분까지 생각한 디자인이에요.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => '밝은 일상 공간에서 제품을 쓰는 모습, 자연광 속 핸드헬드 팔로우.',
        onScreenText: () => '매일을 위해',
        voiceover: () => '일상에 자연스럽게 녹아들어 작은 순간을 더 좋게 만들어요.',
      },
      {
        shot: () => '햇살 드는 테이블 위 제품으로 손이 뻗는 라이프스타일 숏, 부드러운 슬로 모션.',
        onScreenText: () => '간단하게, 편안하게',
        voiceover: () => '쓰기 쉽고, 좋아하기 쉽고, 늘 곁에 있어요.',
      },
      {
        shot: () => '세 가지 일상 장면 속 제품을 분할 화면으로, 리듬감 있는 컷.',
        onScreenText: () => '어떤 하루에도',
        voiceover: () => '바쁜 아침에도 조용한 저녁에도, 언제나 곁에.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => '브랜드 컬러를 배경으로 중앙 제품에 천천히 푸시인하는 마지막 컷, 위쪽에 타이틀 여백.',
        onScreenText: () => '링크에서 더 보기',
        voiceover: (s) => `${s.name}, 링크에서 더 알아보세요.`,
      },
      {
        shot: () => '받침대 위 제품, 빛이 가라앉으며 카메라가 와이드로 빠짐.',
        onScreenText: () => '오늘부터 시작',
        voiceover: (s) => `오늘 ${withIt(s.name)} 함께 차이를 느껴 보세요.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () => '고정 히어로 숏, 턴테이블 위에서 천천히 도는 제품, 위쪽에 엔드 카드 여백.',
        onScreenText: () => '탭해서 보기',
        voiceover: () => '링크를 탭하고 직접 만나 보세요.',
      },
      {
        shot: () => '부드러운 키 라이트 하나 아래 제품에서 천천히 돌리 아웃, 깊은 그림자, 위쪽 여백.',
        onScreenText: (s) => s.name,
        voiceover: (s) => `${s.name}, 차이를 아는 분들을 위해.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: '후기가 띄워진 휴대폰 옆 제품 클로즈업, 크리에이터가 카메라를 보며 고개를 끄덕임.',
    onScreenText: '실제 후기',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer}님의 후기` : '고객 후기'}: “${quote}.”`,
    rating: (stars) => `별점 5점 만점에 ${stars}점.`,
  },
  tease: {
    shot: '그림자 속 제품 가장자리 익스트림 매크로, 빛이 스며들며 표면을 따라 천천히 슬라이드.',
    onScreenText: '새로 나왔어요',
    voiceover: '새로 나왔어요. 기다린 보람이 있을 거예요.',
  },
  cta: {
    shot: '중앙에 제품을 둔 마지막 컷, 위쪽에 혜택 문구를 깔끔하게.',
    voiceover: (offer) => `${offer}. 링크를 탭해 확인하세요.`,
  },
};

/** Words naming each category, found anywhere in a Korean subject (never a lone common syllable). */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  haircare: ['샴푸', '컨디셔너', '트리트먼트', '헤어오일', '헤어 오일', '헤어팩', '헤어케어', '두피'],
  skincare: [
    '세럼',
    '토너',
    '로션',
    '수분크림',
    '선크림',
    '아이크림',
    '스킨케어',
    '클렌저',
    '클렌징',
    '에센스',
    '앰플',
    '마스크팩',
  ],
  makeup: [
    '립스틱',
    '마스카라',
    '파운데이션',
    '아이라이너',
    '블러셔',
    '컨실러',
    '메이크업',
    '틴트',
    '아이섀도',
    '쿠션팩트',
  ],
  candles: ['캔들', '향초', '디퓨저'],
  fragrance: ['향수', '퍼퓸', '오드퍼퓸', '오드뚜왈렛', '코롱'],
  tea: ['녹차', '홍차', '말차', '보이차', '우롱차', '허브티', '티백', '잎차'],
  coffee: ['커피', '원두', '에스프레소', '콜드브루', '드립백'],
  fitness: ['요가', '덤벨', '프로틴', '단백질', '케틀벨', '홈트'],
  kitchen: ['프라이팬', '식칼', '주방칼', '전기포트', '주전자', '머그컵', '블렌더', '냄비', '도마', '텀블러'],
  food: ['그래놀라', '올리브유', '올리브 오일', '벌꿀', '소스', '파스타', '시리얼', '식빵', '김치', '오트밀'],
  snacks: ['과자', '칩스', '쿠키', '초콜릿', '스낵', '간식', '젤리', '견과'],
  drinks: ['주스', '탄산수', '음료', '콤부차', '레모네이드', '생수', '에이드'],
  spirits: ['위스키', '보드카', '데킬라', '와인', '맥주', '소주', '막걸리', '전통주'],
  footwear: ['스니커즈', '운동화', '신발', '부츠', '샌들', '구두', '러닝화', '로퍼'],
  apparel: ['셔츠', '후드티', '후디', '재킷', '자켓', '원피스', '청바지', '니트', '스웨터', '코트', '맨투맨'],
  accessories: ['가방', '지갑', '백팩', '선글라스', '벨트', '모자', '토트백', '에코백'],
  jewellery: ['반지', '목걸이', '팔찌', '귀걸이', '주얼리', '이어링'],
  audio: ['스피커', '헤드폰', '이어폰', '사운드바', '헤드셋'],
  tech: [
    '스마트폰',
    '휴대폰',
    '충전기',
    '노트북',
    '키보드',
    '마우스',
    '스마트워치',
    '카메라',
    '태블릿',
    '보조배터리',
  ],
  home: ['화병', '꽃병', '조명', '램프', '쿠션', '담요', '러그', '인테리어'],
  pets: ['강아지', '고양이', '반려견', '반려묘', '반려동물', '사료', '목줄', '펫푸드'],
  baby: ['유아', '기저귀', '유모차', '베이비', '젖병', '신생아'],
  books: ['도서', '소설', '요리책', '다이어리', '그림책', '에세이'],
  services: ['강의', '클래스', '구독', '상담', '서비스', '레슨', '컨설팅'],
};

export const KOREAN: LanguagePack = {
  language: 'ko',
  looksPlural: () => false,
  finish: (text) => text,
  hooks: HOOKS,
  styleHooks: STYLE_HOOKS,
  benefits: BENEFITS,
  toneBodies: TONE_BODIES,
  styleBodies: STYLE_BODIES,
  ctas: CTAS,
  platformCtas: PLATFORM_CTAS,
  claims: {
    newHooks: [
      (s) => `신제품, ${s.name}.`,
      (s) => `${subj(s.name)} 새로 나왔어요.`,
      (s) => `기다리셨죠? ${s.name} 출시 소식이에요.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent'
        ? `${claimText(offer)}, 이번 기회 놓치지 마세요.`
        : `지금 진행 중인 혜택: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `“${claimText(review)}.”${reviewer !== undefined ? ` — ${reviewer.trim()}님의 후기` : ' — 고객 후기'}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} 별점 5점 만점에 ${stars}점.`,
    limitedStock: (tone) =>
      tone === 'urgent' ? '재고가 한정되어 있어요. 서두르세요.' : '재고가 한정되어 있어요.',
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: ['의', '와', '과', '및', '신제품', '신상'],
  weakWords: ['세트', '미니', '슈퍼', '울트라', '에디션'],
  plainWords: [
    ...['골든', '레드', '블루', '블랙', '화이트', '핑크', '그린', '옐로', '그레이', '베이지', '금색'],
  ],
  lowersSentenceCaseNames: false,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `반가워요, ${name}`,
      (name) => `${name}, 만나 보세요`,
      (name) => `눈길을 사로잡는 ${name}`,
    ],
    buttons: ['자세히 보기', '구경하기', '가까이 보기', '더 알아보기'],
    lifestyleCaptions: ['느긋한 아침', '매일의 작은 루틴', '일요일 리셋', '이번 주 테이블'],
    selfieNotes: [
      (name) => `${name} 써 보는 중`,
      (name) => `${name} 첫인상`,
      (name) => `이번 주는 ${name}`,
      (name) => `${name} 첫날`,
    ],
    unboxingStickers: ['도착!', '언박싱 타임', '드디어 왔다!'],
    eyebrows: { hero: '주목', everyday: '데일리', selfie: '써 보는 중', unboxing: '언박싱' },
    newBadge: '신제품',
  },
};
