/**
 * Spanish (Spain): every word the service writes in Spanish, for review in one place. Written for
 * a Spanish feed, not translated: the reader is "tú"; questions and exclamations open with ¿ and ¡;
 * quotes are «…». A product name's gender is unknown, so no template puts an article, a gendered
 * adjective or an object pronoun (lo/la) on it: the name stands after a colon or a preposition
 * ("Probando {name} esta semana"), and verbs agree in number through `s.verb` (Spanish drops the
 * subject pronoun, so "Encaja"/"Encajan" needs no gender). As in every pack, no rating, review,
 * newness, offer, scarcity or popularity is said unless the caller gave it (`claims`).
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

/** Words that end a noun phrase's head: "Zapatillas de trail" → "Zapatillas". */
const PREPOSITIONS = new Set(['de', 'del', 'con', 'para', 'sin', 'en', 'a', 'al', 'por', 'y', 'e', 'o', 'u']);
/** Singular words that end in "s". */
const SINGULAR_IN_S = new Set([
  'gas',
  'mes',
  'país',
  'lunes',
  'tenis',
  'virus',
  'humus',
  'hummus',
  'campus',
  'bus',
  'autobús',
  'cactus',
  'crisis',
  'análisis',
  'atlas',
  'compás',
  'ciprés',
  'anís',
  'dosis',
  'oasis',
  'plus',
  'express',
  'bonus',
  'más',
  'mas',
  'wireless',
  'cosmos',
]);

/**
 * Whether a Spanish product name is plural, judged on the head of the phrase (the words before its
 * first preposition): its first word and its lower-case words, which are the noun and the
 * adjectives agreeing with it ("Auriculares inalámbricos Nocta", "Zapatillas de trail"). Capitalised
 * words after the first are brand names and say nothing.
 */
export function looksPluralSpanish(name: string): boolean {
  const words = name.split(' ').map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  const end = words.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w.toLowerCase()));
  const head = (end > 0 ? words.slice(0, end) : words).filter(
    (w, i) => w !== '' && (i === 0 || /^\p{Ll}/u.test(w)),
  );
  return head.some((word) => {
    const lower = word.toLowerCase();
    return (
      /^\p{L}{3,}$/u.test(lower) &&
      lower.endsWith('s') &&
      !/(ss|is|us)$/u.test(lower) &&
      !SINGULAR_IN_S.has(lower)
    );
  });
}

/** Each question or exclamation opens with ¿ or ¡ (templates write them; this guards any other line). */
function finishSpanish(text: string): string {
  return text.replace(
    /(^|[.!?…]\s+|\n)([^.!?…\n¿¡]*?\p{L}[^.!?…\n¿¡]*?)([?!]+)(?=\s|$)/gu,
    (all, lead, body, marks) => {
      if (/^\s*[¿¡]/u.test(body)) return all;
      const opening = (marks as string).startsWith('?') ? '¿' : '¡';
      // "Mi elección, ¿sabes?": a question after a comma opens there, not at the sentence's start.
      const comma = (body as string).lastIndexOf(', ');
      if (comma >= 0) return `${lead}${body.slice(0, comma + 2)}${opening}${body.slice(comma + 2)}${marks}`;
      return `${lead}${opening}${body}${marks}`;
    },
  );
}

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, ¿dónde te habías metido todo este tiempo?`,
    (s) => `Hoy te hablo de ${s.name}.`,
    (s) => `¿Hablamos un momento de ${s.name}?`,
    (s) => `Pequeño detalle, gran diferencia: ${s.name}.`,
    (s) => `No esperaba que ${s.name} me ${s.verb('gustara', 'gustaran')} tanto.`,
    (s) => `Mi elección para el día a día: ${s.name}.`,
    (s) => `Te presento ${s.name}.`,
    (s) => `Nota rápida del día: ${s.name}.`,
    (s) => `Lo que más me gusta ahora mismo: ${s.name}.`,
    (s) => `${s.Name} ya ${s.verb('tiene', 'tienen')} un hueco fijo en mi lista.`,
    (s) => `Hoy en mi día a día: ${s.name}.`,
    (s) => `El descubrimiento de hoy: ${s.name}.`,
    (s) => `Algo bueno para tu semana: ${s.name}.`,
    (s) => `Como te prometí, ${s.name} de cerca.`,
    (s) => `Unos días de prueba y muchas cosas que contarte: ${s.name}.`,
    (s) => `Lo que no sabía que necesitaba: ${s.name}.`,
  ],
  professional: [
    (s) => `Diseño con propósito: ${s.name}.`,
    (s) => `Calidad que se nota: ${s.name}.`,
    (s) => `Un vistazo de cerca a ${s.name}.`,
    (s) => `¿Qué hace diferente a ${s.name}? Te lo contamos.`,
    (s) => `Menos ruido, más sustancia: ${s.name}.`,
    (s) => `Lo esencial, bien resuelto: ${s.name}.`,
    (s) => `Los detalles detrás de ${s.name}.`,
    (s) => `Motivos para fijarse en ${s.name}.`,
    (s) => `Calidad sin complicaciones: ${s.name}.`,
    (s) => `Hablemos de ${s.name}: diseño, uso y detalles.`,
    (s) => `En el centro, lo que importa: ${s.name}.`,
    (s) => `Función y forma, en equilibrio: ${s.name}.`,
    (s) => `Bajo la lupa: ${s.name}.`,
    (s) => `Al detalle: ${s.name}.`,
    (s) => `Claves de diseño: ${s.name}.`,
    (s) => `Buen diseño, sin ruido: ${s.name}.`,
  ],
  playful: [
    (s) => `Giro de guion: ${s.name} se ${s.verb('ha', 'han')} robado el protagonismo.`,
    (s) => `Aviso: ${s.name} ${s.verb('puede', 'pueden')} provocar felicidad extrema.`,
    (s) => `POV: acabas de descubrir ${s.name}.`,
    (s) =>
      `${s.Name} ${s.verb('tiene', 'tienen')} energía de protagonista y ${s.verb('lo sabe', 'lo saben')}.`,
    (s) => `¿Soy yo o ${s.name} ${s.verb('tiene', 'tienen')} algo especial?`,
    (s) => `Esta es tu señal para probar ${s.name}.`,
    (s) => `Que suene la música: ${s.name} ${s.verb('ha', 'han')} llegado.`,
    (s) => `Vuelvo enseguida, modo obsesión con ${s.name}.`,
    (s) => `Sin ánimo de exagerar, pero ${s.name} ${s.verb('es', 'son')} otro nivel.`,
    (s) => `Obsesión del momento: ${s.name}.`,
    (s) => `Añadiendo ${s.name} a la lista de cosas que me hacen feliz.`,
    (s) => `Alerta de flechazo: ${s.name}.`,
    (s) => `Nivel de amor por ${s.name}: incalculable.`,
    (s) => `¿Quién necesita un plan teniendo ${s.name}?`,
    (s) => `Momento flechazo: ${s.name}.`,
    (s) => `Lo que me alegra el día: ${s.name}.`,
    (s) => `Mi capricho favorito: ${s.name}.`,
  ],
  luxury: [
    (s) => `${s.Name}. Elegancia sin alardes.`,
    (s) => `Para quienes se fijan en los detalles: ${s.name}.`,
    (s) => `El lujo de lo sencillo: ${s.name}.`,
    (s) => `Hay cosas que merecen su tiempo. ${s.Name}, por ejemplo.`,
    (s) => `Elegancia sin esfuerzo: ${s.name}.`,
    (s) => `El arte de lo esencial: ${s.name}.`,
    (s) => `Eleva lo cotidiano con ${s.name}.`,
    (s) => `Discreción. Carácter. ${s.Name}.`,
    (s) => `${s.Name}: cada detalle, con intención.`,
    (s) => `Para miradas exigentes: ${s.name}.`,
    (s) => `Un placer sin prisas: ${s.name}.`,
    (s) => `Lo esencial, elevado: ${s.name}.`,
    (s) => `Para los pequeños rituales: ${s.name}.`,
    (s) => `Belleza sin prisa: ${s.name}.`,
    (s) => `El detalle como firma: ${s.name}.`,
  ],
  urgent: [
    (s) => `Hoy es el día de probar ${s.name}.`,
    (s) => `Deja de hacer scroll: ${s.name} ${s.verb('merece', 'merecen')} un vistazo.`,
    (s) => `Cuando quieras, ${s.name} te ${s.verb('espera', 'esperan')}.`,
    (s) => `Es el momento de ${s.name}.`,
    (s) => `Si esperabas una señal para probar ${s.name}, es esta.`,
    (s) => `Tu señal para probar ${s.name}, hoy mismo.`,
    (s) => `Suma ${s.name} a tu día, empezando ahora.`,
    (s) => `¡A por ${s.name}, sin excusas!`,
    (s) => `Hoy toca: ${s.name}.`,
    (s) => `Empieza hoy: ${s.name}.`,
    (s) => `Ahora es el momento: ${s.name}.`,
    (s) => `Hoy es el día: ${s.name}.`,
    (s) => `Tu plan de hoy: ${s.name}.`,
    (s) => `Lánzate hoy: ${s.name}.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Esta semana estoy probando ${s.name}.` },
    { line: (s) => `Primeras impresiones de ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Un vistazo a fondo a ${s.name}.`, tones: POLISHED },
    { line: (s) => `Lo que pienso de ${s.name}, sin filtros.`, tones: ['casual', 'playful', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `Abriendo ${s.name} contigo.` },
    { line: (s) => `Ha llegado el paquete: ${s.name}.` },
    { line: (s) => `¡Qué ilusión de paquete! ${s.Name} ya ${s.verb('está', 'están')} aquí.`, tones: WARM },
    { line: (s) => `Mira lo que ha llegado por correo: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Primer vistazo dentro de la caja: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `Desenvolviendo ${s.name}, sin prisa.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Un pequeño ritual diario con ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Mañanas tranquilas, buena luz y ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, justo donde ${s.verb('tiene', 'tienen')} que estar.` },
    { line: (s) => `Así encaja ${s.name} en mi día.`, tones: ['casual', 'professional'] },
    { line: (s) => `El día a día, un poco mejor con ${s.name}.` },
    { line: (s) => `Luz de ventana, una mesa tranquila y ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name}, bajo los focos.` },
    { line: (s) => `Cada ángulo, cada detalle: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Líneas limpias. Foco total. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Todas las miradas en ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Diseño para mirar de cerca: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Directo del estudio: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Color con carácter: ${s.name}.` },
    { line: (s) => `${s.Name}, a todo color.` },
    { line: (s) => `Color a bloques y mucha actitud: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Sube el color con ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Una declaración de estilo: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Imposible pasar de largo: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Espera a ver el final: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Dame 20 segundos para hablarte de ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `El problema y la solución: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Mi prueba real de ${s.name}, en vídeo.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name}, en movimiento.` },
    { line: (s) => `Mira cómo ${s.verb('cobra', 'cobran')} vida ${s.name}.` },
    { line: (s) => `Cada detalle de ${s.name}, en un vídeo corto.`, tones: POLISHED },
    { line: (s) => `Activa el sonido: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `${s.Name}, plano a plano.`, tones: POLISHED },
    { line: (s) => `Si parpadeas, te lo pierdes: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `Ya ${s.verb('forma', 'forman')} parte de mi rutina sin darme cuenta.`,
    () => 'Nada de complicaciones: solo cosas que funcionan.',
    (s) => `${s.verb('Encaja', 'Encajan')} sin esfuerzo en un día normal, de esos con prisas.`,
    () => 'Al final, las pequeñas mejoras suman.',
    () => 'No sabía que lo necesitaba hasta ahora.',
    () => 'El tipo de mejora pequeña que notas cada día.',
    () => 'Las cosas buenas no tienen por qué ser complicadas.',
    () => 'Los pequeños detalles marcan la diferencia.',
    () => 'Fácil para empezar, fácil de querer.',
    () => 'De esos hallazgos que acabas recomendando a todo el mundo.',
    () => 'Para la vida real, no solo para la foto.',
    () => 'Nada complicado, simplemente bueno.',
    () => 'Sinceramente, una pequeña alegría en un día cualquiera.',
    () => 'Para usar a diario, no para guardar en un cajón.',
    () => 'Lo práctico y lo bonito, por fin en el mismo sitio.',
    () => 'De esas cosas que hacen el día un poco mejor sin hacer ruido.',
    () => 'Una vez que empiezas, ya no hay vuelta atrás.',
    () => 'Buen diseño que se nota en el uso diario.',
    () => 'Ni pasos raros ni instrucciones eternas.',
    (s) => `${s.verb('Se usa', 'Se usan')} sin pensar, y eso es lo mejor.`,
    (s) => `${s.verb('Me alegra', 'Me alegran')} el día más de lo que esperaba.`,
    () => 'Un pequeño capricho que se nota.',
  ],
  professional: [
    () => 'Diseño cuidado y una fabricación a la altura de lo que de verdad necesitas.',
    () => 'Cada detalle está pensado para que puedas centrarte en lo importante.',
    () => 'Calidad constante en la que confiar, día tras día.',
    () => 'Para quien valora la calidad y no tiene tiempo para concesiones.',
    () => 'Fiabilidad y criterio en cada uso.',
    () => 'Una elección inteligente para quien espera más de lo que usa.',
    () => 'Beneficios claros, sin artificios.',
    () => 'Un estándar claro, pensado para durar.',
    () => 'Funcionalidad y diseño, en equilibrio.',
    () => 'Menos promesas y más sentido práctico.',
    () => 'Lo importante, resuelto sin complicaciones.',
    () => 'Cada elección de diseño responde a una necesidad concreta.',
    () => 'Un diseño que se entiende a la primera.',
    () => 'Fácil de incorporar a cualquier rutina.',
    () => 'Detalles bien resueltos que se notan con el uso.',
    () => 'Sin florituras: función, calidad y criterio.',
    () => 'La coherencia entre forma y función, en cada detalle.',
    () => 'Una apuesta por hacer las cosas bien.',
  ],
  playful: [
    () => 'Efecto secundario: hablar del tema con desconocidos.',
    () => 'Tu yo del futuro ya te está dando las gracias.',
    () => 'Nivel de mejora: desbloqueado.',
    () => '¿Chute de serotonina? Hecho.',
    () => 'Cero arrepentimientos, buen rollo al máximo.',
    () => 'Nivel de adicción: un poquito alto, no vamos a mentir.',
    () => 'Energía de protagonista, en formato producto.',
    (s) => `Spoiler: te ${s.verb('va', 'van')} a alegrar el día.`,
    () => 'Modo fan: activado.',
    () => 'Nivel de antojo: máximo.',
    () => 'Plan perfecto: esto y nada más.',
    () => 'Aviso a navegantes: engancha.',
    () => 'Monada nivel experto.',
    () => 'Tu feed y tu día, un poco más felices.',
    () => 'Spoiler: no hay vuelta atrás.',
    () => 'Momento fan desbloqueado.',
    () => 'Si es un capricho, que sea un capricho bien elegido.',
    () => 'Alegría de bolsillo, versión diaria.',
  ],
  luxury: [
    () => 'Cada detalle meditado, cada acabado deliberado.',
    () => 'Para los momentos que merecen algo más.',
    () => 'Seguridad serena, sin nada que sobre.',
    () => 'Un capricho al que querrás volver una y otra vez.',
    () => 'Porque lo cotidiano también merece sentirse extraordinario.',
    () => 'Una elegancia atemporal que se vive despacio.',
    () => 'Un oficio que se siente desde el primer instante.',
    () => 'Lo extraordinario, en voz baja.',
    () => 'Menos, pero mejor.',
    () => 'La calma de lo bien hecho.',
    () => 'Un gesto pequeño que se vuelve ritual.',
    () => 'Materiales, proporciones y tiempo: nada es casual.',
    () => 'Para disfrutar despacio, sin mirar el reloj.',
    () => 'La elegancia está en lo que no se dice.',
    () => 'Un lujo discreto para cada día.',
    () => 'Detalles que se descubren con el tiempo.',
    () => 'El placer de lo que perdura.',
    () => 'Refinamiento sin ostentación.',
  ],
  urgent: [
    () => 'El mejor momento para empezar es ahora mismo.',
    () => 'Es tu momento: no lo dejes escapar.',
    () => 'Más energía, menos excusas.',
    () => 'Sin motivos para dejarlo para mañana.',
    () => 'Hoy es un buen día para darte el gusto.',
    () => 'Empieza hoy y nota la diferencia.',
    () => 'Hoy es un día perfecto para empezar.',
    () => 'Menos pensarlo y más disfrutarlo.',
    () => 'Tu rutina te lo va a agradecer.',
    () => 'Da el paso, que el resto viene solo.',
    () => 'Empieza con algo sencillo, empieza ya.',
    () => 'Ahora es cuando.',
    () => 'Sin esperas innecesarias.',
    () => 'Un pequeño cambio, desde hoy mismo.',
    () => 'Que hoy sea el día.',
    () => 'Lo bueno no tiene por qué esperar.',
    () => 'Tu momento empieza ahora.',
    () => 'Ponte en marcha hoy.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `¿Lo que más me gustó? Que ${s.verb('funciona', 'funcionan')}, sin más.` },
    { line: () => 'Te lo cuento tal cual, sin guion.' },
  ],
  unboxing: [
    { line: () => 'Abrir el paquete fue todo un acontecimiento.', tones: WARM },
    { line: () => 'Una presentación preciosa, y en persona todavía mejor.' },
    {
      line: () => 'Todo bien presentado desde el primer momento.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => '¿Ese primer vistazo al abrir la caja? Merece la pena.' },
    { line: () => 'Desenvolver el paquete fue como abrir un regalo.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: (s) =>
        `${s.verb('Encaja', 'Encajan')} con naturalidad en el día a día, de las mañanas tranquilas a las tardes con prisas.`,
    },
    { line: () => 'Buena luz, una mesa despejada y las cosas sencillas bien hechas.' },
    { line: () => 'Para el día a día a la vista, no para el fondo de un cajón.' },
    { line: () => 'Los pequeños rituales son los que hacen tuyo un día.', tones: [...WARM, 'luxury'] },
    { line: () => 'Para casas reales y rutinas reales.', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => 'Formas limpias y personalidad propia.' },
    { line: () => 'Cada curva y cada acabado están ahí para que se noten.', tones: POLISHED },
    { line: () => 'Mira de cerca: los detalles lo cuentan todo.' },
    { line: () => 'Forma pura, sin distracciones.' },
    { line: () => 'Diseño con intención, hasta el último detalle.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Color atrevido, actitud todavía más atrevida.', tones: [...WARM, 'urgent'] },
    { line: () => 'Para destacar en cualquier feed, y en la vida real.' },
    { line: () => 'Un toque de color que alegra todo lo que hay alrededor.' },
    { line: () => 'Un color que no pasa desapercibido.' },
  ],
  'ugc-video': [
    { line: (s) => `Dale al play para ver ${s.name} en acción.` },
    {
      line: () => 'Sin filtros ni guion, solo una primera prueba delante de la cámara.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'Uso real, de principio a fin.' },
    { line: () => 'Quédate hasta el final, que es lo mejor.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Un vídeo corto sobre los detalles que marcan la diferencia.' },
    { line: () => 'Cada ángulo y cada acabado, en movimiento.' },
    { line: () => 'Dale al play y descúbrelo todo.', tones: [...WARM, 'urgent'] },
    { line: () => 'Rodado de cerca para que veas lo que marca la diferencia.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => '¿Te animarías a probar? Cuéntamelo en comentarios.' },
    { line: () => 'Enlace en la bio si te apetece probar.', platforms: BIO_LINK },
    { line: () => 'Guárdalo para luego.', platforms: SAVING },
    { line: () => 'Etiqueta a quien necesita esto.', platforms: TAGGING },
    { line: () => 'Dale una oportunidad y cuéntame qué te parece.' },
    { line: () => 'Vale la pena probar. Hazme caso.' },
    { line: () => 'Compártelo con alguien a quien le encantaría.' },
    { line: () => '¿Dudas? Pregúntame en comentarios.' },
    { line: (s) => `¿Ya has probado ${s.name}? Cuéntame.` },
    { line: () => '¿Curiosidad? Échale un vistazo.' },
    { line: () => 'Sígueme para más descubrimientos así.' },
    { line: (s) => `¿${s.verb('Le', 'Les')} harías un hueco en tu rutina?` },
    { line: () => 'Más detalles en nuestro perfil.' },
    {
      line: () => 'Guarda este post para tu próxima lista de la compra.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Déjame tus preguntas aquí abajo.' },
    { line: (s) => `Cuéntame cómo ${s.verb('encajaría', 'encajarían')} en tu día.` },
    { line: () => 'Mándaselo a alguien a quien le gustaría.' },
    { line: () => 'Tienes el enlace en nuestro perfil.' },
  ],
  professional: [
    { line: () => 'Más información en el enlace de nuestra bio.', platforms: BIO_LINK },
    { line: () => 'Descubre más hoy mismo.' },
    { line: () => 'Escríbenos y te contamos más.' },
    {
      line: () => 'Comparte tu opinión en los comentarios.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => '¿Qué te gustaría ver a continuación? Cuéntanoslo.' },
    { line: (s) => `Descubre ${s.name}.` },
    { line: () => 'Síguenos para estar al día.' },
    { line: () => 'Consulta todos los detalles en nuestra web.' },
    { line: () => '¿Preguntas? Nuestro equipo te ayuda encantado.' },
    { line: () => 'Visita nuestra web para saber más.' },
    { line: () => 'Te contamos todos los detalles por mensaje.' },
    { line: () => 'Guarda esta publicación para consultarla después.' },
    { line: () => '¿Hablamos? Escríbenos cuando quieras.' },
    { line: () => 'Conoce todos los detalles en nuestra web.' },
    { line: () => 'Escríbenos con tus preguntas.' },
  ],
  playful: [
    { line: () => 'Doble toque si ya es amor.', platforms: ['instagram'] },
    { line: () => 'Venga, date un capricho.' },
    { line: () => 'Etiqueta a quien necesita esto en su vida.', platforms: TAGGING },
    { line: () => 'Deja un 🔥 si te animas.' },
    { line: () => 'Al carrito, y luego nos das las gracias.' },
    { line: () => 'Sabes que te apetece.' },
    { line: () => 'Guárdalo en un tablero y luego nos lo agradeces.', platforms: ['pinterest'] },
    { line: () => 'Tu turno.' },
    { line: () => 'Venga, echa un vistazo.' },
    { line: () => 'Corre al enlace, que no muerde.' },
    { line: () => 'Dale amor en comentarios.' },
    { line: () => 'Cuéntanos con un emoji qué te parece.' },
    { line: () => 'Comparte el capricho con tu persona favorita.' },
    { line: () => 'Guárdalo y luego nos cuentas.' },
    { line: () => 'Venga, atrévete.' },
    { line: () => 'Déjate tentar.' },
    { line: () => 'Pásaselo a quien le haga falta.' },
    { line: () => '¿Te unes al club? Cuéntanoslo.' },
  ],
  luxury: [
    { line: (s) => `Descubre ${s.name}.` },
    { line: () => 'El enlace de la bio te espera.', platforms: BIO_LINK },
    { line: (s) => `Haz de ${s.name} parte de tu ritual.` },
    { line: () => 'Vive la experiencia en primera persona.' },
    { line: () => 'Regálate algo excepcional.' },
    { line: () => 'Date el gusto. Te lo mereces.' },
    { line: () => 'Guarda esta idea para tu próximo capricho.', platforms: ['pinterest', 'instagram'] },
    { line: () => 'Descubre más en nuestra web.' },
    { line: () => 'Descubre todos los detalles en nuestra web.' },
    { line: () => 'Reserva un momento para ti.' },
    { line: () => 'Un capricho para ti, cuando quieras.' },
    { line: () => 'Vive el detalle de cerca.' },
    { line: () => 'Tómate tu tiempo para descubrir.' },
    { line: () => 'Explora los detalles en nuestra web.' },
    { line: () => 'Date un momento de calma.' },
  ],
  urgent: [
    { line: () => 'Hoy es el día: pide ya.' },
    { line: () => 'No esperes más: ve a por ello.' },
    { line: () => 'Toca el enlace de la bio ahora.', platforms: BIO_LINK },
    { line: () => 'Haz tu pedido hoy.' },
    { line: () => 'Empieza hoy.' },
    { line: () => 'Entra y compruébalo tú.' },
    { line: () => 'Hoy es buen día para dar el paso.' },
    { line: () => 'Entra hoy y echa un vistazo.' },
    { line: () => 'Pide hoy y empieza ya.' },
    { line: () => 'Ve a por ello hoy mismo.' },
    { line: () => 'Enlace en la bio: hoy es el día.', platforms: BIO_LINK },
    { line: () => 'Dale al enlace y empieza.' },
    { line: () => 'Hoy mismo, sin esperar más.' },
    { line: () => 'Haz clic y empieza hoy.' },
    { line: () => 'Adelante: hoy es buen día.' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => '¿Qué opinas? Me encantaría leer tu punto de vista en los comentarios.' },
    { line: () => 'Síguenos y compártelo con tu equipo.', tones: ['professional'] },
  ],
  pinterest: [
    { line: () => 'Guarda este pin para más tarde.' },
    { line: () => 'Guárdalo en tu tablero de ideas.' },
  ],
  x: [{ line: () => 'Responde con tu opinión.' }],
  bluesky: [{ line: () => '¿Qué opinas? Responde aquí abajo.' }],
  threads: [{ line: () => 'Cuéntamelo en las respuestas.' }],
};

/** What each kind of product does for people; no numbers, ingredients or results a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Un paso sencillo y tranquilo para tu rutina de mañana y de noche.',
    (s) => `${s.verb('Se integra', 'Se integran')} sin problema con el resto de tu rutina.`,
    () => 'Un cuidado de la piel que apetece usar, y por eso lo usas.',
    () => 'Dos minutos para tu piel, por la mañana y por la noche.',
  ],
  haircare: [
    () => 'El día de lavado, un poco más fácil.',
    () => 'Para un pelo que vuelve a sentirse tuyo.',
    (s) => `${s.verb('Encaja', 'Encajan')} en cualquier rutina de lavado, corta o larga.`,
    () => 'Los días de pelo bonito empiezan en la ducha.',
  ],
  makeup: [
    (s) => `${s.verb('Se difumina', 'Se difuminan')} en un momento y el acabado queda natural.`,
    () => 'Para un maquillaje de cinco minutos o para una noche especial.',
    (s) => `Ya ${s.verb('tiene', 'tienen')} sitio fijo en mi neceser.`,
  ],
  fragrance: [
    () => 'Un aroma que se queda lo justo.',
    () => 'Una pulverización y el día se siente un poco más tuyo.',
    () => 'Suave por la mañana, todavía presente por la noche.',
  ],
  coffee: [
    () => 'Tu café de la mañana, en serio.',
    () => 'Prepáralo como más te guste: filtro, espresso o prensa francesa.',
    () => 'Ese primer sorbo es lo mejor de la mañana.',
    () => 'Una taza que merece bajar el ritmo.',
  ],
  tea: [
    () => 'Infusiona, respira y disfruta.',
    () => 'Una taza tranquila en mitad de un día ajetreado.',
    () => 'Para tardes lentas y segundas tazas.',
  ],
  food: [
    () => 'El desayuno, resuelto.',
    () => 'Buena comida que encaja en un martes cualquiera.',
    () => 'Ese básico de despensa al que recurres cada día.',
    () => 'Ingredientes sencillos, bien tratados.',
    () => 'Para la mesa que compartes con los tuyos.',
    () => 'Primero el sabor; lo demás, después.',
  ],
  snacks: [
    () => 'La pausa para picar que de verdad apetece.',
    () => 'Para el cajón de la oficina, los viajes en coche y el bajón de las cinco.',
    () => 'Primero el crujido; las preguntas, después.',
  ],
  drinks: [
    () => 'Algo rico para beber a cualquier hora del día.',
    () => 'Hielo, un vaso y un respiro.',
    () => 'Frescor para cualquier momento del día.',
  ],
  spirits: [
    () => 'Para tardes largas y buena compañía.',
    () => 'Solo, con hielo o en tu cóctel favorito.',
    () => 'Una botella para abrir con amigos. Disfruta con responsabilidad.',
  ],
  footwear: [
    () => 'Comodidad que sigue tu ritmo, del primer paso al último.',
    () => 'Para caminar: el trayecto al trabajo, el fin de semana y todo lo demás.',
    () => 'Te calzas y a la calle.',
  ],
  apparel: [
    (s) => `${s.verb('Se combina', 'Se combinan')} con lo que ya tienes en el armario.`,
    () => 'Para arreglarse o para ir de sport: tú decides.',
    () => 'Ropa para ponerse una y otra vez.',
  ],
  accessories: [
    () => 'El toque final que le faltaba a tu look de diario.',
    () => 'Un detalle pequeño que cambia todo el conjunto.',
    () => 'Para llevar a todas partes, contigo.',
  ],
  jewellery: [
    () => 'Un poco de brillo para cada día.',
    () => 'Para llevar, combinar y querer.',
    () => 'De esas piezas que no te quitas nunca.',
  ],
  tech: [
    (s) => `${s.verb('Se configura', 'Se configuran')} en minutos y después ni te acuerdas.`,
    () => 'Tecnología que no se interpone en tu camino.',
    () => 'Para que el día a día vaya un poco más fluido.',
  ],
  audio: [
    () => 'Dale al play y deja que la música llene la habitación.',
    () => 'Sonido claro para pódcasts, listas de reproducción y todo lo demás.',
    () => 'Tu banda sonora, vayas donde vayas.',
    () => 'Sube el volumen y escucha la diferencia.',
    () => 'Para sesiones largas de música y trayectos cortos.',
    () => 'Un sonido que llena los momentos de calma.',
  ],
  home: [
    () => 'Un cambio pequeño, y toda la habitación se siente distinta.',
    () => 'Para los rincones de casa que más quieres.',
    () => 'La casa, un poco más acogedora.',
  ],
  candles: [
    () => 'Una llama, luz tenue y a bajar el ritmo.',
    () => 'Una luz cálida para noches tranquilas.',
    () => 'La forma más fácil de que una habitación se sienta hogar.',
  ],
  kitchen: [
    () => 'Para cocinar a diario, de desayunos rápidos a comidas largas de domingo.',
    () => 'Lo primero que coges al ponerte a cocinar.',
    () => 'Cocinar en casa, más sencillo.',
  ],
  fitness: [
    () => 'Para seguir el ritmo de tu entrenamiento, repetición a repetición.',
    () => 'Tu entreno, a tu ritmo.',
    () => 'Para los días en que entrenas por ti y por nadie más.',
  ],
  pets: [
    () => 'Con tu mejor amigo en mente.',
    () => 'Mascota feliz, casa feliz.',
    () => 'Porque ellos también se merecen lo mejor.',
  ],
  baby: [
    () => 'Para los más pequeños y los mayores que los cuidan.',
    () => 'Una cosa menos en la que pensar en los días ajetreados con un bebé.',
    () => 'Pensar en lo práctico también es cuidar.',
  ],
  books: [
    () => 'Una de esas lecturas que cuesta dejar a medias.',
    () => 'La compañía perfecta para una tarde tranquila.',
    () => 'Una lectura para la que merece la pena sacar tiempo.',
  ],
  services: [
    () => 'Tus objetivos en el centro, a tu ritmo.',
    () => 'Nos ocupamos de los detalles para que tú te centres en lo importante.',
    () => 'Pasos claros, apoyo real.',
  ],
  general: [
    () => 'Para el día a día, y para durar.',
    () => 'Sencillez útil para cada día.',
    () => 'Cuidado hasta en los pequeños detalles.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['cuidadodelapiel', 'rutinafacial', 'skincare', 'pielbonita'],
  haircare: ['cuidadodelcabello', 'rutinacapilar', 'pelosano', 'cabello'],
  makeup: ['maquillaje', 'makeup', 'belleza', 'maquillajenatural'],
  fragrance: ['perfume', 'fragancia', 'perfumes', 'aromas'],
  coffee: ['cafe', 'amantesdelcafe', 'cafedeespecialidad', 'horadelcafe'],
  tea: ['té', 'amantesdelte', 'horadelte', 'infusiones'],
  food: ['desayuno', 'comidasana', 'despensa', 'cocinacasera'],
  snacks: ['snacks', 'snacksaludable', 'picoteo', 'merienda'],
  drinks: ['bebidas', 'refrescante', 'hidratacion'],
  spirits: ['cocteles', 'brindis', 'consumoresponsable'],
  footwear: ['zapatillas', 'calzado', 'sneakers', 'zapatos'],
  apparel: ['moda', 'outfit', 'estilo', 'lookdeldia'],
  accessories: ['accesorios', 'complementos', 'estilo'],
  jewellery: ['joyas', 'joyeria', 'joyasdeldia'],
  tech: ['tecnologia', 'gadgets', 'tech', 'setup'],
  audio: ['musica', 'sonido', 'auriculares', 'audio'],
  home: ['decoracion', 'hogar', 'decoracionhogar', 'interiorismo'],
  candles: ['velas', 'velasaromaticas', 'aromasparaelhogar', 'hogar'],
  kitchen: ['cocina', 'cocinaencasa', 'menaje', 'recetas'],
  fitness: ['fitness', 'entrenamiento', 'deporte', 'vidasana'],
  pets: ['mascotas', 'perros', 'gatos', 'amantesdelosanimales'],
  baby: ['bebe', 'maternidad', 'crianza', 'bebes'],
  books: ['libros', 'lectura', 'bookstagram', 'leer'],
  services: ['emprendimiento', 'aprendizaje', 'crecimiento'],
  general: ['ideasderegalo', 'diseño', 'imprescindibles'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'primerasimpresiones', 'probando'],
  unboxing: ['unboxing', 'abriendopaquetes', 'mailday'],
  lifestyle: ['díaadía', 'slowliving', 'ritualesdiarios'],
  'studio-hero': ['diseñodeproducto', 'detalles', 'minimalismo'],
  'colour-hero': ['color', 'colorblock', 'colores'],
  'ugc-video': ['ugc', 'videoreal', 'primerasimpresiones'],
  'product-video': ['videodeproducto', 'enmovimiento', 'detalles'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['díaadía', 'favoritos', 'imprescindible'],
  professional: ['innovación', 'calidad', 'diseño'],
  playful: ['obsesión', 'dateuncapricho', 'buenrollo'],
  luxury: ['lujo', 'elegancia', 'atemporal'],
  urgent: ['compraonline', 'sinexcusas', 'dateuncapricho'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['parati', 'fyp'],
  linkedin: ['negocios', 'diseñodeproducto'],
  pinterest: ['inspiración', 'ideas'],
};

// Storyboards: shots in a videographer's shorthand (no person's gender is named), on-screen text of at
// most six words, voiceover lines read at about 2.5 words a second.

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) =>
          `Selfie a un brazo de distancia, mirada directa al objetivo; zoom rápido mientras ${s.name} entra en plano.`,
        onScreenText: () => 'Espera a ver esto',
        voiceover: (s) => `Para de hacer scroll, tengo que hablarte de ${s.name}.`,
      },
      {
        shot: () =>
          'Selfie en mano, caminando hacia la cámara en una habitación luminosa; el producto, aún desenfocado.',
        onScreenText: () => 'No me lo esperaba',
        voiceover: (s) => `De verdad, no esperaba que me ${s.verb('gustara', 'gustaran')} tanto.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Selfie muy cerrado, una risa espontánea y barrido rápido hacia el producto sobre la mesa.',
        onScreenText: () => 'Tienes que ver esto',
        voiceover: (s) => `Vale, por fin he probado ${s.name}.`,
      },
      {
        shot: () => 'Selfie cerrado: se inclina hacia el objetivo y levanta un dedo; zoom rápido.',
        onScreenText: () => 'No compres nada aún',
        voiceover: () => 'No compres nada más hasta ver este vídeo.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => 'Plano medio: se deja caer en el sofá y suspira mirando a cámara; cámara en mano.',
        onScreenText: () => '¿Te suena?',
        voiceover: () => 'Me había cansado de cosas que prometen demasiado.',
      },
      {
        shot: () => 'Por encima del hombro: pasa productos en el móvil, sin convencerse.',
        onScreenText: () => 'Nada me convencía',
        voiceover: () => 'He probado un montón de opciones y ninguna se quedaba.',
      },
      {
        shot: () => 'Primer plano de la cara, cejas levantadas, zoom lento.',
        onScreenText: () => 'Era un drama',
        voiceover: () => 'Sinceramente, lo que usaba antes no me terminaba de convencer.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `${s.Name} entra en plano desde abajo; cambio de foco de la cara al producto.`,
        onScreenText: (s) => `Te presento ${s.name}`,
        voiceover: (s) => `Entonces di con ${s.name}, y todo cambió.`,
      },
      {
        shot: (s) => `Plano cenital: unas manos dejan ${s.name} sobre la mesa, zoom rápido.`,
        onScreenText: (s) => `Llega ${s.name}`,
        voiceover: (s) => `Así que ${s.verb('le', 'les')} di una oportunidad de verdad a ${s.name}.`,
      },
      {
        shot: () => 'El producto junto a la cara, un gesto de aprobación a cámara, zoom seco.',
        onScreenText: () => 'El gran cambio',
        voiceover: (s) => `Esto es ${s.name}, y ya no ${s.verb('sale', 'salen')} de mi rutina.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () =>
          'Primer plano de las manos usando el producto junto a la ventana, luz natural, seguimiento suave.',
        onScreenText: (s) => `Así ${s.verb('funciona', 'funcionan')}`,
        voiceover: (s) => `Así ${s.verb('encaja', 'encajan')} en mi día a día, sin complicaciones.`,
      },
      {
        shot: () => 'Tres cortes rápidos del producto en uso desde distintos ángulos, cámara en mano.',
        onScreenText: () => 'Así de fácil',
        voiceover: (s) => `Cuestión de segundos, y ${s.verb('encaja', 'encajan')} perfectamente en mi día.`,
      },
      {
        shot: () => 'Por encima del hombro, el producto en uso en un entorno real; acercamiento lento.',
        onScreenText: () => 'Mira esto',
        voiceover: () => 'Mira lo que pasa cuando llega la prueba de verdad.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => 'Selfie cerrado: una sonrisa, el producto junto a la cara y el pulgar arriba.',
        onScreenText: () => 'Lo que más destaca',
        voiceover: () => '¿Lo que más me llamó la atención? Lo fácil que es de usar.',
      },
      {
        shot: () => 'Antes y después en pantalla partida, plano fijo y corte rápido.',
        onScreenText: () => 'Juzga tú',
        voiceover: () => 'Acércate, mira los detalles y juzga tú.',
      },
      {
        shot: () => 'Plano medio: el producto gira en las manos hacia el objetivo, sin prisa.',
        onScreenText: () => 'De cerca y sin filtro',
        voiceover: () => 'Aquí, de cerca, sin filtro y sin guion.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Encuadre selfie: señala hacia el texto con el producto en la mano.',
        onScreenText: () => 'Enlace en la bio',
        voiceover: (s) => `Hazme caso y prueba ${s.name}. Enlace en la bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Producto centrado en la mesa, una mano le da un toque, imagen congelada.',
        onScreenText: () => 'Hoy es el día',
        voiceover: (s) => `Si tenías dudas, esta es tu señal para probar ${s.name}.`,
      },
      {
        shot: () => 'Camina hacia la cámara con el producto, acercamiento rápido a primer plano.',
        onScreenText: () => 'Te toca',
        voiceover: () => 'Te toca: dale una oportunidad. Ya me lo agradecerás.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () => 'Acercamiento lento al producto sobre lino, luz suave de ventana, fondo desenfocado.',
        onScreenText: (s) => `Descubre ${s.name}`,
        voiceover: (s) => `Date el gusto de probar ${s.name}. Te lo mereces.`,
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
          'Macro extremo de un borde del producto en sombra; deslizamiento lento mientras entra la luz.',
        onScreenText: () => 'Acércate',
        voiceover: () => 'Acércate. Esto merece una mirada atenta.',
      },
      {
        shot: () =>
          'Fondo oscuro sin costuras, el producto en silueta mientras sube despacio una luz de contorno.',
        onScreenText: () => 'Mira bien',
        voiceover: () => 'Mira bien. Toda gran historia empieza con un detalle.',
      },
      {
        shot: () =>
          'Travelling en contrapicado hacia una forma cubierta sobre un pedestal, bruma suave y contraluz cálido.',
        onScreenText: () => 'Atención',
        voiceover: () => 'Queremos enseñarte algo que nos hace mucha ilusión.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) =>
          `Plano principal de ${s.name} sobre fondo infinito, órbita lenta de 180 grados, sombra suave.`,
        onScreenText: (s) => `Hola, ${s.name}`,
        voiceover: (s) => `Te presentamos ${s.name}, para tu forma de vivir.`,
      },
      {
        shot: () =>
          'Una funda se retira del producto en un solo movimiento; la cámara avanza hasta el plano principal.',
        onScreenText: (s) => `Conoce ${s.name}`,
        voiceover: (s) => `Esto es ${s.name}, con personalidad desde el primer vistazo.`,
      },
      {
        shot: () =>
          'El producto sube al encuadre sobre una plataforma giratoria y se encienden las luces; cámara fija.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Esto es ${s.name}, y ha llegado su momento.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Macro de la textura y el acabado, cambio de foco lento a lo largo del producto.',
        onScreenText: () => 'En los detalles',
        voiceover: () => 'Cada superficie, cada acabado y cada detalle, con todo el cuidado.',
      },
      {
        shot: () => 'Paneo cenital lento sobre el producto, luz lateral nítida rozando la superficie.',
        onScreenText: () => 'Con mimo',
        voiceover: () => 'Fíjate bien y verás el cuidado puesto en cada parte.',
      },
      {
        shot: () => 'Dos cortes macro rápidos desde ángulos distintos, poca profundidad de campo.',
        onScreenText: () => 'Por dentro y por fuera',
        voiceover: () => 'Diseño con intención, por dentro y por fuera, hasta el último detalle.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => 'El producto en uso en un espacio cotidiano luminoso, cámara en mano, luz natural.',
        onScreenText: () => 'Para cada día',
        voiceover: (s) =>
          `${s.verb('Encaja', 'Encajan')} en tu día y ${s.verb('hace', 'hacen')} mejores los pequeños momentos.`,
      },
      {
        shot: () => 'Plano medio: una mano alcanza el producto sobre una mesa al sol, cámara lenta suave.',
        onScreenText: () => 'Sencillo. Sin esfuerzo.',
        voiceover: () => 'Fácil de usar, fácil de querer, y siempre a tu ritmo.',
      },
      {
        shot: () => 'Pantalla partida con el producto en tres momentos cotidianos, cortes rítmicos.',
        onScreenText: () => 'Vaya donde vaya tu día',
        voiceover: () => 'De las mañanas con prisa a las noches tranquilas, siempre a mano.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Plano final: el producto centrado sobre el color de la marca, acercamiento lento, espacio libre arriba para el título.',
        onScreenText: () => 'Descubre más hoy',
        voiceover: (s) => `${s.Name}. Descubre más hoy mismo.`,
      },
      {
        shot: () =>
          'Producto sobre el pedestal; la cámara se aleja a un plano general mientras la luz se asienta.',
        onScreenText: () => 'Hoy es el día',
        voiceover: (s) => `No lo dejes para mañana: prueba ${s.name} hoy y nota la diferencia.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Plano fijo: el producto gira despacio sobre una plataforma, espacio arriba para el cierre.',
        onScreenText: () => 'Toca para comprar',
        voiceover: (s) => `Toca el enlace y llévate ${s.name} hoy.`,
      },
      {
        shot: () =>
          'Travelling lento hacia atrás bajo una única luz suave, sombras profundas, espacio para el cierre.',
        onScreenText: (s) => `Descubre ${s.name}`,
        voiceover: (s) => `${s.Name}. Para quienes notan la diferencia.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Primer plano del producto junto a un móvil con la reseña en pantalla; un gesto de aprobación a cámara.',
    onScreenText: 'Una reseña real',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} escribió` : 'Un cliente escribió'}: «${quote}».`,
    rating: (stars) => `Valoración: ${stars} de 5.`,
  },
  tease: {
    shot: 'Macro extremo de un borde del producto en sombra; deslizamiento lento mientras entra la luz.',
    onScreenText: 'Llega algo nuevo',
    voiceover: 'Hay algo nuevo, y la espera ha merecido la pena.',
  },
  cta: {
    shot: 'Plano final: el producto centrado y la oferta en tipografía limpia encima.',
    voiceover: (offer) => `${offer}. Toca el enlace y echa un vistazo.`,
  },
};

/**
 * Words that name each category, lower case, singular; a plural in "s" is matched too, other
 * plurals are listed. The order says which category wins: pets and babies first ("Champú para
 * perros" is for the dog), skincare before food ("crema").
 */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  pets: ['perro', 'gato', 'mascota', 'correa', 'pienso', 'comedero', 'arenero'],
  baby: ['bebé', 'pañal', 'pañales', 'chupete', 'biberón', 'biberones', 'cochecito'],
  skincare: [
    'sérum',
    'serum',
    'crema facial',
    'crema hidratante',
    'hidratante',
    'limpiador',
    'limpiadores',
    'tónico',
    'protector solar',
    'contorno de ojos',
    'agua micelar',
    'micelar',
    'exfoliante',
    'cuidado facial',
  ],
  haircare: [
    'champú',
    'champu',
    'acondicionador',
    'acondicionadores',
    'mascarilla capilar',
    'cabello',
    'pelo',
  ],
  makeup: [
    'pintalabios',
    'labial',
    'labiales',
    'rímel',
    'máscara de pestañas',
    'base de maquillaje',
    'maquillaje',
    'colorete',
    'corrector',
    'correctores',
    'delineador',
    'delineadores',
    'sombra de ojos',
  ],
  fragrance: ['perfume', 'fragancia', 'colonia', 'eau de parfum', 'eau de toilette'],
  coffee: ['café', 'cafe', 'espresso', 'cold brew', 'capuchino'],
  tea: ['té', 'tés', 'matcha', 'infusión', 'infusiones', 'chai', 'rooibos'],
  food: [
    'granola',
    'aceite',
    'miel',
    'mieles',
    'salsa',
    'pasta',
    'cereal',
    'cereales',
    'mermelada',
    'pan',
    'panes',
    'muesli',
    'avena',
    'harina',
    'arroz',
  ],
  snacks: ['snack', 'barrita', 'galleta', 'chocolate', 'frutos secos', 'chips', 'patatas fritas'],
  drinks: ['zumo', 'refresco', 'agua', 'kombucha', 'limonada', 'bebida'],
  spirits: ['whisky', 'ginebra', 'gin', 'vodka', 'ron', 'tequila', 'vino', 'cerveza', 'vermut', 'mezcal'],
  footwear: ['zapatilla', 'zapato', 'bota', 'sandalia', 'deportiva', 'calzado', 'sneaker'],
  apparel: [
    'camiseta',
    'sudadera',
    'chaqueta',
    'vestido',
    'vaquero',
    'jersey',
    'jerséis',
    'pantalón',
    'pantalones',
    'camisa',
    'abrigo',
    'falda',
  ],
  accessories: [
    'bolso',
    'cartera',
    'mochila',
    'gafas de sol',
    'gafa',
    'cinturón',
    'cinturones',
    'gorra',
    'sombrero',
    'bufanda',
  ],
  jewellery: ['anillo', 'collar', 'collares', 'pulsera', 'pendiente', 'joya', 'colgante'],
  tech: [
    'móvil',
    'teléfono',
    'cargador',
    'cargadores',
    'portátil',
    'teclado',
    'ratón',
    'ratones',
    'reloj',
    'relojes',
    'cámara',
    'tablet',
    'smartwatch',
  ],
  audio: ['altavoz', 'altavoces', 'auricular', 'auriculares', 'cascos', 'barra de sonido', 'tocadiscos'],
  home: ['jarrón', 'jarrones', 'lámpara', 'cojín', 'cojines', 'manta', 'alfombra'],
  candles: ['vela', 'difusor', 'difusores', 'ambientador', 'ambientadores'],
  kitchen: [
    'sartén',
    'sartenes',
    'cuchillo',
    'hervidor',
    'hervidores',
    'taza',
    'olla',
    'batidora',
    'cafetera',
  ],
  fitness: ['yoga', 'mancuerna', 'proteína', 'esterilla', 'kettlebell', 'pesa'],
  books: ['libro', 'novela', 'libro de cocina', 'cuaderno', 'agenda'],
  services: [
    'curso',
    'clase',
    'suscripción',
    'suscripciones',
    'consultoría',
    'servicio',
    'taller',
    'talleres',
    'mentoría',
  ],
};

export const SPANISH: LanguagePack = {
  language: 'es',
  looksPlural: looksPluralSpanish,
  finish: finishSpanish,
  hooks: HOOKS,
  styleHooks: STYLE_HOOKS,
  benefits: BENEFITS,
  toneBodies: TONE_BODIES,
  styleBodies: STYLE_BODIES,
  ctas: CTAS,
  platformCtas: PLATFORM_CTAS,
  claims: {
    newHooks: [
      (s) => `Novedad: ${s.name}.`,
      (s) => `Acaba de salir: ${s.name}.`,
      (s) => `Te presentamos nuestra novedad: ${s.name}.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}, así que no esperes.` : `Oferta: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `«${claimText(review)}»${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Valoración: ${stars} de 5.`,
    limitedStock: (tone) =>
      tone === 'urgent' ? 'Quedan pocas unidades, así que date prisa.' : 'Unidades limitadas.',
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: [
    ...['de', 'del', 'la', 'el', 'los', 'las', 'un', 'una', 'unos', 'unas', 'y', 'e', 'o', 'u'],
    ...['con', 'para', 'en', 'al', 'por', 'mi', 'tu', 'su', 'es', 'son', 'nuevo', 'nueva'],
  ],
  weakWords: [
    'sin',
    'virgen',
    'origen',
    'súper',
    'pack',
    'edición',
    'inteligente',
    'inalámbrico',
    'inalámbricos',
  ],
  plainWords: [
    ...['rojo', 'roja', 'rojos', 'rojas', 'azul', 'azules', 'verde', 'verdes', 'amarillo', 'amarilla'],
    ...['negro', 'negra', 'negros', 'negras', 'blanco', 'blanca', 'blancos', 'blancas', 'gris', 'grises'],
    ...['marrón', 'morado', 'morada', 'beige', 'dorado', 'dorada', 'dorados', 'doradas', 'plateado'],
    ...['plateada', 'grande', 'grandes', 'pequeño', 'pequeña', 'mediano', 'mediana', 'clásico'],
    ...['clásica', 'crujiente', 'crujientes'],
  ],
  materialWords: [
    ...['cerámica', 'gres', 'porcelana', 'madera', 'bambú', 'cuero', 'algodón', 'lino', 'lana', 'vidrio'],
    ...['cristal', 'acero', 'hierro', 'cobre', 'forjado', 'forjada', 'artesanal', 'orgánico', 'orgánica'],
    ...['natural', 'ecológico', 'ecológica'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Descubre ${name}`,
      (name) => `Te presentamos ${name}`,
      (name) => `${name}, en primer plano`,
    ],
    buttons: ['Comprar ahora', 'Descubre más', 'Ver de cerca', 'Echa un vistazo'],
    lifestyleCaptions: [
      'mañanas lentas, cosas buenas',
      'pequeños rituales',
      'reset de domingo',
      'en mi mesa esta semana',
    ],
    selfieNotes: [
      (name) => `Probando ${name}`,
      (name) => `Primer vistazo: ${name}`,
      (name) => `Esta semana pruebo ${name}`,
      (name) => `Día 1 con ${name}`,
    ],
    unboxingStickers: ['¡ya llegó!', 'hora del unboxing', '¡ya está aquí!'],
    eyebrows: { hero: 'En primer plano', everyday: 'Día a día', selfie: 'Probando', unboxing: 'Unboxing' },
    newBadge: 'Novedad',
  },
};
