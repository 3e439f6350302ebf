/** The public preview page's own words (pt-BR): seen by people without an account, so no editor words. */
export const p = {
  banner: "Prévia — esta página ainda não foi publicada",
  loading: "Carregando a prévia…",
  failed: "Não foi possível abrir a prévia. Verifique a conexão e recarregue a página.",
};
