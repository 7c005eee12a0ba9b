/**
 * Indonesian (Bahasa Indonesia): every word the service writes in Indonesian, for review in one
 * place. Casual, playful and urgent copy speaks as creators do on Instagram and TikTok ("aku",
 * "kamu", a little everyday slang such as "nggak", "banget", "yuk"); professional and luxury copy
 * uses "Anda". Indonesian neither inflects nouns nor agrees verbs in number, so a product's name
 * stands anywhere in a sentence and no template needs `s.verb`.
 *
 * Nothing here claims a rating, review, newness, offer, popularity or scarcity: those sentences are
 * in `claims` and used only with the matching claim. "Baru" (new) is therefore never used, not even
 * in its sense of "just" ("baru sampai"), so that a reader never takes it for a claim.
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
    (s) => `${s.Name}, ke mana saja kamu selama ini?`,
    (s) => `Masuk daftar andalan harianku: ${s.name}.`,
    (s) => `Boleh ngobrolin ${s.name} sebentar?`,
    (s) => `Hal kecil, bedanya besar: ${s.name}.`,
    (s) => `Nggak nyangka bakal sesuka ini sama ${s.name}.`,
    (s) => `Andalan harianku sekarang? ${s.Name}.`,
    (s) => `Kenalan dulu yuk sama ${s.name}.`,
    (s) => `Catatan singkat soal ${s.name}.`,
    (s) => `Ini yang aku suka dari ${s.name}.`,
    (s) => `${s.Name} resmi masuk daftarku.`,
    (s) => `Pilihan hari ini: ${s.name}.`,
    (s) => `Sesuatu yang menyenangkan buat minggumu: ${s.name}.`,
    (s) => `Sesuai janji, kita lihat lebih dekat ${s.name}.`,
    (s) => `Aku tunjukin ${s.name} ya.`,
    (s) => `Akhir-akhir ini lagi sering banget bareng ${s.name}.`,
  ],
  professional: [
    (s) => `${s.Name}: dirancang untuk bekerja, dan bekerja dengan baik.`,
    (s) => `Perkenalkan ${s.name}: desain yang matang, manfaat yang nyata.`,
    (s) => `Kualitas yang terlihat: ${s.name}.`,
    (s) => `Dirancang dengan tujuan: ${s.name}.`,
    (s) => `Melihat lebih dekat ${s.name}.`,
    (s) => `Apa yang membuat ${s.name} berbeda? Mari kita lihat.`,
    (s) => `Lebih sedikit gimik, lebih banyak substansi: ${s.name}.`,
    (s) => `Dibangun di atas hal yang penting: ${s.name}.`,
    (s) => `Detail di balik ${s.name}.`,
    (s) => `Tiga alasan untuk melirik ${s.name}.`,
    (s) => `Kualitas, dibuat sederhana: ${s.name}.`,
  ],
  playful: [
    (s) => `Plot twist: ${s.name} mencuri perhatian.`,
    (s) => `Peringatan: ${s.name} bisa bikin bahagia berlebihan.`,
    (s) => `POV: kamu akhirnya nemu ${s.name}.`,
    (s) => `${s.Name} punya energi tokoh utama, serius.`,
    (s) => `Mawar itu merah, langit itu biru, ${s.name} hadir untukmu.`,
    (s) => `Bentar, lagi terobsesi sama ${s.name}.`,
    (s) => `Cuma kita, atau ${s.name} memang ikonik?`,
    (s) => `Ini tandamu buat coba ${s.name}.`,
    (s) => `Ayo joget bahagia: ${s.name} sudah di sini!`,
    (s) => `Bukan mau lebay, tapi ${s.name} itu definisi mood.`,
    (s) => `Obsesi saat ini: ${s.name}.`,
    (s) => `Tambahkan ${s.name} ke daftar hal yang bikin bahagia.`,
  ],
  luxury: [
    (s) => `${s.Name}. Istimewa dalam diam.`,
    (s) => `Untuk mereka yang memperhatikan detail: ${s.name}.`,
    (s) => `Kenikmatan, disempurnakan: ${s.name}.`,
    (s) => `Beberapa hal layak dinikmati perlahan. ${s.Name} salah satunya.`,
    (s) => `Keanggunan tanpa usaha: ${s.name}.`,
    (s) => `Seni kesederhanaan, disempurnakan: ${s.name}.`,
    (s) => `Tingkatkan keseharian Anda dengan ${s.name}.`,
    (s) => `Bersahaja. Penuh pertimbangan. ${s.Name}.`,
    (s) => `${s.Name}, dipikirkan hingga detail terkecil.`,
    (s) => `Untuk selera yang terpilih: ${s.name}.`,
  ],
  urgent: [
    (s) => `Hari ini saatnya mencoba ${s.name}.`,
    (s) => `Berhenti scroll: ${s.name} layak dilirik.`,
    (s) => `Siap kapan pun kamu siap: ${s.name}.`,
    (s) => `Sekarang momen yang pas untuk ${s.name}.`,
    (s) => `Kalau kamu sedang menunggu ${s.name}, inilah saatnya.`,
    (s) => `Tanda buat coba ${s.name}, hari ini.`,
    (s) => `Masukkan ${s.name} ke harimu, mulai sekarang.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Minggu ini aku coba ${s.name}.` },
    { line: (s) => `Kesan pertama soal ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Mengamati ${s.name} dari dekat.`, tones: POLISHED },
    { line: (s) => `Pendapatku tanpa filter soal ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `Unboxing ${s.name} bareng kamu.` },
    { line: (s) => `Paketnya sudah sampai: ${s.name}.` },
    { line: (s) => `Hari paket datang! ${s.Name} sudah di sini.`, tones: WARM },
    { line: (s) => `Lihat apa yang datang: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Intip isi kotaknya: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `Membuka ${s.name}, perlahan.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Ritual kecil sehari-hari bersama ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Pagi yang santai, cahaya yang cantik, dan ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, tepat di tempatnya.` },
    { line: (s) => `Begini ${s.name} masuk ke keseharianku.`, tones: ['casual', 'professional'] },
    { line: (s) => `Hidup sehari-hari, sedikit lebih baik dengan ${s.name}.` },
    { line: (s) => `Cahaya jendela, meja yang tenang, dan ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name}, di bawah sorotan.` },
    { line: (s) => `Dari setiap sudut, setiap detail: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Garis bersih. Fokus penuh. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Kenalan dengan ${s.name}, di tengah panggung.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Dirancang untuk dilihat: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Segar dari studio: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Berani lewat desain: ${s.name}.` },
    { line: (s) => `${s.Name}, penuh warna.` },
    { line: (s) => `Blok warna, siap tampil: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Naikkan warnanya bersama ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Tampil berani, penuh karakter: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Mustahil di-skip: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Tonton sampai akhir: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Kasih aku 20 detik untuk meyakinkanmu soal ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Masalahnya, dan solusinya: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Uji coba nyata ${s.name}, langsung di depan kamera.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name}, dalam gerak.` },
    { line: (s) => `Saksikan ${s.name} menjadi hidup.` },
    { line: (s) => `Setiap detail ${s.name}, dalam satu film pendek.`, tones: POLISHED },
    { line: (s) => `Nyalakan suaranya untuk ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Pandangan pertama ke ${s.name}, bingkai demi bingkai.`, tones: POLISHED },
    { line: (s) => `Kedip sedikit, bisa kelewatan: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    () => 'Sekarang jadi pilihan otomatis, tanpa mikir lagi.',
    () => 'Simpel, gampang, dan jujur saja, menyenangkan untuk dimiliki.',
    () => 'Nggak ribet, nggak banyak langkah, pokoknya berfungsi.',
    () => 'Pas banget untuk hari yang biasa tapi sibuk.',
    () => 'Ternyata peningkatan kecil itu benar-benar terasa.',
    () => 'Aku nggak tahu butuh ini sampai sekarang.',
    () => 'Peningkatan kecil yang terasa setiap hari.',
    () => 'Gampang disukai, gampang dipakai terus.',
    () => 'Hal yang baik nggak perlu rumit.',
    () => 'Detail kecilnya yang bikin beda.',
    () => 'Mudah untuk mulai, mudah untuk suka.',
    () => 'Salah satu temuan yang akhirnya kamu ceritakan ke semua orang.',
    () => 'Dibuat untuk kehidupan nyata, bukan cuma untuk foto.',
    () => 'Nggak ada yang rumit, pokoknya menyenangkan.',
    () => 'Kebahagiaan kecil di hari yang biasa.',
    () => 'Dibuat untuk dipakai, bukan disimpan untuk acara khusus.',
    () => 'Praktis, cantik, dan gampang jadi bagian hidup.',
    () => 'Jenis barang yang diam-diam bikin hari lebih baik.',
    () => 'Coba sekali, langsung jadi bagian rutinitas.',
    () => 'Desain bagus yang terasa saat dipakai sehari-hari.',
  ],
  professional: [
    () => 'Dirancang dengan cermat, dibuat dengan teliti, dan berpusat pada kebutuhan nyata.',
    () => 'Setiap detail sudah dipertimbangkan, jadi Anda bisa fokus pada hal yang penting.',
    () => 'Kualitas konsisten yang bisa Anda andalkan, hari demi hari.',
    () => 'Dibuat untuk mereka yang menghargai kualitas dan tidak punya waktu untuk kompromi.',
    () => 'Andal, matang, dan siap kapan pun Anda siap.',
    () => 'Pilihan cerdas bagi siapa saja yang mengharapkan lebih dari barang yang mereka gunakan.',
    () => 'Manfaat jelas, tanpa gimik.',
    () => 'Dibuat dengan standar yang jelas, dan dibuat untuk bertahan lama.',
  ],
  playful: [
    () => 'Efek samping: merekomendasikannya ke orang yang nggak dikenal.',
    () => 'Dirimu di masa depan sudah bilang terima kasih.',
    () => 'Rasanya seperti naik level, dan kami suka.',
    () => 'Suntikan serotonin? Cek.',
    () => 'Nol penyesalan, penuh energi positif.',
    () => 'Lucu, cerdas, dan sedikit bikin nagih.',
    () => 'Energi tokoh utama, dalam wujud produk.',
  ],
  luxury: [
    () => 'Setiap detail dipertimbangkan, setiap sentuhan disengaja.',
    () => 'Untuk momen-momen yang layak mendapat sedikit lebih.',
    () => 'Percaya diri yang tenang, tanpa hal yang tak perlu.',
    () => 'Kenikmatan yang membuat Anda kembali lagi dan lagi.',
    () => 'Karena keseharian pun layak terasa luar biasa.',
    () => 'Abadi, matang, dan sepenuhnya milik Anda.',
    () => 'Keahlian yang terasa sejak momen pertama.',
    () => 'Istimewa dengan tenang, dalam segala hal.',
  ],
  urgent: [
    () => 'Waktu terbaik untuk mencobanya adalah sekarang.',
    () => 'Ini momenmu, ambil sekarang.',
    () => 'Semangat naik, alasan turun.',
    () => 'Siap kapan pun kamu siap.',
    () => 'Nggak ada alasan untuk menundanya lagi.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [{ line: () => 'Yang paling aku suka? Selalu berfungsi, setiap kali dipakai.' }],
  unboxing: [
    { line: () => 'Membukanya terasa seperti acara kecil.', tones: WARM },
    { line: () => 'Dikemas cantik, dan lebih bagus lagi kalau dilihat langsung.' },
    {
      line: () => 'Semua yang kamu butuhkan ada di dalam kotak.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => 'Pandangan pertama saat keluar dari kotak? Sepadan dengan menunggu.' },
    { line: () => 'Membukanya terasa seperti membuka hadiah.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    { line: () => 'Menyatu dengan keseharian, dari pagi yang santai sampai sore yang sibuk.' },
    { line: () => 'Cahaya yang bagus, meja yang rapi, dan hal-hal sederhana yang dibuat dengan baik.' },
    { line: () => 'Dibuat untuk dipajang, bukan disembunyikan di laci.' },
    { line: () => 'Ritual kecil itulah yang bikin hari terasa milikmu.', tones: [...WARM, 'luxury'] },
    {
      line: () => 'Dibuat untuk rumah dan rutinitas yang nyata.',
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  'studio-hero': [
    { line: () => 'Bersih, simpel, dan dibuat untuk menonjol sendiri.' },
    { line: () => 'Setiap lekuk dan permukaan ada untuk diperhatikan.', tones: POLISHED },
    { line: () => 'Lihat lebih dekat: detailnya adalah seluruh cerita.' },
    { line: () => 'Bentuk murni, tanpa gangguan.' },
    { line: () => 'Dirancang dengan sengaja, sampai detail terakhir.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Warna berani, sikap lebih berani.', tones: [...WARM, 'urgent'] },
    { line: () => 'Dibuat untuk menonjol di feed mana pun, juga di dunia nyata.' },
    { line: () => 'Sentuhan warna yang bikin semua di sekitarnya tampak lebih baik.' },
    { line: () => 'Percaya diri, cerah, dan mustahil diabaikan.' },
  ],
  'ugc-video': [
    { line: () => 'Tonton videonya sampai habis untuk melihatnya beraksi.' },
    {
      line: () => 'Tanpa filter, tanpa naskah, cuma percobaan pertama di depan kamera.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'Lihat pemakaian aslinya, dari awal sampai akhir.' },
    { line: () => 'Tonton sampai akhir; bagian terbaiknya ada di sana.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Film pendek tentang detail yang membuatnya istimewa.' },
    { line: () => 'Lihat setiap sudut dan setiap sentuhan akhir, dalam gerak.' },
    { line: () => 'Tekan play untuk melihat semuanya.', tones: [...WARM, 'urgent'] },
    { line: () => 'Direkam dari dekat, supaya Anda bisa melihat bedanya.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Kamu mau coba? Cerita di kolom komentar.' },
    { line: () => 'Link di bio kalau kamu mau coba.', platforms: BIO_LINK },
    { line: () => 'Simpan dulu untuk nanti.', platforms: SAVING },
    { line: () => 'Tag teman yang butuh ini.', platforms: TAGGING },
    { line: () => 'Cobain, terus kabari aku pendapatmu.' },
    { line: () => 'Layak dicoba. Percaya deh.' },
    { line: () => 'Bagikan ke orang yang bakal suka.' },
    { line: () => 'Ada pertanyaan? Tanya di kolom komentar.' },
    { line: (s) => `Kamu sudah pernah coba ${s.name}? Ceritain dong.` },
    { line: () => 'Penasaran? Yuk, intip.' },
    { line: () => 'Follow untuk temuan seperti ini lainnya.' },
    { line: (s) => `Kamu bakal masukin ${s.name} ke rutinitasmu?` },
    { line: () => 'Detail lengkapnya ada di halaman kami.' },
    {
      line: () => 'Simpan postingan ini untuk daftar belanja berikutnya.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Tulis pertanyaanmu di bawah.' },
    { line: (s) => `Kalau kamu, ${s.name} cocoknya buat momen apa?` },
    { line: () => 'Kirim ke seseorang yang pasti suka.' },
    { line: () => 'Temukan lewat link di profil kami.' },
  ],
  professional: [
    { line: () => 'Pelajari lebih lanjut lewat link di bio kami.', platforms: BIO_LINK },
    { line: () => 'Cari tahu lebih lanjut hari ini.' },
    { line: () => 'Hubungi kami untuk informasi lebih lanjut.' },
    {
      line: () => 'Bagikan pendapat Anda di kolom komentar.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'Apa yang ingin Anda lihat selanjutnya? Beri tahu kami.' },
    { line: (s) => `Temukan ${s.name} hari ini.` },
    { line: () => 'Ikuti kami untuk kabar selanjutnya.' },
    { line: () => 'Baca detail lengkapnya di situs kami.' },
    { line: () => 'Ada pertanyaan? Tim kami siap membantu.' },
  ],
  playful: [
    { line: () => 'Double tap kalau kamu juga jatuh hati.', platforms: ['instagram'] },
    { line: () => 'Ayo, manjakan dirimu.' },
    { line: () => 'Tag seseorang yang butuh ini dalam hidupnya.', platforms: TAGGING },
    { line: () => 'Kasih 🔥 kalau kamu mau coba.' },
    { line: () => 'Masukkan keranjang, terima kasihnya nanti saja.' },
    { line: () => 'Kamu tahu kamu mau.' },
    { line: () => 'Pin sekarang, berterima kasih pada diri sendiri nanti.', platforms: ['pinterest'] },
    { line: () => 'Sekarang giliranmu.' },
    { line: () => 'Ayo, intip sebentar.' },
  ],
  luxury: [
    { line: (s) => `Temukan ${s.name}.` },
    { line: () => 'Temukan sendiri lewat link di bio.', platforms: BIO_LINK },
    { line: (s) => `Jadikan ${s.name} bagian dari ritual Anda.` },
    { line: (s) => `Rasakan sendiri ${s.name}.` },
    { line: () => 'Hadiahi diri Anda sesuatu yang istimewa.' },
    { line: () => 'Manjakan diri. Anda layak mendapatkannya.' },
    { line: () => 'Simpan untuk kenikmatan Anda berikutnya.', platforms: ['pinterest', 'instagram'] },
    { line: () => 'Temukan lebih banyak di situs kami.' },
  ],
  urgent: [
    { line: () => 'Dapatkan punyamu hari ini.' },
    { line: () => 'Jangan tunggu lagi. Ambil sekarang.' },
    { line: () => 'Klik link di bio sekarang.', platforms: BIO_LINK },
    { line: () => 'Pesan sekarang, berterima kasih pada diri sendiri nanti.' },
    { line: (s) => `Jadikan ${s.name} milikmu hari ini.` },
    { line: () => 'Mulai hari ini.' },
    { line: () => 'Klik dan lihat sendiri.' },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'Bagaimana menurut Anda? Saya ingin mendengar perspektif Anda di kolom komentar.' },
    {
      line: () => 'Ikuti untuk kabar produk berikutnya, dan bagikan ini ke tim Anda.',
      tones: ['professional'],
    },
  ],
  pinterest: [
    { line: () => 'Simpan Pin ini untuk nanti.' },
    { line: () => 'Pin untuk papan ide berikutnya.' },
  ],
  x: [{ line: () => 'Balas dengan pendapatmu.' }],
  bluesky: [{ line: () => 'Ada pendapat? Balas di bawah.' }],
  threads: [{ line: () => 'Ceritain di balasan.' }],
};

/** What each kind of product does for people; no numbers, ingredients or results a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Langkah yang tenang dan simpel untuk rutinitas pagi dan malammu.',
    () => 'Mudah dilapis di bawah produk lain dalam rutinitasmu.',
    () => 'Skincare yang enak dipakai, jadi kamu benar-benar rajin memakainya.',
    () => 'Dua menit untuk kulitmu, pagi dan malam.',
  ],
  haircare: [
    () => 'Hari keramas jadi sedikit lebih mudah.',
    () => 'Untuk rambut yang kembali terasa seperti milikmu.',
    () => 'Cocok untuk rutinitas keramas apa pun, singkat atau panjang.',
    () => 'Hari rambut bagus dimulai dari kamar mandi.',
  ],
  makeup: [
    () => 'Mudah dibaurkan dalam hitungan detik, nyaman seharian.',
    () => 'Cukup mudah untuk dandan lima menit, cukup cantik untuk malam di luar.',
    () => 'Sekarang selalu ada di tasku.',
  ],
  fragrance: [
    () => 'Aroma yang bertahan secukupnya.',
    () => 'Sekali semprot, hari terasa lebih milikmu.',
    () => 'Lembut di pagi hari, masih tercium di sore hari.',
  ],
  coffee: [
    () => 'Kopi pagimu, dibuat dengan serius.',
    () => 'Seduh sesukamu: filter, espresso, atau French press.',
    () => 'Seruput pertama adalah bagian terbaik pagi hari.',
    () => 'Secangkir yang layak dinikmati pelan-pelan.',
  ],
  tea: [
    () => 'Seduh, tarik napas, nikmati.',
    () => 'Secangkir yang menenangkan di tengah hari yang sibuk.',
    () => 'Untuk sore yang santai dan cangkir kedua.',
  ],
  food: [
    () => 'Urusan sarapan, beres.',
    () => 'Makanan enak yang pas untuk malam hari kerja.',
    () => 'Andalan dapur yang kamu ambil setiap hari.',
    () => 'Bahan sederhana, diolah dengan baik.',
    () => 'Untuk meja makan yang kamu bagi bersama orang tersayang.',
    () => 'Rasa dulu, yang lain belakangan.',
  ],
  snacks: [
    () => 'Waktu ngemil yang benar-benar kamu tunggu.',
    () => 'Untuk laci meja kerja, perjalanan jauh, dan rasa lapar jam empat sore.',
    () => 'Renyah dulu, tanya belakangan.',
  ],
  drinks: [
    () => 'Dingin, segar, dan siap kapan pun kamu siap.',
    () => 'Sesuatu yang enak untuk diseruput, kapan saja.',
    () => 'Tuang di atas es dan tarik napas sejenak.',
  ],
  spirits: [
    () => 'Untuk malam yang santai dan teman yang menyenangkan.',
    () => 'Tanpa campuran, dengan es, atau di koktail favoritmu.',
    () => 'Sebotol yang layak dibuka bersama teman. Nikmati dengan bijak.',
  ],
  footwear: [
    () => 'Nyaman mengikuti harimu, dari langkah pertama sampai terakhir.',
    () => 'Dibuat untuk berjalan: perjalanan kerja, akhir pekan, dan semua di antaranya.',
    () => 'Ikat talinya dan berangkat.',
  ],
  apparel: [
    () => 'Mudah dipakai, mudah dipadukan, dibuat untuk dipakai berkali-kali.',
    () => 'Satu item yang cocok dengan semua isi lemarimu.',
    () => 'Bisa dibuat rapi, bisa juga santai.',
  ],
  accessories: [
    () => 'Sentuhan akhir yang selama ini kurang dari gaya harianmu.',
    () => 'Detail kecil, beda besar untuk penampilan.',
    () => 'Dibuat untuk ikut ke mana pun kamu pergi.',
  ],
  jewellery: [
    () => 'Sedikit kilau untuk setiap hari.',
    () => 'Dibuat untuk dipakai, ditumpuk, dan disayang.',
    () => 'Jenis perhiasan yang nggak pernah kamu lepas.',
  ],
  tech: [
    () => 'Pasang dalam hitungan menit, lalu lupakan bahwa ia ada.',
    () => 'Teknologi yang nggak merepotkan.',
    () => 'Dibuat untuk membuat keseharian sedikit lebih lancar.',
  ],
  audio: [
    () => 'Tekan play dan biarkan musik memenuhi ruangan.',
    () => 'Suara jernih untuk podcast, playlist, dan semua di antaranya.',
    () => 'Soundtrack harimu, ke mana pun kamu pergi.',
    () => 'Besarkan volumenya dan dengar sendiri bedanya.',
    () => 'Pas untuk sesi dengar yang panjang maupun perjalanan singkat.',
    () => 'Suara yang mengisi momen-momen tenang.',
  ],
  home: [
    () => 'Perubahan kecil, seluruh ruangan terasa berbeda.',
    () => 'Untuk sudut-sudut rumah yang paling kamu sukai.',
    () => 'Rumah, sedikit lebih hangat.',
  ],
  candles: [
    () => 'Nyalakan, redupkan lampu, dan pelan-pelan saja.',
    () => 'Cahaya hangat untuk malam yang tenang.',
    () => 'Cara termudah membuat ruangan terasa seperti rumah.',
  ],
  kitchen: [
    () => 'Untuk masak sehari-hari, dari sarapan kilat sampai makan malam panjang di hari Minggu.',
    () => 'Alat dapur yang pertama kamu ambil.',
    () => 'Masak di rumah, jadi lebih simpel.',
  ],
  fitness: [
    () => 'Dibuat untuk mengimbangi latihanmu, repetisi demi repetisi.',
    () => 'Latihanmu, temponya kamu yang tentukan.',
    () => 'Untuk hari-hari saat kamu hadir untuk dirimu sendiri.',
  ],
  pets: [
    () => 'Dibuat dengan memikirkan sahabat terbaikmu.',
    () => 'Anabul senang, rumah pun senang.',
    () => 'Karena mereka juga layak mendapat yang terbaik.',
  ],
  baby: [
    () => 'Untuk si kecil dan orang dewasa yang merawatnya.',
    () => 'Satu hal yang tak perlu dipikirkan di hari-hari sibuk bersama bayi.',
    () => 'Lembut, praktis, dan mudah dibersihkan.',
  ],
  books: [
    () => 'Cari posisi nyaman: yang satu ini susah diletakkan.',
    () => 'Teman yang pas untuk malam yang tenang.',
    () => 'Bacaan yang layak diberi waktu.',
  ],
  services: [
    () => 'Disusun sesuai tujuanmu, dengan ritmemu.',
    () => 'Kami urus detailnya, kamu fokus pada yang penting.',
    () => 'Langkah jelas, dukungan nyata.',
  ],
  general: [
    () => 'Dibuat untuk keseharian, dan dibuat untuk tahan lama.',
    () => 'Simpel, berguna, dan menyenangkan untuk dimiliki.',
    () => 'Dirancang dengan cermat, sampai detail kecil.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['skincare', 'skincareroutine', 'perawatankulit', 'skincareindonesia'],
  haircare: ['haircare', 'perawatanrambut', 'rambutsehat', 'haircareindonesia'],
  makeup: ['makeup', 'makeupharian', 'makeupindonesia', 'beauty'],
  fragrance: ['parfum', 'wewangian', 'wangiseharian'],
  coffee: ['kopi', 'ngopi', 'kopisusu', 'pecintakopi'],
  tea: ['teh', 'ngeteh', 'waktuminumteh', 'pecintateh'],
  food: ['kuliner', 'sarapan', 'makananenak', 'masakanrumahan'],
  snacks: ['camilan', 'ngemil', 'cemilan', 'camilansehat'],
  drinks: ['minuman', 'minumansegar', 'segar'],
  spirits: ['koktail', 'cheers', 'nikmatidenganbijak'],
  footwear: ['sepatu', 'sneakers', 'sepatukeren', 'ootd'],
  apparel: ['fashion', 'ootd', 'ootdindonesia', 'gayaharian'],
  accessories: ['aksesoris', 'fashion', 'gayaharian'],
  jewellery: ['perhiasan', 'aksesoris', 'perhiasanharian'],
  tech: ['teknologi', 'gadget', 'techindonesia', 'setupmeja'],
  audio: ['audio', 'musik', 'speaker', 'dengarmusik'],
  home: ['dekorasirumah', 'interior', 'rumahminimalis', 'homedecor'],
  candles: ['lilinaromaterapi', 'lilin', 'rumahnyaman', 'aromaterapi'],
  kitchen: ['dapur', 'masakdirumah', 'peralatandapur', 'resepmudah'],
  fitness: ['fitness', 'olahraga', 'workout', 'hidupsehat'],
  pets: ['anabul', 'hewanpeliharaan', 'petlovers', 'anabulindonesia'],
  baby: ['bayi', 'parenting', 'ibudananak', 'perlengkapanbayi'],
  books: ['buku', 'bookstagram', 'membaca', 'rekomendasibuku'],
  services: ['bisnis', 'pengembangandiri', 'belajar'],
  general: ['kebutuhanharian', 'desain', 'idekado'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'kesanpertama', 'cobadulu'],
  unboxing: ['unboxing', 'paketdatang', 'happymail'],
  lifestyle: ['keseharian', 'slowliving', 'ritualharian'],
  'studio-hero': ['desainproduk', 'minimalis', 'detail'],
  'colour-hero': ['warnawarni', 'warnaberani', 'colorpop'],
  'ugc-video': ['ugc', 'tontonini', 'kesanpertama'],
  'product-video': ['filmproduk', 'pandanganpertama', 'inmotion'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['seharihari', 'favorit', 'wajibpunya'],
  professional: ['kualitas', 'desain', 'inovasi'],
  playful: ['jatuhcinta', 'selfreward', 'goodvibes'],
  luxury: ['mewah', 'elegan', 'timeless'],
  urgent: ['belisekarang', 'jangantunggu', 'selfreward'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['fyp', 'fypindonesia'],
  linkedin: ['bisnis', 'desainproduk'],
  pinterest: ['inspirasi', 'ide'],
};

const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: () =>
          'Selfie close-up sejauh lengan, kreator menatap langsung ke lensa; push-in cepat saat produk diangkat ke frame.',
        onScreenText: () => 'Tunggu sampai lihat ini',
        voiceover: (s) => `Stop scroll dulu, aku harus cerita soal ${s.name}.`,
      },
      {
        shot: () =>
          'Selfie handheld, kreator berjalan ke arah kamera di ruangan terang, produk sedikit blur.',
        onScreenText: () => 'Nggak nyangka sama sekali',
        voiceover: () => 'Aku nggak nyangka bakal sesuka ini.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Framing selfie rapat, kreator sedang tertawa, lalu whip pan ke produk di meja.',
        onScreenText: () => 'Kamu harus lihat ini',
        voiceover: (s) => `Oke, akhirnya aku coba ${s.name}.`,
      },
      {
        shot: () => 'Selfie close-up, kreator mendekat ke lensa dan mengangkat satu jari, push-in cepat.',
        onScreenText: () => 'Jangan beli apa pun dulu',
        voiceover: () => 'Jangan beli apa pun sebelum nonton video ini.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () =>
          'Medium shot, kreator merosot di sofa dan menghela napas ke kamera; sedikit goyangan tangan.',
        onScreenText: () => 'Pernah ngerasain?',
        voiceover: () => 'Aku capek banget sama barang yang janjinya berlebihan.',
      },
      {
        shot: () => 'Shot dari balik bahu, kreator menggulir produk di ponsel, kelihatan belum yakin.',
        onScreenText: () => 'Nggak ada yang cocok',
        voiceover: () => 'Sudah coba banyak pilihan, tapi nggak ada yang bertahan.',
      },
      {
        shot: () => 'Close-up wajah kreator, alis terangkat, zoom in perlahan.',
        onScreenText: () => 'Perjuangannya nyata',
        voiceover: () => 'Jujur, yang aku pakai sebelumnya nggak pernah cukup.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () => 'Kreator mengangkat produk ke frame dari bawah; fokus pindah dari wajah ke produk.',
        onScreenText: (s) => `Kenalan dengan ${s.name}`,
        voiceover: (s) => `Lalu aku ketemu ${s.name}, dan semuanya berubah.`,
      },
      {
        shot: () => 'Shot dari atas, tangan meletakkan produk di meja, zoom in cepat.',
        onScreenText: (s) => `Inilah ${s.name}`,
        voiceover: (s) => `Jadi aku coba ${s.name} dengan serius.`,
      },
      {
        shot: () => 'Produk dipegang di samping wajah, kreator mengangguk ke kamera, snap zoom.',
        onScreenText: () => 'Pengubah permainan',
        voiceover: (s) => `Ini ${s.name}, dan sekarang jadi favoritku.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () =>
          'Close-up tangan memakai produk di dekat jendela dengan cahaya alami, mengikuti perlahan secara handheld.',
        onScreenText: () => 'Cara pakainya',
        voiceover: () => 'Begini cara aku pakai setiap hari, tanpa ribet.',
      },
      {
        shot: () => 'Tiga jump cut cepat produk dipakai dari sudut berbeda, handheld.',
        onScreenText: () => 'Semudah itu',
        voiceover: () => 'Cuma butuh beberapa detik dan langsung pas dengan hariku.',
      },
      {
        shot: () => 'Shot dari balik bahu, kreator memakai produk di situasi nyata, push-in stabil.',
        onScreenText: () => 'Lihat ini',
        voiceover: () => 'Lihat apa yang terjadi waktu aku uji langsung.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () =>
          'Selfie close-up, kreator tersenyum, memegang produk di samping wajah dan mengacungkan jempol.',
        onScreenText: () => 'Yang paling terasa',
        voiceover: () => 'Yang langsung terasa buatku? Betapa mudahnya dipakai.',
      },
      {
        shot: () => 'Momen sebelum dan sesudah berdampingan, framing statis, potongan cepat di antaranya.',
        onScreenText: () => 'Lihat sendiri',
        voiceover: () => 'Lihat dari dekat dan nilai sendiri.',
      },
      {
        shot: () => 'Medium shot, kreator memutar produk di tangan ke arah lensa, tanpa terburu-buru.',
        onScreenText: () => 'Dari dekat, tanpa filter',
        voiceover: () => 'Ini dia dari dekat, tanpa filter, tanpa naskah.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Framing selfie, kreator menunjuk ke bawah ke arah caption sambil memegang produk.',
        onScreenText: () => 'Link di bio',
        voiceover: (s) => `Percaya deh, coba sendiri ${s.name}. Link di bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Produk di tengah meja, tangan kreator mengetuknya, freeze frame.',
        onScreenText: () => 'Dapatkan hari ini',
        voiceover: () => 'Kalau masih ragu, ini tandamu untuk mencobanya.',
      },
      {
        shot: () => 'Kreator berjalan ke kamera sambil memegang produk, push-in cepat ke close-up.',
        onScreenText: () => 'Giliranmu',
        voiceover: () => 'Sekarang giliranmu: cobain, nanti terima kasih ke aku.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Push-in perlahan ke produk di atas kain linen dalam cahaya jendela lembut, kreator blur di belakang.',
        onScreenText: (s) => `Temukan ${s.name}`,
        voiceover: (s) => `Manjakan dirimu dengan ${s.name}. Kamu layak.`,
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
          'Makro ekstrem pada satu sisi produk dalam bayangan; bergeser pelan di permukaan saat cahaya menyapu masuk.',
        onScreenText: () => 'Lihat lebih dekat',
        voiceover: () => 'Lihat lebih dekat. Yang satu ini layak diperhatikan.',
      },
      {
        shot: () => 'Latar gelap mulus, produk berupa siluet sementara rim light perlahan menyala.',
        onScreenText: () => 'Perhatikan baik-baik',
        voiceover: () => 'Perhatikan baik-baik. Setiap cerita hebat dimulai dari satu detail.',
      },
      {
        shot: () =>
          'Dolly sudut rendah ke arah bentuk tertutup di atas podium, kabut tipis dan cahaya hangat dari belakang.',
        onScreenText: () => 'Siap?',
        voiceover: () => 'Kami ingin menunjukkan sesuatu yang kami banggakan.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () => 'Hero shot produk di tengah latar mulus, orbit 180 derajat perlahan, bayangan lembut.',
        onScreenText: (s) => `Sapa ${s.name}`,
        voiceover: (s) => `Sapa ${s.name}, dibuat untuk cara Anda menjalani hari.`,
      },
      {
        shot: () =>
          'Penutup terangkat dari produk dalam satu gerakan mulus; kamera mendorong masuk ke hero frame di tengah.',
        onScreenText: (s) => `Kenalan dengan ${s.name}`,
        voiceover: (s) => `Kenalan dengan ${s.name}, dirancang untuk menonjol sejak pandangan pertama.`,
      },
      {
        shot: () => 'Produk naik ke frame di atas meja putar dan lampu menyala; kamera diam.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Inilah ${s.name}, dan panggungnya sudah siap.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Close-up makro tekstur dan permukaan, rack focus perlahan di sepanjang produk.',
        onScreenText: () => 'Dalam setiap detail',
        voiceover: () => 'Setiap permukaan, setiap sentuhan akhir, setiap detail dipikirkan dengan cermat.',
      },
      {
        shot: () => 'Pan perlahan dari atas produk, cahaya samping tajam menyapu permukaan.',
        onScreenText: () => 'Dibuat dengan teliti',
        voiceover: () => 'Lihat lebih dekat, dan Anda akan melihat ketelitian di setiap bagiannya.',
      },
      {
        shot: () => 'Dua potongan makro cepat dari sudut berbeda, ruang tajam yang dangkal.',
        onScreenText: () => 'Matang, luar dan dalam',
        voiceover: () => 'Desain yang matang, luar dan dalam, sampai detail terkecil.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () =>
          'Produk dipakai di suasana sehari-hari yang terang, diikuti secara handheld, cahaya alami.',
        onScreenText: () => 'Untuk setiap hari',
        voiceover: () => 'Menyatu dengan hari Anda dan membuat momen kecil terasa lebih baik.',
      },
      {
        shot: () =>
          'Medium shot gaya hidup: tangan meraih produk di meja yang disinari matahari, gerak lambat lembut.',
        onScreenText: () => 'Simpel. Tanpa usaha.',
        voiceover: () => 'Mudah dipakai, mudah disukai, dan dibuat untuk mengikuti langkah Anda.',
      },
      {
        shot: () => 'Layar terbagi berisi produk dalam tiga momen sehari-hari, potongan cepat berirama.',
        onScreenText: () => 'Ke mana pun harimu',
        voiceover: () => 'Dari pagi yang sibuk sampai malam yang tenang, selalu ada saat Anda butuh.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Hero frame terakhir, produk di tengah dengan warna merek, push-in perlahan, ruang kosong di atas untuk judul.',
        onScreenText: () => 'Temukan hari ini',
        voiceover: (s) => `${s.Name}. Temukan hari ini.`,
      },
      {
        shot: () => 'Produk di podium; kamera mundur ke frame lebar saat cahaya mereda.',
        onScreenText: () => 'Dapatkan hari ini',
        voiceover: () => 'Jangan tunggu lagi. Dapatkan hari ini dan rasakan bedanya.',
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Hero shot terkunci, produk berputar perlahan di meja putar, ruang end card di atasnya.',
        onScreenText: () => 'Klik untuk belanja',
        voiceover: () => 'Klik link-nya dan jadikan milikmu hari ini.',
      },
      {
        shot: () =>
          'Dolly out perlahan dari produk di bawah satu cahaya lembut, bayangan dalam, ruang end card di atas.',
        onScreenText: (s) => `Temukan ${s.name}`,
        voiceover: (s) => `${s.Name}. Untuk mereka yang merasakan bedanya.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Close-up produk di samping ponsel yang menampilkan ulasan, kreator mengangguk ke kamera.',
    onScreenText: 'Ulasan asli pelanggan',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} menulis` : 'Seorang pelanggan menulis'}: “${quote}.”`,
    rating: (stars) => `Rating ${stars} dari 5.`,
  },
  tease: {
    shot: 'Makro ekstrem pada satu sisi produk dalam bayangan; bergeser pelan di permukaan saat cahaya menyapu masuk.',
    onScreenText: 'Ada yang baru',
    voiceover: 'Ada yang baru di sini, dan layak ditunggu.',
  },
  cta: {
    shot: 'Hero frame terakhir, produk di tengah, promo ditulis dengan huruf bersih di atasnya.',
    voiceover: (offer) => `${offer}. Klik link-nya untuk mendapatkannya.`,
  },
};

/**
 * Words that name each category, lower case; matched as whole words. Words that are also common
 * English ("air" for water, "jam" for a watch) are only listed inside longer phrases.
 */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  skincare: [
    'serum',
    'pelembap',
    'pelembab',
    'sabun wajah',
    'pembersih wajah',
    'tabir surya',
    'sunscreen',
    'toner',
    'krim',
    'masker wajah',
    'skincare',
    'wajah',
    'perawatan kulit',
    'kulit wajah',
  ],
  haircare: ['sampo', 'shampo', 'kondisioner', 'rambut', 'minyak rambut', 'hair tonic'],
  makeup: [
    'lipstik',
    'lipstick',
    'maskara',
    'bedak',
    'alas bedak',
    'eyeliner',
    'perona pipi',
    'blush',
    'cushion',
    'makeup',
    'riasan',
  ],
  fragrance: ['parfum', 'minyak wangi', 'wewangian', 'eau de parfum', 'cologne'],
  coffee: ['kopi', 'espresso', 'biji kopi', 'kopi susu', 'cold brew', 'latte'],
  tea: ['teh', 'matcha', 'teh hijau', 'teh melati', 'chai'],
  food: [
    'granola',
    'sambal',
    'madu',
    'selai',
    'minyak zaitun',
    'roti',
    'mie',
    'pasta',
    'saus',
    'rendang',
    'abon',
    'bumbu',
    'sereal',
  ],
  snacks: ['keripik', 'kerupuk', 'cokelat', 'coklat', 'kue', 'biskuit', 'camilan', 'cemilan', 'kacang'],
  drinks: ['jus', 'minuman', 'air mineral', 'soda', 'kombucha', 'sirup', 'susu', 'jamu'],
  spirits: ['wiski', 'whisky', 'gin', 'vodka', 'rum', 'anggur merah', 'wine', 'bir'],
  footwear: ['sepatu', 'sandal', 'sneakers', 'sneaker', 'sepatu lari', 'sepatu bot', 'selop'],
  apparel: [
    'kaos',
    'kemeja',
    'hoodie',
    'jaket',
    'gaun',
    'dress',
    'celana',
    'batik',
    'kebaya',
    'hijab',
    'kerudung',
    'sweter',
  ],
  accessories: ['tas', 'dompet', 'ransel', 'kacamata', 'ikat pinggang', 'topi', 'tote bag'],
  jewellery: ['cincin', 'kalung', 'gelang', 'anting', 'perhiasan'],
  tech: [
    'ponsel',
    'hp',
    'charger',
    'pengisi daya',
    'laptop',
    'keyboard',
    'kamera',
    'jam tangan pintar',
    'smartwatch',
    'powerbank',
  ],
  audio: ['speaker', 'headphone', 'earphone', 'earbuds', 'pengeras suara', 'soundbar', 'tws'],
  home: ['vas', 'lampu', 'bantal', 'selimut', 'karpet', 'sarung bantal', 'seprai', 'gorden'],
  candles: ['lilin', 'lilin aromaterapi', 'diffuser', 'pengharum ruangan'],
  kitchen: ['panci', 'wajan', 'pisau', 'teko', 'cangkir', 'mug', 'blender', 'talenan', 'gelas'],
  fitness: ['yoga', 'matras yoga', 'dumbel', 'barbel', 'protein', 'whey', 'olahraga'],
  pets: ['kucing', 'anjing', 'makanan kucing', 'makanan anjing', 'anabul', 'hewan peliharaan'],
  baby: ['bayi', 'popok', 'stroller', 'si kecil', 'balita'],
  books: ['buku', 'novel', 'jurnal', 'agenda', 'komik'],
  services: ['kursus', 'kelas', 'langganan', 'konsultasi', 'jasa', 'layanan', 'pelatihan'],
};

export const INDONESIAN: LanguagePack = {
  language: 'id',
  // Indonesian verbs do not agree in number: no template needs to know.
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
    newHooks: [
      (s) => `Baru: ${s.name}.`,
      (s) => `Baru rilis: ${s.name}.`,
      (s) => `Perkenalkan yang terbaru: ${s.name}.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent'
        ? `${claimText(offer)}, buruan sebelum periodenya berakhir.`
        : `Promo: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `“${claimText(review)}”${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Rating ${stars} dari 5.`,
    limitedStock: (tone) => (tone === 'urgent' ? 'Stok terbatas, jadi gerak cepat.' : 'Stok terbatas.'),
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: ['dan', 'atau', 'dengan', 'untuk', 'yang', 'dari', 'di', 'ke', 'ini', 'itu', 'baru'],
  weakWords: ['ekstra', 'super', 'ultra', 'mini', 'set', 'paket', 'pintar', 'asli', 'premium'],
  plainWords: [
    ...['merah', 'biru', 'hijau', 'kuning', 'hitam', 'putih', 'ungu', 'keemasan', 'besar', 'kecil'],
    ...['renyah', 'portabel', 'nirkabel'],
  ],
  materialWords: [
    ...['keramik', 'kayu', 'bambu', 'kulit', 'katun', 'linen', 'wol', 'kaca', 'baja', 'tembaga', 'organik'],
    ...['alami'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Kenalan dengan ${name}`,
      (name) => `Sapa ${name}`,
      (name) => `${name}. Untuk dilihat.`,
    ],
    buttons: ['Belanja sekarang', 'Lihat selengkapnya', 'Lihat lebih dekat', 'Temukan'],
    lifestyleCaptions: [
      'pagi santai, hal-hal baik',
      'ritual kecil harian',
      'reset hari Minggu',
      'di mejaku minggu ini',
    ],
    selfieNotes: [
      (name) => `Lagi coba ${name}`,
      (name) => `Kesan pertama: ${name}`,
      (name) => `Seminggu pakai ${name}`,
      (name) => `Hari pertama dengan ${name}`,
    ],
    unboxingStickers: ['paket datang!', 'waktunya unboxing', 'akhirnya sampai!'],
    eyebrows: { hero: 'Sorotan', everyday: 'Sehari-hari', selfie: 'Lagi dicoba', unboxing: 'Unboxing' },
    newBadge: 'Baru',
  },
};
