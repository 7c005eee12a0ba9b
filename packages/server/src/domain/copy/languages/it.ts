/**
 * Italian (Italy): every word the service writes in Italian, for review in one place. Written for an
 * Italian feed, not translated: the reader is "tu", as brands write on Italian social media; quotes
 * are «…». A product name's gender is unknown, so no template puts an article, a gendered adjective,
 * lo/la or a participle agreeing with essere on it: the name stands after a colon or a preposition
 * ("Sto provando {name}", "Scopri {name}"), and since Italian drops the subject pronoun, verbs agree
 * in number through `s.verb` ("Funziona"/"Funzionano"). No rating, review, newness, offer, scarcity
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

const WARM: readonly Tone[] = ['casual', 'playful'];
const POLISHED: readonly Tone[] = ['professional', 'luxury'];
const BIO_LINK: readonly Platform[] = ['instagram', 'tiktok'];
const TAGGING: readonly Platform[] = ['instagram', 'facebook', 'tiktok', 'threads'];
const SAVING: readonly Platform[] = ['instagram', 'tiktok', 'pinterest'];

const PREPOSITIONS = new Set([
  'di',
  'del',
  'della',
  'dei',
  'delle',
  'degli',
  'da',
  'dal',
  'con',
  'per',
  'in',
  'a',
  'al',
  'alla',
  'e',
  'ed',
  'senza',
  'su',
]);
/** Singular words that end in -i or -s. */
const SINGULAR = new Set([
  'mini',
  'maxi',
  'midi',
  'bikini',
  'kiwi',
  'taxi',
  'safari',
  'sushi',
  'brindisi',
  'analisi',
  'crisi',
  'tahini',
  'chai',
  'wasabi',
  'wireless',
  'express',
  'plus',
  'bonus',
  'relax',
  'gas',
  'lux',
]);
/** Feminine plurals in -e (an -e alone is as often singular: "crema", "sapone"). */
const PLURALS_IN_E = new Set([
  'scarpe',
  'scarpette',
  'cuffie',
  'calze',
  'ciabatte',
  'candele',
  'barrette',
  'patatine',
  'bustine',
  'capsule',
  'cialde',
  'salviette',
  'tazze',
  'borse',
  'bibite',
  'bevande',
  'birre',
  'perle',
  'collane',
  'magliette',
  'felpe',
  'gonne',
  'camicie',
  'spezie',
  'gocce',
  'pentole',
  'caramelle',
  'mascherine',
]);

/**
 * Whether an Italian product name is plural, judged on the head of the phrase (the words before its
 * first preposition): its first word and its lower-case words. Plural: a word in -i ("Auricolari",
 * "Biscotti"), a listed feminine plural ("Scarpe", "Cuffie") or an English plural ("Sneakers").
 */
export function looksPluralItalian(name: string): boolean {
  const words = name.split(' ').map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  const end = words.findIndex(
    (w, i) => i > 0 && (PREPOSITIONS.has(w.toLowerCase()) || /^(dall?|dell?|all?|nell?|sull?)['’]/iu.test(w)),
  );
  const head = (end > 0 ? words.slice(0, end) : words).filter(
    (w, i) => w !== '' && (i === 0 || /^\p{Ll}/u.test(w)),
  );
  return head.some((word) => {
    const lower = word.toLowerCase();
    if (!/^\p{L}{4,}$/u.test(lower) || SINGULAR.has(lower)) return false;
    return (
      lower.endsWith('i') || PLURALS_IN_E.has(lower) || (/s$/u.test(lower) && !/(ss|us|is)$/u.test(lower))
    );
  });
}

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, dove ti nascondevi finora?`,
    (s) => `Oggi ti parlo di ${s.name}.`,
    (s) => `Parliamo un attimo di ${s.name}?`,
    (s) => `Piccolo dettaglio, grande differenza: ${s.name}.`,
    (s) => `Non pensavo che ${s.name} mi ${s.verb('piacesse', 'piacessero')} così tanto.`,
    (s) => `La mia scelta di tutti i giorni: ${s.name}.`,
    (s) => `Ti presento ${s.name}.`,
    (s) => `Due righe veloci: ${s.name}.`,
    (s) => `Quello che mi piace adesso: ${s.name}.`,
    (s) => `${s.Name} ${s.verb('ha', 'hanno')} conquistato un posto fisso nella mia routine.`,
    (s) => `Oggi nella mia routine: ${s.name}.`,
    (s) => `La scoperta di oggi: ${s.name}.`,
    (s) => `Qualcosa di bello per la tua settimana: ${s.name}.`,
    (s) => `Come promesso, ${s.name} da vicino.`,
    (s) => `Qualche giorno di prova e tante cose da raccontarti: ${s.name}.`,
    (s) => `Quello che mi mancava senza saperlo: ${s.name}.`,
  ],
  professional: [
    (s) => `Design con uno scopo: ${s.name}.`,
    (s) => `Qualità che si vede: ${s.name}.`,
    (s) => `Uno sguardo da vicino a ${s.name}.`,
    (s) => `Cosa distingue ${s.name}? Te lo raccontiamo.`,
    (s) => `Meno rumore, più sostanza: ${s.name}.`,
    (s) => `L'essenziale, fatto bene: ${s.name}.`,
    (s) => `Dietro le quinte: ${s.name}.`,
    (s) => `Buoni motivi per guardare da vicino ${s.name}.`,
    (s) => `Qualità senza complicazioni: ${s.name}.`,
    (s) => `Design, uso e dettagli: parliamo di ${s.name}.`,
    (s) => `Al centro, ciò che conta: ${s.name}.`,
    (s) => `Forma e funzione in equilibrio: ${s.name}.`,
    (s) => `Sotto la lente: ${s.name}.`,
    (s) => `Nel dettaglio: ${s.name}.`,
    (s) => `Le chiavi del design: ${s.name}.`,
    (s) => `Buon design, senza rumore: ${s.name}.`,
  ],
  playful: [
    (s) => `Colpo di scena: ${s.name} ${s.verb('ruba', 'rubano')} la scena.`,
    (s) => `Attenzione: ${s.name} ${s.verb('può', 'possono')} causare felicità estrema.`,
    (s) => `POV: hai appena scoperto ${s.name}.`,
    (s) => `${s.Name}, energia da protagonista.`,
    (s) => `Sono io o ${s.name} ${s.verb('ha', 'hanno')} una marcia in più?`,
    (s) => `Questo è il tuo segnale per provare ${s.name}.`,
    (s) => `Musica, maestro: ${s.name} ${s.verb('è', 'sono')} qui.`,
    (s) => `Torno subito, modalità ossessione per ${s.name}.`,
    (s) => `Senza esagerare, ${s.name} ${s.verb('è', 'sono')} un altro livello.`,
    (s) => `Ossessione del momento: ${s.name}.`,
    (s) => `Aggiungo ${s.name} alla lista delle mie piccole gioie.`,
    (s) => `Allerta colpo di fulmine: ${s.name}.`,
    (s) => `Livello di amore per ${s.name}: incalcolabile.`,
    (s) => `Chi ha bisogno di un piano quando ${s.verb("c'è", 'ci sono')} ${s.name}?`,
    (s) => `Momento cuoricino: ${s.name}.`,
    (s) => `Quello che mi illumina la giornata: ${s.name}.`,
    (s) => `Il mio sfizio preferito: ${s.name}.`,
  ],
  luxury: [
    (s) => `${s.Name}. Eleganza senza clamore.`,
    (s) => `Per chi nota i dettagli: ${s.name}.`,
    (s) => `Il lusso della semplicità: ${s.name}.`,
    (s) => `Certe cose meritano il loro tempo. ${s.Name} ${s.verb('è', 'sono')} tra queste.`,
    (s) => `Eleganza senza sforzo: ${s.name}.`,
    (s) => `L'arte dell'essenziale: ${s.name}.`,
    (s) => `Eleva il quotidiano con ${s.name}.`,
    (s) => `Discrezione. Carattere. ${s.Name}.`,
    (s) => `${s.Name}: ogni dettaglio, con intenzione.`,
    (s) => `Per sguardi esigenti: ${s.name}.`,
    (s) => `Un piacere senza fretta: ${s.name}.`,
    (s) => `L'essenziale, elevato: ${s.name}.`,
    (s) => `Per i piccoli rituali: ${s.name}.`,
    (s) => `Bellezza senza fretta: ${s.name}.`,
    (s) => `Il dettaglio come firma: ${s.name}.`,
  ],
  urgent: [
    (s) => `Oggi è il giorno giusto per provare ${s.name}.`,
    (s) => `Smetti di scrollare: ${s.name} ${s.verb('merita', 'meritano')} uno sguardo.`,
    (s) => `Quando vuoi, ${s.name} ti ${s.verb('aspetta', 'aspettano')}.`,
    (s) => `È il momento di ${s.name}.`,
    (s) => `Se aspettavi un segnale per provare ${s.name}, eccolo.`,
    (s) => `Il tuo segnale per provare ${s.name}, oggi stesso.`,
    (s) => `Aggiungi ${s.name} alla tua giornata, da subito.`,
    (s) => `Vai con ${s.name}, niente scuse!`,
    (s) => `Oggi in programma: ${s.name}.`,
    (s) => `Si parte oggi: ${s.name}.`,
    (s) => `È il momento giusto: ${s.name}.`,
    (s) => `Oggi è il giorno: ${s.name}.`,
    (s) => `Il tuo piano di oggi: ${s.name}.`,
    (s) => `Buttati: ${s.name}.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Questa settimana sto provando ${s.name}.` },
    { line: (s) => `Prime impressioni su ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Uno sguardo attento a ${s.name}.`, tones: POLISHED },
    { line: (s) => `Cosa penso di ${s.name}, senza filtri.`, tones: ['casual', 'playful', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `Apro ${s.name} insieme a te.` },
    { line: (s) => `È arrivato il pacco: ${s.name}.` },
    { line: (s) => `Che emozione, il pacco! ${s.Name} ${s.verb('è', 'sono')} qui.`, tones: WARM },
    { line: (s) => `Guarda cosa mi ha portato il corriere: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Primo sguardo dentro la scatola: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `Scartare ${s.name}, con calma.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Un piccolo rituale quotidiano con ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Mattine lente, bella luce e ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, proprio al posto giusto.` },
    {
      line: (s) => `Come ${s.name} ${s.verb('entra', 'entrano')} nella mia giornata.`,
      tones: ['casual', 'professional'],
    },
    { line: (s) => `La vita di tutti i giorni, un po' più bella con ${s.name}.` },
    { line: (s) => `Luce dalla finestra, un tavolo tranquillo e ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name}, sotto i riflettori.` },
    { line: (s) => `Ogni angolo, ogni dettaglio: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Linee pulite. Focus totale. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Tutti gli occhi su ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Design da guardare da vicino: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Dritto dallo studio: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Colore con carattere: ${s.name}.` },
    { line: (s) => `${s.Name}, a tutto colore.` },
    { line: (s) => `Color block e tanta attitudine: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Alza il volume del colore con ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Una dichiarazione di stile: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Impossibile scrollare oltre: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Aspetta la fine: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Dammi 20 secondi per parlarti di ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Il problema e la soluzione: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Il mio test vero di ${s.name}, in video.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name}, in movimento.` },
    { line: (s) => `Guarda ${s.name} prendere vita.` },
    { line: (s) => `Ogni dettaglio di ${s.name}, in un breve video.`, tones: POLISHED },
    { line: (s) => `Alza il volume per ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `${s.Name}, fotogramma per fotogramma.`, tones: POLISHED },
    { line: (s) => `Se sbatti le palpebre, te lo perdi: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `Ormai ${s.verb('fa', 'fanno')} parte della mia routine senza nemmeno pensarci.`,
    () => 'Niente complicazioni: solo cose che funzionano.',
    (s) => `${s.verb('Si adatta', 'Si adattano')} senza sforzo a una giornata normale, di quelle piene.`,
    () => 'Alla fine, i piccoli miglioramenti fanno la differenza.',
    () => 'Non sapevo di averne bisogno fino a ora.',
    () => 'Il tipo di piccolo upgrade che noti ogni giorno.',
    () => 'Le cose belle non devono per forza essere complicate.',
    () => 'Sono i piccoli dettagli a fare tutto.',
    () => 'Facile da iniziare, facile da amare.',
    () => 'Una di quelle scoperte che finisci per consigliare a tutti.',
    () => 'Per la vita vera, non solo per la foto.',
    () => 'Niente di complicato, e proprio per questo bello.',
    () => 'Sinceramente, una piccola gioia in una giornata qualunque.',
    () => 'Da usare ogni giorno, non da tenere nel cassetto.',
    () => 'Il pratico e il bello, finalmente insieme.',
    () => 'Una di quelle cose che migliorano la giornata senza fare rumore.',
    () => 'Una volta che inizi, non torni più indietro.',
    () => "Buon design che si sente nell'uso quotidiano.",
    () => 'Niente passaggi strani né istruzioni infinite.',
    (s) => `${s.verb('Si usa', 'Si usano')} senza pensarci, ed è questo il bello.`,
    (s) => `${s.verb('Mi migliora', 'Mi migliorano')} la giornata più del previsto.`,
    () => 'Un piccolo sfizio che si fa notare.',
  ],
  professional: [
    () => "Design curato e una realizzazione all'altezza di ciò che ti serve davvero.",
    () => 'Ogni dettaglio è pensato per lasciarti concentrare su ciò che conta.',
    () => 'Qualità costante su cui contare, giorno dopo giorno.',
    () => 'Per chi tiene alla qualità e non ha tempo per i compromessi.',
    () => 'Affidabilità e cura in ogni utilizzo.',
    () => 'Una scelta intelligente per chi si aspetta di più dagli oggetti di ogni giorno.',
    () => 'Vantaggi chiari, senza artifici.',
    () => 'Uno standard chiaro, pensato per durare.',
    () => 'Funzionalità e design, in equilibrio.',
    () => 'Meno promesse, più senso pratico.',
    () => "L'importante, risolto senza complicazioni.",
    () => 'Ogni scelta di design risponde a un bisogno concreto.',
    () => 'Un design che si capisce al primo sguardo.',
    (s) => `${s.verb('Si integra', 'Si integrano')} facilmente in qualsiasi routine.`,
    () => "Dettagli ben risolti, che si notano con l'uso.",
    () => 'Senza fronzoli: funzione, qualità e cura.',
    () => 'Coerenza tra forma e funzione, in ogni dettaglio.',
    () => 'Una scelta per fare le cose bene.',
  ],
  playful: [
    () => 'Effetto collaterale: parlarne con perfetti sconosciuti.',
    () => 'Il te del futuro ti sta già ringraziando.',
    () => 'Livello upgrade: sbloccato.',
    () => 'Botta di serotonina? Fatto.',
    () => 'Zero rimpianti, good vibes al massimo.',
    () => 'Livello di dipendenza: un pochino alto, non mentiamo.',
    () => 'Energia da protagonista, in versione prodotto.',
    () => 'Spoiler: la tua giornata ha appena fatto un salto di qualità.',
    () => 'Modalità fan: attivata.',
    () => 'Livello di voglia: massimo.',
    () => "Piano perfetto: questo e nient'altro.",
    () => 'Avviso ai naviganti: crea dipendenza.',
    () => 'Dolcezza livello esperto.',
    () => "Il tuo feed e la tua giornata, un po' più felici.",
    () => 'Spoiler: non si torna indietro.',
    () => 'Momento fan sbloccato.',
    () => 'Se sfizio deve essere, che sia scelto bene.',
    () => 'Felicità formato tascabile, ogni giorno.',
  ],
  luxury: [
    () => 'Ogni dettaglio ponderato, ogni finitura voluta.',
    () => 'Per i momenti che meritano qualcosa in più.',
    () => 'Una sicurezza silenziosa, senza nulla di superfluo.',
    () => 'Un piacere a cui tornerai ancora e ancora.',
    () => 'Perché anche il quotidiano merita lo straordinario.',
    () => "Un'eleganza senza tempo, da vivere con calma.",
    () => 'Un saper fare che si sente dal primo istante.',
    () => 'Lo straordinario, a bassa voce.',
    () => 'Meno, ma meglio.',
    () => 'La calma delle cose fatte bene.',
    () => 'Un piccolo gesto che diventa rituale.',
    () => 'Materiali, proporzioni, tempo: niente è lasciato al caso.',
    () => "Da gustare con calma, senza guardare l'orologio.",
    () => "L'eleganza sta in ciò che non si dice.",
    () => 'Un lusso discreto per ogni giorno.',
    () => 'Dettagli che si scoprono con il tempo.',
    () => 'Il piacere delle cose che durano.',
    () => 'Raffinatezza senza ostentazione.',
  ],
  urgent: [
    () => 'Il momento migliore per iniziare è adesso.',
    () => 'È il tuo momento: non lasciarlo scappare.',
    () => 'Più energia, meno scuse.',
    () => 'Nessun motivo per rimandare a domani.',
    () => 'Oggi è un buon giorno per concederti qualcosa.',
    () => 'Inizia oggi e senti la differenza.',
    () => 'Oggi è perfetto per iniziare.',
    () => 'Meno pensieri, più piacere.',
    () => 'La tua routine ti ringrazierà.',
    () => 'Fai il primo passo, il resto viene da sé.',
    () => 'Inizia semplice, inizia adesso.',
    () => 'Adesso è il momento giusto.',
    () => 'Nessun bisogno di aspettare.',
    () => 'Un piccolo cambiamento, da oggi.',
    () => 'E se fosse oggi?',
    () => 'Le cose belle non devono aspettare.',
    () => 'Il tuo momento inizia adesso.',
    () => 'Parti oggi.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Cosa mi è piaciuto di più? ${s.verb('Funziona', 'Funzionano')}, e basta.` },
    { line: () => "Te lo racconto così com'è, senza copione." },
  ],
  unboxing: [
    { line: () => 'Aprire il pacco è stato un piccolo evento.', tones: WARM },
    { line: () => 'Una confezione bellissima, e dal vivo ancora meglio.' },
    {
      line: () => 'Tutto ben presentato fin dal primo momento.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => 'Quel primo sguardo aprendo la scatola? Ne vale la pena.' },
    { line: () => 'Scartare il pacco è stato come aprire un regalo.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: (s) =>
        `${s.verb('Entra', 'Entrano')} con naturalezza nella vita di tutti i giorni, dalle mattine lente ai pomeriggi pieni.`,
    },
    { line: () => 'Bella luce, un tavolo sgombro e le cose semplici fatte bene.' },
    { line: () => 'Per stare in vista, non in fondo a un cassetto.' },
    { line: () => 'Sono i piccoli rituali a rendere tua una giornata.', tones: [...WARM, 'luxury'] },
    { line: () => 'Per case vere e routine vere.', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => 'Linee pulite e una personalità tutta sua.' },
    { line: () => 'Ogni curva e ogni finitura sono lì per farsi notare.', tones: POLISHED },
    { line: () => 'Guarda da vicino: i dettagli raccontano tutto.' },
    { line: () => 'Forma pura, zero distrazioni.' },
    { line: () => "Design intenzionale, fino all'ultimo dettaglio.", tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Colore audace, attitudine ancora più audace.', tones: [...WARM, 'urgent'] },
    { line: () => 'Per farsi notare in qualsiasi feed, e nella vita vera.' },
    { line: () => 'Un tocco di colore che illumina tutto intorno.' },
    { line: () => 'Un colore che non passa inosservato.' },
  ],
  'ugc-video': [
    { line: (s) => `Guarda il video completo per vedere ${s.name} in azione.` },
    {
      line: () => 'Niente filtri né copione, solo una prima prova davanti alla telecamera.',
      tones: [...WARM, 'professional'],
    },
    { line: () => "Uso reale, dall'inizio alla fine." },
    { line: () => 'Resta fino alla fine: è la parte migliore.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Un breve video sui dettagli che fanno la differenza.' },
    { line: () => 'Ogni angolo e ogni finitura, in movimento.' },
    { line: () => 'Premi play e scopri tutto.', tones: [...WARM, 'urgent'] },
    { line: () => 'Girato da vicino, per vedere cosa fa la differenza.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Ti piacerebbe provare? Dimmelo nei commenti.' },
    { line: () => 'Link in bio se vuoi provare.', platforms: BIO_LINK },
    { line: () => 'Salva il post per dopo.', platforms: SAVING },
    { line: () => 'Tagga chi ne ha bisogno.', platforms: TAGGING },
    { line: () => 'Prova e fammi sapere cosa ne pensi.' },
    { line: () => 'Vale la pena provare. Fidati.' },
    { line: () => 'Condividi con qualcuno a cui piacerebbe.' },
    { line: () => 'Domande? Scrivimi nei commenti.' },
    { line: (s) => `Hai già provato ${s.name}? Raccontami.` },
    { line: () => "Curiosità? Dai un'occhiata." },
    { line: () => 'Seguimi per altre scoperte così.' },
    { line: (s) => `Faresti spazio a ${s.name} nella tua routine?` },
    { line: () => 'Più dettagli sul nostro profilo.' },
    {
      line: () => 'Salva questo post per la tua prossima lista della spesa.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Lascia qui sotto le tue domande.' },
    { line: (s) => `Dimmi come ${s.verb('entrerebbe', 'entrerebbero')} nella tua giornata.` },
    { line: () => 'Mandalo a qualcuno a cui piacerebbe.' },
    { line: () => 'Trovi il link sul nostro profilo.' },
  ],
  professional: [
    { line: () => 'Scopri di più dal link in bio.', platforms: BIO_LINK },
    { line: () => 'Scopri di più oggi stesso.' },
    { line: () => 'Scrivici per saperne di più.' },
    {
      line: () => 'Condividi la tua opinione nei commenti.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'Cosa ti piacerebbe vedere adesso? Faccelo sapere.' },
    { line: (s) => `Scopri ${s.name}.` },
    { line: () => 'Seguici per non perderti nulla.' },
    { line: () => 'Tutti i dettagli sul nostro sito.' },
    { line: () => 'Domande? Il nostro team ti risponde volentieri.' },
    { line: () => 'Visita il nostro sito per saperne di più.' },
    { line: () => 'Scrivici, ti rispondiamo con tutti i dettagli.' },
    { line: () => 'Salva il post per consultarlo più tardi.' },
    { line: () => 'Ne parliamo? Scrivici quando vuoi.' },
    { line: () => 'Scopri tutti i dettagli sul nostro sito.' },
    { line: () => 'Scrivici le tue domande.' },
  ],
  playful: [
    { line: () => 'Doppio tap se è amore.', platforms: ['instagram'] },
    { line: () => 'Dai, concediti uno sfizio.' },
    { line: () => 'Tagga chi ne ha bisogno nella sua vita.', platforms: TAGGING },
    { line: () => 'Lascia un 🔥 se ci stai.' },
    { line: () => 'Nel carrello, e poi ci ringrazi.' },
    { line: () => 'Sai che ne hai voglia.' },
    { line: () => 'Salvalo ora, ci ringrazierai dopo.', platforms: ['pinterest'] },
    { line: () => 'Tocca a te.' },
    { line: () => "Forza, dai un'occhiata." },
    { line: () => 'Corri al link, non morde.' },
    { line: () => "Lascia un po' d'amore nei commenti." },
    { line: () => 'Dicci con un emoji cosa ne pensi.' },
    { line: () => 'Condividi lo sfizio con la tua persona preferita.' },
    { line: () => 'Salva e poi raccontaci.' },
    { line: () => 'Dai, osa.' },
    { line: () => 'Lasciati tentare.' },
    { line: () => 'Giralo a chi ne ha bisogno.' },
    { line: () => 'Ti unisci al club? Faccelo sapere.' },
  ],
  luxury: [
    { line: (s) => `Scopri ${s.name}.` },
    { line: () => 'Da scoprire al link in bio.', platforms: BIO_LINK },
    { line: (s) => `Fai di ${s.name} parte del tuo rituale.` },
    { line: () => "Vivi l'esperienza in prima persona." },
    { line: () => 'Regalati qualcosa di eccezionale.' },
    { line: () => 'Concediti un piacere. Te lo meriti.' },
    { line: () => 'Salva questa idea per il tuo prossimo piacere.', platforms: ['pinterest', 'instagram'] },
    { line: () => 'Scopri di più sul nostro sito.' },
    { line: () => 'Scopri ogni dettaglio sul nostro sito.' },
    { line: () => 'Concediti un momento tutto per te.' },
    { line: () => 'Un piacere per te, quando vuoi.' },
    { line: () => 'Vivi il dettaglio da vicino.' },
    { line: () => 'Prenditi il tempo di scoprire.' },
    { line: () => 'Esplora i dettagli sul nostro sito.' },
    { line: () => 'Concediti un momento di calma.' },
  ],
  urgent: [
    { line: () => 'Oggi è il giorno: ordina ora.' },
    { line: () => 'Non aspettare oltre: vai.' },
    { line: () => 'Tocca il link in bio adesso.', platforms: BIO_LINK },
    { line: () => 'Fai il tuo ordine oggi.' },
    { line: () => 'Inizia oggi.' },
    { line: () => 'Entra e scopri con i tuoi occhi.' },
    { line: () => 'Oggi è il giorno giusto per fare il passo.' },
    { line: () => "Dai un'occhiata oggi stesso." },
    { line: () => 'Ordina oggi, inizia subito.' },
    { line: () => 'Vai, oggi stesso.' },
    { line: () => 'Link in bio: è il momento.', platforms: BIO_LINK },
    { line: () => 'Tocca il link e parti.' },
    { line: () => 'Oggi stesso, senza aspettare oltre.' },
    { line: () => 'Clicca e inizia oggi.' },
    { line: () => 'Avanti: oggi è un buon giorno.' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'Che ne pensi? Mi piacerebbe leggere il tuo punto di vista nei commenti.' },
    { line: () => 'Seguici e condividi il post con il tuo team.', tones: ['professional'] },
  ],
  pinterest: [
    { line: () => 'Salva questo pin per dopo.' },
    { line: () => 'Aggiungilo alla tua bacheca di idee.' },
  ],
  x: [{ line: () => 'Rispondi con la tua opinione.' }],
  bluesky: [{ line: () => 'Che ne pensi? Rispondi qui sotto.' }],
  threads: [{ line: () => 'Dimmelo nelle risposte.' }],
};

const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Un gesto semplice e rilassante per la tua routine di mattina e di sera.',
    (s) => `${s.verb('Si abbina', 'Si abbinano')} facilmente al resto della tua skincare.`,
    () => 'Una skincare piacevole da usare, e per questo la usi davvero.',
    () => 'Due minuti per la tua pelle, mattina e sera.',
  ],
  haircare: [
    () => "Il giorno dello shampoo, un po' più facile.",
    () => 'Per capelli che tornano a sembrare tuoi.',
    (s) => `${s.verb('Si adatta', 'Si adattano')} a ogni routine di lavaggio, breve o lunga.`,
    () => 'Le giornate di capelli belli iniziano sotto la doccia.',
  ],
  makeup: [
    (s) => `${s.verb('Si sfuma', 'Si sfumano')} in un attimo, con un effetto naturale.`,
    () => 'Per un trucco da cinque minuti o per una serata speciale.',
    (s) => `Ormai ${s.verb('ha', 'hanno')} un posto fisso nella mia pochette.`,
  ],
  fragrance: [
    () => 'Una scia che resta quanto basta.',
    () => "Uno spruzzo, e la giornata ti somiglia un po' di più.",
    () => 'Delicatezza al mattino, ancora presente la sera.',
  ],
  coffee: [
    () => 'Il tuo caffè del mattino, preso sul serio.',
    () => 'Preparalo come preferisci: filtro, espresso o moka.',
    () => 'Il primo sorso è il momento migliore della mattina.',
    () => 'Una tazza per cui vale la pena rallentare.',
  ],
  tea: [
    () => 'Lascia in infusione, respira, goditi il momento.',
    () => 'Una tazza di calma nel mezzo di una giornata piena.',
    () => 'Per pomeriggi lenti e seconde tazze.',
  ],
  food: [
    () => 'La colazione, risolta.',
    () => 'Buon cibo che si adatta a un martedì qualunque.',
    () => 'Quel classico della dispensa che usi ogni giorno.',
    () => 'Ingredienti semplici, trattati bene.',
    () => 'Per la tavola che condividi con chi ami.',
    () => 'Prima il gusto, poi tutto il resto.',
  ],
  snacks: [
    () => 'La pausa snack che aspetti davvero.',
    () => 'Per il cassetto della scrivania, i viaggi in auto e il calo delle cinque.',
    () => 'Prima il croccante, poi le domande.',
  ],
  drinks: [
    () => 'Qualcosa di buono da sorseggiare a ogni ora.',
    () => 'Ghiaccio, un bicchiere e un respiro.',
    () => 'Freschezza per ogni momento della giornata.',
  ],
  spirits: [
    () => 'Per serate lunghe e buona compagnia.',
    () => 'Liscio, con ghiaccio o nel tuo cocktail preferito.',
    () => 'Una bottiglia da aprire con gli amici. Bevi responsabilmente.',
  ],
  footwear: [
    () => "Comfort che segue il tuo ritmo, dal primo all'ultimo passo.",
    () => "Per camminare: il tragitto, il weekend e tutto quello che c'è in mezzo.",
    () => 'Infili e via.',
  ],
  apparel: [
    (s) => `${s.verb('Si abbina', 'Si abbinano')} a tutto quello che hai già nell'armadio.`,
    () => 'Elegante o casual: decidi tu.',
    () => 'Capi da indossare ancora e ancora.',
  ],
  accessories: [
    () => 'Il tocco finale che mancava al tuo look di tutti i giorni.',
    () => "Un piccolo dettaglio che cambia tutto l'outfit.",
    () => 'Da portare ovunque, con te.',
  ],
  jewellery: [
    () => "Un po' di luce per ogni giorno.",
    () => 'Da indossare, abbinare e amare.',
    () => 'Uno di quei pezzi che non togli mai.',
  ],
  tech: [
    (s) => `${s.verb('Si configura', 'Si configurano')} in pochi minuti, poi te ne dimentichi.`,
    () => 'Tecnologia che non si mette in mezzo.',
    () => "Per una quotidianità un po' più fluida.",
  ],
  audio: [
    () => 'Premi play e lascia che la musica riempia la stanza.',
    () => 'Suono chiaro per podcast, playlist e tutto il resto.',
    () => 'La tua colonna sonora, ovunque ti porti la giornata.',
    () => 'Alza il volume e senti la differenza.',
    () => 'Per lunghe sessioni di ascolto e brevi tragitti.',
    () => 'Un suono che riempie i momenti di calma.',
  ],
  home: [
    () => 'Un piccolo cambiamento, e tutta la stanza sembra diversa.',
    () => 'Per gli angoli di casa che ami di più.',
    () => "La casa, un po' più accogliente.",
  ],
  candles: [
    () => 'Una fiamma, luci soffuse, e si rallenta.',
    () => 'Una luce calda per serate tranquille.',
    () => 'Il modo più semplice per sentirsi a casa.',
  ],
  kitchen: [
    () => 'Per cucinare ogni giorno, dalla colazione veloce al pranzo lungo della domenica.',
    () => 'Lo strumento che prendi per primo.',
    () => 'Cucinare a casa, più semplice.',
  ],
  fitness: [
    () => 'Per stare al passo con il tuo allenamento, ripetizione dopo ripetizione.',
    () => 'Il tuo allenamento, il tuo ritmo.',
    () => 'Per i giorni in cui ti alleni per te.',
  ],
  pets: [
    () => 'Con il tuo migliore amico a quattro zampe in mente.',
    () => 'Animale felice, casa felice.',
    () => 'Perché anche loro meritano il meglio.',
  ],
  baby: [
    () => 'Per i più piccoli e per i grandi che si prendono cura di loro.',
    () => 'Una cosa in meno a cui pensare nelle giornate piene con un neonato.',
    () => 'Pensare al pratico è anche prendersi cura.',
  ],
  books: [
    () => 'Una di quelle letture difficili da lasciare a metà.',
    () => 'La compagnia perfetta per una serata tranquilla.',
    () => 'Una lettura per cui vale la pena trovare il tempo.',
  ],
  services: [
    () => 'I tuoi obiettivi al centro, al tuo ritmo.',
    () => 'Ci occupiamo noi dei dettagli, così ti concentri su ciò che conta.',
    () => 'Passi chiari, supporto vero.',
  ],
  general: [
    () => 'Per la vita di tutti i giorni, e per durare.',
    () => 'Semplicità utile per ogni giorno.',
    () => 'Cura fin nei piccoli dettagli.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['skincare', 'curadellapelle', 'skincareroutine', 'beautyroutine'],
  haircare: ['capelli', 'curadeicapelli', 'haircare', 'capellisani'],
  makeup: ['makeup', 'trucco', 'beauty', 'makeupitalia'],
  fragrance: ['profumo', 'profumi', 'fragranza'],
  coffee: ['caffè', 'pausacaffè', 'coffeelover', 'caffèspecialty'],
  tea: ['tè', 'teatime', 'infusi', 'amantideltè'],
  food: ['colazione', 'cucinaitaliana', 'fattoincasa', 'dispensa'],
  snacks: ['snack', 'merenda', 'spuntino', 'snacksani'],
  drinks: ['bevande', 'drink', 'rinfrescante'],
  spirits: ['cocktail', 'aperitivo', 'cincin'],
  footwear: ['scarpe', 'sneakers', 'calzature', 'sneakersaddict'],
  apparel: ['moda', 'ootd', 'stile', 'outfit'],
  accessories: ['accessori', 'stile', 'accessorimoda'],
  jewellery: ['gioielli', 'bijoux', 'gioiellidiognigiorno'],
  tech: ['tecnologia', 'tech', 'gadget', 'setup'],
  audio: ['musica', 'audio', 'cuffie', 'suono'],
  home: ['casa', 'arredamento', 'homedecor', 'interiordesign'],
  candles: ['candele', 'candeleprofumate', 'atmosfera', 'casa'],
  kitchen: ['cucina', 'cucinareacasa', 'utensilidacucina', 'ricette'],
  fitness: ['fitness', 'allenamento', 'sport', 'workout'],
  pets: ['cani', 'gatti', 'animalidomestici', 'cane'],
  baby: ['bambini', 'neonato', 'mamma', 'maternità'],
  books: ['libri', 'lettura', 'bookstagramitalia', 'leggere'],
  services: ['formazione', 'crescita', 'imprenditoria'],
  general: ['ideeregalo', 'design', 'essenziali'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'primeimpressioni', 'inprova'],
  unboxing: ['unboxing', 'spacchettamento', 'pacco'],
  lifestyle: ['quotidiano', 'slowliving', 'piccolirituali'],
  'studio-hero': ['productdesign', 'dettagli', 'minimal'],
  'colour-hero': ['colore', 'colorblock', 'colori'],
  'ugc-video': ['ugc', 'videoreale', 'primeimpressioni'],
  'product-video': ['videoprodotto', 'inmovimento', 'dettagli'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['quotidiano', 'preferiti', 'musthave'],
  professional: ['innovazione', 'qualità', 'design'],
  playful: ['ossessione', 'concediti', 'goodvibes'],
  luxury: ['lusso', 'eleganza', 'senzatempo'],
  urgent: ['shoppingonline', 'concediti', 'nientescuse'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['perte', 'fyp'],
  linkedin: ['business', 'productdesign'],
  pinterest: ['ispirazione', 'idee'],
};

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) =>
          `Selfie a distanza di braccio, sguardo dritto in camera; zoom rapido mentre ${s.name} entra nell'inquadratura.`,
        onScreenText: () => 'Aspetta di vedere questo',
        voiceover: (s) => `Smetti di scrollare: devo parlarti di ${s.name}.`,
      },
      {
        shot: () =>
          'Selfie a mano, camminando verso la camera in una stanza luminosa; il prodotto ancora sfocato.',
        onScreenText: () => "Non me l'aspettavo",
        voiceover: (s) => `Sinceramente, non pensavo mi ${s.verb('piacesse', 'piacessero')} così tanto.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Selfie strettissimo, una risata spontanea, poi una panoramica veloce sul prodotto sul tavolo.',
        onScreenText: () => 'Devi vedere questo',
        voiceover: (s) => `Ok, finalmente ho provato ${s.name}.`,
      },
      {
        shot: () => "Selfie stretto: ci si avvicina all'obiettivo con un dito alzato; zoom rapido.",
        onScreenText: () => 'Non comprare ancora niente',
        voiceover: () => "Non comprare nient'altro prima di aver visto questo video.",
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => 'Piano medio: ci si lascia cadere sul divano e si sospira in camera; leggero mosso.',
        onScreenText: () => 'Ti suona familiare?',
        voiceover: () => 'Non ne potevo più di cose che promettono troppo.',
      },
      {
        shot: () => 'Sopra la spalla: si scorrono prodotti sul telefono, senza convinzione.',
        onScreenText: () => 'Niente funzionava',
        voiceover: () => 'Ho provato tantissime opzioni e nessuna è durata.',
      },
      {
        shot: () => 'Primo piano del viso, sopracciglia alzate, zoom lento.',
        onScreenText: () => 'Che fatica',
        voiceover: () => 'Sinceramente, quello che usavo prima non bastava più.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `${s.Name} entra nell'inquadratura dal basso; il fuoco passa dal viso al prodotto.`,
        onScreenText: (s) => `Ecco ${s.name}`,
        voiceover: (s) => `Poi ho trovato ${s.name}, e tutto è cambiato.`,
      },
      {
        shot: (s) => `Dall'alto: due mani appoggiano ${s.name} sul tavolo, zoom rapido.`,
        onScreenText: (s) => `Arriva ${s.name}`,
        voiceover: (s) => `Così ho dato una vera possibilità a ${s.name}.`,
      },
      {
        shot: () => 'Prodotto accanto al viso, un cenno alla camera, zoom secco.',
        onScreenText: () => 'La svolta',
        voiceover: (s) => `Ecco ${s.name}: ormai non ne faccio più a meno.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () =>
          'Primo piano delle mani che usano il prodotto vicino alla finestra, luce naturale, camera a mano.',
        onScreenText: (s) => `Come ${s.verb('funziona', 'funzionano')}`,
        voiceover: (s) => `Ecco come ${s.verb('entra', 'entrano')} nella mia giornata, senza complicazioni.`,
      },
      {
        shot: () => 'Tre jump cut veloci del prodotto in uso da angolazioni diverse, camera a mano.',
        onScreenText: () => 'Facile così',
        voiceover: (s) =>
          `Pochi secondi, e ${s.verb('si incastra', 'si incastrano')} perfettamente nella mia giornata.`,
      },
      {
        shot: () => 'Sopra la spalla, il prodotto in uso in un contesto reale; lento avvicinamento.',
        onScreenText: () => 'Guarda qui',
        voiceover: () => 'Guarda cosa succede alla prova dei fatti.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => 'Selfie stretto: un sorriso, il prodotto accanto al viso, pollice in su.',
        onScreenText: () => 'Cosa mi ha colpito',
        voiceover: () => "La prima cosa che salta all'occhio? Quanto è facile da usare.",
      },
      {
        shot: () => 'Prima e dopo in split screen, inquadratura fissa, stacco veloce.',
        onScreenText: () => 'Giudica tu',
        voiceover: () => 'Guarda bene da vicino e giudica tu.',
      },
      {
        shot: () => "Piano medio: il prodotto ruota tra le mani verso l'obiettivo, senza fretta.",
        onScreenText: () => 'Da vicino, senza filtri',
        voiceover: () => 'Da vicino, senza filtri e senza copione.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Inquadratura selfie: si indica la didascalia con il prodotto in mano.',
        onScreenText: () => 'Link in bio',
        voiceover: (s) => `Fidati, prova ${s.name}. Link in bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Prodotto al centro del tavolo, una mano lo sfiora, fermo immagine.',
        onScreenText: () => 'Oggi è il giorno',
        voiceover: (s) => `Se eri in dubbio, questo è il tuo segnale per provare ${s.name}.`,
      },
      {
        shot: () => 'Si cammina verso la camera con il prodotto, zoom rapido fino al primo piano.',
        onScreenText: () => 'Tocca a te',
        voiceover: () => 'Tocca a te: prova, e poi mi ringrazierai.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Lento avvicinamento al prodotto appoggiato sul lino, luce morbida dalla finestra, sfondo sfocato.',
        onScreenText: (s) => `Scopri ${s.name}`,
        voiceover: (s) => `Concediti ${s.name}. Te lo meriti.`,
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
          'Macro estremo di un bordo del prodotto in ombra; scivolamento lento mentre entra la luce.',
        onScreenText: () => 'Guarda da vicino',
        voiceover: () => 'Avvicinati: questo merita uno sguardo attento.',
      },
      {
        shot: () =>
          'Fondo scuro senza giunture, il prodotto in silhouette mentre una luce di contorno sale piano.',
        onScreenText: () => 'Guarda meglio',
        voiceover: () => 'Guarda meglio. Ogni grande storia inizia da un dettaglio.',
      },
      {
        shot: () =>
          'Carrellata dal basso verso una forma coperta su un piedistallo, foschia leggera e controluce caldo.',
        onScreenText: () => 'Pronti?',
        voiceover: () => 'Vogliamo mostrarti qualcosa di cui andiamo fieri.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) =>
          `Hero shot di ${s.name} al centro su fondo infinito, orbita lenta di 180 gradi, ombra morbida.`,
        onScreenText: (s) => `Ciao, ${s.name}`,
        voiceover: (s) => `Ti presentiamo ${s.name}, per il tuo modo di vivere.`,
      },
      {
        shot: () =>
          "Un telo scivola via dal prodotto in un solo movimento; la camera avanza fino all'inquadratura principale.",
        onScreenText: (s) => `Ecco ${s.name}`,
        voiceover: (s) => `Ecco ${s.name}, con personalità fin dal primo sguardo.`,
      },
      {
        shot: () =>
          "Il prodotto sale nell'inquadratura su un piatto girevole e si accendono le luci; camera fissa.",
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Questo è il momento di ${s.name}.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Macro su texture e finitura, lento cambio di fuoco lungo il prodotto.',
        onScreenText: () => 'Nei dettagli',
        voiceover: () => 'Ogni superficie, ogni finitura, ogni dettaglio è curato con attenzione.',
      },
      {
        shot: () => "Panoramica lenta dall'alto sul prodotto, luce radente nitida sulla superficie.",
        onScreenText: () => 'Fatto con cura',
        voiceover: () => 'Guarda da vicino: la cura si vede in ogni parte.',
      },
      {
        shot: () => 'Due stacchi macro veloci da angolazioni diverse, poca profondità di campo.',
        onScreenText: () => 'Dentro e fuori',
        voiceover: () => 'Un design pensato, dentro e fuori, fino al più piccolo dettaglio.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => 'Il prodotto in uso in un ambiente quotidiano luminoso, camera a mano, luce naturale.',
        onScreenText: () => 'Per ogni giorno',
        voiceover: (s) =>
          `${s.verb('Entra', 'Entrano')} nella tua giornata e ${s.verb('rende', 'rendono')} migliori i piccoli momenti.`,
      },
      {
        shot: () =>
          'Piano medio lifestyle: una mano prende il prodotto su un tavolo al sole, rallenty morbido.',
        onScreenText: () => 'Semplice. Naturale.',
        voiceover: () => 'Facile da usare, facile da amare, sempre al tuo ritmo.',
      },
      {
        shot: () => 'Split screen con il prodotto in tre momenti di ogni giorno, stacchi ritmati.',
        onScreenText: () => 'Ovunque ti porti la giornata',
        voiceover: () => 'Dalle mattine di corsa alle sere tranquille, sempre a portata di mano.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Inquadratura finale: prodotto al centro sul colore del brand, lento avvicinamento, spazio libero in alto per il titolo.',
        onScreenText: () => 'Scopri di più oggi',
        voiceover: (s) => `${s.Name}. Scopri di più oggi stesso.`,
      },
      {
        shot: () =>
          'Prodotto sul piedistallo; la camera si allontana in campo largo mentre la luce si assesta.',
        onScreenText: () => 'Oggi è il giorno',
        voiceover: (s) => `Non rimandare: prova ${s.name} oggi e senti la differenza.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Inquadratura fissa: il prodotto ruota lento su un piatto girevole, spazio per il cartello finale.',
        onScreenText: () => 'Tocca per acquistare',
        voiceover: (s) => `Tocca il link e porta a casa ${s.name} oggi.`,
      },
      {
        shot: () =>
          "Lenta carrellata all'indietro sotto un'unica luce morbida, ombre profonde, spazio per il cartello finale.",
        onScreenText: (s) => `Scopri ${s.name}`,
        voiceover: (s) => `${s.Name}. Per chi nota la differenza.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Primo piano del prodotto accanto a un telefono con la recensione, un cenno alla camera.',
    onScreenText: 'Una recensione vera',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} ha scritto` : 'Un cliente ha scritto'}: «${quote}».`,
    rating: (stars) => `Valutazione: ${stars} su 5.`,
  },
  tease: {
    shot: 'Macro estremo di un bordo del prodotto in ombra; scivolamento lento mentre entra la luce.',
    onScreenText: 'Qualcosa di nuovo',
    voiceover: "C'è qualcosa di nuovo, e l'attesa ne è valsa la pena.",
  },
  cta: {
    shot: "Inquadratura finale: il prodotto al centro, l'offerta in caratteri puliti sopra.",
    voiceover: (offer) => `${offer}. Tocca il link e dai un'occhiata.`,
  },
};

/**
 * Words that name each category, lower case, singular; plurals are listed (Italian plurals do not
 * end in "s"). Pets and babies first ("Shampoo per cani" is for the dog).
 */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  pets: [
    'cucciolo',
    'cani',
    'gatto',
    'gatti',
    'animale',
    'animali',
    'guinzaglio',
    'crocchette',
    'cuccia',
    'lettiera',
  ],
  baby: ['neonato', 'neonati', 'bebè', 'pannolino', 'pannolini', 'passeggino', 'ciuccio', 'biberon'],
  skincare: [
    'siero',
    'sieri',
    'crema viso',
    'crema idratante',
    'idratante',
    'detergente',
    'tonico',
    'protezione solare',
    'crema solare',
    'contorno occhi',
    'acqua micellare',
    'esfoliante',
    'maschera viso',
  ],
  haircare: ['shampoo', 'balsamo', 'maschera capelli', 'capelli'],
  makeup: [
    'rossetto',
    'rossetti',
    'mascara',
    'fondotinta',
    'eyeliner',
    'blush',
    'correttore',
    'correttori',
    'trucco',
    'ombretto',
    'ombretti',
  ],
  fragrance: ['profumo', 'profumi', 'eau de parfum', 'eau de toilette', 'fragranza'],
  coffee: ['caffè', 'caffe', 'espresso', 'cold brew', 'chicchi'],
  tea: ['tè', 'matcha', 'tisana', 'tisane', 'infuso', 'infusi', 'chai', 'rooibos'],
  food: [
    'granola',
    'olio',
    'miele',
    'salsa',
    'pasta',
    'cereali',
    'marmellata',
    'confettura',
    'pane',
    'muesli',
    'avena',
    'farina',
    'riso',
    'sugo',
  ],
  snacks: ['snack', 'barretta', 'barrette', 'biscotto', 'biscotti', 'cioccolato', 'patatine', 'crackers'],
  drinks: ['succo', 'succhi', 'bibita', 'bibite', 'acqua', 'kombucha', 'limonata', 'bevanda', 'bevande'],
  spirits: [
    'whisky',
    'gin',
    'vodka',
    'rum',
    'tequila',
    'vino',
    'vini',
    'birra',
    'birre',
    'amaro',
    'grappa',
    'spritz',
  ],
  footwear: [
    'scarpa',
    'scarpe',
    'scarpette',
    'sneaker',
    'stivale',
    'stivali',
    'sandalo',
    'sandali',
    'mocassini',
  ],
  apparel: [
    'maglietta',
    'magliette',
    't-shirt',
    'felpa',
    'felpe',
    'giacca',
    'vestito',
    'abito',
    'jeans',
    'maglione',
    'pantaloni',
    'camicia',
    'cappotto',
    'gonna',
  ],
  accessories: [
    'borsa',
    'borse',
    'portafoglio',
    'zaino',
    'occhiali da sole',
    'occhiali',
    'cintura',
    'cappello',
    'cappelli',
    'sciarpa',
  ],
  jewellery: [
    'anello',
    'anelli',
    'collana',
    'collane',
    'bracciale',
    'orecchino',
    'orecchini',
    'gioiello',
    'gioielli',
    'ciondolo',
  ],
  tech: [
    'telefono',
    'smartphone',
    'caricatore',
    'portatile',
    'tastiera',
    'mouse',
    'smartwatch',
    'orologio',
    'fotocamera',
    'tablet',
  ],
  audio: ['cassa', 'altoparlante', 'speaker', 'cuffie', 'auricolari', 'soundbar', 'giradischi'],
  home: ['vaso', 'lampada', 'cuscino', 'cuscini', 'coperta', 'plaid', 'tappeto'],
  candles: ['candela', 'candele', 'diffusore'],
  kitchen: [
    'padella',
    'coltello',
    'coltelli',
    'bollitore',
    'tazza',
    'tazze',
    'pentola',
    'frullatore',
    'tagliere',
  ],
  fitness: ['yoga', 'manubrio', 'manubri', 'proteine', 'tappetino', 'kettlebell'],
  books: ['libro', 'libri', 'romanzo', 'ricettario', 'quaderno', 'agenda'],
  services: [
    'corso',
    'corsi',
    'abbonamento',
    'consulenza',
    'servizio',
    'workshop',
    'coaching',
    'lezione',
    'lezioni',
  ],
};

export const ITALIAN: LanguagePack = {
  language: 'it',
  looksPlural: looksPluralItalian,
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
      (s) => `Novità: ${s.name}.`,
      (s) => `Ecco la novità: ${s.name}.`,
      (s) => `Da oggi ${s.verb("c'è", 'ci sono')} ${s.name}.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}, quindi non aspettare.` : `In offerta: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `«${claimText(review)}»${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Valutazione: ${stars} su 5.`,
    limitedStock: (tone) =>
      tone === 'urgent' ? 'Disponibilità limitata: meglio non aspettare.' : 'Disponibilità limitata.',
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: [
    ...['di', 'del', 'della', 'dei', 'delle', 'degli', 'da', 'dal', 'con', 'per', 'in', 'a', 'al'],
    ...['alla', 'e', 'ed', 'o', 'il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una', 'mio', 'tuo'],
    ...['suo', 'è', 'sono', 'nuovo', 'nuova', 'allo', 'alle', 'agli', 'dallo', 'dalla', 'dalle'],
    ...['dai', 'nel', 'nello', 'nella', 'nelle', 'nei', 'negli', 'sul', 'sulla', 'sulle', 'col'],
  ],
  weakWords: ['senza', 'vergine', 'origine', 'edizione', 'wireless'],
  plainWords: [
    ...['rosso', 'rossa', 'rossi', 'rosse', 'blu', 'verde', 'verdi', 'giallo', 'gialla', 'nero', 'nera'],
    ...['neri', 'nere', 'bianco', 'bianca', 'bianchi', 'bianche', 'grigio', 'grigia', 'dorato', 'dorata'],
    ...['argentato', 'argentata', 'grande', 'piccolo', 'piccola', 'croccante', 'croccanti', 'classico'],
    ...['classica'],
  ],
  materialWords: [
    ...['ceramica', 'gres', 'porcellana', 'legno', 'bambù', 'pelle', 'cotone', 'lino', 'lana', 'vetro'],
    ...['acciaio', 'ghisa', 'rame', 'forgiato', 'forgiata', 'artigianale', 'biologico', 'biologica'],
    ...['naturale'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [(name) => `Scopri ${name}`, (name) => `Ecco ${name}`, (name) => `${name}, in primo piano`],
    buttons: ['Acquista ora', 'Scopri di più', 'Guarda da vicino', "Dai un'occhiata"],
    lifestyleCaptions: [
      'mattine lente, cose belle',
      'piccoli rituali quotidiani',
      'reset della domenica',
      'sul mio tavolo questa settimana',
    ],
    selfieNotes: [
      (name) => `Sto provando ${name}`,
      (name) => `Primo sguardo: ${name}`,
      (name) => `In prova questa settimana: ${name}`,
      (name) => `Giorno 1 con ${name}`,
    ],
    unboxingStickers: ['è arrivato!', 'ora di unboxing', 'finalmente qui!'],
    eyebrows: { hero: 'In primo piano', everyday: 'Ogni giorno', selfie: 'In prova', unboxing: 'Unboxing' },
    newBadge: 'Novità',
  },
};
