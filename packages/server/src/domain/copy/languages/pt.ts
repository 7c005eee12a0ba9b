/**
 * European Portuguese: every word the service writes for readers in Portugal, for review in one
 * place. Brands there talk to their followers as "tu" ("Descobre", "Conta-me", "o teu dia"), write
 * "a + infinitive" where Brazil writes the gerund ("estou a testar"), put the pronoun after the verb
 * ("mostro-te") and have their own words ("pequeno-almoço", "ecrã", "partilhar", "equipa"). A
 * product's name carries a gender the templates cannot know, so no article, pronoun or adjective
 * agrees with it: the name stands after a colon, as a bare object ("Experimenta … hoje") or as a
 * sentence's subject, with its verb in the right number (`s.verb`). Copy makes no claim a template
 * cannot know and none the caller did not vouch for (no rating, review, "novo", offer, scarcity or
 * popularity: those are in `claims`).
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
import { looksPluralPortuguese } from './pt-BR.js';

const WARM: readonly Tone[] = ['casual', 'playful'];
const POLISHED: readonly Tone[] = ['professional', 'luxury'];
const BIO_LINK: readonly Platform[] = ['instagram', 'tiktok'];
const TAGGING: readonly Platform[] = ['instagram', 'facebook', 'tiktok', 'threads'];
const SAVING: readonly Platform[] = ['instagram', 'tiktok', 'pinterest'];

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, onde estiveste este tempo todo?`,
    (s) => `${s.Name}: vamos falar disto um bocadinho?`,
    (s) => `Coisa pequena, diferença enorme: ${s.name}.`,
    (s) => `Não estava à espera de gostar tanto: ${s.name}.`,
    (s) => `A minha escolha de todos os dias? ${s.Name}.`,
    (s) => `Passei por aqui para te mostrar ${s.name}.`,
    (s) => `Nota rápida: ${s.name}.`,
    (s) => `${s.Name}: o que me conquistou, sem rodeios.`,
    (s) => `${s.Name} ${s.verb('entrou', 'entraram')} para a minha lista de favoritos.`,
    (s) => `Deixa-me mostrar-te ${s.name}.`,
    (s) => `A descoberta do dia: ${s.name}.`,
    (s) => `Uma coisa boa para a tua semana: ${s.name}.`,
    (s) => `Olha o que anda na minha rotina: ${s.name}.`,
    (s) => `Prometido é devido, aqui de perto: ${s.name}.`,
  ],
  professional: [
    (s) => `${s.Name}: para cumprir o seu papel, e cumpri-lo bem.`,
    (s) => `Conheça ${s.name}: design cuidado, substância a sério.`,
    (s) => `Qualidade que se vê: ${s.name}.`,
    (s) => `Design com propósito: ${s.name}.`,
    (s) => `De perto, com atenção: ${s.name}.`,
    (s) => `${s.Name}: o que faz a diferença? Vejamos de perto.`,
    (s) => `Menos ruído, mais substância: ${s.name}.`,
    (s) => `Foco no que importa: ${s.name}.`,
    (s) => `Por trás dos pormenores: ${s.name}.`,
    (s) => `Por dentro: ${s.name}.`,
    (s) => `Qualidade sem complicações: ${s.name}.`,
  ],
  playful: [
    (s) => `Reviravolta: ${s.name} ${s.verb('roubou', 'roubaram')} o protagonismo.`,
    (s) => `Aviso: ${s.name} ${s.verb('pode', 'podem')} causar felicidade extrema.`,
    (s) => `POV: acabaste de descobrir ${s.name}.`,
    (s) => `${s.Name} com energia de protagonista, e nós adoramos.`,
    (s) => `Este é o sinal que te faltava para conheceres ${s.name}.`,
    (s) => `Modo obsessão ligado: ${s.name}.`,
    (s) => `Sou só eu ou ${s.name} ${s.verb('tem', 'têm')} uma onda diferente?`,
    (s) => `Podem lançar os foguetes: ${s.name} ${s.verb('chegou', 'chegaram')}.`,
    (s) => `Sem dramas, mas ${s.name} ${s.verb('é', 'são')} puro charme.`,
    (s) => `Obsessão do momento: ${s.name}.`,
    (s) => `Mais um item na lista do que me faz feliz: ${s.name}.`,
    (s) => `Dança da felicidade autorizada: ${s.name} ${s.verb('está', 'estão')} aqui.`,
  ],
  luxury: [
    (s) => `${s.Name}. Discretamente excecional.`,
    (s) => `Para quem repara nos pormenores: ${s.name}.`,
    (s) => `O requinte do essencial: ${s.name}.`,
    (s) =>
      `Há coisas que merecem ser apreciadas sem pressa. ${s.Name} ${s.verb('é uma', 'são algumas')} delas.`,
    (s) => `Elegância sem esforço: ${s.name}.`,
    (s) => `A arte do menos, levada à perfeição: ${s.name}.`,
    (s) => `Eleva o quotidiano com ${s.name}.`,
    (s) => `Sem alarido. Com intenção. ${s.Name}.`,
    (s) => `${s.Name}: cada pormenor, ponderado.`,
    (s) => `Para os mais exigentes: ${s.name}.`,
    (s) => `O luxo das pequenas coisas: ${s.name}.`,
  ],
  urgent: [
    (s) => `Hoje é o dia de experimentar ${s.name}.`,
    (s) => `Para de fazer scroll: ${s.name} ${s.verb('merece', 'merecem')} a tua atenção.`,
    (s) => `Quando quiseres: ${s.name}.`,
    (s) => `Agora é o momento para ${s.name}.`,
    (s) => `Se estavas à espera de um sinal para experimentar ${s.name}, é este.`,
    (s) => `O teu sinal para experimentar ${s.name}, hoje.`,
    (s) => `Junta ${s.name} ao teu dia, a partir de agora.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Esta semana estou a testar ${s.name}.` },
    { line: (s) => `Primeiras impressões: ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Com calma e atenção: ${s.name}.`, tones: POLISHED },
    {
      line: (s) => `Sem filtros: a minha primeira semana com ${s.name}.`,
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  unboxing: [
    { line: (s) => `A abrir ${s.name} convosco.` },
    { line: (s) => `Chegou cá a casa: ${s.name}.` },
    { line: (s) => `Dia de encomenda feliz! ${s.Name} ${s.verb('chegou', 'chegaram')}.`, tones: WARM },
    { line: (s) => `Olha o que o correio trouxe: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Primeiro olhar dentro da caixa: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `A desembrulhar ${s.name}, devagar.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Um pequeno ritual de todos os dias com ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Manhãs sem pressa, boa luz e ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, mesmo no sítio certo.` },
    {
      line: (s) => `Como ${s.name} ${s.verb('entra', 'entram')} no meu dia.`,
      tones: ['casual', 'professional'],
    },
    { line: (s) => `O dia a dia, um pouco melhor com ${s.name}.` },
    { line: (s) => `Luz da janela, uma mesa tranquila e ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name}, em destaque.` },
    { line: (s) => `Cada ângulo, cada pormenor: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Linhas limpas. Foco total. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Holofotes acesos: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Design para ser visto: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Direto do estúdio: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Ousadia por natureza: ${s.name}.` },
    { line: (s) => `${s.Name}, a cores vivas.` },
    { line: (s) => `Blocos de cor e muita atitude: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Mais cor no teu feed com ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Uma presença que não passa despercebida: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Impossível passar à frente: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Espera pela revelação: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Dá-me 20 segundos para te apresentar ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `O problema, e a solução: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Testei ${s.name} na vida real, e filmei tudo.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name}, em movimento.` },
    { line: (s) => `Vê ${s.name} ganhar vida.` },
    { line: (s) => `${s.Name}: cada pormenor, num filme curto.`, tones: POLISHED },
    { line: (s) => `Liga o som: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Fotograma a fotograma: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Se piscares, perdes: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    () => 'Hoje em dia uso sem sequer pensar.',
    () => 'Simples de usar e daquelas coisas que dá gosto ter por perto.',
    () => 'Sem complicações nem mil passos: só algo que funciona.',
    (s) => `${s.verb('Encaixa', 'Encaixam')} na perfeição num dia normal e cheio.`,
    () => 'No fim de contas, são as pequenas melhorias que fazem a diferença.',
    () => 'Nem sabia que precisava disto até agora.',
    () => 'Aquele tipo de melhoria que notas todos os santos dias.',
    () => 'Dá gosto usar, dá vontade de continuar a usar, e ainda agrada à vista.',
    () => 'O que é bom não precisa de ser complicado.',
    () => 'São os pequenos pormenores que fazem tudo.',
    () => 'Começar é fácil, e gostar é mais fácil ainda.',
    () => 'Daquelas descobertas de que acabas a falar a toda a gente.',
    () => 'É para a vida real, não só para a fotografia.',
    () => 'Nada de complicado, só coisa boa.',
    () => 'Sinceramente, uma pequena alegria num dia normal.',
    () => 'É para usar, não para guardar para um dia especial.',
    () => 'Praticidade e beleza, na medida certa.',
    () => 'Daquelas coisas que tornam o dia melhor sem fazer alarido.',
    (s) => `Experimentas uma vez e ${s.verb('passa', 'passam')} a fazer parte da rotina.`,
    () => 'Bom design é aquele que se sente no uso de todos os dias.',
    (s) => `${s.verb('Cabe', 'Cabem')} na rotina sem pedir nada em troca.`,
  ],
  professional: [
    () => 'Design cuidado, fabrico atento e foco no que as pessoas realmente precisam.',
    () => 'Cada pormenor foi pensado, para que se possa concentrar no que importa.',
    () => 'Qualidade consistente, dia após dia.',
    () => 'Para quem valoriza a qualidade e não tem tempo para cedências.',
    () => 'Fiabilidade e cuidado, sempre que for preciso.',
    () => 'Uma escolha inteligente para quem espera mais das coisas que usa.',
    () => 'Vantagens claras, sem truques.',
    () => 'Um padrão claro de qualidade, pensado para durar.',
    () => 'Uma solução pensada para o uso real, não para a montra.',
    () => 'Desempenho consistente, sem promessas vazias.',
  ],
  playful: [
    () => 'Efeito secundário: recomendar a desconhecidos na rua.',
    () => 'O teu eu do futuro já está a agradecer.',
    () => 'Upgrade detetado, e nós aprovamos.',
    () => 'Dose de serotonina? Confirmada.',
    () => 'Zero arrependimentos, boa onda no máximo.',
    () => 'Puro charme, com um toque viciante.',
    () => 'Energia de protagonista, em forma de produto.',
    () => 'Selo de aprovação do comité da alegria.',
    () => 'Fofura no máximo, e utilidade também.',
  ],
  luxury: [
    () => 'Cada pormenor ponderado, cada acabamento intencional.',
    () => 'Para os momentos que merecem um pouco mais.',
    () => 'Confiança silenciosa, sem nada que não precise de lá estar.',
    () => 'Uma indulgência a que se regressa sempre.',
    () => 'Porque o quotidiano merece ser extraordinário.',
    () => 'Uma intemporalidade que é toda tua.',
    () => 'Um cuidado artesanal que se sente desde o primeiro momento.',
    () => 'Discretamente notável, em todos os sentidos.',
    () => 'Beleza nos pormenores que quase ninguém vê.',
    () => 'Um prazer silencioso, todos os dias.',
  ],
  urgent: [
    () => 'O melhor momento para experimentar é agora.',
    () => 'Este é o teu momento: aproveita.',
    () => 'Mais energia, menos desculpas.',
    () => 'Está tudo pronto, só falta começares.',
    () => 'Não há razão para adiar mais.',
    () => 'Começa hoje e sente a diferença no teu dia.',
    () => 'A hora é agora: vamos a isso.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Do que mais gostei? ${s.verb('Funciona', 'Funcionam')}, sempre, sem falhar.` },
    { line: () => 'Vou contando aqui como está a correr a semana de testes.' },
    { line: () => 'Sem guião: só eu, a câmara e uma semana de uso a sério.' },
    { line: () => 'As primeiras impressões contam, e eu conto tudo por aqui.' },
    { line: () => 'A testar no dia a dia, tal como a vida é.' },
  ],
  unboxing: [
    { line: () => 'Abrir a caixa foi quase um acontecimento.', tones: WARM },
    { line: () => 'Uma embalagem cuidada, e ao vivo é ainda melhor.' },
    {
      line: () => 'Tudo o que precisas está ali, dentro da caixa.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => 'Aquele primeiro olhar fora da caixa? Valeu a espera.' },
    { line: () => 'Desembrulhar foi como abrir um presente.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: (s) =>
        `${s.verb('Entra', 'Entram')} naturalmente no dia a dia, das manhãs calmas às tardes cheias.`,
    },
    { line: () => 'Boa luz, uma mesa arrumada e as coisas simples bem feitas.' },
    { line: (s) => `${s.verb('É', 'São')} para ficar à vista, não no fundo de uma gaveta.` },
    { line: () => 'São os pequenos rituais que tornam o dia teu.', tones: [...WARM, 'luxury'] },
    {
      line: () => 'Para casas a sério e rotinas a sério.',
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  'studio-hero': [
    { line: () => 'Linhas limpas, simplicidade e presença própria.' },
    { line: () => 'Cada curva e cada acabamento estão lá para serem notados.', tones: POLISHED },
    { line: () => 'Olha mais de perto: os pormenores contam a história toda.' },
    { line: () => 'Forma pura, sem distrações.' },
    { line: () => 'Design com intenção, até ao último pormenor.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Cor forte, atitude ainda mais forte.', tones: [...WARM, 'urgent'] },
    { line: () => 'Para se destacar em qualquer feed, e na vida real também.' },
    { line: () => 'Um toque de cor que deixa tudo à volta mais bonito.' },
    {
      line: (s) =>
        s.verb(
          'Confiante, vibrante e impossível de ignorar.',
          'Confiantes, vibrantes e impossíveis de ignorar.',
        ),
    },
  ],
  'ugc-video': [
    { line: (s) => `Vê o vídeo até ao fim para veres ${s.name} em ação.` },
    {
      line: () => 'Sem filtros, sem guião, só um primeiro teste em frente à câmara.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'Vê-o em uso real, do início ao fim.' },
    { line: () => 'Fica até ao fim, que é a melhor parte.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Um filme curto sobre os pormenores que fazem a diferença.' },
    { line: () => 'Cada ângulo e cada acabamento, em movimento.' },
    { line: () => 'Carrega no play para veres tudo.', tones: [...WARM, 'urgent'] },
    { line: () => 'Filmado bem de perto, para veres o que faz a diferença.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Experimentavas? Conta-me aqui em baixo.' },
    { line: () => 'Link na bio para quem quiser experimentar.', platforms: BIO_LINK },
    { line: () => 'Guarda este post para mais tarde.', platforms: SAVING },
    { line: () => 'Identifica alguém que precisa de ver isto.', platforms: TAGGING },
    { line: () => 'Experimenta e depois diz-me o que achaste.' },
    { line: () => 'Vale a pena experimentar. Confia.' },
    { line: () => 'Envia a alguém que ia adorar.' },
    { line: () => 'Dúvidas? Pergunta nos comentários.' },
    { line: (s) => `Já experimentaste ${s.name}? Conta-me.` },
    { line: () => 'Curiosidade? Espreita.' },
    { line: () => 'Segue a página para mais descobertas destas.' },
    { line: () => 'Juntavas à tua rotina?' },
    { line: () => 'Mais detalhes na nossa página.' },
    {
      line: () => 'Guarda para a tua próxima lista de compras.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Deixa as tuas perguntas aqui em baixo.' },
    { line: () => 'Diz-me em que momento do dia usarias.' },
    { line: () => 'Partilha com quem vai gostar.' },
    { line: () => 'O link está no nosso perfil.' },
  ],
  professional: [
    { line: () => 'Saiba mais através do link na bio.', platforms: BIO_LINK },
    { line: () => 'Saiba mais ainda hoje.' },
    { line: () => 'Fale connosco para saber mais.' },
    {
      line: () => 'Partilhe a sua opinião nos comentários.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'O que gostaria de ver a seguir? Diga-nos.' },
    { line: (s) => `Conheça ${s.name} hoje.` },
    { line: () => 'Siga a página para acompanhar os próximos passos.' },
    { line: () => 'Veja todos os detalhes no nosso site.' },
    { line: () => 'Dúvidas? A nossa equipa ajuda com todo o gosto.' },
  ],
  playful: [
    { line: () => 'Dois toques se também te rendeste.', platforms: ['instagram'] },
    { line: () => 'Vá lá, mereces este miminho.' },
    { line: () => 'Identifica alguém que precisa disto na vida.', platforms: TAGGING },
    { line: () => 'Deixa um 🔥 se experimentavas.' },
    { line: () => 'Põe no carrinho e agradece depois.' },
    { line: () => 'Tu sabes que queres.' },
    { line: () => 'Fixa este Pin já e agradece depois.', platforms: ['pinterest'] },
    { line: () => 'A bola está do teu lado.' },
    { line: () => 'Vá, espreita só um bocadinho.' },
  ],
  luxury: [
    { line: (s) => `Descobre ${s.name}.` },
    { line: () => 'Para descobrir, no link da bio.', platforms: BIO_LINK },
    { line: (s) => `Faz de ${s.name} parte do teu ritual.` },
    { line: () => 'Experimenta e sente a diferença.' },
    { line: () => 'Permite-te algo excecional.' },
    { line: () => 'Permite-te. Mereces.' },
    {
      line: () => 'Guarda para o teu próximo momento de indulgência.',
      platforms: ['pinterest', 'instagram'],
    },
    { line: () => 'Descobre mais no nosso site.' },
  ],
  urgent: [
    { line: () => 'Encomenda ainda hoje.' },
    { line: () => 'Não esperes: vai já.' },
    { line: () => 'Toca já no link da bio.', platforms: BIO_LINK },
    { line: () => 'Encomenda agora e agradece depois.' },
    { line: () => 'Começa hoje.' },
    { line: () => 'Toca no link e vê com os teus próprios olhos.' },
    { line: (s) => `Experimenta ${s.name} hoje.` },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'Qual é a sua perspetiva? Gostava de a ler nos comentários.' },
    {
      line: () => 'Siga para mais conteúdos sobre produto e partilhe com a sua equipa.',
      tones: ['professional'],
    },
  ],
  pinterest: [
    { line: () => 'Guarda este Pin para mais tarde.' },
    { line: () => 'Fixa no teu próximo painel de ideias.' },
  ],
  x: [{ line: () => 'Responde com o que achas.' }],
  bluesky: [{ line: () => 'O que achas? Responde aqui.' }],
  threads: [{ line: () => 'Conta-me nas respostas.' }],
};

/** What each kind of product does for people; no numbers, ingredients or results a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Um passo simples e calmo para a rotina da manhã e da noite.',
    (s) => `${s.verb('Combina', 'Combinam')} facilmente com o resto da tua rotina de cuidados de pele.`,
    () => 'Cuidados de pele que dá gosto usar, por isso usas mesmo.',
    () => 'Dois minutos para a tua pele, de manhã e à noite.',
  ],
  haircare: [
    () => 'Dia de lavar o cabelo, um pouco mais fácil.',
    () => 'Para um cabelo que volta a ser a tua cara.',
    (s) => `${s.verb('Entra', 'Entram')} em qualquer rotina de lavagem, curta ou longa.`,
    () => 'Os dias de cabelo bom começam no duche.',
  ],
  makeup: [
    (s) =>
      `${s.verb('Esbate-se', 'Esbatem-se')} em segundos e ${s.verb('acompanha-te', 'acompanham-te')} o dia inteiro.`,
    () => 'Fácil para uma maquilhagem de cinco minutos, bonita para uma noite fora.',
    (s) => `Agora ${s.verb('vive', 'vivem')} na minha nécessaire.`,
  ],
  fragrance: [
    () => 'Um perfume que fica na medida certa.',
    () => 'Um borrifo e o dia fica um pouco mais teu.',
    () => 'Suave de manhã, ainda presente à noite.',
  ],
  coffee: [
    () => 'O café da manhã, levado a sério.',
    () => 'Prepara como gostas: de filtro, expresso ou prensa francesa.',
    () => 'O primeiro gole é a melhor parte da manhã.',
    () => 'Uma chávena que pede calma.',
  ],
  tea: [
    () => 'Deixa em infusão, respira, aproveita.',
    () => 'Uma chávena tranquila a meio de um dia cheio.',
    () => 'Para tardes sem pressa e uma segunda chávena.',
  ],
  food: [
    () => 'Pequeno-almoço resolvido.',
    () => 'Comida boa que cabe numa noite de semana a sério.',
    () => 'Daqueles básicos da despensa que usas todos os dias.',
    () => 'Ingredientes simples, bem feitos.',
    () => 'Para a mesa que partilhas com quem gostas.',
    () => 'O sabor primeiro, o resto depois.',
  ],
  snacks: [
    () => 'Aquela pausa para o lanche por que esperas o dia todo.',
    () => 'Para a gaveta do escritório, a viagem de carro e a fome das quatro da tarde.',
    () => 'Primeiro a crocância, depois as perguntas.',
  ],
  drinks: [
    () => 'Com muito gelo, sempre que apetecer.',
    () => 'Algo bom para beber, a qualquer hora do dia.',
    () => 'Junta gelo, serve e respira.',
  ],
  spirits: [
    () => 'Para noites sem pressa e boa companhia.',
    () => 'Puro, com gelo ou no teu cocktail preferido.',
    () => 'Uma garrafa para abrir com amigos. Seja responsável, beba com moderação.',
  ],
  footwear: [
    () => 'Conforto que acompanha o teu dia, do primeiro ao último passo.',
    () => 'Para andar muito: o caminho para o trabalho, o fim de semana e tudo pelo meio.',
    () => 'Aperta os atacadores e vai.',
  ],
  apparel: [
    () => 'Fácil de vestir, fácil de conjugar, para usar vezes sem conta.',
    () => 'Uma peça que combina com tudo o que já tens no roupeiro.',
    () => 'Dá para um visual mais arranjado ou mais descontraído.',
  ],
  accessories: [
    () => 'O toque final que faltava ao visual de todos os dias.',
    () => 'Pormenor pequeno, grande diferença no visual.',
    () => 'Para ir contigo para todo o lado.',
  ],
  jewellery: [
    () => 'Um brilho para todos os dias.',
    () => 'Para usar, conjugar e adorar.',
    () => 'Daquelas peças que nunca mais tiras.',
  ],
  tech: [
    (s) =>
      `${s.verb('Configura-se', 'Configuram-se')} em minutos e depois esqueces que lá ${s.verb('está', 'estão')}.`,
    () => 'Tecnologia que não se mete no caminho.',
    () => 'Para tornar o dia a dia um pouco mais fluido.',
  ],
  audio: [
    () => 'Carrega no play e deixa a música encher a sala.',
    () => 'Som nítido para podcasts, playlists e tudo o que houver pelo meio.',
    () => 'A tua banda sonora, para onde quer que o dia te leve.',
    () => 'Aumenta o volume e ouve a diferença.',
    () => 'Para longas sessões de música e viagens curtas.',
    () => 'Som que enche os momentos de silêncio.',
  ],
  home: [
    () => 'Uma mudança pequena, e a divisão inteira muda.',
    () => 'Para os cantos da casa de que mais gostas.',
    () => 'A casa, só que mais acolhedora.',
  ],
  candles: [
    () => 'Acende, baixa as luzes e abranda.',
    () => 'Uma luz quente para noites tranquilas.',
    () => 'A forma mais fácil de fazer de uma divisão um lar.',
  ],
  kitchen: [
    () => 'Para a cozinha de todos os dias, do pequeno-almoço rápido ao almoço longo de domingo.',
    () => 'A ferramenta a que pegas primeiro.',
    () => 'Cozinhar em casa, mais simples.',
  ],
  fitness: [
    (s) => `${s.verb('Acompanha', 'Acompanham')} o teu treino, repetição após repetição.`,
    () => 'O teu treino, ao teu ritmo.',
    () => 'Para os dias em que apareces por ti.',
  ],
  pets: [
    () => 'A pensar no teu melhor amigo.',
    () => 'Animal feliz, casa feliz.',
    () => 'Porque eles também merecem coisas boas.',
  ],
  baby: [
    () => 'Para os mais pequenos e para os crescidos que cuidam deles.',
    () => 'Uma preocupação a menos nos dias cheios com um bebé.',
    () => 'Delicadeza, praticidade e limpeza fácil.',
  ],
  books: [
    () => 'Põe-te confortável: é difícil parar de ler.',
    () => 'A companhia perfeita para uma noite tranquila.',
    () => 'Uma leitura que vale o teu tempo.',
  ],
  services: [
    () => 'Com foco nos seus objetivos, ao seu ritmo.',
    () => 'Tratamos dos pormenores para que se possa concentrar no que importa.',
    () => 'Passos claros, apoio a sério.',
  ],
  general: [
    () => 'Para o dia a dia, e para durar.',
    () => 'Simplicidade e utilidade, como deve ser.',
    () => 'Cuidado em cada pequeno pormenor.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['skincare', 'cuidadosdepele', 'rotinadeskincare', 'pelebonita'],
  haircare: ['cabelo', 'cuidadoscapilares', 'cabelosaudável', 'rotinacapilar'],
  makeup: ['maquilhagem', 'makeup', 'beleza', 'makeupportugal'],
  fragrance: ['perfume', 'perfumes', 'fragrância'],
  coffee: ['café', 'cafédamanhã', 'amantesdecafé', 'horadocafé'],
  tea: ['chá', 'horadochá', 'amantesdechá'],
  food: ['pequenoalmoço', 'comidacaseira', 'receitas', 'alimentaçãosaudável'],
  snacks: ['snacks', 'lanche', 'snacksaudável'],
  drinks: ['bebidas', 'refrescante', 'drinks'],
  spirits: ['cocktails', 'bebacommoderação', 'saúde', 'brinde'],
  footwear: ['sapatilhas', 'sapatos', 'calçado', 'sneakers'],
  apparel: ['moda', 'lookdodia', 'estilo', 'modaportuguesa'],
  accessories: ['acessórios', 'estilo', 'lookdodia'],
  jewellery: ['joias', 'joalharia', 'bijuteria'],
  tech: ['tecnologia', 'gadgets', 'tech', 'setup'],
  audio: ['música', 'som', 'auscultadores', 'playlist'],
  home: ['decoração', 'casa', 'decor', 'interiores'],
  candles: ['velas', 'velasaromáticas', 'casaacolhedora', 'aromasparacasa'],
  kitchen: ['cozinha', 'cozinharemcasa', 'utensíliosdecozinha', 'receitas'],
  fitness: ['fitness', 'treino', 'ginásio', 'vidasaudável'],
  pets: ['animaisdeestimação', 'cães', 'gatos', 'amoranimal'],
  baby: ['bebé', 'maternidade', 'vidademãe', 'enxovaldebebé'],
  books: ['livros', 'bookstagram', 'leitura', 'livrosportugal'],
  services: ['empreendedorismo', 'crescimento', 'formação'],
  general: ['design', 'ideiasdepresente', 'diaadia'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'primeirasimpressões', 'aexperimentar'],
  unboxing: ['unboxing', 'encomendachegou', 'recebidos'],
  lifestyle: ['rotina', 'slowliving', 'ritualdiário'],
  'studio-hero': ['designdeproduto', 'pormenores', 'minimalismo'],
  'colour-hero': ['cores', 'corvibrante', 'colorblock'],
  'ugc-video': ['ugc', 'vêatéaofim', 'primeirasimpressões'],
  'product-video': ['filmedeproduto', 'primeiroolhar', 'emmovimento'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['diaadia', 'favoritos', 'descobertas'],
  professional: ['inovação', 'qualidade', 'design'],
  playful: ['adoro', 'miminho', 'boaonda'],
  luxury: ['luxo', 'sofisticação', 'intemporal'],
  urgent: ['bora', 'experimenta', 'teumomento'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['fyp'],
  linkedin: ['negócios', 'inovação'],
  pinterest: ['inspiração', 'ideias'],
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
          'Selfie em grande plano de braço esticado, a criadora olha direto para a objetiva; aproximação rápida enquanto ergue o produto para o enquadramento.',
        onScreenText: () => 'Espera até veres isto',
        voiceover: (s) => `Para o scroll, tenho de te falar de ${s.name}.`,
      },
      {
        shot: () =>
          'Selfie à mão, a criadora caminha em direção à câmara numa sala luminosa, produto ainda desfocado.',
        onScreenText: () => 'Não estava à espera disto',
        voiceover: () => 'Não estava nada à espera de gostar tanto disto.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Selfie bem apertada, a criadora a rir, depois um movimento rápido até ao produto na mesa.',
        onScreenText: () => 'Tens mesmo de ver isto',
        voiceover: (s) => `Pronto, finalmente experimentei ${s.name}.`,
      },
      {
        shot: () =>
          'Selfie em grande plano, a criadora inclina-se para a objetiva e levanta um dedo; aproximação rápida.',
        onScreenText: () => 'Não compres nada ainda',
        voiceover: () => 'Não compres mais nada antes de veres este vídeo.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () =>
          'Plano médio, a criadora deixa-se cair no sofá e suspira para a câmara; ligeira trepidação à mão.',
        onScreenText: () => 'Conheces a sensação?',
        voiceover: () => 'Já estava farta de coisas que prometem demais.',
      },
      {
        shot: () => 'Por cima do ombro, a criadora percorre produtos no telemóvel, pouco convencida.',
        onScreenText: () => 'Nada resultava',
        voiceover: () => 'Experimentei tantas opções, e nenhuma ficou.',
      },
      {
        shot: () => 'Grande plano do rosto da criadora, sobrancelhas levantadas, zoom lento.',
        onScreenText: () => 'A luta era real',
        voiceover: () => 'Sinceramente, o que usava antes não chegava.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () =>
          'A criadora traz o produto de baixo para o enquadramento; a focagem passa do rosto dela para o produto.',
        onScreenText: (s) => `Apresento-te: ${s.name}`,
        voiceover: (s) => `Até que encontrei ${s.name}, e tudo mudou.`,
      },
      {
        shot: () => 'Plano picado: mãos pousam o produto na mesa, zoom rápido.',
        onScreenText: (s) => `Entra em cena: ${s.name}`,
        voiceover: (s) => `Por isso decidi experimentar ${s.name} a sério.`,
      },
      {
        shot: () => 'Produto ao lado do rosto da criadora, que acena à câmara; zoom seco.',
        onScreenText: () => 'Mudou tudo',
        voiceover: (s) => `${s.Name}: agora ${s.verb('é', 'são')} o meu favorito de todos os dias.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () =>
          'Grande plano das mãos a usar o produto junto à janela, luz natural, câmara à mão a seguir devagar.',
        onScreenText: () => 'Como funciona',
        voiceover: (s) => `Vê como ${s.verb('faz', 'fazem')} parte do meu dia, sem complicações.`,
      },
      {
        shot: () => 'Três cortes rápidos do produto em uso, de ângulos diferentes, câmara à mão.',
        onScreenText: () => 'Simples assim',
        voiceover: (s) =>
          `${s.verb('Leva', 'Levam')} segundos e ${s.verb('encaixa', 'encaixam')} na perfeição no meu dia.`,
      },
      {
        shot: () =>
          'Por cima do ombro, a criadora usa o produto num ambiente real; aproximação lenta e estável.',
        onScreenText: () => 'Repara nisto',
        voiceover: () => 'Vê o que acontece quando passa pelo meu teste.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () =>
          'Selfie em grande plano, a criadora sorri, segura o produto junto ao rosto e faz sinal de positivo.',
        onScreenText: () => 'O que me saltou à vista',
        voiceover: () => 'O que me saltou logo à vista? Como é fácil usar.',
      },
      {
        shot: () => 'Antes e depois lado a lado, enquadramento fixo, corte rápido entre os dois.',
        onScreenText: () => 'Vê por ti',
        voiceover: () => 'Olha bem de perto e tira as tuas próprias conclusões.',
      },
      {
        shot: () => 'Plano médio, a criadora roda o produto nas mãos em direção à objetiva, sem pressa.',
        onScreenText: () => 'De perto, sem filtros',
        voiceover: (s) => `Aqui ${s.verb('está', 'estão')}, de perto, sem filtros e sem guião.`,
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Enquadramento de selfie, a criadora aponta para a legenda com o produto na mão.',
        onScreenText: () => 'Link na bio',
        voiceover: (s) => `Confia em mim: experimenta ${s.name} tu também. Link na bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Produto ao centro da mesa, a mão da criadora toca-lhe, imagem congelada.',
        onScreenText: () => 'Experimenta hoje',
        voiceover: () => 'Se ainda tinhas dúvidas, este é o teu sinal para experimentar.',
      },
      {
        shot: () => 'A criadora caminha para a câmara com o produto, aproximação rápida até ao grande plano.',
        onScreenText: () => 'É a tua vez',
        voiceover: () => 'É a tua vez: experimenta e depois agradece-me.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Aproximação lenta ao produto pousado em linho, luz suave de janela, a criadora desfocada ao fundo.',
        onScreenText: (s) => `Descobre ${s.name}`,
        voiceover: (s) => `${s.Name}: um miminho que mereces.`,
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
          'Macro extremo de uma aresta do produto na sombra; deslize lento pela superfície enquanto a luz entra.',
        onScreenText: () => 'Olha mais de perto',
        voiceover: () => 'Olha mais de perto. Vale a pena.',
      },
      {
        shot: () => 'Fundo escuro infinito, o produto em silhueta enquanto uma luz de recorte sobe devagar.',
        onScreenText: () => 'Repara nos pormenores',
        voiceover: () => 'Repara bem. Todas as grandes histórias começam num pormenor.',
      },
      {
        shot: () =>
          'Travelling baixo até uma forma coberta sobre um pedestal, névoa suave e contraluz quente.',
        onScreenText: () => 'Prepara-te',
        voiceover: () => 'Deixa-nos mostrar-te uma coisa de que nos orgulhamos.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () =>
          'Plano de destaque do produto ao centro de um fundo infinito, órbita lenta de 180 graus, sombra suave.',
        onScreenText: (s) => `Diz olá a ${s.name}`,
        voiceover: (s) => `Diz olá a ${s.name}, ao jeito da tua vida.`,
      },
      {
        shot: () =>
          'Uma capa levanta-se do produto num só movimento; a câmara avança até ao enquadramento central.',
        onScreenText: (s) => `Conhece ${s.name}`,
        voiceover: (s) => `Conhece ${s.name}: presença desde o primeiro olhar.`,
      },
      {
        shot: () => 'O produto sobe ao enquadramento numa base giratória e as luzes acendem-se; câmara fixa.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Aqui ${s.verb('está', 'estão')} ${s.name}, no centro da cena.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Macro da textura e do acabamento, mudança de focagem lenta ao longo do produto.',
        onScreenText: () => 'Nos pormenores',
        voiceover: () => 'Cada superfície, cada acabamento, cada pormenor pensado com cuidado.',
      },
      {
        shot: () => 'Panorâmica lenta vista de cima, luz lateral nítida e rasante sobre a superfície.',
        onScreenText: () => 'Feito com cuidado',
        voiceover: () => 'Olha com atenção e vais ver o cuidado em cada parte.',
      },
      {
        shot: () => 'Dois cortes macro rápidos de ângulos diferentes, pouca profundidade de campo.',
        onScreenText: () => 'Pensado por dentro e por fora',
        voiceover: () => 'Design cuidado, por dentro e por fora, até ao mais pequeno pormenor.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => 'O produto em uso num ambiente luminoso do dia a dia, câmara à mão, luz natural.',
        onScreenText: () => 'Para todos os dias',
        voiceover: (s) =>
          `${s.verb('Entra', 'Entram')} no teu dia e ${s.verb('torna', 'tornam')} os pequenos momentos melhores.`,
      },
      {
        shot: () => 'Plano médio de estilo de vida: uma mão pega no produto numa mesa ao sol, câmara lenta.',
        onScreenText: () => 'Simples. Sem esforço.',
        voiceover: () => 'Usar é simples, gostar é fácil, e tudo ao ritmo da tua rotina.',
      },
      {
        shot: () => 'Ecrã dividido com o produto em três momentos do dia, cortes rápidos e ritmados.',
        onScreenText: () => 'Para onde o dia te levar',
        voiceover: () => 'Das manhãs apressadas às noites calmas, sempre à mão quando precisas.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Plano final, produto ao centro sobre a cor da marca, aproximação lenta, espaço livre por cima para o título.',
        onScreenText: () => 'Descobre hoje',
        voiceover: (s) => `${s.Name}. Descobre hoje.`,
      },
      {
        shot: () => 'Produto no pedestal; a câmara afasta-se até um plano geral enquanto a luz assenta.',
        onScreenText: () => 'Experimenta hoje',
        voiceover: (s) => `Não esperes: experimenta ${s.name} hoje e sente a diferença.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Plano fixo de destaque, o produto roda devagar numa base, espaço para o cartão final por cima.',
        onScreenText: () => 'Toca para comprar',
        voiceover: () => 'Toca no link e leva para casa hoje.',
      },
      {
        shot: () =>
          'Travelling lento para trás sob uma única luz suave, sombras profundas, espaço para o cartão final.',
        onScreenText: (s) => `Descobre ${s.name}`,
        voiceover: (s) => `${s.Name}. Para quem sente a diferença.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Grande plano do produto ao lado de um telemóvel com a avaliação no ecrã; a criadora acena à câmara.',
    onScreenText: 'Avaliação de um cliente',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} escreveu` : 'Um cliente escreveu'}: «${quote}».`,
    rating: (stars) => `Avaliação: ${stars} em 5.`,
  },
  tease: {
    shot: 'Macro extremo de uma aresta do produto na sombra; deslize lento pela superfície enquanto a luz entra.',
    onScreenText: 'Há novidades',
    voiceover: 'Há novidades por aqui, e valeram a espera.',
  },
  cta: {
    shot: 'Plano final, produto ao centro, a oferta escrita em letras limpas por cima.',
    voiceover: (offer) => `${offer}. Toca no link e aproveita.`,
  },
};

/** Words that name each category, lower case, singular (irregular plurals listed). */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  skincare: [
    'sérum',
    'serum',
    'hidratante',
    'creme',
    'loção',
    'protetor solar',
    'tónico',
    'esfoliante',
    'sabonete facial',
    'skincare',
  ],
  haircare: ['champô', 'amaciador', 'máscara capilar', 'óleo capilar', 'cabelo'],
  makeup: [
    'batom',
    'rímel',
    'máscara de pestanas',
    'base líquida',
    'eyeliner',
    'blush',
    'corretor',
    'maquilhagem',
  ],
  fragrance: ['perfume', 'fragrância', 'colónia', 'água de colónia'],
  coffee: ['café', 'expresso', 'cápsula de café', 'cappuccino', 'cold brew'],
  tea: ['chá', 'matcha', 'chai', 'infusão', 'tisana'],
  food: [
    'granola',
    'azeite',
    'óleo',
    'mel',
    'molho',
    'massa',
    'compota',
    'pão',
    'pães',
    'conserva',
    'queijo',
    'flocos de aveia',
  ],
  snacks: [
    'snack',
    'batatas fritas',
    'barra',
    'barrita',
    'bolacha',
    'biscoito',
    'chocolate',
    'frutos secos',
    'pipocas',
  ],
  drinks: ['sumo', 'refrigerante', 'água', 'kombucha', 'limonada', 'bebida'],
  spirits: [
    'vinho',
    'vinho do porto',
    'ginja',
    'aguardente',
    'whisky',
    'gin',
    'vodka',
    'rum',
    'tequila',
    'cerveja',
    'licor',
    'espumante',
  ],
  footwear: ['sapatilha', 'ténis', 'sapato', 'bota', 'sandália', 'chinelo', 'calçado'],
  apparel: [
    't-shirt',
    'camisa',
    'camisola',
    'sweatshirt',
    'hoodie',
    'casaco',
    'vestido',
    'calças',
    'jeans',
    'saia',
    'blusa',
  ],
  accessories: ['mala', 'carteira', 'mochila', 'óculos', 'cinto', 'boné', 'chapéu', 'nécessaire'],
  jewellery: ['anel', 'anéis', 'colar', 'pulseira', 'brinco', 'joia', 'bijuteria'],
  tech: [
    'telemóvel',
    'smartphone',
    'carregador',
    'portátil',
    'teclado',
    'rato',
    'relógio',
    'smartwatch',
    'câmara',
    'tablet',
  ],
  audio: ['coluna', 'coluna de som', 'auscultador', 'auscultadores', 'phones', 'earbuds', 'soundbar'],
  home: ['vaso', 'candeeiro', 'almofada', 'manta', 'tapete', 'quadro', 'cortinado'],
  candles: ['vela', 'difusor', 'ambientador'],
  kitchen: [
    'tacho',
    'frigideira',
    'faca',
    'chaleira',
    'caneca',
    'chávena',
    'liquidificadora',
    'varinha mágica',
  ],
  fitness: ['ioga', 'yoga', 'haltere', 'whey', 'proteína', 'kettlebell', 'treino', 'tapete de ioga'],
  pets: [
    'cão',
    'cães',
    'cachorro',
    'gato',
    'animal de estimação',
    'trela',
    'coleira',
    'ração',
    'rações',
    'biscoito para cão',
  ],
  baby: ['bebé', 'fralda', 'biberão', 'biberões', 'chupeta', 'carrinho de bebé'],
  books: ['livro', 'romance', 'caderno', 'diário', 'agenda'],
  services: ['curso', 'aula', 'subscrição', 'consultoria', 'mentoria', 'serviço'],
};

export const EUROPEAN_PORTUGUESE: LanguagePack = {
  language: 'pt',
  looksPlural: looksPluralPortuguese,
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
      (s) => `Novidade: ${s.name}.`,
      (s) => `Acabado de lançar: ${s.name}.`,
      (s) => `Chegou a novidade: ${s.name}.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}, por isso não esperes.` : `Oferta: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `«${claimText(review)}»${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Avaliação: ${stars} em 5.`,
    limitedStock: (tone) => (tone === 'urgent' ? 'Stock limitado, por isso despacha-te.' : 'Stock limitado.'),
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  // The same little words as in Brazil; "sem" (without) stays in the name's tag.
  stopWords: [
    ...['de', 'do', 'da', 'dos', 'das', 'com', 'para', 'por', 'em', 'no', 'na', 'nos', 'nas', 'e', 'ou'],
    ...['ao', 'à', 'o', 'a', 'os', 'as', 'um', 'uma', 'meu', 'minha', 'teu', 'tua', 'este', 'esta'],
    ...['novo', 'nova', 'novos', 'novas'],
  ],
  weakWords: [
    'sem',
    'fio',
    'fios',
    'extra',
    'virgem',
    'super',
    'ultra',
    'mini',
    'conjunto',
    'edição',
    'inteligente',
    'origem',
    'única',
  ],
  plainWords: [
    ...['vermelho', 'vermelha', 'azul', 'verde', 'amarelo', 'amarela', 'preto', 'preta', 'branco'],
    ...['branca', 'cinzento', 'cinzenta', 'dourado', 'dourada', 'prateado'],
    ...['prateada', 'bege', 'grande', 'pequeno', 'pequena', 'crocante', 'clássico', 'clássica'],
  ],
  materialWords: [
    ...['cerâmica', 'grés', 'porcelana', 'madeira', 'bambu', 'couro', 'algodão', 'linho', 'lã', 'vidro'],
    ...['aço', 'ferro', 'cobre', 'forjado', 'forjada', 'artesanal', 'biológico', 'biológica', 'natural'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Conhece ${name}`,
      (name) => `Diz olá a ${name}`,
      (name) => `${name}. Em destaque.`,
    ],
    buttons: ['Compra já', 'Descobre mais', 'Vê de perto', 'Descobre'],
    lifestyleCaptions: [
      'manhãs sem pressa',
      'pequenos rituais',
      'domingo tranquilo',
      'na minha mesa esta semana',
    ],
    selfieNotes: [
      (name) => `A experimentar ${name}`,
      (name) => `Primeiras impressões: ${name}`,
      (name) => `A testar ${name} esta semana`,
      (name) => `Dia um com ${name}`,
    ],
    unboxingStickers: ['chegou!', 'hora do unboxing', 'a abrir a encomenda'],
    eyebrows: { hero: 'Em foco', everyday: 'Dia a dia', selfie: 'A experimentar', unboxing: 'Unboxing' },
    newBadge: 'Novidade',
  },
};
