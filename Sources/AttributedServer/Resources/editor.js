// Editor page: live preview as you type, theme picker, run inspector, save/cancel.
// Plain browser JavaScript, no libraries, works offline.
"use strict";

(function () {
  // Names this page's document to the server, which keeps it (the live preview session) and
  // answers each edit with the blocks it changed.
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
  const blockRunCount = document.getElementById("block-run-count");
  const runList = document.getElementById("runs");
  const saveButton = document.getElementById("save");

  const match = /^\/strings\/(\d+)\/?$/.exec(location.pathname);
  const entryId = match ? match[1] : null;

  let saving = false;
  let savedMarkdown = "";
  let savedTheme = "";

  // The live preview. The server holds the session's text at `revision`; `serverText` is that
  // text (including an edit in flight). One request is in flight at most: keystrokes typed
  // meanwhile are sent together, as one edit, as soon as it is answered – no fixed delay.
  let serverText = null; // null: the server holds nothing yet (or the page is out of step)
  let serverTheme = null;
  let revision = 0;
  let inFlight = false;
  let wantInspect = false;
  let lastCaret = -1;
  // The preview's blocks, in order: id, source line (from 0), and the DOM nodes of its HTML.
  let blocks = [];
  let footnoteNodes = [];
  let wrapper = null;

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
      const error = new Error(json.error || ("Request failed with status " + response.status));
      error.status = response.status;
      throw error;
    }
    return json;
  }

  // The single edit between two texts: their differing middle (UTF-16 offsets of `old`).
  // Compared a chunk at a time first, so a keystroke in a long text costs a few string
  // comparisons rather than a loop over every character.
  function difference(old, now) {
    const shorter = Math.min(old.length, now.length);
    let prefix = 0;
    for (let chunk = 4096; chunk >= 1; chunk >>= 4) {
      while (prefix + chunk <= shorter && old.substr(prefix, chunk) === now.substr(prefix, chunk)) prefix += chunk;
    }
    let suffix = 0;
    const room = shorter - prefix;
    for (let chunk = 4096; chunk >= 1; chunk >>= 4) {
      while (suffix + chunk <= room &&
             old.substr(old.length - suffix - chunk, chunk) === now.substr(now.length - suffix - chunk, chunk)) suffix += chunk;
    }
    // Never split a surrogate pair: the server counts whole characters.
    if (prefix > 0 && isLowSurrogate(old.charCodeAt(prefix)) && isLowSurrogate(now.charCodeAt(prefix))) prefix -= 1;
    if (suffix > 0 && isLowSurrogate(old.charCodeAt(old.length - suffix))) suffix -= 1;
    return { start: prefix, end: old.length - suffix, text: now.slice(prefix, now.length - suffix) };
  }

  function isLowSurrogate(code) { return code >= 0xDC00 && code <= 0xDFFF; }

  function schedule() {
    document.body.dataset.renderState = "pending";
    if (!inFlight) flush();
  }

  // Sends what changed since the server's text: the whole text when out of step, an edit
  // otherwise, or a caret move for the inspector.
  async function flush() {
    inFlight = true;
    document.body.dataset.renderState = "pending";
    const text = textarea.value;
    const caret = textarea.selectionStart;
    lastCaret = caret; // the answer lists the runs at this caret
    try {
      if (serverText === null || serverTheme !== themeSelect.value) {
        const sent = { theme: themeSelect.value, text: text };
        const result = await api("POST", "/api/preview", {
          markdown: text, theme: sent.theme, options: { allowsExtendedAttributes: true }, session: SESSION, caret: caret,
        });
        serverText = sent.text;
        serverTheme = sent.theme;
        showDocument(result);
      } else if (text !== serverText) {
        const edit = difference(serverText, text);
        serverText = text;
        const result = await api("POST", "/api/preview/edit", {
          session: SESSION, revision: revision, start: edit.start, end: edit.end, text: edit.text, caret: caret,
        });
        if (!applyPatch(result)) serverText = null;
      } else if (wantInspect) {
        wantInspect = false;
        showInspector(await api("POST", "/api/preview/inspect", { session: SESSION, revision: revision, caret: caret }));
      }
      if (status.dataset.kind === "error") setStatus("", "info");
    } catch (error) {
      // 409: the server's session is not this page's text (restarted, expired, lost answer):
      // send the whole text again. Anything else is shown, and the next edit resyncs too.
      serverText = null;
      if (error.status !== 409) {
        setStatus(error.message, "error");
        inFlight = false;
        // Try again only when the text changed since (else the same request fails again).
        if (textarea.value !== text) flush();
        else document.body.dataset.renderState = "idle";
        return;
      }
    }
    inFlight = false;
    if (serverText === null || serverTheme !== themeSelect.value || textarea.value !== serverText || wantInspect) {
      flush();
    } else {
      preview.dataset.revision = String(revision);
      document.body.dataset.renderState = "idle";
    }
  }

  // Nodes of an HTML fragment, as the preview would parse it.
  function nodesOf(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return Array.from(template.content.childNodes);
  }

  function showDocument(result) {
    // The HTML comes from our renderer, which escapes text and omits raw HTML; the page's
    // Content-Security-Policy blocks scripts in any case.
    preview.innerHTML = result.opening + result.closing;
    wrapper = preview.firstElementChild;
    blocks = result.blocks.map(function (block) {
      const nodes = nodesOf(block.html);
      wrapper.append(...nodes);
      return { id: block.id, line: block.line, nodes: nodes };
    });
    footnoteNodes = nodesOf(result.footnotes || "");
    wrapper.append(...footnoteNodes);
    revision = result.revision;
    preview.dataset.theme = themeSelect.value;
    showInspector(result);
  }

  // Replaces the changed blocks; false when the page's blocks are not the ones the patch
  // names (the caller then resyncs).
  function applyPatch(result) {
    const patch = result.patch;
    if (!patch || !wrapper || result.revision !== revision + 1) return false;
    const removed = blocks.slice(patch.start, patch.start + patch.removed.length);
    if (removed.length !== patch.removed.length || removed.some(function (block, index) { return block.id !== patch.removed[index]; })) {
      return false;
    }
    const next = blocks[patch.start + removed.length];
    const before = next ? next.nodes[0] : (footnoteNodes[0] || null);
    removed.forEach(function (block) { block.nodes.forEach(function (node) { node.remove(); }); });
    const inserted = patch.inserted.map(function (block) {
      const nodes = nodesOf(block.html);
      nodes.forEach(function (node) { wrapper.insertBefore(node, before); });
      return { id: block.id, line: block.line, nodes: nodes };
    });
    blocks.splice(patch.start, removed.length, ...inserted);
    patch.movedLines.forEach(function (moved) { if (blocks[moved.index]) blocks[moved.index].line = moved.line; });
    if (patch.lineShift !== 0) {
      for (let index = patch.shiftFrom; index < blocks.length; index++) blocks[index].line += patch.lineShift;
    }
    if (patch.footnotes !== undefined && patch.footnotes !== null) {
      footnoteNodes.forEach(function (node) { node.remove(); });
      footnoteNodes = nodesOf(patch.footnotes);
      wrapper.append(...footnoteNodes);
    }
    revision = result.revision;
    showInspector(result);
    return true;
  }

  function showInspector(result) {
    characterCount.textContent = String(result.characterCount);
    runCount.textContent = String(result.runCount);
    blockRunCount.textContent = String(result.blockRunCount);
    warnings.replaceChildren(...(result.warnings || []).map(function (message) {
      const item = document.createElement("li");
      item.textContent = message;
      return item;
    }));
    showRuns(result);
  }

  function caretMoved() {
    const caret = textarea.selectionStart;
    if (caret === lastCaret) return;
    lastCaret = caret;
    if (textarea.value !== serverText) return; // the edit's answer brings the runs
    wantInspect = true;
    if (!inFlight) flush();
  }

  // Scroll sync: each block knows the source line it starts on. The editor's top line picks
  // the preview's block, and the preview's top block picks the editor's line.
  let syncing = 0;

  function lineHeight() {
    const style = getComputedStyle(textarea);
    const height = parseFloat(style.lineHeight);
    return isNaN(height) ? parseFloat(style.fontSize) * 1.2 : height;
  }

  function firstElement(block) {
    return block.nodes.find(function (node) { return node.nodeType === Node.ELEMENT_NODE; });
  }

  function syncPreviewToEditor() {
    if (Date.now() < syncing || blocks.length === 0) return;
    const padding = parseFloat(getComputedStyle(textarea).paddingTop) || 0;
    const line = Math.max(0, (textarea.scrollTop - padding) / lineHeight());
    let chosen = null;
    for (const block of blocks) {
      if (block.line < 0) return;
      if (block.line > line) break;
      if (firstElement(block)) chosen = block;
    }
    const element = chosen ? firstElement(chosen) : null;
    syncing = Date.now() + 100;
    preview.scrollTop = element ? element.offsetTop : 0; // .preview is the offset parent
  }

  function syncEditorToPreview() {
    if (Date.now() < syncing || blocks.length === 0) return;
    const top = preview.scrollTop;
    let chosen = null;
    for (const block of blocks) {
      const element = firstElement(block);
      if (!element) continue;
      if (block.line < 0) return;
      if (element.offsetTop > top) break;
      chosen = block;
    }
    syncing = Date.now() + 100;
    const padding = parseFloat(getComputedStyle(textarea).paddingTop) || 0;
    textarea.scrollTop = chosen ? chosen.line * lineHeight() + padding : 0;
  }

  // The runs of the block under the caret, as the tutorial prints them.
  function showRuns(result) {
    const items = [];
    // The server describes the block's first runs only (a few hundred); blockRunCount counts them all.
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
    if (result.blockRunCount > result.runs.length) {
      const more = document.createElement("li");
      more.className = "more";
      more.textContent = "… and " + (result.blockRunCount - result.runs.length) + " more runs";
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
    textarea.addEventListener("input", schedule);
    themeSelect.addEventListener("change", schedule);
    document.addEventListener("selectionchange", caretMoved);
    textarea.addEventListener("keyup", caretMoved);
    textarea.addEventListener("click", caretMoved);
    // At most once a frame, after the browser's own layout: reading positions then forces none.
    let frame = 0;
    function onNextFrame(sync) {
      return function () {
        if (frame) return;
        frame = requestAnimationFrame(function () { frame = 0; sync(); });
      };
    }
    textarea.addEventListener("scroll", onNextFrame(syncPreviewToEditor), { passive: true });
    preview.addEventListener("scroll", onNextFrame(syncEditorToPreview), { passive: true });
    form.addEventListener("submit", save);
    document.addEventListener("keydown", function (event) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        form.requestSubmit();
      }
    });
    textarea.focus();
    lastCaret = textarea.selectionStart;
    schedule();
  }

  start();
})();
