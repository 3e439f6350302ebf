/** The words of the search and sharing previews (pt-BR), apart from strings.ts to keep this panel together. */
export const s = {
  heading: "Como a página aparece no Google e no WhatsApp",
  help: "Uma ideia do resultado de busca e do link compartilhado, a partir do título, da descrição e da imagem de compartilhamento.",
  google: "No Google",
  whatsapp: "No WhatsApp",
  noImage: "Sem imagem: escolha uma em “Imagem de compartilhamento”, de 1200 × 630 pixels.",
  emptyTitle: "(sem título)",
  emptyDescription: "(sem descrição)",
};
