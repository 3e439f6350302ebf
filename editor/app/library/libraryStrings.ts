/** The words of the image library and of the models of sections (pt-BR), apart from strings.ts to keep them together. */
export const l = {
  imagesLink: "Imagens",
  modelsLink: "Modelos de seção",
  backToList: "Voltar às páginas",
  imagesHeading: "Imagens",
  imagesIntro:
    "Todas as imagens do site, com onde cada uma aparece. Substituir troca a imagem em todas as páginas que a mostram; Renomear dá outro nome e atualiza todas essas páginas.",
  upload: "Enviar imagem",
  uploading: "Enviando…",
  uploaded: (name: string) => `Imagem “${name}” enviada.`,
  imagesEmpty: "Nenhuma imagem ainda. Envie a primeira.",
  imageSize: (width: number, height: number, kb: string) => `${width} × ${height} pixels · ${kb} KB`,
  usedIn: "Aparece em:",
  usedInMore: (more: number) => `E em mais ${more.toLocaleString("pt-BR")} ${more === 1 ? "lugar" : "lugares"}.`,
  unused: "Não aparece em nenhuma página.",
  draftOf: "rascunho",
  replace: "Substituir",
  replaceLabel: (name: string) => `Substituir ${name}`,
  replaced: (name: string, drafts: number) =>
    drafts === 0
      ? `Imagem “${name}” substituída: as páginas que a mostram já mostram a nova.`
      : `Imagem “${name}” substituída nos rascunhos: ${drafts === 1 ? "1 documento mostra" : `${drafts} documentos mostram`} a nova. Publique-os para o site mostrar a nova imagem.`,
  rename: "Renomear",
  renameLabel: (name: string) => `Renomear ${name}`,
  newName: "Novo nome",
  confirmRename: "Renomear",
  cancel: "Cancelar",
  renamed: (name: string, count: number) =>
    count === 0
      ? `Imagem renomeada para “${name}”.`
      : `Imagem renomeada para “${name}”; ${count === 1 ? "1 documento foi atualizado" : `${count} documentos foram atualizados`}. Publique-os para o site mostrar o novo nome.`,
  reviewAskedToo: "Revisão pedida: um Publicador ou Administrador publica as mudanças.",
  remove: "Excluir",
  removeLabel: (name: string) => `Excluir ${name}`,
  removeConfirm: (name: string) => `Excluir a imagem “${name}”? Nenhuma página a mostra.`,
  removed: (name: string) => `Imagem “${name}” excluída.`,
  cannotRemove: "Para excluir, troque a imagem nos lugares onde ela aparece.",
  modelsHeading: "Modelos de seção",
  modelsIntro:
    "Blocos salvos com um nome para usar de novo. Em “Adicionar bloco” de qualquer página, o modelo entra como uma cópia: mudar a cópia não muda o modelo, nem as outras páginas.",
  modelsEmpty: "Nenhum modelo ainda. No editor de uma página, use “Salvar como modelo” num bloco.",
  modelRenamed: (name: string) => `Modelo renomeado para “${name}”.`,
  modelRemoveConfirm: (name: string) =>
    `Excluir o modelo “${name}”? As páginas que já usaram o modelo continuam com a cópia delas.`,
  modelRemoved: (name: string) => `Modelo “${name}” excluído.`,
  saveAsModel: "Salvar como modelo",
  saveAsModelHeading: "Salvar bloco como modelo",
  saveAsModelHelp: "O modelo aparece em “Adicionar bloco” de todas as páginas, com este nome.",
  modelName: "Nome do modelo",
  save: "Salvar",
  close: "Fechar",
  cannotSave: "O bloco tem problemas: corrija os campos marcados e salve o modelo de novo.",
  modelSaved: (name: string) => `Modelo “${name}” salvo: ele já aparece em “Adicionar bloco”.`,
  modelsInAdd: "Modelos de seção",
  modelsInAddHelp: "Um modelo entra como uma cópia do bloco salvo, com os textos e imagens dele.",
};
