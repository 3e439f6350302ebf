/**
 * Why a publication has not reached the site yet, for the person who published: what happened, whether the editor
 * keeps trying by itself, and what to ask for. Never git's words, a branch's name, an address or a path.
 */
import type { PushAttempt } from "./pushOnce.ts";
import type { Replay } from "./replayOnto.ts";

const KEPT = "A publicação está registrada aqui";
const RETRYING = "o editor vai tentar enviá-la de novo sozinho nos próximos minutos";

/** Why a push failed, by what it met. */
export const PUSH_MESSAGES: Record<
  Exclude<PushAttempt["kind"] | Replay["kind"], "pushed" | "behind" | "replayed">,
  string
> = {
  unreachable: `O servidor onde o site fica guardado não respondeu (a rede ou o servidor podem estar fora do ar). ${KEPT} e ${RETRYING}: não precisa publicar outra vez.`,
  missing: `Não há um repositório do site no endereço configurado no editor (ele pode ter sido movido ou ainda não ter sido criado). ${KEPT} e ${RETRYING}; peça a quem cuida do site para conferir o endereço do repositório nas configurações do editor.`,
  denied: `O servidor onde o site fica guardado recusou o acesso do editor (senha, chave ou permissão). ${KEPT} e ${RETRYING}; peça a quem cuida do site para conferir o acesso do editor ao repositório.`,
  refused: `O repositório do site recusou receber a publicação (ele pode estar protegido contra mudanças diretas). ${KEPT}, mas não foi enviada: peça a quem cuida do site para liberar o envio pelo editor.`,
  conflict: `Alguém mudou os mesmos arquivos diretamente no repositório do site. Para não apagar o trabalho de ninguém, a publicação ficou registrada só aqui e não foi enviada: peça a quem cuida do site para juntar as duas versões.`,
  drafts: `O repositório do site recebeu mudanças em arquivos que têm alterações salvas e ainda não publicadas aqui. Para não apagar nenhuma delas, a publicação ficou registrada só aqui e não foi enviada: peça a quem cuida do site para juntar as duas versões.`,
};

/** The deploy address did not answer, or answered with an error: the editor calls it again. */
export const DEPLOY_RETRYING =
  "O site recebeu a publicação, mas o serviço que o atualiza não respondeu ao aviso. O editor vai avisá-lo de novo sozinho nos próximos minutos.";

/** The deploy address kept failing: the site may still show the previous version. */
export const DEPLOY_FAILED =
  "O site recebeu a publicação, mas o serviço que o atualiza não aceitou o aviso depois de várias tentativas: o site pode continuar mostrando a versão anterior. Peça a quem cuida do site para conferir o endereço de atualização do editor ou atualizar o site à mão.";
