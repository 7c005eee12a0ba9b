/**
 * Dutch: every word the service writes for readers in the Netherlands and Flanders, for review in
 * one place. Brands there say "je" to their followers. A product's name is a de- or het-word the
 * templates cannot know, so no article, demonstrative or pronoun ("hem", "het") points at it: the
 * name stands after a colon or as a sentence's subject, with its verb in the right number
 * (`s.verb`: "is"/"zijn", "past"/"passen"); predicative adjectives do not inflect, so "is simpel en
 * handig" suits every name. Copy makes no claim a template cannot know and none the caller did not
 * vouch for (no rating, review, "nieuw", offer, scarcity or popularity: those are in `claims`).
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

/** Words that end the head of a Dutch noun phrase ("Hardloopschoenen voor trail" → "Hardloopschoenen"). */
const PHRASE_BREAKS = new Set([
  'met',
  'voor',
  'van',
  'in',
  'op',
  'uit',
  'zonder',
  'en',
  'of',
  'aan',
  'bij',
  'tot',
  'over',
  'naar',
  '&',
]);

/** Singular nouns and adjectives in "-en" ("keuken", "kussen", "wollen"), compounds included. */
const SINGULAR_IN_EN = [
  'keuken',
  'kussen',
  'deken',
  'laken',
  'teken',
  'wagen',
  'oven',
  'molen',
  'garen',
  'examen',
  'regen',
  'linnen',
  'wollen',
  'houten',
  'gouden',
  'zilveren',
  'katoenen',
  'leren',
  'koperen',
  'stenen',
  'ijzeren',
  'open',
  'toren',
  'haven',
  'eten',
  'teen',
];

/** Plurals no rule below gives away, compounds included ("hondensnacks"). */
const PLURAL_ENDINGS = ['chips', 'snacks', 'leggings', 'sokken', 'kleren', 'drops'];

/**
 * Whether a Dutch product name is plural ("Draadloze oordopjes", "Hardloopschoenen voor trail",
 * "Sneakers"): the head of the phrase — its last lower-case word before the first preposition, or
 * its first word — is a known plural, a diminutive plural ("-jes"), an "-s" plural after "-er",
 * "-el", "-em", "-ie" or "-je", or an "-en" plural that is no singular in "-en" ("keuken", "kussen",
 * "wollen"). Conservative: a doubtful name is singular ("kaars", "tas", "saus").
 */
export function looksPluralDutch(name: string): boolean {
  const words = name.split(' ').filter(Boolean);
  const breakAt = words.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w.toLowerCase()));
  const phrase = breakAt > 0 ? words.slice(0, breakAt) : words;
  const head = [...phrase].reverse().find((w) => /^\p{Ll}/u.test(w)) ?? phrase[0] ?? '';
  const word = head.replace(/[^\p{L}-]+$/u, '').toLowerCase();
  if (!/^[\p{L}-]{4,}$/u.test(word)) return false;
  if (PLURAL_ENDINGS.some((ending) => word.endsWith(ending))) return true;
  if (word.endsWith('jes')) return true;
  if (word.length >= 6 && /(er|el|em|ie|je|ee|y)s$/u.test(word)) return true;
  if (word.length >= 5 && word.endsWith('en')) return !SINGULAR_IN_EN.some((s) => word.endsWith(s));
  return false;
}

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, waar was je al die tijd?`,
    (s) => `Even over ${s.name}.`,
    (s) => `Klein ding, groot verschil: ${s.name}.`,
    (s) => `Had niet verwacht dat ik hier zo blij van zou worden: ${s.name}.`,
    (s) => `Mijn vaste keuze voor elke dag? ${s.Name}.`,
    (s) => `Even voorstellen: ${s.name}.`,
    (s) => `Snel iets delen: ${s.name}.`,
    (s) => `${s.Name}: dit vind ik er zo fijn aan.`,
    (s) => `${s.Name} ${s.verb('staat', 'staan')} nu op mijn lijstje met favorieten.`,
    (s) => `Ik laat je even ${s.name} zien.`,
    (s) => `Vondst van de dag: ${s.name}.`,
    (s) => `Iets fijns voor je week: ${s.name}.`,
    (s) => `Kijk wat er in mijn routine zit: ${s.name}.`,
    (s) => `Beloofd is beloofd, van dichtbij: ${s.name}.`,
  ],
  professional: [
    (s) => `${s.Name}: doordacht tot in de kern.`,
    (s) => `Maak kennis met ${s.name}: doordacht ontwerp, echte inhoud.`,
    (s) => `Kwaliteit die je ziet: ${s.name}.`,
    (s) => `Ontworpen met een doel: ${s.name}.`,
    (s) => `Van dichtbij bekeken: ${s.name}.`,
    (s) => `Wat maakt het verschil? Een blik op ${s.name}.`,
    (s) => `Minder ruis, meer inhoud: ${s.name}.`,
    (s) => `Focus op wat telt: ${s.name}.`,
    (s) => `Achter de details: ${s.name}.`,
    (s) => `Een kijkje binnenin: ${s.name}.`,
    (s) => `Kwaliteit zonder gedoe: ${s.name}.`,
  ],
  playful: [
    (s) => `Plottwist: ${s.name} ${s.verb('steelt', 'stelen')} de show.`,
    (s) => `Let op: ${s.name} ${s.verb('kan', 'kunnen')} extreme blijdschap veroorzaken.`,
    (s) => `POV: je hebt net ${s.name} ontdekt.`,
    (s) => `${s.Name} met main character energy, en wij zijn fan.`,
    (s) => `Dit is je teken om ${s.name} te proberen.`,
    (s) => `Obsessiemodus aan: ${s.name}.`,
    (s) => `Ligt het aan mij, of ${s.verb('is', 'zijn')} ${s.name} gewoon iconisch?`,
    (s) => `Confetti erbij: ${s.name} ${s.verb('is', 'zijn')} er.`,
    (s) => `Geen drama, maar ${s.name} ${s.verb('is', 'zijn')} pure charme.`,
    (s) => `Huidige obsessie: ${s.name}.`,
    (s) => `Weer iets op het lijstje van dingen waar ik blij van word: ${s.name}.`,
    (s) => `Tijd voor een vreugdedansje: ${s.name} ${s.verb('is', 'zijn')} er.`,
  ],
  luxury: [
    (s) => `${s.Name}. Ingetogen uitzonderlijk.`,
    (s) => `Voor wie oog heeft voor detail: ${s.name}.`,
    (s) => `Verfijning in eenvoud: ${s.name}.`,
    (s) => `Sommige dingen verdienen alle aandacht. ${s.Name} ${s.verb('hoort', 'horen')} daarbij.`,
    (s) => `Moeiteloze elegantie: ${s.name}.`,
    (s) => `De kunst van het weglaten, vervolmaakt: ${s.name}.`,
    (s) => `Til het alledaagse naar een hoger plan met ${s.name}.`,
    (s) => `Ingetogen. Doordacht. ${s.Name}.`,
    (s) => `${s.Name}: tot in elk detail overwogen.`,
    (s) => `Voor de fijnproever: ${s.name}.`,
    (s) => `De luxe van kleine dingen: ${s.name}.`,
  ],
  urgent: [
    (s) => `Vandaag is de dag om ${s.name} te proberen.`,
    (s) => `Stop met scrollen: ${s.name} ${s.verb('is', 'zijn')} het bekijken waard.`,
    (s) => `Klaar wanneer jij dat bent: ${s.name}.`,
    (s) => `Dit is het moment voor ${s.name}.`,
    (s) => `Wachtte je op een teken om ${s.name} te proberen? Dit is het.`,
    (s) => `Je teken om ${s.name} te proberen, vandaag nog.`,
    (s) => `Maak ${s.name} vanaf nu onderdeel van je dag.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Deze week test ik ${s.name}.` },
    { line: (s) => `Eerste indruk: ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Rustig en aandachtig bekeken: ${s.name}.`, tones: POLISHED },
    {
      line: (s) => `Ongefilterd: mijn eerste week met ${s.name}.`,
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  unboxing: [
    { line: (s) => `Samen met jullie ${s.name} uitpakken.` },
    { line: (s) => `Bezorgd bij mij thuis: ${s.name}.` },
    { line: (s) => `Pakketje! ${s.Name} ${s.verb('is', 'zijn')} er.`, tones: WARM },
    { line: (s) => `Kijk wat de postbode bracht: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Eerste blik in de doos: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `Langzaam uitpakken: ${s.name}.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Een klein dagelijks ritueel met ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Rustige ochtenden, mooi licht en ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, precies op de juiste plek.` },
    {
      line: (s) => `Zo ${s.verb('past', 'passen')} ${s.name} in mijn dag.`,
      tones: ['casual', 'professional'],
    },
    { line: (s) => `Het gewone leven, net iets fijner met ${s.name}.` },
    { line: (s) => `Licht door het raam, een rustige tafel en ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name} in de spotlight.` },
    { line: (s) => `Elke hoek, elk detail: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Strakke lijnen. Volle focus. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Alle ogen op ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Ontworpen om gezien te worden: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Vers uit de studio: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Gedurfd van nature: ${s.name}.` },
    { line: (s) => `${s.Name} in volle kleur.` },
    { line: (s) => `Kleurvlakken en lef: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Meer kleur in je feed met ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Een statement: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Onmogelijk om langs te scrollen: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Wacht op de onthulling: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Geef me 20 seconden om je over ${s.name} te vertellen.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Het probleem, en de oplossing: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Mijn test van ${s.name} in het echte leven, op camera.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name} in beweging.` },
    { line: (s) => `Zie ${s.name} tot leven komen.` },
    { line: (s) => `${s.Name}: elk detail in één korte film.`, tones: POLISHED },
    { line: (s) => `Geluid aan voor ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Beeld voor beeld: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Knipper en je mist het: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    () => 'Inmiddels grijp ik er zonder nadenken naar.',
    () => 'Simpel, makkelijk en gewoon fijn om in huis te hebben.',
    () => 'Geen gedoe, geen ingewikkelde stappen, gewoon iets dat werkt.',
    (s) => `${s.verb('Past', 'Passen')} moeiteloos in een normale, drukke dag.`,
    () => 'Blijkt maar weer: kleine upgrades maken echt verschil.',
    () => 'Ik wist niet dat ik dit nodig had, tot nu.',
    () => "Zo'n kleine upgrade die je elke dag weer merkt.",
    () => 'Makkelijk om van te houden, makkelijk om te blijven gebruiken, en ook nog mooi om te zien.',
    () => 'Goede dingen hoeven niet ingewikkeld te zijn.',
    () => "Het zit 'm in de kleine details.",
    () => 'Makkelijk om mee te beginnen, nog makkelijker om fan van te worden.',
    () => "Zo'n vondst waar je iedereen over gaat vertellen.",
    () => 'Gemaakt voor het echte leven, niet alleen voor de foto.',
    () => 'Niks ingewikkelds, gewoon goed.',
    () => 'Eerlijk? Een klein geluksmomentje op een gewone dag.',
    () => 'Om te gebruiken, niet om voor de mooi te bewaren.',
    () => 'Praktisch, mooi en makkelijk in het dagelijks gebruik.',
    () => "Zo'n ding dat je dag stilletjes beter maakt.",
    () => 'Eén keer proberen en het hoort bij je routine.',
    () => 'Goed design merk je in het dagelijks gebruik.',
    (s) => `${s.verb('Vraagt', 'Vragen')} weinig en ${s.verb('geeft', 'geven')} veel.`,
  ],
  professional: [
    () => 'Doordacht ontworpen, zorgvuldig gemaakt en gebouwd rond wat mensen echt nodig hebben.',
    () => 'Over elk detail is nagedacht, zodat jij je kunt richten op wat telt.',
    () => 'Constante kwaliteit waar je dag na dag op kunt rekenen.',
    () => 'Voor mensen die kwaliteit belangrijk vinden en geen tijd hebben voor compromissen.',
    () => 'Betrouwbaar, doordacht en klaar wanneer jij dat bent.',
    () => 'Een slimme keuze voor iedereen die meer verwacht van de dingen die ze gebruiken.',
    () => 'Heldere voordelen, geen trucjes.',
    () => 'Gemaakt volgens een heldere standaard, en gemaakt om lang mee te gaan.',
    () => 'Een oplossing bedacht voor echt gebruik, niet voor de etalage.',
    () => 'Consistente prestaties, zonder loze beloftes.',
  ],
  playful: [
    () => 'Bijwerking: spontaan tips geven aan wildvreemden.',
    () => 'Je toekomstige zelf zegt nu al dankjewel.',
    () => 'Upgrade-vibes, en wij zijn erbij.',
    () => 'Serotonineboost? Check.',
    () => 'Nul spijt, maximale good vibes.',
    () => 'Schattig, slim en een tikje verslavend.',
    () => 'Main character energy, in productvorm.',
    () => 'Goedgekeurd door de commissie van blije dingen.',
    () => 'Hoog op schattigheid, net zo hoog op handigheid.',
  ],
  luxury: [
    () => 'Elk detail overwogen, elke afwerking bewust.',
    () => 'Voor de momenten die iets meer verdienen.',
    () => 'Stil zelfvertrouwen, zonder iets wat er niet hoeft te zijn.',
    () => 'Een verwennerij waar je steeds weer naar teruggrijpt.',
    () => 'Omdat het alledaagse bijzonder mag voelen.',
    () => 'Tijdloos, doordacht en helemaal van jou.',
    () => 'Vakmanschap dat je vanaf het eerste moment voelt.',
    () => 'Stilletjes opmerkelijk, in elk opzicht.',
    () => 'Schoonheid in de details die bijna niemand ziet.',
    () => 'Een stil genot, dag in dag uit.',
  ],
  urgent: [
    () => 'Er is geen beter moment om het te proberen dan nu.',
    () => 'Dit is jouw moment, dus grijp het.',
    () => 'Energie omhoog, excuses omlaag.',
    () => 'Klaar wanneer jij dat bent.',
    () => 'Geen reden om het nog langer uit te stellen.',
    () => 'Begin vandaag en merk het verschil in je dag.',
    () => 'Het moment is nu: aan de slag.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Wat ik het fijnst vind? ${s.verb('Werkt', 'Werken')} gewoon, elke keer weer.` },
    { line: () => 'Ik hou jullie hier op de hoogte van mijn testweek.' },
    { line: () => 'Geen script: alleen ik, de camera en een week echt gebruik.' },
    { line: () => 'Eerste indrukken tellen, en ik deel ze allemaal hier.' },
    { line: () => 'Getest in het dagelijks leven, gewoon zoals het is.' },
  ],
  unboxing: [
    { line: () => 'Het openmaken voelde als een klein feestje.', tones: WARM },
    { line: () => 'Prachtig verpakt, en in het echt nog mooier.' },
    { line: () => 'Alles wat je nodig hebt zit in de doos.', tones: ['professional', 'urgent', 'casual'] },
    { line: () => 'Die eerste blik uit de doos? Het wachten waard.' },
    { line: () => 'Uitpakken voelde als een cadeautje openmaken.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: (s) =>
        `${s.verb('Past', 'Passen')} vanzelf in het dagelijks leven, van rustige ochtenden tot drukke middagen.`,
    },
    { line: () => 'Mooi licht, een opgeruimde tafel en simpele dingen goed gedaan.' },
    { line: () => 'Gemaakt om gezien te worden, niet om in een la te verdwijnen.' },
    { line: () => 'Het zijn de kleine rituelen die een dag van jou maken.', tones: [...WARM, 'luxury'] },
    { line: () => 'Voor echte huizen en echte routines.', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => 'Strak, simpel en sterk genoeg om op zichzelf te staan.' },
    { line: () => 'Elke ronding en elke afwerking is er om op te vallen.', tones: POLISHED },
    { line: () => 'Kijk beter: de details vertellen het hele verhaal.' },
    { line: () => 'Pure vorm, geen afleiding.' },
    { line: () => 'Ontworpen met intentie, tot in het kleinste detail.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Felle kleur, nog fellere attitude.', tones: [...WARM, 'urgent'] },
    { line: () => 'Gemaakt om op te vallen in elke feed, en in het echt.' },
    { line: () => 'Een vleugje kleur dat alles eromheen mooier maakt.' },
    { line: () => 'Zelfverzekerd, fel en onmogelijk te negeren.' },
  ],
  'ugc-video': [
    { line: (s) => `Kijk de hele video om ${s.name} in actie te zien.` },
    {
      line: () => 'Geen filters, geen script, gewoon een eerste test op camera.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'Zie het in echt gebruik, van begin tot eind.' },
    { line: () => 'Blijf kijken tot het eind; daar zit het beste stuk.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Een korte film over de details die het verschil maken.' },
    { line: () => 'Elke hoek en elke afwerking, in beweging.' },
    { line: () => 'Druk op play voor de volledige onthulling.', tones: [...WARM, 'urgent'] },
    { line: () => 'Van dichtbij gefilmd, zodat je ziet waar het verschil zit.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Zou jij het proberen? Laat het hieronder weten.' },
    { line: () => 'Link in bio als je het wilt proberen.', platforms: BIO_LINK },
    { line: () => 'Bewaar deze post voor later.', platforms: SAVING },
    { line: () => 'Tag iemand die dit nodig heeft.', platforms: TAGGING },
    { line: () => 'Probeer het en laat me weten wat je ervan vindt.' },
    { line: () => 'Het proberen waard. Echt.' },
    { line: () => 'Deel dit met iemand die hier blij van wordt.' },
    { line: () => 'Vragen? Stel ze in de reacties.' },
    { line: (s) => `Al eens ${s.name} geprobeerd? Vertel!` },
    { line: () => 'Benieuwd? Neem een kijkje.' },
    { line: () => 'Volg ons voor meer vondsten zoals deze.' },
    { line: () => 'Zou jij het in je routine opnemen?' },
    { line: () => 'Meer details op onze pagina.' },
    {
      line: () => 'Bewaar dit voor je volgende verlanglijstje.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Stel je vragen hieronder.' },
    { line: () => 'Vertel me hoe jij het zou gebruiken.' },
    { line: () => 'Stuur dit naar iemand die het leuk zou vinden.' },
    { line: () => 'Je vindt de link op ons profiel.' },
  ],
  professional: [
    { line: () => 'Meer weten? Bekijk de link in onze bio.', platforms: BIO_LINK },
    { line: () => 'Ontdek vandaag nog meer.' },
    { line: () => 'Neem contact op voor meer informatie.' },
    {
      line: () => 'Deel je gedachten in de reacties.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'Wat wil je hierna zien? Laat het ons weten.' },
    { line: (s) => `Ontdek ${s.name} vandaag.` },
    { line: () => 'Volg ons voor meer updates.' },
    { line: () => 'Lees alle details op onze website.' },
    { line: () => 'Vragen? Ons team helpt je graag.' },
  ],
  playful: [
    { line: () => 'Dubbeltik als je ook fan bent.', platforms: ['instagram'] },
    { line: () => 'Toe maar, verwen jezelf.' },
    { line: () => 'Tag iemand die dit in zijn of haar leven nodig heeft.', platforms: TAGGING },
    { line: () => 'Laat een 🔥 achter als je het zou proberen.' },
    { line: () => 'In je winkelmandje, bedank ons later.' },
    { line: () => 'Je weet dat je het wilt.' },
    { line: () => 'Pin het nu, bedank jezelf later.', platforms: ['pinterest'] },
    { line: () => 'Jouw zet.' },
    { line: () => 'Kom op, even spieken.' },
  ],
  luxury: [
    { line: (s) => `Ontdek ${s.name}.` },
    { line: () => 'Te ontdekken via de link in bio.', platforms: BIO_LINK },
    { line: (s) => `Maak ${s.name} onderdeel van je ritueel.` },
    { line: () => 'Ervaar het zelf.' },
    { line: () => 'Trakteer jezelf op iets uitzonderlijks.' },
    { line: () => 'Geniet ervan. Je hebt het verdiend.' },
    {
      line: () => 'Bewaar dit voor je volgende moment van verwennerij.',
      platforms: ['pinterest', 'instagram'],
    },
    { line: () => 'Ontdek meer op onze website.' },
  ],
  urgent: [
    { line: () => 'Haal het vandaag nog in huis.' },
    { line: () => 'Wacht niet langer. Bestel nu.' },
    { line: () => 'Tik nu op de link in bio.', platforms: BIO_LINK },
    { line: () => 'Bestel nu en bedank jezelf later.' },
    { line: (s) => `Maak ${s.name} vandaag nog van jou.` },
    { line: () => 'Begin vandaag.' },
    { line: () => 'Tik door en zie het zelf.' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'Wat vind jij? Ik hoor graag je perspectief in de reacties.' },
    {
      line: () => 'Volg ons voor meer over onze producten en deel dit met je team.',
      tones: ['professional'],
    },
  ],
  pinterest: [
    { line: () => 'Bewaar deze Pin voor later.' },
    { line: () => 'Pin het op je volgende inspiratiebord.' },
  ],
  x: [{ line: () => 'Reageer met jouw mening.' }],
  bluesky: [{ line: () => 'Gedachten? Reageer hieronder.' }],
  threads: [{ line: () => 'Vertel het me in de reacties.' }],
};

/** What each kind of product does for people; no numbers, ingredients or results a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Een rustige, simpele stap voor je ochtend- en avondroutine.',
    (s) => `${s.verb('Laat', 'Laten')} zich makkelijk combineren met de rest van je routine.`,
    () => 'Huidverzorging die fijn voelt, dus je gebruikt het ook echt.',
    () => "Twee minuten voor je huid, 's ochtends en 's avonds.",
  ],
  haircare: [
    () => 'Wasdag, net wat makkelijker.',
    () => 'Voor haar dat weer als het jouwe voelt.',
    (s) => `${s.verb('Past', 'Passen')} in elke wasroutine, kort of lang.`,
    () => 'Een goede haardag begint onder de douche.',
  ],
  makeup: [
    () => 'In een paar tellen ingewerkt, klaar voor je dag.',
    () => 'Makkelijk genoeg voor een vijfminutenlook, mooi genoeg voor een avond uit.',
    (s) => `${s.verb('Zit', 'Zitten')} nu vast in mijn tas.`,
  ],
  fragrance: [
    () => 'Een geur die net genoeg blijft hangen.',
    () => 'Eén spray en de dag voelt meer van jou.',
    () => "Zacht in de ochtend, 's avonds nog steeds aanwezig.",
  ],
  coffee: [
    () => 'Je ochtendkoffie, serieus genomen.',
    () => 'Zet je koffie zoals jij wilt: filter, espresso of French press.',
    () => 'Die eerste slok is het beste moment van de ochtend.',
    () => 'Een kop om even voor te gaan zitten.',
  ],
  tea: [
    () => 'Laten trekken, ademhalen, genieten.',
    () => 'Een rustige kop midden op een drukke dag.',
    () => 'Voor trage middagen en een tweede kopje.',
  ],
  food: [
    () => 'Ontbijt, geregeld.',
    () => 'Lekker eten dat past in een gewone doordeweekse avond.',
    () => "Zo'n voorraadkastfavoriet waar je elke dag naar grijpt.",
    () => 'Simpele ingrediënten, goed gedaan.',
    () => 'Voor de tafel die je deelt met de mensen van wie je houdt.',
    () => 'Smaak eerst, de rest komt later.',
  ],
  snacks: [
    () => 'De snackpauze waar je echt naar uitkijkt.',
    () => 'Voor de bureaulade, de roadtrip en de dip van vier uur.',
    () => 'Eerst crunch, dan vragen.',
  ],
  drinks: [
    () => 'Koud, fris en klaar wanneer jij dat bent.',
    () => 'Iets lekkers om van te nippen, op elk moment van de dag.',
    () => 'Schenk in over ijs en adem even uit.',
  ],
  spirits: [
    () => 'Voor lange avonden en goed gezelschap.',
    () => 'Puur, on the rocks of in je favoriete cocktail.',
    () => 'Een fles om met vrienden open te trekken. Geniet, maar drink met mate.',
  ],
  footwear: [
    () => 'Comfort dat je dag bijhoudt, van de eerste tot de laatste stap.',
    () => 'Gemaakt om te lopen: woon-werk, het weekend en alles daartussen.',
    () => 'Veters strikken en gaan.',
  ],
  apparel: [
    () => 'Makkelijk te dragen, makkelijk te combineren, om steeds weer aan te trekken.',
    () => 'Een item dat werkt met alles wat al in je kast hangt.',
    () => 'Chic of casual, jij kiest.',
  ],
  accessories: [
    () => 'De finishing touch die je dagelijkse look nog miste.',
    () => 'Klein detail, groot verschil in je outfit.',
    (s) => `${s.verb('Gaat', 'Gaan')} overal mee naartoe.`,
  ],
  jewellery: [
    () => 'Een beetje glans voor elke dag.',
    () => 'Om te dragen, te stapelen en van te houden.',
    () => "Zo'n sieraad dat je nooit meer afdoet.",
  ],
  tech: [
    () => 'In een paar minuten ingesteld, daarna merk je er niks meer van.',
    () => 'Technologie die niet in de weg zit.',
    () => 'Gemaakt om je dag net wat soepeler te laten lopen.',
  ],
  audio: [
    () => 'Druk op play en laat de muziek de kamer vullen.',
    () => 'Helder geluid voor podcasts, playlists en alles daartussen.',
    () => 'Jouw soundtrack, waar de dag je ook brengt.',
    () => 'Volume omhoog en hoor het verschil zelf.',
    () => 'Voor lange luistersessies en korte ritjes.',
    () => 'Geluid dat de stille momenten vult.',
  ],
  home: [
    () => 'Kleine verandering, en de hele kamer voelt anders.',
    () => 'Voor de plekjes in huis waar je het meest van houdt.',
    () => 'Thuis, net wat gezelliger.',
  ],
  candles: [
    () => 'Aansteken, lichten dimmen en vertragen.',
    () => 'Een warme gloed voor rustige avonden.',
    () => 'De makkelijkste manier om een ruimte als thuis te laten voelen.',
  ],
  kitchen: [
    () => 'Voor elke dag koken, van een snel ontbijt tot een lang zondagsdiner.',
    () => 'Het keukengerei waar je als eerste naar grijpt.',
    () => 'Thuis koken, een stuk simpeler.',
  ],
  fitness: [
    () => 'Gemaakt om je training bij te houden, herhaling na herhaling.',
    () => 'Jouw workout, jouw tempo.',
    () => 'Voor de dagen dat je er voor jezelf bent.',
  ],
  pets: [
    () => 'Gemaakt met je beste vriend in gedachten.',
    () => 'Blij huisdier, blij huis.',
    () => 'Omdat zij ook het goede verdienen.',
  ],
  baby: [
    () => 'Voor de kleintjes en de grote mensen die voor ze zorgen.',
    () => 'Eén ding minder om aan te denken op drukke dagen met een baby.',
    () => 'Zacht, praktisch en makkelijk schoon te houden.',
  ],
  books: [
    () => 'Ga er lekker voor zitten: dit leg je moeilijk weg.',
    () => 'Het perfecte gezelschap voor een rustige avond.',
    () => 'Leesvoer om tijd voor vrij te maken.',
  ],
  services: [
    () => 'Gebouwd rond jouw doelen, in jouw tempo.',
    () => 'Wij regelen de details, zodat jij je kunt richten op wat telt.',
    () => 'Duidelijke stappen, echte ondersteuning.',
  ],
  general: [
    () => 'Gemaakt voor het dagelijks leven, en gemaakt om lang mee te gaan.',
    () => 'Simpel, handig en fijn om te hebben.',
    () => 'Met zorg ontworpen, tot in de kleinste details.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['huidverzorging', 'skincare', 'skincareroutine', 'gezondehuid'],
  haircare: ['haarverzorging', 'haar', 'haarroutine', 'gezondhaar'],
  makeup: ['makeup', 'beauty', 'opmaken', 'dagelijksemakeup'],
  fragrance: ['parfum', 'geur', 'parfumliefhebber'],
  coffee: ['koffie', 'koffietijd', 'koffieliefhebber', 'ochtendkoffie'],
  tea: ['thee', 'theetijd', 'theeliefhebber'],
  food: ['ontbijt', 'lekkereten', 'recepten', 'thuiskoken'],
  snacks: ['snacks', 'tussendoortje', 'gezondesnacks'],
  drinks: ['drankjes', 'verfrissend', 'proost'],
  spirits: ['cocktails', 'borrel', 'proost', 'drinkmetmate'],
  footwear: ['sneakers', 'schoenen', 'schoenenliefde'],
  apparel: ['mode', 'ootd', 'outfit', 'kledingkast'],
  accessories: ['accessoires', 'stijl', 'outfit'],
  jewellery: ['sieraden', 'sieradenliefde', 'dagelijksesieraden'],
  tech: ['tech', 'gadgets', 'techliefhebber', 'setup'],
  audio: ['muziek', 'audio', 'geluid', 'koptelefoon'],
  home: ['interieur', 'woonaccessoires', 'woonstijl', 'wooninspiratie'],
  candles: ['kaarsen', 'geurkaars', 'gezelligthuis', 'sfeer'],
  kitchen: ['keuken', 'thuiskoken', 'keukenspullen', 'koken'],
  fitness: ['fitness', 'workout', 'sporten', 'training'],
  pets: ['huisdieren', 'hond', 'kat', 'hondenliefde'],
  baby: ['baby', 'ouderschap', 'babyspullen', 'kraamcadeau'],
  books: ['boeken', 'bookstagram', 'lezen', 'boekentip'],
  services: ['ondernemen', 'groei', 'leren'],
  general: ['design', 'cadeautip', 'dagelijksleven'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'eersteindruk', 'uitproberen'],
  unboxing: ['unboxing', 'pakketje', 'uitpakken'],
  lifestyle: ['dagelijksritueel', 'slowliving', 'thuis'],
  'studio-hero': ['productdesign', 'details', 'minimalistisch'],
  'colour-hero': ['kleur', 'kleurrijk', 'colorblock'],
  'ugc-video': ['ugc', 'eersteindruk', 'kijkdit'],
  'product-video': ['productfilm', 'eerstekijk', 'inbeweging'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['favorietjes', 'elkedag', 'musthave'],
  professional: ['innovatie', 'kwaliteit', 'design'],
  playful: ['verslaafd', 'verwenjezelf', 'goodvibes'],
  luxury: ['luxe', 'tijdloos', 'genieten'],
  urgent: ['bestelnu', 'vandaagnog', 'verwenjezelf'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['fyp'],
  linkedin: ['ondernemen', 'productontwikkeling'],
  pinterest: ['inspiratie', 'ideeën'],
};

// Storyboards: shot (what a videographer films), on-screen text (at most six words, the name
// included) and voiceover (one line, read at about 2.5 words a second).

/** A creator talking to the phone camera: hook, problem, reveal, demo, proof, call to action. */
const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: () =>
          'Selfie close-up op armlengte, de creator kijkt recht in de lens; snelle push-in terwijl het product in beeld komt.',
        onScreenText: () => 'Wacht tot je dit ziet',
        voiceover: (s) => `Stop met scrollen, ik moet je iets vertellen over ${s.name}.`,
      },
      {
        shot: () =>
          'Selfie uit de hand, de creator loopt naar de camera in een lichte kamer, product nog onscherp.',
        onScreenText: () => 'Dit had ik niet verwacht',
        voiceover: () => 'Ik had echt niet verwacht dat ik dit zo leuk zou vinden.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Strak selfiekader, de creator lacht, dan een snelle zwenk naar het product op tafel.',
        onScreenText: () => 'Dit moet je zien',
        voiceover: (s) => `Oké, ik heb ${s.name} eindelijk geprobeerd.`,
      },
      {
        shot: () => 'Selfie close-up, de creator buigt naar de lens en steekt één vinger op; snelle push-in.',
        onScreenText: () => 'Koop nog even niks',
        voiceover: () => 'Koop niks anders voordat je deze video hebt gezien.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () =>
          'Medium shot, de creator ploft op de bank en zucht naar de camera; licht schokkerig uit de hand.',
        onScreenText: () => 'Herkenbaar?',
        voiceover: () => 'Ik was zo klaar met dingen die te veel beloven.',
      },
      {
        shot: () => 'Over de schouder: de creator scrolt op de telefoon door producten, niet overtuigd.',
        onScreenText: () => 'Niks werkte',
        voiceover: () => 'Ik heb zoveel geprobeerd, en niks bleef hangen.',
      },
      {
        shot: () => 'Close-up van het gezicht van de creator, wenkbrauwen omhoog, langzame zoom.',
        onScreenText: () => 'De strijd was echt',
        voiceover: () => 'Eerlijk, wat ik eerst gebruikte deed het gewoon niet.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () =>
          'De creator tilt het product van onderen in beeld; de focus verschuift van het gezicht naar het product.',
        onScreenText: (s) => `Maak kennis met ${s.name}`,
        voiceover: (s) => `Toen vond ik ${s.name}, en alles veranderde.`,
      },
      {
        shot: () => 'Bovenaanzicht: handen zetten het product op tafel, snelle zoom.',
        onScreenText: (s) => `Hier ${s.verb('is', 'zijn')} ${s.name}`,
        voiceover: (s) => `Dus gaf ik ${s.name} een eerlijke kans.`,
      },
      {
        shot: () => 'Het product naast het gezicht van de creator, die naar de camera knikt; snelle zoom.',
        onScreenText: () => 'De gamechanger',
        voiceover: (s) => `${s.Name}: mijn favoriet voor elke dag.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () =>
          'Close-up van handen die het product gebruiken bij het raam, daglicht, camera volgt rustig uit de hand.',
        onScreenText: () => 'Zo werkt het',
        voiceover: () => 'Zo zit het in mijn dagelijkse routine, zonder gedoe.',
      },
      {
        shot: () =>
          'Drie snelle jump cuts van het product in gebruik, vanuit verschillende hoeken, uit de hand.',
        onScreenText: () => 'Zo makkelijk',
        voiceover: (s) =>
          `${s.verb('Kost', 'Kosten')} een paar seconden en ${s.verb('past', 'passen')} zo in mijn dag.`,
      },
      {
        shot: () =>
          'Over de schouder: de creator gebruikt het product in een echte omgeving, rustige push-in.',
        onScreenText: () => 'Let op',
        voiceover: () => 'Kijk wat er gebeurt bij een echte test, in het echte leven.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () =>
          'Selfie close-up, de creator lacht, houdt het product naast het gezicht en steekt een duim op.',
        onScreenText: () => 'Wat me opviel',
        voiceover: () => 'Wat me meteen opviel? Het gebruiksgemak, echt waar.',
      },
      {
        shot: () => 'Voor en na naast elkaar, vast kader, een snelle cut tussen de twee.',
        onScreenText: () => 'Oordeel zelf',
        voiceover: () => 'Bekijk het van dichtbij en oordeel zelf.',
      },
      {
        shot: () => 'Medium shot, de creator draait het product rustig in de handen naar de lens.',
        onScreenText: () => 'Van dichtbij, zonder filter',
        voiceover: () => 'Hier van dichtbij, zonder filter, zonder script.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Selfiekader, de creator wijst naar beneden naar het bijschrift, product in de hand.',
        onScreenText: () => 'Link in bio',
        voiceover: (s) => `Geloof me, probeer ${s.name} zelf. Link in bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Het product midden op tafel, de hand van de creator tikt erop, freeze frame.',
        onScreenText: () => 'Probeer het vandaag',
        voiceover: () => 'Twijfel je nog? Dit is je teken om het te proberen.',
      },
      {
        shot: () => 'De creator loopt met het product naar de camera, snelle push-in naar een close-up.',
        onScreenText: () => 'Jouw beurt',
        voiceover: () => 'Jouw beurt: probeer het en bedank me later.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Langzame push-in op het product op linnen in zacht raamlicht, de creator onscherp op de achtergrond.',
        onScreenText: (s) => `Ontdek ${s.name}`,
        voiceover: (s) => `Trakteer jezelf op ${s.name}. Je verdient het.`,
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
          'Extreme macro van één rand van het product in de schaduw; langzame slide over het oppervlak terwijl het licht binnenvalt.',
        onScreenText: () => 'Kijk eens beter',
        voiceover: () => 'Kijk eens beter. Dit verdient het.',
      },
      {
        shot: () =>
          'Donkere naadloze achtergrond, het product als silhouet terwijl een randlicht langzaam opkomt.',
        onScreenText: () => 'Kijk goed',
        voiceover: () => 'Kijk goed. Elk mooi verhaal begint met één detail.',
      },
      {
        shot: () => 'Lage dolly naar een afgedekte vorm op een sokkel, zachte nevel en warm tegenlicht.',
        onScreenText: () => 'Klaar?',
        voiceover: () => 'We laten je graag iets zien waar we trots op zijn.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () =>
          'Hero shot van het product midden op een naadloze achtergrond, langzame baan van 180 graden, zachte schaduw.',
        onScreenText: (s) => `Zeg hallo tegen ${s.name}`,
        voiceover: (s) => `Zeg hallo tegen ${s.name}, gemaakt voor hoe jij leeft.`,
      },
      {
        shot: () =>
          'Een doek glijdt in één vloeiende beweging van het product; de camera schuift naar een centraal kader.',
        onScreenText: (s) => `Maak kennis met ${s.name}`,
        voiceover: (s) => `Maak kennis met ${s.name}, opvallend vanaf de eerste blik.`,
      },
      {
        shot: () => 'Het product komt op een draaitafel in beeld en de lichten springen aan; vaste camera.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Dit ${s.verb('is', 'zijn')} ${s.name}, klaar voor de spotlight.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Macro close-up van textuur en afwerking, langzame focuswissel langs het product.',
        onScreenText: () => 'Het zit in de details',
        voiceover: () => 'Elk oppervlak, elke afwerking, elk detail is zorgvuldig overwogen.',
      },
      {
        shot: () => 'Langzame pan van bovenaf over het product, scherp strijklicht van opzij.',
        onScreenText: () => 'Met zorg gemaakt',
        voiceover: () => 'Kijk goed en je ziet de zorg die in elk onderdeel zit.',
      },
      {
        shot: () => 'Twee snelle macro-cuts vanuit verschillende hoeken, geringe scherptediepte.',
        onScreenText: () => 'Doordacht, binnen en buiten',
        voiceover: () => 'Doordacht ontwerp, van binnen en van buiten, tot in het kleinste detail.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () =>
          'Het product in gebruik in een lichte, alledaagse omgeving, uit de hand gevolgd, daglicht.',
        onScreenText: () => 'Voor elke dag',
        voiceover: (s) =>
          `${s.verb('Past', 'Passen')} zo in je dag en ${s.verb('maakt', 'maken')} de kleine momenten mooier.`,
      },
      {
        shot: () =>
          'Lifestyle medium shot: een hand pakt het product van een zonnige tafel, zachte slow motion.',
        onScreenText: () => 'Simpel. Moeiteloos.',
        voiceover: () => 'Simpel in gebruik, makkelijk om van te houden en gemaakt om je bij te houden.',
      },
      {
        shot: () => 'Split screen van het product in drie alledaagse momenten, snelle ritmische cuts.',
        onScreenText: () => 'Waar de dag je brengt',
        voiceover: () => 'Van drukke ochtenden tot rustige avonden, altijd binnen handbereik.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Laatste hero-kader, het product gecentreerd tegen de merkkleur, langzame push-in, ruimte erboven voor de titel.',
        onScreenText: () => 'Ontdek het vandaag',
        voiceover: (s) => `${s.Name}. Ontdek het vandaag.`,
      },
      {
        shot: () =>
          'Het product op de sokkel; de camera trekt terug naar een breed kader terwijl het licht tot rust komt.',
        onScreenText: () => 'Haal het vandaag in huis',
        voiceover: (s) => `Wacht niet langer. Haal ${s.name} vandaag in huis en merk het verschil.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Vast hero shot, het product draait langzaam op een draaitafel, ruimte voor de eindkaart erboven.',
        onScreenText: () => 'Tik om te shoppen',
        voiceover: () => 'Tik op de link en maak het vandaag nog van jou.',
      },
      {
        shot: () =>
          'Langzame dolly-out onder één zacht hoofdlicht, diepe schaduwen, ruimte voor de eindkaart erboven.',
        onScreenText: (s) => `Ontdek ${s.name}`,
        voiceover: (s) => `${s.Name}. Gemaakt voor wie het verschil ziet.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Close-up van het product naast een telefoon met de beoordeling in beeld; de creator knikt naar de camera.',
    onScreenText: 'Een echte klantervaring',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} schreef` : 'Een klant schreef'}: ‘${quote}.’`,
    rating: (stars) => `Beoordeeld met een ${stars} uit 5.`,
  },
  tease: {
    shot: 'Extreme macro van één rand van het product in de schaduw; langzame slide over het oppervlak terwijl het licht binnenvalt.',
    onScreenText: 'Er is iets nieuws',
    voiceover: 'Er is iets nieuws, en het wachten was het waard.',
  },
  cta: {
    shot: 'Laatste hero-kader, het product gecentreerd, het aanbod in strakke letters erboven.',
    voiceover: (offer) => `${offer}. Tik op de link en haal het in huis.`,
  },
};

/** Words that name each category, lower case, singular; compounds and "-en" plurals listed. */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  skincare: [
    'serum',
    'gezichtsserum',
    'crème',
    'dagcrème',
    'nachtcrème',
    'moisturizer',
    'reiniger',
    'toner',
    'zonnebrand',
    'spf',
    'lotion',
    'huidverzorging',
    'skincare',
  ],
  haircare: ['shampoo', 'conditioner', 'haarmasker', 'haarolie', 'haar'],
  makeup: ['lippenstift', 'mascara', 'foundation', 'eyeliner', 'blush', 'concealer', 'make-up', 'makeup'],
  fragrance: ['parfum', 'geur', 'eau de parfum', 'eau de toilette'],
  coffee: ['koffie', 'koffiebonen', 'espresso', 'latte', 'cold brew'],
  tea: ['thee', 'matcha', 'chai', 'kruidenthee'],
  food: [
    'granola',
    'muesli',
    'olijfolie',
    'olie',
    'honing',
    'saus',
    'pasta',
    'pindakaas',
    'jam',
    'brood',
    'hagelslag',
    'ontbijtgranen',
  ],
  snacks: ['chips', 'reep', 'koek', 'koekje', 'chocolade', 'snack', 'noten', 'nootjes', 'stroopwafel'],
  drinks: ['sap', 'frisdrank', 'water', 'kombucha', 'limonade', 'drankje', 'smoothie'],
  spirits: ['whisky', 'gin', 'jenever', 'wodka', 'vodka', 'rum', 'tequila', 'wijn', 'bier', 'likeur'],
  footwear: [
    'sneaker',
    'schoen',
    'schoenen',
    'hardloopschoen',
    'hardloopschoenen',
    'laars',
    'laarzen',
    'sandaal',
    'sandalen',
  ],
  apparel: ['shirt', 't-shirt', 'hoodie', 'trui', 'jas', 'jurk', 'jeans', 'spijkerbroek', 'vest', 'broek'],
  accessories: ['tas', 'portemonnee', 'rugzak', 'zonnebril', 'riem', 'muts', 'sjaal'],
  jewellery: ['ring', 'ketting', 'armband', 'oorbel', 'oorbellen', 'sieraad', 'sieraden'],
  tech: ['telefoon', 'oplader', 'laptop', 'toetsenbord', 'muis', 'horloge', 'smartwatch', 'camera', 'tablet'],
  audio: ['speaker', 'koptelefoon', 'oordopjes', 'oortjes', 'soundbar', 'luidspreker'],
  home: ['vaas', 'lamp', 'kussen', 'plaid', 'deken', 'vloerkleed'],
  candles: [
    'kaars',
    'kaarsen',
    'geurkaars',
    'geurkaarsen',
    'sojakaars',
    'sojakaarsen',
    'diffuser',
    'geurstokjes',
  ],
  kitchen: [
    'pan',
    'pannen',
    'koekenpan',
    'mes',
    'messen',
    'waterkoker',
    'mok',
    'kopje',
    'blender',
    'snijplank',
  ],
  fitness: ['yoga', 'yogamat', 'dumbbell', 'halter', 'eiwitshake', 'proteïne', 'kettlebell'],
  pets: [
    'hond',
    'honden',
    'kat',
    'katten',
    'huisdier',
    'hondenvoer',
    'kattenvoer',
    'hondensnack',
    'hondenkoekjes',
    'hondenriem',
    'brokjes',
  ],
  baby: ['baby', "baby's", 'luier', 'luiers', 'kinderwagen', 'speen', 'rompertje'],
  books: ['boek', 'boeken', 'roman', 'kookboek', 'dagboek', 'notitieboek'],
  services: ['cursus', 'les', 'lessen', 'abonnement', 'consult', 'advies', 'dienst'],
};

export const DUTCH: LanguagePack = {
  language: 'nl',
  looksPlural: looksPluralDutch,
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
      (s) => `Nieuw: ${s.name}.`,
      (s) => `Net gelanceerd: ${s.name}.`,
      (s) => `Nieuw binnen: ${s.name}.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}, dus wacht niet.` : `Aanbieding: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `‘${claimText(review)}’${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Beoordeeld met een ${stars} uit 5.`,
    limitedStock: (tone) =>
      tone === 'urgent' ? 'Beperkte voorraad, dus wees er snel bij.' : 'Beperkte voorraad.',
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: [
    ...[...PHRASE_BREAKS].filter((w) => w !== 'zonder' && w !== '&'),
    ...[
      'de',
      'het',
      'een',
      'te',
      'mijn',
      'jouw',
      'je',
      'onze',
      'ons',
      'deze',
      'dit',
      'dat',
      'nieuw',
      'nieuwe',
    ],
  ],
  // "zonder" (without) stays in the name's tag: left out, it would say the opposite.
  weakWords: [
    'zonder',
    'extra',
    'vierge',
    'super',
    'ultra',
    'mini',
    'set',
    'pakket',
    'editie',
    'slimme',
    'slim',
    'draadloze',
    'draadloos',
  ],
  plainWords: [
    ...['rood', 'rode', 'blauw', 'blauwe', 'groen', 'groene', 'geel', 'gele', 'zwart', 'zwarte', 'wit'],
    ...['witte', 'grijs', 'grijze', 'bruin', 'bruine', 'roze', 'paars', 'paarse', 'klein', 'kleine'],
    ...['groot', 'grote', 'krokant', 'krokante', 'klassiek', 'klassieke'],
  ],
  materialWords: [
    ...['keramiek', 'keramische', 'steengoed', 'porselein', 'houten', 'bamboe', 'leren', 'katoen'],
    ...['katoenen', 'linnen', 'wollen', 'glazen', 'stalen', 'ijzeren', 'koperen', 'gesmeed', 'gesmede'],
    ...['handgemaakt', 'handgemaakte', 'biologisch', 'biologische'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Maak kennis met ${name}`,
      (name) => `Zeg hallo tegen ${name}`,
      (name) => `${name}. Om op te vallen.`,
    ],
    buttons: ['Shop nu', 'Ontdek meer', 'Bekijk van dichtbij', 'Kijk verder'],
    lifestyleCaptions: ['rustige ochtenden', 'kleine rituelen', 'zondagsrust', 'deze week op mijn tafel'],
    selfieNotes: [
      (name) => `Ik probeer ${name}`,
      (name) => `Eerste indruk: ${name}`,
      (name) => `Deze week test ik ${name}`,
      (name) => `Dag één met ${name}`,
    ],
    unboxingStickers: ['binnengekomen!', 'tijd om uit te pakken', 'pakketje!'],
    eyebrows: { hero: 'In beeld', everyday: 'Elke dag', selfie: 'Aan het testen', unboxing: 'Uitpakken' },
    newBadge: 'Nieuw',
  },
};
