/**
 * Phrases that state a fact about a product: a rating, a review or testimonial, newness, a price or
 * offer, scarcity, popularity. Each may appear only when the caller gave the matching claim.
 */
import type { Claims } from '../../../src/domain/copy/claims.js';

export interface InventedClaim {
  pattern: RegExp;
  /** The claim that makes the phrase true; none: never written by the service. */
  allowedBy?: keyof Claims;
}

export const INVENTED_CLAIMS: readonly InventedClaim[] = [
  // Ratings and reviews.
  { pattern: /★|⭐/u, allowedBy: 'rating' },
  { pattern: /\brated\b|out of 5\b|\/5\b/iu, allowedBy: 'rating' },
  { pattern: /five[- ]stars?|5[- ]stars?|ten out of ten|10\/10|no notes/iu },
  { pattern: /\breview(s|ed)?\b|\bverdict\b|testimonial/iu, allowedBy: 'review' },
  { pattern: /\bwrote\b|“/u, allowedBy: 'review' },
  { pattern: /customers? (love|say|rave)|my friends|everyone'?s? (is )?talking|the hype|rave reviews/iu },
  { pattern: /worth every penny|triedandtested|honestreview|realreview|productreview/iu },
  // Newness.
  {
    pattern: /\bnew\b(?! (favorite|favourite|everyday))|\bintroducing\b|just launched|launch/iu,
    allowedBy: 'isNew',
  },
  {
    pattern:
      /latest|newest|coming soon|comingsoon|newin|newarrival|newdrop|newrelease|now available|available now/iu,
  },
  // Popularity.
  {
    pattern: /best[- ]?sell|#1\b|number one|most popular|trending|viral|tiktokmademebuyit|cult favou?rite/iu,
  },
  // Price and offers.
  { pattern: /\bon offer\b|so don't wait/iu, allowedBy: 'offer' },
  {
    pattern: /[$€£¥]|\bprice\b|\bsale\b|discount|\bdeal\b|% off|free shipping|\bcheap\b|affordable/iu,
    allowedBy: 'offer',
  },
  { pattern: /shopsmall|smallbusiness/iu },
  // Scarcity and urgency about stock.
  { pattern: /stock is limited|move fast/iu, allowedBy: 'limitedStock' },
  {
    pattern:
      /going fast|selling (out|fast)|sold out|in demand|demand is|won'?t last|last (call|chance)|lastchance|limited[- ]?(time|edition)|limitedtime|while (it|they|stocks?|supplies) lasts?|before (it'?s|they'?re) gone|only \d+ left|running out|miss out/iu,
  },
  // Portuguese (Portugal and Brazil).
  { pattern: /\bavalia(ção|ções|do|da)\b|\bestrelas?\b|\bnota (máxima|10|dez)\b/iu, allowedBy: 'rating' },
  // A quotation marked as a customer's (« … » — name, or after "escreveu:"); French quotes elsewhere are not.
  { pattern: /\b(escreveu|resenha|depoimento|testemunho)\b|«[^»]+»\s*—/iu, allowedBy: 'review' },
  {
    pattern:
      /clientes (adoram|amam|dizem)|toda a gente fala|todo mundo (está|tá) falando|recomendad[oa] por/iu,
  },
  {
    pattern:
      /(?<!\p{L})(nov[oa]s?|novidades?|lançamentos?|lançad[oa]s?|acabad[oa] de (chegar|sair|lançar))(?!\p{L})/iu,
    allowedBy: 'isNew',
  },
  { pattern: /mais vendid|campeão de vendas|sucesso de vendas|o mais procurado|viraliz|em alta/iu },
  {
    pattern:
      /\b(oferta|promoção|desconto|preço|barato|frete grátis|portes grátis)\b|(então|por isso) não esper/iu,
    allowedBy: 'offer',
  },
  {
    pattern:
      /(stock|estoque) limitado|últimas unidades|a esgotar|esgotad|esgota|corre,? que|enquanto durar/iu,
    allowedBy: 'limitedStock',
  },
  { pattern: /por tempo limitado|edição limitada|últimas horas|última oportunidade/iu },
  // Dutch.
  { pattern: /\bbeoordeel|\bbeoordeling|\bsterren\b|\bcijfer\b/iu, allowedBy: 'rating' },
  {
    pattern: /\b(schreef|recensie|klantervaring|ervaringen van klanten)\b|‘[^’]+’\s*—/iu,
    allowedBy: 'review',
  },
  { pattern: /klanten (zijn dol|zeggen|houden)|iedereen (heeft het|praat) over|de hype/iu },
  {
    pattern: /(?<!\p{L})(nieuwe?|iets nieuws|nieuwtje|noviteit|gelanceerd|lancering)(?!\p{L})/iu,
    allowedBy: 'isNew',
  },
  { pattern: /bestseller|populairst|meest verkocht|hardloper|verkoopt als een trein|trending/iu },
  {
    pattern: /\b(aanbieding|korting|prijs|goedkoop|gratis verzending|actieprijs)\b|dus wacht niet/iu,
    allowedBy: 'offer',
  },
  { pattern: /beperkte voorraad|op=op|op is op|wees er snel bij/iu, allowedBy: 'limitedStock' },
  {
    pattern:
      /uitverkocht|laatste kans|laatste stuks|zolang de voorraad strekt|tijdelijk|vlieg(t|en) de deur uit/iu,
  },
  // Polish.
  { pattern: /\bocen(a|ą|y|iony|iona)\b|gwiazdk|gwiazd(?!\p{L})/iu, allowedBy: 'rating' },
  // Polish quotes close with ” (German ones with “).
  { pattern: /napisał|recenzj|opini(a|e) klient|głos klienta|„[^”“]+”/iu, allowedBy: 'review' },
  { pattern: /klienci (kochają|mówią|są zachwyceni)|wszyscy o (tym|nim|niej) mówią/iu },
  {
    pattern:
      /(?<!\p{L})(now(y|a|e|ego|ej|ym|ą|i|ość|ości|ościa|ością)|premier(a|ą|y)|świeżo na rynku|debiut\p{L}*)(?!\p{L})/iu,
    allowedBy: 'isNew',
  },
  { pattern: /bestseller|hit sprzedaży|najpopularniejsz|najlepiej sprzedając|viral/iu },
  // "cena" is also Portuguese for a scene: the Polish price is caught with its currency.
  {
    pattern: /promocj|rabat|zniżk|obniżk|\bzł\b|\bpln\b|taniej|darmowa dostawa|więc nie czekaj/iu,
    allowedBy: 'offer',
  },
  {
    pattern:
      /ograniczon(a|ej) (liczb|ilość)|ostatnie sztuki|nakład ograniczony|do wyczerpania|liczy się czas/iu,
    allowedBy: 'limitedStock',
  },
  { pattern: /wyprzedan|ostatnia szansa|tylko dziś|czasowo|znika(ją)? z półek/iu },
  // Japanese.
  { pattern: /新登場|新発売|新作|新商品|新しく登場|ニューアイテム/u, allowedBy: 'isNew' },
  { pattern: /評価|点中|満点|星[5五]/u, allowedBy: 'rating' },
  { pattern: /口コミ|レビュー|お客さまの声|お客様の声|さんの声/u, allowedBy: 'review' },
  { pattern: /人気|話題の|売れ筋|ランキング|ベストセラー|バズ|完売|売り切れ|即完|品薄/u },
  { pattern: /在庫|残りわずか|数量限定|限定品|お早めに/u, allowedBy: 'limitedStock' },
  {
    pattern: /見逃しなく|この機会|セール|割引|[0-9０-９]円|送料無料|お得|今だけ|期間限定|特価|価格|値段/u,
    allowedBy: 'offer',
  },
  // Korean.
  { pattern: /신제품|신상|출시|새로 나온|새로 나왔|새롭게 선보|첫선/u, allowedBy: 'isNew' },
  { pattern: /별점|평점|만점|[0-9]점/u, allowedBy: 'rating' },
  { pattern: /후기|리뷰|고객님의 말|님의 한마디/u, allowedBy: 'review' },
  { pattern: /인기|베스트셀러|입소문|품절|완판|대란|난리 난|핫한|화제의|랭킹/u },
  { pattern: /재고|한정 수량|수량 한정|서두르세요|서둘러/u, allowedBy: 'limitedStock' },
  { pattern: /할인|세일|특가|[0-9]원|가격|무료배송|놓치지 마|이번 기회|기간 한정/u, allowedBy: 'offer' },
  // Chinese, simplified and traditional.
  { pattern: /新品|新款|上新|首[发發]|全新|新上市|新登[场場]|正式登[场場]/u, allowedBy: 'isNew' },
  { pattern: /[评評]分|[满滿]分|五星|5星/u, allowedBy: 'rating' },
  {
    pattern: /好[评評]|[评評]价|評價|口碑|[测測][评評]|[顾顧]客[说說]|[买買]家|网友|網友/u,
    allowedBy: 'review',
  },
  {
    pattern:
      /爆款|[热熱][销銷]|[畅暢][销銷]|人[气氣]|[销銷]量|排行|[断斷]货|[断斷]貨|售罄|秒空|[抢搶][疯瘋]|[网網][红紅]|火爆|大[热熱]/u,
  },
  { pattern: /[库庫]存|[数數]量有限|限量|手慢[无無]|先[抢搶]/u, allowedBy: 'limitedStock' },
  {
    pattern:
      /折扣|打折|[优優][惠]|特[价價]|[价價]格|包[邮郵]|免[运運]|促[销銷]|限[时時]|[错錯][过過]|最[后後]机会|最後機會|[0-9]元|抓[紧緊]|把握/u,
    allowedBy: 'offer',
  },
  // Spanish, French, German and Italian: the same claims in those languages.
  {
    pattern:
      /valoraci[oó]n|valorad[oa]s?\b|\bnot[ée]e?s? \d|sur 5\b|de 5\b|von 5\b|su 5\b|\bbewertet\b|\bsterne?n?\b|estrellas|étoiles|\d stelle\b|valutazione|valutat[oaie]\b/iu,
    allowedBy: 'rating',
  },
  {
    pattern:
      /cinco estrellas|cinq étoiles|fünf sterne|cinque stelle|diez de diez|dix sur dix|zehn von zehn|dieci su dieci|10 ?sur ?10|10 von 10|10 su 10/iu,
  },
  {
    pattern:
      /rese[ñn]as?\b|\bescribi[oó](?!\p{L})|\bavis client|\ba écrit\b|témoignage|kundenstimme|bewertung|rezension|\bschrieb\b|recension[ei]|ha scritto|testimonianz|[«„]/iu,
    allowedBy: 'review',
  },
  {
    pattern:
      /\bnuev[oa]s?\b|novedad|lanzamiento|acaba de salir|\bnouveaux?\b|\bnouvelles?\b|nouveauté|lancement|du nouveau|\bneu(e[nmrs]?)?\b|neuheit|gelauncht|\bnuov[oaie]\b|novità|\blancio\b|appena lanciat|da oggi (c'è|ci sono)/iu,
    allowedBy: 'isNew',
  },
  {
    pattern:
      /m[aá]s vendid|superventas|éxito de ventas|best-?seller|le plus vendu|meistverkauft|verkaufsschlager|più vendut|di tendenza|en tendencia|\btendance\b|todo el mundo habla|tout le monde en parle|alle reden|tutti ne parlano|arrasa|cartonne/iu,
  },
  {
    pattern:
      /\bprecios?\b|\boferta|descuento|rebaja|env[ií]o gratis|\bprix\b|\bpromo|réduction|\bsoldes\b|livraison (offerte|gratuite)|\boffre\b|\bpreis|angebot|rabatt|reduziert|versandkostenfrei|gratis versand|\bprezz[oi]\b|offerta|\bscont[oi]\b|\bsaldi\b|spedizione gratuita|así que no esperes|n'attendez pas|also nicht lange warten|quindi non aspettare/iu,
    allowedBy: 'offer',
  },
  {
    pattern:
      /unidades limitadas|quedan pocas|date prisa|stock limité|ne tardez pas|vorrat ist begrenzt|begrenzter vorrat|schnell sein|disponibilità limitata|meglio non aspettare/iu,
    allowedBy: 'limitedStock',
  },
  {
    pattern:
      /edici[oó]n limitada|[uú]ltimas unidades|agotad[oa]s?|se agota|antes de que se acabe|no te quedes sin|édition limitée|dernières pièces|épuisée?s?|avant qu'il ne soit trop tard|limitiert|ausverkauft|nur noch \d|solange der vorrat|edizione limitata|esaurit[oaie]|ultimi pezzi|prima che finisca|fino a esaurimento/iu,
  },
];

/** The phrases of `text` that state a claim not among `claims`. */
export function inventedIn(text: string, claims: Claims = {}): string[] {
  return [...INVENTED_CLAIMS, ...INVENTED_CLAIMS_TR_ID_HI_AR]
    .filter(
      ({ pattern, allowedBy }) =>
        (allowedBy === undefined || claims[allowedBy] === undefined || claims[allowedBy] === false) &&
        pattern.test(text),
    )
    .map(({ pattern }) => `${pattern} in ${JSON.stringify(text.slice(0, 200))}`);
}

/** Letters on neither side: `\b` knows only ASCII letters ("çok", "ödül"). */
const word = (body: string, flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{M}])(?:${body})(?![\\p{L}\\p{M}])`, flags);

/** The same claims in Turkish. */
export const INVENTED_CLAIMS_TR: readonly InventedClaim[] = [
  { pattern: word('puan|puanı|5 üzerinden|yıldız(lı)?'), allowedBy: 'rating' },
  { pattern: word('beş yıldız|on numara|tam puan|10 numara') },
  {
    pattern: word('yazmış|müşteri(ler)?(imiz)? yorum\\p{L}*|değerlendirme\\p{L}*|inceleme\\p{L}*'),
    allowedBy: 'review',
  },
  { pattern: word('herkes (bunu )?konuşuyor|müşteriler(imiz)? bayılıyor|paranın hakkını') },
  { pattern: word('yeni|yepyeni|yeni çıktı|piyasaya çıktı|lansman'), allowedBy: 'isNew' },
  { pattern: word('en yeni|çok yakında|yeni sezon|şimdi satışta|yeni gelenler') },
  { pattern: word('çok satan|en çok satan|çok satılan|en popüler|popüler|trend|viral|bir numara') },
  { pattern: word('kampanya|beklemeye gerek yok'), allowedBy: 'offer' },
  {
    pattern:
      /₺|(?<![\p{L}])(?:tl|fiyat\p{L}*|indirim\p{L}*|ucuz\p{L}*|ücretsiz kargo|kargo bedava|uygun fiyat\p{L}*)(?![\p{L}])/iu,
    allowedBy: 'offer',
  },
  { pattern: word('stok sınırlı|elini çabuk tut'), allowedBy: 'limitedStock' },
  {
    pattern: word(
      'tükeniyor|tükendi|son şans|sınırlı sayıda|sınırlı süre|stoklarla sınırlı|kaçırma(yın)?|son \\d+ (adet|ürün)',
    ),
  },
];

/** The same claims in Indonesian. */
export const INVENTED_CLAIMS_ID: readonly InventedClaim[] = [
  { pattern: word('rating|dari 5|bintang'), allowedBy: 'rating' },
  { pattern: word('bintang lima|nilai sempurna') },
  { pattern: word('ulasan|testimoni|menulis'), allowedBy: 'review' },
  {
    pattern: word(
      'semua orang (lagi )?(membicarakan|ngomongin)|pelanggan (kami )?(suka|puas)|sepadan dengan harganya',
    ),
  },
  { pattern: word('baru|terbaru|rilis|peluncuran|diluncurkan'), allowedBy: 'isNew' },
  { pattern: word('segera hadir|koleksi terbaru|new arrival|sudah tersedia|kini tersedia') },
  {
    pattern: word(
      'terlaris|paling laris|best ?seller|paling populer|populer|lagi hits|hits banget|viral|trending|kekinian',
    ),
  },
  {
    pattern: /(?<![\p{L}])(?:promo|diskon|harga|murah|gratis ongkir|potongan|buruan sebelum|rp ?\d)/iu,
    allowedBy: 'offer',
  },
  { pattern: word('stok terbatas|gerak cepat'), allowedBy: 'limitedStock' },
  {
    pattern: word(
      'stok menipis|hampir habis|sudah habis|kesempatan terakhir|waktu terbatas|edisi terbatas|jangan sampai kehabisan|selagi ada|jangan sampai kelewatan',
    ),
  },
];

/** The same claims in Hindi (with and without nukta, as people type them). */
export const INVENTED_CLAIMS_HI: readonly InventedClaim[] = [
  { pattern: word('रेटिंग|5 में से|स्टार|सितारे|सितारा'), allowedBy: 'rating' },
  { pattern: word('फ़ाइव स्टार|फाइव स्टार|पाँच सितारा|दस में दस') },
  { pattern: word('रिव्यू|समीक्षा|लिखा|ग्राहकों? ने|ग्राहकों की राय'), allowedBy: 'review' },
  { pattern: word('सब (इसकी )?बात कर रहे|सबका पसंदीदा|पैसा वसूल') },
  { pattern: word('नया|नई|नए|लॉन्च|पेश है|पेशकश'), allowedBy: 'isNew' },
  { pattern: word('जल्द आ रहा|न्यू अराइवल|अब उपलब्ध|नवीनतम') },
  {
    pattern: word(
      'ट्रेंडिंग|वायरल|बेस्टसेलर|बेस्ट सेलर|सबसे ज़्यादा बिकने|सबसे ज्यादा बिकने|सबसे लोकप्रिय|लोकप्रिय|नंबर 1|नंबर वन',
    ),
  },
  {
    pattern:
      /₹|(?<![\p{L}\p{M}])(?:ऑफ़र|ऑफर|छूट|डिस्काउंट|क़ीमत|कीमत|दाम|सस्ता|सस्ती|सेल|रुपये|देर मत कीजिए)(?![\p{L}\p{M}])/iu,
    allowedBy: 'offer',
  },
  { pattern: word('स्टॉक सीमित|जल्दी कीजिए'), allowedBy: 'limitedStock' },
  {
    pattern: word(
      'स्टॉक ख़त्म|स्टॉक खत्म|आख़िरी मौक़ा|आखिरी मौका|सीमित समय|लिमिटेड एडिशन|जल्दी करें|हाथ से न जाने|बस कुछ ही बचे',
    ),
  },
];

/**
 * The same claims in Arabic. Arabic attaches the article and some prepositions to a word
 * (بالتقييم، والخصم), so most patterns match inside words.
 */
export const INVENTED_CLAIMS_AR: readonly InventedClaim[] = [
  { pattern: /تقييم|نجوم|نجمات|نجمة|من 5/u, allowedBy: 'rating' },
  { pattern: /خمس نجوم|عشرة من عشرة|10\/10/u },
  { pattern: /«|بكلمات|مراجعة|مراجعات|آراء العملاء|رأي العملاء|شهادة/u, allowedBy: 'review' },
  { pattern: /الجميع يتحدث|يعشقه العملاء|يستحق كل قرش/u },
  { pattern: /جديد|إطلاق|نقدّم لكم|نقدم لكم/u, allowedBy: 'isNew' },
  { pattern: /قريبًا|قريبا|وصل حديثًا|وصل حديثا|الأحدث|متوفر الآن|متوفر الان/u },
  { pattern: /الأكثر مبيع|الأكثر طلب|رائج|ترند|تريند|الأشهر|فيرال/u },
  {
    pattern: /عرض|عروض|خصم|تخفيض|سعر|أسعار|مجانًا|شحن مجاني|فلا تنتظروا|ريال|درهم|جنيه|دينار/u,
    allowedBy: 'offer',
  },
  { pattern: /الكمية محدودة|فسارعوا/u, allowedBy: 'limitedStock' },
  {
    pattern: /نفدت|ينفد|تنفد|نفاد|آخر فرصة|لفترة محدودة|وقت محدود|إصدار محدود|لا تفوّتوا|لا تفوتوا/u,
  },
];

/** The Turkish, Indonesian, Hindi and Arabic phrases, checked with the English ones. */
const INVENTED_CLAIMS_TR_ID_HI_AR: readonly InventedClaim[] = [
  ...INVENTED_CLAIMS_TR,
  ...INVENTED_CLAIMS_ID,
  ...INVENTED_CLAIMS_HI,
  ...INVENTED_CLAIMS_AR,
];
