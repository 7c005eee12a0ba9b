/**
 * Portuguese as written in Brazil: every word the service writes for Brazilian readers, for review
 * in one place. Social copy there says "você", runs on the gerund ("testando", "abrindo") and talks
 * to people close up ("me conta", "pra"). A product's name carries a gender the templates cannot
 * know, so no article, pronoun or adjective agrees with it: the name stands after a colon, after a
 * preposition that needs no article ("Testando … esta semana") or as a sentence's subject, with its
 * verb in the right number (`s.verb`). Copy makes no claim a template cannot know and none the caller
 * did not vouch for (no rating, review, "novo", offer, scarcity or popularity: those are in `claims`).
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

/** Words that end the head of a Portuguese noun phrase ("Sapatilhas de corrida" → "Sapatilhas"). */
const PHRASE_BREAKS = new Set([
  'de',
  'do',
  'da',
  'dos',
  'das',
  'com',
  'sem',
  'para',
  'pra',
  'por',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'e',
  'ou',
  'ao',
  'à',
]);

/**
 * Whether a Portuguese product name is plural ("Fones sem fio", "Sapatilhas de corrida", "Velas
 * aromáticas"): the head of the phrase — its last lower-case word before the first preposition, or
 * its first word — ends in a plural "s". Singulars in "s" stay singular: accented endings (país,
 * gás, português), "-is" other than the plural "-éis/-óis/-ais/-eis/-uis" (lápis, tênis), "-us"
 * (vírus, bônus). Conservative: a doubtful name is singular.
 */
export function looksPluralPortuguese(name: string): boolean {
  const words = name.split(' ').filter(Boolean);
  const breakAt = words.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w.toLowerCase()));
  const phrase = breakAt > 0 ? words.slice(0, breakAt) : words;
  const head = [...phrase].reverse().find((w) => /^\p{Ll}/u.test(w)) ?? phrase[0] ?? '';
  const word = head.replace(/[^\p{L}]+$/u, '').toLowerCase();
  if (!/^\p{L}{3,}$/u.test(word) || !word.endsWith('s')) return false;
  if (/[áéíóúâêô]s$/u.test(word) || /(ss|us)$/u.test(word)) return false;
  if (word.endsWith('is') && !/(éis|óis|ais|eis|uis)$/u.test(word)) return false;
  return !['jeans', 'shorts', 'pires', 'simples', 'atlas'].includes(word);
}

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, onde você estava esse tempo todo?`,
    (s) => `${s.Name}: bora falar disso um pouquinho?`,
    (s) => `Coisa pequena, diferença enorme: ${s.name}.`,
    (s) => `Eu não esperava curtir tanto: ${s.name}.`,
    (s) => `Minha escolha de todo dia? ${s.Name}.`,
    (s) => `Passando pra te mostrar ${s.name}.`,
    (s) => `Recadinho rápido: ${s.name}.`,
    (s) => `${s.Name}: o que eu curto, sem enrolação.`,
    (s) => `${s.Name} ${s.verb('entrou', 'entraram')} pra minha lista de favoritos.`,
    (s) => `Deixa eu te mostrar ${s.name}.`,
    (s) => `Achado do dia: ${s.name}.`,
    (s) => `Uma coisa boa pra sua semana: ${s.name}.`,
    (s) => `Olha só o que está na minha rotina: ${s.name}.`,
    (s) => `Prometi e cumpri, olha de perto: ${s.name}.`,
  ],
  professional: [
    (s) => `${s.Name}: para cumprir o seu papel, e cumprir bem.`,
    (s) => `Conheça ${s.name}: design cuidadoso, conteúdo de verdade.`,
    (s) => `Qualidade que se vê: ${s.name}.`,
    (s) => `Design com propósito: ${s.name}.`,
    (s) => `De perto, com atenção: ${s.name}.`,
    (s) => `${s.Name}: o que faz a diferença? Vamos ver de perto.`,
    (s) => `Menos barulho, mais conteúdo: ${s.name}.`,
    (s) => `Foco no que importa: ${s.name}.`,
    (s) => `Por trás dos detalhes: ${s.name}.`,
    (s) => `Por dentro: ${s.name}.`,
    (s) => `Qualidade sem complicação: ${s.name}.`,
  ],
  playful: [
    (s) => `Plot twist: ${s.name} ${s.verb('roubou', 'roubaram')} a cena.`,
    (s) => `Alerta: ${s.name} ${s.verb('pode', 'podem')} causar felicidade extrema.`,
    (s) => `POV: você acabou de descobrir ${s.name}.`,
    (s) => `${s.Name} com energia de protagonista, e a gente ama.`,
    (s) => `Esse é o sinal que faltava pra você conhecer ${s.name}.`,
    (s) => `Modo obsessão ativado: ${s.name}.`,
    (s) => `Só eu ou ${s.name} ${s.verb('tem', 'têm')} uma vibe diferente?`,
    (s) => `Pode soltar os fogos: ${s.name} ${s.verb('chegou', 'chegaram')}.`,
    (s) => `Sem drama, mas ${s.name} ${s.verb('é', 'são')} puro charme.`,
    (s) => `Obsessão do momento: ${s.name}.`,
    (s) => `Mais um item na lista do que me deixa feliz: ${s.name}.`,
    (s) => `Dancinha da felicidade liberada: ${s.name} ${s.verb('está', 'estão')} aqui.`,
  ],
  luxury: [
    (s) => `${s.Name}. Discretamente excepcional.`,
    (s) => `Para quem repara nos detalhes: ${s.name}.`,
    (s) => `O requinte do essencial: ${s.name}.`,
    (s) =>
      `Algumas coisas merecem ser apreciadas sem pressa. ${s.Name} ${s.verb('é uma', 'são algumas')} delas.`,
    (s) => `Elegância sem esforço: ${s.name}.`,
    (s) => `A arte do menos, levada à perfeição: ${s.name}.`,
    (s) => `Eleve o cotidiano com ${s.name}.`,
    (s) => `Sem alarde. Com intenção. ${s.Name}.`,
    (s) => `${s.Name}: cada detalhe, considerado.`,
    (s) => `Para os mais exigentes: ${s.name}.`,
    (s) => `O luxo das pequenas coisas: ${s.name}.`,
  ],
  urgent: [
    (s) => `Hoje é o dia de experimentar ${s.name}.`,
    (s) => `Para de rolar o feed: ${s.name} ${s.verb('merece', 'merecem')} sua atenção.`,
    (s) => `Na hora que você quiser: ${s.name}.`,
    (s) => `Agora é o momento de ${s.name}.`,
    (s) => `Se você estava esperando um sinal pra testar ${s.name}, é este.`,
    (s) => `Seu sinal pra experimentar ${s.name}, hoje.`,
    (s) => `Coloque ${s.name} no seu dia, a partir de agora.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Testando ${s.name} esta semana.` },
    { line: (s) => `Primeiras impressões de ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Com calma e atenção: ${s.name}.`, tones: POLISHED },
    {
      line: (s) => `Sem filtro: minha primeira semana com ${s.name}.`,
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  unboxing: [
    { line: (s) => `Abrindo ${s.name} com vocês.` },
    { line: (s) => `Chegou aqui em casa: ${s.name}.` },
    { line: (s) => `Dia de correio feliz! ${s.Name} ${s.verb('chegou', 'chegaram')}.`, tones: WARM },
    { line: (s) => `Olha o que chegou pelo correio: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Primeira olhada dentro da caixa: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `Desembrulhando ${s.name}, sem pressa.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `Um pequeno ritual do dia a dia com ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Manhãs sem pressa, luz boa e ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, bem no seu lugar.` },
    {
      line: (s) => `Como ${s.name} ${s.verb('entra', 'entram')} no meu dia.`,
      tones: ['casual', 'professional'],
    },
    { line: (s) => `A vida real, um pouco melhor com ${s.name}.` },
    { line: (s) => `Luz da janela, uma mesa tranquila e ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name}, em destaque.` },
    { line: (s) => `Cada ângulo, cada detalhe: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Linhas limpas. Foco total. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Holofotes ligados: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Design para ser visto: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Direto do estúdio: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Ousadia por natureza: ${s.name}.` },
    { line: (s) => `${s.Name}, em cores vivas.` },
    { line: (s) => `Blocos de cor e muita atitude: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Mais cor no seu feed com ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Presença que não passa despercebida: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Impossível passar reto: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Espera a revelação: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Me dá 20 segundos pra te apresentar ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `O problema, e a solução: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `Testei ${s.name} na vida real, e gravei tudo.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name}, em movimento.` },
    { line: (s) => `Veja ${s.name} ganhar vida.` },
    { line: (s) => `${s.Name}: cada detalhe, em um filme curto.`, tones: POLISHED },
    { line: (s) => `Liga o som: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Quadro a quadro: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Piscou, perdeu: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    () => 'Hoje em dia eu pego sem nem pensar.',
    () => 'Simples de usar e daquelas coisas boas de ter por perto.',
    () => 'Sem complicação, sem mil passos: só algo que funciona.',
    (s) => `${s.verb('Encaixa', 'Encaixam')} direitinho num dia normal e corrido.`,
    () => 'No fim, são as pequenas melhorias que fazem diferença.',
    () => 'Eu nem sabia que precisava disso até agora.',
    () => 'Aquele tipo de upgrade que você nota todo santo dia.',
    () => 'Dá gosto usar, dá vontade de continuar usando, e ainda agrada aos olhos.',
    () => 'Coisa boa não precisa ser complicada.',
    () => 'São os pequenos detalhes que fazem tudo.',
    () => 'Começar é fácil, e gostar é mais fácil ainda.',
    () => 'Daqueles achados que você sai contando pra todo mundo.',
    () => 'É pra vida real, não só pra foto.',
    () => 'Nada complicado, só coisa boa.',
    () => 'Sinceramente, uma pequena alegria num dia comum.',
    () => 'É pra usar, não pra guardar pra uma ocasião especial.',
    () => 'Praticidade e charme, do jeito certo.',
    () => 'Daquelas coisas que deixam o dia melhor sem fazer alarde.',
    () => 'Experimenta uma vez e vira parte da rotina.',
    () => 'Design bom é aquele que você sente no uso diário.',
    (s) => `${s.verb('Cabe', 'Cabem')} na rotina sem pedir nada em troca.`,
  ],
  professional: [
    () => 'Design cuidadoso, fabricação atenta e foco no que as pessoas realmente precisam.',
    () => 'Cada detalhe foi pensado, para você se concentrar no que importa.',
    () => 'Qualidade consistente, dia após dia.',
    () => 'Para quem valoriza qualidade e não tem tempo para concessões.',
    () => 'Confiabilidade e cuidado, sempre que você precisar.',
    () => 'Uma escolha inteligente para quem espera mais das coisas que usa.',
    () => 'Benefícios claros, sem truques.',
    () => 'Um padrão claro de qualidade, pensado para durar.',
    () => 'Uma solução pensada para o uso real, não para a vitrine.',
    () => 'Desempenho consistente, sem promessas vazias.',
  ],
  playful: [
    () => 'Efeito colateral: sair recomendando pra desconhecidos na rua.',
    () => 'Seu eu do futuro já está agradecendo.',
    () => 'Upgrade detectado, e a gente aprova.',
    () => 'Dose de serotonina? Confere.',
    () => 'Zero arrependimento, vibe lá em cima.',
    () => 'Puro charme, com um toque viciante.',
    () => 'Energia de protagonista, em forma de produto.',
    () => 'Selo de aprovação do comitê da alegria.',
    () => 'Fofura no máximo, e utilidade também.',
  ],
  luxury: [
    () => 'Cada detalhe pensado, cada acabamento intencional.',
    () => 'Para os momentos que merecem um pouco mais.',
    () => 'Confiança silenciosa, sem nada que não precise estar ali.',
    () => 'Uma indulgência para voltar sempre.',
    () => 'Porque o cotidiano merece ser extraordinário.',
    () => 'Atemporalidade que é toda sua.',
    () => 'Um cuidado artesanal que se sente desde o primeiro momento.',
    () => 'Discretamente notável, em todos os sentidos.',
    () => 'Beleza nos detalhes que quase ninguém vê.',
    () => 'Um prazer silencioso, todos os dias.',
  ],
  urgent: [
    () => 'O melhor momento pra experimentar é agora.',
    () => 'Esse é o seu momento: aproveita.',
    () => 'Mais energia, menos desculpa.',
    () => 'Tudo pronto, é só você começar.',
    () => 'Não tem por que adiar mais.',
    () => 'Comece hoje e sinta a diferença no seu dia.',
    () => 'A hora é agora: bora.',
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Do que eu mais gostei? ${s.verb('Funciona', 'Funcionam')}, toda santa vez.` },
    { line: () => 'Vou contando aqui como está sendo a semana de teste.' },
    { line: () => 'Sem roteiro: só eu, a câmera e uma semana de uso de verdade.' },
    { line: () => 'Primeiras impressões contam, e eu conto tudo por aqui.' },
    { line: () => 'Testando no dia a dia, do jeito que a vida é.' },
  ],
  unboxing: [
    { line: () => 'Abrir a caixa foi quase um evento.', tones: WARM },
    { line: () => 'Embalagem caprichada, e ao vivo é ainda melhor.' },
    { line: () => 'Tudo o que você precisa está ali na caixa.', tones: ['professional', 'urgent', 'casual'] },
    { line: () => 'Aquela primeira olhada fora da caixa? Valeu a espera.' },
    { line: () => 'Desembrulhar foi como abrir um presente.', tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: (s) =>
        `${s.verb('Entra', 'Entram')} naturalmente no dia a dia, das manhãs tranquilas às tardes corridas.`,
    },
    { line: () => 'Luz boa, uma mesa arrumada e as coisas simples bem feitas.' },
    { line: (s) => `${s.verb('É', 'São')} pra ficar à vista, não no fundo da gaveta.` },
    { line: () => 'São os pequenos rituais que fazem o dia ser seu.', tones: [...WARM, 'luxury'] },
    {
      line: () => 'Para casas de verdade e rotinas de verdade.',
      tones: ['casual', 'professional', 'urgent'],
    },
  ],
  'studio-hero': [
    { line: () => 'Linhas limpas, simplicidade e presença própria.' },
    { line: () => 'Cada curva e cada acabamento estão ali para serem notados.', tones: POLISHED },
    { line: () => 'Olhe mais de perto: os detalhes contam a história toda.' },
    { line: () => 'Forma pura, sem distrações.' },
    { line: () => 'Design com intenção, até o último detalhe.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Cor forte, atitude mais forte ainda.', tones: [...WARM, 'urgent'] },
    { line: () => 'Pra se destacar em qualquer feed, e na vida real também.' },
    { line: () => 'Um toque de cor que deixa tudo em volta mais bonito.' },
    {
      line: (s) =>
        s.verb(
          'Confiante, vibrante e impossível de ignorar.',
          'Confiantes, vibrantes e impossíveis de ignorar.',
        ),
    },
  ],
  'ugc-video': [
    { line: (s) => `Assiste ao vídeo inteiro pra ver ${s.name} em ação.` },
    {
      line: () => 'Sem filtro, sem roteiro, só um primeiro teste na câmera.',
      tones: [...WARM, 'professional'],
    },
    { line: () => 'Veja no uso real, do começo ao fim.' },
    { line: () => 'Fica até o final, que é a melhor parte.', tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: () => 'Um filme curto sobre os detalhes que fazem a diferença.' },
    { line: () => 'Cada ângulo e cada acabamento, em movimento.' },
    { line: () => 'Dá o play pra ver tudo.', tones: [...WARM, 'urgent'] },
    { line: () => 'Filmado de pertinho, pra você ver o que faz a diferença.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Você testaria? Me conta aqui embaixo.' },
    { line: () => 'Link na bio pra quem quiser experimentar.', platforms: BIO_LINK },
    { line: () => 'Salva esse post pra depois.', platforms: SAVING },
    { line: () => 'Marca alguém que precisa ver isso.', platforms: TAGGING },
    { line: () => 'Experimenta e me conta o que achou.' },
    { line: () => 'Vale a pena testar. Confia.' },
    { line: () => 'Manda pra alguém que ia amar.' },
    { line: () => 'Dúvidas? Pergunta nos comentários.' },
    { line: (s) => `Já experimentou ${s.name}? Me conta.` },
    { line: () => 'Bateu a curiosidade? Dá uma olhada.' },
    { line: () => 'Segue o perfil pra mais achados assim.' },
    { line: () => 'Você colocaria na sua rotina?' },
    { line: () => 'Mais detalhes na nossa página.' },
    {
      line: () => 'Salva pra sua próxima lista de compras.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Deixa suas perguntas aqui embaixo.' },
    { line: () => 'Me conta como você usaria.' },
    { line: () => 'Compartilha com quem vai curtir.' },
    { line: () => 'O link está no nosso perfil.' },
  ],
  professional: [
    { line: () => 'Saiba mais pelo link na bio.', platforms: BIO_LINK },
    { line: () => 'Saiba mais hoje mesmo.' },
    { line: () => 'Fale com a gente para saber mais.' },
    {
      line: () => 'Compartilhe sua visão nos comentários.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'O que você gostaria de ver a seguir? Conte pra gente.' },
    { line: (s) => `Conheça ${s.name} hoje.` },
    { line: () => 'Siga a página para acompanhar os próximos passos.' },
    { line: () => 'Veja todos os detalhes no nosso site.' },
    { line: () => 'Dúvidas? Nossa equipe ajuda com prazer.' },
  ],
  playful: [
    { line: () => 'Dois toquinhos se bateu a obsessão.', platforms: ['instagram'] },
    { line: () => 'Vai, você merece esse mimo.' },
    { line: () => 'Marca alguém que precisa disso na vida.', platforms: TAGGING },
    { line: () => 'Solta um 🔥 se você testaria.' },
    { line: () => 'Coloca no carrinho e agradece depois.' },
    { line: () => 'Você sabe que quer.' },
    { line: () => 'Fixa esse Pin agora, agradece depois.', platforms: ['pinterest'] },
    { line: () => 'Sua vez.' },
    { line: () => 'Vai lá, dá uma espiadinha.' },
  ],
  luxury: [
    { line: (s) => `Descubra ${s.name}.` },
    { line: () => 'Para descobrir, no link da bio.', platforms: BIO_LINK },
    { line: (s) => `Faça de ${s.name} parte do seu ritual.` },
    { line: () => 'Experimente e sinta a diferença.' },
    { line: () => 'Permita-se algo excepcional.' },
    { line: () => 'Permita-se. Você merece.' },
    {
      line: () => 'Guarde para o seu próximo momento de indulgência.',
      platforms: ['pinterest', 'instagram'],
    },
    { line: () => 'Descubra mais no nosso site.' },
  ],
  urgent: [
    { line: () => 'Peça hoje mesmo.' },
    { line: () => 'Não espera: vai lá agora.' },
    { line: () => 'Toca no link da bio agora.', platforms: BIO_LINK },
    { line: () => 'Peça agora e agradeça depois.' },
    { line: () => 'Comece hoje.' },
    { line: () => 'Toca no link e vê com seus próprios olhos.' },
    { line: (s) => `Experimente ${s.name} hoje.` },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => 'O que você acha? Quero ouvir sua perspectiva nos comentários.' },
    {
      line: () => 'Siga para mais conteúdo sobre produto e compartilhe com seu time.',
      tones: ['professional'],
    },
  ],
  pinterest: [
    { line: () => 'Salve este Pin para depois.' },
    { line: () => 'Fixe no seu próximo painel de ideias.' },
  ],
  x: [{ line: () => 'Responde aí com o que você acha.' }],
  bluesky: [{ line: () => 'O que acha? Responde aqui.' }],
  threads: [{ line: () => 'Me conta nas respostas.' }],
};

/** What each kind of product does for people; no numbers, ingredients or results a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'Um passo simples e calmo pra rotina da manhã e da noite.',
    (s) => `${s.verb('Combina', 'Combinam')} fácil com o resto da sua rotina de skincare.`,
    () => 'Skincare gostoso de usar, e por isso você usa de verdade.',
    () => 'Dois minutinhos pra sua pele, de manhã e à noite.',
  ],
  haircare: [
    () => 'Dia de lavar o cabelo, um pouco mais fácil.',
    () => 'Pra um cabelo que volta a ser a sua cara.',
    (s) => `${s.verb('Entra', 'Entram')} em qualquer rotina de lavagem, curta ou longa.`,
    () => 'Dia de cabelo bom começa no banho.',
  ],
  makeup: [
    (s) => `${s.verb('Esfuma', 'Esfumam')} em segundos e ${s.verb('acompanha', 'acompanham')} o seu dia.`,
    () => 'Fácil pra uma make de cinco minutos, bonita pra uma noite fora.',
    (s) => `Agora ${s.verb('mora', 'moram')} na minha necessaire.`,
  ],
  fragrance: [
    () => 'Um perfume que fica na medida certa.',
    () => 'Um borrifo e o dia fica um pouco mais seu.',
    () => 'Suave de manhã, ainda presente à noite.',
  ],
  coffee: [
    () => 'Seu cafezinho da manhã, levado a sério.',
    () => 'Prepare do seu jeito: coado, espresso ou prensa francesa.',
    () => 'O primeiro gole é a melhor parte da manhã.',
    () => 'Uma xícara que pede calma.',
  ],
  tea: [
    () => 'Deixa em infusão, respira, aproveita.',
    () => 'Uma xícara tranquila no meio de um dia corrido.',
    () => 'Pra tardes sem pressa e uma segunda xícara.',
  ],
  food: [
    () => 'Café da manhã resolvido.',
    () => 'Comida boa que cabe numa noite de semana de verdade.',
    () => 'Daqueles itens da despensa que você usa todo dia.',
    () => 'Ingredientes simples, bem feitos.',
    () => 'Pra mesa que você divide com quem ama.',
    () => 'Sabor em primeiro lugar, o resto depois.',
  ],
  snacks: [
    () => 'Aquela pausa pro lanche que você espera o dia todo.',
    () => 'Pra gaveta do escritório, a viagem de carro e a fome das quatro da tarde.',
    () => 'Primeiro a crocância, depois as perguntas.',
  ],
  drinks: [
    () => 'Com bastante gelo, na hora que bater a vontade.',
    () => 'Algo bom pra beber, a qualquer hora do dia.',
    () => 'Coloca gelo, serve e respira.',
  ],
  spirits: [
    () => 'Pra noites sem pressa e boa companhia.',
    () => 'Puro, com gelo ou no seu drink favorito.',
    () => 'Uma garrafa pra abrir com os amigos. Beba com moderação.',
  ],
  footwear: [
    () => 'Conforto que acompanha o seu dia, do primeiro ao último passo.',
    () => 'Pra andar muito: o trajeto, o fim de semana e tudo no meio.',
    () => 'Amarra o cadarço e vai.',
  ],
  apparel: [
    () => 'Fácil de vestir, fácil de combinar, e pra usar muitas e muitas vezes.',
    () => 'Uma peça que conversa com tudo o que já está no seu guarda-roupa.',
    () => 'Dá pra arrumar mais ou deixar básico.',
  ],
  accessories: [
    () => 'O toque final que faltava no look do dia a dia.',
    () => 'Detalhe pequeno, diferença grande no look.',
    () => 'Pra ir junto a todo lugar que você for.',
  ],
  jewellery: [
    () => 'Um brilho pro dia a dia.',
    () => 'Pra usar, combinar e amar.',
    () => 'Daquelas peças que você não tira nunca.',
  ],
  tech: [
    (s) => `Configura em minutos e depois esquece que ${s.verb('está', 'estão')} ali.`,
    () => 'Tecnologia que não atrapalha.',
    () => 'Pra deixar o dia a dia um pouco mais fluido.',
  ],
  audio: [
    () => 'Dá o play e deixa a música encher o ambiente.',
    () => 'Som claro pra podcasts, playlists e tudo entre eles.',
    () => 'Sua trilha sonora, aonde o dia te levar.',
    () => 'Aumenta o volume e sente a diferença.',
    () => 'Pra longas sessões de música e trajetos curtos.',
    () => 'Som que preenche os momentos de silêncio.',
  ],
  home: [
    () => 'Uma mudança pequena, e o ambiente todo muda.',
    () => 'Pros cantinhos da casa que você mais ama.',
    () => 'Casa, só que mais aconchegante.',
  ],
  candles: [
    () => 'Acende, diminui as luzes e desacelera.',
    () => 'Uma luz quentinha pras noites tranquilas.',
    () => 'O jeito mais fácil de deixar um ambiente com cara de lar.',
  ],
  kitchen: [
    () => 'Pra cozinha de todo dia, do café rápido ao almoço longo de domingo.',
    () => 'A ferramenta que você pega primeiro.',
    () => 'Cozinhar em casa, mais simples.',
  ],
  fitness: [
    (s) => `${s.verb('Acompanha', 'Acompanham')} o seu treino, repetição após repetição.`,
    () => 'Seu treino, no seu ritmo.',
    () => 'Pros dias em que você aparece por você.',
  ],
  pets: [
    () => 'Com o seu melhor amigo em mente.',
    () => 'Pet feliz, casa feliz.',
    () => 'Porque eles também merecem coisa boa.',
  ],
  baby: [
    () => 'Pros pequenos e pros adultos que cuidam deles.',
    () => 'Uma preocupação a menos nos dias corridos com bebê.',
    () => 'Delicadeza, praticidade e limpeza fácil.',
  ],
  books: [
    () => 'Se acomoda: é difícil parar de ler.',
    () => 'A companhia perfeita pra uma noite tranquila.',
    () => 'Uma leitura que vale o seu tempo.',
  ],
  services: [
    () => 'Com foco nos seus objetivos, no seu ritmo.',
    () => 'A gente cuida dos detalhes pra você focar no que importa.',
    () => 'Passos claros, apoio de verdade.',
  ],
  general: [
    () => 'Pro dia a dia, e pra durar.',
    () => 'Simplicidade e utilidade, do jeito que tem que ser.',
    () => 'Cuidado em cada pequeno detalhe.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['skincare', 'cuidadoscomapele', 'rotinadeskincare', 'peleboa'],
  haircare: ['cabelo', 'cuidadoscomocabelo', 'cronogramacapilar', 'cabelosaudavel'],
  makeup: ['maquiagem', 'make', 'makedodia', 'beleza'],
  fragrance: ['perfume', 'perfumaria', 'cheirinhobom'],
  coffee: ['café', 'cafezinho', 'cafédamanhã', 'amocafé'],
  tea: ['chá', 'horadochá', 'chádodia', 'amochá'],
  food: ['comidadeverdade', 'cafédamanhã', 'receitas', 'comidacaseira'],
  snacks: ['lanchinho', 'snacks', 'lanchesaudável'],
  drinks: ['bebidas', 'refrescante', 'drinks'],
  spirits: ['drinks', 'coquetel', 'bebacommoderação', 'brinde'],
  footwear: ['tênis', 'sapatos', 'calçados', 'sneakers'],
  apparel: ['moda', 'lookdodia', 'estilo', 'guardaroupa'],
  accessories: ['acessórios', 'estilo', 'lookdodia'],
  jewellery: ['joias', 'semijoias', 'acessórios'],
  tech: ['tecnologia', 'gadgets', 'tech', 'setup'],
  audio: ['música', 'fonedeouvido', 'som', 'playlist'],
  home: ['decoração', 'casa', 'decor', 'casadecorada'],
  candles: ['velas', 'velaaromática', 'aromadecasa', 'casaaconchegante'],
  kitchen: ['cozinha', 'cozinhaemcasa', 'utensíliosdecozinha', 'receitas'],
  fitness: ['fitness', 'treino', 'academia', 'vidasaudável'],
  pets: ['pets', 'cachorro', 'gato', 'amopets'],
  baby: ['bebê', 'maternidade', 'enxovaldebebê', 'mãedeprimeiraviagem'],
  books: ['livros', 'bookstagram', 'leitura', 'dicadelivro'],
  services: ['empreendedorismo', 'crescimento', 'aprendizado'],
  general: ['dicas', 'design', 'ideiasdepresente'],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'primeirasimpressões', 'testando'],
  unboxing: ['unboxing', 'recebidos', 'chegouaqui'],
  lifestyle: ['rotina', 'slowliving', 'ritualdiário'],
  'studio-hero': ['designdeproduto', 'detalhes', 'minimalismo'],
  'colour-hero': ['cores', 'corvibrante', 'colorblock'],
  'ugc-video': ['ugc', 'vemver', 'primeirasimpressões'],
  'product-video': ['filmedeproduto', 'primeiroolhar', 'emmovimento'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['diaadia', 'favoritos', 'achadinhos'],
  professional: ['inovação', 'qualidade', 'design'],
  playful: ['amei', 'mimo', 'boasvibes'],
  luxury: ['luxo', 'sofisticação', 'atemporal'],
  urgent: ['bora', 'vemconferir', 'seumomento'],
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
          'Selfie em close com o braço esticado, a criadora olha direto pra lente; aproximação rápida enquanto ela levanta o produto até o quadro.',
        onScreenText: () => 'Espera só pra ver isso',
        voiceover: (s) => `Para de rolar, eu preciso te contar sobre ${s.name}.`,
      },
      {
        shot: () =>
          'Selfie na mão, a criadora caminha até a câmera num ambiente claro, com o produto ainda fora de foco.',
        onScreenText: () => 'Eu não esperava por isso',
        voiceover: () => 'Eu não esperava gostar tanto disso.',
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () =>
          'Selfie bem fechada, a criadora rindo, depois um chicote de câmera até o produto na mesa.',
        onScreenText: () => 'Você precisa ver isso',
        voiceover: (s) => `Gente, finalmente testei ${s.name}.`,
      },
      {
        shot: () => 'Selfie em close, a criadora se inclina pra lente e levanta um dedo; aproximação rápida.',
        onScreenText: () => 'Não compre nada ainda',
        voiceover: () => 'Não compra mais nada antes de ver este vídeo.',
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () =>
          'Plano médio, a criadora se joga no sofá e suspira pra câmera; leve tremida de câmera na mão.',
        onScreenText: () => 'Conhece essa sensação?',
        voiceover: () => 'Cansei de coisa que promete demais e não entrega.',
      },
      {
        shot: () => 'Por cima do ombro, a criadora rola produtos no celular, sem se convencer.',
        onScreenText: () => 'Nada dava certo',
        voiceover: () => 'Testei um monte de opções, e nenhuma ficou.',
      },
      {
        shot: () => 'Close no rosto da criadora, sobrancelhas levantadas, zoom lento.',
        onScreenText: () => 'A luta era real',
        voiceover: () => 'Sinceramente, o que eu usava antes não dava conta.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () =>
          'A criadora traz o produto de baixo para o quadro; o foco passa do rosto dela para o produto.',
        onScreenText: (s) => `Apresento: ${s.name}`,
        voiceover: (s) => `Aí eu encontrei ${s.name}, e tudo mudou.`,
      },
      {
        shot: () => 'Plano de cima: mãos colocam o produto na mesa, zoom rápido.',
        onScreenText: (s) => `Com vocês: ${s.name}`,
        voiceover: (s) => `Então resolvi testar ${s.name} de verdade.`,
      },
      {
        shot: () => 'Produto ao lado do rosto da criadora, ela acena com a cabeça pra câmera; zoom seco.',
        onScreenText: () => 'Virou o jogo',
        voiceover: (s) => `${s.Name}: agora ${s.verb('é', 'são')} o meu favorito de todo dia.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () =>
          'Close nas mãos usando o produto perto da janela, luz natural, câmera na mão acompanhando devagar.',
        onScreenText: () => 'Como funciona',
        voiceover: () => 'Olha como eu uso todo dia, sem complicação.',
      },
      {
        shot: () => 'Três cortes rápidos do produto em uso, de ângulos diferentes, câmera na mão.',
        onScreenText: () => 'Fácil assim',
        voiceover: (s) =>
          `${s.verb('Leva', 'Levam')} segundos e ${s.verb('encaixa', 'encaixam')} direitinho no meu dia.`,
      },
      {
        shot: () =>
          'Por cima do ombro, a criadora usa o produto num ambiente real; aproximação lenta e firme.',
        onScreenText: () => 'Olha só',
        voiceover: () => 'Olha o que acontece quando eu coloco à prova.',
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () => 'Selfie em close, a criadora sorri, segura o produto perto do rosto e faz joinha.',
        onScreenText: () => 'O que me chamou atenção',
        voiceover: () => 'O que me chamou atenção logo de cara? Como é fácil usar.',
      },
      {
        shot: () => 'Antes e depois lado a lado, enquadramento fixo, corte rápido entre os dois.',
        onScreenText: () => 'Veja você mesmo',
        voiceover: () => 'Olha de pertinho e tira suas próprias conclusões.',
      },
      {
        shot: () => 'Plano médio, a criadora gira o produto nas mãos em direção à lente, sem pressa.',
        onScreenText: () => 'De perto, sem filtro',
        voiceover: (s) => `Aqui ${s.verb('está', 'estão')}, de perto, sem filtro e sem roteiro.`,
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Enquadramento de selfie, a criadora aponta pra legenda com o produto na mão.',
        onScreenText: () => 'Link na bio',
        voiceover: (s) => `Confia em mim: testa ${s.name} você também. Link na bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Produto no centro da mesa, a mão da criadora toca nele, imagem congelada.',
        onScreenText: () => 'Peça o seu hoje',
        voiceover: () => 'Se você estava em dúvida, esse é o seu sinal pra experimentar.',
      },
      {
        shot: () => 'A criadora caminha até a câmera segurando o produto, aproximação rápida até o close.',
        onScreenText: () => 'Sua vez',
        voiceover: () => 'Sua vez: experimenta e depois me agradece.',
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Aproximação lenta do produto sobre linho, luz suave de janela, a criadora desfocada ao fundo.',
        onScreenText: (s) => `Descubra ${s.name}`,
        voiceover: (s) => `${s.Name}: um mimo que você merece.`,
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
          'Macro extremo de uma borda do produto na sombra; deslize lento pela superfície enquanto a luz entra.',
        onScreenText: () => 'Olhe mais de perto',
        voiceover: () => 'Olhe mais de perto. Vale a pena.',
      },
      {
        shot: () => 'Fundo escuro infinito, o produto em silhueta enquanto uma luz de recorte sobe devagar.',
        onScreenText: () => 'Repare nos detalhes',
        voiceover: () => 'Repare bem. Toda grande história começa com um detalhe.',
      },
      {
        shot: () =>
          'Travelling baixo até uma forma coberta sobre um pedestal, névoa suave e contraluz quente.',
        onScreenText: () => 'Preparado?',
        voiceover: () => 'Deixa a gente te mostrar algo de que temos orgulho.',
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: () =>
          'Plano herói do produto no centro de um fundo infinito, órbita lenta de 180 graus, sombra suave.',
        onScreenText: (s) => `Diga olá para ${s.name}`,
        voiceover: (s) => `Diga olá para ${s.name}, do jeito que você vive.`,
      },
      {
        shot: () =>
          'Uma capa se levanta do produto num movimento só; a câmera avança até o enquadramento central.',
        onScreenText: (s) => `Conheça ${s.name}`,
        voiceover: (s) => `Conheça ${s.name}: presença desde o primeiro olhar.`,
      },
      {
        shot: () => 'O produto sobe no quadro numa base giratória e as luzes se acendem; câmera fixa.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `Aqui ${s.verb('está', 'estão')} ${s.name}, no centro da cena.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Macro da textura e do acabamento, mudança de foco lenta ao longo do produto.',
        onScreenText: () => 'Nos detalhes',
        voiceover: () => 'Cada superfície, cada acabamento, cada detalhe pensado com cuidado.',
      },
      {
        shot: () => 'Panorâmica lenta de cima, luz lateral nítida rasante sobre a superfície.',
        onScreenText: () => 'Feito com cuidado',
        voiceover: () => 'Olhe com atenção e você vai ver o cuidado em cada parte.',
      },
      {
        shot: () => 'Dois cortes macro rápidos de ângulos diferentes, pouca profundidade de campo.',
        onScreenText: () => 'Pensado por dentro e por fora',
        voiceover: () => 'Design cuidadoso, por dentro e por fora, até o menor detalhe.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => 'O produto em uso num ambiente claro do dia a dia, câmera na mão, luz natural.',
        onScreenText: () => 'Para todo dia',
        voiceover: (s) =>
          `${s.verb('Entra', 'Entram')} no seu dia e ${s.verb('deixa', 'deixam')} os pequenos momentos melhores.`,
      },
      {
        shot: () =>
          'Plano médio de estilo de vida: uma mão pega o produto numa mesa ensolarada, câmera lenta.',
        onScreenText: () => 'Simples. Sem esforço.',
        voiceover: () => 'Usar é simples, gostar é fácil, e tudo no ritmo da sua rotina.',
      },
      {
        shot: () => 'Tela dividida com o produto em três momentos do dia, cortes rápidos e ritmados.',
        onScreenText: () => 'Aonde o dia te levar',
        voiceover: () => 'Das manhãs corridas às noites tranquilas, sempre à mão quando você precisa.',
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Quadro final, produto no centro sobre a cor da marca, aproximação lenta, espaço livre acima para o título.',
        onScreenText: () => 'Descubra hoje',
        voiceover: (s) => `${s.Name}. Descubra hoje.`,
      },
      {
        shot: () => 'Produto no pedestal; a câmera se afasta até um plano aberto enquanto a luz assenta.',
        onScreenText: () => 'Peça o seu hoje',
        voiceover: (s) => `Não espera: peça ${s.name} hoje e sinta a diferença.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Plano herói fixo, o produto gira devagar numa base, espaço para a cartela final acima.',
        onScreenText: () => 'Toque para comprar',
        voiceover: () => 'Toque no link e leve pra casa hoje.',
      },
      {
        shot: () =>
          'Travelling lento para trás sob uma única luz suave, sombras profundas, espaço para a cartela final.',
        onScreenText: (s) => `Descubra ${s.name}`,
        voiceover: (s) => `${s.Name}. Para quem percebe a diferença.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Close do produto ao lado de um celular mostrando a avaliação; a criadora acena pra câmera.',
    onScreenText: 'Avaliação de cliente',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} escreveu` : 'Uma cliente escreveu'}: “${quote}.”`,
    rating: (stars) => `Avaliação de ${stars} de 5.`,
  },
  tease: {
    shot: 'Macro extremo de uma borda do produto na sombra; deslize lento pela superfície enquanto a luz entra.',
    onScreenText: 'Tem novidade chegando',
    voiceover: 'Tem novidade por aqui, e valeu a espera.',
  },
  cta: {
    shot: 'Quadro final, produto no centro, a oferta escrita em letras limpas acima dele.',
    voiceover: (offer) => `${offer}. Toque no link e garanta já.`,
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
    'filtro solar',
    'tônico',
    'sabonete facial',
    'esfoliante',
    'skincare',
  ],
  haircare: ['xampu', 'shampoo', 'condicionador', 'máscara capilar', 'óleo capilar', 'leave-in', 'cabelo'],
  makeup: [
    'batom',
    'rímel',
    'máscara de cílios',
    'base líquida',
    'delineador',
    'blush',
    'corretivo',
    'gloss',
    'maquiagem',
  ],
  fragrance: ['perfume', 'fragrância', 'colônia', 'body splash'],
  coffee: ['café', 'espresso', 'expresso', 'cappuccino', 'cold brew'],
  tea: ['chá', 'matcha', 'chai', 'erva-mate', 'infusão', 'tisana'],
  food: [
    'granola',
    'azeite',
    'óleo',
    'mel',
    'molho',
    'macarrão',
    'geleia',
    'pão',
    'pães',
    'tempero',
    'arroz',
    'queijo',
  ],
  snacks: [
    'snack',
    'salgadinho',
    'chips',
    'barrinha',
    'cookie',
    'biscoito',
    'bolacha',
    'chocolate',
    'castanha',
    'pipoca',
  ],
  drinks: ['suco', 'refrigerante', 'água', 'kombucha', 'limonada', 'bebida', 'energético'],
  spirits: [
    'cachaça',
    'whisky',
    'uísque',
    'gin',
    'vodca',
    'vodka',
    'rum',
    'tequila',
    'vinho',
    'cerveja',
    'licor',
    'espumante',
  ],
  footwear: ['tênis', 'sapato', 'bota', 'sandália', 'chinelo', 'sapatilha', 'rasteirinha', 'calçado'],
  apparel: [
    'camiseta',
    'camisa',
    'moletom',
    'jaqueta',
    'vestido',
    'calça',
    'jeans',
    'suéter',
    'blusa',
    'saia',
    'casaco',
  ],
  accessories: ['bolsa', 'carteira', 'mochila', 'óculos', 'cinto', 'boné', 'chapéu', 'necessaire'],
  jewellery: ['anel', 'anéis', 'colar', 'pulseira', 'brinco', 'joia', 'semijoia', 'bijuteria'],
  tech: [
    'celular',
    'smartphone',
    'carregador',
    'notebook',
    'teclado',
    'mouse',
    'smartwatch',
    'relógio',
    'câmera',
    'tablet',
  ],
  audio: ['caixa de som', 'fone', 'fone de ouvido', 'headphone', 'soundbar', 'alto-falante'],
  home: ['vaso', 'luminária', 'abajur', 'almofada', 'manta', 'tapete', 'quadro', 'cortina'],
  candles: ['vela', 'difusor', 'aromatizador'],
  kitchen: ['panela', 'frigideira', 'faca', 'chaleira', 'caneca', 'xícara', 'liquidificador', 'airfryer'],
  fitness: ['ioga', 'yoga', 'halter', 'halteres', 'whey', 'proteína', 'kettlebell', 'treino'],
  pets: ['cachorro', 'cão', 'cães', 'gato', 'pet', 'coleira', 'ração', 'rações', 'petisco'],
  baby: ['bebê', 'fralda', 'mamadeira', 'chupeta', 'carrinho de bebê'],
  books: ['livro', 'romance', 'caderno', 'diário', 'agenda'],
  services: ['curso', 'aula', 'assinatura', 'consultoria', 'mentoria', 'serviço'],
};

export const BRAZILIAN_PORTUGUESE: LanguagePack = {
  language: 'pt-BR',
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
      (s) => `Lançamento: ${s.name}.`,
      (s) => `Chegou a novidade: ${s.name}.`,
    ],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}, então não espera.` : `Oferta: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `“${claimText(review)}”${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Avaliação: ${stars} de 5.`,
    limitedStock: (tone) => (tone === 'urgent' ? 'Estoque limitado, então corre.' : 'Estoque limitado.'),
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: [
    ...[...PHRASE_BREAKS].filter((w) => w !== 'sem'),
    ...['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'meu', 'minha', 'seu', 'sua', 'este', 'esta'],
    ...['esse', 'essa', 'novo', 'nova', 'novos', 'novas'],
  ],
  // "sem" (without) stays in the name's tag (#FonesSemFioNocta): left out, it would say the opposite.
  weakWords: [
    'sem',
    'fio',
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
    ...['branca', 'cinza', 'marrom', 'dourado', 'dourada', 'prateado', 'prateada', 'bege', 'grande'],
    ...['pequeno', 'pequena', 'crocante', 'clássico', 'clássica'],
  ],
  materialWords: [
    ...['cerâmica', 'porcelana', 'madeira', 'bambu', 'couro', 'algodão', 'linho', 'lã', 'vidro', 'aço'],
    ...['ferro', 'cobre', 'forjado', 'forjada', 'artesanal', 'orgânico', 'orgânica', 'natural'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Conheça ${name}`,
      (name) => `Diga olá para ${name}`,
      (name) => `${name}. Em destaque.`,
    ],
    buttons: ['Compre agora', 'Saiba mais', 'Veja de perto', 'Descubra'],
    lifestyleCaptions: [
      'manhãs sem pressa',
      'pequenos rituais',
      'domingo de recomeço',
      'na minha mesa esta semana',
    ],
    selfieNotes: [
      (name) => `Testando ${name}`,
      (name) => `Primeiras impressões: ${name}`,
      (name) => `Testando ${name} esta semana`,
      (name) => `Dia um com ${name}`,
    ],
    unboxingStickers: ['chegou!', 'hora do unboxing', 'recebidos do dia'],
    eyebrows: { hero: 'Em foco', everyday: 'Dia a dia', selfie: 'Testando', unboxing: 'Unboxing' },
    newBadge: 'Novidade',
  },
};
