/**
 * German (Germany): every word the service writes in German, for review in one place. Written for a
 * German feed, not translated: the casual, playful and urgent tones say "du", as brands do on
 * Instagram and TikTok; the professional and luxury tones say "Sie". Lines every tone shares (what a
 * category does for people, most style lines) address nobody. A product name's gender is unknown, so
 * no template puts der/die/das, an inflected adjective or er/sie/es before or for it: the name stands
 * after a colon or a preposition ("Im Fokus: {name}", "mit {name}"), and verbs agree in number
 * through `s.verb` ("Die Kopfhörer sind" → "{name} sind"). No rating, review, newness, offer, scarcity
 * or popularity is said unless the caller gave it (`claims`).
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

/** An adjective's forms before a noun: "kabellos", "kabellose", "kabelloser", "kabelloses" … */
const inflected = (stems: readonly string[]) =>
  stems.flatMap((stem) => [stem, ...['e', 'er', 'es', 'en', 'em'].map((ending) => `${stem}${ending}`)]);

/** The tones that say "du". */
const DU: readonly Tone[] = ['casual', 'playful', 'urgent'];
const WARM: readonly Tone[] = ['casual', 'playful'];
/** The tones that say "Sie". */
const SIE: readonly Tone[] = ['professional', 'luxury'];
const BIO_LINK: readonly Platform[] = ['instagram', 'tiktok'];
const TAGGING: readonly Platform[] = ['instagram', 'facebook', 'tiktok', 'threads'];
const SAVING: readonly Platform[] = ['instagram', 'tiktok', 'pinterest'];

/** Where the head of a name ends ("Kopfhörer mit Geräuschunterdrückung"). */
const PREPOSITIONS = new Set([
  'mit',
  'für',
  'aus',
  'von',
  'vom',
  'in',
  'im',
  'ohne',
  'und',
  '&',
  'zum',
  'zur',
  'an',
  'am',
]);
/**
 * Plural words and word endings (compounds end in them: "Laufschuhe", "In-Ear-Kopfhörer"). German
 * plurals have no single ending, so only nouns sold as plurals are listed; anything else reads as
 * singular, and the templates read well either way.
 */
const PLURAL_ENDINGS = [
  'kopfhörer',
  'ohrhörer',
  'schuhe',
  'stiefel',
  'stiefeletten',
  'socken',
  'sandalen',
  'pantoffeln',
  'ohrringe',
  'handschuhe',
  'bohnen',
  'kekse',
  'leckerlis',
  'leckerli',
  'pralinen',
  'kapseln',
  'tücher',
  'gläser',
  'tassen',
  'kerzen',
  'hanteln',
  'windeln',
  'bücher',
  'nudeln',
  'flocken',
  'nüsse',
  'sneaker',
  'sneakers',
  'earbuds',
  'in-ears',
  'snacks',
  'chips',
  'cookies',
  'pads',
  'shorts',
  'leggings',
];

/** Whether a German product name is plural: a word before its first preposition names a plural. */
export function looksPluralGerman(name: string): boolean {
  const words = name.split(' ').map((w) => w.replace(/^[^\p{L}&]+|[^\p{L}]+$/gu, '').toLowerCase());
  const end = words.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w));
  const head = end > 0 ? words.slice(0, end) : words;
  return head.some((word) => word.length >= 4 && PLURAL_ENDINGS.some((ending) => word.endsWith(ending)));
}

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, wo warst du mein ganzes Leben lang?`,
    (s) => `Heute stelle ich dir ${s.name} vor.`,
    (s) => `Kurz mal über ${s.name} reden?`,
    (s) => `Kleines Detail, großer Unterschied: ${s.name}.`,
    (s) => `Hätte nicht gedacht, dass ich ${s.name} so mögen würde.`,
    (s) => `Mein Alltagsliebling: ${s.name}.`,
    (s) => `Darf ich vorstellen: ${s.name}.`,
    (s) => `Kurze Notiz: ${s.name}.`,
    (s) => `${s.Name}: Das mag ich daran.`,
    (s) => `${s.Name} ${s.verb('hat', 'haben')} sich einen festen Platz in meinem Alltag verdient.`,
    (s) => `Ich zeig dir ${s.name}.`,
    (s) => `Fund des Tages: ${s.name}.`,
    (s) => `Etwas Gutes für deine Woche: ${s.name}.`,
    (s) => `Wie versprochen: ${s.name} im Detail.`,
    (s) => `Ein paar Tage im Alltag, und ich hab einiges zu erzählen: ${s.name}.`,
    (s) => `Wusste gar nicht, dass mir das gefehlt hat: ${s.name}.`,
  ],
  professional: [
    (s) => `Design mit Haltung: ${s.name}.`,
    (s) => `Qualität, die man sieht: ${s.name}.`,
    (s) => `Ein genauer Blick auf ${s.name}.`,
    (s) => `Was macht ${s.name} besonders? Wir zeigen es Ihnen.`,
    (s) => `Weniger Lärm, mehr Substanz: ${s.name}.`,
    (s) => `Das Wesentliche, gut gelöst: ${s.name}.`,
    (s) => `Hinter den Kulissen: ${s.name}.`,
    (s) => `Gute Gründe, sich ${s.name} genauer anzusehen.`,
    (s) => `Qualität ohne Umwege: ${s.name}.`,
    (s) => `Konzept, Nutzung, Details: ${s.name} im Überblick.`,
    (s) => `Im Mittelpunkt, was zählt: ${s.name}.`,
    (s) => `Form und Funktion im Gleichgewicht: ${s.name}.`,
    (s) => `Unter der Lupe: ${s.name}.`,
    (s) => `Im Detail: ${s.name}.`,
    (s) => `Die Eckpunkte des Designs: ${s.name}.`,
    (s) => `Gutes Design, ohne Lärm: ${s.name}.`,
  ],
  playful: [
    (s) => `Plot-Twist: ${s.name} ${s.verb('stiehlt', 'stehlen')} allen die Show.`,
    (s) => `Achtung: ${s.name} ${s.verb('kann', 'können')} akute Glücksgefühle auslösen.`,
    (s) => `POV: Du hast gerade ${s.name} entdeckt.`,
    (s) => `${s.Name} mit echter Main-Character-Energy.`,
    (s) => `Liegt's an mir, oder ${s.verb('hat', 'haben')} ${s.name} das gewisse Etwas?`,
    (s) => `Das ist dein Zeichen, ${s.name} auszuprobieren.`,
    (s) => `Musik an: ${s.name} ${s.verb('ist', 'sind')} da.`,
    (s) => `Bin kurz weg, Obsession-Modus: ${s.name}.`,
    (s) => `Nicht übertrieben, aber ${s.name} ${s.verb('spielt', 'spielen')} in einer ganz anderen Liga.`,
    (s) => `Aktuelle Obsession: ${s.name}.`,
    (s) => `${s.Name} ${s.verb('kommt', 'kommen')} auf meine Liste der kleinen Glücksmomente.`,
    (s) => `Verliebt-Alarm: ${s.name}.`,
    (s) => `Liebe für ${s.name}: unendlich.`,
    (s) => `Wer braucht schon einen Plan, wenn es ${s.name} gibt?`,
    (s) => `Verknallt-Moment: ${s.name}.`,
    (s) => `Was meinen Tag heller macht: ${s.name}.`,
    (s) => `Meine liebste kleine Gönnung: ${s.name}.`,
  ],
  luxury: [
    (s) => `${s.Name}. Eleganz ohne große Worte.`,
    (s) => `Für alle, die auf Details achten: ${s.name}.`,
    (s) => `Der Luxus des Einfachen: ${s.name}.`,
    (s) => `Manche Dinge verdienen Zeit. ${s.Name} ${s.verb('gehört', 'gehören')} dazu.`,
    (s) => `Mühelose Eleganz: ${s.name}.`,
    (s) => `Die Kunst des Wesentlichen: ${s.name}.`,
    (s) => `Den Alltag veredeln: ${s.name}.`,
    (s) => `Zurückhaltung. Charakter. ${s.Name}.`,
    (s) => `${s.Name}: jedes Detail mit Absicht.`,
    (s) => `Für anspruchsvolle Blicke: ${s.name}.`,
    (s) => `Ein Genuss ohne Eile: ${s.name}.`,
    (s) => `Das Wesentliche, veredelt: ${s.name}.`,
    (s) => `Für die kleinen Rituale: ${s.name}.`,
    (s) => `Schönheit ohne Eile: ${s.name}.`,
    (s) => `Das Detail als Handschrift: ${s.name}.`,
  ],
  urgent: [
    (s) => `Heute ist der Tag für ${s.name}.`,
    (s) => `Stopp mal kurz: ${s.name} ${s.verb('ist', 'sind')} einen Blick wert.`,
    (s) => `Wann immer du so weit bist: ${s.name} ${s.verb('wartet', 'warten')}.`,
    (s) => `Jetzt ist der Moment für ${s.name}.`,
    (s) => `Falls du auf ein Zeichen für ${s.name} gewartet hast: Hier ist es.`,
    (s) => `Dein Zeichen für ${s.name}, heute noch.`,
    (s) => `Hol dir ${s.name} in deinen Alltag, ab sofort.`,
    (s) => `Los geht's: ${s.name}, keine Ausreden!`,
    (s) => `Heute auf dem Plan: ${s.name}.`,
    (s) => `Heute geht's los: ${s.name}.`,
    (s) => `Jetzt ist es so weit: ${s.name}.`,
    (s) => `Heute ist der Tag: ${s.name}.`,
    (s) => `Dein Plan für heute: ${s.name}.`,
    (s) => `Trau dich: ${s.name}.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Diese Woche teste ich ${s.name}.` },
    { line: (s) => `Erste Eindrücke: ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `${s.Name}, ganz genau betrachtet.`, tones: SIE },
    { line: (s) => `Meine ungefilterten Gedanken: ${s.name}.`, tones: DU },
  ],
  unboxing: [
    { line: (s) => `Gemeinsam auspacken: ${s.name}.` },
    { line: (s) => `Das Paket ist da: ${s.name}.` },
    { line: (s) => `Post ist da! ${s.Name} ${s.verb('ist', 'sind')} angekommen.`, tones: WARM },
    { line: (s) => `Schau mal, was gerade angekommen ist: ${s.name}.`, tones: DU },
    { line: (s) => `Ein erster Blick in die Box: ${s.name}.`, tones: [...SIE, 'urgent'] },
    { line: (s) => `${s.Name}, in aller Ruhe ausgepackt.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Kleines Alltagsritual: ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Ruhige Morgen, schönes Licht und ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, genau am richtigen Platz.` },
    { line: (s) => `So passt ${s.name} in meinen Tag.`, tones: ['casual', 'professional'] },
    { line: (s) => `Alltag, ein bisschen schöner: ${s.name}.` },
    { line: (s) => `Fensterlicht, ein ruhiger Tisch und ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name} im Rampenlicht.` },
    { line: (s) => `Jeder Winkel, jedes Detail: ${s.name}.`, tones: SIE },
    { line: (s) => `Klare Linien. Voller Fokus. ${s.Name}.`, tones: SIE },
    { line: (s) => `Alle Augen auf ${s.name}.`, tones: DU },
    { line: (s) => `Design, das man aus der Nähe sehen will: ${s.name}.`, tones: SIE },
    { line: (s) => `Direkt aus dem Studio: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Farbe mit Charakter: ${s.name}.` },
    { line: (s) => `${s.Name} in voller Farbe.` },
    { line: (s) => `Color-Blocking mit Attitude: ${s.name}.`, tones: DU },
    { line: (s) => `Dreh die Farbe auf: ${s.name}.`, tones: DU },
    { line: (s) => `Ein Statement in Farbe: ${s.name}.`, tones: SIE },
    { line: (s) => `Unmöglich, daran vorbeizuscrollen: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Warte auf das Ende: ${s.name}.`, tones: DU },
    { line: (s) => `Gib mir 20 Sekunden für ${s.name}.`, tones: DU },
    { line: (s) => `Das Problem und die Lösung: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Mein echter Test vor der Kamera: ${s.name}.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name} in Bewegung.` },
    { line: (s) => `${s.Name}, zum Leben erweckt.` },
    { line: (s) => `Jedes Detail in einem kurzen Film: ${s.name}.`, tones: SIE },
    { line: (s) => `Ton an für ${s.name}.`, tones: DU },
    { line: (s) => `${s.Name}, Bild für Bild.`, tones: SIE },
    { line: (s) => `Nicht blinzeln: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    () => 'Inzwischen greife ich ganz automatisch danach.',
    () => 'Einfach, unkompliziert und richtig schön im Alltag.',
    () => 'Kein Schnickschnack, keine komplizierten Schritte, einfach etwas, das funktioniert.',
    (s) => `${s.verb('Passt', 'Die passen')} problemlos in einen ganz normalen, vollen Tag.`,
    () => 'Am Ende machen die kleinen Upgrades den Unterschied.',
    () => 'Wusste gar nicht, dass ich das brauche. Bis jetzt.',
    () => 'Die Art von kleinem Upgrade, die man jeden Tag merkt.',
    () => 'Gute Dinge müssen nicht kompliziert sein.',
    () => "Die kleinen Details machen's.",
    () => 'Leicht anzufangen, leicht zu lieben.',
    () => 'Einer dieser Funde, von denen man am Ende allen erzählt.',
    () => 'Gemacht für das echte Leben, nicht nur fürs Foto.',
    () => 'Nichts Kompliziertes, einfach gut.',
    () => 'Ehrlich: eine kleine Freude an einem ganz normalen Tag.',
    () => 'Zum Benutzen gemacht, nicht zum Aufheben.',
    () => 'Praktisch, hübsch und einfach alltagstauglich.',
    () => 'So etwas, das den Tag ganz leise besser macht.',
    () => 'Einmal ausprobiert, schon Teil der Routine.',
    () => 'Gutes Design, das man im Alltag spürt.',
    () => 'Keine Extraschritte, keine endlose Anleitung.',
    (s) => `${s.verb('Macht', 'Die machen')} den Tag schöner, als ich dachte.`,
    () => 'Eine kleine Gönnung, die man merkt.',
  ],
  professional: [
    () =>
      'Durchdacht gestaltet, sorgfältig gefertigt und ganz auf das ausgerichtet, was Sie wirklich brauchen.',
    () => 'Jedes Detail ist bedacht, damit Sie sich auf das Wesentliche konzentrieren können.',
    () => 'Gleichbleibende Qualität, auf die Sie sich Tag für Tag verlassen können.',
    () => 'Für alle, die Wert auf Qualität legen und keine Kompromisse wollen.',
    () => 'Zuverlässig, durchdacht und einsatzbereit, wenn Sie es sind.',
    () => 'Eine kluge Wahl für alle, die mehr von ihren Alltagsdingen erwarten.',
    () => 'Klarer Nutzen, keine Spielereien.',
    () => 'Nach klarem Standard gefertigt, auf Dauer ausgelegt.',
    () => 'Funktion und Design im Gleichgewicht.',
    () => 'Weniger Versprechen, mehr Alltagstauglichkeit.',
    () => 'Das Wichtige, unkompliziert gelöst.',
    () => 'Jede Designentscheidung folgt einem konkreten Bedarf.',
    () => 'Ein Design, das sich auf Anhieb erschließt.',
    (s) => `${s.verb('Lässt', 'Die lassen')} sich leicht in jede Routine integrieren.`,
    () => 'Durchdachte Details, die man im Gebrauch bemerkt.',
    () => 'Ohne Schnörkel: Funktion, Qualität und Anspruch.',
    () => 'Form und Funktion, stimmig bis ins Detail.',
    () => 'Eine Entscheidung für gute Arbeit.',
  ],
  playful: [
    () => 'Nebenwirkung: Du erzählst Fremden davon.',
    () => 'Dein zukünftiges Ich sagt schon mal danke.',
    () => 'Upgrade-Level: freigeschaltet.',
    () => 'Serotonin-Kick? Check.',
    () => 'Null Reue, maximal gute Vibes.',
    () => 'Suchtfaktor: ein kleines bisschen hoch, ganz ehrlich.',
    () => 'Main-Character-Energy in Produktform.',
    () => 'Spoiler: Dein Tag wird gerade ein bisschen besser.',
    () => 'Fan-Modus: aktiviert.',
    () => 'Haben-will-Level: maximal.',
    () => 'Perfekter Plan: das hier und sonst nichts.',
    () => 'Achtung, Suchtgefahr.',
    () => 'Niedlich-Level: Profi.',
    () => 'Dein Feed und dein Tag, ein bisschen glücklicher.',
    () => 'Spoiler: Es gibt kein Zurück.',
    () => 'Fan-Moment freigeschaltet.',
    () => 'Wenn schon gönnen, dann richtig.',
    () => 'Glück im Taschenformat, für jeden Tag.',
  ],
  luxury: [
    () => 'Jedes Detail durchdacht, jedes Finish bewusst gewählt.',
    () => 'Für Momente, die ein wenig mehr verdienen.',
    () => 'Stille Souveränität, ohne Überflüssiges.',
    () => 'Ein Genuss, zu dem Sie immer wieder zurückkehren werden.',
    () => 'Weil auch der Alltag Außergewöhnliches verdient.',
    () => 'Zeitlose Eleganz, die man langsam genießt.',
    () => 'Handwerk, das man vom ersten Moment an spürt.',
    () => 'Das Außergewöhnliche, ganz leise.',
    () => 'Weniger, aber besser.',
    () => 'Die Ruhe gut gemachter Dinge.',
    () => 'Eine kleine Geste, die zum Ritual wird.',
    () => 'Material, Proportion, Zeit: Nichts ist Zufall.',
    () => 'Zum langsamen Genießen, ohne auf die Uhr zu sehen.',
    () => 'Eleganz liegt in dem, was ungesagt bleibt.',
    () => 'Ein stiller Luxus für jeden Tag.',
    () => 'Details, die sich mit der Zeit offenbaren.',
    () => 'Die Freude an Dingen, die bleiben.',
    () => 'Raffinesse ohne Aufhebens.',
  ],
  urgent: [
    () => 'Der beste Moment, um anzufangen? Jetzt.',
    () => 'Das ist dein Moment, lass ihn nicht vorbeiziehen.',
    () => 'Mehr Energie, weniger Ausreden.',
    () => 'Kein Grund, es noch länger aufzuschieben.',
    () => 'Heute ist ein guter Tag, dir etwas zu gönnen.',
    () => 'Fang heute an und spür den Unterschied.',
    () => 'Heute ist ein perfekter Tag zum Anfangen.',
    () => 'Weniger grübeln, mehr genießen.',
    () => 'Deine Routine wird es dir danken.',
    () => 'Mach den ersten Schritt, der Rest kommt von allein.',
    () => 'Fang einfach an, fang jetzt an.',
    () => 'Jetzt ist die Zeit.',
    () => 'Kein Grund zu warten.',
    () => 'Eine kleine Veränderung, ab heute.',
    () => 'Warum nicht heute?',
    () => 'Gute Dinge müssen nicht warten.',
    () => 'Dein Moment beginnt jetzt.',
    () => 'Leg heute los.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    {
      line: (s) =>
        `Was mir am besten gefällt? ${s.verb('Funktioniert', 'Die funktionieren')} einfach, jedes Mal.`,
    },
    { line: () => 'Ganz ehrlich erzählt, ohne Skript.' },
  ],
  unboxing: [
    { line: () => 'Das Auspacken war ein kleines Event.', tones: WARM },
    { line: () => 'Schön verpackt und in echt noch besser.' },
    {
      line: () => 'Alles ordentlich präsentiert, vom ersten Moment an.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => 'Der erste Blick in die Box? Hat sich gelohnt.' },
    { line: () => 'Auspacken fühlte sich an wie ein Geschenk.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: (s) =>
        `${s.verb('Fügt', 'Die fügen')} sich ganz natürlich in den Alltag ein, vom ruhigen Morgen bis zum vollen Nachmittag.`,
    },
    { line: () => 'Gutes Licht, ein aufgeräumter Tisch und einfache Dinge, gut gemacht.' },
    { line: () => 'Gemacht, um gesehen zu werden, nicht für die Schublade.' },
    { line: () => 'Die kleinen Rituale machen einen Tag zu deinem.', tones: WARM },
    { line: () => 'Die kleinen Rituale sind es, die einen Tag besonders machen.', tones: ['luxury'] },
    { line: () => 'Für echte Wohnungen und echte Routinen.', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => 'Klar, schlicht und mit eigener Persönlichkeit.' },
    { line: () => 'Jede Kurve, jedes Finish will entdeckt werden.', tones: SIE },
    { line: () => 'Schau genau hin: Die Details erzählen alles.', tones: DU },
    { line: () => 'Aus der Nähe erzählen die Details die ganze Geschichte.', tones: SIE },
    { line: () => 'Reine Form, keine Ablenkung.' },
    { line: () => 'Design mit Absicht, bis ins letzte Detail.', tones: SIE },
  ],
  'colour-hero': [
    { line: () => 'Mutige Farbe, noch mutigere Attitude.', tones: DU },
    { line: (s) => `${s.verb('Fällt', 'Die fallen')} in jedem Feed auf, und im echten Leben auch.` },
    { line: () => 'Ein Farbtupfer, der alles drumherum schöner macht.' },
    { line: () => 'Eine Farbe, die man nicht übersieht.' },
  ],
  'ugc-video': [
    { line: (s) => `Im ganzen Video siehst du ${s.name} in Aktion.`, tones: DU },
    { line: (s) => `Das ganze Video zeigt ${s.name} in Aktion.`, tones: SIE },
    {
      line: () => 'Keine Filter, kein Skript, nur ein erster Test vor der Kamera.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'Echter Einsatz, von Anfang bis Ende.' },
    { line: () => 'Bleib bis zum Ende dran, da kommt das Beste.', tones: DU },
  ],
  'product-video': [
    { line: () => 'Ein kurzer Film über die Details, die den Unterschied machen.' },
    { line: () => 'Jeder Winkel, jedes Finish, in Bewegung.' },
    { line: () => 'Drück auf Play für den ganzen Auftritt.', tones: DU },
    { line: () => 'Aus nächster Nähe gefilmt, damit man sieht, worauf es ankommt.', tones: SIE },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => "Würdest du's ausprobieren? Schreib's mir in die Kommentare." },
    { line: () => "Link in der Bio, falls du's testen willst.", platforms: BIO_LINK },
    { line: () => 'Speicher dir den Post für später.', platforms: SAVING },
    { line: () => 'Markier jemanden, der das braucht.', platforms: TAGGING },
    { line: () => "Probier's aus und sag mir, wie du's findest." },
    { line: () => 'Lohnt sich. Vertrau mir.' },
    { line: () => "Teil das mit jemandem, der's lieben würde." },
    { line: () => 'Fragen? Ab damit in die Kommentare.' },
    { line: (s) => `Hast du ${s.name} schon ausprobiert? Erzähl mal.` },
    { line: () => 'Neugierig? Schau mal rein.' },
    { line: () => 'Folg mir für mehr Funde wie diesen.' },
    { line: (s) => `Würdest du ${s.name} in deine Routine aufnehmen?` },
    { line: () => 'Mehr Details auf unserer Seite.' },
    {
      line: () => 'Speicher den Post für deine nächste Einkaufsliste.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Deine Fragen gerne hier unten.' },
    { line: (s) => `Erzähl mir, wie du ${s.name} nutzen würdest.` },
    { line: () => "Schick das jemandem, dem's gefallen würde." },
    { line: () => 'Den Link findest du in unserem Profil.' },
  ],
  professional: [
    { line: () => 'Mehr erfahren Sie über den Link in unserer Bio.', platforms: BIO_LINK },
    { line: () => 'Erfahren Sie noch heute mehr.' },
    { line: () => 'Sprechen Sie uns an, wir erzählen Ihnen gern mehr.' },
    {
      line: () => 'Teilen Sie Ihre Meinung in den Kommentaren.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'Was möchten Sie als Nächstes sehen? Schreiben Sie es uns.' },
    { line: (s) => `Entdecken Sie ${s.name}.` },
    { line: () => 'Folgen Sie uns, um nichts zu verpassen.' },
    { line: () => 'Alle Details finden Sie auf unserer Website.' },
    { line: () => 'Fragen? Unser Team hilft Ihnen gern.' },
    { line: () => 'Besuchen Sie unsere Website für mehr Informationen.' },
    { line: () => 'Schreiben Sie uns, wir antworten ausführlich.' },
    { line: () => 'Speichern Sie den Beitrag für später.' },
    { line: () => 'Lust auf ein Gespräch? Schreiben Sie uns jederzeit.' },
    { line: () => 'Alle Details auf unserer Website.' },
    { line: () => 'Schreiben Sie uns Ihre Fragen.' },
  ],
  playful: [
    { line: () => 'Doppeltipp, wenn du verliebt bist.', platforms: ['instagram'] },
    { line: () => 'Los, gönn dir.' },
    { line: () => 'Markier jemanden, der das in seinem Leben braucht.', platforms: TAGGING },
    { line: () => "Lass ein 🔥 da, wenn du's probieren würdest." },
    { line: () => 'Ab in den Warenkorb, danken kannst du uns später.' },
    { line: () => 'Du weißt, dass du willst.' },
    { line: () => 'Jetzt pinnen, später freuen.', platforms: ['pinterest'] },
    { line: () => 'Dein Zug.' },
    { line: () => 'Na los, schau mal rein.' },
    { line: () => 'Ab zum Link, der beißt nicht.' },
    { line: () => 'Lass ein bisschen Liebe in den Kommentaren da.' },
    { line: () => 'Sag uns mit einem Emoji, was du denkst.' },
    { line: () => 'Teil die kleine Freude mit deinem Lieblingsmenschen.' },
    { line: () => 'Speichern und später erzählen.' },
    { line: () => 'Na los, trau dich.' },
    { line: () => 'Lass dich verführen.' },
    { line: () => 'Schick das an jemanden, der es braucht.' },
    { line: () => "Bist du dabei? Sag's uns." },
  ],
  luxury: [
    { line: (s) => `Entdecken Sie ${s.name}.` },
    { line: () => 'Zu entdecken über den Link in der Bio.', platforms: BIO_LINK },
    { line: (s) => `Machen Sie ${s.name} zu Ihrem Ritual.` },
    { line: () => 'Erleben Sie es selbst.' },
    { line: () => 'Gönnen Sie sich etwas Außergewöhnliches.' },
    { line: () => 'Genießen Sie. Sie haben es sich verdient.' },
    {
      line: () => 'Merken Sie sich diese Idee für Ihren nächsten Genussmoment.',
      platforms: ['pinterest', 'instagram'],
    },
    { line: () => 'Mehr entdecken auf unserer Website.' },
    { line: () => 'Entdecken Sie jedes Detail auf unserer Website.' },
    { line: () => 'Nehmen Sie sich einen Moment für sich.' },
    { line: () => 'Ein Genuss für Sie, wann immer Sie möchten.' },
    { line: () => 'Erleben Sie das Detail aus der Nähe.' },
    { line: () => 'Nehmen Sie sich Zeit zum Entdecken.' },
    { line: () => 'Erkunden Sie die Details auf unserer Website.' },
    { line: () => 'Gönnen Sie sich einen ruhigen Moment.' },
  ],
  urgent: [
    { line: () => "Hol's dir heute." },
    { line: () => "Nicht länger warten: Hol's dir jetzt." },
    { line: () => 'Jetzt auf den Link in der Bio tippen.', platforms: BIO_LINK },
    { line: () => 'Jetzt bestellen und später freuen.' },
    { line: (s) => `Hol dir ${s.name} noch heute.` },
    { line: () => 'Fang heute an.' },
    { line: () => 'Tipp rein und überzeug dich selbst.' },
    { line: () => 'Schau heute noch rein.' },
    { line: () => 'Heute bestellen, gleich loslegen.' },
    { line: () => 'Los, heute noch.' },
    { line: () => 'Link in der Bio: Jetzt ist der Moment.', platforms: BIO_LINK },
    { line: () => 'Klick auf den Link und leg los.' },
    { line: () => 'Heute noch, ohne zu warten.' },
    { line: () => 'Klick und fang heute an.' },
    { line: () => "Auf geht's: Heute ist ein guter Tag." },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'Was denkst du? Ich freue mich auf deine Sicht in den Kommentaren.', tones: DU },
    { line: () => 'Was denken Sie? Ich freue mich auf Ihre Sicht in den Kommentaren.', tones: SIE },
    { line: () => 'Folgen Sie uns und teilen Sie den Beitrag mit Ihrem Team.', tones: ['professional'] },
  ],
  pinterest: [
    { line: () => 'Merk dir diesen Pin für später.', tones: DU },
    { line: () => 'Pinne es auf deine Ideen-Pinnwand.', tones: DU },
    { line: () => 'Merken Sie sich diesen Pin für später.', tones: SIE },
  ],
  x: [
    { line: () => 'Antworte mit deiner Meinung.', tones: DU },
    { line: () => 'Ihre Meinung? Antworten Sie gern.', tones: SIE },
  ],
  bluesky: [
    { line: () => 'Gedanken dazu? Antworte hier.', tones: DU },
    { line: () => 'Ihre Gedanken dazu? Wir freuen uns auf Antworten.', tones: SIE },
  ],
  threads: [
    { line: () => "Erzähl's mir in den Antworten.", tones: DU },
    { line: () => 'Schreiben Sie es uns in den Antworten.', tones: SIE },
  ],
};

/** What each kind of product does for people, addressing nobody (every tone uses them). */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Ein ruhiger, einfacher Schritt für die Morgen- und Abendroutine.',
    (s) => `${s.verb('Lässt', 'Die lassen')} sich ganz leicht mit dem Rest der Routine kombinieren.`,
    () => 'Hautpflege, die sich gut anfühlt und deshalb auch wirklich benutzt wird.',
    () => 'Zwei Minuten für die Haut, morgens und abends.',
  ],
  haircare: [
    () => 'Waschtag, ein bisschen leichter gemacht.',
    () => 'Für Haare, die sich wieder nach einem selbst anfühlen.',
    (s) => `${s.verb('Passt', 'Die passen')} in jede Haarroutine, ob kurz oder lang.`,
    () => 'Gute Haartage beginnen unter der Dusche.',
  ],
  makeup: [
    () => 'In Sekunden verblendet, mit natürlichem Finish.',
    () => 'Für das Fünf-Minuten-Make-up und den Abend, der zählt.',
    (s) => `${s.verb('Hat', 'Die haben')} einen festen Platz in meiner Make-up-Tasche.`,
  ],
  fragrance: [
    () => 'Ein Duft, der genau richtig lange bleibt.',
    () => 'Ein Sprühstoß, und der Tag fühlt sich ein bisschen mehr nach einem selbst an.',
    () => 'Sanft am Morgen, am Abend noch da.',
  ],
  coffee: [
    () => 'Der Morgenkaffee, ernst genommen.',
    () => 'Zubereitet, wie es gefällt: Filter, Espresso oder French Press.',
    () => 'Der erste Schluck ist der beste Moment des Morgens.',
    () => 'Eine Tasse, für die man gern langsamer macht.',
  ],
  tea: [
    () => 'Ziehen lassen, durchatmen, genießen.',
    () => 'Eine ruhige Tasse mitten im vollen Tag.',
    () => 'Für langsame Nachmittage und die zweite Tasse.',
  ],
  food: [
    () => 'Frühstück? Erledigt.',
    () => 'Gutes Essen, das in einen ganz normalen Wochentag passt.',
    () => 'Der Vorratsschrank-Klassiker, nach dem man jeden Tag greift.',
    () => 'Einfache Zutaten, gut gemacht.',
    () => 'Für den Tisch, an dem man mit seinen Lieblingsmenschen sitzt.',
    () => 'Erst der Geschmack, dann alles andere.',
  ],
  snacks: [
    () => 'Die Snackpause, auf die man sich wirklich freut.',
    () => 'Für die Schreibtischschublade, den Roadtrip und das Nachmittagstief.',
    () => 'Erst das Knuspern, dann die Fragen.',
  ],
  drinks: [
    () => 'Kalt, frisch und bereit, wann immer es passt.',
    () => 'Etwas Gutes zum Trinken, zu jeder Tageszeit.',
    () => 'Über Eis gießen und durchatmen.',
  ],
  spirits: [
    () => 'Für lange Abende und gute Gesellschaft.',
    () => 'Pur, auf Eis oder im Lieblingscocktail.',
    () => 'Eine Flasche zum Teilen mit Freunden. Bitte verantwortungsvoll genießen.',
  ],
  footwear: [
    () => 'Komfort, der mit dem Tag mithält, vom ersten bis zum letzten Schritt.',
    () => 'Gemacht zum Gehen: Arbeitsweg, Wochenende und alles dazwischen.',
    () => 'Reinschlüpfen und los.',
  ],
  apparel: [
    () => 'Leicht zu tragen, leicht zu kombinieren und gemacht, um immer wieder getragen zu werden.',
    (s) => `${s.verb('Passt', 'Die passen')} zu allem, was schon im Kleiderschrank hängt.`,
    () => 'Schick oder lässig, beides geht.',
  ],
  accessories: [
    () => 'Der letzte Schliff, der dem Alltagslook noch gefehlt hat.',
    () => 'Kleines Detail, große Wirkung fürs Outfit.',
    () => 'Gemacht, um überallhin mitzukommen.',
  ],
  jewellery: [
    () => 'Ein bisschen Glanz für jeden Tag.',
    () => 'Zum Tragen, Kombinieren und Liebhaben.',
    () => 'Eines dieser Stücke, die man nie ablegt.',
  ],
  tech: [
    () => 'In Minuten eingerichtet, danach denkt man nicht mehr daran.',
    () => 'Technik, die sich nicht in den Weg stellt.',
    () => 'Damit der Alltag ein bisschen runder läuft.',
  ],
  audio: [
    () => 'Play drücken und den Raum mit Musik füllen.',
    () => 'Klarer Sound für Podcasts, Playlists und alles dazwischen.',
    () => 'Der Soundtrack für jeden Weg, den der Tag nimmt.',
    () => 'Lauter drehen und den Unterschied hören.',
    () => 'Für lange Hörsessions und kurze Pendelstrecken.',
    () => 'Sound, der die ruhigen Momente füllt.',
  ],
  home: [
    () => 'Kleine Veränderung, und der ganze Raum wirkt anders.',
    () => 'Für die Lieblingsecken zu Hause.',
    () => 'Zuhause, ein bisschen gemütlicher.',
  ],
  candles: [
    () => 'Anzünden, Licht dimmen, runterkommen.',
    () => 'Warmes Licht für ruhige Abende.',
    () => 'Der einfachste Weg, damit sich ein Raum nach Zuhause anfühlt.',
  ],
  kitchen: [
    () => 'Für das tägliche Kochen, vom schnellen Frühstück bis zum langen Sonntagsessen.',
    () => 'Das Werkzeug, zu dem man zuerst greift.',
    () => 'Zuhause kochen, nur einfacher.',
  ],
  fitness: [
    (s) => `${s.verb('Hält', 'Die halten')} mit dem Training mit, Wiederholung für Wiederholung.`,
    () => 'Eigenes Workout, eigenes Tempo.',
    () => 'Für die Tage, an denen man für sich selbst trainiert.',
  ],
  pets: [
    () => 'Gemacht mit Blick auf den besten Freund auf vier Pfoten.',
    () => 'Glückliches Tier, glückliches Zuhause.',
    () => 'Weil auch sie das Beste verdienen.',
  ],
  baby: [
    () => 'Für die Kleinsten und die Großen, die sich um sie kümmern.',
    () => 'Eine Sache weniger, an die man an vollen Tagen mit Baby denken muss.',
    () => 'Sanft, praktisch und leicht zu reinigen.',
  ],
  books: [
    () => 'Gemütlich machen: Das hier legt man schwer aus der Hand.',
    () => 'Der perfekte Begleiter für einen ruhigen Abend.',
    () => 'Eine Lektüre, für die man sich gern Zeit nimmt.',
  ],
  services: [
    () => 'Ganz auf die eigenen Ziele ausgerichtet, im eigenen Tempo.',
    () => 'Wir kümmern uns um die Details, damit der Fokus auf dem Wesentlichen liegt.',
    () => 'Klare Schritte, echte Unterstützung.',
  ],
  general: [
    () => 'Gemacht für den Alltag, gemacht zum Bleiben.',
    () => 'Einfach, nützlich und schön im Alltag.',
    () => 'Mit Sorgfalt gestaltet, bis ins kleinste Detail.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['hautpflege', 'skincare', 'skincareroutine', 'gesichtspflege'],
  haircare: ['haarpflege', 'haare', 'haarroutine', 'gesundehaare'],
  makeup: ['makeup', 'schminken', 'beauty', 'makeuplook'],
  fragrance: ['parfum', 'duft', 'duftliebe'],
  coffee: ['kaffee', 'kaffeeliebe', 'kaffeezeit', 'barista'],
  tea: ['tee', 'teezeit', 'teeliebe', 'teatime'],
  food: ['frühstück', 'lecker', 'selbstgemacht', 'foodliebe'],
  snacks: ['snacks', 'snackzeit', 'gesundesnacks'],
  drinks: ['getränke', 'erfrischung', 'drinks'],
  spirits: ['cocktails', 'prost', 'barliebe'],
  footwear: ['sneaker', 'schuhe', 'sneakerliebe', 'schuhliebe'],
  apparel: ['mode', 'ootd', 'fashion', 'outfit'],
  accessories: ['accessoires', 'style', 'modeaccessoires'],
  jewellery: ['schmuck', 'schmuckliebe', 'schmuckstücke'],
  tech: ['technik', 'gadgets', 'tech', 'setup'],
  audio: ['musik', 'sound', 'kopfhörer', 'audio'],
  home: ['wohnen', 'einrichtung', 'interior', 'wohnideen'],
  candles: ['kerzen', 'kerzenlicht', 'gemütlichkeit', 'hygge'],
  kitchen: ['küche', 'kochen', 'selbstgekocht', 'küchenhelfer'],
  fitness: ['fitness', 'training', 'workout', 'sport'],
  pets: ['hund', 'katze', 'haustiere', 'hundeliebe'],
  baby: ['baby', 'mamaleben', 'elternsein', 'babyausstattung'],
  books: ['bücher', 'lesen', 'bookstagram', 'buchliebe'],
  services: ['weiterbildung', 'wachstum', 'lernen'],
  general: ['geschenkidee', 'design', 'alltagshelden'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'erstereindruck', 'ausprobiert'],
  unboxing: ['unboxing', 'auspacken', 'paketliebe'],
  lifestyle: ['alltag', 'slowliving', 'kleinerituale'],
  'studio-hero': ['produktdesign', 'details', 'minimalismus'],
  'colour-hero': ['farbliebe', 'colorblocking', 'farbenfroh'],
  'ugc-video': ['ugc', 'erstereindruck', 'realtalk'],
  'product-video': ['produktfilm', 'inbewegung', 'details'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['alltag', 'lieblingsstück', 'musthave'],
  professional: ['innovation', 'qualität', 'design'],
  playful: ['verliebt', 'gönndir', 'goodvibes'],
  luxury: ['luxus', 'eleganz', 'zeitlos'],
  urgent: ['onlineshopping', 'losgehts', 'gönndir'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['fürdich', 'fyp'],
  linkedin: ['business', 'produktdesign'],
  pinterest: ['inspiration', 'ideen'],
};

// The UGC ad is a creator talking to the camera: "du". The brand film addresses nobody, or "Sie".

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) =>
          `Selfie-Close-up auf Armlänge, Blick direkt in die Linse; schneller Push-in, während ${s.name} ins Bild kommt.`,
        onScreenText: () => 'Warte, bis du das siehst',
        voiceover: (s) => `Hör kurz auf zu scrollen, ich muss dir was zeigen: ${s.name}.`,
      },
      {
        shot: () =>
          'Handheld-Selfie, Gang auf die Kamera zu in einem hellen Raum; das Produkt noch unscharf.',
        onScreenText: () => 'Damit hab ich nicht gerechnet',
        voiceover: () => 'Ehrlich, ich hätte nicht gedacht, dass ich das so mag.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Enges Selfie, spontanes Lachen, dann Reißschwenk aufs Produkt auf dem Tisch.',
        onScreenText: () => 'Das musst du sehen',
        voiceover: (s) => `Okay, ich hab ${s.name} endlich getestet.`,
      },
      {
        shot: () => 'Enges Selfie: nach vorn zur Linse gebeugt, ein Finger erhoben; schneller Push-in.',
        onScreenText: () => 'Kauf noch nichts',
        voiceover: () => 'Kauf nichts anderes, bevor du dieses Video gesehen hast.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => 'Halbtotale: lässt sich aufs Sofa fallen und seufzt in die Kamera; leicht wackelig.',
        onScreenText: () => 'Kennst du das?',
        voiceover: () => 'Ich hatte echt genug von Dingen, die zu viel versprechen.',
      },
      {
        shot: () => 'Über die Schulter: Produkte auf dem Handy durchscrollen, wenig überzeugt.',
        onScreenText: () => 'Nichts hat funktioniert',
        voiceover: () => 'Ich hab so viel ausprobiert, und nichts ist geblieben.',
      },
      {
        shot: () => 'Nahaufnahme des Gesichts, Augenbrauen hoch, langsamer Zoom.',
        onScreenText: () => 'Der Kampf war echt',
        voiceover: () => 'Ehrlich gesagt hat mein altes Zeug einfach nicht mehr gereicht.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `${s.Name} kommt von unten ins Bild; die Schärfe wandert vom Gesicht zum Produkt.`,
        onScreenText: (s) => `Das ist ${s.name}`,
        voiceover: (s) => `Dann hab ich ${s.name} gefunden, und alles war anders.`,
      },
      {
        shot: (s) => `Top-down: Hände stellen ${s.name} auf den Tisch, schneller Zoom.`,
        onScreenText: (s) => `Auftritt: ${s.name}`,
        voiceover: (s) => `Also ${s.verb('bekam', 'bekamen')} ${s.name} eine echte Chance.`,
      },
      {
        shot: () => 'Produkt neben dem Gesicht, Nicken in die Kamera, Snap-Zoom.',
        onScreenText: () => 'Der Gamechanger',
        voiceover: (s) => `Das ist ${s.name}, seitdem aus meinem Alltag nicht mehr wegzudenken.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () => 'Nahaufnahme: Hände nutzen das Produkt am Fenster, natürliches Licht, ruhige Handkamera.',
        onScreenText: () => "So geht's",
        voiceover: (s) => `So nutze ich ${s.name} jeden Tag, ganz ohne Aufwand.`,
      },
      {
        shot: () => 'Drei schnelle Jump-Cuts vom Produkt im Einsatz aus verschiedenen Winkeln, Handkamera.',
        onScreenText: () => 'So einfach',
        voiceover: () => 'Das dauert Sekunden und passt perfekt in meinen Tag.',
      },
      {
        shot: () => 'Über die Schulter: das Produkt im echten Einsatz, langsamer Push-in.',
        onScreenText: () => 'Schau hin',
        voiceover: () => 'Schau, was passiert, wenn es wirklich drauf ankommt.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => 'Enges Selfie: ein Lächeln, das Produkt neben dem Gesicht, Daumen hoch.',
        onScreenText: () => 'Was auffällt',
        voiceover: () => 'Was mir sofort aufgefallen ist? Wie einfach das geht.',
      },
      {
        shot: () => 'Vorher-nachher im Splitscreen, statische Einstellung, schneller Schnitt.',
        onScreenText: () => 'Überzeug dich selbst',
        voiceover: () => "Schau's dir aus der Nähe an und urteile selbst.",
      },
      {
        shot: () => 'Halbtotale: Das Produkt wird in den Händen langsam zur Linse gedreht.',
        onScreenText: () => 'Nah dran, ohne Filter',
        voiceover: () => 'Ganz nah, ohne Filter, ohne Skript.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Selfie-Framing: Mit dem Produkt in der Hand wird nach unten auf die Caption gezeigt.',
        onScreenText: () => 'Link in der Bio',
        voiceover: (s) => `Vertrau mir und probier ${s.name} aus. Link in der Bio.`,
        tones: ['casual', 'playful'],
      },
      {
        shot: () => 'Produkt mittig auf dem Tisch, eine Hand tippt darauf, Freeze-Frame.',
        onScreenText: () => 'Heute ist der Tag',
        voiceover: (s) => `Falls du noch zögerst: Das ist dein Zeichen für ${s.name}.`,
      },
      {
        shot: () => 'Gang mit dem Produkt auf die Kamera zu, schneller Push-in bis zur Nahaufnahme.',
        onScreenText: () => 'Du bist dran',
        voiceover: () => "Du bist dran: Probier's aus. Danke mir später.",
        tones: ['urgent', 'playful'],
      },
      {
        shot: () => 'Langsamer Push-in aufs Produkt auf Leinen, weiches Fensterlicht, Hintergrund unscharf.',
        onScreenText: (s) => `Entdecken Sie ${s.name}`,
        voiceover: (s) => `Gönnen Sie sich ${s.name}. Sie haben es verdient.`,
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
        shot: () =>
          'Extreme Makroaufnahme einer Produktkante im Schatten; langsame Fahrt, während Licht hereinstreicht.',
        onScreenText: () => 'Genauer hinsehen',
        voiceover: () => 'Ein genauer Blick lohnt sich hier, versprochen.',
      },
      {
        shot: () => 'Dunkler Hintergrund, das Produkt als Silhouette, ein Kantenlicht blendet langsam auf.',
        onScreenText: () => 'Näher hinsehen',
        voiceover: () => 'Jede große Geschichte beginnt mit einem einzigen Detail.',
      },
      {
        shot: () =>
          'Untersicht-Dolly auf eine verhüllte Form auf einem Podest, leichter Dunst, warmes Gegenlicht.',
        onScreenText: () => 'Bereit?',
        voiceover: () => 'Wir möchten etwas zeigen, auf das wir stolz sind.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) =>
          `Hero-Shot: ${s.Name} mittig auf nahtlosem Hintergrund, langsamer 180-Grad-Orbit, weicher Schatten.`,
        onScreenText: (s) => `Hallo, ${s.name}`,
        voiceover: (s) => `Das ist ${s.name}, gemacht für das echte Leben.`,
      },
      {
        shot: () =>
          'Ein Tuch gleitet in einer Bewegung vom Produkt; die Kamera fährt bis zum zentrierten Hero-Frame.',
        onScreenText: (s) => `Das ist ${s.name}`,
        voiceover: (s) => `${s.Name}, vom ersten Blick an ein Hingucker.`,
      },
      {
        shot: () => 'Das Produkt fährt auf einem Drehteller ins Bild, das Licht geht an; statische Kamera.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Bühne frei für ${s.name}.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Makro-Nahaufnahme von Textur und Finish, langsamer Schärfeverlauf entlang des Produkts.',
        onScreenText: () => 'Im Detail',
        voiceover: () => 'Jede Oberfläche, jedes Finish, jedes Detail ist sorgfältig durchdacht.',
      },
      {
        shot: () => 'Langsamer Schwenk von oben über das Produkt, klares Streiflicht über die Oberfläche.',
        onScreenText: () => 'Mit Sorgfalt gemacht',
        voiceover: () => 'Wer genau hinsieht, erkennt die Sorgfalt in jedem Teil.',
      },
      {
        shot: () => 'Zwei schnelle Makroschnitte aus verschiedenen Winkeln, geringe Schärfentiefe.',
        onScreenText: () => 'Innen wie außen durchdacht',
        voiceover: () => 'Durchdachtes Design, innen wie außen, bis ins kleinste Detail.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => 'Das Produkt im Einsatz in einer hellen Alltagsszene, Handkamera, natürliches Licht.',
        onScreenText: () => 'Für jeden Tag',
        voiceover: (s) =>
          `${s.verb('Passt', 'Die passen')} in jeden Tag und ${s.verb('macht', 'machen')} die kleinen Momente besser.`,
      },
      {
        shot: () =>
          'Lifestyle-Halbtotale: Eine Hand greift nach dem Produkt auf einem sonnigen Tisch, sanfte Zeitlupe.',
        onScreenText: () => 'Einfach. Mühelos.',
        voiceover: () => 'Einfach in der Anwendung, leicht zu lieben und immer im eigenen Tempo.',
      },
      {
        shot: () => 'Splitscreen: das Produkt in drei Alltagsmomenten, rhythmische Schnitte.',
        onScreenText: () => 'Wohin der Tag auch führt',
        voiceover: () => 'Vom hektischen Morgen bis zum ruhigen Abend, immer griffbereit.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Finaler Hero-Frame, das Produkt mittig vor der Markenfarbe, langsamer Push-in, Platz oben für den Titel.',
        onScreenText: () => 'Jetzt entdecken',
        voiceover: (s) => `${s.Name}. Jetzt entdecken.`,
      },
      {
        shot: () => 'Produkt auf dem Podest; die Kamera zieht auf eine Totale auf, das Licht beruhigt sich.',
        onScreenText: () => 'Heute ist der Tag',
        voiceover: (s) => `Nicht länger warten: ${s.name} heute ausprobieren und den Unterschied spüren.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Statische Hero-Einstellung, das Produkt dreht sich langsam auf einem Drehteller, Platz für die Endkarte.',
        onScreenText: () => 'Jetzt shoppen',
        voiceover: (s) => `Einfach auf den Link tippen und ${s.name} heute entdecken.`,
      },
      {
        shot: () =>
          'Langsame Rückfahrt unter einem einzigen weichen Licht, tiefe Schatten, Platz für die Endkarte.',
        onScreenText: (s) => `Entdecken Sie ${s.name}`,
        voiceover: (s) => `${s.Name}. Für alle, die den Unterschied bemerken.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Nahaufnahme des Produkts neben einem Handy mit der Kundenstimme, Nicken in die Kamera.',
    onScreenText: 'Eine echte Kundenstimme',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} schrieb` : 'Ein Kunde schrieb'}: „${quote}“.`,
    rating: (stars) => `Bewertet mit ${stars} von 5 Sternen.`,
  },
  tease: {
    shot: 'Extreme Makroaufnahme einer Produktkante im Schatten; langsame Fahrt, während Licht hereinstreicht.',
    onScreenText: 'Etwas Neues ist da',
    voiceover: 'Etwas Neues ist da, und das Warten hat sich gelohnt.',
  },
  cta: {
    shot: 'Finaler Hero-Frame, das Produkt mittig, das Angebot in klarer Schrift darüber.',
    voiceover: (offer) => `${offer}. Einfach auf den Link tippen.`,
  },
};

/**
 * Words that name each category, lower case, singular and plural (German plurals are listed, a
 * plural "s" is matched anyway). Compounds are whole words in German, so common ones are listed too
 * ("Laufschuhe", "Duftkerze"). Pets and babies first ("Shampoo für Hunde" is for the dog).
 */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  pets: [
    'hund',
    'hunde',
    'katze',
    'katzen',
    'haustier',
    'haustiere',
    'leine',
    'hundefutter',
    'katzenfutter',
    'leckerli',
    'hundeleckerli',
    'hundebett',
    'kratzbaum',
  ],
  baby: ['baby', 'windel', 'windeln', 'kinderwagen', 'schnuller', 'babyflasche'],
  skincare: [
    'serum',
    'seren',
    'gesichtsserum',
    'creme',
    'cremes',
    'gesichtscreme',
    'feuchtigkeitscreme',
    'tagescreme',
    'nachtcreme',
    'augencreme',
    'reinigungsgel',
    'gesichtsreinigung',
    'toner',
    'sonnencreme',
    'lsf',
    'spf',
    'hautpflege',
    'gesichtspflege',
  ],
  haircare: ['shampoo', 'spülung', 'conditioner', 'haarkur', 'haarmaske', 'haaröl', 'haarpflege'],
  makeup: [
    'lippenstift',
    'lippenstifte',
    'mascara',
    'wimperntusche',
    'foundation',
    'eyeliner',
    'rouge',
    'concealer',
    'make-up',
    'makeup',
    'lidschatten',
  ],
  fragrance: ['parfum', 'parfüm', 'duft', 'düfte', 'eau de parfum', 'eau de toilette'],
  coffee: ['kaffee', 'kaffeebohnen', 'espresso', 'cold brew', 'filterkaffee', 'bohnenkaffee'],
  tea: ['tee', 'matcha', 'chai', 'kräutertee', 'grüntee', 'schwarztee', 'rooibos'],
  food: [
    'granola',
    'müsli',
    'öl',
    'olivenöl',
    'honig',
    'soße',
    'sauce',
    'pasta',
    'nudeln',
    'brot',
    'marmelade',
    'konfitüre',
    'haferflocken',
    'mehl',
  ],
  snacks: [
    'chips',
    'riegel',
    'müsliriegel',
    'proteinriegel',
    'energieriegel',
    'schokoriegel',
    'keks',
    'kekse',
    'schokolade',
    'snack',
    'cookie',
    'nüsse',
  ],
  drinks: ['saft', 'säfte', 'limonade', 'limo', 'wasser', 'kombucha', 'getränk', 'getränke', 'eistee'],
  spirits: ['whisky', 'gin', 'wodka', 'rum', 'tequila', 'wein', 'weine', 'bier', 'sekt', 'likör'],
  footwear: [
    'schuh',
    'schuhe',
    'sneaker',
    'laufschuh',
    'laufschuhe',
    'turnschuhe',
    'wanderschuhe',
    'hausschuhe',
    'stiefel',
    'sandale',
    'sandalen',
  ],
  apparel: ['shirt', 't-shirt', 'hoodie', 'jacke', 'kleid', 'jeans', 'pullover', 'pulli', 'hemd', 'mantel'],
  accessories: [
    'tasche',
    'taschen',
    'geldbörse',
    'portemonnaie',
    'rucksack',
    'sonnenbrille',
    'gürtel',
    'mütze',
    'cap',
    'hut',
    'schal',
  ],
  jewellery: ['ring', 'ringe', 'kette', 'halskette', 'armband', 'ohrring', 'ohrringe', 'schmuck', 'anhänger'],
  tech: [
    'handy',
    'smartphone',
    'ladegerät',
    'laptop',
    'tastatur',
    'maus',
    'smartwatch',
    'uhr',
    'kamera',
    'tablet',
    'powerbank',
  ],
  audio: [
    'lautsprecher',
    'speaker',
    'kopfhörer',
    'earbuds',
    'in-ear-kopfhörer',
    'ohrhörer',
    'soundbar',
    'bluetooth-lautsprecher',
    'plattenspieler',
  ],
  home: ['vase', 'vasen', 'lampe', 'kissen', 'decke', 'teppich', 'leuchte'],
  candles: ['kerze', 'kerzen', 'duftkerze', 'duftkerzen', 'sojakerze', 'sojakerzen', 'diffuser', 'raumduft'],
  kitchen: [
    'pfanne',
    'messer',
    'wasserkocher',
    'tasse',
    'tassen',
    'becher',
    'topf',
    'kochtopf',
    'mixer',
    'schneidebrett',
  ],
  fitness: [
    'yoga',
    'yogamatte',
    'hantel',
    'hanteln',
    'protein',
    'proteinpulver',
    'kettlebell',
    'fitnessband',
  ],
  books: ['buch', 'bücher', 'roman', 'kochbuch', 'notizbuch', 'tagebuch'],
  services: [
    'kurs',
    'kurse',
    'coaching',
    'abo',
    'abonnement',
    'beratung',
    'workshop',
    'service',
    'dienstleistung',
  ],
};

export const GERMAN: LanguagePack = {
  language: 'de',
  looksPlural: looksPluralGerman,
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
      (s) => `Neu: ${s.name}.`,
      (s) => `Frisch gelauncht: ${s.name}.`,
      (s) => `Neu bei uns: ${s.name}.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent'
        ? `${claimText(offer)}, also nicht lange warten.`
        : `Im Angebot: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `„${claimText(review)}“${reviewer !== undefined ? ` – ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Bewertet mit ${stars} von 5 Sternen.`,
    limitedStock: (tone) =>
      tone === 'urgent' ? 'Der Vorrat ist begrenzt, also schnell sein.' : 'Begrenzter Vorrat.',
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: [
    ...['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einer', 'einen', 'und', 'oder'],
    ...['mit', 'für', 'aus', 'von', 'vom', 'zum', 'zur', 'im', 'am', 'an', 'auf', 'ohne', 'mein'],
    ...['dein', 'unser', 'ist', 'sind', 'neu', 'neue', 'neuer', 'neues'],
  ],
  // Adjectives only, every one of them with its endings: an opening one is lowered in a sentence.
  weakWords: inflected(['nativ', 'kabellos']),
  plainWords: inflected([
    ...['rot', 'blau', 'grün', 'gelb', 'schwarz', 'weiß', 'grau', 'braun', 'golden', 'silbern', 'bunt'],
    ...['groß', 'klein', 'knusprig', 'klassisch', 'leicht', 'frisch', 'vegan', 'natürlich', 'elektrisch'],
    ...['tragbar', 'wasserdicht', 'handgemacht', 'nachhaltig', 'weich', 'warm', 'kalt'],
  ]),
  lowersSentenceCaseNames: false,
  lowersOpeningAdjective: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Entdecke ${name}`,
      (name) => `Das ist ${name}`,
      (name) => `${name}. Gemacht, um aufzufallen.`,
    ],
    buttons: ['Jetzt shoppen', 'Mehr entdecken', 'Genauer ansehen', 'Jetzt ansehen'],
    lifestyleCaptions: [
      'langsame Morgen, schöne Dinge',
      'kleine Alltagsrituale',
      'Sonntags-Reset',
      'diese Woche auf meinem Tisch',
    ],
    selfieNotes: [
      (name) => `Ich teste ${name}`,
      (name) => `Erster Eindruck: ${name}`,
      (name) => `Diese Woche im Test: ${name}`,
      (name) => `Tag 1 mit ${name}`,
    ],
    unboxingStickers: ['gerade angekommen!', 'Unboxing-Zeit', 'endlich da!'],
    eyebrows: { hero: 'Im Fokus', everyday: 'Alltag', selfie: 'Im Test', unboxing: 'Unboxing' },
    newBadge: 'Neu',
  },
};
