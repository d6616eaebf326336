import { render } from "preact";
import { App } from "./app.js";
import { keepPlaces } from "./router.js";
import "./styles.css";

keepPlaces();
const root = document.getElementById("app");
if (root) render(<App />, root);
