/**
 * Turkish (Türkçe): every word the service writes in Turkish, for review in one place. Casual,
 * playful and urgent copy speaks to the reader as "sen", professional and luxury copy as "siz", as
 * Turkish brands do on social media.
 *
 * A product's name is a word the templates do not know, and Turkish attaches case endings to a noun
 * following its last vowel ("serumu", "kremi", "Halo'yu"): a template cannot choose them safely.
 * The name therefore only stands where no ending is needed: as a subject, before a colon or a dash,
 * in a list, or before a postposition that takes the bare noun ("için", "hakkında", "gibi",
 * "sayesinde"). Turkish verbs do not agree in number with inanimate plural subjects, so no
 * template needs `s.verb`.
 *
 * Nothing here claims a rating, review, newness, offer, popularity or scarcity: those sentences are
 * in `claims` and used only with the matching claim.
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

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, bunca zaman neredeydin?`,
    (s) => `Günlük favorilerime bir isim daha eklendi: ${s.name}.`,
    (s) => `Biraz ${s.name} hakkında konuşalım mı?`,
    (s) => `Küçük bir şey, büyük bir fark: ${s.name}.`,
    (s) => `Bu kadar seveceğimi hiç düşünmemiştim: ${s.name}.`,
    (s) => `Bu aralar elimden düşmeyen şey: ${s.name}.`,
    (s) => `Tanıştırayım: ${s.name}.`,
    (s) => `${s.Name} hakkında kısa bir not.`,
    (s) => `Detaylarına bayıldığım: ${s.name}.`,
    (s) => `Listemde kendine yer açan şey: ${s.name}.`,
    (s) => `Bugünün seçimi: ${s.name}.`,
    (s) => `Haftana güzel bir dokunuş: ${s.name}.`,
    (s) => `Söz verdiğim gibi, yakından bakıyoruz: ${s.name}.`,
    (s) => `Sana bir şey göstereyim: ${s.name}.`,
    (s) => `Son zamanlarda en çok uzandığım şey: ${s.name}.`,
  ],
  professional: [
    (s) => `${s.Name}: işini iyi yapmak için tasarlandı.`,
    (s) => `Karşınızda ${s.name}: özenli tasarım, gerçek içerik.`,
    (s) => `Gözle görülen kalite: ${s.name}.`,
    (s) => `Bir amaç için tasarlandı: ${s.name}.`,
    (s) => `Yakından bakalım: ${s.name}.`,
    (s) => `${s.Name} neden farklı? Birlikte bakalım.`,
    (s) => `Daha az gürültü, daha çok öz: ${s.name}.`,
    (s) => `Önemli olanın etrafında kuruldu: ${s.name}.`,
    (s) => `${s.Name}: ayrıntıların arkasındaki düşünce.`,
    (s) => `${s.Name}: göz atmak için üç neden.`,
    (s) => `Kalite, sadeleştirildi: ${s.name}.`,
  ],
  playful: [
    (s) => `Ters köşe: sahneyi ${s.name} çaldı.`,
    (s) => `Uyarı: ${s.name} ani mutluluk yapabilir.`,
    (s) => `POV: akışında ${s.name} belirdi.`,
    (s) => `${s.Name}: resmen ana karakter enerjisi.`,
    (s) => `Kalbim pır pır: ${s.name}.`,
    (s) => `Şu an tek takıntım: ${s.name}.`,
    (s) => `Sadece biz mi, yoksa ${s.name} gerçekten efsane mi?`,
    (s) => `Beklediğin işaret bu: ${s.name}.`,
    (s) => `Mutluluk dansı başlasın: ${s.name} burada!`,
    (s) => `Abartmak istemem ama ${s.name} resmen bir ruh hali.`,
    (s) => `Beni mutlu eden şeyler listesine ekleniyor: ${s.name}.`,
    (s) => `Bugünün yıldızı: ${s.name}.`,
    (s) => `Kim demiş küçük şeyler mutlu etmez diye? ${s.Name} burada.`,
  ],
  luxury: [
    (s) => `${s.Name}. Sessizce sıra dışı.`,
    (s) => `Ayrıntıyı fark edenler için: ${s.name}.`,
    (s) => `Zarafetin en rafine hali: ${s.name}.`,
    (s) => `Bazı şeyler acele etmeden yaşanmalı. ${s.Name} gibi.`,
    (s) => `Zahmetsiz şıklık: ${s.name}.`,
    (s) => `Azın sanatı, kusursuzca: ${s.name}.`,
    (s) => `Gündelik olanı yükseltin: ${s.name}.`,
    (s) => `Sade. Özenli. ${s.Name}.`,
    (s) => `${s.Name}: her ayrıntısı düşünülmüş.`,
    (s) => `Seçkin zevkler için: ${s.name}.`,
  ],
  urgent: [
    (s) => `${s.Name} için doğru gün bugün.`,
    (s) => `Kaydırmayı bırak: ${s.name} bakmaya değer.`,
    (s) => `Sen hazırsan o da hazır: ${s.name}.`,
    (s) => `Tam zamanı: ${s.name}.`,
    (s) => `${s.Name} için bekliyorsan, işte o an.`,
    (s) => `İşaretin bu: ${s.name}, bugün.`,
    (s) => `Gününe bugünden ekle: ${s.name}.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Bu hafta denediğim şey: ${s.name}.` },
    { line: (s) => `${s.Name}: ilk izlenimlerim.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Yakından, ayrıntılı bir bakış: ${s.name}.`, tones: POLISHED },
    {
      line: (s) => `${s.Name} hakkında filtresiz düşüncelerim.`,
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  unboxing: [
    { line: (s) => `Birlikte açıyoruz: ${s.name}.` },
    { line: (s) => `Kargo geldi: ${s.name}.` },
    { line: (s) => `Mutlu kargo günü! ${s.Name} burada.`, tones: WARM },
    { line: (s) => `Bakın kapıya ne geldi: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Kutunun içine ilk bakış: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `${s.Name}, acele etmeden açılıyor.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Küçük bir gündelik ritüel: ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Yavaş sabahlar, güzel ışık ve ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, tam ait olduğu yerde.` },
    { line: (s) => `${s.Name} günüme nasıl uyuyor?`, tones: ['casual', 'professional'] },
    { line: (s) => `Gündelik hayat, ${s.name} sayesinde biraz daha güzel.` },
    { line: (s) => `Pencere ışığı, sakin bir masa ve ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `Spot ışığı altında: ${s.name}.` },
    { line: (s) => `Her açıdan, her ayrıntısıyla: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Temiz çizgiler. Saf odak. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Sahnenin tam ortasında: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Görülmek için tasarlandı: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Stüdyodan taptaze: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Tasarımıyla cesur: ${s.name}.` },
    { line: (s) => `Rengin tam hali: ${s.name}.` },
    { line: (s) => `Renk bloklarıyla hazır: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Rengi aç: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `İddialı bir duruş: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Kaydırıp geçmek imkânsız: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Sona kadar izle: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Bana 20 saniye ver, ${s.name} seni ikna etsin.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Sorun ve çözümü: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Kamera karşısında gerçek bir deneme: ${s.name}.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name}, hareket halinde.` },
    { line: (s) => `İzleyin, ${s.name} canlanıyor.` },
    { line: (s) => `Tek bir kısa filmde tüm ayrıntılar: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Sesi aç: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Kare kare ilk bakış: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Göz açıp kapayıncaya kadar: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    () => 'Artık hiç düşünmeden elim ona gidiyor.',
    () => 'Basit, kolay ve elinin altında olması gerçekten güzel.',
    () => 'Uğraştırmıyor, karmaşık adımlar yok; sadece işini yapıyor.',
    () => 'Yoğun, sıradan bir güne kolayca uyum sağlıyor.',
    () => 'Meğer küçük iyileştirmeler gerçekten birikiyormuş.',
    () => 'İhtiyacım olduğunu şimdiye kadar bilmiyordum.',
    () => 'Her gün fark ettiğin türden küçük bir değişiklik.',
    () => 'Sevmesi kolay, kullanmaya devam etmesi de.',
    () => 'İyi şeylerin karmaşık olması gerekmiyor.',
    () => 'Farkı küçük detaylar yaratıyor.',
    () => 'Başlaması kolay, sevmesi daha da kolay.',
    () => 'Sonunda herkese anlattığın keşiflerden biri.',
    () => 'Sadece fotoğraf için değil, gerçek hayat için.',
    () => 'Karmaşık hiçbir şey yok, sadece güzel.',
    () => 'Sıradan bir günde küçük bir mutluluk.',
    () => 'Özel günlere saklamak için değil, kullanmak için.',
    () => 'Pratik, şık ve hayatın tam içinde.',
    () => 'Günü sessizce güzelleştiren şeylerden.',
    () => 'Bir kez dene, rutinin parçası oluyor.',
    () => 'Gündelik kullanımda hissedilen iyi tasarım.',
  ],
  professional: [
    () => 'Özenle tasarlandı, dikkatle üretildi ve insanların gerçek ihtiyaçları düşünülerek geliştirildi.',
    () => 'Her ayrıntı düşünüldü; siz önemli olana odaklanabilirsiniz.',
    () => 'Gün be gün güvenebileceğiniz tutarlı bir kalite.',
    () => 'Kaliteye önem veren ve ödün vermeye vakti olmayanlar için.',
    () => 'Güvenilir, özenli ve siz hazır olduğunuzda hazır.',
    () => 'Kullandığı şeylerden daha fazlasını bekleyenler için akıllıca bir seçim.',
    () => 'Net faydalar, gereksiz süs yok.',
    () => 'Net bir standartla, uzun süre kullanılmak için üretildi.',
  ],
  playful: [
    () => 'Yan etkileri: tanımadığın insanlara bile tavsiye etmek.',
    () => 'Gelecekteki sen şimdiden teşekkür ediyor.',
    () => 'Tam bir seviye atlama havası, biz de bayıldık.',
    () => 'Serotonin takviyesi? Tamamdır.',
    () => 'Sıfır pişmanlık, bol bol iyi enerji.',
    () => 'Tatlı, akıllıca ve azıcık bağımlılık yapıcı.',
    () => 'Ana karakter enerjisi, ürün halinde.',
  ],
  luxury: [
    () => 'Her ayrıntı düşünülmüş, her dokunuş bilinçli.',
    () => 'Biraz daha fazlasını hak eden anlar için.',
    () => 'Sessiz bir özgüven; fazlası yok.',
    () => 'Tekrar tekrar döneceğiniz bir ayrıcalık.',
    () => 'Çünkü gündelik olan da sıra dışı hissettirmeyi hak ediyor.',
    () => 'Zamansız, özenli ve tamamen size ait.',
    () => 'İlk andan hissedilen bir ustalık.',
    () => 'Her anlamda, sessizce olağanüstü.',
  ],
  urgent: [
    () => 'Denemek için en iyi zaman şimdi.',
    () => 'Şimdi tam zamanı, erteleme.',
    () => 'Enerji yukarı, bahaneler aşağı.',
    () => 'Sen hazırsan o da hazır.',
    () => 'Ertelemek için hiçbir sebep yok.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [{ line: () => 'En çok neyini sevdim? Her seferinde işini yapması.' }],
  unboxing: [
    { line: () => 'Kutuyu açmak küçük bir kutlama gibiydi.', tones: WARM },
    { line: () => 'Özenle paketlenmiş, yakından daha da güzel.' },
    {
      line: () => 'İhtiyacın olan her şey kutunun içinde.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => 'Kutudan çıktığı o ilk an? Beklemeye değdi.' },
    { line: () => 'Açarken hediye açıyormuş gibi hissettim.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    { line: () => 'Yavaş sabahlardan yoğun öğleden sonralara, gündelik hayata doğal bir şekilde uyuyor.' },
    { line: () => 'Güzel ışık, sade bir masa ve iyi yapılmış basit şeyler.' },
    { line: () => 'Çekmecede saklanmak için değil, ortada durmak için yapıldı.' },
    { line: () => 'Günü senin yapan şey o küçük ritüeller.', tones: [...WARM, 'luxury'] },
    { line: () => 'Gerçek evler ve gerçek rutinler için.', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: () => 'Temiz, sade ve tek başına öne çıkmak için yapıldı.' },
    { line: () => 'Her kıvrım, her yüzey fark edilmek için orada.', tones: POLISHED },
    { line: () => 'Yakından bakın: hikâyenin tamamı ayrıntılarda.' },
    { line: () => 'Saf form, dikkat dağıtan hiçbir şey yok.' },
    { line: () => 'Son ayrıntısına kadar bilinçli bir tasarım.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Cesur renk, daha da cesur bir tavır.', tones: [...WARM, 'urgent'] },
    { line: () => 'Hem akışta hem gerçek hayatta öne çıkmak için.' },
    { line: () => 'Etrafındaki her şeyi güzelleştiren bir renk dokunuşu.' },
    { line: () => 'Özgüvenli, canlı ve görmezden gelinemez.' },
  ],
  'ugc-video': [
    { line: () => 'Nasıl çalıştığını görmek için videonun tamamını izle.' },
    {
      line: () => 'Filtre yok, senaryo yok; kamera karşısında ilk deneme.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'Gerçek kullanımda, baştan sona izle.' },
    { line: () => 'Sonuna kadar kal; en güzel kısmı orada.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Onu özel kılan ayrıntılar üzerine kısa bir film.' },
    { line: () => 'Her açı, her yüzey, hareket halinde.' },
    { line: () => 'Hepsini görmek için oynat.', tones: [...WARM, 'urgent'] },
    { line: () => 'Farkı görebilmeniz için yakından çekildi.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Sen dener miydin? Yorumlarda anlat.' },
    { line: () => 'Denemek istersen link profilde.', platforms: BIO_LINK },
    { line: () => 'Sonra bakmak için kaydet.', platforms: SAVING },
    { line: () => 'Buna ihtiyacı olan bir arkadaşını etiketle.', platforms: TAGGING },
    { line: () => 'Bir dene, ne düşündüğünü bana yaz.' },
    { line: () => 'Denemeye değer. Bana güven.' },
    { line: () => 'Bunu sevecek birine gönder.' },
    { line: () => 'Soruların mı var? Yorumlarda sor.' },
    { line: (s) => `${s.Name}: sen denedin mi? Anlat bakalım.` },
    { line: () => 'Merak ettin mi? Bir göz at.' },
    { line: () => 'Böyle keşifler için takipte kal.' },
    { line: () => 'Sen rutinine ekler miydin?' },
    { line: () => 'Ayrıntılar sayfamızda.' },
    {
      line: () => 'Bir sonraki alışveriş listen için bu gönderiyi kaydet.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Sorularını aşağıya bırak.' },
    { line: () => 'Sen nasıl kullanırdın? Anlat.' },
    { line: () => 'Hoşuna gidecek birine gönder.' },
    { line: () => 'Profilimizdeki linkten ulaşabilirsin.' },
  ],
  professional: [
    { line: () => 'Daha fazlası için profilimizdeki linke göz atın.', platforms: BIO_LINK },
    { line: () => 'Bugün daha fazlasını öğrenin.' },
    { line: () => 'Bilgi almak için bizimle iletişime geçin.' },
    {
      line: () => 'Düşüncelerinizi yorumlarda paylaşın.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'Bundan sonra ne görmek istersiniz? Bize yazın.' },
    { line: (s) => `${s.Name}: bugün keşfedin.` },
    { line: () => 'Güncellemeler için bizi takip edin.' },
    { line: () => 'Tüm ayrıntılar web sitemizde.' },
    { line: () => 'Sorularınız mı var? Ekibimiz yardımcı olmaktan memnuniyet duyar.' },
  ],
  playful: [
    { line: () => 'Bayıldıysan çift dokun.', platforms: ['instagram'] },
    { line: () => 'Hadi, kendini şımart.' },
    { line: () => 'Bunu hayatında isteyecek birini etiketle.', platforms: TAGGING },
    { line: () => 'Denerim diyorsan bir 🔥 bırak.' },
    { line: () => 'Sepete ekle, teşekkürü sonra edersin.' },
    { line: () => 'İstediğini biliyorsun.' },
    { line: () => 'Şimdi pinle, sonra kendine teşekkür et.', platforms: ['pinterest'] },
    { line: () => 'Sıra sende.' },
    { line: () => 'Hadi, şöyle bir göz at.' },
  ],
  luxury: [
    { line: (s) => `${s.Name}: keşfedin.` },
    { line: () => 'Keşfetmek sizin elinizde; link profilde.', platforms: BIO_LINK },
    { line: (s) => `Ritüelinizin bir parçası olsun: ${s.name}.` },
    { line: (s) => `${s.Name}: kendiniz deneyimleyin.` },
    { line: () => 'Kendinize sıra dışı bir şey armağan edin.' },
    { line: () => 'Kendinizi şımartın. Bunu hak ettiniz.' },
    { line: () => 'Bir sonraki ayrıcalığınız için kaydedin.', platforms: ['pinterest', 'instagram'] },
    { line: () => 'Daha fazlasını web sitemizde keşfedin.' },
  ],
  urgent: [
    { line: () => 'Seninkini bugün al.' },
    { line: () => 'Bekleme. Hemen al.' },
    { line: () => 'Profildeki linke şimdi dokun.', platforms: BIO_LINK },
    { line: () => 'Şimdi sipariş ver, sonra kendine teşekkür et.' },
    { line: (s) => `${s.Name}: bugün seninle olsun.` },
    { line: () => 'Bugün başla.' },
    { line: () => 'Dokun ve kendin gör.' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'Siz ne düşünüyorsunuz? Bakış açınızı yorumlarda okumak isterim.' },
    { line: () => 'Ürün haberleri için takip edin, ekibinizle de paylaşın.', tones: ['professional'] },
  ],
  pinterest: [
    { line: () => "Bu Pin'i sonrası için kaydet." },
    { line: () => 'Bir sonraki ilham panon için pinle.' },
  ],
  x: [{ line: () => 'Yanıtlara fikrini yaz.' }],
  bluesky: [{ line: () => 'Ne düşünüyorsun? Yanıtla.' }],
  threads: [{ line: () => 'Yanıtlarda anlat.' }],
};

/** What each kind of product does for people; no numbers, ingredients or results a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Sabah ve akşam rutinin için sakin, basit bir adım.',
    () => 'Rutinindeki diğer ürünlerin altına kolayca katmanlanıyor.',
    () => 'Kullanırken keyif aldığın için gerçekten kullandığın bir cilt bakımı.',
    () => 'Sabah ve akşam, cildine ayırdığın iki dakika.',
  ],
  haircare: [
    () => 'Saç yıkama günü, biraz daha kolay.',
    () => 'Yeniden kendin gibi hissettiren saçlar için.',
    () => 'Kısa ya da uzun, her yıkama rutinine uyuyor.',
    () => 'Güzel saç günleri duşta başlar.',
  ],
  makeup: [
    () => 'Saniyeler içinde dağılıyor, gün boyu seninle.',
    () => 'Beş dakikalık makyaja yetecek kadar kolay, akşam çıkışına yetecek kadar güzel.',
    () => 'Artık çantamdan hiç çıkmıyor.',
  ],
  fragrance: [
    () => 'Tam kararında kalıcı bir koku.',
    () => 'Bir sıkım ve gün biraz daha senin.',
    () => 'Sabah yumuşacık, akşam hâlâ orada.',
  ],
  coffee: [
    () => 'Sabah kahvesini ciddiye alanlara.',
    () => 'Filtre, espresso ya da French press: nasıl seviyorsan öyle demle.',
    () => 'Sabahın en güzel anı o ilk yudum.',
    () => 'Yavaşlamaya değer bir fincan.',
  ],
  tea: [
    () => 'Demle, nefes al, keyfini çıkar.',
    () => 'Yoğun bir günün ortasında sakin bir bardak.',
    () => 'Yavaş öğleden sonralar ve ikinci demler için.',
  ],
  food: [
    () => 'Kahvaltı meselesi çözüldü.',
    () => 'Gerçek bir hafta içi akşamına uyan güzel yemekler için.',
    () => 'Mutfakta her gün elini uzattığın türden bir temel lezzet.',
    () => 'Sade malzemeler, özenle hazırlanmış.',
    () => 'Sevdiklerinle paylaştığın sofralar için.',
    () => 'Önce lezzet, gerisi sonra.',
  ],
  snacks: [
    () => 'Gerçekten dört gözle beklediğin atıştırmalık molası.',
    () => 'Çalışma masası, uzun yollar ve öğleden sonra acıkmaları için.',
    () => 'Önce çıtırtı, sorular sonra.',
  ],
  drinks: [
    () => 'Soğuk, ferah ve sen hazır olduğunda hazır.',
    () => 'Günün her saatinde yudumlanacak güzel bir şey.',
    () => 'Buzun üzerine dök ve derin bir nefes al.',
  ],
  spirits: [
    () => 'Yavaş akşamlar ve güzel sohbetler için.',
    () => 'Sek, buzlu ya da en sevdiğin kokteylde.',
    () => 'Dostlarla açmaya değer bir şişe. Lütfen sorumlu tüketin.',
  ],
  footwear: [
    () => 'İlk adımdan sonuncusuna, gününe ayak uyduran bir konfor.',
    () => 'Yürümek için yapıldı: işe gidiş, hafta sonu ve arada kalan her şey.',
    () => 'Bağcıkları bağla ve çık.',
  ],
  apparel: [
    () => 'Giymesi kolay, kombinlemesi kolay; tekrar tekrar giyilmek için yapıldı.',
    () => 'Gardırobundaki her şeyle uyum sağlayan bir parça.',
    () => 'İster şık giy, ister rahat.',
  ],
  accessories: [
    () => 'Gündelik görünümünde eksik olan son dokunuş.',
    () => 'Küçük bir detay, kombinde büyük bir fark.',
    () => 'Nereye gidersen seninle gelmek için.',
  ],
  jewellery: [
    () => 'Her güne küçük bir ışıltı.',
    () => 'Takmak, üst üste kombinlemek ve sevmek için.',
    () => 'Hiç çıkarmak istemeyeceğin türden bir parça.',
  ],
  tech: [
    () => 'Dakikalar içinde kur, sonra orada olduğunu unut.',
    () => 'Sizi uğraştırmayan teknoloji.',
    () => 'Gündelik işleri biraz daha akıcı hale getirmek için.',
  ],
  audio: [
    () => 'Oynat tuşuna bas, müzik odayı doldursun.',
    () => 'Podcast, çalma listesi ve arada kalan her şey için net bir ses.',
    () => 'Gün seni nereye götürürse, müziğin yanında.',
    () => 'Sesi aç, farkı kendin duy.',
    () => 'Uzun dinleme seanslarına da kısa yolculuklara da uygun.',
    () => 'Sessiz anları dolduran bir ses.',
  ],
  home: [
    () => 'Küçük bir değişiklik, bütün oda farklı hissettiriyor.',
    () => 'Evinde en sevdiğin köşeler için.',
    () => 'Ev, biraz daha sıcak.',
  ],
  candles: [
    () => 'Yak, ışıkları kıs ve yavaşla.',
    () => 'Sakin akşamlar için sıcacık bir ışık.',
    () => 'Bir odayı ev gibi hissettirmenin en kolay yolu.',
  ],
  kitchen: [
    () => 'Hızlı kahvaltılardan uzun pazar sofralarına, her günün yemeği için.',
    () => 'Mutfakta ilk elini uzattığın alet.',
    () => 'Evde yemek yapmak, daha basit.',
  ],
  fitness: [
    () => 'Antrenmanına tekrar tekrar ayak uydurmak için yapıldı.',
    () => 'Senin antrenmanın, senin temponla.',
    () => 'Kendin için orada olduğun günler için.',
  ],
  pets: [
    () => 'En iyi dostun düşünülerek yapıldı.',
    () => 'Mutlu pati, mutlu ev.',
    () => 'Çünkü onlar da en güzelini hak ediyor.',
  ],
  baby: [
    () => 'Minikler ve onlara bakan büyükler için yapıldı.',
    () => 'Bebekle geçen yoğun günlerde düşünecek bir şey eksik.',
    () => 'Nazik, pratik ve temizlemesi kolay.',
  ],
  books: [
    () => 'Arkana yaslan: elinden bırakmak zor.',
    () => 'Sakin bir akşamın en iyi yol arkadaşı.',
    () => 'Zaman ayırmaya değer bir okuma.',
  ],
  services: [
    () => 'Hedeflerine göre, senin hızında.',
    () => 'Ayrıntıları biz hallederiz, sen önemli olana odaklan.',
    () => 'Net adımlar, gerçek destek.',
  ],
  general: [
    () => 'Gündelik hayat için yapıldı, uzun süre kullanmak için.',
    () => 'Sade, kullanışlı ve elinin altında olması güzel.',
    () => 'Son küçük ayrıntısına kadar özenle tasarlandı.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['ciltbakımı', 'ciltbakımrutini', 'skincare', 'kendinebakım'],
  haircare: ['saçbakımı', 'sağlıklısaçlar', 'haircare', 'saçrutini'],
  makeup: ['makyaj', 'güzellik', 'makeup', 'günlükmakyaj'],
  fragrance: ['parfüm', 'koku', 'gününkokusu'],
  coffee: ['kahve', 'kahvekeyfi', 'sabahkahvesi', 'kahvesever'],
  tea: ['çay', 'çaykeyfi', 'çaysaati', 'çaysever'],
  food: ['lezzet', 'kahvaltı', 'evyemekleri', 'mutfak'],
  snacks: ['atıştırmalık', 'atıştırmalıklar', 'sağlıklıatıştırmalık'],
  drinks: ['içecek', 'serinlik', 'ferahlık'],
  spirits: ['kokteyl', 'şerefe', 'sorumlutüketim'],
  footwear: ['ayakkabı', 'sneakers', 'ayakkabımodası', 'stil'],
  apparel: ['moda', 'kombin', 'stil', 'gününkombini'],
  accessories: ['aksesuar', 'stil', 'kombin'],
  jewellery: ['takı', 'mücevher', 'günlüktakı'],
  tech: ['teknoloji', 'gadget', 'teknolojisever', 'masakurulumu'],
  audio: ['müzik', 'ses', 'kulaklık', 'müziksever'],
  home: ['evdekorasyonu', 'dekorasyon', 'evim', 'dekorfikirleri'],
  candles: ['mum', 'kokulumum', 'evkokusu', 'huzur'],
  kitchen: ['mutfak', 'evyemekleri', 'mutfakgereçleri', 'mutfaktayız'],
  fitness: ['fitness', 'spor', 'antrenman', 'sağlıklıyaşam'],
  pets: ['evcilhayvan', 'patidostlar', 'patili', 'evcilhayvanlar'],
  baby: ['bebek', 'annebebek', 'bebekbakımı', 'annelik'],
  books: ['kitap', 'kitapkurdu', 'okumak', 'kitapönerisi'],
  services: ['girişimcilik', 'gelişim', 'öğrenmek'],
  general: ['günlükihtiyaçlar', 'tasarım', 'hediyefikirleri'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ilkizlenim', 'deniyorum', 'ugc'],
  unboxing: ['kutuaçılışı', 'unboxing', 'kargogeldi'],
  lifestyle: ['günlükritüel', 'yavaşyaşam', 'gündelikhayat'],
  'studio-hero': ['tasarım', 'ürüntasarımı', 'minimal'],
  'colour-hero': ['renkli', 'cesurrenkler', 'renkbloğu'],
  'ugc-video': ['ugc', 'izle', 'ilkizlenim'],
  'product-video': ['ürünfilmi', 'ilkbakış', 'hareket'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['favorilerim', 'gündelik', 'olmazsaolmaz'],
  professional: ['kalite', 'tasarım', 'inovasyon'],
  playful: ['bayıldım', 'kendinişımart', 'iyienerji'],
  luxury: ['lüks', 'zarafet', 'zamansız'],
  urgent: ['hemenal', 'bekleme', 'kendinişımart'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['keşfet'],
  tiktok: ['keşfet', 'fyp'],
  linkedin: ['iş', 'ürüntasarımı'],
  pinterest: ['ilham', 'fikirler'],
};

// Storyboards: for each beat several alternatives of shot, on-screen text (at most six words, the
// name included) and voiceover (one line, read at about 2.5 words a second).

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: () =>
          'Kol mesafesinden selfie yakın çekim, içerik üreticisi doğrudan lense bakıyor; ürünü kadraja kaldırırken hızlı yaklaşma.',
        onScreenText: () => 'Bunu görmen lazım',
        voiceover: (s) => `Kaydırmayı bırak, sana ${s.name} hakkında bir şey anlatmam lazım.`,
      },
      {
        shot: () => 'Elde selfie, aydınlık bir odada kameraya doğru yürüyor, ürün biraz flu duruyor.',
        onScreenText: () => 'Bunu hiç beklemiyordum',
        voiceover: () => 'Bunu bu kadar seveceğimi hiç beklemiyordum.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Sıkı selfie kadrajı, kahkahanın ortasında; sonra masadaki ürüne hızlı kaydırma.',
        onScreenText: () => 'Sonunda denedim',
        voiceover: (s) => `Tamam, sonunda denedim: ${s.name}.`,
      },
      {
        shot: () => 'Selfie yakın çekim, lense eğilip tek parmağını kaldırıyor, hızlı yaklaşma.',
        onScreenText: () => 'Önce bunu izle',
        voiceover: () => 'Başka bir şey almadan önce bu videoyu izle.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => 'Orta plan, kanepeye yığılıp kameraya iç çekiyor; hafif el titremesi.',
        onScreenText: () => 'Tanıdık geldi mi?',
        voiceover: () => 'Fazlasını vaat edip azını veren şeylerden çok yorulmuştum.',
      },
      {
        shot: () => 'Omuz üstü çekim, telefonda ürünlere bakıp ikna olmamış bir ifade.',
        onScreenText: () => 'Hiçbiri işe yaramadı',
        voiceover: () => 'O kadar çok şey denedim ki hiçbiri kalıcı olmadı.',
      },
      {
        shot: () => 'Yüze yakın çekim, kaşlar kalkık, yavaş yaklaşma.',
        onScreenText: () => 'Dert büyüktü',
        voiceover: () => 'Açıkçası daha önce kullandığım şey hiç yetmiyordu.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () => 'Ürünü aşağıdan kadraja kaldırıyor; netlik yüzden ürüne kayıyor.',
        onScreenText: (s) => `Karşınızda ${s.name}`,
        voiceover: (s) => `Sonra ${s.name} karşıma çıktı ve her şey değişti.`,
      },
      {
        shot: () => 'Tepeden çekim, eller ürünü masaya bırakıyor, hızlı yaklaşma.',
        onScreenText: (s) => `İşte ${s.name}`,
        voiceover: (s) => `Ben de ${s.name} için gerçek bir deneme yaptım.`,
      },
      {
        shot: () => 'Ürün yüzünün yanında, kameraya başıyla onaylıyor, ani yaklaşma.',
        onScreenText: () => 'Oyunun kuralı değişti',
        voiceover: (s) => `İşte ${s.name}, şu an favorim.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () => 'Pencere kenarında doğal ışıkta ürünü kullanan ellere yakın çekim, yavaş elde takip.',
        onScreenText: () => 'Nasıl kullanıyorum',
        voiceover: () => 'Her gün nasıl kullandığımı göstereyim, hiç uğraşmadan.',
      },
      {
        shot: () => 'Farklı açılardan kullanımda ürünün üç hızlı kesmesi, elde kamera.',
        onScreenText: () => 'Bu kadar kolay',
        voiceover: () => 'Birkaç saniye sürüyor ve günüme tam uyuyor.',
      },
      {
        shot: () => 'Omuz üstü, ürünü gerçek bir ortamda kullanıyor, sabit yaklaşma.',
        onScreenText: () => 'Şuna bak',
        voiceover: () => 'Bakın, gerçek bir teste soktuğumda ne oluyor.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () =>
          'Selfie yakın çekim, gülümseyerek ürünü yüzünün yanında tutuyor ve başparmağını kaldırıyor.',
        onScreenText: () => 'En çok ne dikkatimi çekti',
        voiceover: () => 'İlk anda dikkatimi ne çekti biliyor musun? Kullanımının kolaylığı.',
      },
      {
        shot: () => 'Yan yana öncesi ve sonrası anı, sabit kadraj, ikisi arasında hızlı kesme.',
        onScreenText: () => 'Kendin karar ver',
        voiceover: () => 'Yakından bak ve kararı kendin ver.',
      },
      {
        shot: () => 'Orta plan, ürünü ellerinde acele etmeden lense doğru çeviriyor.',
        onScreenText: () => 'Yakından, filtresiz',
        voiceover: () => 'İşte yakından: filtre yok, senaryo yok.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Selfie kadrajı, ürün elinde, aşağıdaki açıklamayı işaret ediyor.',
        onScreenText: () => 'Link profilde',
        voiceover: (s) => `Bana güven, ${s.name} için bir şans ver. Link profilde.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Ürün masanın ortasında, eli ürüne dokunuyor, kare donuyor.',
        onScreenText: () => 'Seninkini bugün al',
        voiceover: () => 'Kararsız kaldıysan, beklediğin işaret bu.',
      },
      {
        shot: () => 'Ürünü tutarak kameraya yürüyor, yakın plana hızlı yaklaşma.',
        onScreenText: () => 'Sıra sende',
        voiceover: () => 'Sıra sende: bir dene, sonra bana teşekkür edersin.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Yumuşak pencere ışığında keten üzerinde duran ürüne yavaş yaklaşma, arkada flu içerik üreticisi.',
        onScreenText: (s) => `Keşfet: ${s.name}`,
        voiceover: () => 'Kendine bu güzelliği armağan et. Bunu hak ediyorsun.',
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
        shot: () => 'Gölgede ürünün bir kenarına makro çekim; ışık süpürürken yüzey boyunca yavaş kayma.',
        onScreenText: () => 'Daha yakından bak',
        voiceover: () => 'Daha yakından bak. Bu, bunu hak ediyor.',
      },
      {
        shot: () => 'Koyu fon, ürün silüet halinde, kenar ışığı yavaşça açılıyor.',
        onScreenText: () => 'Yakından bak',
        voiceover: () => 'Yakından bak. Her güzel hikâye tek bir ayrıntıyla başlar.',
      },
      {
        shot: () => 'Kaide üzerindeki örtülü bir şekle alçak açılı kaydırma, hafif sis ve sıcak arka ışık.',
        onScreenText: () => 'Hazır mısın?',
        voiceover: () => 'Size gurur duyduğumuz bir şey göstermek istiyoruz.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () => 'Kesintisiz fonda ortalanmış ürün, yavaş yüz seksen derece dönüş, yumuşak gölge.',
        onScreenText: (s) => `Merhaba de: ${s.name}`,
        voiceover: (s) => `Karşınızda ${s.name}, yaşadığınız hayata göre yapıldı.`,
      },
      {
        shot: () => 'Örtü tek, akıcı bir hareketle kalkıyor; kamera ortalanmış kahraman kadraja yaklaşıyor.',
        onScreenText: (s) => `İşte ${s.name}`,
        voiceover: (s) => `İşte ${s.name}: ilk bakışta öne çıkmak için tasarlandı.`,
      },
      {
        shot: () => 'Ürün döner tabla üzerinde kadraja yükseliyor ve ışıklar yanıyor; sabit kamera.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Bu ${s.name} ve sahne artık tamamen onun.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Doku ve yüzeye makro yakın çekim, ürün boyunca yavaş netlik kaydırma.',
        onScreenText: () => 'Ayrıntılarda',
        voiceover: () => 'Her yüzey, her doku, her ayrıntı özenle düşünüldü.',
      },
      {
        shot: () => 'Ürünün üzerinde yavaş tepeden kaydırma, yüzeyi yalayan net yan ışık.',
        onScreenText: () => 'Özenle yapıldı',
        voiceover: () => 'Yakından bakınca her parçaya gösterilen özeni görürsünüz.',
      },
      {
        shot: () => 'Farklı açılardan iki hızlı makro kesme, sığ alan derinliği.',
        onScreenText: () => 'İçi de dışı da özenli',
        voiceover: () => 'İçi de dışı da en küçük ayrıntısına kadar düşünülmüş bir tasarım.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => 'Aydınlık gündelik bir ortamda kullanılan ürün, elde takip, doğal ışık.',
        onScreenText: () => 'Her gün için',
        voiceover: () => 'Gününüze kolayca uyuyor ve küçük anları daha güzel kılıyor.',
      },
      {
        shot: () => 'Yaşam tarzı orta plan: güneşli masadaki ürüne uzanan bir el, hafif ağır çekim.',
        onScreenText: () => 'Sade. Zahmetsiz.',
        voiceover: () => 'Kullanması basit, sevmesi kolay ve size ayak uyduracak şekilde yapıldı.',
      },
      {
        shot: () => 'Üç gündelik anda ürün, bölünmüş ekran, ritmik hızlı kesmeler.',
        onScreenText: () => 'Gün nereye götürürse',
        voiceover: () => 'Yoğun sabahlardan sakin akşamlara, ne zaman isterseniz orada.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Son kahraman kare, ürün marka rengi önünde ortada, yavaş yaklaşma, üstte başlık için boşluk.',
        onScreenText: () => 'Bugün keşfedin',
        voiceover: (s) => `${s.Name}. Bugün keşfedin.`,
      },
      {
        shot: () => 'Ürün kaidede; ışık otururken kamera geniş kadraja çekiliyor.',
        onScreenText: () => 'Seninkini bugün al',
        voiceover: () => 'Bekleme. Bugün al ve farkı kendin gör.',
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Sabit kahraman çekim, ürün döner tablada yavaşça dönüyor, üstte kapanış kartı için boşluk.',
        onScreenText: () => 'Dokun ve keşfet',
        voiceover: () => 'Linke dokun ve bugün kendin keşfet.',
      },
      {
        shot: () =>
          'Tek yumuşak ışık altında üründen yavaş uzaklaşma, derin gölgeler, üstte kapanış kartı için boşluk.',
        onScreenText: (s) => `Keşfedin: ${s.name}`,
        voiceover: (s) => `${s.Name}. Farkı fark edenler için yapıldı.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Ürünün yanında yorumu gösteren bir telefona yakın çekim, içerik üreticisi kameraya başını sallıyor.',
    onScreenText: 'Gerçek bir müşteri yorumu',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} şöyle yazmış` : 'Bir müşterimiz şöyle yazmış'}: “${quote}.”`,
    rating: (stars) => `5 üzerinden ${stars} puan.`,
  },
  tease: {
    shot: 'Gölgede ürünün bir kenarına makro çekim; ışık süpürürken yüzey boyunca yavaş kayma.',
    onScreenText: 'Yepyeni bir şey geldi',
    voiceover: 'Yepyeni bir şey geldi ve beklemeye değdi.',
  },
  cta: {
    shot: 'Son kahraman kare, ürün ortada, kampanya üstünde sade bir yazıyla.',
    voiceover: (offer) => `${offer}. Seninkini almak için linke dokun.`,
  },
};

/**
 * Words that name each category, lower case; matched as whole words, so the forms a Turkish name
 * takes are listed ("kahve", "kahvesi"). Short words that are also English or Spanish ("su", "mum",
 * "mama") are only listed inside longer phrases.
 */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  skincare: [
    'serum',
    'serumu',
    'krem',
    'kremi',
    'nemlendirici',
    'nemlendiricisi',
    'temizleyici',
    'tonik',
    'güneş kremi',
    'cilt',
    'losyon',
    'yüz maskesi',
  ],
  haircare: ['şampuan', 'şampuanı', 'saç', 'saç kremi', 'saç maskesi', 'saç yağı'],
  makeup: ['ruj', 'maskara', 'fondöten', 'eyeliner', 'allık', 'kapatıcı', 'makyaj', 'far paleti'],
  fragrance: ['parfüm', 'parfümü', 'kolonya', 'kolonyası', 'esans'],
  coffee: ['kahve', 'kahvesi', 'kahveler', 'espresso', 'filtre kahve', 'kahve çekirdeği'],
  tea: ['çay', 'çayı', 'çaylar', 'matcha', 'bitki çayı'],
  food: [
    'granola',
    'zeytinyağı',
    'zeytinyağı',
    'bal',
    'balı',
    'reçel',
    'reçeli',
    'makarna',
    'sos',
    'ekmek',
    'müsli',
    'pekmez',
    'tahin',
    'lokum',
  ],
  snacks: ['cips', 'çikolata', 'çikolatası', 'kurabiye', 'bar', 'gofret', 'atıştırmalık', 'kuruyemiş'],
  drinks: ['meyve suyu', 'maden suyu', 'soda', 'limonata', 'kombucha', 'ayran', 'şalgam', 'içecek'],
  spirits: ['rakı', 'şarap', 'viski', 'cin', 'votka', 'bira', 'likör'],
  footwear: ['ayakkabı', 'ayakkabısı', 'ayakkabılar', 'bot', 'botu', 'sandalet', 'terlik', 'sneaker'],
  apparel: [
    'tişört',
    'gömlek',
    'kazak',
    'ceket',
    'elbise',
    'hırka',
    'pantolon',
    'sweatshirt',
    'kapüşonlu',
    'mont',
    'eşofman',
  ],
  accessories: ['çanta', 'çantası', 'cüzdan', 'sırt çantası', 'güneş gözlüğü', 'kemer', 'şapka', 'atkı'],
  jewellery: ['yüzük', 'kolye', 'bileklik', 'küpe', 'takı', 'mücevher'],
  tech: ['telefon', 'şarj', 'şarj aleti', 'laptop', 'klavye', 'mouse', 'kamera', 'akıllı saat', 'tablet'],
  audio: ['kulaklık', 'kulaklığı', 'hoparlör', 'hoparlörü', 'ses sistemi', 'soundbar'],
  home: ['vazo', 'lamba', 'yastık', 'yastığı', 'battaniye', 'halı', 'kırlent', 'nevresim'],
  candles: ['mumu', 'mumlar', 'kokulu mum', 'soya mum', 'oda kokusu', 'difüzör'],
  kitchen: ['tava', 'bıçak', 'çaydanlık', 'kupa', 'fincan', 'cezve', 'blender', 'tencere', 'kettle'],
  fitness: ['yoga', 'yoga matı', 'dambıl', 'protein', 'pilates', 'direnç bandı'],
  pets: ['kedi', 'köpek', 'kedi maması', 'köpek maması', 'tasma', 'evcil'],
  baby: ['bebek', 'bebek bezi', 'biberon', 'puset', 'emzik'],
  books: ['kitap', 'kitabı', 'roman', 'romanı', 'ajanda', 'defter'],
  services: ['kurs', 'kursu', 'ders', 'dersi', 'danışmanlık', 'abonelik', 'hizmet', 'eğitim'],
};

export const TURKISH: LanguagePack = {
  language: 'tr',
  // Turkish verbs do not agree in number with things: no template needs to know.
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
    newHooks: [(s) => `Yeni: ${s.name}.`, (s) => `Yeni çıktı: ${s.name}.`, (s) => `Yepyeni: ${s.name}.`],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}; beklemeye gerek yok.` : `Kampanya: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `“${claimText(review)}”${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} 5 üzerinden ${stars} puan.`,
    limitedStock: (tone) => (tone === 'urgent' ? 'Stok sınırlı, elini çabuk tut.' : 'Stok sınırlı.'),
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: ['ve', 'ile', 'için', 'bir', 'bu', 'şu', 'veya', 'ya', 'yeni', 'en', 'çok', 'gibi', 'her'],
  // Suffixes make a name's words possessive or inflected (kahvesi, kılıfı): tag the name whole.
  tagNameWords: false,
  weakWords: ['ekstra', 'süper', 'ultra', 'mini', 'set', 'seti', 'paket', 'akıllı', 'sızma', 'natürel'],
  plainWords: [
    ...['kırmızı', 'yeşil', 'sarı', 'siyah', 'beyaz', 'gri', 'pembe', 'kahverengi', 'büyük', 'küçük'],
    ...['kablosuz', 'çıtır'],
  ],
  materialWords: [
    ...['seramik', 'ahşap', 'bambu', 'deri', 'pamuk', 'keten', 'yün', 'cam', 'çelik', 'bakır', 'organik'],
    ...['doğal', 'ipek'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Karşınızda ${name}`,
      (name) => `Merhaba de: ${name}`,
      (name) => `${name}. Fark edilmek için.`,
    ],
    buttons: ['Hemen incele', 'Keşfet', 'Yakından bak', 'Daha fazlası'],
    lifestyleCaptions: [
      'yavaş sabahlar, güzel şeyler',
      'küçük günlük ritüeller',
      'pazar molası',
      'bu hafta masamda',
    ],
    selfieNotes: [
      (name) => `Deniyorum: ${name}`,
      (name) => `İlk bakış: ${name}`,
      (name) => `Bu hafta test: ${name}`,
      (name) => `İlk gün: ${name}`,
    ],
    unboxingStickers: ['kargo geldi!', 'kutu açılışı', 'geldi geldi!'],
    eyebrows: { hero: 'Odakta', everyday: 'Her gün', selfie: 'Deniyorum', unboxing: 'Kutu açılışı' },
    newBadge: 'Yeni',
  },
};
