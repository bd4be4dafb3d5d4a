// Recipe editor page. The server owns the document: every edit the browser would make is
// cancelled (beforeinput → preventDefault) and sent as an operation on the server-side
// EditorState; the answer holds the paragraphs the operation changed (a patch on the surface
// of the revision the page sent) and the selection, which the page puts back.
//
// Several pages may edit one recipe. Each page is a client with its own id: every operation
// carries it, the selection and the revision that selection was made at, and the server
// carries an operation made at an older revision over the changes since (or answers 409, and
// the page reloads the state and sends it again). The server keeps each client's caret where
// its author meant it and its own undo history. Changes from other pages arrive as
// Server-Sent Events naming the new revision; the page then fetches its state.
// Operations made while the server cannot be reached stay queued, in order, and are sent
// when it is back.
// Plain browser JavaScript, no libraries.
"use strict";

(function () {
  // A caret move is sent once the selection has rested this long.
  const SELECTION_DELAY_MS = 60;
  // While the server cannot be reached, an operation is tried again after this long.
  const RETRY_DELAY_MS = 1000;

  // This page's client id: its own caret and undo history on the server.
  const clientId = window.crypto && typeof window.crypto.randomUUID === "function"
    ? window.crypto.randomUUID()
    : Date.now().toString(36) + "-" + Math.random().toString(36).slice(2);

  const match = /^\/recipes\/(\d+)\/?$/.exec(location.pathname);
  const recipeId = match ? match[1] : null;

  const body = document.body;
  const editor = document.getElementById("recipe-editor");
  const workspace = document.getElementById("recipe-workspace");
  const noRecipe = document.getElementById("no-recipe");
  const titleHeading = document.getElementById("recipe-title");
  const status = document.getElementById("recipe-status");
  const list = document.getElementById("recipe-list");
  const listEmpty = document.getElementById("recipes-empty");
  const newForm = document.getElementById("new-recipe-form");
  const newTitle = document.getElementById("new-recipe-title");
  const suggestion = document.getElementById("suggestion");
  const suggestionText = document.getElementById("suggestion-text");
  const addButton = document.getElementById("add-ingredient");
  const ingredientList = document.getElementById("ingredient-list");
  const ingredientsEmpty = document.getElementById("ingredients-empty");
  const dialog = document.getElementById("confirm-delete-recipe");
  const dialogName = document.getElementById("confirm-delete-recipe-name");

  const formatButtons = {
    bold: document.getElementById("format-bold"),
    italic: document.getElementById("format-italic"),
    underline: document.getElementById("format-underline"),
  };
  const historyButtons = {
    undo: document.getElementById("undo"),
    redo: document.getElementById("redo"),
  };

  let state = null; // the last state the server sent
  let queue = Promise.resolve(); // operations run one after another, in the order they were made
  let pending = 0; // operations queued or in flight
  let shown = null; // {start, end} last put into (or read from) the DOM
  let backward = false; // whether the user's selection was made right to left
  let userSelection = null; // a selection the user made that the server has not seen yet
  let selectionTimer = null;
  let composing = false;
  // The surface as the server has it: one "<p>…</p>" per paragraph, at revision
  // surfaceRevision. The DOM equals it unless the browser wrote into it (a composition).
  let surface = [];
  let surfaceRevision = -1;
  let surfaceDirty = false;
  let sequence = 0; // counts this page's operations, so that one sent twice is applied once
  let latestRevision = -1; // the newest revision the server announced
  let syncQueued = false;
  let syncAfterComposition = false;
  let offline = false; // the last request could not reach the server
  let waitingText = ""; // what was typed while offline, for the status message

  // MARK: Status and API

  function setStatus(message, kind) {
    status.textContent = message;
    status.dataset.kind = kind || "info";
  }

  function updateBusy() {
    body.dataset.editorState = pending > 0 || selectionTimer !== null ? "busy" : "idle";
  }

  // A request's failure: `unreachable` when the server could not be reached (or answered that
  // it is unavailable), `status` the HTTP status otherwise.
  function failure(message, status, unreachable) {
    const error = new Error(message);
    error.status = status;
    error.unreachable = unreachable;
    return error;
  }

  async function api(method, url, payload) {
    const options = { method: method, headers: { "Accept": "application/json" } };
    if (payload !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(payload);
    }
    let response;
    try {
      response = await fetch(url, options);
    } catch (_) {
      throw failure("The server cannot be reached.", 0, true);
    }
    let json = {};
    if (response.status !== 204) {
      let text = "";
      try {
        text = await response.text();
      } catch (_) {
        throw failure("The connection to the server broke.", 0, true);
      }
      try {
        json = JSON.parse(text);
      } catch (_) {
        json = { error: "The server answered " + response.status + " without JSON." };
      }
    }
    if (!response.ok) {
      const unavailable = response.status === 502 || response.status === 503 || response.status === 504;
      throw failure(json.error || ("Request failed with status " + response.status), response.status, unavailable);
    }
    return json;
  }

  function delay(milliseconds) {
    return new Promise(function (resolve) { setTimeout(resolve, milliseconds); });
  }

  function stateURL() {
    return "/api/recipes/" + recipeId + "?client=" + encodeURIComponent(clientId);
  }

  // Tells the user that the server is away and what waits for it; nothing typed is lost.
  function showOffline() {
    offline = true;
    body.dataset.connection = "offline";
    const count = pending;
    let message = "Not connected to the server. ";
    if (count > 0) {
      message += (count === 1 ? "1 edit is" : count + " edits are") + " kept here and will be sent, in order, when it is back";
      const shown = waitingText.length > 40 ? "…" + waitingText.slice(-40) : waitingText;
      message += shown ? " (“" + shown + "”)." : ".";
    } else {
      message += "Trying again…";
    }
    setStatus(message, "error");
  }

  function showOnline() {
    if (!offline) return;
    offline = false;
    waitingText = "";
    body.dataset.connection = "online";
    setStatus("Connected again: your edits were sent.", "success");
  }

  // Sends the operation `make` builds: again after a pause while the server cannot be reached
  // (same sequence number, so it is applied once), and rebuilt on the latest state after a 409
  // that a newer revision explains (the server could not rebase it). Returns the answer, or
  // null when `make` has nothing to send.
  async function send(make) {
    const number = ++sequence;
    for (let attempt = 0; ; attempt += 1) {
      const operation = typeof make === "function" ? make() : Object.assign({}, make);
      if (!operation) return null;
      operation.client = clientId;
      operation.sequence = number;
      if (operation.revision === undefined && surfaceRevision >= 0) operation.revision = surfaceRevision;
      if (!operation.selection && state && state.revision === operation.revision) {
        operation.selection = state.selection.map(function (range) { return { start: range.start, end: range.end }; });
      }
      try {
        const result = await api("POST", "/api/recipes/" + recipeId + "/operations", operation);
        showOnline();
        return result;
      } catch (error) {
        if (error.unreachable) {
          showOffline();
          await delay(RETRY_DELAY_MS);
          continue;
        }
        if (error.status === 409 && attempt < 3) {
          // Made at a revision the server can no longer rebase from: take the current state
          // and build the operation again on it, unless nothing changed (a real conflict).
          const sent = operation.revision;
          const current = await api("GET", stateURL());
          updateSurface(current);
          show(current);
          if (current.revision !== sent) {
            // A selection made on a text the server no longer knows cannot be placed: the
            // caret the server kept for this page stands; an edit goes there.
            if (operation.op === "select") return null;
            if (typeof make !== "function") { delete make.revision; delete make.selection; }
            continue;
          }
        }
        throw error;
      }
    }
  }

  // Queues an operation. `make` builds the request when its turn comes (so that it can see the
  // result of the operations before it) and may return null to send nothing.
  function enqueue(make) {
    pending += 1;
    updateBusy();
    const run = async function () {
      try {
        let result = await send(make);
        if (!result) return;
        if (!updateSurface(result)) {
          // A patch for another revision than the page's (never expected): take the whole surface.
          result = await api("GET", stateURL());
          updateSurface(result);
        }
        show(result);
        if (status.dataset.kind === "error") setStatus("", "info");
      } catch (error) {
        setStatus(error.message, "error");
        if (state) { restoreSurface(); show(state); } // put the surface back as the server has it
      } finally {
        pending -= 1;
        updateBusy();
      }
    };
    queue = queue.then(run, run);
    return queue;
  }

  // Brings the page to the server's latest revision (another page changed the recipe): queued
  // behind the page's own operations, after the selection the user has just made.
  function scheduleSync() {
    if (syncQueued || !state) return;
    if (composing) {
      syncAfterComposition = true;
      return;
    }
    flushSelection();
    syncQueued = true;
    pending += 1;
    updateBusy();
    const run = async function () {
      syncQueued = false;
      try {
        if (surfaceRevision >= latestRevision) return;
        if (composing) {
          syncAfterComposition = true;
          return;
        }
        const result = await api("GET", stateURL());
        showOnline();
        updateSurface(result);
        show(result);
      } catch (error) {
        if (error.unreachable) showOffline();
        else setStatus(error.message, "error");
      } finally {
        pending -= 1;
        updateBusy();
      }
    };
    queue = queue.then(run, run);
  }

  // Listens to the recipe's changes: each event names the revision after a change.
  function listen() {
    if (typeof EventSource !== "function") return;
    const events = new EventSource("/api/recipes/" + recipeId + "/events");
    events.addEventListener("revision", function (event) {
      let data = null;
      try {
        data = JSON.parse(event.data);
      } catch (_) {
        return;
      }
      if (typeof data.revision !== "number") return;
      latestRevision = Math.max(latestRevision, data.revision);
      if (data.revision > surfaceRevision) scheduleSync();
    });
    let lostTimer = null;
    events.addEventListener("open", function () {
      clearTimeout(lostTimer);
      lostTimer = null;
      body.dataset.connection = "online";
      if (offline && pending === 0) showOnline();
    });
    events.addEventListener("error", function () {
      // The browser reconnects by itself; the user hears of it when that takes a while.
      if (lostTimer !== null || offline) return;
      body.dataset.connection = "reconnecting";
      lostTimer = setTimeout(function () {
        lostTimer = null;
        if (events.readyState !== EventSource.OPEN) showOffline();
      }, 2000);
    });
  }

  // MARK: Offsets ⇄ DOM positions
  // The surface holds one <p> per paragraph and the text exactly, so a UTF-16 offset of the
  // AttributedString is the characters of the text nodes before it plus one "\n" per
  // paragraph before it.

  function paragraphs() {
    return Array.prototype.filter.call(editor.children, function (element) { return element.tagName === "P"; });
  }

  function offsetOf(node, offset) {
    const all = paragraphs();
    if (node === editor) {
      let total = 0;
      for (let index = 0; index < Math.min(offset, all.length); index += 1) total += all[index].textContent.length + 1;
      return offset >= all.length ? Math.max(0, total - 1) : total;
    }
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    const paragraph = element ? element.closest("p") : null;
    if (!paragraph || paragraph.parentNode !== editor) return null;
    let base = 0;
    for (const other of all) {
      if (other === paragraph) break;
      base += other.textContent.length + 1;
    }
    const range = document.createRange();
    range.setStart(paragraph, 0);
    range.setEnd(node, offset);
    return base + range.toString().length;
  }

  function positionAt(target) {
    const all = paragraphs();
    let base = 0;
    for (let index = 0; index < all.length; index += 1) {
      const paragraph = all[index];
      const length = paragraph.textContent.length;
      if (target <= base + length || index === all.length - 1) {
        let local = Math.min(Math.max(0, target - base), length);
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        let last = null;
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (local <= text.length) return { node: text, offset: local };
          local -= text.length;
          last = text;
        }
        return last ? { node: last, offset: last.length } : { node: paragraph, offset: 0 };
      }
      base += length + 1;
    }
    return { node: editor, offset: 0 };
  }

  // The DOM selection as offsets, or null when it is not in the surface.
  function readSelection() {
    const selection = document.getSelection();
    if (!selection || selection.rangeCount === 0) return null;
    if (!editor.contains(selection.anchorNode) || !editor.contains(selection.focusNode)) return null;
    const anchor = offsetOf(selection.anchorNode, selection.anchorOffset);
    const focus = offsetOf(selection.focusNode, selection.focusOffset);
    if (anchor === null || focus === null) return null;
    return { start: Math.min(anchor, focus), end: Math.max(anchor, focus), backward: focus < anchor };
  }

  function placeSelection(range) {
    shown = { start: range.start, end: range.end };
    if (document.activeElement !== editor) return;
    const start = positionAt(range.start);
    const end = positionAt(range.end);
    const selection = document.getSelection();
    if (backward && range.end > range.start) {
      selection.setBaseAndExtent(end.node, end.offset, start.node, start.offset);
    } else {
      selection.setBaseAndExtent(start.node, start.offset, end.node, end.offset);
    }
  }

  function serverRange(result) {
    const ranges = result.selection;
    if (!ranges || ranges.length === 0) return { start: 0, end: 0 };
    return { start: ranges[0].start, end: ranges[ranges.length - 1].end };
  }

  // MARK: Showing a state

  // Brings the surface to `result`: its patch when it applies to the page's revision, else its
  // whole surface. Returns false when it has neither that fits.
  function updateSurface(result) {
    const patch = result.patch;
    if (patch) {
      if (patch.base !== surfaceRevision || patch.start + patch.removed > surface.length ||
          surface.length - patch.removed + patch.paragraphs.length !== patch.count) return false;
      const nodes = paragraphs();
      if (surfaceDirty || nodes.length !== surface.length) {
        surface.splice.apply(surface, [patch.start, patch.removed].concat(patch.paragraphs));
        restoreSurface();
      } else if (patch.removed > 0 || patch.paragraphs.length > 0) {
        const template = document.createElement("template");
        template.innerHTML = patch.paragraphs.join("");
        const next = nodes[patch.start + patch.removed] || null;
        for (let index = patch.start; index < patch.start + patch.removed; index += 1) nodes[index].remove();
        editor.insertBefore(template.content, next);
        surface.splice.apply(surface, [patch.start, patch.removed].concat(patch.paragraphs));
      }
    } else if (typeof result.html === "string") {
      editor.innerHTML = result.html;
      surface = paragraphs().map(function (paragraph) { return paragraph.outerHTML; });
      surfaceDirty = false;
    } else {
      return false;
    }
    surfaceRevision = result.revision;
    editor.dataset.revision = String(result.revision);
    return true;
  }

  // Puts the DOM back to the server's surface (after the browser wrote into it).
  function restoreSurface() {
    editor.innerHTML = surface.join("");
    surfaceDirty = false;
  }

  // Shows `result` (its surface already in place: see updateSurface).
  function show(result) {
    state = result;
    latestRevision = Math.max(latestRevision, result.revision);
    if (userSelection && userSelection.revision !== result.revision) userSelection = null;
    placeSelection(userSelection || serverRange(result));
    const selected = serverRange(result);
    editor.dataset.selection = selected.start + "," + selected.end;
    titleHeading.textContent = result.title;
    document.title = result.title + " – Recipes – AttributedMarkdown";

    Object.keys(formatButtons).forEach(function (name) {
      const command = result.commands[name];
      const button = formatButtons[name];
      button.disabled = !command || !command.enabled;
      button.setAttribute("aria-pressed", command && command.state === "on" ? "true" : command && command.state === "mixed" ? "mixed" : "false");
    });
    Object.keys(historyButtons).forEach(function (name) {
      const command = result.commands[name];
      historyButtons[name].disabled = !command || !command.enabled;
    });

    if (result.suggestion && !userSelection) {
      suggestionText.textContent = result.suggestion;
      addButton.setAttribute("aria-label", "Add “" + result.suggestion + "” as an ingredient");
      suggestion.hidden = false;
    } else if (!userSelection) {
      suggestion.hidden = true;
    }

    ingredientsEmpty.hidden = result.ingredients.length > 0;
    ingredientList.replaceChildren.apply(ingredientList, result.ingredients.map(function (ingredient) {
      const item = document.createElement("li");
      item.dataset.ingredient = ingredient.name;
      const name = document.createElement("span");
      name.className = "ingredient-name";
      name.textContent = ingredient.name;
      const count = document.createElement("span");
      count.className = "ingredient-count";
      count.textContent = "×" + ingredient.occurrences;
      count.setAttribute("aria-label", ingredient.occurrences === 1 ? "1 occurrence" : ingredient.occurrences + " occurrences");
      item.append(name, count);
      return item;
    }));
  }

  // MARK: Selection sync

  function serverHas(range) {
    if (!state) return true;
    const current = serverRange(state);
    return state.selection.length === 1 && current.start === range.start && current.end === range.end;
  }

  // Sends the selection the user made, if the server does not have it yet; queued behind the
  // operations already made, so it applies after them.
  function flushSelection() {
    clearTimeout(selectionTimer);
    selectionTimer = null;
    if (!userSelection) {
      updateBusy();
      return;
    }
    const chosen = userSelection;
    enqueue(function () {
      if (userSelection === chosen) userSelection = null;
      if (chosen.revision === surfaceRevision && serverHas(chosen)) return null;
      return { op: "select", selection: [{ start: chosen.start, end: chosen.end }], revision: chosen.revision };
    });
  }

  // Notes a selection the user made in the surface (anything but what the page put there).
  // Returns whether there was one.
  function captureSelection() {
    if (!state || composing) return false;
    const current = readSelection();
    if (!current) return false;
    if (shown && current.start === shown.start && current.end === shown.end) return false; // ours, or no move
    shown = { start: current.start, end: current.end };
    backward = current.backward;
    userSelection = { start: current.start, end: current.end, revision: surfaceRevision };
    return true;
  }

  document.addEventListener("selectionchange", function () {
    if (!captureSelection()) return;
    clearTimeout(selectionTimer);
    selectionTimer = setTimeout(flushSelection, SELECTION_DELAY_MS);
    updateBusy();
  });

  // MARK: Operations from the browser's input events

  // The UTF-16 ranges an input event targets (the word a spelling correction replaces).
  function targetSelection(event) {
    const ranges = event.getTargetRanges ? event.getTargetRanges() : [];
    if (ranges.length === 0) return null;
    const start = offsetOf(ranges[0].startContainer, ranges[0].startOffset);
    const end = offsetOf(ranges[0].endContainer, ranges[0].endOffset);
    if (start === null || end === null) return null;
    return [{ start: Math.min(start, end), end: Math.max(start, end) }];
  }

  function operationFor(event) {
    const type = event.inputType;
    switch (type) {
      case "insertText":
        return event.data ? { op: "insertText", text: event.data } : null;
      case "insertReplacementText": {
        const text = event.data !== null ? event.data : (event.dataTransfer ? event.dataTransfer.getData("text/plain") : "");
        const operation = { op: type, text: text };
        const target = targetSelection(event);
        if (target) {
          operation.selection = target;
          operation.revision = surfaceRevision;
        }
        return operation;
      }
      case "insertFromPaste":
      case "insertFromYank": {
        const text = event.dataTransfer ? event.dataTransfer.getData("text/plain") : (event.data || "");
        return text ? { op: "insertFromPaste", text: text } : null;
      }
      case "insertParagraph":
      case "insertLineBreak":
      case "deleteContentBackward":
      case "deleteContentForward":
      case "deleteWordBackward":
      case "deleteWordForward":
      case "deleteByCut":
      case "deleteContent":
      case "historyUndo":
      case "historyRedo":
      case "formatBold":
      case "formatItalic":
      case "formatUnderline":
        return { op: type };
      default:
        return null; // not supported (drag and drop, soft line deletion…): nothing changes
    }
  }

  function perform(operation) {
    if (!state || !operation) return Promise.resolve();
    if (offline) {
      waitingText += operation.text || (operation.op === "insertParagraph" || operation.op === "insertLineBreak" ? " ¶ " : "");
    }
    // A caret move made just before goes first, even if its selectionchange has not arrived yet.
    captureSelection();
    flushSelection();
    return enqueue(operation);
  }

  function runCommand(op) {
    if (!state) return;
    const name = { formatBold: "bold", formatItalic: "italic", formatUnderline: "underline" }[op];
    if (name && !state.commands[name].enabled) return;
    perform({ op: op });
  }

  editor.addEventListener("beforeinput", function (event) {
    if (event.inputType === "insertCompositionText") return; // not cancelable; sent at compositionend
    event.preventDefault();
    perform(operationFor(event));
  });

  editor.addEventListener("compositionstart", function () {
    flushSelection();
    composing = true;
    surfaceDirty = true;
  });

  editor.addEventListener("compositionend", function (event) {
    composing = false;
    if (syncAfterComposition) {
      syncAfterComposition = false;
      setTimeout(scheduleSync, 0);
    }
    // The browser wrote the composed text into the surface itself; the server's rendering
    // replaces it once the text is inserted there.
    if (event.data) perform({ op: "insertText", text: event.data });
    else if (state) { restoreSurface(); show(state); }
  });

  editor.addEventListener("paste", function (event) {
    event.preventDefault();
    const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
    if (text) perform({ op: "insertFromPaste", text: text });
  });

  editor.addEventListener("cut", function (event) {
    event.preventDefault();
    const selection = document.getSelection();
    if (!selection || selection.isCollapsed || !event.clipboardData) return;
    event.clipboardData.setData("text/plain", selection.toString());
    perform({ op: "deleteByCut" });
  });

  editor.addEventListener("drop", function (event) { event.preventDefault(); });
  editor.addEventListener("dragstart", function (event) { event.preventDefault(); });

  editor.addEventListener("keydown", function (event) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    let op = null;
    if (key === "b") op = "formatBold";
    else if (key === "i") op = "formatItalic";
    else if (key === "u") op = "formatUnderline";
    else if (key === "z") op = event.shiftKey ? "historyRedo" : "historyUndo";
    else if (key === "y" && event.ctrlKey) op = "historyRedo";
    if (!op) return;
    event.preventDefault();
    runCommand(op);
  });

  editor.addEventListener("focus", function () {
    // Put the caret back where the server has it (the surface was re-rendered meanwhile).
    if (state) placeSelection(userSelection || serverRange(state));
  });

  [formatButtons.bold, formatButtons.italic, formatButtons.underline, historyButtons.undo, historyButtons.redo, addButton].forEach(function (button) {
    // Clicking a button must not take the focus (and the selection) from the surface.
    button.addEventListener("mousedown", function (event) { event.preventDefault(); });
  });
  Object.values(formatButtons).concat(Object.values(historyButtons)).forEach(function (button) {
    button.addEventListener("click", function () { runCommand(button.dataset.op); });
  });

  addButton.addEventListener("click", function () {
    const name = suggestionText.textContent;
    if (!name) return;
    perform({ op: "addIngredient", name: name }).then(function () {
      // Announced through the live status line: the change is elsewhere on the page.
      const added = state && state.ingredients.find(function (ingredient) { return ingredient.name === name; });
      if (added && status.dataset.kind !== "error") {
        setStatus("“" + name + "” is an ingredient: " + added.occurrences + (added.occurrences === 1 ? " occurrence." : " occurrences."), "success");
      }
    });
  });

  // MARK: Recipes list

  async function loadList() {
    const result = await api("GET", "/api/recipes");
    listEmpty.hidden = result.recipes.length > 0;
    list.replaceChildren.apply(list, result.recipes.map(function (recipe) {
      const item = document.createElement("li");
      item.dataset.id = String(recipe.id);
      const link = document.createElement("a");
      link.href = "/recipes/" + recipe.id;
      link.textContent = recipe.title;
      if (String(recipe.id) === recipeId) link.setAttribute("aria-current", "page");
      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "button danger delete-recipe-button";
      remove.textContent = "×";
      remove.setAttribute("aria-label", "Delete “" + recipe.title + "”");
      remove.addEventListener("click", function () { confirmDelete(recipe.id, recipe.title); });
      item.append(link, remove);
      return item;
    }));
  }

  function confirmDelete(id, title) {
    dialogName.textContent = title;
    dialog.returnValue = "";
    dialog.onclose = async function () {
      if (dialog.returnValue !== "delete") return;
      try {
        await api("DELETE", "/api/recipes/" + id);
        if (String(id) === recipeId) {
          location.assign("/recipes");
        } else {
          await loadList();
        }
      } catch (error) {
        setStatus(error.message, "error");
      }
    };
    dialog.showModal();
  }

  newForm.addEventListener("submit", async function (event) {
    event.preventDefault();
    const title = newTitle.value.trim();
    if (!title) {
      newTitle.setAttribute("aria-invalid", "true");
      // The editor pane (and its status line) may be hidden: the message goes on the field itself.
      newTitle.setCustomValidity("Give the recipe a title first.");
      newTitle.reportValidity();
      newTitle.focus();
      return;
    }
    newTitle.setCustomValidity("");
    newTitle.removeAttribute("aria-invalid");
    try {
      const created = await api("POST", "/api/recipes", { title: title });
      location.assign("/recipes/" + created.id);
    } catch (error) {
      setStatus(error.message, "error");
      newTitle.focus();
    }
  });

  document.getElementById("delete-recipe").addEventListener("click", function () {
    if (state) confirmDelete(state.id, state.title);
  });

  // MARK: Start

  async function start() {
    body.dataset.editorState = "loading";
    try {
      await loadList();
      if (recipeId) {
        workspace.hidden = false;
        document.querySelectorAll(".export-links a").forEach(function (link) {
          link.href = "/api/recipes/" + recipeId + "/export/" + link.dataset.format;
        });
        editor.dataset.client = clientId;
        const result = await api("GET", stateURL());
        editor.focus();
        updateSurface(result);
        show(result);
        listen();
      } else {
        noRecipe.hidden = false;
        if (list.children.length === 0) newTitle.focus();
      }
    } catch (error) {
      setStatus(error.message, "error");
    }
    updateBusy();
  }

  start();
})();
