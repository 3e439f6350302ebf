import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import "./styles/global.css";

const container = document.getElementById("root");
try {
  if (!container) throw new Error("Elemento #root não encontrado.");
  createRoot(container).render(<App />);
} catch (error) {
  // Spec: an application bootstrap failure is logged to the console.
  console.error(error);
}
