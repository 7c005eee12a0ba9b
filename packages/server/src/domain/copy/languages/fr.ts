/**
 * French (France): every word the service writes in French, for review in one place. Written for a
 * French feed, not translated: brands say "vous"; `finish` puts the narrow no-break space (U+202F)
 * before ; ! ? and the no-break space (U+00A0) before : and inside « », as French typography does.
 * A product name's gender is unknown, so no template puts an article, a gendered adjective or il/elle
 * on it, nor "de" (which would elide before a vowel): the name stands after a colon or a preposition
 * ("Focus sur {name}"), "ça" and "c'est" stand in for it, and l'/les (the same for both genders)
 * take `s.verb` for number. No rating, review, newness, offer, scarcity or popularity is said unless
 * the caller gave it (`claims`).
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

/** Narrow no-break space (before ; ! ?) and no-break space (before :, inside « »). */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const PREPOSITIONS = new Set([
  'de',
  'du',
  'des',
  'à',
  'au',
  'aux',
  'pour',
  'en',
  'avec',
  'sans',
  'et',
  'ou',
  'sur',
  'par',
]);
/** Singular words that end in s, x or z. */
const SINGULAR = new Set([
  'jus',
  'bus',
  'tapis',
  'repas',
  'bras',
  'lilas',
  'ananas',
  'cassis',
  'radis',
  'anis',
  'maïs',
  'pastis',
  'couscous',
  'houmous',
  'corps',
  'temps',
  'avis',
  'velours',
  'nez',
  'riz',
  'gaz',
  'prix',
  'choix',
  'croix',
  'matelas',
  'plus',
  'express',
  'wireless',
  'cours',
  'mois',
  'bois',
  'dos',
  'paris',
  'vernis',
  'coulis',
  'mascarpone',
  'relax',
  'lux',
  'max',
  'box',
  'duplex',
  'latex',
  'fax',
  'sirop',
]);

/**
 * Whether a French product name is plural, judged on the head of the phrase (the words before its
 * first preposition): its first word and its lower-case words, which agree with it ("Écouteurs sans
 * fil Nocta", "Baskets de trail"). Capitalised words after the first are brand names.
 */
export function looksPluralFrench(name: string): boolean {
  const words = name.split(' ').map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  const end = words.findIndex(
    (w, i) => i > 0 && (PREPOSITIONS.has(w.toLowerCase()) || /^[dl]['’]/iu.test(w)),
  );
  const head = (end > 0 ? words.slice(0, end) : words).filter(
    (w, i) => w !== '' && (i === 0 || /^\p{Ll}/u.test(w)),
  );
  return head.some((word) => {
    const lower = word.toLowerCase();
    return (
      /^\p{L}{3,}$/u.test(lower) && /[sx]$/u.test(lower) && !/(ss|us)$/u.test(lower) && !SINGULAR.has(lower)
    );
  });
}

/** French spacing: U+202F before ; ! ?, U+00A0 before : and inside « ». */
function finishFrench(text: string): string {
  return text
    .replace(/«[ \u00a0\u202f]*/gu, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/gu, `${NBSP}»`)
    .replace(/(?<=[^\s;:!?«])[ \u00a0\u202f]?([;!?]+)(?=\s|$|»)/gu, `${NNBSP}$1`)
    .replace(/(?<=[^\s;:!?«])[ \u00a0\u202f]?:(?=\s|$)/gu, `${NBSP}:`);
}

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, où étais-tu pendant tout ce temps ?`,
    (s) => `Le petit point du jour : ${s.name}.`,
    (s) => `Deux minutes, une trouvaille : ${s.name}.`,
    (s) => `Petit détail, grande différence : ${s.name}.`,
    (s) => `Je ne pensais pas autant aimer ${s.name}.`,
    (s) => `Mon choix du quotidien : ${s.name}.`,
    (s) => `Je vous présente ${s.name}.`,
    (s) => `Ce que j'aime en ce moment : ${s.name}.`,
    (s) => `${s.Name} ${s.verb('a trouvé sa', 'ont trouvé leur')} place dans mon quotidien.`,
    (s) => `Aujourd'hui dans mon quotidien : ${s.name}.`,
    (s) => `La trouvaille du jour : ${s.name}.`,
    (s) => `Un petit bonheur pour votre semaine : ${s.name}.`,
    (s) => `Comme promis, le zoom : ${s.name}.`,
    (s) => `Quelques jours d'essai, et des choses à raconter : ${s.name}.`,
    (s) => `Ce qui me manquait sans le savoir : ${s.name}.`,
    (s) => `Focus sur ${s.name}.`,
  ],
  professional: [
    (s) => `Un design qui a du sens : ${s.name}.`,
    (s) => `La qualité se voit : ${s.name}.`,
    (s) => `Gros plan sur ${s.name}.`,
    (s) => `Qu'est-ce qui distingue ${s.name} ? On vous explique.`,
    (s) => `Moins de bruit, plus de fond : ${s.name}.`,
    (s) => `L'essentiel, bien pensé : ${s.name}.`,
    (s) => `Dans les coulisses : ${s.name}.`,
    (s) => `Pourquoi s'intéresser à ${s.name} ?`,
    (s) => `La qualité, sans complication : ${s.name}.`,
    (s) => `Conception, usage, détails : parlons ${s.name}.`,
    (s) => `Ce qui compte, au centre : ${s.name}.`,
    (s) => `Forme et fonction, en équilibre : ${s.name}.`,
    (s) => `Sous la loupe : ${s.name}.`,
    (s) => `Dans le détail : ${s.name}.`,
    (s) => `Les clés du design : ${s.name}.`,
    (s) => `Du bon design, sans bruit : ${s.name}.`,
  ],
  playful: [
    (s) => `Rebondissement : ${s.name} ${s.verb('vole', 'volent')} la vedette.`,
    (s) => `Attention : ${s.name} ${s.verb('peut', 'peuvent')} provoquer une joie intense.`,
    (s) => `POV : vous venez de découvrir ${s.name}.`,
    (s) => `${s.Name}, énergie de personnage principal.`,
    (s) => `C'est moi ou ${s.name} ${s.verb('a', 'ont')} un petit truc en plus ?`,
    (s) => `Voici votre signe pour essayer ${s.name}.`,
    (s) => `Envoyez la musique : ${s.name} ${s.verb('est', 'sont')} là.`,
    (s) => `Je reviens, je suis en pleine obsession pour ${s.name}.`,
    (s) => `Sans vouloir exagérer, ${s.name}, c'est un autre niveau.`,
    (s) => `Obsession du moment : ${s.name}.`,
    (s) => `J'ajoute ${s.name} à ma liste de petits bonheurs.`,
    (s) => `Alerte coup de cœur : ${s.name}.`,
    (s) => `Niveau d'amour pour ${s.name} : incalculable.`,
    (s) => `Qui a besoin d'un plan quand il y a ${s.name} ?`,
    (s) => `Moment coup de foudre : ${s.name}.`,
    (s) => `Ce qui illumine ma journée : ${s.name}.`,
    (s) => `Mon petit plaisir préféré : ${s.name}.`,
  ],
  luxury: [
    (s) => `${s.Name}. L'élégance, sans ostentation.`,
    (s) => `Pour celles et ceux qui remarquent les détails : ${s.name}.`,
    (s) => `Le luxe de la simplicité : ${s.name}.`,
    (s) => `Certaines choses méritent qu'on prenne son temps. ${s.Name} en ${s.verb('fait', 'font')} partie.`,
    (s) => `L'élégance sans effort : ${s.name}.`,
    (s) => `L'art de l'essentiel : ${s.name}.`,
    (s) => `Sublimez le quotidien avec ${s.name}.`,
    (s) => `Discrétion. Caractère. ${s.Name}.`,
    (s) => `${s.Name} : chaque détail, avec intention.`,
    (s) => `Pour les regards exigeants : ${s.name}.`,
    (s) => `Un plaisir qui ne se presse pas : ${s.name}.`,
    (s) => `L'essentiel, sublimé : ${s.name}.`,
    (s) => `Pour les petits rituels : ${s.name}.`,
    (s) => `La beauté sans hâte : ${s.name}.`,
    (s) => `Le détail comme signature : ${s.name}.`,
  ],
  urgent: [
    (s) => `C'est aujourd'hui qu'on essaie ${s.name}.`,
    (s) => `Stop au scroll : ${s.name} ${s.verb('mérite', 'méritent')} un coup d'œil.`,
    (s) => `Quand vous voulez, ${s.name} vous ${s.verb('attend', 'attendent')}.`,
    (s) => `C'est le moment pour ${s.name}.`,
    (s) => `Si vous attendiez un signe pour essayer ${s.name}, le voici.`,
    (s) => `Votre signe pour essayer ${s.name}, dès aujourd'hui.`,
    (s) => `Ajoutez ${s.name} à votre journée, dès maintenant.`,
    (s) => `On y va : ${s.name}, sans excuses !`,
    (s) => `Au programme aujourd'hui : ${s.name}.`,
    (s) => `On commence aujourd'hui : ${s.name}.`,
    (s) => `C'est le moment : ${s.name}.`,
    (s) => `Aujourd'hui, c'est le jour : ${s.name}.`,
    (s) => `Votre plan du jour : ${s.name}.`,
    (s) => `Lancez-vous : ${s.name}.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Cette semaine, je teste ${s.name}.` },
    { line: (s) => `Premières impressions : ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Regard attentif sur ${s.name}.`, tones: POLISHED },
    { line: (s) => `Mes impressions sans filtre : ${s.name}.`, tones: ['casual', 'playful', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `On déballe ensemble : ${s.name}.` },
    { line: (s) => `Le colis est arrivé : ${s.name}.` },
    { line: (s) => `Jour de colis ! ${s.Name} ${s.verb('est', 'sont')} là.`, tones: WARM },
    { line: (s) => `Regardez ce qui vient d'arriver : ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Premier coup d'œil dans la boîte : ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `Déballer ${s.name}, lentement.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Un petit rituel quotidien avec ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Matins tranquilles, belle lumière et ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, exactement à ${s.verb('sa', 'leur')} place.` },
    {
      line: (s) => `Comment ${s.name} ${s.verb('trouve sa', 'trouvent leur')} place dans ma journée.`,
      tones: ['casual', 'professional'],
    },
    { line: (s) => `Le quotidien, un peu plus beau avec ${s.name}.` },
    { line: (s) => `Lumière de fenêtre, table tranquille et ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name}, sous les projecteurs.` },
    { line: (s) => `Chaque angle, chaque détail : ${s.name}.`, tones: POLISHED },
    { line: (s) => `Lignes pures. Focus total. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Tous les regards sur ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Un design à regarder de près : ${s.name}.`, tones: POLISHED },
    { line: (s) => `Tout droit du studio : ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `La couleur avec caractère : ${s.name}.` },
    { line: (s) => `${s.Name}, tout en couleur.` },
    { line: (s) => `Color block et attitude : ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `On monte le curseur couleur avec ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Une affirmation de style : ${s.name}.`, tones: POLISHED },
    { line: (s) => `Impossible de passer à côté : ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Attendez la fin : ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `20 secondes pour vous convaincre : ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Le problème, et la solution : ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Mon vrai test en vidéo : ${s.name}.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name}, en mouvement.` },
    { line: (s) => `Regardez ${s.name} prendre vie.` },
    { line: (s) => `Chaque détail en un court film : ${s.name}.`, tones: POLISHED },
    { line: (s) => `Mettez le son : ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `${s.Name}, image par image.`, tones: POLISHED },
    { line: (s) => `Ne clignez pas des yeux : ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `Maintenant, je ${s.verb("l'utilise", 'les utilise')} sans même y penser.`,
    () => "C'est simple, facile et vraiment agréable au quotidien.",
    () => "Pas de chichis, pas d'étapes compliquées : juste quelque chose qui marche.",
    () => 'Ça se glisse facilement dans une journée chargée.',
    () => 'Finalement, les petites améliorations comptent vraiment.',
    () => "Je ne savais pas que j'en avais besoin avant.",
    () => "Le genre de petit plus qu'on remarque tous les jours.",
    () => "Les bonnes choses n'ont pas besoin d'être compliquées.",
    () => 'Ce sont les petits détails qui font tout.',
    () => 'Facile à adopter, facile à aimer.',
    () => 'Le genre de trouvaille dont on finit par parler autour de soi.',
    () => 'Pour la vraie vie, pas seulement pour la photo.',
    () => 'Rien de compliqué, juste du bon.',
    () => 'Honnêtement, une petite joie dans une journée ordinaire.',
    () => 'À utiliser tous les jours, pas à garder pour les grandes occasions.',
    () => 'Pratique et joli à la fois, ça change tout.',
    () => 'Le genre de chose qui rend la journée un peu meilleure, sans bruit.',
    () => 'On essaie une fois, et ça devient un réflexe.',
    () => "Du bon design, qu'on sent à l'usage.",
    () => "Zéro étape inutile, zéro mode d'emploi interminable.",
    () => 'Ça embellit la journée plus que prévu.',
    () => 'Un petit plaisir qui fait la différence.',
  ],
  professional: [
    () => 'Une conception soignée et une fabrication à la hauteur de vos vrais besoins.',
    () => "Chaque détail a été pensé pour que vous puissiez vous concentrer sur l'essentiel.",
    () => 'Une qualité constante, sur laquelle compter jour après jour.',
    () => 'Pour celles et ceux qui tiennent à la qualité et refusent les compromis.',
    () => 'Fiabilité et exigence à chaque utilisation.',
    () => 'Un choix judicieux pour qui attend davantage des objets du quotidien.',
    () => 'Des bénéfices clairs, sans artifices.',
    () => 'Une exigence claire, pensée pour durer.',
    () => 'Fonctionnalité et design, en équilibre.',
    () => 'Moins de promesses, plus de sens pratique.',
    () => "L'important, résolu sans complication.",
    () => 'Chaque choix de conception répond à un besoin concret.',
    () => 'Un design qui se comprend du premier coup.',
    () => "Facile à intégrer dans n'importe quelle routine.",
    () => "Des détails bien pensés, qui se remarquent à l'usage.",
    () => 'Sans fioritures : fonction, qualité et exigence.',
    () => 'La cohérence entre forme et fonction, dans chaque détail.',
    () => 'Le choix de bien faire les choses.',
  ],
  playful: [
    () => 'Effet secondaire : en parler à des inconnus.',
    () => 'Votre futur vous dit déjà merci.',
    () => "Niveau d'upgrade : débloqué.",
    () => 'Shot de sérotonine ? Validé.',
    () => 'Zéro regret, good vibes au maximum.',
    () => "Niveau d'addiction : un peu élevé, on ne va pas se mentir.",
    () => 'Énergie de personnage principal, version produit.',
    () => 'Spoiler : votre journée vient de monter d’un cran.',
    () => 'Mode fan : activé.',
    () => 'Niveau de craquage : maximal.',
    () => "Le plan parfait : ça, et rien d'autre.",
    () => 'Avis aux amateurs : ça rend accro.',
    () => 'Dose de mignonnerie : validée.',
    () => 'Votre feed et votre journée, un peu plus joyeux.',
    () => 'Spoiler : impossible de revenir en arrière.',
    () => 'Moment fan débloqué.',
    () => "Tant qu'à craquer, autant bien choisir.",
    () => 'Du bonheur format poche, version quotidienne.',
  ],
  luxury: [
    () => 'Chaque détail réfléchi, chaque finition délibérée.',
    () => 'Pour les moments qui méritent un peu plus.',
    () => 'Une assurance tranquille, sans rien de superflu.',
    () => 'Un plaisir auquel on revient, encore et encore.',
    () => "Parce que le quotidien mérite aussi l'extraordinaire.",
    () => 'Une élégance intemporelle, qui se savoure lentement.',
    () => 'Un savoir-faire qui se ressent dès le premier instant.',
    () => "L'extraordinaire, à voix basse.",
    () => 'Moins, mais mieux.',
    () => 'Le calme des choses bien faites.',
    () => 'Un petit geste qui devient rituel.',
    () => "Matières, proportions, temps : rien n'est laissé au hasard.",
    () => "À savourer lentement, sans regarder l'heure.",
    () => "L'élégance tient à ce qu'on ne dit pas.",
    () => 'Un luxe discret, pour chaque jour.',
    () => 'Des détails qui se révèlent avec le temps.',
    () => 'Le plaisir de ce qui dure.',
    () => 'Le raffinement, sans ostentation.',
  ],
  urgent: [
    () => "Le meilleur moment pour commencer, c'est maintenant.",
    () => "C'est votre moment : ne le laissez pas filer.",
    () => "Plus d'énergie, moins d'excuses.",
    () => 'Aucune raison de remettre à demain.',
    () => "Aujourd'hui est un bon jour pour vous faire plaisir.",
    () => "Commencez aujourd'hui et sentez la différence.",
    () => "Aujourd'hui, c'est parfait pour commencer.",
    () => 'Moins y penser, plus en profiter.',
    () => 'Votre routine vous dira merci.',
    () => 'Faites le premier pas, le reste suivra.',
    () => 'Commencez simple, commencez maintenant.',
    () => "C'est maintenant que ça se passe.",
    () => "Pas besoin d'attendre.",
    () => "Un petit changement, dès aujourd'hui.",
    () => "Et si c'était aujourd'hui ?",
    () => "Les bonnes choses n'ont pas à attendre.",
    () => 'Votre moment commence maintenant.',
    () => "En route, dès aujourd'hui.",
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: () => "Ce qui m'a plu le plus ? Ça marche, tout simplement, à chaque fois." },
    { line: () => 'Je vous raconte tout tel quel, sans script.' },
  ],
  unboxing: [
    { line: () => "Ouvrir le colis, c'était tout un événement.", tones: WARM },
    { line: () => 'Un joli emballage, et encore mieux en vrai.' },
    {
      line: () => 'Tout est bien présenté dès la première seconde.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => "Ce premier coup d'œil à l'ouverture ? Ça valait l'attente." },
    { line: () => "Déballer le colis, c'était comme ouvrir un cadeau.", tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: () => "Ça s'intègre naturellement au quotidien, des matins tranquilles aux après-midis chargés.",
    },
    { line: () => 'Belle lumière, table dégagée et les choses simples bien faites.' },
    { line: () => "À garder en vue, pas au fond d'un tiroir." },
    { line: () => 'Ce sont les petits rituels qui font une journée à soi.', tones: [...WARM, 'luxury'] },
    {
      line: () => 'Pour de vraies maisons et de vraies routines.',
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  'studio-hero': [
    { line: () => 'Des lignes épurées et une vraie personnalité.' },
    { line: () => 'Chaque courbe et chaque finition sont là pour être remarquées.', tones: POLISHED },
    { line: () => 'Regardez de près : les détails racontent tout.' },
    { line: () => 'La forme pure, sans distraction.' },
    { line: () => "Un design intentionnel, jusqu'au moindre détail.", tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Couleur audacieuse, attitude encore plus audacieuse.', tones: [...WARM, 'urgent'] },
    { line: () => "Pour ressortir dans n'importe quel feed, et dans la vraie vie." },
    { line: () => 'Une touche de couleur qui illumine tout autour.' },
    { line: () => 'Une couleur qui ne passe pas inaperçue.' },
  ],
  'ugc-video': [
    { line: (s) => `Lancez la vidéo pour voir ${s.name} en action.` },
    {
      line: () => 'Sans filtre ni script, juste un premier essai face caméra.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'En usage réel, du début à la fin.' },
    { line: () => "Restez jusqu'à la fin, c'est le meilleur moment.", tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Un court film sur les détails qui font la différence.' },
    { line: () => 'Chaque angle et chaque finition, en mouvement.' },
    { line: () => 'Appuyez sur play pour tout découvrir.', tones: [...WARM, 'urgent'] },
    { line: () => 'Filmé de près, pour voir ce qui fait la différence.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Vous testeriez ? Dites-le-moi en commentaire.' },
    { line: () => 'Lien en bio si vous voulez essayer.', platforms: BIO_LINK },
    { line: () => 'Enregistrez ce post pour plus tard.', platforms: SAVING },
    { line: () => "Identifiez quelqu'un qui en a besoin.", platforms: TAGGING },
    { line: () => 'Essayez et dites-moi ce que vous en pensez.' },
    { line: () => "Ça vaut le coup d'essayer. Faites-moi confiance." },
    { line: () => "Partagez avec quelqu'un qui adorerait." },
    { line: () => 'Des questions ? Posez-les en commentaire.' },
    { line: (s) => `Vous avez déjà testé ${s.name} ? Racontez-moi.` },
    { line: () => 'Curieux ou curieuse ? Jetez un œil.' },
    { line: () => "Suivez-moi pour d'autres trouvailles comme celle-ci." },
    { line: (s) => `Vous ${s.verb("l'adopteriez", 'les adopteriez')} dans votre routine ?` },
    { line: () => 'Plus de détails sur notre page.' },
    {
      line: () => 'Enregistrez ce post pour votre prochaine liste de courses.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => "Vos questions, c'est juste en dessous." },
    { line: (s) => `Dites-moi comment vous ${s.verb("l'utiliseriez", 'les utiliseriez')}.` },
    { line: () => "Envoyez ce post à quelqu'un qui aimerait." },
    { line: () => 'Le lien est sur notre profil.' },
  ],
  professional: [
    { line: () => "Plus d'informations via le lien en bio.", platforms: BIO_LINK },
    { line: () => "Découvrez-en plus dès aujourd'hui." },
    { line: () => 'Contactez-nous pour en savoir plus.' },
    {
      line: () => 'Partagez votre point de vue en commentaire.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => "Qu'aimeriez-vous voir ensuite ? Dites-le-nous." },
    { line: (s) => `Découvrez ${s.name}.` },
    { line: () => 'Suivez-nous pour ne rien manquer.' },
    { line: () => 'Tous les détails sur notre site.' },
    { line: () => 'Des questions ? Notre équipe vous répond volontiers.' },
    { line: () => 'Rendez-vous sur notre site pour en savoir plus.' },
    { line: () => 'Écrivez-nous, nous vous répondons en détail.' },
    { line: () => 'Enregistrez ce post pour le consulter plus tard.' },
    { line: () => 'On en parle ? Écrivez-nous quand vous voulez.' },
    { line: () => 'Découvrez tous les détails sur notre site.' },
    { line: () => 'Écrivez-nous vos questions.' },
  ],
  playful: [
    { line: () => "Double tap si c'est le coup de cœur.", platforms: ['instagram'] },
    { line: () => 'Allez, faites-vous plaisir.' },
    { line: () => "Identifiez quelqu'un qui en a besoin dans sa vie.", platforms: TAGGING },
    { line: () => 'Un 🔥 en commentaire si vous craquez.' },
    { line: () => 'Au panier, vous nous remercierez plus tard.' },
    { line: () => 'Vous savez que vous en avez envie.' },
    { line: () => 'Épinglez-le maintenant pour plus tard.', platforms: ['pinterest'] },
    { line: () => 'À vous de jouer.' },
    { line: () => 'Allez, jetez un œil.' },
    { line: () => 'Foncez sur le lien, il ne mord pas.' },
    { line: () => "Un peu d'amour en commentaire ?" },
    { line: () => 'Dites-nous en un emoji ce que vous en pensez.' },
    { line: () => 'Partagez ce petit plaisir avec votre personne préférée.' },
    { line: () => 'Enregistrez et racontez-nous ensuite.' },
    { line: () => 'Allez, osez.' },
    { line: () => 'Laissez-vous tenter.' },
    { line: () => 'Envoyez ça à qui en a besoin.' },
    { line: () => 'Vous rejoignez le club ? Dites-le-nous.' },
  ],
  luxury: [
    { line: (s) => `Découvrez ${s.name}.` },
    { line: () => 'À découvrir via le lien en bio.', platforms: BIO_LINK },
    { line: (s) => `Invitez ${s.name} dans votre rituel.` },
    { line: () => "Vivez l'expérience par vous-même." },
    { line: () => "Offrez-vous l'exceptionnel." },
    { line: () => 'Faites-vous plaisir. Vous le méritez.' },
    { line: () => 'Gardez cette idée pour votre prochain plaisir.', platforms: ['pinterest', 'instagram'] },
    { line: () => 'Découvrez-en davantage sur notre site.' },
    { line: () => 'Découvrez chaque détail sur notre site.' },
    { line: () => 'Accordez-vous un moment à vous.' },
    { line: () => 'Un plaisir pour vous, quand vous le souhaitez.' },
    { line: () => 'Vivez le détail de près.' },
    { line: () => 'Prenez le temps de découvrir.' },
    { line: () => 'Explorez les détails sur notre site.' },
    { line: () => 'Offrez-vous un moment de calme.' },
  ],
  urgent: [
    { line: () => "Lancez-vous aujourd'hui." },
    { line: () => "N'attendez plus : foncez." },
    { line: () => "Le lien en bio, c'est maintenant.", platforms: BIO_LINK },
    { line: () => "Commandez dès aujourd'hui." },
    { line: () => "C'est parti, dès aujourd'hui." },
    { line: () => 'Cliquez et voyez par vous-même.' },
    { line: () => "Aujourd'hui, c'est le bon jour pour sauter le pas." },
    { line: () => "Jetez un œil dès aujourd'hui." },
    { line: () => "Commandez aujourd'hui, profitez dès maintenant." },
    { line: () => "Foncez, dès aujourd'hui." },
    { line: () => "Lien en bio : c'est le moment.", platforms: BIO_LINK },
    { line: () => 'Cliquez sur le lien et lancez-vous.' },
    { line: () => "Aujourd'hui même, sans attendre plus." },
    { line: () => "Cliquez et commencez aujourd'hui." },
    { line: () => "Allez-y : c'est le bon jour." },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => "Qu'en pensez-vous ? Votre point de vue m'intéresse, en commentaire." },
    { line: () => 'Suivez-nous et partagez ce post avec votre équipe.', tones: ['professional'] },
  ],
  pinterest: [
    { line: () => 'Enregistrez cette épingle pour plus tard.' },
    { line: () => "Épinglez-la sur votre tableau d'idées." },
  ],
  x: [{ line: () => 'Donnez votre point de vue en réponse.' }],
  bluesky: [{ line: () => 'Vous en pensez quoi ? Répondez ci-dessous.' }],
  threads: [{ line: () => 'Dites-le-moi en réponse.' }],
};

const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Un geste simple et apaisant pour votre routine du matin et du soir.',
    () => 'Ça se superpose facilement au reste de votre routine.',
    () => "Un soin agréable à utiliser, donc on l'utilise vraiment.",
    () => 'Deux minutes pour votre peau, matin et soir.',
  ],
  haircare: [
    () => 'Le jour du shampoing, en un peu plus simple.',
    () => 'Pour des cheveux qui vous ressemblent.',
    () => 'Ça trouve sa place dans toutes les routines, courtes ou longues.',
    () => 'Une belle journée cheveux commence sous la douche.',
  ],
  makeup: [
    () => "Ça s'estompe en quelques secondes, pour un fini naturel.",
    () => 'Pour un maquillage express ou une soirée qui compte.',
    () => 'Ça ne quitte plus ma trousse.',
  ],
  fragrance: [
    () => 'Un sillage juste comme il faut.',
    () => 'Une vaporisation, et la journée vous ressemble un peu plus.',
    () => 'De la douceur le matin, encore présente le soir.',
  ],
  coffee: [
    () => 'Votre café du matin, pris au sérieux.',
    () => "Préparez-le comme vous l'aimez : filtre, espresso ou cafetière à piston.",
    () => "Cette première gorgée, c'est le meilleur moment de la matinée.",
    () => "Une tasse qui mérite qu'on ralentisse.",
  ],
  tea: [
    () => 'Infuser, respirer, savourer.',
    () => "Une tasse apaisante au milieu d'une journée chargée.",
    () => 'Pour les après-midis lents et les deuxièmes tasses.',
  ],
  food: [
    () => "Le petit-déjeuner, c'est réglé.",
    () => 'De la bonne cuisine pour un soir de semaine.',
    () => "Le basique du placard qu'on attrape tous les jours.",
    () => 'Des ingrédients simples, bien travaillés.',
    () => "Pour la table qu'on partage avec ceux qu'on aime.",
    () => "Le goût d'abord, le reste ensuite.",
  ],
  snacks: [
    () => "La pause gourmande qu'on attend vraiment.",
    () => 'Pour le tiroir du bureau, les trajets en voiture et le coup de mou de 16 h.',
    () => "Le croquant d'abord, les questions ensuite.",
  ],
  drinks: [
    () => 'Quelque chose de bon à siroter, à toute heure.',
    () => 'Des glaçons, un verre, une pause.',
    () => 'De la fraîcheur à tout moment de la journée.',
  ],
  spirits: [
    () => 'Pour les longues soirées et la bonne compagnie.',
    () => 'Sec, sur glace ou dans votre cocktail préféré.',
    () => 'Une bouteille à ouvrir entre amis. À consommer avec modération.',
  ],
  footwear: [
    () => 'Un confort qui suit votre rythme, du premier pas au dernier.',
    () => 'Pour marcher : le trajet, le week-end et tout le reste.',
    () => "On enfile, et c'est parti.",
  ],
  apparel: [
    () => "Ça s'associe à tout ce qu'il y a déjà dans votre dressing.",
    () => 'Version chic ou décontractée, à vous de choisir.',
    () => "Des pièces qu'on porte encore et encore.",
  ],
  accessories: [
    () => 'La touche finale qui manquait à votre look du quotidien.',
    () => 'Un petit détail qui change toute la tenue.',
    () => 'À emporter partout avec vous.',
  ],
  jewellery: [
    () => "Un peu d'éclat pour chaque jour.",
    () => 'À porter, à accumuler, à chérir.',
    () => "Le genre de bijou qu'on ne quitte plus.",
  ],
  tech: [
    () => "Ça s'installe en quelques minutes, puis on n'y pense plus.",
    () => 'Une technologie qui se fait oublier.',
    () => 'Pour un quotidien un peu plus fluide.',
  ],
  audio: [
    () => 'Appuyez sur play et laissez la musique remplir la pièce.',
    () => 'Un son clair pour les podcasts, les playlists et tout le reste.',
    () => 'Votre bande-son, où que la journée vous mène.',
    () => 'Montez le son et entendez la différence.',
    () => "Pour les longues sessions d'écoute comme pour les trajets courts.",
    () => 'Un son qui habite les moments calmes.',
  ],
  home: [
    () => 'Un petit changement, et toute la pièce semble différente.',
    () => 'Pour les coins de la maison que vous préférez.',
    () => 'La maison, en un peu plus douillet.',
  ],
  candles: [
    () => 'Une flamme, la lumière tamisée, et on ralentit.',
    () => 'Une lueur chaleureuse pour les soirées tranquilles.',
    () => 'Le moyen le plus simple de se sentir chez soi.',
  ],
  kitchen: [
    () => 'Pour cuisiner au quotidien, du petit-déjeuner express au long déjeuner du dimanche.',
    () => "L'outil qu'on attrape en premier.",
    () => 'Cuisiner à la maison, en plus simple.',
  ],
  fitness: [
    () => 'Pour suivre votre entraînement, répétition après répétition.',
    () => 'Votre séance, votre rythme.',
    () => "Pour les jours où l'on s'entraîne pour soi.",
  ],
  pets: [
    () => 'Avec votre compagnon à quatre pattes en tête.',
    () => 'Animal heureux, maison heureuse.',
    () => "Parce qu'ils méritent aussi ce qu'il y a de mieux.",
  ],
  baby: [
    () => 'Pour les tout-petits et les grands qui veillent sur eux.',
    () => 'Une chose de moins à penser pendant les journées chargées avec bébé.',
    () => "Penser pratique, c'est aussi prendre soin.",
  ],
  books: [
    () => "Installez-vous : le genre de lecture qu'on a du mal à refermer.",
    () => "Le compagnon idéal d'une soirée tranquille.",
    () => 'Une lecture pour laquelle on prend le temps.',
  ],
  services: [
    () => 'Vos objectifs au centre, à votre rythme.',
    () => "Nous gérons les détails pour que vous vous concentriez sur l'essentiel.",
    () => 'Des étapes claires, un vrai accompagnement.',
  ],
  general: [
    () => 'Pour le quotidien, et pour durer.',
    () => "De l'utile et de l'agréable, au quotidien.",
    () => 'Un soin apporté jusque dans les petits détails.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['soinvisage', 'routinebeauté', 'skincare', 'soindelapeau'],
  haircare: ['soincheveux', 'routinecheveux', 'cheveux', 'cheveuxsains'],
  makeup: ['maquillage', 'makeup', 'beauté', 'makeupaddict'],
  fragrance: ['parfum', 'parfums', 'fragrance', 'sillage'],
  coffee: ['café', 'pausecafé', 'cafédespécialité', 'amateurdecafé'],
  tea: ['thé', 'pausethé', 'infusion', 'amateurdethé'],
  food: ['petitdéjeuner', 'faitmaison', 'cuisinemaison', 'gourmand'],
  snacks: ['snack', 'encas', 'goûter', 'pausegourmande'],
  drinks: ['boisson', 'rafraîchissant', 'boissonsaine'],
  spirits: ['cocktail', 'apéro', 'mixologie'],
  footwear: ['baskets', 'chaussures', 'sneakers', 'sneakersaddict'],
  apparel: ['mode', 'ootd', 'style', 'tenuedujour'],
  accessories: ['accessoires', 'style', 'accessoiresdemode'],
  jewellery: ['bijoux', 'bijouxfantaisie', 'bijouxdujour', 'joaillerie'],
  tech: ['tech', 'hightech', 'gadgets', 'setup'],
  audio: ['musique', 'son', 'audio', 'casqueaudio'],
  home: ['déco', 'décoration', 'décointérieure', 'maison'],
  candles: ['bougie', 'bougieparfumée', 'cocooning', 'déco'],
  kitchen: ['cuisine', 'cuisinemaison', 'ustensilesdecuisine', 'recette'],
  fitness: ['fitness', 'sport', 'entraînement', 'motivation'],
  pets: ['chien', 'chat', 'animaux', 'chiensdinstagram'],
  baby: ['bébé', 'parentalité', 'puériculture'],
  books: ['livres', 'lecture', 'bookstagramfrance', 'jelis'],
  services: ['entrepreneuriat', 'formation', 'développementpersonnel'],
  general: ['idéecadeau', 'design', 'essentiels'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'premièresimpressions', 'jeteste'],
  unboxing: ['unboxing', 'déballage', 'colis'],
  lifestyle: ['quotidien', 'slowliving', 'petitsrituels'],
  'studio-hero': ['designproduit', 'détails', 'minimalisme'],
  'colour-hero': ['couleur', 'colorblock', 'couleurs'],
  'ugc-video': ['ugc', 'envrai', 'premièresimpressions'],
  'product-video': ['filmproduit', 'enmouvement', 'détails'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['quotidien', 'coupdecœur', 'indispensable'],
  professional: ['innovation', 'qualité', 'design'],
  playful: ['obsession', 'faitesvousplaisir', 'goodvibes'],
  luxury: ['luxe', 'élégance', 'intemporel'],
  urgent: ['shopping', 'sansattendre', 'faitesvousplaisir'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['pourtoi', 'fyp'],
  linkedin: ['entreprise', 'designproduit'],
  pinterest: ['inspiration', 'idées'],
};

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) =>
          `Selfie à bout de bras, regard droit dans l'objectif ; zoom rapide quand ${s.name} entre dans le cadre.`,
        onScreenText: () => 'Attendez de voir ça',
        voiceover: (s) => `Arrêtez de scroller : il faut que je vous montre ${s.name}.`,
      },
      {
        shot: () =>
          'Selfie à la main, en marchant vers la caméra dans une pièce lumineuse ; le produit encore flou.',
        onScreenText: () => 'Je ne m’y attendais pas',
        voiceover: () => 'Franchement, je ne pensais pas accrocher à ce point.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Selfie très serré, un éclat de rire, puis panoramique filé vers le produit sur la table.',
        onScreenText: () => 'Il faut que vous voyiez ça',
        voiceover: (s) => `Bon, j'ai enfin testé ${s.name}.`,
      },
      {
        shot: () => "Selfie serré : on se penche vers l'objectif, un doigt levé ; zoom rapide.",
        onScreenText: () => "N'achetez rien pour l'instant",
        voiceover: () => "N'achetez rien d'autre avant d'avoir vu cette vidéo.",
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => 'Plan moyen : on s’affale sur le canapé en soupirant face caméra ; léger tremblé.',
        onScreenText: () => 'Ça vous parle ?',
        voiceover: () => "J'en avais assez des produits qui promettent trop.",
      },
      {
        shot: () => "Par-dessus l'épaule : défilement de produits sur un téléphone, sans conviction.",
        onScreenText: () => 'Rien ne marchait',
        voiceover: () => "J'ai essayé plein d'options, et aucune n'a tenu la distance.",
      },
      {
        shot: () => 'Gros plan du visage, sourcils levés, zoom lent.',
        onScreenText: () => "C'était la galère",
        voiceover: () => "Honnêtement, ce que j'utilisais avant ne suffisait plus.",
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) => `${s.Name} entre dans le cadre par le bas ; bascule de point du visage vers le produit.`,
        onScreenText: (s) => `Voici ${s.name}`,
        voiceover: (s) => `Et puis j'ai découvert ${s.name}, et tout a changé.`,
      },
      {
        shot: (s) => `Plongée : des mains posent ${s.name} sur la table, zoom rapide.`,
        onScreenText: (s) => `Place à ${s.name}`,
        voiceover: (s) => `Alors j'ai vraiment donné ${s.verb('sa', 'leur')} chance à ${s.name}.`,
      },
      {
        shot: () => 'Le produit près du visage, un hochement de tête vers la caméra, zoom sec.',
        onScreenText: () => 'Ça change tout',
        voiceover: (s) => `Voici ${s.name}, et je ne m'en passe plus.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () =>
          "Gros plan des mains qui utilisent le produit près d'une fenêtre, lumière naturelle, suivi à la main.",
        onScreenText: () => 'Comment ça marche',
        voiceover: (s) =>
          `Voilà comment je ${s.verb("l'utilise", 'les utilise')} au quotidien, sans prise de tête.`,
      },
      {
        shot: () => 'Trois jump cuts rapides du produit en action sous différents angles, caméra à la main.',
        onScreenText: () => 'Aussi simple que ça',
        voiceover: () => "Quelques secondes, et ça s'intègre parfaitement à ma journée.",
      },
      {
        shot: () => "Par-dessus l'épaule, le produit en situation réelle, lent travelling avant.",
        onScreenText: () => 'Regardez bien',
        voiceover: () => 'Regardez ce qui se passe au moment du vrai test.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => 'Selfie serré : un sourire, le produit près du visage, pouce levé.',
        onScreenText: () => 'Ce qui ressort',
        voiceover: () => "Le premier truc qui ressort ? C'est tellement simple à utiliser.",
      },
      {
        shot: () => 'Avant-après en écran partagé, cadre fixe, coupe rapide entre les deux.',
        onScreenText: () => 'À vous de juger',
        voiceover: () => 'Regardez de près et jugez par vous-même.',
      },
      {
        shot: () => "Plan moyen : le produit tourne dans les mains vers l'objectif, sans se presser.",
        onScreenText: () => 'De près, sans filtre',
        voiceover: () => 'De près, sans filtre et sans script.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Cadre selfie : on pointe la légende, le produit en main.',
        onScreenText: () => 'Lien en bio',
        voiceover: (s) => `Faites-moi confiance, essayez ${s.name}. Lien en bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Produit au centre de la table, une main le tapote, arrêt sur image.',
        onScreenText: () => "C'est le moment",
        voiceover: (s) => `Si vous hésitez encore, voici votre signe pour essayer ${s.name}.`,
      },
      {
        shot: () => "On avance vers la caméra avec le produit, zoom rapide jusqu'au gros plan.",
        onScreenText: () => 'À vous de jouer',
        voiceover: () => 'À vous : essayez, et vous me remercierez plus tard.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Lent travelling avant sur le produit posé sur du lin, douce lumière de fenêtre, arrière-plan flou.',
        onScreenText: (s) => `Découvrez ${s.name}`,
        voiceover: (s) => `Offrez-vous ${s.name}. Vous le méritez.`,
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
          "Macro extrême d'une arête du produit dans l'ombre ; glissé lent pendant que la lumière monte.",
        onScreenText: () => 'Approchez-vous',
        voiceover: () => "Approchez-vous. Ça mérite qu'on s'y attarde.",
      },
      {
        shot: () =>
          "Fond sombre sans couture, le produit en silhouette pendant qu'une lumière de contour monte doucement.",
        onScreenText: () => 'Regardez mieux',
        voiceover: () => 'Regardez mieux. Les grandes histoires commencent par un détail.',
      },
      {
        shot: () =>
          'Travelling en contre-plongée vers une forme voilée sur un socle, légère brume et contre-jour chaud.',
        onScreenText: () => 'Attention',
        voiceover: () => 'Nous avons quelque chose à vous montrer, et nous en sommes fiers.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) =>
          `Plan héros de ${s.name} au centre d'un fond infini, lente orbite à 180 degrés, ombre douce.`,
        onScreenText: (s) => `Bonjour, ${s.name}`,
        voiceover: (s) => `Voici ${s.name}, pour votre façon de vivre.`,
      },
      {
        shot: () => "Un voile glisse du produit en un seul mouvement ; la caméra avance jusqu'au plan héros.",
        onScreenText: (s) => `Place à ${s.name}`,
        voiceover: (s) => `Découvrez ${s.name}, du caractère dès le premier regard.`,
      },
      {
        shot: () =>
          "Le produit monte dans le cadre sur un plateau tournant, les lumières s'allument ; caméra fixe.",
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Voici ${s.name}, et c'est ${s.verb('son', 'leur')} moment.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () =>
          'Gros plan macro sur la texture et la finition, lente bascule de point le long du produit.',
        onScreenText: () => 'Dans les détails',
        voiceover: () => 'Chaque surface, chaque finition, chaque détail a été soigneusement pensé.',
      },
      {
        shot: () => 'Lent panoramique en plongée sur le produit, lumière rasante nette sur la surface.',
        onScreenText: () => 'Avec soin',
        voiceover: () => 'Regardez de près : le soin se voit dans chaque partie.',
      },
      {
        shot: () => 'Deux coupes macro rapides sous différents angles, faible profondeur de champ.',
        onScreenText: () => 'Dedans comme dehors',
        voiceover: () => "Un design réfléchi, dedans comme dehors, jusqu'au moindre détail.",
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () =>
          'Le produit en usage dans un décor du quotidien lumineux, caméra à la main, lumière naturelle.',
        onScreenText: () => 'Pour chaque jour',
        voiceover: () => "Ça s'intègre à votre journée et embellit les petits moments.",
      },
      {
        shot: () =>
          'Plan moyen lifestyle : une main attrape le produit sur une table ensoleillée, ralenti doux.',
        onScreenText: () => 'Simple. Évident.',
        voiceover: () => 'Simple à utiliser, facile à aimer, et toujours à votre rythme.',
      },
      {
        shot: () => 'Écran partagé : le produit dans trois moments du quotidien, coupes rythmées.',
        onScreenText: () => 'Où que la journée vous mène',
        voiceover: () => 'Des matins pressés aux soirées calmes, toujours à portée de main.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Plan final : le produit au centre sur la couleur de la marque, lent travelling avant, espace libre au-dessus pour le titre.',
        onScreenText: () => "À découvrir dès aujourd'hui",
        voiceover: (s) => `${s.Name}. À découvrir dès aujourd'hui.`,
      },
      {
        shot: () => 'Produit sur le socle ; la caméra recule en plan large pendant que la lumière se pose.',
        onScreenText: () => "C'est le moment",
        voiceover: (s) => `Ne remettez pas à demain : essayez ${s.name} et sentez la différence.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Plan fixe : le produit tourne lentement sur un plateau, espace au-dessus pour le carton final.',
        onScreenText: () => 'Cliquez pour découvrir',
        voiceover: () => 'Cliquez sur le lien et faites-vous plaisir.',
      },
      {
        shot: () =>
          'Lent travelling arrière sous une seule lumière douce, ombres profondes, espace pour le carton final.',
        onScreenText: (s) => `Découvrez ${s.name}`,
        voiceover: (s) => `${s.Name}. Pour celles et ceux qui voient la différence.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: "Gros plan du produit à côté d'un téléphone affichant l'avis client ; un hochement de tête vers la caméra.",
    onScreenText: 'Un vrai avis client',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} a écrit` : 'Un client a écrit'} : « ${quote} ».`,
    rating: (stars) => `Noté ${stars} sur 5.`,
  },
  tease: {
    shot: "Macro extrême d'une arête du produit dans l'ombre ; glissé lent pendant que la lumière monte.",
    onScreenText: 'Du nouveau',
    voiceover: "Il y a du nouveau, et ça valait l'attente.",
  },
  cta: {
    shot: "Plan final : le produit au centre, l'offre en typographie épurée au-dessus.",
    voiceover: (offer) => `${offer}. Cliquez sur le lien pour en profiter.`,
  },
};

/**
 * Words that name each category, lower case, singular; a plural in "s" is matched too, other
 * plurals (in "x") are listed. Pets and babies first ("Shampoing pour chien" is for the dog).
 */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  pets: ['chien', 'chiot', 'chaton', 'animaux', 'laisse', 'croquette', 'litière'],
  baby: ['bébé', 'couche', 'poussette', 'biberon', 'tétine'],
  skincare: [
    'sérum',
    'serum',
    'crème visage',
    'crème hydratante',
    'soin visage',
    'nettoyant',
    'tonique',
    'lotion',
    'écran solaire',
    'crème solaire',
    'eau micellaire',
    'contour des yeux',
    'gommage',
    'masque visage',
  ],
  haircare: ['shampoing', 'shampooing', 'après-shampoing', 'masque capillaire', 'cheveux'],
  makeup: [
    'rouge à lèvres',
    'mascara',
    'fond de teint',
    'eyeliner',
    'blush',
    'anticernes',
    'maquillage',
    'fard',
  ],
  fragrance: ['parfum', 'eau de parfum', 'eau de toilette', 'fragrance'],
  coffee: ['café', 'espresso', 'expresso', 'cold brew'],
  tea: ['thé', 'matcha', 'infusion', 'tisane', 'chai', 'rooibos'],
  food: [
    'granola',
    'huile',
    'miel',
    'sauce',
    'pâtes',
    'céréale',
    'confiture',
    'baguette',
    'muesli',
    'avoine',
    'farine',
  ],
  snacks: ['snack', 'barre', 'biscuit', 'chocolat', 'chips', 'cookie', 'gâteau', 'gâteaux'],
  drinks: ['jus', 'soda', 'eau', 'kombucha', 'limonade', 'boisson', 'sirop'],
  spirits: ['whisky', 'gin', 'vodka', 'rhum', 'tequila', 'vin', 'bière', 'champagne', 'cidre'],
  footwear: ['baskets', 'chaussure', 'botte', 'bottine', 'sandale', 'sneaker', 'mocassin'],
  apparel: [
    't-shirt',
    'tee-shirt',
    'sweat-shirt',
    'sweatshirt',
    'sweat à capuche',
    'hoodie',
    'veste',
    'robe',
    'jean',
    'pull-over',
    'pantalon',
    'chemise',
    'manteau',
    'jupe',
  ],
  accessories: [
    'sac',
    'portefeuille',
    'sac à dos',
    'lunettes de soleil',
    'lunettes',
    'ceinture',
    'casquette',
    'chapeau',
    'chapeaux',
    'écharpe',
  ],
  jewellery: ['bague', 'collier', 'bracelet', 'boucle', 'bijou', 'bijoux', 'pendentif'],
  tech: [
    'téléphone',
    'smartphone',
    'chargeur',
    'ordinateur',
    'clavier',
    'souris',
    'montre',
    'caméra',
    'appareil photo',
    'tablette',
  ],
  audio: ['enceinte', 'casque', 'écouteur', 'barre de son', 'platine'],
  home: ['vase', 'lampe', 'coussin', 'plaid en laine', 'tapis', 'luminaire'],
  candles: ['bougie', 'diffuseur'],
  kitchen: ['poêle', 'couteau', 'couteaux', 'bouilloire', 'mug', 'tasse', 'casserole', 'mixeur', 'blender'],
  fitness: ['yoga', 'haltère', 'protéine', 'kettlebell', 'whey'],
  books: ['livre', 'carnet', 'agenda', 'bande dessinée'],
  services: ['cours', 'formation', 'abonnement', 'consultation', 'service', 'atelier', 'coaching'],
};

export const FRENCH: LanguagePack = {
  language: 'fr',
  looksPlural: looksPluralFrench,
  finish: finishFrench,
  hooks: HOOKS,
  styleHooks: STYLE_HOOKS,
  benefits: BENEFITS,
  toneBodies: TONE_BODIES,
  styleBodies: STYLE_BODIES,
  ctas: CTAS,
  platformCtas: PLATFORM_CTAS,
  claims: {
    newHooks: [
      (s) => `Nouveauté : ${s.name}.`,
      (s) => `Lancement : ${s.name}.`,
      (s) => `Voici notre nouveauté : ${s.name}.`,
    ],
    offer: (offer, tone) =>
      finishFrench(
        tone === 'urgent' ? `${claimText(offer)} : n'attendez pas.` : `Offre : ${claimText(offer)}.`,
      ),
    review: (review, reviewer) =>
      finishFrench(`« ${claimText(review)} »${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`),
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Noté ${stars} sur 5.`,
    limitedStock: (tone) =>
      finishFrench(tone === 'urgent' ? 'Stock limité : ne tardez pas.' : 'Stock limité.'),
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: [
    ...['de', 'du', 'des', 'd', 'le', 'la', 'les', 'l', 'un', 'une', 'et', 'ou', 'à', 'au', 'aux'],
    ...['pour', 'en', 'avec', 'sur', 'par', 'mon', 'ma', 'mes', 'votre', 'notre', 'nos'],
    ...['est', 'sont', 'nouveau', 'nouvelle'],
  ],
  weakWords: ['sans', 'vierge', 'origine', 'édition', 'intelligent', 'intelligente', 'fil'],
  plainWords: [
    ...['rouge', 'rouges', 'bleu', 'bleue', 'bleus', 'bleues', 'vert', 'verte', 'verts', 'vertes', 'jaune'],
    ...['jaunes', 'noir', 'noire', 'noirs', 'noires', 'blanc', 'blanche', 'blancs', 'blanches', 'gris'],
    ...['grise', 'beige', 'doré', 'dorée', 'dorés', 'dorées', 'argenté', 'argentée', 'grand', 'grande'],
    ...['petit', 'petite', 'croustillant', 'croustillante', 'croustillants', 'classique'],
  ],
  materialWords: [
    ...['céramique', 'grès', 'porcelaine', 'bois', 'bambou', 'cuir', 'coton', 'lin', 'laine', 'verre'],
    ...['acier', 'fonte', 'cuivre', 'forgé', 'forgée', 'artisanal', 'artisanale', 'bio', 'naturel'],
    ...['naturelle'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Découvrez ${name}`,
      (name) => `Voici ${name}`,
      (name) => `${name}, en pleine lumière`,
    ],
    buttons: ['Acheter', 'Découvrir', 'Voir de plus près', 'En savoir plus'],
    lifestyleCaptions: [
      'matins lents, belles choses',
      'petits rituels du quotidien',
      'dimanche tout doux',
      'sur ma table cette semaine',
    ],
    selfieNotes: [
      (name) => `Je teste ${name}`,
      (name) => `Premier regard${NBSP}: ${name}`,
      (name) => `En test cette semaine${NBSP}: ${name}`,
      (name) => `Jour 1 avec ${name}`,
    ],
    unboxingStickers: [`c’est arrivé${NNBSP}!`, `on déballe${NNBSP}!`, `enfin là${NNBSP}!`],
    eyebrows: { hero: 'Zoom sur', everyday: 'Au quotidien', selfie: 'En test', unboxing: 'Déballage' },
    newBadge: 'Nouveau',
  },
};
