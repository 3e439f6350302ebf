import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { SiteRoutes } from "./SiteRoutes.tsx";
import "./styles/global.css";

const app = (
  <StrictMode>
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  </StrictMode>
);

try {
  const container = document.getElementById("root");
  if (!container) throw new Error("Elemento #root não encontrado.");
  // Prerendered routes arrive with their HTML and are hydrated; the payment page's shell is rendered from scratch.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
} catch (error) {
  // Spec: an application bootstrap failure is logged to the console.
  console.error(error);
}
