import { render } from "preact";
import { App } from "./app.js";
import { keepPlaces } from "./router.js";
import "./styles.css";

// The frame is drawn once the microtasks already queued have run: among them are
// the imports of the view the address names and of its words (app.tsx starts them
// as it loads, each a step behind a promise), whose requests would otherwise wait
// until the frame was drawn.
queueMicrotask(() => {
  keepPlaces();
  const root = document.getElementById("app");
  if (root) render(<App />, root);
});
