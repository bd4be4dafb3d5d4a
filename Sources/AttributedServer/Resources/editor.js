// Editor page: live preview as you type, theme picker, run inspector, save/cancel.
// Plain browser JavaScript, no libraries, works offline.
"use strict";

(function () {
  const RENDER_DELAY_MS = 150;
  // Names this page's document to the server, which then updates only the edited blocks of its
  // previous render instead of parsing the whole text on every keystroke.
  const SESSION = "editor-" + Date.now().toString(36) + "-" + Math.random().toString(36).slice(2);

  const form = document.getElementById("editor-form");
  const title = document.getElementById("editor-title");
  const textarea = document.getElementById("markdown");
  const themeSelect = document.getElementById("theme");
  const preview = document.getElementById("preview");
  const warnings = document.getElementById("warnings");
  const status = document.getElementById("status");
  const characterCount = document.getElementById("character-count");
  const runCount = document.getElementById("run-count");
  const runList = document.getElementById("runs");
  const saveButton = document.getElementById("save");

  const match = /^\/strings\/(\d+)\/?$/.exec(location.pathname);
  const entryId = match ? match[1] : null;

  // Every render request carries an increasing sequence number; a response is shown only if it
  // is newer than the one on screen, so a slow early response never replaces a later one.
  let sequenceSent = 0;
  let sequenceShown = 0;
  let timer = null;
  let saving = false;
  let savedMarkdown = "";
  let savedTheme = "";

  function isDirty() {
    return !saving && (textarea.value !== savedMarkdown || themeSelect.value !== savedTheme);
  }

  function setStatus(message, kind) {
    status.textContent = message;
    status.dataset.kind = kind || "info";
  }

  async function readJSON(response) {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch (_) {
      return { error: "The server answered " + response.status + " without JSON." };
    }
  }

  async function api(method, url, body) {
    const options = { method: method, headers: { "Accept": "application/json" } };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    const response = await fetch(url, options);
    const json = response.status === 204 ? {} : await readJSON(response);
    if (!response.ok) {
      throw new Error(json.error || ("Request failed with status " + response.status));
    }
    return json;
  }

  function scheduleRender() {
    document.body.dataset.renderState = "pending";
    clearTimeout(timer);
    timer = setTimeout(render, RENDER_DELAY_MS);
  }

  async function render() {
    clearTimeout(timer);
    const sequence = ++sequenceSent;
    document.body.dataset.renderState = "pending";
    try {
      const result = await api("POST", "/api/render", {
        markdown: textarea.value,
        theme: themeSelect.value,
        options: { allowsExtendedAttributes: true },
        sequence: sequence,
        session: SESSION,
      });
      if (sequence <= sequenceShown) return; // a newer response is already on screen
      sequenceShown = sequence;
      showResult(result);
      if (status.dataset.kind === "error") setStatus("", "info");
    } catch (error) {
      if (sequence <= sequenceShown) return;
      sequenceShown = sequence;
      setStatus(error.message, "error");
    } finally {
      if (sequenceShown === sequenceSent) {
        preview.dataset.sequence = String(sequenceShown);
        document.body.dataset.renderState = "idle";
      }
    }
  }

  function showResult(result) {
    // The HTML comes from our renderer, which escapes text and omits raw HTML; the page's
    // Content-Security-Policy blocks scripts in any case.
    preview.innerHTML = result.html;
    preview.dataset.theme = themeSelect.value;
    characterCount.textContent = String(result.characterCount);
    runCount.textContent = String(result.runCount);

    warnings.replaceChildren(...(result.warnings || []).map(function (message) {
      const item = document.createElement("li");
      item.textContent = message;
      return item;
    }));

    const items = [];
    // The server describes the first runs only (a few hundred); runCount counts them all.
    result.runs.forEach(function (run, index) {
      const item = document.createElement("li");
      item.className = "run";
      const text = document.createElement("code");
      text.className = "run-text";
      text.textContent = JSON.stringify(run.text);
      item.append(text);
      // Foundation's order for printed runs: NSPresentationIntent first, then by name.
      const names = Object.keys(run.attributes).sort(function (a, b) {
        if ((a === "NSPresentationIntent") !== (b === "NSPresentationIntent")) return a === "NSPresentationIntent" ? -1 : 1;
        return a < b ? -1 : a > b ? 1 : 0;
      });
      const list = document.createElement("dl");
      list.className = "run-attributes";
      if (names.length === 0) {
        const none = document.createElement("dd");
        none.className = "none";
        none.textContent = "no attributes";
        list.append(none);
      }
      names.forEach(function (name) {
        const pair = document.createElement("div");
        const term = document.createElement("dt");
        term.textContent = name;
        const value = document.createElement("dd");
        value.textContent = run.attributes[name];
        pair.append(term, value);
        list.append(pair);
      });
      item.append(list);
      item.setAttribute("aria-label", "Run " + (index + 1));
      items.push(item);
    });
    if (result.runCount > result.runs.length) {
      const more = document.createElement("li");
      more.className = "more";
      more.textContent = "… and " + (result.runCount - result.runs.length) + " more runs";
      items.push(more);
    }
    runList.replaceChildren(...items);
  }

  async function save(event) {
    event.preventDefault();
    if (saving) return;
    saving = true;
    saveButton.disabled = true;
    setStatus("Saving…", "info");
    try {
      const body = { markdown: textarea.value, theme: themeSelect.value };
      if (entryId) {
        await api("PUT", "/api/strings/" + entryId, body);
      } else {
        await api("POST", "/api/strings", body);
      }
      setStatus("Saved.", "success");
      savedMarkdown = textarea.value;
      savedTheme = themeSelect.value;
      location.assign("/");
    } catch (error) {
      setStatus(error.message, "error");
      saving = false;
      saveButton.disabled = false;
    }
  }

  async function start() {
    document.body.dataset.renderState = "loading";
    try {
      const themes = await api("GET", "/api/themes");
      themes.themes.forEach(function (theme) {
        const option = document.createElement("option");
        option.value = theme.name;
        option.textContent = theme.displayName;
        themeSelect.append(option);
      });
      if (entryId) {
        const entry = await api("GET", "/api/strings/" + entryId);
        title.textContent = "Edit string";
        document.title = "Edit string – AttributedMarkdown";
        textarea.value = entry.markdown;
        themeSelect.value = entry.theme;
      } else {
        document.getElementById("nav-new").setAttribute("aria-current", "page");
      }
    } catch (error) {
      setStatus(error.message, "error");
    }
    savedMarkdown = textarea.value;
    savedTheme = themeSelect.value;
    document.getElementById("cancel").addEventListener("click", function (event) {
      if (isDirty() && !confirm("Discard your changes?")) event.preventDefault();
      else saving = true; // leaving on purpose: no second warning from beforeunload
    });
    window.addEventListener("beforeunload", function (event) {
      if (isDirty()) event.preventDefault();
    });
    textarea.addEventListener("input", scheduleRender);
    themeSelect.addEventListener("change", render);
    form.addEventListener("submit", save);
    document.addEventListener("keydown", function (event) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        form.requestSubmit();
      }
    });
    textarea.focus();
    await render();
  }

  start();
})();
