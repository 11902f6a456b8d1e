// Small helpers shared by the form widgets: labelled controls with ids unique per widget
// instance, checks of numbers and card lists in the page (German messages; the engine checks
// everything again), and the German error display.

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

function key(name) {
  return name.normalize("NFC").toLowerCase().replace(/[\s\-–—_.]+/g, " ").trim();
}

/** The first card name that occurs twice in the lists (compared as the engine would spell
 *  them loosely), or null. */
export function duplicateCard(...lists) {
  const seen = new Set();
  for (const list of lists) {
    for (const name of list) {
      const k = key(name);
      if (seen.has(k)) return name;
      seen.add(k);
    }
  }
  return null;
}
