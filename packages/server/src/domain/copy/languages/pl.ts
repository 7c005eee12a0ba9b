/**
 * Polish: every word the service writes for readers in Poland, for review in one place. Brands
 * there say "ty" to their followers ("Sprawdź", "Daj znać"). A product's name would change its
 * ending in every case but the nominative ("kawa", "kawę", "kawy") and carries a gender the
 * templates cannot know, so the name always stands in the nominative — after a colon or a dash, in a
 * list, or as a sentence's subject with a present-tense verb in the right number (`s.verb`: "jest"/
 * "są", "pasuje"/"pasują") — and no adjective, past-tense verb or pronoun agrees with it. The
 * speaker's own past tense would show their gender ("testowałam"), so the speaker talks in the
 * present. Copy makes no claim a template cannot know and none the caller did not vouch for (no
 * rating, review, "nowość", offer, scarcity or popularity: those are in `claims`).
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

/** Words that end the head of a Polish noun phrase ("Buty do biegania" → "Buty"). */
const PHRASE_BREAKS = new Set([
  'do',
  'z',
  'ze',
  'dla',
  'na',
  'w',
  'we',
  'o',
  'od',
  'bez',
  'i',
  'oraz',
  'lub',
  'po',
  'przy',
  'za',
  'pod',
  'nad',
]);

/** Product nouns that are plural in the nominative (many only exist in the plural: "perfumy", "spodnie"). */
const PLURAL_NOUNS = new Set([
  'buty',
  'słuchawki',
  'przysmaki',
  'kolczyki',
  'okulary',
  'chipsy',
  'płatki',
  'skarpetki',
  'skarpety',
  'trampki',
  'klapki',
  'sandały',
  'kapcie',
  'spodnie',
  'dżinsy',
  'jeansy',
  'legginsy',
  'szorty',
  'rękawiczki',
  'ciastka',
  'ciasteczka',
  'herbatniki',
  'orzechy',
  'ziarna',
  'kapsułki',
  'witaminy',
  'perfumy',
  'nożyczki',
  'sztućce',
  'garnki',
  'noże',
  'świece',
  'świeczki',
  'kubki',
  'talerze',
  'książki',
  'pieluchy',
  'pieluszki',
  'zabawki',
  'chusteczki',
  'sneakersy',
  'adidasy',
  'kozaki',
  'kosmetyki',
  'cukierki',
  'żelki',
  'krakersy',
  'paluszki',
  'batoniki',
  'głośniki',
  'kable',
  'ładowarki',
  'hantle',
  'rajstopy',
  'pędzle',
  'lody',
  'frytki',
  'owoce',
  'warzywa',
  'nasiona',
]);

/** Adjectives in "-ki" that are singular ("Lekki krem", "Słodki miód"). */
const SINGULAR_ADJECTIVES_IN_KI = new Set([
  'lekki',
  'miękki',
  'wysoki',
  'niski',
  'gładki',
  'słodki',
  'gorzki',
  'krótki',
  'szeroki',
  'głęboki',
  'bliski',
  'ciężki',
  'płaski',
  'rzadki',
  'giętki',
  'brzydki',
]);

/**
 * Whether a Polish product name is plural ("Słuchawki bezprzewodowe", "Bezprzewodowe słuchawki",
 * "Buty do biegania", "Przysmaki dla psa"): a word of the phrase before its first preposition is a
 * known plural noun, or a noun in "-ki" (not an adjective such as "polski", "lekki"). Conservative:
 * adjectives in "-e" are left alone, since "nawilżające" is singular in "Serum nawilżające".
 */
export function looksPluralPolish(name: string): boolean {
  const words = name.split(' ').filter(Boolean);
  const breakAt = words.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w.toLowerCase()));
  const phrase = (breakAt > 0 ? words.slice(0, breakAt) : words).map((w) =>
    w.replace(/[^\p{L}]+$/u, '').toLowerCase(),
  );
  return phrase.some(
    (word) =>
      PLURAL_NOUNS.has(word) ||
      (word.length >= 6 &&
        word.endsWith('ki') &&
        !/(ski|cki|dzki)$/u.test(word) &&
        !SINGULAR_ADJECTIVES_IN_KI.has(word)),
  );
}

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name} i ja: to się dobrze zapowiada.`,
    (s) => `Pogadajmy chwilę o tym: ${s.name}.`,
    (s) => `Mała rzecz, wielka różnica: ${s.name}.`,
    (s) => `Szczerze? Zaskoczenie na plus: ${s.name}.`,
    (s) => `Mój codzienny wybór? ${s.Name}.`,
    (s) => `Przychodzę z czymś dobrym: ${s.name}.`,
    (s) => `Szybka notatka: ${s.name}.`,
    (s) => `${s.Name}: to, co w tym lubię, bez owijania w bawełnę.`,
    (s) => `${s.Name} ${s.verb('trafia', 'trafiają')} na moją listę ulubieńców.`,
    (s) => `Pokażę ci coś: ${s.name}.`,
    (s) => `Znalezisko dnia: ${s.name}.`,
    (s) => `Coś dobrego na ten tydzień: ${s.name}.`,
    (s) => `Zobacz, co jest w mojej codziennej rutynie: ${s.name}.`,
    (s) => `Obiecane, więc z bliska: ${s.name}.`,
  ],
  professional: [
    (s) => `${s.Name}: konkret od pierwszego dnia.`,
    (s) => `Poznaj bliżej: ${s.name}. Przemyślany projekt, realna wartość.`,
    (s) => `Jakość, którą widać: ${s.name}.`,
    (s) => `Projekt z celem: ${s.name}.`,
    (s) => `Z bliska: ${s.name}.`,
    (s) => `${s.Name}: co robi różnicę? Sprawdzamy.`,
    (s) => `Mniej szumu, więcej treści: ${s.name}.`,
    (s) => `Skupienie na tym, co ważne: ${s.name}.`,
    (s) => `Za kulisami detali: ${s.name}.`,
    (s) => `Zajrzyjmy do środka: ${s.name}.`,
    (s) => `Jakość bez komplikacji: ${s.name}.`,
  ],
  playful: [
    (s) => `Zwrot akcji: ${s.name} ${s.verb('kradnie', 'kradną')} show.`,
    (s) => `Uwaga: ${s.name} ${s.verb('może', 'mogą')} wywołać ekstremalne szczęście.`,
    (s) => `POV: ${s.name} ${s.verb('ląduje', 'lądują')} w twoim koszyku.`,
    (s) => `${s.Name} z energią głównej bohaterki, i to nam się podoba.`,
    (s) => `To twój znak, żeby sprawdzić: ${s.name}.`,
    (s) => `Tryb obsesji: włączony. ${s.Name}.`,
    (s) => `Tylko ja tak mam, czy ${s.name} ${s.verb('ma', 'mają')} w sobie coś kultowego?`,
    (s) => `Konfetti w górę: ${s.name} ${s.verb('jest', 'są')} tutaj.`,
    (s) => `Bez dramatu, ale ${s.name} ${s.verb('ma', 'mają')} mnóstwo uroku.`,
    (s) => `Obecna obsesja: ${s.name}.`,
    (s) => `Kolejna rzecz na liście tego, co mnie cieszy: ${s.name}.`,
    (s) => `Czas na taniec radości: ${s.name} ${s.verb('jest', 'są')} już tutaj.`,
  ],
  luxury: [
    (s) => `${s.Name}. Wyjątkowość bez krzyku.`,
    (s) => `Dla tych, którzy dostrzegają detale: ${s.name}.`,
    (s) => `Wyrafinowanie w prostocie: ${s.name}.`,
    (s) => `Niektóre rzeczy zasługują na uważność. ${s.Name} ${s.verb('należy', 'należą')} do nich.`,
    (s) => `Elegancja bez wysiłku: ${s.name}.`,
    (s) => `Sztuka umiaru, doprowadzona do perfekcji: ${s.name}.`,
    (s) => `Codzienność na wyższym poziomie: ${s.name}.`,
    (s) => `Subtelnie. Z namysłem. ${s.Name}.`,
    (s) => `${s.Name}: każdy detal przemyślany.`,
    (s) => `Dla wymagających: ${s.name}.`,
    (s) => `Luksus małych rzeczy: ${s.name}.`,
  ],
  urgent: [
    (s) => `Dziś jest dzień, żeby sprawdzić: ${s.name}.`,
    (s) => `Przestań scrollować: ${s.name} ${s.verb('zasługuje', 'zasługują')} na uwagę.`,
    (s) => `Kiedy tylko zechcesz: ${s.name}.`,
    (s) => `To jest ten moment: ${s.name}.`,
    (s) => `Czekasz na znak, żeby spróbować? Oto on: ${s.name}.`,
    (s) => `Twój znak na dziś: ${s.name}.`,
    (s) => `Od dziś w twojej codzienności: ${s.name}.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `${s.Name} — w tym tygodniu testuję.` },
    { line: (s) => `Pierwsze wrażenia: ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Spokojnie i uważnie, z bliska: ${s.name}.`, tones: POLISHED },
    {
      line: (s) => `Bez filtra, mój pierwszy tydzień: ${s.name}.`,
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  unboxing: [
    { line: (s) => `Rozpakowuję razem z wami: ${s.name}.` },
    { line: (s) => `Dotarło do mnie: ${s.name}.` },
    { line: (s) => `Dzień kuriera! ${s.Name} ${s.verb('jest', 'są')} już u mnie.`, tones: WARM },
    { line: (s) => `Zobacz, co przyniósł kurier: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Pierwszy rzut oka do pudełka: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `Powoli rozpakowuję: ${s.name}.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Mały codzienny rytuał: ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Spokojne poranki, dobre światło i ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, dokładnie na swoim miejscu.` },
    {
      line: (s) => `Tak ${s.name} ${s.verb('wpisuje', 'wpisują')} się w mój dzień.`,
      tones: ['casual', 'professional'],
    },
    { line: (s) => `Zwykłe życie, trochę lepsze: ${s.name}.` },
    { line: (s) => `Światło z okna, spokojny stół i ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name} w centrum uwagi.` },
    { line: (s) => `Każdy kąt, każdy detal: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Czyste linie. Pełne skupienie. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Reflektory w górę: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Projekt, który ma być widoczny: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Prosto ze studia: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Odwaga z natury: ${s.name}.` },
    { line: (s) => `${s.Name} w pełnym kolorze.` },
    { line: (s) => `Bloki koloru i dużo charakteru: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Więcej koloru w feedzie: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Mocny akcent: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Nie da się tego przewinąć: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Poczekaj na moment odsłonięcia: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Daj mi 20 sekund, opowiem ci wszystko: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Problem i rozwiązanie: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Test w prawdziwym życiu, przed kamerą: ${s.name}.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name} w ruchu.` },
    { line: (s) => `Zobacz, jak ${s.name} ${s.verb('ożywa', 'ożywają')}.` },
    { line: (s) => `${s.Name}: każdy detal w jednym krótkim filmie.`, tones: POLISHED },
    { line: (s) => `Włącz dźwięk: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Klatka po klatce: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Mrugniesz i przegapisz: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    () => 'Teraz sięgam po to bez zastanowienia.',
    () => 'Prosta sprawa: wygodnie i miło mieć pod ręką.',
    (s) => `Bez kombinowania, bez skomplikowanych kroków, po prostu ${s.verb('działa', 'działają')}.`,
    (s) => `${s.verb('Pasuje', 'Pasują')} do zwykłego, zabieganego dnia.`,
    () => 'Okazuje się, że małe ulepszenia naprawdę robią różnicę.',
    () => 'Nawet nie wiesz, że tego potrzebujesz, dopóki nie spróbujesz.',
    () => 'Takie małe ulepszenie, które czujesz każdego dnia.',
    () => 'Łatwo polubić, łatwo używać dalej, a do tego cieszy oko.',
    () => 'Dobre rzeczy nie muszą być skomplikowane.',
    () => 'Cała magia tkwi w małych detalach.',
    () => 'Łatwo zacząć, jeszcze łatwiej się przekonać.',
    () => 'Jedno z tych znalezisk, o których opowiadasz wszystkim.',
    () => 'Do prawdziwego życia, nie tylko do zdjęcia.',
    () => 'Nic skomplikowanego, po prostu dobra rzecz.',
    () => 'Mała radość w zwykły dzień, naprawdę.',
    () => 'Do używania, a nie do odkładania na specjalną okazję.',
    () => 'Praktyczność i urok w jednym.',
    () => 'Coś, co po cichu sprawia, że dzień jest lepszy.',
    (s) => `Wystarczy raz spróbować, a ${s.verb('zostaje', 'zostają')} w rutynie na dłużej.`,
    () => 'Dobry design czuć w codziennym użyciu.',
    (s) => `${s.verb('Wymaga', 'Wymagają')} niewiele, a ${s.verb('daje', 'dają')} dużo.`,
  ],
  professional: [
    () => 'Przemyślany projekt, staranne wykonanie i skupienie na tym, czego ludzie naprawdę potrzebują.',
    () => 'Każdy detal jest przemyślany, a ty skupiasz się na tym, co ważne.',
    () => 'Stała jakość, na której można polegać dzień po dniu.',
    () => 'Dla osób, które cenią jakość i nie mają czasu na kompromisy.',
    () => 'Niezawodność i staranność, zawsze gdy tego potrzebujesz.',
    () => 'Mądry wybór dla każdego, kto oczekuje więcej od rzeczy, których używa.',
    () => 'Jasne korzyści, zero sztuczek.',
    () => 'Wykonanie według jasnych standardów, z myślą o długim użytkowaniu.',
    () => 'Rozwiązanie pomyślane do prawdziwego użytku, nie do witryny.',
    () => 'Stała wydajność, bez pustych obietnic.',
  ],
  playful: [
    () => 'Skutek uboczny: polecanie tego zupełnie obcym ludziom.',
    () => 'Twoje przyszłe ja już mówi dziękuję.',
    () => 'Czuć vibe ulepszenia i jesteśmy na tak.',
    () => 'Zastrzyk serotoniny? Jest.',
    () => "Zero żalu, maksimum dobrych vibe'ów.",
    () => 'Dużo uroku, trochę sprytu i odrobina uzależnienia.',
    () => 'Energia głównej bohaterki w wersji produktu.',
    () => 'Z pieczątką komisji do spraw radości.',
    () => 'Poziom uroku: wysoki. Poziom przydatności: też.',
  ],
  luxury: [
    () => 'Każdy detal przemyślany, każde wykończenie celowe.',
    () => 'Na chwile, które zasługują na odrobinę więcej.',
    () => 'Cicha pewność siebie, bez niczego zbędnego.',
    () => 'Przyjemność, do której chce się wracać.',
    () => 'Bo codzienność zasługuje na coś niezwykłego.',
    () => 'Ponadczasowa klasa, która jest tylko twoja.',
    () => 'Rzemiosło, które czuć od pierwszej chwili.',
    () => 'Cicha niezwykłość, pod każdym względem.',
    () => 'Piękno w detalach, których prawie nikt nie widzi.',
    () => 'Cicha przyjemność, dzień po dniu.',
  ],
  urgent: [
    () => 'Najlepszy moment, żeby spróbować, jest teraz.',
    () => 'To twój moment, więc nie odkładaj go na później.',
    () => 'Więcej energii, mniej wymówek.',
    () => 'Wszystko gotowe, wystarczy zacząć.',
    () => 'Nie ma powodu, żeby dłużej zwlekać.',
    () => 'Zacznij dziś i poczuj różnicę w swoim dniu.',
    () => 'Czas jest teraz: do dzieła.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    {
      line: (s) =>
        `Co podoba mi się najbardziej? Po prostu ${s.verb('działa', 'działają')}, za każdym razem.`,
    },
    { line: () => 'Będę tu relacjonować, jak mija tydzień testów.' },
    { line: () => 'Bez scenariusza: tylko ja, kamera i tydzień prawdziwego używania.' },
    { line: () => 'Pierwsze wrażenia się liczą, a ja dzielę się wszystkimi tutaj.' },
    { line: () => 'Testuję w codziennym życiu, takim, jakie jest.' },
  ],
  unboxing: [
    { line: () => 'Otwieranie paczki to małe wydarzenie.', tones: WARM },
    { line: () => 'Piękne opakowanie, a na żywo jeszcze lepiej.' },
    {
      line: () => 'Wszystko, czego potrzebujesz, jest w pudełku.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => 'Pierwsze spojrzenie po wyjęciu z pudełka? Warto było czekać.' },
    { line: () => 'Rozpakowywanie jest jak otwieranie prezentu.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: (s) =>
        `${s.verb('Wpisuje', 'Wpisują')} się naturalnie w codzienność, od spokojnych poranków po zabiegane popołudnia.`,
    },
    { line: () => 'Dobre światło, czysty stół i proste rzeczy zrobione dobrze.' },
    { line: () => 'Do trzymania na wierzchu, a nie do chowania w szufladzie.' },
    { line: () => 'To małe rytuały sprawiają, że dzień jest twój.', tones: [...WARM, 'luxury'] },
    { line: () => 'Do prawdziwych domów i prawdziwych rutyn.', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => 'Czysta forma i prostota, która broni się sama.' },
    { line: () => 'Każda krzywizna i każde wykończenie są tu po to, by je zauważyć.', tones: POLISHED },
    { line: () => 'Przyjrzyj się: detale opowiadają całą historię.' },
    { line: () => 'Czysta forma, zero rozpraszaczy.' },
    { line: () => 'Projekt z intencją, aż do ostatniego detalu.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Mocny kolor, jeszcze mocniejszy charakter.', tones: [...WARM, 'urgent'] },
    { line: () => 'Żeby wyróżniać się w każdym feedzie, i w prawdziwym życiu.' },
    { line: () => 'Odrobina koloru, przy której wszystko wokół wygląda lepiej.' },
    { line: () => 'Pewność siebie, energia i coś, czego nie da się zignorować.' },
  ],
  'ugc-video': [
    { line: (s) => `Obejrzyj cały film, żeby zobaczyć w akcji: ${s.name}.` },
    {
      line: () => 'Bez filtrów, bez scenariusza, tylko pierwsza próba przed kamerą.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'Zobacz w prawdziwym użyciu, od początku do końca.' },
    { line: () => 'Zostań do końca, bo to najlepsza część.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Krótki film o detalach, które robią różnicę.' },
    { line: () => 'Każdy kąt i każde wykończenie, w ruchu.' },
    { line: () => 'Włącz odtwarzanie i zobacz całość.', tones: [...WARM, 'urgent'] },
    { line: () => 'Zdjęcia z bliska: widać, co robi różnicę.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Jak myślisz, warto spróbować? Daj znać niżej.' },
    { line: () => 'Link w bio, jeśli chcesz spróbować.', platforms: BIO_LINK },
    { line: () => 'Zapisz ten post na później.', platforms: SAVING },
    { line: () => 'Oznacz kogoś, kto musi to zobaczyć.', platforms: TAGGING },
    { line: () => 'Spróbuj i daj znać, jak wrażenia.' },
    { line: () => 'Warto spróbować. Serio.' },
    { line: () => 'Wyślij to komuś, kto to pokocha.' },
    { line: () => 'Pytania? Pisz w komentarzach.' },
    { line: (s) => `${s.Name}: znasz już? Napisz.` },
    { line: () => 'Ciekawość wygrywa? Zajrzyj.' },
    { line: () => 'Obserwuj nas, po więcej takich znalezisk.' },
    { line: () => 'Czy to pasuje do twojej rutyny?' },
    { line: () => 'Więcej szczegółów na naszej stronie.' },
    {
      line: () => 'Zapisz na następną listę zakupów.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Zostaw pytania poniżej.' },
    { line: () => 'Napisz, do czego tego użyjesz.' },
    { line: () => 'Udostępnij komuś, komu się spodoba.' },
    { line: () => 'Link znajdziesz na naszym profilu.' },
  ],
  professional: [
    { line: () => 'Więcej informacji pod linkiem w bio.', platforms: BIO_LINK },
    { line: () => 'Dowiedz się więcej już dziś.' },
    { line: () => 'Skontaktuj się z nami, aby dowiedzieć się więcej.' },
    {
      line: () => 'Podziel się swoim zdaniem w komentarzach.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'Co chcesz zobaczyć w następnej kolejności? Daj nam znać.' },
    { line: (s) => `Zobacz więcej: ${s.name}.` },
    { line: () => 'Obserwuj profil, żeby być na bieżąco.' },
    { line: () => 'Wszystkie szczegóły znajdziesz na naszej stronie.' },
    { line: () => 'Pytania? Nasz zespół chętnie pomoże.' },
  ],
  playful: [
    { line: () => 'Podwójne tapnięcie, jeśli też masz obsesję.', platforms: ['instagram'] },
    { line: () => 'No dalej, zrób sobie przyjemność.' },
    { line: () => 'Oznacz kogoś, komu tego brakuje w życiu.', platforms: TAGGING },
    { line: () => 'Zostaw 🔥, jeśli chcesz spróbować.' },
    { line: () => 'Do koszyka, podziękujesz później.' },
    { line: () => 'Wiesz, że chcesz.' },
    { line: () => 'Przypnij teraz, podziękujesz sobie później.', platforms: ['pinterest'] },
    { line: () => 'Twój ruch.' },
    { line: () => 'No dalej, zerknij.' },
  ],
  luxury: [
    { line: (s) => `Odkryj: ${s.name}.` },
    { line: () => 'Do odkrycia pod linkiem w bio.', platforms: BIO_LINK },
    { line: (s) => `Niech ${s.name} ${s.verb('stanie', 'staną')} się częścią twojego rytuału.` },
    { line: () => 'Sprawdź to osobiście.' },
    { line: () => 'Podaruj sobie coś wyjątkowego.' },
    { line: () => 'Pozwól sobie. Zasługujesz.' },
    { line: () => 'Zapisz na kolejną chwilę przyjemności.', platforms: ['pinterest', 'instagram'] },
    { line: () => 'Odkryj więcej na naszej stronie.' },
  ],
  urgent: [
    { line: () => 'Sprawdź już dziś.' },
    { line: () => 'Nie czekaj. Zamów teraz.' },
    { line: () => 'Kliknij link w bio już teraz.', platforms: BIO_LINK },
    { line: () => 'Zamów teraz i podziękuj sobie później.' },
    { line: (s) => `Zacznij dziś: ${s.name}.` },
    { line: () => 'Start dziś.' },
    { line: () => 'Kliknij i przekonaj się na własne oczy.' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'Co o tym myślisz? Chętnie poznam twoją perspektywę w komentarzach.' },
    {
      line: () => 'Obserwuj, żeby być na bieżąco z naszymi produktami, i udostępnij to swojemu zespołowi.',
      tones: ['professional'],
    },
  ],
  pinterest: [
    { line: () => 'Zapisz ten Pin na później.' },
    { line: () => 'Przypnij do swojej następnej tablicy pomysłów.' },
  ],
  x: [{ line: () => 'Odpisz, co o tym sądzisz.' }],
  bluesky: [{ line: () => 'Przemyślenia? Odpisz niżej.' }],
  threads: [{ line: () => 'Napisz w odpowiedziach.' }],
};

/** What each kind of product does for people; no numbers, ingredients or results a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Spokojny, prosty krok w porannej i wieczornej pielęgnacji.',
    (s) => `${s.verb('Łączy', 'Łączą')} się łatwo z resztą twojej pielęgnacji.`,
    () => 'Pielęgnacja, której używa się z przyjemnością, więc naprawdę jej używasz.',
    () => 'Dwie minuty dla skóry, rano i wieczorem.',
  ],
  haircare: [
    () => 'Dzień mycia włosów, trochę łatwiejszy.',
    () => 'Dla włosów, które znów czujesz jako swoje.',
    (s) => `${s.verb('Pasuje', 'Pasują')} do każdej rutyny mycia, krótkiej i długiej.`,
    () => 'Dobry dzień dla włosów zaczyna się pod prysznicem.',
  ],
  makeup: [
    (s) =>
      `${s.verb('Wtapia', 'Wtapiają')} się w kilka sekund i ${s.verb('towarzyszy', 'towarzyszą')} ci przez cały dzień.`,
    (s) => `${s.verb('Sprawdza', 'Sprawdzają')} się przy makijażu w pięć minut i przy wieczornym wyjściu.`,
    () => 'Na stałe w mojej kosmetyczce.',
  ],
  fragrance: [
    () => 'Zapach, który zostaje w sam raz.',
    () => 'Jedno psiknięcie i dzień jest trochę bardziej twój.',
    () => 'Delikatność rano, wciąż wyczuwalna wieczorem.',
  ],
  coffee: [
    () => 'Poranna kawa, potraktowana poważnie.',
    () => 'Parz tak, jak lubisz: przelew, espresso albo french press.',
    () => 'Pierwszy łyk to najlepsza część poranka.',
    () => 'Filiżanka, dla której warto zwolnić.',
  ],
  tea: [
    () => 'Zaparz, odetchnij, delektuj się.',
    () => 'Spokojna filiżanka w środku zabieganego dnia.',
    () => 'Na leniwe popołudnia i drugą filiżankę.',
  ],
  food: [
    () => 'Śniadanie z głowy.',
    () => 'Dobre jedzenie na zwykły wieczór w tygodniu.',
    () => 'Jedna z tych rzeczy w spiżarni, po które sięgasz codziennie.',
    () => 'Proste składniki, dobrze zrobione.',
    () => 'Na stół, przy którym siadasz z bliskimi.',
    () => 'Najpierw smak, reszta potem.',
  ],
  snacks: [
    () => 'Przerwa na przekąskę, na którą naprawdę czekasz.',
    () => 'Do szuflady w biurze, na wycieczkę i na popołudniowy spadek energii.',
    () => 'Najpierw chrupanie, pytania później.',
  ],
  drinks: [
    () => 'Orzeźwienie, kiedy tylko zechcesz.',
    () => 'Coś dobrego do picia o każdej porze dnia.',
    () => 'Nalej z lodem i złap oddech.',
  ],
  spirits: [
    () => 'Na długie wieczory i dobre towarzystwo.',
    () => 'Czysto, z lodem albo w ulubionym koktajlu.',
    () => 'Butelka do otwarcia z przyjaciółmi. Pij odpowiedzialnie.',
  ],
  footwear: [
    () => 'Komfort, który nadąża za twoim dniem, od pierwszego do ostatniego kroku.',
    () => 'Do chodzenia: dojazdy, weekend i wszystko pomiędzy.',
    () => 'Zawiąż sznurówki i w drogę.',
  ],
  apparel: [
    () => 'Łatwo się nosi, łatwo się łączy i chce się po to sięgać raz za razem.',
    () => 'Element, który pasuje do wszystkiego, co już masz w szafie.',
    () => 'Elegancko albo na luzie, ty wybierasz.',
  ],
  accessories: [
    () => 'Wykończenie, którego brakowało twojej codziennej stylizacji.',
    () => 'Mały detal, duża różnica w stylizacji.',
    (s) => `${s.verb('Idzie', 'Idą')} z tobą wszędzie.`,
  ],
  jewellery: [
    () => 'Odrobina blasku na co dzień.',
    () => 'Do noszenia, łączenia i kochania.',
    () => 'Jedna z tych rzeczy, których nie zdejmujesz.',
  ],
  tech: [
    () => 'Konfiguracja w kilka minut, a potem zapominasz, że to tam jest.',
    () => 'Technologia, która nie wchodzi w drogę.',
    () => 'Żeby codzienność szła trochę płynniej.',
  ],
  audio: [
    () => 'Włącz play i pozwól muzyce wypełnić pokój.',
    () => 'Czysty dźwięk do podcastów, playlist i wszystkiego pomiędzy.',
    () => 'Twoja ścieżka dźwiękowa, dokądkolwiek zaprowadzi cię dzień.',
    () => 'Podkręć głośność i usłysz różnicę.',
    () => 'Na długie sesje słuchania i krótkie dojazdy.',
    () => 'Dźwięk, który wypełnia ciche chwile.',
  ],
  home: [
    () => 'Mała zmiana, a cały pokój wygląda inaczej.',
    () => 'Do ulubionych zakątków domu.',
    () => 'Dom, tylko trochę przytulniejszy.',
  ],
  candles: [
    () => 'Zapal, przygaś światła i zwolnij.',
    () => 'Ciepły blask na spokojne wieczory.',
    () => 'Najprostszy sposób, żeby pokój poczuł się jak dom.',
  ],
  kitchen: [
    () => 'Do codziennego gotowania, od szybkiego śniadania po długi niedzielny obiad.',
    () => 'Narzędzie, po które sięgasz w pierwszej kolejności.',
    () => 'Gotowanie w domu, prościej.',
  ],
  fitness: [
    (s) => `${s.verb('Nadąża', 'Nadążają')} za twoim treningiem, powtórzenie po powtórzeniu.`,
    () => 'Twój trening, twoje tempo.',
    () => 'Na dni, kiedy pojawiasz się dla siebie.',
  ],
  pets: [
    () => 'Z myślą o twoim najlepszym przyjacielu.',
    () => 'Szczęśliwy pupil, szczęśliwy dom.',
    () => 'Bo one też zasługują na to, co dobre.',
  ],
  baby: [
    () => 'Dla maluchów i dorosłych, którzy się nimi opiekują.',
    () => 'Jedna rzecz mniej do myślenia w zabiegane dni z dzieckiem.',
    () => 'Delikatność, praktyczność i łatwe czyszczenie.',
  ],
  books: [
    () => 'Usiądź wygodnie: trudno się od tego oderwać.',
    () => 'Idealne towarzystwo na spokojny wieczór.',
    () => 'Lektura, na którą warto znaleźć czas.',
  ],
  services: [
    () => 'Wokół twoich celów, w twoim tempie.',
    () => 'Zajmujemy się szczegółami, a ty skupiasz się na tym, co ważne.',
    () => 'Jasne kroki, realne wsparcie.',
  ],
  general: [
    () => 'Na co dzień i na długo.',
    () => 'Prostota i praktyczność w jednym.',
    () => 'Staranność w każdym małym detalu.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['pielęgnacja', 'pielęgnacjatwarzy', 'skincare', 'zdrowaskóra'],
  haircare: ['pielęgnacjawłosów', 'włosy', 'zdrowewłosy', 'włosomaniaczka'],
  makeup: ['makijaż', 'makeup', 'uroda', 'makijażdzienny'],
  fragrance: ['perfumy', 'zapach', 'perfumoholik'],
  coffee: ['kawa', 'kawusia', 'porannakawa', 'kawosz'],
  tea: ['herbata', 'herbatka', 'czasnaherbatę'],
  food: ['śniadanie', 'jedzenie', 'przepisy', 'domowejedzenie'],
  snacks: ['przekąski', 'przekąska', 'zdroweprzekąski'],
  drinks: ['napoje', 'orzeźwienie', 'napój'],
  spirits: ['drinki', 'koktajle', 'pijodpowiedzialnie', 'nazdrowie'],
  footwear: ['buty', 'sneakersy', 'obuwie'],
  apparel: ['moda', 'ootd', 'stylizacja', 'szafa'],
  accessories: ['dodatki', 'styl', 'stylizacja'],
  jewellery: ['biżuteria', 'biżuterianacodzień', 'dodatki'],
  tech: ['technologia', 'gadżety', 'tech', 'setup'],
  audio: ['muzyka', 'audio', 'dźwięk', 'słuchawki'],
  home: ['wnętrza', 'dom', 'dekoracje', 'inspiracjewnętrz'],
  candles: ['świece', 'świecezapachowe', 'przytulnydom', 'hygge'],
  kitchen: ['kuchnia', 'gotowanie', 'gotowaniewdomu', 'przepisy'],
  fitness: ['fitness', 'trening', 'siłownia', 'zdrowystylżycia'],
  pets: ['zwierzaki', 'pies', 'kot', 'psiarz'],
  baby: ['dziecko', 'macierzyństwo', 'wyprawka', 'rodzicielstwo'],
  books: ['książki', 'bookstagrampl', 'czytanie', 'książkoholik'],
  services: ['biznes', 'rozwój', 'nauka'],
  general: ['design', 'pomysłnaprezent', 'codzienność'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'pierwszewrażenie', 'testuję'],
  unboxing: ['unboxing', 'paczka', 'rozpakowywanie'],
  lifestyle: ['codziennyrytuał', 'slowlife', 'dom'],
  'studio-hero': ['projektowanie', 'detale', 'minimalizm'],
  'colour-hero': ['kolor', 'kolorowo', 'colorblock'],
  'ugc-video': ['ugc', 'pierwszewrażenie', 'zobacz'],
  'product-video': ['filmproduktowy', 'zbliska', 'wruchu'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['codzienność', 'ulubione', 'musthave'],
  professional: ['innowacje', 'jakość', 'design'],
  playful: ['obsesja', 'przyjemność', 'dobrevibes'],
  luxury: ['luksus', 'ponadczasowe', 'elegancja'],
  urgent: ['zamówdziś', 'niezwlekaj', 'przyjemność'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['fyp', 'dlaciebie'],
  linkedin: ['biznes', 'rozwój'],
  pinterest: ['inspiracje', 'pomysły'],
};

// Storyboards: shot (what a videographer films), on-screen text (at most six words, the name
// included) and voiceover (one line, read at about 2.5 words a second). The creator speaks in the
// present tense, which shows no gender.

/** A creator talking to the phone camera: hook, problem, reveal, demo, proof, call to action. */
const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: () =>
          'Selfie w zbliżeniu na wyciągniętej ręce, twórca patrzy prosto w obiektyw; szybki najazd, gdy produkt wchodzi w kadr.',
        onScreenText: () => 'Poczekaj, aż to zobaczysz',
        voiceover: (s) => `Przestań scrollować, muszę ci coś powiedzieć: ${s.name}.`,
      },
      {
        shot: () => 'Selfie z ręki, twórca idzie w stronę kamery w jasnym pokoju, produkt jeszcze nieostry.',
        onScreenText: () => 'Nie spodziewam się tego',
        voiceover: () => 'Nie sądzę, że coś mnie jeszcze tak zaskoczy, a jednak.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Ciasny kadr selfie, twórca się śmieje, potem szybka panorama na produkt na stole.',
        onScreenText: () => 'Musisz to zobaczyć',
        voiceover: (s) => `Dobra, w końcu to testuję: ${s.name}.`,
      },
      {
        shot: () => 'Selfie w zbliżeniu, twórca nachyla się do obiektywu i unosi palec; szybki najazd.',
        onScreenText: () => 'Jeszcze nic nie kupuj',
        voiceover: () => 'Nie kupuj niczego, zanim nie obejrzysz tego filmu.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => 'Plan średni, twórca opada na kanapę i wzdycha do kamery; lekkie drżenie z ręki.',
        onScreenText: () => 'Brzmi znajomo?',
        voiceover: () => 'Mam dość rzeczy, które obiecują za dużo.',
      },
      {
        shot: () => 'Zza ramienia: twórca przegląda produkty w telefonie, bez przekonania.',
        onScreenText: () => 'Nic nie działa',
        voiceover: () => 'Tyle opcji za mną, i żadna nie zostaje na dłużej.',
      },
      {
        shot: () => 'Zbliżenie twarzy twórcy, uniesione brwi, powolny zoom.',
        onScreenText: () => 'Walka jest prawdziwa',
        voiceover: () => 'Szczerze, to, czego używam do tej pory, po prostu nie daje rady.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () => 'Twórca wnosi produkt w kadr od dołu; ostrość przechodzi z twarzy na produkt.',
        onScreenText: (s) => `Poznaj: ${s.name}`,
        voiceover: (s) => `I wtedy pojawia się ${s.name}, i wszystko się zmienia.`,
      },
      {
        shot: () => 'Ujęcie z góry: dłonie stawiają produkt na stole, szybki zoom.',
        onScreenText: (s) => `Oto ${s.name}`,
        voiceover: (s) => `Więc daję szansę na serio: ${s.name}.`,
      },
      {
        shot: () => 'Produkt obok twarzy twórcy, który kiwa głową do kamery; szybki zoom.',
        onScreenText: () => 'To zmienia wszystko',
        voiceover: (s) => `${s.Name}: teraz mój codzienny faworyt.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () =>
          'Zbliżenie dłoni używających produktu przy oknie, naturalne światło, kamera z ręki powoli podąża.',
        onScreenText: () => 'Jak to działa',
        voiceover: () => 'Tak wygląda to u mnie na co dzień, bez kombinowania.',
      },
      {
        shot: () => 'Trzy szybkie cięcia produktu w użyciu, z różnych kątów, z ręki.',
        onScreenText: () => 'Tak po prostu',
        voiceover: (s) =>
          `${s.verb('Zajmuje', 'Zajmują')} kilka sekund i ${s.verb('pasuje', 'pasują')} do mojego dnia.`,
      },
      {
        shot: () => 'Zza ramienia: twórca używa produktu w prawdziwym otoczeniu, spokojny najazd.',
        onScreenText: () => 'Patrz',
        voiceover: () => 'Zobacz, co się dzieje w prawdziwym teście.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => 'Selfie w zbliżeniu, twórca się uśmiecha, trzyma produkt przy twarzy i unosi kciuk.',
        onScreenText: () => 'Co od razu widać',
        voiceover: () => 'Co od razu rzuca się w oczy? Wygoda w użyciu.',
      },
      {
        shot: () => 'Przed i po obok siebie, statyczny kadr, szybkie cięcie między nimi.',
        onScreenText: () => 'Zobacz i oceń',
        voiceover: () => 'Zobacz z bliska i wyciągnij własne wnioski.',
      },
      {
        shot: () => 'Plan średni, twórca spokojnie obraca produkt w dłoniach w stronę obiektywu.',
        onScreenText: () => 'Z bliska, bez filtra',
        voiceover: () => 'Z bliska, bez filtra, bez scenariusza.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Kadr selfie, twórca wskazuje w dół na opis, z produktem w dłoni.',
        onScreenText: () => 'Link w bio',
        voiceover: (s) => `Zaufaj mi i sprawdź: ${s.name}. Link w bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Produkt na środku stołu, dłoń twórcy stuka w niego, stopklatka.',
        onScreenText: () => 'Sprawdź już dziś',
        voiceover: () => 'Jeśli się wahasz, to jest twój znak, żeby spróbować.',
      },
      {
        shot: () => 'Twórca idzie w stronę kamery z produktem, szybki najazd do zbliżenia.',
        onScreenText: () => 'Twoja kolej',
        voiceover: () => 'Twoja kolej: spróbuj, a potem mi podziękujesz.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Powolny najazd na produkt na lnianym obrusie w miękkim świetle z okna, twórca nieostry w tle.',
        onScreenText: (s) => `Odkryj: ${s.name}`,
        voiceover: (s) => `${s.Name}: przyjemność, na którą zasługujesz.`,
        tones: ['luxury', 'professional'],
      },
    ],
  },
];

/** A brand film: tease, reveal, detail, benefit, call to action. */
const PRODUCT_SHOWCASE: readonly BeatTemplates[] = [
  {
    beat: 'tease',
    alternatives: [
      {
        shot: () =>
          'Ekstremalne makro jednej krawędzi produktu w cieniu; powolny przejazd po powierzchni, gdy wpada światło.',
        onScreenText: () => 'Przyjrzyj się bliżej',
        voiceover: () => 'Przyjrzyj się bliżej. Warto.',
      },
      {
        shot: () => 'Ciemne tło bez horyzontu, produkt w sylwetce, kontra powoli się rozjaśnia.',
        onScreenText: () => 'Spójrz uważnie',
        voiceover: () => 'Spójrz uważnie. Każda dobra historia zaczyna się od detalu.',
      },
      {
        shot: () => 'Niski najazd na zakryty kształt na postumencie, delikatna mgła i ciepłe światło z tyłu.',
        onScreenText: () => 'Gotowi?',
        voiceover: () => 'Pokażemy ci coś, z czego jesteśmy dumni.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () =>
          'Ujęcie bohatera: produkt na środku jednolitego tła, powolny obrót kamery o 180 stopni, miękki cień.',
        onScreenText: (s) => `Przywitaj: ${s.name}`,
        voiceover: (s) => `Przywitaj się: ${s.name}, na twoją codzienność.`,
      },
      {
        shot: () => 'Płótno zsuwa się z produktu jednym ruchem; kamera najeżdża do centralnego kadru.',
        onScreenText: (s) => `Poznaj: ${s.name}`,
        voiceover: (s) =>
          `Poznaj: ${s.name}. ${s.verb('Wyróżnia', 'Wyróżniają')} się od pierwszego spojrzenia.`,
      },
      {
        shot: () => 'Produkt wjeżdża w kadr na obrotowej podstawie i zapalają się światła; kamera statyczna.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Oto ${s.name}, w centrum uwagi.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Makro faktury i wykończenia, powolna zmiana ostrości wzdłuż produktu.',
        onScreenText: () => 'Wszystko w detalach',
        voiceover: () => 'Każda powierzchnia, każde wykończenie, każdy detal starannie przemyślany.',
      },
      {
        shot: () => 'Powolna panorama z góry nad produktem, ostre światło boczne ślizga się po powierzchni.',
        onScreenText: () => 'Zrobione starannie',
        voiceover: () => 'Przyjrzyj się, a zobaczysz staranność w każdym elemencie.',
      },
      {
        shot: () => 'Dwa szybkie cięcia w makro z różnych kątów, płytka głębia ostrości.',
        onScreenText: () => 'Przemyślane w środku i na zewnątrz',
        voiceover: () => 'Przemyślany projekt, w środku i na zewnątrz, aż do najmniejszego detalu.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => 'Produkt w użyciu w jasnym, codziennym wnętrzu, kamera z ręki, naturalne światło.',
        onScreenText: () => 'Na co dzień',
        voiceover: (s) =>
          `${s.verb('Wpisuje', 'Wpisują')} się w twój dzień i ${s.verb('sprawia', 'sprawiają')}, że małe chwile są lepsze.`,
      },
      {
        shot: () => 'Plan średni: dłoń sięga po produkt na słonecznym stole, delikatne zwolnione tempo.',
        onScreenText: () => 'Prosto. Bez wysiłku.',
        voiceover: () => 'Prosto w użyciu, łatwo polubić i nadąża za twoim rytmem.',
      },
      {
        shot: () => 'Podzielony ekran: produkt w trzech codziennych momentach, szybkie rytmiczne cięcia.',
        onScreenText: () => 'Dokądkolwiek prowadzi dzień',
        voiceover: () => 'Od zabieganych poranków po spokojne wieczory, zawsze pod ręką.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Ostatni kadr: produkt na środku na tle koloru marki, powolny najazd, miejsce na tytuł nad nim.',
        onScreenText: () => 'Odkryj już dziś',
        voiceover: (s) => `${s.Name}. Odkryj już dziś.`,
      },
      {
        shot: () => 'Produkt na postumencie; kamera odjeżdża do szerokiego planu, światło się uspokaja.',
        onScreenText: () => 'Sprawdź już dziś',
        voiceover: (s) => `Nie czekaj. Sprawdź dziś: ${s.name}, i poczuj różnicę.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Statyczne ujęcie bohatera, produkt powoli obraca się na podstawie, miejsce na planszę końcową.',
        onScreenText: () => 'Kliknij i sprawdź',
        voiceover: () => 'Kliknij link i sprawdź to już dziś.',
      },
      {
        shot: () =>
          'Powolny odjazd od produktu w jednym miękkim świetle, głębokie cienie, miejsce na planszę końcową.',
        onScreenText: (s) => `Odkryj: ${s.name}`,
        voiceover: (s) => `${s.Name}. Dla tych, którzy czują różnicę.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Zbliżenie produktu obok telefonu z opinią na ekranie; twórca kiwa głową do kamery.',
    onScreenText: 'Prawdziwa opinia klienta',
    review: (quote, reviewer) => `${reviewer !== undefined ? reviewer : 'Głos klienta'}: „${quote}”.`,
    rating: (stars) => `Ocena: ${stars} na 5.`,
  },
  tease: {
    shot: 'Ekstremalne makro jednej krawędzi produktu w cieniu; powolny przejazd po powierzchni, gdy wpada światło.',
    onScreenText: 'Nowość już jest',
    voiceover: 'Nowość już jest, i warto było czekać.',
  },
  cta: {
    shot: 'Ostatni kadr, produkt na środku, oferta wypisana czystą typografią nad nim.',
    voiceover: (offer) => `${offer}. Kliknij link i skorzystaj.`,
  },
};

/** Words that name each category, lower case; the forms a product name uses (plurals, genitives). */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  skincare: ['serum', 'krem', 'balsam', 'tonik', 'żel do mycia', 'filtr', 'spf', 'pielęgnacja', 'kosmetyk'],
  haircare: ['szampon', 'odżywka do włosów', 'maska do włosów', 'olejek do włosów', 'włosy', 'włosów'],
  makeup: ['pomadka', 'szminka', 'tusz do rzęs', 'podkład', 'eyeliner', 'korektor', 'makijaż'],
  fragrance: ['perfumy', 'perfum', 'woda perfumowana', 'woda toaletowa', 'zapach'],
  coffee: ['kawa', 'kawy', 'espresso', 'latte', 'cold brew'],
  tea: ['herbata', 'herbaty', 'matcha', 'chai', 'napar'],
  food: [
    'granola',
    'musli',
    'oliwa',
    'olej',
    'miód',
    'sos',
    'makaron',
    'dżem',
    'chleb',
    'płatki owsiane',
    'masło orzechowe',
  ],
  snacks: [
    'chipsy',
    'baton',
    'batonik',
    'batoniki',
    'ciastka',
    'ciasteczka',
    'czekolada',
    'przekąska',
    'przekąski',
    'orzechy',
  ],
  drinks: ['sok', 'napój', 'woda', 'kombucha', 'lemoniada'],
  spirits: ['whisky', 'gin', 'wódka', 'rum', 'tequila', 'wino', 'piwo', 'likier', 'nalewka'],
  footwear: ['buty', 'but', 'sneakersy', 'trampki', 'kozaki', 'sandały', 'obuwie'],
  apparel: [
    'koszulka',
    't-shirt',
    'bluza',
    'kurtka',
    'sukienka',
    'jeansy',
    'dżinsy',
    'sweter',
    'spodnie',
    'koszula',
  ],
  accessories: ['torebka', 'torba', 'portfel', 'plecak', 'okulary', 'pasek', 'czapka', 'szalik'],
  jewellery: ['pierścionek', 'naszyjnik', 'bransoletka', 'kolczyki', 'kolczyk', 'biżuteria'],
  tech: [
    'telefon',
    'smartfon',
    'ładowarka',
    'laptop',
    'klawiatura',
    'myszka',
    'zegarek',
    'smartwatch',
    'aparat',
    'tablet',
  ],
  audio: ['głośnik', 'słuchawki', 'soundbar', 'kolumna'],
  home: ['wazon', 'lampa', 'poduszka', 'koc', 'dywan', 'pled'],
  candles: ['świeca', 'świeczka', 'świece', 'świeczki', 'dyfuzor'],
  kitchen: ['patelnia', 'nóż', 'noże', 'czajnik', 'kubek', 'filiżanka', 'blender', 'garnek'],
  fitness: ['joga', 'jogi', 'hantle', 'hantel', 'białko', 'odżywka białkowa', 'mata do jogi', 'kettlebell'],
  pets: ['pies', 'psa', 'psów', 'kot', 'kota', 'kotów', 'pupil', 'smycz', 'karma'],
  baby: ['niemowlę', 'niemowląt', 'dziecko', 'dziecka', 'dzieci', 'pieluchy', 'pielucha', 'wózek', 'smoczek'],
  books: ['książka', 'powieść', 'poradnik', 'notes', 'dziennik'],
  services: ['kurs', 'szkolenie', 'zajęcia', 'subskrypcja', 'konsultacja', 'usługa', 'abonament'],
};

export const POLISH: LanguagePack = {
  language: 'pl',
  looksPlural: looksPluralPolish,
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
      (s) => `Nowość: ${s.name}.`,
      (s) => `Premiera: ${s.name}.`,
      (s) => `Świeżo na rynku: ${s.name}.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}, więc nie czekaj.` : `Oferta: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `„${claimText(review)}”${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Ocena: ${stars} na 5.`,
    limitedStock: (tone) =>
      tone === 'urgent' ? 'Ograniczona liczba sztuk, więc się pospiesz.' : 'Ograniczona liczba sztuk.',
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: [
    ...[...PHRASE_BREAKS].filter((w) => w !== 'bez'),
    ...['mój', 'moja', 'moje', 'twój', 'twoja', 'nowy', 'nowa', 'nowe', 'nowość'],
  ],
  // "bez" (without) stays in the name's tag: left out, it would say the opposite.
  // A name's words are declined (z orzechami, do kawy): tag the name whole.
  tagNameWords: false,
  weakWords: [
    'bez',
    'extra',
    'ekstra',
    'super',
    'ultra',
    'mini',
    'zestaw',
    'edycja',
    'inteligentny',
    'inteligentna',
    'bezprzewodowe',
    'bezprzewodowy',
  ],
  plainWords: [
    ...['czerwony', 'czerwona', 'czerwone', 'niebieski', 'niebieska', 'niebieskie', 'zielony', 'zielona'],
    ...['czarny', 'czarna', 'czarne', 'biały', 'biała', 'białe', 'szary', 'szara', 'duży', 'duża'],
    ...['mały', 'mała', 'chrupiący', 'chrupiąca', 'chrupiące'],
  ],
  materialWords: [
    ...['ceramiczny', 'ceramiczna', 'drewniany', 'drewniana', 'skórzany', 'skórzana', 'bawełniany'],
    ...['bawełniana', 'lniany', 'lniana', 'wełniany', 'wełniana', 'szklany', 'szklana', 'stalowy'],
    ...['stalowa', 'naturalny', 'naturalna'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Poznaj: ${name}`,
      (name) => `${name}. Przyciąga wzrok.`,
      (name) => `${name} w centrum uwagi`,
    ],
    buttons: ['Kup teraz', 'Dowiedz się więcej', 'Zobacz z bliska', 'Sprawdź'],
    lifestyleCaptions: [
      'spokojne poranki',
      'małe codzienne rytuały',
      'niedzielny reset',
      'w tym tygodniu na moim stole',
    ],
    selfieNotes: [
      (name) => `${name} — testuję`,
      (name) => `Pierwsze wrażenie: ${name}`,
      (name) => `${name} — w tym tygodniu testuję`,
      (name) => `Dzień pierwszy: ${name}`,
    ],
    unboxingStickers: ['już jest!', 'czas na unboxing', 'paczka dotarła!'],
    eyebrows: { hero: 'W centrum uwagi', everyday: 'Na co dzień', selfie: 'Testuję', unboxing: 'Unboxing' },
    newBadge: 'Nowość',
  },
};
