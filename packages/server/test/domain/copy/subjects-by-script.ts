/** Subjects as marketers write them in their customers' languages. */
export const SUBJECTS_BY_SCRIPT = {
  japanese: 'ビタミンCグロウセラム 30ml',
  chineseSimplified: '维生素C精华液',
  chineseTraditional: '維他命C精華液 30毫升',
  korean: '비타민C 글로우 세럼 30ml',
  arabic: 'سيروم فيتامين سي للبشرة',
  hebrew: 'סרום ויטמין סי לעור',
  hindi: 'विटामिन सी ग्लो सीरम',
  thai: 'เซรั่มวิตามินซีบำรุงผิว',
  greek: 'Ορός βιταμίνης C για λάμψη',
  russian: 'Сыворотка с витамином C',
  vietnamese: 'Kem dưỡng da vitamin C',
  polish: 'Serum z witaminą C, 30 ml',
  turkish: 'İpek yastık kılıfı',
  emoji: 'Crème brûlée kit 🔥👨‍👩‍👧 1️⃣ 🇯🇵',
} as const;

/** Long subjects, which a caption on X or Bluesky has to shorten. */
export const LONG_SUBJECTS_BY_SCRIPT = {
  japanese:
    '日本製の抹茶セットは毎日の暮らしに寄り添う本格的な茶筅と茶碗の組み合わせで、初めての方にも安心してお使いいただけます。'.repeat(
      3,
    ),
  chinese: '这款维生素C精华液能够提亮肤色改善暗沉并且温和不刺激适合各种肤质日常使用'.repeat(5),
  korean: '비타민C 글로우 세럼은 피부를 환하게 가꾸어 주는 데일리 에센스입니다 '.repeat(6).trim(),
  arabic: 'سيروم فيتامين سي للبشرة الباهتة والمتعبة مع حمض الهيالورونيك '.repeat(6).trim(),
  hindi: 'विटामिन सी ग्लो सीरम जो आपकी त्वचा को चमकदार बनाता है '.repeat(6).trim(),
  thai: 'เซรั่มวิตามินซีบำรุงผิวให้กระจ่างใสและชุ่มชื่นตลอดวันเหมาะสำหรับทุกสภาพผิว'.repeat(4),
  latinAndJapanese: `Matcha ${'日本製の抹茶セットは本格的な茶筅と茶碗の組み合わせです'.repeat(5)}`,
  emoji: `Party kit ${'👨‍👩‍👧‍👦🏳️‍🌈🇯🇵👍🏽'.repeat(15)}`,
} as const;
