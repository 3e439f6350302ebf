import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AnnouncerProvider } from "./Announcer.tsx";
import { EditorApp } from "./EditorApp.tsx";
import "./editor.css";

const container = document.getElementById("editor");
if (!container) throw new Error("Elemento #editor não encontrado.");
createRoot(container).render(
  <StrictMode>
    <AnnouncerProvider>
      <EditorApp />
    </AnnouncerProvider>
  </StrictMode>,
);
