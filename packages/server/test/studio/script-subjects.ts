/**
 * A subject in each script family the studio draws, as a marketer would write it: what the
 * quality gates, the pixel references, the gallery and the bench render.
 */
export const SCRIPT_SUBJECTS = {
  'Latin with diacritics': 'Crème brûlée lip balm, Żółta édition',
  Vietnamese: 'Kem dưỡng ẩm Việt Nam',
  Greek: 'Ορός βιταμίνης C λάμψης',
  Cyrillic: 'Сыворотка с витамином C',
  'Chinese (simplified)': '维生素C焕亮精华液',
  'Chinese (traditional)': '維他命C煥亮精華液',
  Japanese: 'ビタミンCグロウセラム 30ml',
  Korean: '비타민 C 글로우 세럼',
  Arabic: 'سيروم فيتامين سي المضيء',
  Hebrew: 'סרום ויטמין C זוהר',
  Devanagari: 'विटामिन सी ग्लो सीरम',
  Thai: 'เซรั่มวิตามินซีผิวใส',
  Emoji: 'Glow serum 🌿✨ for 👩🏽‍🔬 and 🇯🇵',
} as const;

export type ScriptFamily = keyof typeof SCRIPT_SUBJECTS;

/** A family's name as a file name: "Chinese (simplified)" → "chinese-simplified". */
export const slugOf = (family: string) =>
  family
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');
