/**
 * Every problem the validator can report, as data: a stable code (`SITE-001` …), what is wrong and how to fix it
 * (pt-BR templates whose `<name>` placeholders are filled from the problem's details), the advice the editors'
 * guide gives, and an example that shows a typical instance there. The table "Erros comuns e como corrigir" in
 * docs/authoring.md is generated from this list by `npm run gen:types` (one anchor per code, `#site-001` …).
 *
 * A code names one problem forever: add new problems at the end with the next number, and list the code of one that
 * is removed in retiredProblemCodes.ts, never reusing it.
 */
/** Nothing where something is needed (a missing, empty or blank value): what to fill, by the field's kind. */
const FILL_FORM = {
  array: { message: "Adicione ao menos um item em “<title>”.", hint: "" },
  object: { message: "Preencha os campos de “<title>”.", hint: "" },
  field: { message: "Preencha o campo “<title>”.", hint: "" },
};

const PROBLEMS = {
  fileMissing: {
    code: "SITE-001",
    message: "Arquivo não encontrado.",
    hint: "Crie <file> (veja docs/authoring.md).",
    advice:
      "O site precisa de `site.config/site.json` (marca, menu, rodapé, contatos); recupere-o do Git (`git checkout -- site.config/site.json`).",
    example: { file: "site.json" },
  },
  noPages: {
    code: "SITE-002",
    message: "Nenhuma página encontrada.",
    hint: "Crie ao menos pages/home.json (npm run new-page).",
    advice: "A pasta `site.config/pages/` está vazia ou não existe; crie uma página com `npm run new-page`.",
    example: {},
  },
  jsonUnexpectedToken: {
    code: "SITE-003",
    message: 'JSON inválido: "<token>" inesperado aqui.',
    hint: "Confira vírgulas, aspas e chaves perto deste ponto (a última propriedade de um objeto não leva vírgula).",
    advice: "Quase sempre uma vírgula sobrando antes de `}` ou `]`, ou faltando entre dois campos.",
    example: { token: "}" },
  },
  jsonUnexpectedEnd: {
    code: "SITE-004",
    message: "JSON inválido: o arquivo termina antes de fechar tudo o que abriu.",
    hint: "Confira vírgulas, aspas e chaves perto deste ponto (a última propriedade de um objeto não leva vírgula).",
    advice: "Falta fechar uma `}`, uma `]` ou aspas; o editor mostra onde cada uma abre.",
    example: {},
  },
  missingField: {
    code: "SITE-005",
    message: 'Falta o campo obrigatório "<field>".',
    hint: 'Adicione "<field>"<about> a este objeto.',
    advice: "Acrescente o campo indicado ao objeto apontado; a dica diz para que ele serve.",
    example: { field: "answer", about: " (A resposta)" },
    form: FILL_FORM,
    at: "field",
  },
  unknownField: {
    code: "SITE-006",
    message: 'Campo desconhecido "<field>".',
    hint: "Remova-o ou corrija o nome.<suggestion> Campos aceitos aqui: <allowed>.",
    advice: "O nome do campo está errado; a dica sugere o mais parecido e lista os campos aceitos.",
    example: {
      field: "titel",
      suggestion: ' Você quis dizer "title"?',
      allowed: "type, id, eyebrow, title, openFirst, items",
    },
  },
  blockWithoutType: {
    code: "SITE-007",
    message: "O bloco não diz seu tipo.",
    hint: 'Adicione "type" com um destes: <types>.',
    advice: 'Todo bloco começa com `"type"`, que diz qual bloco ele é.',
    example: { types: "address, banner, faq" },
  },
  unknownBlockType: {
    code: "SITE-008",
    message: 'Tipo de bloco desconhecido "<type>".',
    hint: "Use um tipo existente.<suggestion> Tipos: <types>.",
    advice: "Corrija o `type` do bloco para um dos tipos listados (veja a referência dos blocos abaixo).",
    example: { type: "faqs", suggestion: ' Você quis dizer "faq"?', types: "address, banner, faq" },
  },
  valueNotAllowed: {
    code: "SITE-009",
    message: 'Valor <value> não é aceito em "<field>".',
    hint: "Use um destes: <allowed>.<suggestion>",
    advice: "O campo só aceita os valores listados na dica.",
    example: { value: '"azull"', field: "tone", allowed: "azul, laranja", suggestion: ' Você quis dizer "azul"?' },
    form: { field: { message: "O valor de “<title>” não está entre as opções.", hint: "Escolha uma opção da lista." } },
  },
  wrongConstant: {
    code: "SITE-010",
    message: '"<field>" deve ser <expected>.',
    hint: "Troque o valor por <expected>.",
    advice: "O campo tem um único valor possível, mostrado na dica.",
    example: { field: "type", expected: '"faq"' },
  },
  wrongType: {
    code: "SITE-011",
    message: '"<field>" deve ser <expected>.',
    hint: "Corrija o valor<about>.",
    advice: "O valor é de outro tipo: texto vai entre aspas, listas entre `[ ]`, objetos entre `{ }`.",
    example: { field: "items", expected: "lista [ ]", about: " (Perguntas e respostas, na ordem)" },
    form: { field: { message: "“<title>” precisa ser <kind>.", hint: "" } },
  },
  quotedLiteral: {
    code: "SITE-012",
    message: '"<field>" deve ser <expected>.',
    hint: "Escreva <value> sem aspas.",
    advice: "Números e `true`/`false` vão sem aspas no JSON.",
    example: { field: "columns", expected: "número inteiro", value: "3" },
    form: { field: { message: "“<title>” precisa ser <kind>.", hint: "" } },
  },
  badFormat: {
    code: "SITE-013",
    message: 'Formato inválido em "<field>": <value>.',
    hint: "Esperado: <expected>",
    advice:
      "O texto não segue o formato do campo, descrito na dica (links externos começam com `https://`, `mailto:` ou `tel:`).",
    example: {
      field: "href",
      value: '"http://exemplo.com"',
      expected: "Endereço externo seguro: https:, mailto: ou tel:.",
    },
    form: {
      spaces: { message: "“<title>” não pode ter espaços.", hint: "<rule>" },
      field: { message: "“<title>” não está no formato aceito.", hint: "<rule>" },
    },
  },
  emptyText: {
    code: "SITE-014",
    message: '"<field>" está vazio.',
    hint: "Escreva o texto ou remova o campo<about>.",
    advice: 'Um texto `""` não mostra nada: escreva o texto ou remova o campo, se ele for opcional.',
    example: { field: "title", about: " (Título da seção)" },
    form: FILL_FORM,
  },
  textTooShort: {
    code: "SITE-015",
    message: '"<field>" é curto demais.',
    hint: "Use pelo menos <limit> caracteres.",
    advice: "Complete o texto até o tamanho mínimo indicado.",
    example: { field: "message", limit: 10 },
    form: { field: { message: "“<title>” precisa de pelo menos <limit> caracteres.", hint: "" } },
  },
  textTooLong: {
    code: "SITE-016",
    message: '"<field>" é longo demais (<length> caracteres).',
    hint: "Use no máximo <limit> caracteres.",
    advice: "Encurte o texto; `title` vai até 70 caracteres e `description` até 160, o que os buscadores mostram.",
    example: { field: "title", length: 84, limit: 70 },
    form: { field: { message: "“<title>” passou do limite de <limit> caracteres.", hint: "Encurte o texto." } },
  },
  tooFewItems: {
    code: "SITE-017",
    message: 'A lista "<field>" tem itens de menos.',
    hint: "Ponha pelo menos <limit> item(ns).",
    advice: "A lista precisa de mais itens (uma página tem ao menos um bloco, um plano ao menos um benefício…).",
    example: { field: "blocks", limit: 1 },
    form: { field: { message: "“<title>” precisa de pelo menos <items>.", hint: "" } },
  },
  tooManyItems: {
    code: "SITE-018",
    message: 'A lista "<field>" tem itens demais.',
    hint: "Ponha no máximo <limit> item(ns).",
    advice: "Remova itens até o limite indicado ou divida o conteúdo em dois blocos.",
    example: { field: "actions", limit: 2 },
    form: { field: { message: "“<title>” aceita no máximo <items>.", hint: "Remova os que sobram." } },
  },
  belowMinimum: {
    code: "SITE-019",
    message: '"<field>" está fora do limite.',
    hint: "O valor deve ser no mínimo <limit>.",
    advice: "O número é menor que o permitido (um preço negativo, por exemplo).",
    example: { field: "price", limit: 0 },
    form: {
      zero: { message: "“<title>” não pode ser negativo.", hint: "" },
      field: { message: "“<title>” não pode ser menor que <limit>.", hint: "" },
    },
  },
  aboveMaximum: {
    code: "SITE-020",
    message: '"<field>" está fora do limite.',
    hint: "O valor deve ser no máximo <limit>.",
    advice: "O número é maior que o permitido.",
    example: { field: "timeoutMs", limit: 15000 },
    form: { field: { message: "“<title>” não pode passar de <limit>.", hint: "" } },
  },
  badName: {
    code: "SITE-021",
    message: "Nome inválido: <name>.",
    hint: "Use só letras e números, começando por letra.",
    advice: "Nomes de links de chat (as chaves de `links`) têm só letras e números, sem espaços nem acentos.",
    example: { name: '"fale-conosco"' },
  },
  invalidValue: {
    code: "SITE-022",
    message: 'Valor inválido em "<field>": <detail>.',
    hint: "Confira o campo<about>.",
    advice:
      "O valor não atende a uma regra do esquema; passe o mouse sobre o campo no VS Code para ver o que ele aceita.",
    example: { field: "action", detail: "must match exactly one schema in oneOf", about: " (Botão do plano)" },
    form: { field: { message: "O valor de “<title>” não é aceito.", hint: "<rule>" } },
  },
  duplicateRoute: {
    code: "SITE-023",
    message: 'A rota "<route>" já pertence a <owner>.',
    hint: "Escolha outra rota ou remova uma das páginas.",
    advice: "Duas páginas (ou uma página e um endereço alternativo em `aliases`) não podem ter a mesma rota.",
    example: { route: "/home", owner: "pages/home.json" },
  },
  actionDestinations: {
    code: "SITE-024",
    message: "O botão precisa de exatamente um destino e tem <count>.",
    hint: 'Use só um entre "chat" (link de chat), "to" (rota interna) e "href" (endereço externo).',
    advice: "Um botão tem só um entre `chat`, `to` e `href`.",
    example: { count: 2 },
    form: {
      anywhere: {
        message: "O botão precisa de um só destino.",
        hint: "Escolha um: link de chat, página do site ou endereço externo.",
      },
    },
  },
  chatOutsidePage: {
    code: "SITE-025",
    message: "Links de chat só existem nas páginas.",
    hint: 'Aqui use "to" ou "href".',
    advice: "Em `site.json` não há `links`: os botões de lá levam a uma rota (`to`) ou a um endereço (`href`).",
    example: {},
  },
  undeclaredChatLink: {
    code: "SITE-026",
    message: 'O link de chat "<link>" não está declarado em "links" desta página.',
    hint: 'Declare-o em "links" ou use um nome existente.<suggestion>',
    advice: "Declare o link em `links` da página ou use um nome que já existe.",
    example: { link: "parceiro", suggestion: ' Você quis dizer "parceiros"?' },
    form: {
      anywhere: {
        message: "O link de chat “<link>” não existe nesta página.",
        hint: "Escolha um link da lista ou crie um com “Novo link de chat”.",
      },
    },
  },
  unknownRoute: {
    code: "SITE-027",
    message: 'Nenhuma página responde na rota "<route>".',
    hint: "Corrija a rota ou crie a página.<suggestion>",
    advice: "A rota interna não existe; a dica sugere a mais parecida.",
    example: { route: "/contato", suggestion: ' Você quis dizer "/contatos"?' },
  },
  blankLinkMessage: {
    code: "SITE-028",
    message: 'A mensagem do link "<link>" está em branco.',
    hint: "Escreva a mensagem que o visitante enviará no chat.",
    advice: "Escreva a mensagem pronta do chat.",
    example: { link: "vazio" },
  },
  blankText: {
    code: "SITE-029",
    message: '"<field>" está em branco.',
    hint: "Escreva o texto ou remova o campo.",
    advice: "Um texto só com espaços não aparece para o visitante: escreva o texto ou remova o campo.",
    example: { field: "title" },
    form: FILL_FORM,
  },
  missingPublicFile: {
    code: "SITE-030",
    message: 'O arquivo "<path>" não existe em public/.',
    hint: "Coloque o arquivo em public<path> ou corrija o caminho.",
    advice: "Coloque a imagem em `public/img/` ou corrija o caminho.",
    example: { path: "/img/nao-existe.svg" },
  },
  unknownPlaceholder: {
    code: "SITE-031",
    message: "{{<path>}} não existe em site.json.",
    hint: "Use o caminho de um texto de site.json, por exemplo {{contact.email}}.",
    advice: "Corrija o caminho do marcador (ex.: `{{contact.email}}`).",
    example: { path: "contact.mail" },
  },
  unsafePlaceholderUrl: {
    code: "SITE-032",
    message: '{{<path>}} vira "<value>", que não é um endereço seguro.',
    hint: "Links externos devem começar com https://, mailto: ou tel:.",
    advice: "O valor em `site.json` usado no `href` precisa começar com `https://`, `mailto:` ou `tel:`.",
    example: { path: "social.blog", value: "http://blog.exemplo.com" },
  },
  fileTooLarge: {
    code: "SITE-033",
    message: "Arquivo grande demais: <size> (o limite é <limit>).",
    hint: "Uma página tem poucos KB e uma coleção, poucos MB: confira se um texto enorme foi colado por engano.",
    advice:
      "Uma página tem poucos KB e uma coleção de milhares de linhas, poucos MB: provavelmente um texto enorme foi colado por engano. O tamanho é conferido antes da leitura, e um arquivo grande demais nem chega a ser lido.",
    example: { size: "1.073,7 MB", limit: "3 MB" },
  },
  jsonTooDeep: {
    code: "SITE-034",
    message: "JSON aninhado demais: mais de <limit> níveis de [ ] e { } até aqui.",
    hint: "Confira se há colchetes ou chaves abertos a mais perto deste ponto.",
    advice: "Sobrou um `[` ou `{` aberto perto do ponto indicado (uma página usa poucos níveis).",
    example: { limit: 64 },
  },
  fileUnreadable: {
    code: "SITE-035",
    message: "Não foi possível ler o arquivo (<reason>).",
    hint: "Confira se <file> é um arquivo JSON comum.",
    advice:
      "O caminho é uma pasta, um link quebrado ou um arquivo sem permissão de leitura; troque-o por um arquivo `.json` comum.",
    example: { reason: "EISDIR", file: "pages/home.json" },
  },
  partWithoutKind: {
    code: "SITE-036",
    message: 'O trecho não diz seu "<tag>".',
    hint: 'Adicione "<tag>" com um destes: <allowed>.',
    advice:
      'Cada trecho de um bloco `richText` começa com `"kind"` (título, subtítulo, parágrafo ou lista), que diz o que ele é.',
    example: { tag: "kind", allowed: "heading, subheading, paragraph, list" },
  },
  unsafeTextLink: {
    code: "SITE-037",
    message: 'O link "<label>" vai para "<target>", que não é um endereço seguro.',
    hint: "Use uma rota do site (/contatos) ou um endereço https://, mailto: ou tel:.",
    advice:
      "Links no texto (`[rótulo](destino)`) levam a uma rota do site ou a um endereço `https://`, `mailto:` ou `tel:`.",
    example: { label: "clique aqui", target: "javascript:alert(1)" },
  },
  missingPrivacyPage: {
    code: "SITE-038",
    message: 'Nenhuma página responde na rota "<route>".',
    hint: "Crie a página da política de privacidade ou corrija a rota.<suggestion>",
    advice:
      "`privacy.route` em `site.json` aponta para a política de privacidade, ligada no rodapé, no aviso de cookies e no formulário de contato: a página precisa existir.",
    example: { route: "/privacidade", suggestion: "" },
  },
  pageFileName: {
    code: "SITE-039",
    message: 'O nome "<file>" não serve para uma página.',
    hint: "Renomeie o arquivo usando só letras, números e hífens antes de .json (ex.: promo-natal.json).",
    advice:
      "O nome do arquivo vira o nome da página no editor: só letras sem acento, números e hífens, como `promo-natal.json`. Arquivos que não terminam em `.json` (um LEIAME.md, por exemplo) não são páginas e são ignorados.",
    example: { file: "promo natal.json" },
  },
  unsafeUrl: {
    code: "SITE-040",
    message: 'O endereço "<value>" não é um link externo seguro.',
    hint: "Use um endereço completo que comece com https:// (em minúsculas, sem espaços) ou mailto:. Para ligar para um telefone, escreva tel: e o número com + e o DDD, sem espaços nem sinais, como tel:+554433334444.",
    advice:
      "Links para fora do site começam com `https://` (em minúsculas), `mailto:` ou `tel:` e não têm espaços; o site não mostra um link que não siga essa regra.",
    example: { value: "https://exa mple.com" },
  },
  duplicateKey: {
    code: "SITE-041",
    message:
      "O campo <key> aparece duas vezes neste objeto (a primeira na linha <firstLine>); só o último valor valeria.",
    hint: "Apague uma das duas linhas, mantendo o texto certo.",
    advice:
      'Um campo repetido no mesmo objeto (por exemplo dois `"title"`) faz o primeiro texto se perder sem aviso; fique com um só.',
    example: { key: '"title"', firstLine: 3 },
  },
  unknownTemplate: {
    code: "SITE-042",
    message: 'A coleção usa a página modelo "<page>", que não existe em pages/.',
    hint: "Escreva o nome de um arquivo de pages/, sem .json.<suggestion>",
    advice:
      "O campo `page` de uma coleção nomeia a página modelo: um arquivo de `site.config/pages/` (sem `.json`) cuja rota tem `:slug`.",
    example: { page: "sistema-pra", suggestion: ' Você quis dizer "sistema-para"?' },
  },
  templateWithoutSlug: {
    code: "SITE-043",
    message: 'A página modelo "<page>" tem a rota "<route>", sem :slug.',
    hint: "Ponha :slug na rota do modelo (ex.: /sistema-para/:slug): cada linha troca :slug pelo seu slug.",
    advice:
      "Cada linha da coleção vira uma página no endereço do modelo com `:slug` trocado pelo slug da linha; sem `:slug`, todas teriam o mesmo endereço.",
    example: { page: "sistema-para", route: "/sistema-para" },
  },
  duplicateSlug: {
    code: "SITE-044",
    message: 'O slug "<slug>" já aparece na linha <first> desta coleção.',
    hint: "Dê a cada linha um slug diferente: ele é o fim do endereço da página.",
    advice: "Duas linhas com o mesmo slug fariam duas páginas no mesmo endereço; mude o slug de uma delas.",
    example: { slug: "restaurantes-curitiba", first: 4 },
  },
  missingRowField: {
    code: "SITE-045",
    message: 'A linha "<slug>" não tem o campo "<field>", que a página modelo usa em {{row.<field>}}.',
    hint: 'Acrescente "<field>" a esta linha.<suggestion>',
    advice:
      "Toda linha precisa de todos os campos que o modelo usa como `{{row.campo}}`; a dica aponta um campo com nome parecido, se houver.",
    example: { slug: "restaurantes-curitiba", field: "cidade", suggestion: ' Você quis dizer "cidde"?' },
  },
  unknownRowField: {
    code: "SITE-046",
    message: "{{row.<field>}} não é um campo de nenhuma linha da coleção <collection>.",
    hint: "Use o nome de uma coluna das linhas.<suggestion>",
    advice: "O marcador `{{row.campo}}` do modelo precisa nomear uma coluna das linhas da coleção.",
    example: {
      field: "cidde",
      collection: "collections/segmentos-cidades.json",
      suggestion: ' Você quis dizer "cidade"?',
    },
  },
  rowPlaceholderOutsideTemplate: {
    code: "SITE-047",
    message: "{{row.<field>}} só vale numa página modelo de coleção.",
    hint: "Nenhuma coleção de collections/ usa este arquivo como modelo: troque o marcador por um texto ou por um valor de site.json.",
    advice:
      "Os marcadores `{{row.campo}}` são preenchidos pelas linhas de uma coleção; numa página comum não há linha de onde tirá-los.",
    example: { field: "cidade" },
  },
  rowText: {
    code: "SITE-048",
    message: 'Na linha "<slug>": <problem>',
    hint: "<hint> O texto vem da página modelo, em <template>.",
    advice:
      "O texto do modelo, preenchido com os dados desta linha, quebra uma regra (quase sempre o limite de caracteres): encurte o valor da linha ou o texto do modelo.",
    example: {
      slug: "restaurantes-sao-jose-dos-campos",
      problem: '"title" é longo demais (74 caracteres).',
      hint: "Use no máximo 70 caracteres.",
      template: "pages/sistema-para.json:4:12",
    },
  },
  launchPlaceholder: {
    code: "SITE-049",
    message: "<message>",
    hint: "<fix>",
    advice:
      "Só aparece com `npm run validate -- --launch`, a verificação antes de publicar o site: um dado provisório (razão social, CNPJ, e-mail, endereço, telefones, WhatsApp, redes sociais, vídeos, política de privacidade, logotipos de clientes e parceiros, notas de avaliação, links das lojas de aplicativos) ainda não foi trocado pelo da empresa. A mensagem diz qual é e a dica, o que escrever no lugar.",
    example: {
      message: 'O e-mail "contato@gestornuvem.example" é provisório (endereços .example não existem).',
      fix: "Escreva o e-mail de contato da empresa.",
    },
  },
  cardsAndGroups: {
    code: "SITE-050",
    message:
      "A grade de cartões tem uma lista de cartões e também grupos de cartões: use uma das duas formas, não as duas.",
    hint: "Mova estes cartões para dentro de um grupo ou apague os grupos e fique só com a lista.",
    advice:
      "Uma grade de cartões mostra uma lista única de cartões (`cards`) ou grupos com título, cada um com os seus cartões (`groups`, para listas longas), nunca as duas coisas: leve os cartões soltos para um grupo (ou crie um grupo para eles) ou apague os grupos.",
    example: {},
  },
  cardGridWithoutCards: {
    code: "SITE-051",
    message: "A grade de cartões não tem cartões.",
    hint: "Ponha uma lista de cartões ou, para listas longas, grupos de cartões, cada um com título e os seus cartões.",
    advice:
      "Toda grade de cartões precisa de cartões: uma lista única (`cards`) ou grupos com título, cada um com os seus cartões (`groups`).",
    example: {},
  },
  notRegularFile: {
    code: "SITE-052",
    message: "O caminho não é um arquivo comum, e sim <kind>; ele não foi lido.",
    hint: "Troque <file> por um arquivo .json comum.",
    advice:
      "Um pipe nomeado (FIFO), um dispositivo (como `/dev/zero`) ou um socket não é um arquivo de texto: lê-lo travaria o validador, o build e o editor ou não terminaria nunca. Apague-o e ponha no lugar um arquivo `.json` comum.",
    example: { kind: "um pipe nomeado (FIFO)", file: "site.json" },
  },
  linkOutsideConfig: {
    code: "SITE-053",
    message: "O arquivo é um link que leva para fora da pasta de configuração; ele não foi lido.",
    hint: "Troque <file> por uma cópia do arquivo, dentro de site.config/.",
    advice:
      "O validador, o build e o editor só leem arquivos de `site.config/`: um link (atalho) que leva para fora dela publicaria um arquivo que ninguém revisa no site e o editor mostraria qualquer arquivo do computador. Copie o arquivo para dentro da pasta no lugar do link.",
    example: { file: "pages/home.json" },
  },
  invalidUtf8: {
    code: "SITE-054",
    message: "O texto não está em UTF-8: o byte <byte> não forma um caractere.",
    hint: "Salve o arquivo com a codificação UTF-8 (no VS Code: a codificação na barra de status, Salvar com Codificação, UTF-8) e confira os acentos a partir daqui.",
    advice:
      "O arquivo foi salvo em outra codificação (Windows-1252 ou Latin-1, de editores antigos): cada acento virou um byte que não é UTF-8. Reabra-o na codificação em que foi salvo e salve-o de novo em UTF-8; a posição indicada é a do primeiro acento estragado.",
    example: { byte: "0xE7" },
  },
  experimentUnknownPage: {
    code: "SITE-055",
    message: "O teste A/B é da página “<page>”, que não existe.",
    hint: "Escolha uma página do site.<suggestion>",
    advice:
      "Um teste A/B compara versões de uma página que existe: escreva em `page` o nome do arquivo da página em `pages/`, sem `.json` (por exemplo `home`).",
    example: { page: "hom", suggestion: ' Você quis dizer "home"?' },
  },
  experimentOfTemplate: {
    code: "SITE-056",
    message: "A página “<page>” é o modelo de uma coleção; um teste A/B não pode ter variantes dela.",
    hint: "Teste uma página comum, ou uma página própria feita para a campanha.",
    advice:
      "As páginas de uma coleção saem todas do mesmo modelo, cada uma no seu endereço: uma variante do modelo mudaria milhares de páginas ao mesmo tempo. Crie uma página própria para a campanha e teste essa.",
    example: { page: "segmento" },
  },
  experimentWeights: {
    code: "SITE-057",
    message: "Os pesos das variantes somam <total>%, e precisam somar 100%.",
    hint: "Ajuste os pesos para que a soma dê 100 (por exemplo 50 e 50).",
    advice: "O peso de cada variante é a parte dos visitantes que a vê: a soma de todas precisa ser exatamente 100.",
    example: { total: 90 },
  },
  experimentDuplicateVariant: {
    code: "SITE-058",
    message: "Há mais de uma variante chamada “<variant>”.",
    hint: "Dê a cada variante um nome diferente.",
    advice: "Cada variante do teste tem um nome só dela, que identifica quem a viu nos relatórios e nos contatos.",
    example: { variant: "b" },
  },
  experimentVariantMissing: {
    code: "SITE-059",
    message: "A variante “<variant>” não tem página.",
    hint: "Crie a página da variante (uma cópia da página testada) ou remova a variante do teste.",
    advice:
      "Toda variante, menos a `original` (a própria página), é uma página em `experiments/<teste>/<variante>.json`: copie a página testada para lá e mude o que quer testar.",
    example: { variant: "b" },
  },
  variantRoute: {
    code: "SITE-060",
    message: "A variante tem o endereço “<route>”, mas a página testada fica em “<expected>”.",
    hint: "Use o mesmo endereço da página testada: a variante aparece no lugar dela.",
    advice:
      "Uma variante é outra versão da mesma página, vista no mesmo endereço: o `route` dela é o da página testada.",
    example: { route: "/home-b", expected: "/" },
  },
  experimentGoalUnreachable: {
    code: "SITE-061",
    message: "O objetivo do teste é <goal>, mas a variante “<variant>” não tem <missing>.",
    hint: "Acrescente à variante <missing>, ou escolha outro objetivo.",
    advice:
      "Um teste conta conversões: com o objetivo “clique no chat”, toda variante precisa de um botão ou link de chat; com “contato pelo formulário”, de um formulário de contato; com “chat ou formulário”, de um dos dois.",
    example: { goal: "clique no chat", variant: "b", missing: "nenhum botão de chat" },
  },
  planPriceMismatch: {
    code: "SITE-062",
    message: "O plano “<plan>” custa <listed> <pages> e <summary> no resumo do pedido da página “<payment>”.",
    hint: "Use o mesmo valor e o mesmo período no resumo do pedido e nos blocos de planos: corrija o que estiver desatualizado.",
    advice:
      "O resumo do pedido do formulário de pagamento repete o nome, o valor e o período de cada plano dos blocos de planos (a página de preços, a página inicial…). Quando um preço muda, mude-o em todos esses lugares: o plano é reconhecido pelo nome. Um plano que está só de um lado não é problema.",
    example: {
      plan: "ERP Gestão Comércio",
      listed: "R$ 84,99/mês",
      pages: "na página “preco”",
      summary: "R$ 89,99 por mês",
      payment: "pagamento",
    },
  },
  publicLinkOutside: {
    code: "SITE-063",
    message: "“<path>” é um link para <target>, fora de public/.",
    hint: "Troque o link por uma cópia do próprio arquivo em public/, ou apague-o.",
    advice:
      "A build publica só o que está dentro de `public/`: um link simbólico que leva para fora dela (outra pasta do projeto, `/etc/passwd`, os segredos da máquina de build) para a build, para que nada de fora chegue ao site. Um link quebrado também. Copie o arquivo para `public/` em vez de apontar para ele.",
    example: { path: "public/img/logo.png", target: "/etc/passwd" },
  },
  runningTestWithoutConsentText: {
    code: "SITE-064",
    message: "O teste A/B “<test>” está em andamento, e o aviso de cookies não tem o “Texto sem Tag Manager”.",
    hint: "Escreva em “Texto sem Tag Manager” (consent.firstPartyText) o que o site mede para o teste e por quê.",
    advice:
      "Um teste A/B só separa e conta quem aceita a medição no aviso de cookies. Sem Tag Manager, o aviso aparece na página testada enquanto o teste está em andamento e usa o “Texto sem Tag Manager”: diga ali que o próprio site guarda um código anônimo para comparar versões da página, e que nada vai para outras empresas. Sem esse texto, o aviso mostraria o texto de medição de anúncios. No servidor, o teste precisa ainda do segredo `SITE_AB_SECRET` (o mesmo em todos os servidores; veja deploy/README.md).",
    example: { test: "home-ab" },
  },
  unknownPlan: {
    code: "SITE-065",
    message: "O plano “<plan>” não está cadastrado nas Configurações do site (Planos).",
    hint: "Escolha um dos planos cadastrados ou cadastre este plano em Planos, nas Configurações do site.<suggestion>",
    advice:
      "Um cartão de um bloco de planos pode mostrar um plano cadastrado nas Configurações do site (`plans` em site.json) pelo nome curto dele, como `comercioBasico`: o nome, o preço e os benefícios vêm de lá, iguais em todas as páginas. O nome curto precisa ser o de um plano cadastrado.",
    example: { plan: "comercioBasic", suggestion: " Você quis dizer “comercioBasico”?" },
  },
  planWithOwnDetails: {
    code: "SITE-066",
    message:
      "Este cartão mostra um plano cadastrado nas Configurações do site e também tem nome, preço, selo ou benefícios escritos aqui.",
    hint: "Apague os campos escritos aqui e mude o plano em Planos, nas Configurações do site; ou tire o plano cadastrado para escrever este plano por inteiro.",
    advice:
      "Um plano cadastrado nas Configurações do site aparece igual em todas as páginas que o mostram: o cartão só escolhe o plano e, se quiser, o seu botão. Para mudar o nome, o preço ou os benefícios, mude o plano cadastrado; para um plano que só esta página mostra, escreva o cartão por inteiro, sem plano cadastrado.",
    example: {},
  },
} as const satisfies Record<string, ProblemKind>;

/** One kind of problem: its code, its templates, and how the editors' guide explains it. */
export interface ProblemKind {
  code: `SITE-${string}`;
  /** What is wrong, in pt-BR; `<name>` is replaced by the detail of that name. */
  message: string;
  /** How to fix it, in pt-BR, same placeholders. */
  hint: string;
  /** What the guide says to do (Markdown, pt-BR). */
  advice: string;
  /** Details of a typical instance, shown in the guide. */
  example: Readonly<Record<string, string | number>>;
  /**
   * How the page editor words the problem, where it shows it on a field of its form (named by its pt-BR title, not its
   * JSON key) or anywhere (`anywhere`); without one, the editor shows the message and hint above. See {@link formWords}.
   */
  form?: Readonly<Partial<Record<FormCase, Wording>>>;
  /** `"field"`: the problem points at an object, and its detail `field` names the property at fault (a missing one). */
  at?: "field";
}

/** A message and a hint. */
export interface Wording {
  message: string;
  hint: string;
}

/**
 * The cases a form's wording is chosen by, the first that applies in this order: white space is all that is wrong
 * with the value (`spaces`), the limit is 0 (`zero`), the field is a list or a group of fields (`array`, `object`), the
 * problem is on a field (`field`), wherever it is (`anywhere`).
 */
export type FormCase = "spaces" | "zero" | "array" | "object" | "field" | "anywhere";

export type ProblemId = keyof typeof PROBLEMS;
export type ProblemCode = (typeof PROBLEMS)[ProblemId]["code"];

/** The placeholder names in a template, e.g. "route" | "owner" for `A rota "<route>" já pertence a <owner>.`. */
type Placeholders<T extends string> = T extends `${string}<${infer Name}>${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The details a problem of kind `K` needs: one per placeholder in its message and hint. */
export type Details<K extends ProblemId> = Record<
  Placeholders<(typeof PROBLEMS)[K]["message"] | (typeof PROBLEMS)[K]["hint"]>,
  string | number
>;

/** The values a problem's message and hint were filled from (the missing field's key, the link's name…). */
export type ProblemDetails = Readonly<Record<string, string | number>>;

/** The code, message and hint of a problem, as the validator reports it, with the details they were made from. */
export interface ProblemText {
  code: ProblemCode;
  message: string;
  hint: string;
  details: ProblemDetails;
}

function fill(template: string, details: Readonly<Record<string, string | number>>): string {
  return template.replace(/<(\w+)>/g, (placeholder, name: string) =>
    name in details ? String(details[name]) : placeholder,
  );
}

/** A problem of kind `id` with its placeholders filled from `details`. */
export function problemText<K extends ProblemId>(
  id: K,
  ...[details]: keyof Details<K> extends never ? [] : [Details<K>]
): ProblemText {
  const kind: ProblemKind = PROBLEMS[id];
  const filled: ProblemDetails = details ?? {};
  return {
    code: PROBLEMS[id].code,
    message: fill(kind.message, filled),
    hint: fill(kind.hint, filled),
    details: filled,
  };
}

/** The kinds of problem without placeholders, which a schema can name (`x-problem`, model/schemaKeywords.ts). */
export type PlainProblemId = { [K in ProblemId]: keyof Details<K> extends never ? K : never }[ProblemId];

/** Whether `id` names a kind of problem without placeholders. */
export function isPlainProblem(id: string): id is PlainProblemId {
  if (!Object.hasOwn(PROBLEMS, id)) return false;
  const kind: ProblemKind = PROBLEMS[id as ProblemId];
  return !/<\w+>/.test(kind.message + kind.hint);
}

/** Every kind of problem with its id, in code order. */
export function problemKinds(): Array<ProblemKind & { id: ProblemId }> {
  return (Object.keys(PROBLEMS) as ProblemId[]).map((id) => ({ id, ...PROBLEMS[id] }));
}

/** A kind's example message and hint, as the guide shows them. */
export function exampleText(kind: ProblemKind): { message: string; hint: string } {
  return { message: fill(kind.message, kind.example), hint: fill(kind.hint, kind.example) };
}

/** The name of the kind of value a field holds, by its schema `type`, as the editor says what a field needs. */
const VALUE_KINDS: Readonly<Record<string, string>> = {
  number: "um número",
  integer: "um número inteiro",
  string: "um texto",
  boolean: "Sim ou Não",
  array: "uma lista",
  object: "um grupo de campos",
};

/** What the form's wordings fill their placeholders from, beside the problem's details. */
export interface FormValues {
  /** The field's pt-BR title. */
  title: string;
  /** What the field accepts (its pattern's message or its description). */
  rule: string;
  /** The field's schema `type`. */
  type?: unknown;
}

const itemCount = (count: number) => (count === 1 ? "1 item" : `${count} itens`);

/**
 * The editor's words for a problem of code `code`: its kind's form wording for the first of `cases` it has, filled
 * from its details and, on a field, the field's values (`<title>`, `<rule>`, `<kind>`: the kind of value the field
 * takes, `<items>`: `<limit>` as "1 item", "3 itens"); undefined when the kind has no wording for these cases.
 */
export function formWords(
  code: string,
  cases: FormCase[],
  details: ProblemDetails,
  field?: FormValues,
): Wording | undefined {
  const form = KINDS_BY_CODE.get(code)?.form;
  const wording = form && cases.map((name) => form[name]).find((found) => found !== undefined);
  if (!wording) return undefined;
  const values = {
    ...details,
    ...(typeof details.limit === "number" && { items: itemCount(details.limit) }),
    ...(field && {
      title: field.title,
      rule: field.rule,
      kind: VALUE_KINDS[String(field.type)] ?? "outro tipo de valor",
    }),
  };
  return { message: fill(wording.message, values), hint: fill(wording.hint, values) };
}

const KINDS_BY_CODE = new Map<string, ProblemKind>(Object.values(PROBLEMS).map((kind) => [kind.code, kind]));

/** The property a problem is about when it names one the object at its pointer lacks (a missing field), by its code. */
export function fieldOf(problem: { code: string; details: ProblemDetails }): string | undefined {
  const field = KINDS_BY_CODE.get(problem.code)?.at === "field" ? problem.details.field : undefined;
  return field === undefined ? undefined : String(field);
}
