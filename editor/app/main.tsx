import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AccountGate } from "./accounts/AccountGate.tsx";
import { takeInvitationToken } from "./accounts/invitationToken.ts";
import { AnnouncerProvider } from "./Announcer.tsx";
import { EditorApp } from "./EditorApp.tsx";
import "./editor.css";

const container = document.getElementById("editor");
if (!container) throw new Error("Elemento #editor não encontrado.");
createRoot(container).render(
  <StrictMode>
    <AnnouncerProvider>
      <AccountGate invitation={takeInvitationToken()}>
        <EditorApp />
      </AccountGate>
    </AnnouncerProvider>
  </StrictMode>,
);
