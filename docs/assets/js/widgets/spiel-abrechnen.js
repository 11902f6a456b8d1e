// Widget „Was zahlt das Spiel?“: a game's settlement from its outcome, for every game the engine
// settles. The engine describes the form (`form`: controls with their labels, choices and
// ranges) and computes the payments (`settle`); the widget only renders the form, checks numbers
// in the page and sends back what the reader chose. It keeps no rules of its own.
// Root attributes: data-variant (default tapp), data-game, data-points (an example to show).
import { callEngine } from "../engine-client.js";
import { clearError, select, showError, uid, wholeNumber } from "./form.js";

// data-role of the controls the page's tests and examples address
const ROLES = { game: "game", multiplicity: "malig", points: "points", "contra.spiel": "contra",
  ultimo: "ultimo", volat: "volat", announced: "announced" };

class FormError extends Error {}

export async function mountSpielAbrechnen(root, el) {
  const variants = await callEngine("variants", {});
  if (!variants.ok) throw new Error(variants.error.message);
  const form = el("form", { class: "widget-form" });
  const head = el("div", { class: "widget-grid" });
  const variant = select(head, el, "Spiel:", "variant",
    variants.result.filter((v) => v.settle).map((v) => [v.key, `${v.name} (${v.source})`]));
  variant.value = root.dataset.variant || "tapp";
  const fields = el("div", { class: "widget-grid", "data-role": "fields" });
  const submit = el("button", { type: "submit", class: "md-button md-button--primary", "data-role": "settle" }, "Abrechnen");
  form.append(head, fields, submit);
  const message = el("p", { class: "widget-error", role: "alert", "data-role": "message", hidden: "" });
  const output = el("div", { class: "widget-output", "aria-live": "polite", "data-role": "result" });
  root.append(form, message, output);
  let current = null;

  async function load(examples) {
    const answer = await callEngine("form", { variant: variant.value });
    if (!answer.ok) throw new Error(answer.error.message);
    current = renderForm(answer.result, fields, el, examples);
  }

  variant.addEventListener("change", async () => {
    output.replaceChildren();
    clearError(root, message);
    await load({});
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    output.replaceChildren();
    let args;
    try {
      args = collect(current);
    } catch (err) {
      if (err instanceof FormError) return showError(root, message, err.message);
      throw err;
    }
    const answer = await callEngine("settle", { variant: variant.value, ...args });
    output.replaceChildren();
    if (!answer.ok) return showError(root, message, answer.error.message);
    clearError(root, message);
    renderResult(answer.result, current.data, output, el);
  });

  await load({ game: root.dataset.game, points: root.dataset.points });
  form.requestSubmit();
}

function roleOf(path) {
  return ROLES[path] || path.replace(/[^A-Za-z0-9]+/g, "-");
}

/** Render the engine's controls; returns {data, inputs: [{control, read}]}. */
function renderForm(data, container, el, examples) {
  container.replaceChildren();
  const inputs = [];
  for (const c of data.controls) {
    const id = uid("sa");
    const role = roleOf(c.path);
    const example = examples[c.path];
    if (c.type === "select") {
      const s = el("select", { id, "data-role": role, "data-path": c.path });
      const values = new Map();
      if (!c.required) s.append(el("option", { value: "" }, "—"));
      for (const o of c.options) {
        values.set(String(o.value), o.value);
        s.append(el("option", { value: String(o.value) }, o.label));
      }
      const start = example ?? c.default;
      if (start !== undefined && values.has(String(start))) s.value = String(start);
      container.append(el("label", { for: id }, `${c.label}:`), s);
      inputs.push({ control: c, element: s, read: () => (s.value === "" ? undefined : values.get(s.value)) });
    } else if (c.type === "number") {
      const i = el("input", { id, type: "text", inputmode: "numeric", size: "6", autocomplete: "off",
        "data-role": role, "data-path": c.path });
      i.value = example ?? (c.default !== undefined ? String(c.default) : "");
      container.append(el("label", { for: id }, `${c.label}:`), i);
      inputs.push({ control: c, element: i, read: () => {
        if (i.value.trim() === "") return undefined;
        const r = wholeNumber(i.value, c.label, c.min, c.max);
        if (r.error) throw new FormError(r.error);
        return r.value;
      } });
    } else if (c.type === "checkbox") {
      const box = el("input", { id, type: "checkbox", "data-role": role, "data-path": c.path });
      container.append(el("label", { for: id }, `${c.label}:`), box);
      inputs.push({ control: c, element: box, read: () => (box.checked ? true : undefined) });
    } else if (c.type === "checkboxes" || c.type === "announce") {
      const group = el("fieldset", { class: "widget-choices", "data-role": role, "data-path": c.path });
      group.append(el("legend", {}, c.label));
      const parts = [];
      for (const o of c.options) {
        const oid = uid("sa");
        if (c.type === "checkboxes") {
          const box = el("input", { id: oid, type: "checkbox", value: String(o.value) });
          group.append(box, el("label", { for: oid }, o.label));
          parts.push(() => (box.checked ? o.value : undefined));
        } else {
          const s = el("select", { id: oid, "data-what": String(o.value) });
          s.append(el("option", { value: "" }, "nicht angesagt"));
          for (const seat of c.seats) s.append(el("option", { value: seat }, `von ${seat}`));
          group.append(el("label", { for: oid }, `${o.label}:`), s);
          parts.push(() => (s.value ? { what: o.value, by: s.value } : undefined));
        }
      }
      container.append(group);
      inputs.push({ control: c, element: group, read: () => {
        const chosen = parts.map((p) => p()).filter((v) => v !== undefined);
        return chosen.length ? chosen : undefined;
      } });
    }
  }
  linkMultiplicity(data, inputs);
  return { data, inputs };
}

/** The game's highest multiplicity, as the engine lists it per contract (S. 20–22). */
function linkMultiplicity(data, inputs) {
  const game = inputs.find((x) => x.control.path === "game");
  const malig = inputs.find((x) => x.control.path === "multiplicity");
  if (!game || !malig || !data.contracts) return;
  const sync = () => {
    const c = data.contracts.find((x) => x.key === game.element.value);
    const most = c ? c.max_multiplicity : 1;
    for (const option of malig.element.options) option.disabled = Number(option.value) > most;
    if (Number(malig.element.value) > most) malig.element.value = String(most);
    malig.element.disabled = most <= 1;
  };
  game.element.addEventListener("change", sync);
  sync();
}

/** The request from the rendered controls: values set at their paths ("a.b", "a[1]"). */
function collect(current) {
  const args = {};
  for (const { control, element, read } of current.inputs) {
    const value = element.disabled ? undefined : read();
    if (value === undefined) {
      if (control.required) throw new FormError(`Bitte „${control.label}“ angeben.`);
      continue;
    }
    setPath(args, control.path, value);
  }
  return args;
}

function setPath(target, path, value) {
  const keys = path.split(".").flatMap((part) => {
    const m = part.match(/^(.*?)\[(\d+)\]$/);
    return m ? [m[1], Number(m[2])] : [part];
  });
  let node = target;
  keys.forEach((k, i) => {
    if (i === keys.length - 1) {
      node[k] = value;
    } else {
      if (node[k] === undefined) node[k] = typeof keys[i + 1] === "number" ? [] : {};
      node = node[k];
    }
  });
}

function renderResult(r, data, output, el) {
  output.append(el("p", { "data-role": "summary" }, r.summary));
  const table = el("table");
  const head = el("tr");
  ["Posten", "je", "zahlt", "erhält", "Quelle"].forEach((h) => head.append(el("th", {}, h)));
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (const line of r.lines) {
    const tr = el("tr");
    const amount = line.amount ?? line.points ?? "";
    const source = line.source ? `${data.source_label} ${line.source}`.trim() : "";
    tr.append(el("td", {}, line.label), el("td", { class: "num" }, String(amount)),
      el("td", {}, (line.from || []).join(", ")), el("td", {}, (line.to || [line.party || ""]).join(", ")),
      el("td", {}, source));
    body.append(tr);
  }
  table.append(thead, body);
  const net = Object.entries(r.payments).map(([who, n]) => `${who} ${n > 0 ? "+" : ""}${n}`).join(" · ");
  output.append(table, el("p", { class: "widget-summary", "data-role": "payments" }, `Saldo: ${net}`));
}
