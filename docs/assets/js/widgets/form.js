// Small helpers shared by the form widgets: labelled controls with ids unique per widget
// instance, checks of numbers and card lists in the page (German messages; the engine checks
// everything again), and the German error display.
import { callEngine } from "../engine-client.js";
import { normalizeCardName } from "../cards.js";

let counter = 0;

/** An id unique in the page, for <label for=…>. */
export function uid(prefix) {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** A labelled text input appended to `form`; returns the input. */
export function field(form, el, label, role, value = "") {
  const id = uid(role);
  const input = el("input", { id, type: "text", autocomplete: "off", spellcheck: "false", "data-role": role });
  input.value = value || "";
  form.append(el("label", { for: id }, label), input);
  return input;
}

/** A labelled <select> of [value, text] pairs appended to `parent`; returns the select. */
export function select(parent, el, label, role, options) {
  const id = uid(role);
  const s = el("select", { id, "data-role": role });
  for (const [value, text] of options) s.append(el("option", { value: String(value) }, text));
  parent.append(el("label", { for: id }, label), s);
  return s;
}

/** The two places every form widget answers in: the German error message (an alert) and the
 *  result (a polite live region). */
export function resultParts(el) {
  return {
    message: el("p", { class: "widget-error", role: "alert", "data-role": "message", hidden: "" }),
    output: el("div", { class: "widget-output", "aria-live": "polite", "data-role": "result" }),
  };
}

/** A form's primary submit button, appended to the form. */
export function submitButton(form, el, role, label) {
  const button = el("button", { type: "submit", class: "md-button md-button--primary", "data-role": role }, label);
  form.append(button);
  return button;
}

/** Show the engine's German message in the widget (which stays ready). */
export function showError(root, message, text) {
  message.textContent = text;
  message.hidden = false;
  root.dataset.result = "error";
}

export function clearError(root, message) {
  message.hidden = true;
  message.textContent = "";
  root.dataset.result = "ok";
}

/** The cycle every form widget runs when submitted: the reader's input gathered and checked in
 *  the page (`request()` returns the engine request, or throws FormError with a German message),
 *  sent to the engine as JSON data, then the engine's German message or its result (`render`).
 *  `readerMessage` may rename the engine's field names to the form's labels. */
export function answerOnSubmit({ root, form, message, output }, endpoint, request, render, readerMessage = String) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    output.replaceChildren();
    let data;
    try {
      data = request();
    } catch (err) {
      if (err instanceof FormError) return showError(root, message, err.message);
      throw err;
    }
    const answer = await callEngine(endpoint, data);
    output.replaceChildren();
    if (!answer.ok) return showError(root, message, readerMessage(answer.error.message));
    clearError(root, message);
    render(answer.result);
  });
}

/** A whole number from a text field, checked: {value} or {error} (German). */
export function wholeNumber(text, label, min, max) {
  const t = String(text).trim();
  const range = `zwischen ${min} und ${max}`;
  if (!/^[+-]?\d{1,12}$/.test(t)) return { error: `${label}: bitte als ganze Zahl ${range} angeben.` };
  const value = Number(t);
  if (!Number.isFinite(value) || !Number.isInteger(value)) {
    return { error: `${label}: bitte als ganze Zahl ${range} angeben.` };
  }
  if (value < min || value > max) return { error: `${label}: die Zahl muss ${range} liegen, nicht ${t}.` };
  return { value };
}

/** Card names from a text field: split at commas, semicolons and line breaks. */
export function cardNames(text) {
  return String(text).split(/[,;\n]+/).map((n) => n.trim()).filter((n) => n);
}


/** The first card name that occurs twice in the lists (compared as the engine would spell
 *  them loosely), or null. */
export function duplicateCard(...lists) {
  const seen = new Set();
  for (const list of lists) {
    for (const name of list) {
      const k = normalizeCardName(name);
      if (seen.has(k)) return name;
      seen.add(k);
    }
  }
  return null;
}

// --- forms described by the engine (engine.forms): render, prefill and read back ----------------

/** A reader's input the page can already reject (the engine checks everything again). */
export class FormError extends Error {}

function defaultRole(path) {
  return path.replace(/[^A-Za-z0-9]+/g, "-");
}

/** Every value of a request by its path ("a.b", "a[1]"), for prefilling a form. */
export function valuesByPath(value, prefix = "", out = {}) {
  if (prefix) out[prefix] = value;
  if (Array.isArray(value)) value.forEach((v, i) => valuesByPath(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) valuesByPath(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/** Render the engine's controls; returns {data, inputs: [{control, read}]}. */
export function renderForm(data, container, el, examples = {}, roleOf = defaultRole) {
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
      box.checked = example === true;
      container.append(el("label", { for: id }, `${c.label}:`), box);
      inputs.push({ control: c, element: box, read: () => (box.checked ? true : undefined) });
    } else if (c.type === "cards" || c.type === "text") {
      const i = el("input", { id, type: "text", autocomplete: "off", spellcheck: "false", "data-role": role,
        "data-path": c.path });
      i.value = Array.isArray(example) ? example.join(", ") : (example ?? "");
      container.append(el("label", { for: id }, `${c.label}:`), i);
      inputs.push({ control: c, element: i, read: () => {
        if (i.value.trim() === "") return undefined;
        if (c.type === "text") return i.value;
        const names = cardNames(i.value);
        const twice = duplicateCard(names);
        if (twice) throw new FormError(`Die Karte „${twice}“ ist zweimal angegeben; jede Karte gibt es nur einmal.`);
        return names;
      } });
    } else if (c.type === "checkboxes" || c.type === "announce") {
      const group = el("fieldset", { class: "widget-choices", "data-role": role, "data-path": c.path });
      group.append(el("legend", {}, c.label));
      const parts = [];
      for (const o of c.options) {
        const oid = uid("sa");
        if (c.type === "checkboxes") {
          const box = el("input", { id: oid, type: "checkbox", value: String(o.value) });
          box.checked = Array.isArray(example) && example.includes(o.value);
          group.append(box, el("label", { for: oid }, o.label));
          parts.push(() => (box.checked ? o.value : undefined));
        } else {
          const s = el("select", { id: oid, "data-what": String(o.value) });
          s.append(el("option", { value: "" }, "nicht angesagt"));
          for (const seat of c.seats) s.append(el("option", { value: seat }, `von ${seat}`));
          const given = Array.isArray(example) ? example.find((a) => (a.what ?? a) === o.value) : undefined;
          if (given !== undefined) s.value = given.by ?? c.seats[0];
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
export function collect(current, fixed = {}) {
  const args = structuredClone(fixed);
  const ticked = (path) => current.inputs.some((x) => x.control.path === path && !x.element.disabled && x.read());
  for (const { control, element, read } of current.inputs) {
    const value = element.disabled ? undefined : read();
    if (value === undefined) {
      if (control.required || (control.required_unless && !ticked(control.required_unless))) {
        throw new FormError(`Bitte „${control.label}“ angeben.`);
      }
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

