// Small helpers shared by the form widgets.

/** A labelled text input appended to `form`; returns the input. */
export function field(form, el, label, role, value = "") {
  const id = `${role}-${Math.random().toString(36).slice(2, 8)}`;
  const input = el("input", { id, type: "text", autocomplete: "off", spellcheck: "false", "data-role": role });
  input.value = value || "";
  form.append(el("label", { for: id }, label), input);
  return input;
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
